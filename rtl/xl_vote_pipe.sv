// SPDX-License-Identifier: Apache-2.0
// xl_vote_pipe: xl_vote with Latency register stages after it (xl_pipe) and the valid/ready
// handshake: one instruction a cycle, the result Latency cycles after it was taken
// (Latency 0: wires). Function and result bus: see xl_vote.

module xl_vote_pipe #(
  /// Lanes in the warp: a power of two, 2 to 64.
  parameter int NumLanes = 32,
  /// Register stages after the vote (xl_pipe's Depth).
  parameter int Latency = 1
) (
  /// Clock and asynchronous reset, active low (nothing offered).
  input  logic                   clk_i, rst_ni,
  /// An instruction offered (held with its operands until taken), and taken this cycle.
  input  logic                   valid_i,
  output logic                   ready_o,
  /// The form (xl_pkg::VoteAll ... VoteBallot); 1: the source is !a.
  input  logic [1:0]             mode_i,
  input  logic                   negate_i,
  /// Bit l: lane l's predicate a; lane l executes; lane l is in membermask.
  input  logic [NumLanes-1:0]    pred_i, active_i, member_i,
  /// The result offered (held with it until taken), and taken this cycle.
  output logic                   valid_o,
  input  logic                   ready_i,
  /// The result: {d, p_undef, d_undef, we, p} (xl_pkg's warp result), xl_vote's.
  output logic [NumLanes*36-1:0] res_o
);

  logic [NumLanes*36-1:0] res;

  xl_vote #(.NumLanes(NumLanes)) u_vote (
    .mode_i, .negate_i, .pred_i, .active_i, .member_i, .res_o(res)
  );

  xl_pipe #(.Width(NumLanes * 36), .Depth(Latency)) u_pipe (
    .clk_i, .rst_ni, .valid_i, .ready_o, .data_i(res), .valid_o, .ready_i, .data_o(res_o)
  );

endmodule
