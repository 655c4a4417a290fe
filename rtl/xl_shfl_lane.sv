// SPDX-License-Identifier: Apache-2.0
// xl_shfl_lane: the source lane and range check of one lane of the warp shuffle (PTX
// shfl / shfl.sync), for a lane number given as an input: xl_shfl_ctrl ties it to each
// lane's constant, the gather (xl_shfl_gather) feeds the lanes of the step it computes.
// The formulas, the range check and the hardware split are those of xl_shfl_ctrl's header;
// j_o is j before the fallback (low LaneBits), and a j that leaves the warp (the borrow of
// up, the carry of down) is never in range.

module xl_shfl_lane #(
  /// Lanes in the warp: a power of two, 2 to 64.
  parameter int NumLanes = 32,
  /// Bits of a lane index. Derived: do not override.
  parameter int LaneBits = $clog2(NumLanes)
) (
  /// Mode: xl_pkg::ShflUp, ShflDown, ShflBfly or ShflIdx.
  input  logic [1:0]          mode_i,
  /// This lane's number.
  input  logic [LaneBits-1:0] lane_i,
  /// b[LaneBits-1:0]: lane or lane offset.
  input  logic [LaneBits-1:0] bval_i,
  /// c[LaneBits-1:0]: clamp value.
  input  logic [LaneBits-1:0] cval_i,
  /// c[8+LaneBits-1:8]: segment mask.
  input  logic [LaneBits-1:0] segmask_i,
  /// The computed source lane, before the fallback.
  output logic [LaneBits-1:0] j_o,
  /// The range check: 1 = d comes from lane j_o, 0 = the lane keeps its own value.
  output logic                pval_o
);


  logic [LaneBits-1:0] max_lane, min_lane, j;
  logic [LaneBits:0]   diff, sum;  // one bit wider than a lane index: borrow / carry
  logic                wrap;

  assign max_lane = (lane_i & segmask_i) | (cval_i & ~segmask_i);
  assign min_lane = lane_i & segmask_i;
  assign diff     = {1'b0, lane_i} - {1'b0, bval_i};
  assign sum      = {1'b0, lane_i} + {1'b0, bval_i};

  always_comb begin
    case (mode_i)  // full: every 2-bit mode is listed (plain case: Icarus ignores unique)
      xl_pkg::ShflUp:   {wrap, j} = diff;
      xl_pkg::ShflDown: {wrap, j} = sum;
      xl_pkg::ShflBfly: {wrap, j} = {1'b0, lane_i ^ bval_i};
      xl_pkg::ShflIdx:  {wrap, j} = {1'b0, min_lane | (bval_i & ~segmask_i)};
      default:          {wrap, j} = {1'b0, lane_i};
    endcase
  end

  // One range check on the selected j: up is a lower bound, the other modes an upper one.
  assign pval_o = ~wrap & ((mode_i == xl_pkg::ShflUp) ? (j >= max_lane) : (j <= max_lane));
  assign j_o    = j;

endmodule
