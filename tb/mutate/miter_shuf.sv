// SPDX-License-Identifier: Apache-2.0
// Equivalence miter of one xl_shuf mutant (tb/mutate/mutate.sh); see miter_shf.sv.
module miter (
  input  logic [31:0] a_i,
  input  logic [12:0] ctrl_i,
  output logic        trigger
);
  logic [31:0] d_gold, d_mut;
  mut_shuf u_gold (.a_i, .ctrl_i, .d_o(d_gold), .mutsel(10'd0));
  mut_shuf u_mut  (.a_i, .ctrl_i, .d_o(d_mut), .mutsel(10'd`MUTSEL));
  assign trigger = d_gold != d_mut;
endmodule
