// SPDX-License-Identifier: Apache-2.0
// Equivalence miter of one xl_match mutant (tb/mutate/mutate.sh), `LANES lanes, module `MUT;
// equal as miter_result.sv compares (match's results follow the shuffle's rules).
module miter (
  input  logic                 all_i, b64_i,
  input  logic [`LANES*32-1:0] a_i, b_i,
  input  logic [`LANES-1:0]    active_i, member_i,
  output logic                 trigger
);
  logic [`LANES*36-1:0] res_g, res_m;
  `MUT u_gold (.all_i, .b64_i, .a_i, .b_i, .active_i, .member_i, .res_o(res_g), .mutsel(10'd0));
  `MUT u_mut  (.all_i, .b64_i, .a_i, .b_i, .active_i, .member_i, .res_o(res_m),
               .mutsel(10'd`MUTSEL));
  miter_result #(.Lanes(`LANES), .Width(32)) u_cmp (.gold(res_g), .mut(res_m), .trigger);
endmodule
