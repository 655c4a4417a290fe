// SPDX-License-Identifier: Apache-2.0
// fv_party_seq: the formal harness of the clocked collectives: xl_match_arch (Unit = 0),
// xl_redux_arch (Unit = 1), each in the microarchitecture Arch names (1, the default: the
// time-multiplexed xl_match_seq or xl_redux_seq; 0: the combinational unit behind
// xl_pipe), and xl_vote_pipe (Unit = 2); every input free, starting in reset, the producer
// keeping the handshake rules. The properties are the unit's own (`ifdef FORMAL there: of
// the sequential units, fv_multicycle_check with the combinational unit, xl_match or
// xl_redux, as the reference, and the invariants of the steps; of xl_pipe, fv_stream_check
// and its stage invariants), proven by k-induction: the handshake rules, and that every
// result is the combinational unit's for the operands taken.
module fv_party_seq #(
  /// 0: match; 1: redux; 2: vote (xl_vote_pipe).
  parameter int Unit = 0,
  /// match and redux: 1 (xl_pkg::MatchArchSeq, ReduxArchSeq) or 0 (all-pairs, tree).
  parameter int Arch = 1,
  parameter int NumLanes = 2,
  /// The unit's KeysPerStep (match) or LanesPerStep (redux) with Arch 1.
  parameter int PerStep = 1
) (
  input logic clk_i
);
  // Every input of each unit, free on every cycle (the solver picks them); its outputs.
  (* anyseq *) logic                   rst_ni, valid_i, ready_i, all_i, b64_i, negate_i;
  (* anyseq *) logic [2:0]             op_i;
  (* anyseq *) logic [1:0]             mode_i;
  (* anyseq *) logic [NumLanes*32-1:0] a_i, b_i;
  (* anyseq *) logic [NumLanes-1:0]    active_i, member_i, pred_i;
  logic                                ready_o, valid_o;
  logic [NumLanes*36-1:0]              res_o;

  initial assume (!rst_ni);

  fv_stream_hold #(.Width(8 + NumLanes * 67), .Assume(1'b1)) u_in (
    .clk_i, .rst_ni, .valid_i, .ready_i(ready_o),
    .data_i({op_i, all_i, b64_i, negate_i, mode_i, a_i, b_i, active_i, member_i, pred_i})
  );

  if (Unit == 0) begin : gen_match
    xl_match_arch #(.Arch(Arch), .NumLanes(NumLanes), .KeysPerStep(PerStep)) u_dut (
      .clk_i, .rst_ni, .valid_i, .ready_o, .all_i, .b64_i, .a_i, .b_i, .active_i, .member_i,
      .valid_o, .ready_i, .res_o
    );
  end else if (Unit == 1) begin : gen_redux
    xl_redux_arch #(.Arch(Arch), .NumLanes(NumLanes), .LanesPerStep(PerStep)) u_dut (
      .clk_i, .rst_ni, .valid_i, .ready_o, .op_i, .a_i, .active_i, .member_i,
      .valid_o, .ready_i, .res_o
    );
  end else begin : gen_vote
    xl_vote_pipe #(.NumLanes(NumLanes)) u_dut (
      .clk_i, .rst_ni, .valid_i, .ready_o, .mode_i, .negate_i, .pred_i, .active_i, .member_i,
      .valid_o, .ready_i, .res_o
    );
  end
endmodule
