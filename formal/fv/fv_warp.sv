// SPDX-License-Identifier: Apache-2.0
// fv_warp: formal harness of xl_warp: free inputs from reset, the producer keeping the
// handshake rules, xl_warp at Latency 0 without a skid buffer (combinational) as the
// reference (fv_stream_check).
//
// A row of this harness sets xl_warp's knobs (synth/xlflow/table.py's WRAPS: the flow gives
// them to the unit, and so to the reference too where it does not set them itself); the
// harness declares, at the unit's defaults, the lanes and the knobs its bounds read.
module fv_warp #(
  parameter int NumLanes = 32,
  parameter int Latency = 1,
  parameter bit SkidBuffer = 1'b0,
  parameter int ShflArch = xl_pkg::ShflArchXbar,
  parameter int GatherLanes = 8
) (
  input logic clk_i
);
  // The unit's inputs, free on every cycle (the solver picks them); its outputs.
  (* anyseq *) logic                   rst_ni, valid_i, ready_i;
  (* anyseq *) logic [5:0]             op_i;
  (* anyseq *) logic [NumLanes*32-1:0] a_i, b_i, c_i;
  (* anyseq *) logic [NumLanes-1:0]    active_i, member_i;
  logic                                ready_o, valid_o, illegal_o;
  logic [NumLanes*32-1:0]              d_o;
  logic [NumLanes-1:0]                 p_o, we_o, d_undef_o, p_undef_o;

  localparam int InW  = 6 + NumLanes * (3*32 + 2);
  localparam int OutW = 1 + NumLanes * (32 + 4);

  initial assume (!rst_ni);

  fv_stream_hold #(.Width(InW), .Assume(1'b1)) u_in (
    .clk_i, .rst_ni, .valid_i, .ready_i(ready_o),
    .data_i({op_i, a_i, b_i, c_i, active_i, member_i})
  );

  xl_warp #(.NumLanes(NumLanes)) u_dut (.*);

  // The reference sees the same inputs, offered and taken on every cycle.
  logic                   ref_valid, ref_ready, ref_illegal;
  logic [NumLanes*32-1:0] ref_d;
  logic [NumLanes-1:0]    ref_p, ref_we, ref_du, ref_pu;
  xl_warp #(
    .NumLanes   (NumLanes),
    .Latency    (0),
    .SkidBuffer (1'b0),
    .GlobalStall(1'b0),
    .ShflArch   (xl_pkg::ShflArchXbar)
  ) u_ref (
    .clk_i, .rst_ni, .op_i, .a_i, .b_i, .c_i, .active_i, .member_i,
    .valid_i(1'b1), .ready_o(ref_ready), .valid_o(ref_valid), .ready_i(1'b1),
    .d_o(ref_d), .p_o(ref_p), .we_o(ref_we), .d_undef_o(ref_du), .p_undef_o(ref_pu),
    .illegal_o(ref_illegal)
  );

  // illegal_o is qualified by valid_o; compared where the output is offered.
  logic [OutW-1:0] exp_out, out;
  assign exp_out = {ref_illegal, ref_d, ref_p, ref_we, ref_du, ref_pu};
  assign out     = {illegal_o, d_o, p_o, we_o, d_undef_o, p_undef_o};

  // The gather and the uniform unit hold one instruction and one result (fv_shfl_pipe).
  localparam int Cap  = (ShflArch == xl_pkg::ShflArchXbar) ? Latency + SkidBuffer : 2;
  localparam int Wait = (ShflArch == xl_pkg::ShflArchXbar) ? Cap : 2 * NumLanes + 4;

  fv_stream_check #(
    .Width     (OutW),
    .Cap       (Cap),
    .Wait      (Wait),
    .BackToBack(ShflArch != xl_pkg::ShflArchGather || GatherLanes == NumLanes)
  ) u_check (
    .clk_i, .rst_ni,
    .in_valid_i(valid_i), .in_ready_i(ready_o), .exp_i(exp_out),
    .out_valid_i(valid_o), .out_ready_i(ready_i), .out_i(out)
  );
endmodule
