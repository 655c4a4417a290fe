// SPDX-License-Identifier: Apache-2.0
// Fixture of tb/mutate/step_test.sh: a netlist in the shape tb/mutate/mutate_gen.sh writes
// (mutant K on when mutsel == K), small enough to check by hand. cnt counts the entries
// of a queue of 9: up_i adds one while ready_o, down_i removes one while busy_o; it holds
// 0 to 9 and never more.
//   mutant 1: bit 1 of cnt held at 0 where ready_o compares it with 9: the comparison
//             reads 11 as 9, and cnt never reaches 11: equivalent;
//   mutant 2: bit 0 held at 0 there: reads 1 as 0, which cnt reaches: not equivalent.
module mut_step (
  input  wire       clk_i,
  input  wire       rst_ni,
  input  wire [9:0] mutsel,
  input  wire       up_i,
  input  wire       down_i,
  output wire       ready_o,
  output wire       busy_o
);
  reg  [3:0] cnt;
  wire       bit0, bit1, take, give;
  assign bit0    = (mutsel == 10'd2) ? 1'b0 : cnt[0];
  assign bit1    = (mutsel == 10'd1) ? 1'b0 : cnt[1];
  assign ready_o = {cnt[3:2], bit1, bit0} != 4'd9;
  assign busy_o  = cnt != 4'd0;
  assign take    = up_i & ready_o;
  assign give    = down_i & busy_o;
  always @(posedge clk_i or negedge rst_ni)
    if (!rst_ni) cnt <= 4'd0;
    else if (take != give) cnt <= take ? cnt + 4'd1 : cnt - 4'd1;
endmodule
