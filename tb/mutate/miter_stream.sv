// SPDX-License-Identifier: Apache-2.0
// Sequential miter of one mutant of a clocked shuffle (tb/mutate/mutate.sh: gather8,
// uniform8, pxbar8, pxbarq8, pxbarft8), `LANES lanes of `WIDTH bits, module `MUT: the original
// (mutsel 0) and mutant `MUTSEL side by side on the same inputs, cycle by cycle. trigger
// is high when they differ where the test bench could tell (miter_stream_result.sv): ready_o or valid_o
// on any cycle; while valid_o is high, user_o, the write enables and both undefined flags
// on every lane, p where the lane is written and p is defined, d where the lane is written
// and d is defined (the rules of miter_shfl.sv, sim/verif/scoreboard.cpp compare_shfl).
// Outputs while valid_o is low are free. mutate.sh has ABC's pdr prove trigger low from
// the reset state for every input sequence.
module miter (
  input  logic                                 clk_i,
  input  logic                                 rst_ni,
  input  logic                                 valid_i,
  input  logic                                 ready_i,
  input  logic                                 pass_i,
  input  logic [1:0]                           mode_i,
  input  logic                                 sync_i,
  input  logic [`LANES*`WIDTH-1:0]             a_i,
  input  logic [`LANES*`WIDTH-1:0]             pass_d_i,
  input  logic [`LANES*$clog2(`LANES)-1:0]     b_i,
  input  logic [`LANES*(8+$clog2(`LANES))-1:0] c_i,
  input  logic [`LANES-1:0]                    active_i,
  input  logic [`LANES-1:0]                    member_i,
  input  logic                                 user_i,
  output logic                                 trigger
);
  logic [`LANES*`WIDTH-1:0] d_g, d_m;
  logic [`LANES-1:0] p_g, p_m, we_g, we_m, du_g, du_m, pu_g, pu_m;
  logic ready_g, ready_m, valid_g, valid_m, user_g, user_m;
  `MUT u_gold (.clk_i, .rst_ni, .valid_i, .ready_o(ready_g), .pass_i, .mode_i, .sync_i, .a_i, .pass_d_i, .b_i,
               .c_i, .active_i, .member_i, .user_i, .valid_o(valid_g), .ready_i, .d_o(d_g), .p_o(p_g),
               .we_o(we_g), .d_undef_o(du_g), .p_undef_o(pu_g), .user_o(user_g), .mutsel(10'd0));
  `MUT u_mut  (.clk_i, .rst_ni, .valid_i, .ready_o(ready_m), .pass_i, .mode_i, .sync_i, .a_i, .pass_d_i, .b_i,
               .c_i, .active_i, .member_i, .user_i, .valid_o(valid_m), .ready_i, .d_o(d_m), .p_o(p_m),
               .we_o(we_m), .d_undef_o(du_m), .p_undef_o(pu_m), .user_o(user_m), .mutsel(10'd`MUTSEL));
  miter_stream_result #(.Lanes(`LANES), .Width(`WIDTH)) u_cmp (
    .ready_g, .ready_m, .valid_g, .valid_m, .side_g(user_g), .side_m(user_m),
    .res_g({d_g, pu_g, du_g, we_g, p_g}), .res_m({d_m, pu_m, du_m, we_m, p_m}), .trigger
  );
endmodule
