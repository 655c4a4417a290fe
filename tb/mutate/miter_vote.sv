// SPDX-License-Identifier: Apache-2.0
// Equivalence miter of one xl_vote mutant (tb/mutate/mutate.sh), `LANES lanes, module `MUT;
// equal as miter_result.sv compares (vote's results follow the shuffle's rules).
module miter (
  input  logic [1:0]        mode_i,
  input  logic              negate_i,
  input  logic [`LANES-1:0] pred_i,
  input  logic [`LANES-1:0] active_i,
  input  logic [`LANES-1:0] member_i,
  output logic              trigger
);
  logic [`LANES*36-1:0] res_g, res_m;
  `MUT u_gold (.mode_i, .negate_i, .pred_i, .active_i, .member_i, .res_o(res_g), .mutsel(10'd0));
  `MUT u_mut  (.mode_i, .negate_i, .pred_i, .active_i, .member_i, .res_o(res_m), .mutsel(10'd`MUTSEL));
  miter_result #(.Lanes(`LANES), .Width(32)) u_cmp (.gold(res_g), .mut(res_m), .trigger);
endmodule
