// SPDX-License-Identifier: Apache-2.0
// xl_party_unit: one of the warp's collectives, the one Unit names, as a clocked unit of its
// own behind the valid/ready handshake (docs/handshake.md), in the microarchitecture Arch
// names: the tops make explore measures. Each computes its combinational unit's function
// and gives the same result bus; the structures differ in area, clock and cycles:
//
//   Unit                  Arch 0 (comb)                    Arch 1 (seq)
//   PartyMatch  match     xl_match, the all-pairs array    xl_match_seq, PerStep keys a step
//   PartyRedux  redux     xl_redux, the tree               xl_redux_seq, PerStep lanes a step
//   PartyVote   vote      xl_vote                          (none)
//
//   comb: the unit then Latency register stages (xl_pipe): one instruction a cycle, the
//         result Latency cycles after it was taken (Latency 0: wires)
//   seq:  one instruction every NumLanes / PerStep cycles, the result NumLanes / PerStep
//         + 1 cycles after it was taken (xl_multicycle)
//
// op_i is the low three bits of xl_warp's opcode for the instruction: the reduction's
// operation; for match {-, .all, .b64}; for vote {!a, the form}. docs/architectures.md
// compares the structures. Latency shapes Arch 0 only, PerStep Arch 1 only.

module xl_party_unit #(
  /// The collective: xl_pkg::PartyMatch, PartyRedux or PartyVote.
  parameter int Unit = xl_pkg::PartyRedux,
  /// 0: the combinational unit (xl_pkg::ReduxArchTree, MatchArchAllPairs); 1: the
  /// time-multiplexed one (ReduxArchSeq, MatchArchSeq; not for the vote).
  parameter int Arch = 0,
  /// Lanes in the warp: a power of two, 2 to 64.
  parameter int NumLanes = 32,
  /// Arch 1: lanes (redux) or keys (match) a step, a power of two from 1 to NumLanes.
  parameter int PerStep = 4,
  /// Arch 0: register stages after the unit (xl_pipe's Depth).
  parameter int Latency = 1
) (
  /// Clock and asynchronous reset, active low (nothing held, nothing offered).
  input  logic                   clk_i, rst_ni,
  /// An instruction offered (held with its operands until taken), and taken this cycle.
  input  logic                   valid_i,
  output logic                   ready_o,
  /// The opcode's low bits (above).
  input  logic [2:0]             op_i,
  /// Per-lane value (redux, match) and high word (match .b64): lane l owns bits l*32 +: 32.
  input  logic [NumLanes*32-1:0] a_i, b_i,
  /// Bit l: lane l's predicate a (vote); lane l executes; lane l is in membermask.
  input  logic [NumLanes-1:0]    pred_i, active_i, member_i,
  /// The result offered (held with it until taken), and taken this cycle.
  output logic                   valid_o,
  input  logic                   ready_i,
  /// The result: {d, p_undef, d_undef, we, p} (xl_pkg's warp result), the unit's.
  output logic [NumLanes*36-1:0] res_o
);

`ifndef SYNTHESIS
  initial begin
    assert (Unit == xl_pkg::PartyMatch || Unit == xl_pkg::PartyRedux || Unit == xl_pkg::PartyVote)
      else $fatal(1, "xl_party_unit: Unit must be PartyMatch, PartyRedux or PartyVote");
    assert (Arch == 0 || (Arch == 1 && Unit != xl_pkg::PartyVote))
      else $fatal(1, "xl_party_unit: Arch must be 0 (comb) or 1 (seq; match and redux only)");
  end
`endif  // SYNTHESIS

  // Each unit reads some of the operands (the vote pred_i, the others a_i, the match b_i).
  logic unused_operands;
  assign unused_operands = ^{op_i, a_i, b_i, pred_i};

  if (Arch == 1 && Unit == xl_pkg::PartyMatch) begin : gen_match_seq
    xl_match_seq #(.NumLanes(NumLanes), .KeysPerStep(PerStep)) u_match (
      .clk_i, .rst_ni, .valid_i, .ready_o, .all_i(op_i[1]), .b64_i(op_i[0]), .a_i, .b_i,
      .active_i, .member_i, .valid_o, .ready_i, .res_o
    );
  end else if (Arch == 1) begin : gen_redux_seq
    xl_redux_seq #(.NumLanes(NumLanes), .LanesPerStep(PerStep)) u_redux (
      .clk_i, .rst_ni, .valid_i, .ready_o, .op_i, .a_i, .active_i, .member_i, .valid_o,
      .ready_i, .res_o
    );
  end else begin : gen_comb
    logic [NumLanes*36-1:0] res;
    if (Unit == xl_pkg::PartyMatch) begin : gen_match
      xl_match #(.NumLanes(NumLanes)) u_match (
        .all_i(op_i[1]), .b64_i(op_i[0]), .a_i, .b_i, .active_i, .member_i, .res_o(res)
      );
    end else if (Unit == xl_pkg::PartyRedux) begin : gen_redux
      xl_redux #(.NumLanes(NumLanes)) u_redux (.op_i, .a_i, .active_i, .member_i, .res_o(res));
    end else begin : gen_vote
      xl_vote #(.NumLanes(NumLanes)) u_vote (
        .mode_i(op_i[1:0]), .negate_i(op_i[2]), .pred_i, .active_i, .member_i, .res_o(res)
      );
    end
    xl_pipe #(.Width(NumLanes * 36), .Depth(Latency)) u_pipe (
      .clk_i, .rst_ni, .valid_i, .ready_o, .data_i(res), .valid_o, .ready_i, .data_o(res_o)
    );
  end

endmodule
