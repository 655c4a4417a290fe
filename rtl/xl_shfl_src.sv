// SPDX-License-Identifier: Apache-2.0
// xl_shfl_src: the first half of a shuffle lane's logic (xl_shfl_lane holds both): for a
// lane number given as an input, at one mode, the source lane j (before the fallback), whether
// it left the warp (wrap: the borrow of up, the carry of down; a bfly or idx j never does)
// and the bound its range check compares it with (xl_shfl_range: up is a lower bound, the
// other modes an upper one). Apart so that a pipeline may put a register between
// the adders and the compare (xl_shfl_pxbar's fanout form). The formulas are those of
// xl_shfl_ctrl's header.

module xl_shfl_src #(
  /// Lanes in the warp (2 to 64), and the bits of a lane index (derived: do not override).
  parameter int NumLanes = 32,
  parameter int LaneBits = $clog2(NumLanes)
) (
  /// The mode (xl_pkg::ShflUp ...), this lane's number, then b[LaneBits-1:0] (a lane or an
  /// offset), c[LaneBits-1:0] (the clamp) and c[8+LaneBits-1:8] (the segment mask).
  input  logic [1:0]          mode_i,
  input  logic [LaneBits-1:0] lane_i, bval_i, cval_i, segmask_i,
  /// The computed source lane, before the fallback; 1: it left the warp (never in range).
  output logic [LaneBits-1:0] j_o,
  output logic                wrap_o,
  /// The bound of the range check: the segment's last lane, or c where the mask is clear.
  output logic [LaneBits-1:0] bound_o
);

  logic [LaneBits-1:0] min_lane;
  logic [LaneBits:0]   diff, sum;  // one bit wider than a lane index: borrow / carry

  assign bound_o  = (lane_i & segmask_i) | (cval_i & ~segmask_i);
  assign min_lane = lane_i & segmask_i;
  assign diff     = {1'b0, lane_i} - {1'b0, bval_i};
  assign sum      = {1'b0, lane_i} + {1'b0, bval_i};

  always_comb begin
    case (mode_i)  // full: every 2-bit mode is listed (plain case: Icarus ignores unique)
      xl_pkg::ShflUp:   {wrap_o, j_o} = diff;
      xl_pkg::ShflDown: {wrap_o, j_o} = sum;
      xl_pkg::ShflBfly: {wrap_o, j_o} = {1'b0, lane_i ^ bval_i};
      xl_pkg::ShflIdx:  {wrap_o, j_o} = {1'b0, min_lane | (bval_i & ~segmask_i)};
      default:          {wrap_o, j_o} = {1'b0, lane_i};
    endcase
  end

endmodule
