// SPDX-License-Identifier: Apache-2.0
// xl_shfl_range: the second half of a shuffle lane's logic (xl_shfl_lane holds both): the
// range check of a source j that xl_shfl_src computed. A j that left the warp (wrap) is
// never in range; otherwise up's bound is a lower one and the other modes' an upper one.

module xl_shfl_range #(
  /// Bits of a lane index.
  parameter int LaneBits = 5
) (
  /// 1: the mode is up (xl_pkg::ShflUp).
  input  logic                up_i,
  /// xl_shfl_src's j, wrap and bound.
  input  logic [LaneBits-1:0] j_i,
  input  logic                wrap_i,
  input  logic [LaneBits-1:0] bound_i,
  /// 1: d comes from lane j, 0: the lane keeps its own value.
  output logic                pval_o
);

  assign pval_o = ~wrap_i & (up_i ? (j_i >= bound_i) : (j_i <= bound_i));

endmodule
