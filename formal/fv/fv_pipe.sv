// SPDX-License-Identifier: Apache-2.0
// fv_pipe: the formal harness of xl_pipe: every input free, starting in reset, the producer
// keeping the handshake rules. The properties and covers are xl_pipe's own (`ifdef FORMAL
// there: fv_stream_check with the stage invariants), proven by k-induction.
module fv_pipe #(
  parameter int Width = 4,
  parameter int Depth = 1,
  parameter bit SkidBuffer = 1'b0,
  parameter bit GlobalStall = 1'b0
) (
  input logic clk_i
);
  // The pipe's inputs, free on every cycle (the solver picks them); its outputs.
  (* anyseq *) logic             rst_ni, valid_i, ready_i;
  (* anyseq *) logic [Width-1:0] data_i;
  logic                          ready_o, valid_o;
  logic [Width-1:0]              data_o;

  initial assume (!rst_ni);

  fv_stream_hold #(.Width(Width), .Assume(1'b1)) u_in (.clk_i, .rst_ni, .valid_i, .ready_i(ready_o), .data_i);

  xl_pipe #(
    .Width      (Width),
    .Depth      (Depth),
    .SkidBuffer (SkidBuffer),
    .GlobalStall(GlobalStall)
  ) u_dut (.*);
endmodule
