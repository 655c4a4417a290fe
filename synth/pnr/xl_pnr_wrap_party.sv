// SPDX-License-Identifier: Apache-2.0
// xl_pnr_wrap_party: xl_party_unit between registers, with few pins, for place and route
// (make explore). Synth/pnr/ only.
//
//   sin_i -> input chain (every input bit the unit reads) -> xl_party_unit
//         -> fold (xl_pnr_party_io): the flags and the d words that differ, one copy each:
//            every lane's for the match (the lanes' masks differ), lane 0's for the
//            reduction (every lane gets it), the first lane of each 32-lane word for the vote
//
// The chain holds {ready_i, valid_i, the opcode bits the unit reads, member_i, active_i, its
// operands}: the vote's predicates, the reduction's a, the match's b and a.

module xl_pnr_wrap_party #(
  /// xl_party_unit's parameters that this harness reads too; the others (Arch, PerStep,
  /// Latency) the flow sets on the unit (synth/xlflow/table.py's WRAPS).
  parameter int Unit = xl_pkg::PartyRedux,
  parameter int NumLanes = 32
) (
  /// Clock, asynchronous reset (active low: the unit's valid registers), the chain's input.
  input  logic clk_i, rst_ni, sin_i,
  /// Folded outputs.
  output logic [xl_pnr_pkg::OutPins-1:0] sig_o
);

  localparam bit IsMatch = Unit == xl_pkg::PartyMatch;
  localparam bit IsVote  = Unit == xl_pkg::PartyVote;
  localparam int InBits  = 2 + (IsMatch ? 2 : 3) + NumLanes * (IsVote ? 3 : IsMatch ? 66 : 34);
  localparam int DStride = IsMatch ? 1 : IsVote ? ((NumLanes < 32) ? NumLanes : 32) : NumLanes;

  // The unit's ports, named as the unit names them.
  logic                   valid_i, ready_o, valid_o, ready_i;
  logic [2:0]             op_i;
  logic [NumLanes*32-1:0] a_i, b_i;
  logic [NumLanes-1:0]    pred_i, active_i, member_i;
  logic [NumLanes*36-1:0] res_o;
  logic [InBits-1:0]      in_q;

  if (IsVote) begin : gen_vote
    assign {ready_i, valid_i, op_i, member_i, active_i, pred_i} = in_q;
    assign a_i = '0;
    assign b_i = '0;
  end else if (IsMatch) begin : gen_match
    assign {ready_i, valid_i, op_i[1:0], member_i, active_i, b_i, a_i} = in_q;
    assign op_i[2] = 1'b0;
    assign pred_i  = '0;
  end else begin : gen_redux
    assign {ready_i, valid_i, op_i, member_i, active_i, a_i} = in_q;
    assign b_i    = '0;
    assign pred_i = '0;
  end

  xl_pnr_party_io #(
    .NumLanes(NumLanes), .InBits(InBits), .DStride(DStride), .OutBits(xl_pnr_pkg::OutPins)
  )
    u_io (.clk_i, .sin_i, .sig_o, .in_o(in_q), .ready_i(ready_o), .valid_i(valid_o), .res_i(res_o));

  xl_party_unit #(.Unit(Unit), .NumLanes(NumLanes)) u_dut (.*);

endmodule
