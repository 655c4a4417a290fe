// SPDX-License-Identifier: Apache-2.0
// Equivalence miter of one xl_prmt mutant (tb/mutate/mutate.sh); see miter_shf.sv.
module miter (
  input  logic [31:0] a_i,
  input  logic [31:0] b_i,
  input  logic [15:0] c_i,
  input  logic [2:0]  mode_i,
  output logic        trigger
);
  logic [31:0] d_gold, d_mut;
  mut_prmt u_gold (.a_i, .b_i, .c_i, .mode_i, .d_o(d_gold), .mutsel(10'd0));
  mut_prmt u_mut  (.a_i, .b_i, .c_i, .mode_i, .d_o(d_mut), .mutsel(10'd`MUTSEL));
  assign trigger = d_gold != d_mut;
endmodule
