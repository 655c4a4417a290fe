// SPDX-License-Identifier: Apache-2.0
// xl_shfl_arch: the clocked warp shuffle, its ports written once here, in the microarchitecture
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
//                    output queue instead of one stall for every register; Fanout: the
//                    registered fanout trees in front of every wide net (latency T1 + 1 +
//                    the cuts, xl_pkg::pxbar_t1); Extra: registers added to T1 where the
//                    paths are longest
//
// docs/architectures.md compares them. Latency, SkidBuffer and GlobalStall shape the
// crossbar only; GatherLanes the gather only; TreeCuts, Copies, Queue, Fanout and Extra the
// pipelined crossbar.

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
  /// pxbar: bit s-1 set: registers after tree level s (the last level's with Queue = 1 only).
  parameter int TreeCuts = 0,
  /// pxbar: replicas of the source values, a power of two from 1 to NumLanes.
  parameter int Copies = 1,
  /// pxbar: 0 = one stall holds every stage; 1 = free-running stages, an output queue.
  parameter int Queue = 0,
  /// pxbar: 0, or the registered fanout trees' largest fanout (a power of two; Queue = 1).
  parameter int Fanout = 0,
  /// pxbar with Fanout: registers added in front of the first tree level (latency + Extra).
  parameter int Extra = 0,
  /// uniform: the network's shape (xl_shfl_bnet): 1 for 6-input LUTs, 0 for 4-input LUTs.
  parameter bit WideLuts = 1'b1,
  /// Bits of a lane index. Derived: do not override.
  parameter int LaneBits = $clog2(NumLanes),
  /// Bits of c per lane. Derived: do not override.
  parameter int CBits = 8 + LaneBits
) (
  /// Clock.
  input  logic                         clk_i,
  /// Asynchronous reset, active low: empties the unit.
  input  logic                         rst_ni,
  /// An operation is offered on the inputs; held with them until ready_o.
  input  logic                         valid_i,
  /// The operation on the inputs is taken this cycle (valid_i and ready_o: it enters).
  output logic                         ready_o,
  /// 1: not a shuffle: every lane's d_o is its pass_d_i, p_o and both undefined flags are
  /// 0, we_o = active_i. 0: the shuffle of mode_i / sync_i.
  input  logic                         pass_i,
  /// Mode: xl_pkg::ShflUp, ShflDown, ShflBfly or ShflIdx.
  input  logic [1:0]                   mode_i,
  /// 1 = shfl.sync, 0 = plain shfl.
  input  logic                         sync_i,
  /// Per-lane source value: lane l owns a_i[l*Width +: Width].
  input  logic [NumLanes*Width-1:0]    a_i,
  /// Per-lane result when pass_i (ignored otherwise): lane l owns pass_d_i[l*Width +: Width].
  input  logic [NumLanes*Width-1:0]    pass_d_i,
  /// Per-lane b: lane l owns b_i[l*LaneBits +: LaneBits].
  input  logic [NumLanes*LaneBits-1:0] b_i,
  /// Per-lane c: lane l owns c_i[l*CBits +: CBits].
  input  logic [NumLanes*CBits-1:0]    c_i,
  /// Bit l: lane l executes.
  input  logic [NumLanes-1:0]          active_i,
  /// Bit l: lane l is in membermask (used when sync_i).
  input  logic [NumLanes-1:0]          member_i,
  /// Sideband of the operation, carried unchanged beside its results.
  input  logic [UserWidth-1:0]         user_i,
  /// Results are offered on the outputs; held with them until ready_i.
  output logic                         valid_o,
  /// The results on the outputs are taken this cycle.
  input  logic                         ready_i,
  /// Per-lane result: lane l owns d_o[l*Width +: Width].
  output logic [NumLanes*Width-1:0]    d_o,
  /// Bit l: lane l's predicate p.
  output logic [NumLanes-1:0]          p_o,
  /// Bit l: lane l writes d and p.
  output logic [NumLanes-1:0]          we_o,
  /// Bit l: lane l's d is undefined by the spec.
  output logic [NumLanes-1:0]          d_undef_o,
  /// Bit l: lane l's p and d are undefined by the spec.
  output logic [NumLanes-1:0]          p_undef_o,
  /// The user_i of the operation whose results are on the outputs.
  output logic [UserWidth-1:0]         user_o
);

`ifndef SYNTHESIS
  initial assert (UserWidth >= 1) else $fatal(1, "xl_shfl_arch: UserWidth must be at least 1");
`endif  // SYNTHESIS

  // The instruction and the result as the microarchitectures take and give them: one bus
  // each, laid out as xl_pkg says (the ShflOp fields; the shuffle result).
  logic [xl_pkg::shfl_op_at(xl_pkg::ShflOpUser, NumLanes, Width)+UserWidth-1:0] op;
  logic [NumLanes*(Width+4)+UserWidth-1:0]                                     res;
  assign op = {user_i, pass_i, sync_i, mode_i, member_i, active_i, c_i, b_i, pass_d_i, a_i};
  logic [NumLanes-1:0] res_p_undef, res_d_undef;
  assign {user_o, d_o, res_p_undef, res_d_undef, we_o, p_o} = res;
  assign p_undef_o = UndefFlags ? res_p_undef : '0;
  assign d_undef_o = UndefFlags ? res_d_undef : '0;

  // The microarchitecture, chosen by Arch; each computes the undefined flags, cleared here
  // without UndefFlags (the logic behind them then has no load, and synthesis drops it).
  // ---- written by synth/xlflow/archs.py from xl_pkg's ShflArch constants: do not edit ----
`ifndef SYNTHESIS
  initial assert (Arch >= 0 && Arch <= 3)
    else $fatal(1, "xl_shfl_arch: Arch must be 0 (xbar), 1 (gather), 2 (uniform) or 3 (pxbar)");
`endif  // SYNTHESIS

  if (Arch == xl_pkg::ShflArchGather) begin : gen_gather
    xl_shfl_gather #(.NumLanes(NumLanes), .Width(Width), .UserWidth(UserWidth),
                     .GatherLanes(GatherLanes))
      u_shfl (.clk_i, .rst_ni, .valid_i, .ready_o, .op_i(op), .valid_o, .ready_i, .res_o(res));
  end else if (Arch == xl_pkg::ShflArchUniform) begin : gen_uniform
    xl_shfl_uniform #(.NumLanes(NumLanes), .Width(Width), .UserWidth(UserWidth),
                      .WideLuts(WideLuts))
      u_shfl (.clk_i, .rst_ni, .valid_i, .ready_o, .op_i(op), .valid_o, .ready_i, .res_o(res));
  end else if (Arch == xl_pkg::ShflArchPxbar) begin : gen_pxbar
    xl_shfl_pxbar #(.NumLanes(NumLanes), .Width(Width), .UserWidth(UserWidth), .TreeCuts(TreeCuts),
                    .Copies(Copies), .Queue(Queue), .Fanout(Fanout), .Extra(Extra))
      u_shfl (.clk_i, .rst_ni, .valid_i, .ready_o, .op_i(op), .valid_o, .ready_i, .res_o(res));
  end else begin : gen_xbar
    xl_shfl_pipe #(.NumLanes(NumLanes), .Width(Width), .UserWidth(UserWidth), .Latency(Latency),
                   .SkidBuffer(SkidBuffer), .GlobalStall(GlobalStall))
      u_shfl (.clk_i, .rst_ni, .valid_i, .ready_o, .op_i(op), .valid_o, .ready_i, .res_o(res));
  end
  // ---- end of the written part ----

endmodule
