// SPDX-License-Identifier: Apache-2.0
// xl_shfl_arch: the warp shuffle behind xl_shfl_pipe's ports, in the microarchitecture
// that Arch names. Every one computes the same function, pass-through and sideband
// included (xl_shfl_pipe's header); they differ in area, clock and cycles:
//
//   Arch 0  xbar     xl_shfl_pipe: the full NumLanes x NumLanes crossbar, Latency stages,
//                    one instruction a cycle (SkidBuffer, GlobalStall as there)
//   Arch 1  gather   xl_shfl_gather: GatherLanes mux trees, NumLanes / GatherLanes cycles
//                    an instruction, the result one cycle after the last
//   Arch 2  uniform  xl_shfl_uniform: a butterfly network, one instruction a cycle when
//                    the lanes share b, a pass per distinct b otherwise; latency 2
//   Arch 3  pxbar    xl_shfl_pxbar: the crossbar with registers inside its mux trees
//                    (TreeCuts) and Copies replicas of the source values; one instruction
//                    a cycle, latency 2 + the cuts; Queue 1: free-running stages and an
//                    output queue instead of one stall for every register
//
// docs/architectures.md compares them. Latency, SkidBuffer and GlobalStall shape the
// crossbar only; GatherLanes the gather only; TreeCuts, Copies and Queue the pipelined
// crossbar.

module xl_shfl_arch #(
  /// Microarchitecture: xl_pkg::ShflArchXbar, ...Gather, ...Uniform or ...Pxbar.
  parameter int Arch = xl_pkg::ShflArchXbar,
  /// Lanes in the warp: a power of two, 2 to 64.
  parameter int NumLanes = 32,
  /// Bits of data per lane.
  parameter int Width = 32,
  /// 1: d_undef_o / p_undef_o report undefined results; 0: both 0, less area.
  parameter bit UndefFlags = 1'b1,
  /// Bits of the sideband user_i / user_o; at least 1.
  parameter int UserWidth = 1,
  /// xbar: register stages (xl_shfl_pipe's Latency).
  parameter int Latency = 1,
  /// xbar: a skid buffer in front of the stages (xl_shfl_pipe's SkidBuffer).
  parameter bit SkidBuffer = 1'b0,
  /// xbar: the stages move on together (xl_shfl_pipe's GlobalStall).
  parameter bit GlobalStall = 1'b0,
  /// gather: output lanes a cycle, a power of two from 1 to NumLanes.
  parameter int GatherLanes = 8,
  /// pxbar: bit s-1 set: registers after tree level s.
  parameter int TreeCuts = 0,
  /// pxbar: replicas of the source values, a power of two from 1 to NumLanes.
  parameter int Copies = 1,
  /// pxbar: 0 = one stall holds every stage; 1 = free-running stages, an output queue.
  parameter int Queue = 0,
  /// uniform: the network's shape (xl_shfl_bnet): 1 for 6-input LUTs, 0 for 4-input LUTs.
  parameter bit WideLuts = 1'b1,
  /// Bits of a lane index. Derived: do not override.
  parameter int LaneBits = $clog2(NumLanes),
  /// Bits of c per lane. Derived: do not override.
  parameter int CBits = 8 + LaneBits
) (
  // The ports are xl_shfl_pipe's, documented there.
  input  logic                         clk_i,
  input  logic                         rst_ni,
  input  logic                         valid_i,
  output logic                         ready_o,
  input  logic                         pass_i,
  input  logic [1:0]                   mode_i,
  input  logic                         sync_i,
  input  logic [NumLanes*Width-1:0]    a_i,
  input  logic [NumLanes*Width-1:0]    pass_d_i,
  input  logic [NumLanes*LaneBits-1:0] b_i,
  input  logic [NumLanes*CBits-1:0]    c_i,
  input  logic [NumLanes-1:0]          active_i,
  input  logic [NumLanes-1:0]          member_i,
  input  logic [UserWidth-1:0]         user_i,
  output logic                         valid_o,
  input  logic                         ready_i,
  output logic [NumLanes*Width-1:0]    d_o,
  output logic [NumLanes-1:0]          p_o,
  output logic [NumLanes-1:0]          we_o,
  output logic [NumLanes-1:0]          d_undef_o,
  output logic [NumLanes-1:0]          p_undef_o,
  output logic [UserWidth-1:0]         user_o
);

`ifndef SYNTHESIS
  initial begin
    assert (Arch >= xl_pkg::ShflArchXbar && Arch <= xl_pkg::ShflArchPxbar)
      else $fatal(1, "xl_shfl_arch: Arch must be 0 (xbar), 1 (gather), 2 (uniform) or 3 (pxbar)");
  end
`endif  // SYNTHESIS

  // Every variant has the same ports: each connects them by name (.*).
  if (Arch == xl_pkg::ShflArchGather) begin : gen_gather
    xl_shfl_gather #(
      .NumLanes   (NumLanes),
      .Width      (Width),
      .UndefFlags (UndefFlags),
      .UserWidth  (UserWidth),
      .GatherLanes(GatherLanes)
    ) u_shfl (.*);
  end else if (Arch == xl_pkg::ShflArchUniform) begin : gen_uniform
    xl_shfl_uniform #(
      .NumLanes  (NumLanes),
      .Width     (Width),
      .UndefFlags(UndefFlags),
      .UserWidth (UserWidth),
      .WideLuts  (WideLuts)
    ) u_shfl (.*);
  end else if (Arch == xl_pkg::ShflArchPxbar) begin : gen_pxbar
    xl_shfl_pxbar #(
      .NumLanes  (NumLanes),
      .Width     (Width),
      .UndefFlags(UndefFlags),
      .UserWidth (UserWidth),
      .TreeCuts  (TreeCuts),
      .Copies    (Copies),
      .Queue     (Queue)
    ) u_shfl (.*);
  end else begin : gen_xbar
    xl_shfl_pipe #(
      .NumLanes   (NumLanes),
      .Width      (Width),
      .UndefFlags (UndefFlags),
      .Latency    (Latency),
      .UserWidth  (UserWidth),
      .SkidBuffer (SkidBuffer),
      .GlobalStall(GlobalStall)
    ) u_shfl (.*);
  end

endmodule
