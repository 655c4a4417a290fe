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
//
// pred: the result is a predicate (p, with d = p as 0 or 1), so an incomplete party makes p
// undefined; otherwise the result is d alone (a mask or a value) and only d is.

module xl_party #(
  /// Lanes in the warp: a power of two, 2 to 64.
  parameter int NumLanes = 32
) (
  /// Bit l: lane l executes.
  input  logic [NumLanes-1:0] active_i,
  /// Bit l: lane l is in membermask.
  input  logic [NumLanes-1:0] member_i,
  /// 1: the result is a predicate; 0: a mask or a value in d.
  input  logic                pred_i,
  /// Bit l: lane l writes d and p.
  output logic [NumLanes-1:0] we_o,
  /// Bit l: lane l's d is undefined by the spec.
  output logic [NumLanes-1:0] d_undef_o,
  /// Bit l: lane l's p and d are undefined by the spec.
  output logic [NumLanes-1:0] p_undef_o
);

`ifndef SYNTHESIS
  initial begin
    assert (NumLanes >= 2 && NumLanes <= 64 && (NumLanes & (NumLanes - 1)) == 0)
      else $fatal(1, "xl_party: NumLanes must be a power of two from 2 to 64");
  end
`endif  // SYNTHESIS

  logic complete;

  assign complete  = ~|(member_i & ~active_i);
  assign we_o      = active_i;
  assign p_undef_o = (active_i & ~member_i) | ({NumLanes{pred_i & ~complete}} & active_i);
  assign d_undef_o = p_undef_o | ({NumLanes{~pred_i & ~complete}} & active_i);

endmodule
