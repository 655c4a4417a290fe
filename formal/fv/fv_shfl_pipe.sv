// SPDX-License-Identifier: Apache-2.0
// fv_shfl_pipe: formal harness of the shuffle behind xl_shfl_arch's ports, in each
// microarchitecture (xl_shfl_arch: Arch 0 is xl_shfl_pipe itself): free inputs from reset,
// the producer keeping the handshake rules. The reference is xl_shfl with the pass-through written out
// as xl_shfl_pipe's header states it (pass: d = pass_d, p = 0, we = active, no undefined
// flag), the sideband beside it (fv_stream_check).
//
// A row of this harness sets xl_shfl_arch's knobs (synth/xlflow/table.py's WRAPS: the flow
// gives them to the unit); the harness declares, at the unit's defaults, the sizes and
// the knobs its bounds read.
module fv_shfl_pipe #(
  parameter int NumLanes = 32,
  parameter int Width = 32,
  parameter bit UndefFlags = 1'b1,
  parameter int Arch = xl_pkg::ShflArchXbar,
  parameter int Latency = 1,
  parameter bit SkidBuffer = 1'b0,
  parameter int GatherLanes = 8,
  parameter int TreeCuts = 0,
  parameter int Queue = 0,
  parameter int Copies = 1,
  parameter int Fanout = 0,
  parameter int Extra = 0
) (
  input logic clk_i
);
  localparam int LaneBits = $clog2(NumLanes);
  localparam int CBits    = 8 + LaneBits;
  // The unit's inputs, free on every cycle (the solver picks them); its outputs.
  (* anyseq *) logic                         rst_ni, valid_i, ready_i, pass_i, sync_i;
  (* anyseq *) logic [1:0]                   mode_i, user_i;
  (* anyseq *) logic [NumLanes*Width-1:0]    a_i, pass_d_i;
  (* anyseq *) logic [NumLanes*LaneBits-1:0] b_i;
  (* anyseq *) logic [NumLanes*CBits-1:0]    c_i;
  (* anyseq *) logic [NumLanes-1:0]          active_i, member_i;
  logic                                      ready_o, valid_o;
  logic [NumLanes*Width-1:0]                 d_o;
  logic [NumLanes-1:0]                       p_o, we_o, d_undef_o, p_undef_o;
  logic [1:0]                                user_o;

  localparam int InW  = 6 + NumLanes * (2*Width + LaneBits + CBits + 2);
  localparam int OutW = 2 + NumLanes * (Width + 4);

  initial assume (!rst_ni);

  fv_stream_hold #(.Width(InW), .Assume(1'b1)) u_in (
    .clk_i, .rst_ni, .valid_i, .ready_i(ready_o),
    .data_i({pass_i, mode_i, sync_i, a_i, pass_d_i, b_i, c_i, active_i, member_i, user_i})
  );

  xl_shfl_arch #(.NumLanes(NumLanes), .Width(Width), .UndefFlags(UndefFlags), .UserWidth(2)) u_dut (.*);

  logic [NumLanes*Width-1:0] shfl_d;
  logic [NumLanes-1:0]       shfl_p, shfl_we, shfl_du, shfl_pu;
  xl_shfl #(
    .NumLanes  (NumLanes),
    .Width     (Width),
    .UndefFlags(UndefFlags)
  ) u_ref (
    .mode_i, .sync_i, .a_i, .b_i, .c_i, .active_i, .member_i,
    .d_o(shfl_d), .p_o(shfl_p), .we_o(shfl_we), .d_undef_o(shfl_du), .p_undef_o(shfl_pu)
  );

  logic [OutW-1:0] exp_out, out;
  assign exp_out = pass_i ? {user_i, pass_d_i, {NumLanes{1'b0}}, active_i, {2*NumLanes{1'b0}}}
                          : {user_i, shfl_d, shfl_p, shfl_we, shfl_du, shfl_pu};
  assign out     = {user_o, d_o, p_o, we_o, d_undef_o, p_undef_o};

  // What each unit can hold, and within how many cycles with ready_i high an instruction
  // leaves: the crossbars are pipelines (the pipelined one T1 + 1 stages, T1 = 1 without
  // the fanout trees, and one a cut, and with its queue one more entry); the
  // gather and the uniform unit hold one instruction and one result, the gather
  // NumLanes / GatherLanes steps an instruction, the uniform unit at most NumLanes + 1
  // passes.
  localparam int Groups = NumLanes / GatherLanes;
  localparam int Cuts   = (TreeCuts & 1) + ((TreeCuts >> 1) & 1) + ((TreeCuts >> 2) & 1) +
                          ((TreeCuts >> 3) & 1) + ((TreeCuts >> 4) & 1);
  localparam int Cap    = (Arch == xl_pkg::ShflArchXbar)  ? Latency + SkidBuffer :
                          (Arch == xl_pkg::ShflArchPxbar) ?
                              xl_pkg::pxbar_t1(NumLanes, Width, Copies, Fanout, Extra) + 1 + Cuts + Queue : 2;
  localparam int Wait   = (Arch == xl_pkg::ShflArchXbar || Arch == xl_pkg::ShflArchPxbar) ? Cap :
                          (Arch == xl_pkg::ShflArchGather) ? 2 * Groups + 2 : 2 * NumLanes + 4;

  fv_stream_check #(
    .Width     (OutW),
    .Cap       (Cap),
    .Wait      (Wait),
    .BackToBack(Arch != xl_pkg::ShflArchGather || Groups == 1)
  ) u_check (
    .clk_i, .rst_ni,
    .in_valid_i(valid_i), .in_ready_i(ready_o), .exp_i(exp_out),
    .out_valid_i(valid_o), .out_ready_i(ready_i), .out_i(out)
  );
endmodule
