// SPDX-License-Identifier: Apache-2.0
// fv_warp_front: formal harness of xl_warp_front, xl_warp's front stage with a
// time-multiplexed reduction and match: free inputs from reset, the producer keeping the
// handshake rules, fv_stream_check on its ports. What it proves: the handshake rules (no
// instruction lost, duplicated or reordered across the units and the straight path, an
// offered output held while stalled, a bounded wait, reset empties it), that every
// instruction leaves with its own opcode, executing lanes and membermask, and that a
// unit's result leaves with the instruction it belongs to: its write enables and undefined
// flags are xl_party's for that instruction's lanes, masks and form.
//
// The result's d is left to the units' own proofs (fv_party_seq: xl_redux_seq and
// xl_match_seq give xl_redux's and xl_match's results, in order) and to fv_warp; here,
// with the data out of the checked outputs, PDR decides on the control and the masks alone.
// The flags are checked for every redux and match, from a unit or from the tree or the
// array (whose flags are xl_party's of what leaves), so the harness need not know which.
//
// A row sets xl_warp_front's structures (ReduxArch, ReduxLanes, MatchArch, MatchKeys) on the
// unit itself (synth/xlflow/table.py's WRAPS); the harness declares only the lanes.
module fv_warp_front #(
  parameter int NumLanes = 2
) (
  input logic clk_i
);
  // The unit's inputs, free on every cycle (the solver picks them); its outputs.
  (* anyseq *) logic                   rst_ni, valid_i, ready_i;
  (* anyseq *) logic [5:0]             op_i;
  (* anyseq *) logic [NumLanes*32-1:0] a_i, b_i;
  (* anyseq *) logic [NumLanes-1:0]    active_i, member_i;
  logic                                ready_o, valid_o;
  logic [5:0]                          op_o;
  logic [NumLanes-1:0]                 active_o, member_o;
  logic [NumLanes*36-1:0]              res_o;

  initial assume (!rst_ni);

  fv_stream_hold #(.Width(6 + NumLanes * 66), .Assume(1'b1)) u_in (
    .clk_i, .rst_ni, .valid_i, .ready_i(ready_o),
    .data_i({op_i, a_i, b_i, active_i, member_i})
  );

  xl_warp_front #(.NumLanes(NumLanes)) u_dut (.*);

  // The flags xl_party gives an instruction ({p_undef, d_undef, we}): expected from the
  // inputs taken; out of res_o for a redux or match, else (no result to check) from what
  // leaves.
  localparam int FlagW = 3 * NumLanes;
  logic [NumLanes*36-1:0] in_party, out_party;
  logic                   out_unit;

  xl_party #(.NumLanes(NumLanes)) u_in_party (
    .active_i, .member_i, .pred_i(op_i[5:2] == xl_pkg::OpGroupMatch && op_i[1]),
    .d_i('0), .p_i('0), .res_o(in_party)
  );
  xl_party #(.NumLanes(NumLanes)) u_out_party (
    .active_i(active_o), .member_i(member_o),
    .pred_i(op_o[5:2] == xl_pkg::OpGroupMatch && op_o[1]), .d_i('0), .p_i('0),
    .res_o(out_party)
  );
  assign out_unit = (op_o[5:3] == xl_pkg::OpGroupRedux) || (op_o[5:2] == xl_pkg::OpGroupMatch);

  localparam int OutW = 6 + 2 * NumLanes + FlagW;
  logic [OutW-1:0] exp_out, out;
  assign exp_out = {op_i, active_i, member_i, in_party[NumLanes +: FlagW]};
  assign out     = {op_o, active_o, member_o,
                    out_unit ? res_o[NumLanes +: FlagW] : out_party[NumLanes +: FlagW]};

  // Two in flight in a unit at most; one waits for those ahead and its own steps.
  fv_stream_check #(
    .Width     (OutW),
    .Cap       (2),
    .Wait      (3 * (NumLanes + 1)),
    .BackToBack(1'b1)
  ) u_check (
    .clk_i, .rst_ni,
    .in_valid_i(valid_i), .in_ready_i(ready_o), .exp_i(exp_out),
    .out_valid_i(valid_o), .out_ready_i(ready_i), .out_i(out)
  );
endmodule
