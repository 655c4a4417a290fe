// SPDX-License-Identifier: Apache-2.0
// Equivalence miter of one xl_redux mutant (tb/mutate/mutate.sh), `LANES lanes, module `MUT;
// equal as miter_result.sv compares (redux's results follow the shuffle's rules).
module miter (
  input  logic [2:0]           op_i,
  input  logic [`LANES*32-1:0] a_i,
  input  logic [`LANES-1:0]    active_i,
  input  logic [`LANES-1:0]    member_i,
  output logic                 trigger
);
  logic [`LANES*32-1:0] d_g, d_m;
  logic [`LANES-1:0] p_g, p_m, we_g, we_m, du_g, du_m, pu_g, pu_m;
  `MUT u_gold (.op_i, .a_i, .active_i, .member_i, .d_o(d_g), .p_o(p_g), .we_o(we_g), .d_undef_o(du_g),
               .p_undef_o(pu_g), .mutsel(10'd0));
  `MUT u_mut  (.op_i, .a_i, .active_i, .member_i, .d_o(d_m), .p_o(p_m), .we_o(we_m), .d_undef_o(du_m),
               .p_undef_o(pu_m), .mutsel(10'd`MUTSEL));
  miter_result #(.Lanes(`LANES), .Width(32)) u_cmp (
    .gold({d_g, p_g, we_g, du_g, pu_g}), .mut({d_m, p_m, we_m, du_m, pu_m}), .trigger
  );
endmodule
