// SPDX-License-Identifier: Apache-2.0
// fv_party_seq: the formal harness of the clocked collectives, xl_party_unit: the match
// (Unit = 0) and the reduction (Unit = 1) in the microarchitecture Arch names (1, the
// default: the time-multiplexed xl_match_seq or xl_redux_seq; 0: the combinational unit
// behind xl_pipe), and the vote (Unit = 2, behind xl_pipe); every input free, starting in
// reset, the producer keeping the handshake rules. The properties are the unit's own
// (`ifdef FORMAL there: of the sequential units, fv_multicycle_check with the combinational
// unit, xl_match or xl_redux, as the reference, and the invariants of the steps; of
// xl_pipe, fv_stream_check and its stage invariants), proven by k-induction: the handshake
// rules, and that every result is the combinational unit's for the operands taken.
module fv_party_seq #(
  /// xl_party_unit's Unit: 0 match, 1 redux, 2 vote.
  parameter int Unit = 0,
  /// match and redux: 1 (xl_pkg::MatchArchSeq, ReduxArchSeq) or 0 (all-pairs, tree).
  parameter int Arch = 1,
  parameter int NumLanes = 2,
  /// The unit's PerStep (keys or lanes a step) with Arch 1.
  parameter int PerStep = 1
) (
  input logic clk_i
);
  // Every input of the unit, free on every cycle (the solver picks them); its outputs.
  (* anyseq *) logic                   rst_ni, valid_i, ready_i;
  (* anyseq *) logic [2:0]             op_i;
  (* anyseq *) logic [NumLanes*32-1:0] a_i, b_i;
  (* anyseq *) logic [NumLanes-1:0]    active_i, member_i, pred_i;
  logic                                ready_o, valid_o;
  logic [NumLanes*36-1:0]              res_o;

  initial assume (!rst_ni);

  fv_stream_hold #(.Width(3 + NumLanes * 67), .Assume(1'b1)) u_in (
    .clk_i, .rst_ni, .valid_i, .ready_i(ready_o),
    .data_i({op_i, a_i, b_i, active_i, member_i, pred_i})
  );

  xl_party_unit #(
    .Unit(Unit), .Arch(Unit == 2 ? 0 : Arch), .NumLanes(NumLanes), .PerStep(PerStep)
  ) u_dut (.*);
endmodule
