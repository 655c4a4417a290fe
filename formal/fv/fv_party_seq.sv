// SPDX-License-Identifier: Apache-2.0
// fv_party_seq: the formal harness of the time-multiplexed collectives, xl_match_seq
// (Unit = 0) and xl_redux_seq (Unit = 1): every input free, starting in reset, the
// producer keeping the handshake rules. The properties are the unit's own (`ifdef FORMAL
// there: fv_stream_check with the combinational unit, xl_match or xl_redux, as the
// reference, and the invariants of the steps), proven by k-induction: the handshake
// rules, and that every result is the combinational unit's for the operands taken.
module fv_party_seq #(
  /// 0: xl_match_seq; 1: xl_redux_seq.
  parameter int Unit = 0,
  parameter int NumLanes = 2,
  /// The unit's KeysPerStep (match) or LanesPerStep (redux).
  parameter int PerStep = 1
) (
  input logic clk_i
);
  // Every input of either unit, free on every cycle (the solver picks them); its outputs.
  (* anyseq *) logic                   rst_ni, valid_i, ready_i, all_i, b64_i;
  (* anyseq *) logic [2:0]             op_i;
  (* anyseq *) logic [NumLanes*32-1:0] a_i, b_i;
  (* anyseq *) logic [NumLanes-1:0]    active_i, member_i;
  logic                                ready_o, valid_o;
  logic [NumLanes*36-1:0]              res_o;

  initial assume (!rst_ni);

  fv_stream_hold #(.Width(5 + NumLanes * 66), .Assume(1'b1)) u_in (
    .clk_i, .rst_ni, .valid_i, .ready_i(ready_o),
    .data_i({op_i, all_i, b64_i, a_i, b_i, active_i, member_i})
  );

  if (Unit == 0) begin : gen_match
    xl_match_seq #(.NumLanes(NumLanes), .KeysPerStep(PerStep)) u_dut (
      .clk_i, .rst_ni, .valid_i, .ready_o, .all_i, .b64_i, .a_i, .b_i, .active_i, .member_i,
      .valid_o, .ready_i, .res_o
    );
  end else begin : gen_redux
    xl_redux_seq #(.NumLanes(NumLanes), .LanesPerStep(PerStep)) u_dut (
      .clk_i, .rst_ni, .valid_i, .ready_o, .op_i, .a_i, .active_i, .member_i,
      .valid_o, .ready_i, .res_o
    );
  end
endmodule
