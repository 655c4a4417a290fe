// SPDX-License-Identifier: Apache-2.0
// xl_shfl_lane: the source lane and range check of one lane of the warp shuffle (PTX
// shfl / shfl.sync), for a lane number given as an input: xl_shfl_ctrl ties it to each
// lane's constant, the gather (xl_shfl_gather) feeds the lanes of the step it computes.
// The formulas, the range check and the hardware split are those of xl_shfl_ctrl's header;
// j_o is j before the fallback (low LaneBits), and a j that leaves the warp (the borrow of
// up, the carry of down) is never in range. The adders are xl_shfl_src's, the compare
// xl_shfl_range's: a pipeline may register between them (xl_shfl_pxbar's fanout form).

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


  logic [LaneBits-1:0] j, bound;
  logic                wrap;

  xl_shfl_src #(.NumLanes(NumLanes)) u_src (
    .mode_i, .lane_i, .bval_i, .cval_i, .segmask_i, .j_o(j), .wrap_o(wrap), .bound_o(bound)
  );

  // One range check on the selected j: up is a lower bound, the other modes an upper one.
  xl_shfl_range #(.LaneBits(LaneBits)) u_range (
    .up_i(mode_i == xl_pkg::ShflUp), .j_i(j), .wrap_i(wrap), .bound_i(bound), .pval_o
  );
  assign j_o = j;

endmodule
