// SPDX-License-Identifier: Apache-2.0
// xl_match_arch: the clocked match.sync over a warp, in the microarchitecture that Arch
// names, behind the valid/ready handshake (docs/handshake.md). Both compute xl_match's
// function and give its result bus; they differ in area, clock and cycles:
//
//   Arch 0  all-pairs  xl_match, NumLanes (NumLanes - 1) / 2 comparators, with Latency
//                      register stages after them (xl_pipe): one instruction a cycle, the
//                      result Latency cycles after it was taken (Latency 0: wires)
//   Arch 1  seq        xl_match_seq, KeysPerStep (K) keys against every lane a step: one
//                      instruction every NumLanes / K cycles, the result NumLanes / K + 1
//                      cycles after it was taken
//
// docs/architectures.md compares them. Latency shapes the comparator array only,
// KeysPerStep the sequential unit only.

module xl_match_arch #(
  /// Microarchitecture: xl_pkg::MatchArchAllPairs or MatchArchSeq.
  parameter int Arch = xl_pkg::MatchArchAllPairs,
  /// Lanes in the warp: a power of two, 2 to 64.
  parameter int NumLanes = 32,
  /// seq: keys compared a step, a power of two from 1 to NumLanes.
  parameter int KeysPerStep = 4,
  /// all-pairs: register stages after the comparators (xl_pipe's Depth).
  parameter int Latency = 1
) (
  /// Clock and asynchronous reset, active low (nothing held, nothing offered).
  input  logic                   clk_i, rst_ni,
  /// An instruction offered (held with its operands until taken), and taken this cycle.
  input  logic                   valid_i,
  output logic                   ready_o,
  /// 1: match.all, 0: match.any; 1: the .b64 forms ({b, a}), 0: .b32 (a).
  input  logic                   all_i, b64_i,
  /// Per-lane value, low word a and high word b: lane l owns bits l*32 +: 32 of each.
  input  logic [NumLanes*32-1:0] a_i, b_i,
  /// Bit l: lane l executes; bit l: lane l is in membermask.
  input  logic [NumLanes-1:0]    active_i, member_i,
  /// The result offered (held with it until taken), and taken this cycle.
  output logic                   valid_o,
  input  logic                   ready_i,
  /// The result: {d, p_undef, d_undef, we, p} (xl_pkg's warp result), xl_match's.
  output logic [NumLanes*36-1:0] res_o
);

`ifndef SYNTHESIS
  initial assert (Arch == xl_pkg::MatchArchAllPairs || Arch == xl_pkg::MatchArchSeq)
    else $fatal(1, "xl_match_arch: Arch must be 0 (all-pairs) or 1 (seq)");
`endif  // SYNTHESIS

  if (Arch == xl_pkg::MatchArchSeq) begin : gen_seq
    xl_match_seq #(.NumLanes(NumLanes), .KeysPerStep(KeysPerStep)) u_match (
      .clk_i, .rst_ni, .valid_i, .ready_o, .all_i, .b64_i, .a_i, .b_i, .active_i, .member_i,
      .valid_o, .ready_i, .res_o
    );
  end else begin : gen_all_pairs
    logic [NumLanes*36-1:0] res;
    xl_match #(.NumLanes(NumLanes)) u_match (
      .all_i, .b64_i, .a_i, .b_i, .active_i, .member_i, .res_o(res)
    );
    xl_pipe #(.Width(NumLanes * 36), .Depth(Latency)) u_pipe (
      .clk_i, .rst_ni, .valid_i, .ready_o, .data_i(res), .valid_o, .ready_i, .data_o(res_o)
    );
  end

endmodule
