// SPDX-License-Identifier: Apache-2.0
// fv_match_seq: the formal harness of xl_match_seq: every input free, starting in reset,
// the producer keeping the handshake rules. The properties are xl_match_seq's own (`ifdef
// FORMAL there: fv_stream_check with xl_match as the reference, and the invariants of the
// steps), proven by k-induction: the handshake rules, and that every result is xl_match's
// for the operands taken, bit for bit.
module fv_match_seq #(
  parameter int NumLanes = 2,
  parameter int KeysPerStep = 1
) (
  input logic clk_i
);
  // The unit's inputs, free on every cycle (the solver picks them); its outputs.
  (* anyseq *) logic                   rst_ni, valid_i, ready_i, all_i, b64_i;
  (* anyseq *) logic [NumLanes*32-1:0] a_i, b_i;
  (* anyseq *) logic [NumLanes-1:0]    active_i, member_i;
  logic                                ready_o, valid_o;
  logic [NumLanes*36-1:0]              res_o;

  initial assume (!rst_ni);

  fv_stream_hold #(.Width(2 + NumLanes * 66), .Assume(1'b1)) u_in (
    .clk_i, .rst_ni, .valid_i, .ready_i(ready_o),
    .data_i({all_i, b64_i, a_i, b_i, active_i, member_i})
  );

  xl_match_seq #(.NumLanes(NumLanes), .KeysPerStep(KeysPerStep)) u_dut (.*);
endmodule
