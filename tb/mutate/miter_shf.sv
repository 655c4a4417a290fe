// SPDX-License-Identifier: Apache-2.0
// Equivalence miter of one xl_shf mutant (tb/mutate/mutate.sh): the mutant netlist twice, with
// mutsel = 0 (the original) and mutsel = MUTSEL, on the same inputs; trigger = 1 where d
// differs. `sat -prove trigger 0` passes exactly when the mutant is equivalent.
module miter (
  input  logic        left_i,
  input  logic        clamp_i,
  input  logic [31:0] a_i,
  input  logic [31:0] b_i,
  input  logic [31:0] c_i,
  output logic        trigger
);
  logic [31:0] d_gold, d_mut;
  mut_shf u_gold (.left_i, .clamp_i, .a_i, .b_i, .c_i, .d_o(d_gold), .mutsel(10'd0));
  mut_shf u_mut  (.left_i, .clamp_i, .a_i, .b_i, .c_i, .d_o(d_mut), .mutsel(10'd`MUTSEL));
  assign trigger = d_gold != d_mut;
endmodule
