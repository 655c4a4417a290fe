// SPDX-License-Identifier: Apache-2.0
// xl_redux_arch: the clocked redux.sync over a warp, in the microarchitecture that Arch
// names, behind the valid/ready handshake (docs/handshake.md). Both compute xl_redux's
// function and give its result bus; they differ in area, clock and cycles:
//
//   Arch 0  tree  xl_redux, the combinational tree of NumLanes - 1 nodes, with Latency
//                 register stages after it (xl_pipe): one instruction a cycle, the result
//                 Latency cycles after it was taken (Latency 0: wires)
//   Arch 1  seq   xl_redux_seq, LanesPerStep (K) lanes folded a step: one instruction every
//                 NumLanes / K cycles, the result NumLanes / K + 1 cycles after it was taken
//
// docs/architectures.md compares them. Latency shapes the tree only, LanesPerStep the
// sequential unit only.

module xl_redux_arch #(
  /// Microarchitecture: xl_pkg::ReduxArchTree or ReduxArchSeq.
  parameter int Arch = xl_pkg::ReduxArchTree,
  /// Lanes in the warp: a power of two, 2 to 64.
  parameter int NumLanes = 32,
  /// seq: lanes folded a step, a power of two from 1 to NumLanes.
  parameter int LanesPerStep = 4,
  /// tree: register stages after the tree (xl_pipe's Depth).
  parameter int Latency = 1
) (
  /// Clock and asynchronous reset, active low (nothing held, nothing offered).
  input  logic                   clk_i, rst_ni,
  /// An instruction offered (held with its operands until taken), and taken this cycle.
  input  logic                   valid_i,
  output logic                   ready_o,
  /// The operation: xl_pkg::ReduxAdd ... ReduxXor.
  input  logic [2:0]             op_i,
  /// Per-lane operand: lane l owns a_i[l*32 +: 32].
  input  logic [NumLanes*32-1:0] a_i,
  /// Bit l: lane l executes; bit l: lane l is in membermask.
  input  logic [NumLanes-1:0]    active_i, member_i,
  /// The result offered (held with it until taken), and taken this cycle.
  output logic                   valid_o,
  input  logic                   ready_i,
  /// The result: {d, p_undef, d_undef, we, p} (xl_pkg's warp result), xl_redux's.
  output logic [NumLanes*36-1:0] res_o
);

`ifndef SYNTHESIS
  initial assert (Arch == xl_pkg::ReduxArchTree || Arch == xl_pkg::ReduxArchSeq)
    else $fatal(1, "xl_redux_arch: Arch must be 0 (tree) or 1 (seq)");
`endif  // SYNTHESIS

  if (Arch == xl_pkg::ReduxArchSeq) begin : gen_seq
    xl_redux_seq #(.NumLanes(NumLanes), .LanesPerStep(LanesPerStep)) u_redux (
      .clk_i, .rst_ni, .valid_i, .ready_o, .op_i, .a_i, .active_i, .member_i, .valid_o, .ready_i,
      .res_o
    );
  end else begin : gen_tree
    logic [NumLanes*36-1:0] res;
    xl_redux #(.NumLanes(NumLanes)) u_redux (.op_i, .a_i, .active_i, .member_i, .res_o(res));
    xl_pipe #(.Width(NumLanes * 36), .Depth(Latency)) u_pipe (
      .clk_i, .rst_ni, .valid_i, .ready_o, .data_i(res), .valid_o, .ready_i, .data_o(res_o)
    );
  end

endmodule
