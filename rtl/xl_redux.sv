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
// needs no masks inside. The node and the identity are xl_pkg's redux_combine and
// redux_identity (the signed orders compare with the sign bits flipped: one comparator
// serves both types).

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

  localparam int Levels = $clog2(NumLanes);

  logic [31:0] identity;
  assign identity = xl_pkg::redux_identity(op_i);

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
        assign data[k*32 +: 32] = xl_pkg::redux_combine(op_i, gen_level[s-1].data[(2*k)*32 +: 32],
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
