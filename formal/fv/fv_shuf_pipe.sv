// SPDX-License-Identifier: Apache-2.0
// fv_shuf_pipe: formal harness of xl_shuf_pipe: free inputs from reset, the producer
// keeping the handshake rules, xl_shuf as the reference (fv_stream_check).
module fv_shuf_pipe #(
  parameter int Latency = 1,
  parameter bit SkidBuffer = 1'b0,
  parameter bit GlobalStall = 1'b0
) (
  input logic clk_i
);
  // The unit's inputs, free on every cycle (the solver picks them); its outputs.
  (* anyseq *) logic        rst_ni, valid_i, ready_i;
  (* anyseq *) logic [31:0] a_i;
  (* anyseq *) logic [12:0] ctrl_i;
  logic                     ready_o, valid_o;
  logic [31:0]              d_o;

  initial assume (!rst_ni);

  fv_stream_hold #(.Width(45), .Assume(1'b1)) u_in (
    .clk_i, .rst_ni, .valid_i, .ready_i(ready_o), .data_i({a_i, ctrl_i})
  );

  xl_shuf_pipe #(
    .Latency    (Latency),
    .SkidBuffer (SkidBuffer),
    .GlobalStall(GlobalStall)
  ) u_dut (.*);

  logic [31:0] exp_d;
  xl_shuf u_ref (.a_i, .ctrl_i, .d_o(exp_d));

  fv_stream_check #(.Width(32), .Cap(Latency + SkidBuffer)) u_check (
    .clk_i, .rst_ni,
    .in_valid_i(valid_i), .in_ready_i(ready_o), .exp_i(exp_d),
    .out_valid_i(valid_o), .out_ready_i(ready_i), .out_i(d_o)
  );
endmodule
