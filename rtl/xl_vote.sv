// SPDX-License-Identifier: Apache-2.0
// xl_vote: PTX vote.sync over a warp, combinational.
//
// Semantics (docs/spec.md, vote.sync and Who takes part). Lane l's vote is its predicate,
// inverted by !a; over the lanes of membermask:
//
//   v          = (pred ^ {NumLanes{negate}}) & member
//   all        = (v == member)        any = (v != 0)        uni = (v == 0) | (v == member)
//   .all/.any/.uni:  p[l] = result, d[l] = result as 0 or 1          (for every lane)
//   .ballot:         d[l] = the 32-bit word of v that holds bit l (lanes 0..31: v[31:0],
//                    32..63: v[63:32]), p[l] = 0
//   we, p_undef, d_undef: xl_party's, the predicate forms' result a predicate, the
//   ballot's a mask (a member that does not execute leaves every result undefined)
//
// p is given in written lanes only.

module xl_vote #(
  /// Lanes in the warp: a power of two, 2 to 64.
  parameter int NumLanes = 32
) (
  /// The form: xl_pkg::VoteAll, VoteAny, VoteUni or VoteBallot.
  input  logic [1:0]             mode_i,
  /// 1: the source is written !a (each lane's predicate inverted first).
  input  logic                   negate_i,
  /// Bit l: lane l's predicate a.
  input  logic [NumLanes-1:0]    pred_i,
  /// Bit l: lane l executes.
  input  logic [NumLanes-1:0]    active_i,
  /// Bit l: lane l is in membermask.
  input  logic [NumLanes-1:0]    member_i,
  /// The result: {d, p_undef, d_undef, we, p} (xl_pkg's warp result; lane l's d at
  /// d[l*32 +: 32], its flags at bit l).
  output logic [NumLanes*36-1:0] res_o
);

  // NumLanes is checked by xl_party.

  // The ballot's words: one for each 32 lanes (one word, zero-extended, below 32 lanes).
  localparam int Words = (NumLanes + 31) / 32;

  logic [NumLanes-1:0] v;
  logic                all_true, any_true, uni, result, ballot;
  logic [Words*32-1:0] ballot_words;

  assign v        = (pred_i ^ {NumLanes{negate_i}}) & member_i;
  assign all_true = v == member_i;
  assign any_true = |v;
  assign uni      = ~any_true | all_true;
  assign ballot   = mode_i == xl_pkg::VoteBallot;

  always_comb begin
    case (mode_i)
      xl_pkg::VoteAll: result = all_true;
      xl_pkg::VoteAny: result = any_true;
      default:         result = uni;  // .uni (.ballot does not read it)
    endcase
  end

  if (NumLanes < 32) begin : gen_pad
    assign ballot_words = {{(32 - NumLanes){1'b0}}, v};  // one word, the lanes' bits low
  end else begin : gen_words
    assign ballot_words = v;
  end

  logic [NumLanes*32-1:0] d;
  logic [NumLanes-1:0]    p;
  for (genvar l = 0; l < NumLanes; l++) begin : gen_lane
    assign d[l*32 +: 32] = ballot ? ballot_words[(l / 32) * 32 +: 32] : {31'b0, result};
  end
  assign p = {NumLanes{result & ~ballot}} & active_i;

  // Written lanes and undefined results: the predicate forms' p, the ballot's d.
  xl_party #(.NumLanes(NumLanes)) u_party (
    .active_i, .member_i, .pred_i(~ballot), .d_i(d), .p_i(p), .res_o
  );

endmodule
