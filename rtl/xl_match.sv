// SPDX-License-Identifier: Apache-2.0
// xl_match: PTX match.sync over a warp, combinational: an all-pairs comparator array.
//
// Semantics (docs/spec.md, match.sync and Who takes part). Lane l's value is a[l] (.b32)
// or the 64-bit {b[l], a[l]} (.b64); over the lanes of membermask:
//
//   eq[l][j]   = value[l] == value[j]
//   .any:      d[l] = the word of { j : member[j] & eq[l][j] } that holds bit l, p[l] = 0
//   .all:      same = every two members hold equal values (1 with fewer than two)
//              d[l] = same ? the word of membermask that holds bit l : 0,  p[l] = same
//   we, p_undef, d_undef: xl_party's, .all's result a predicate (an incomplete party makes
//              its p and d undefined), .any's a mask
//
// A mask's word: lanes 0..31 receive bits 31..0 of it, lanes 32..63 bits 63..32; below 32
// lanes the one word, zero-extended (docs/spec.md, Masks at 64 lanes). p is given in
// written lanes only.
//
// Structure: one comparator a pair, NumLanes * (NumLanes - 1) / 2 of them, each of 32 or 64
// bits (the high words' compare is ignored for .b32); the matrix is symmetric and its
// diagonal is 1. .any masks each lane's row with membermask; .all ANDs the members' pairs.

module xl_match #(
  /// Lanes in the warp: a power of two, 2 to 64.
  parameter int NumLanes = 32
) (
  /// 1: match.all; 0: match.any.
  input  logic                   all_i,
  /// 1: the .b64 forms, the value {b, a}; 0: .b32, the value a.
  input  logic                   b64_i,
  /// Per-lane value, low word: lane l owns a_i[l*32 +: 32].
  input  logic [NumLanes*32-1:0] a_i,
  /// Per-lane value, high word (.b64 only): lane l owns b_i[l*32 +: 32].
  input  logic [NumLanes*32-1:0] b_i,
  /// Bit l: lane l executes.
  input  logic [NumLanes-1:0]    active_i,
  /// Bit l: lane l is in membermask.
  input  logic [NumLanes-1:0]    member_i,
  /// The result: {d, p_undef, d_undef, we, p} (xl_pkg's warp result; lane l's d at
  /// d[l*32 +: 32], its flags at bit l).
  output logic [NumLanes*36-1:0] res_o
);

  // NumLanes is checked by xl_party.

  // eq[l*NumLanes + j]: lanes l and j hold equal values. Each pair is compared once, in
  // upper (j > l), and mirrored.
  logic [NumLanes*NumLanes-1:0] upper, eq;
  for (genvar l = 0; l < NumLanes; l++) begin : gen_row
    for (genvar j = 0; j < NumLanes; j++) begin : gen_col
      if (j > l) begin : gen_pair
        logic lo_eq, hi_eq;
        assign lo_eq                 = a_i[l*32 +: 32] == a_i[j*32 +: 32];
        assign hi_eq                 = b_i[l*32 +: 32] == b_i[j*32 +: 32];
        assign upper[l*NumLanes + j] = lo_eq & (hi_eq | ~b64_i);
        assign eq[l*NumLanes + j]    = upper[l*NumLanes + j];
      end else begin : gen_mirror
        assign upper[l*NumLanes + j] = 1'b0;
        assign eq[l*NumLanes + j]    = (j == l) | upper[j*NumLanes + l];
      end
    end
  end

  // .all: no two members differ: each member's row agrees with every member, all rows
  // ANDed in one reduction (a tree, not a chain through the lanes).
  logic [NumLanes-1:0] row_same;
  logic                same;
  for (genvar l = 0; l < NumLanes; l++) begin : gen_row_same
    assign row_same[l] = ~member_i[l] | &(eq[l*NumLanes +: NumLanes] | ~member_i);
  end
  assign same = &row_same;

  // Each lane's d: the word of its mask that holds its own bit (the mask zero-extended
  // below 32 lanes); .all's mask is membermask or 0, .any's the members of the lane's row.
  logic [NumLanes*32-1:0] d;
  for (genvar l = 0; l < NumLanes; l++) begin : gen_lane
    if (NumLanes < 32) begin : gen_pad
      logic [NumLanes-1:0] mask;
      assign mask = member_i & (all_i ? {NumLanes{same}} : eq[l*NumLanes +: NumLanes]);
      assign d[l*32 +: 32] = {{(32 - NumLanes){1'b0}}, mask};
    end else begin : gen_word
      localparam int W = (l / 32) * 32;  // the word's first lane
      assign d[l*32 +: 32] = member_i[W +: 32] &
                             (all_i ? {32{same}} : eq[l*NumLanes + W +: 32]);
    end
  end

  // Written lanes and undefined results: .all's p, .any's d.
  xl_party #(.NumLanes(NumLanes)) u_party (
    .active_i, .member_i, .pred_i(all_i), .d_i(d),
    .p_i({NumLanes{all_i & same}} & active_i), .res_o
  );

endmodule
