// SPDX-License-Identifier: Apache-2.0
// xl_redux: PTX redux.sync over a warp, combinational: the a of every lane of membermask
// folded by one operation, the result given to every executing lane.
//
// Semantics (docs/spec.md, redux.sync and Who takes part):
//
//   d[l]   = fold of op over { a[i] : member[i] }      .add modulo 2^32; .min / .max in
//            unsigned (U) or two's-complement (S) order; .and, .or, .xor bitwise
//   p[l]   = 0
//   we, p_undef, d_undef: xl_party's, the result a value (a member that does not execute
//          leaves every lane's d undefined)
//
// Structure: a balanced tree of NumLanes - 1 two-input nodes in log2(NumLanes) levels,
// each an adder, one comparator feeding both min and max, and the bitwise operations, op_i
// picking one. A lane outside membermask enters as the operation's identity, so the tree
// needs no masks inside. The signed orders compare with the sign bits flipped: one
// comparator serves both types.

module xl_redux #(
  /// Lanes in the warp: a power of two, 2 to 64.
  parameter int NumLanes = 32
) (
  /// The operation: xl_pkg::ReduxAdd ... ReduxXor.
  input  logic [2:0]             op_i,
  /// Per-lane operand: lane l owns a_i[l*32 +: 32].
  input  logic [NumLanes*32-1:0] a_i,
  /// Bit l: lane l executes.
  input  logic [NumLanes-1:0]    active_i,
  /// Bit l: lane l is in membermask.
  input  logic [NumLanes-1:0]    member_i,
  /// The result: {d, p_undef, d_undef, we, p} (xl_pkg's warp result; lane l's d at
  /// d[l*32 +: 32], its flags at bit l).
  output logic [NumLanes*36-1:0] res_o
);

  // NumLanes is checked by xl_party.

  /// One node of the tree: x op y. flip is the sign bit for the signed orders (0 for the
  /// unsigned ones): flipping it in both operands turns the unsigned comparator into a
  /// signed one, so one comparator serves min and max of both types.
  function automatic logic [31:0] combine(input logic [2:0] op, input logic [31:0] flip,
                                          input logic [31:0] x, input logic [31:0] y);
    case (op)
      xl_pkg::ReduxAdd:                     combine = x + y;
      xl_pkg::ReduxMinU, xl_pkg::ReduxMinS: combine = ((y ^ flip) < (x ^ flip)) ? y : x;
      xl_pkg::ReduxMaxU, xl_pkg::ReduxMaxS: combine = ((y ^ flip) < (x ^ flip)) ? x : y;
      xl_pkg::ReduxAnd:                     combine = x & y;
      xl_pkg::ReduxOr:                      combine = x | y;
      default:                              combine = x ^ y;  // ReduxXor
    endcase
  endfunction

  localparam int Levels = $clog2(NumLanes);

  logic        is_signed, ones_low, ones_high;
  logic [31:0] flip, identity;

  // The identity of each operation, what a lane outside membermask contributes: all ones
  // for and and min.u32, 0x7fffffff for min.s32, 0x80000000 for max.s32, 0 otherwise.
  assign is_signed = (op_i == xl_pkg::ReduxMinS) | (op_i == xl_pkg::ReduxMaxS);
  assign ones_low  = (op_i == xl_pkg::ReduxMinU) | (op_i == xl_pkg::ReduxMinS) |
                     (op_i == xl_pkg::ReduxAnd);
  assign ones_high = (op_i == xl_pkg::ReduxMinU) | (op_i == xl_pkg::ReduxMaxS) |
                     (op_i == xl_pkg::ReduxAnd);
  assign flip      = {is_signed, 31'b0};
  assign identity  = {ones_high, {31{ones_low}}};

  // gen_level[s].data holds the NumLanes >> s partial results after s levels: level 0 each
  // lane's operand (or the identity), level s node k the fold of nodes 2k and 2k + 1.
  for (genvar s = 0; s <= Levels; s++) begin : gen_level
    logic [(NumLanes >> s)*32-1:0] data;
    if (s == 0) begin : gen_leaves
      for (genvar l = 0; l < NumLanes; l++) begin : gen_leaf
        assign data[l*32 +: 32] = member_i[l] ? a_i[l*32 +: 32] : identity;
      end
    end else begin : gen_nodes
      for (genvar k = 0; k < (NumLanes >> s); k++) begin : gen_node
        assign data[k*32 +: 32] = combine(op_i, flip, gen_level[s-1].data[(2*k)*32 +: 32],
                                          gen_level[s-1].data[(2*k+1)*32 +: 32]);
      end
    end
  end

  // Every lane gets the fold; p is 0. Written lanes and undefined results: the result is
  // a value.
  xl_party #(.NumLanes(NumLanes)) u_party (
    .active_i, .member_i, .pred_i(1'b0), .d_i({NumLanes{gen_level[Levels].data}}),
    .p_i({NumLanes{1'b0}}), .res_o
  );

endmodule
