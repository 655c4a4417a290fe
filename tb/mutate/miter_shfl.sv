// SPDX-License-Identifier: Apache-2.0
// Equivalence miter of one xl_shfl mutant (tb/mutate/mutate.sh), `LANES lanes of `WIDTH bits,
// module `MUT; equal as miter_result.sv compares.
module miter (
  input  logic [1:0]                  mode_i,
  input  logic                        sync_i,
  input  logic [`LANES*`WIDTH-1:0]    a_i,
  input  logic [`LANES*$clog2(`LANES)-1:0] b_i,
  input  logic [`LANES*(8+$clog2(`LANES))-1:0] c_i,
  input  logic [`LANES-1:0]           active_i,
  input  logic [`LANES-1:0]           member_i,
  output logic                        trigger
);
  logic [`LANES*`WIDTH-1:0] d_g, d_m;
  logic [`LANES-1:0] p_g, p_m, we_g, we_m, du_g, du_m, pu_g, pu_m;
  `MUT u_gold (.mode_i, .sync_i, .a_i, .b_i, .c_i, .active_i, .member_i, .d_o(d_g), .p_o(p_g),
               .we_o(we_g), .d_undef_o(du_g), .p_undef_o(pu_g), .mutsel(10'd0));
  `MUT u_mut  (.mode_i, .sync_i, .a_i, .b_i, .c_i, .active_i, .member_i, .d_o(d_m), .p_o(p_m),
               .we_o(we_m), .d_undef_o(du_m), .p_undef_o(pu_m), .mutsel(10'd`MUTSEL));
  miter_result #(.Lanes(`LANES), .Width(`WIDTH)) u_cmp (
    .gold({d_g, pu_g, du_g, we_g, p_g}), .mut({d_m, pu_m, du_m, we_m, p_m}), .trigger
  );
endmodule
