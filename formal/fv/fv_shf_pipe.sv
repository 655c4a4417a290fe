// SPDX-License-Identifier: Apache-2.0
// fv_shf_pipe: formal harness of xl_shf_pipe: free inputs from reset, the producer keeping
// the handshake rules, xl_shf as the reference (fv_stream_check).
module fv_shf_pipe #(
  parameter int Width = 8,
  parameter int Latency = 1,
  parameter bit SkidBuffer = 1'b0,
  parameter bit GlobalStall = 1'b0
) (
  input logic clk_i
);
  // The unit's inputs, free on every cycle (the solver picks them); its outputs.
  (* anyseq *) logic             rst_ni, valid_i, ready_i, left_i, clamp_i;
  (* anyseq *) logic [Width-1:0] a_i, b_i, c_i;
  logic                          ready_o, valid_o;
  logic [Width-1:0]              d_o;

  initial assume (!rst_ni);

  fv_stream_hold #(.Width(2 + 3*Width), .Assume(1'b1)) u_in (
    .clk_i, .rst_ni, .valid_i, .ready_i(ready_o), .data_i({left_i, clamp_i, a_i, b_i, c_i})
  );

  xl_shf_pipe #(
    .Width      (Width),
    .Latency    (Latency),
    .SkidBuffer (SkidBuffer),
    .GlobalStall(GlobalStall)
  ) u_dut (.*);

  logic [Width-1:0] exp_d;
  xl_shf #(.Width(Width)) u_ref (.left_i, .clamp_i, .a_i, .b_i, .c_i, .d_o(exp_d));

  fv_stream_check #(.Width(Width), .Cap(Latency + SkidBuffer)) u_check (
    .clk_i, .rst_ni,
    .in_valid_i(valid_i), .in_ready_i(ready_o), .exp_i(exp_d),
    .out_valid_i(valid_o), .out_ready_i(ready_i), .out_i(d_o)
  );
endmodule
