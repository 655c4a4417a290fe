// SPDX-License-Identifier: Apache-2.0
// xl_party: who takes part in a warp-wide vote, match or reduction, and which lanes'
// results are undefined (docs/spec.md, Who takes part). The lanes of membermask combine
// their operands and every executing lane is written; xlane cannot tell a member that has
// exited (PTX leaves it out) from one on another path (PTX waits for it), so a member that
// does not execute leaves every result undefined:
//
//   we[l]      = active[l]
//   complete   = every lane of membermask executes
//   p_undef[l] = active[l] & ~member[l]  |  (pred & ~complete & active[l])
//   d_undef[l] = p_undef[l]              |  (~pred & ~complete & active[l])
//              = active[l] & (~member[l] | ~complete)
// (xl_pkg's party_p_undef and party_d_undef, which xl_warp applies at its outputs too.)
//
// pred: the result is a predicate (p, with d = p as 0 or 1), so an incomplete party makes p
// undefined; otherwise the result is d alone (a mask or a value) and only d is. The unit's
// d and p and these flags leave as one bus, the warp result of xl_pkg.

module xl_party #(
  /// Lanes in the warp: a power of two, 2 to 64.
  parameter int NumLanes = 32
) (
  /// Bit l: lane l executes.
  input  logic [NumLanes-1:0]        active_i,
  /// Bit l: lane l is in membermask.
  input  logic [NumLanes-1:0]        member_i,
  /// 1: the result is a predicate; 0: a mask or a value in d.
  input  logic                       pred_i,
  /// The unit's per-lane d (lane l at d_i[l*32 +: 32]) and p (bit l).
  input  logic [NumLanes*32-1:0]     d_i,
  input  logic [NumLanes-1:0]        p_i,
  /// The result: {d, p_undef, d_undef, we, p} (xl_pkg's warp result).
  output logic [NumLanes*36-1:0]     res_o
);

`ifndef SYNTHESIS
  initial assert (xl_pkg::pow2_in(NumLanes, 2, 64))
    else $fatal(1, "xl_party: NumLanes must be a power of two from 2 to 64");
`endif  // SYNTHESIS

  logic                complete;
  logic [NumLanes-1:0] p_undef, d_undef;

  assign complete = ~|(member_i & ~active_i);
  for (genvar l = 0; l < NumLanes; l++) begin : gen_lane
    assign p_undef[l] = xl_pkg::party_p_undef(pred_i, complete, active_i[l], member_i[l]);
    assign d_undef[l] = xl_pkg::party_d_undef(complete, active_i[l], member_i[l]);
  end
  assign res_o = {d_i, p_undef, d_undef, active_i, p_i};

endmodule
