// SPDX-License-Identifier: Apache-2.0
// xl_shfl_xbar: data path of the warp shuffle: a full NumLanes x NumLanes gather crossbar
// of Width-bit lanes followed by the per-lane fallback mux.
//
//   for every lane l:  d[l] = pval[l] ? a[sel[l]] : own[l]        (xl_shfl: own = a)
//
// Every a is read before any d is written (d and a may be the same register), which a
// combinational gather gives for free. Each output lane is one xl_mux_tree (NumLanes-1
// MUX2 per bit, depth log2(NumLanes)); the fallback is one more MUX2 per bit at the end,
// so the range compare that drives pval is never in the crossbar's select path. The
// fallback value is a port of its own so that a value a lane keeps without a shuffle
// (xl_shfl_pipe's pass-through) enters at the fallback and never runs through the
// crossbar's mux trees; the shuffle itself ties own to a.

module xl_shfl_xbar #(
  /// Lanes: a power of two, 2 to 64.
  parameter int NumLanes = 32,
  /// Bits of data per lane.
  parameter int Width = 32,
  /// Bits of a lane index. Derived: do not override.
  parameter int LaneBits = $clog2(NumLanes)
) (
  /// Per-lane source value: lane l owns a_i[l*Width +: Width].
  input  logic [NumLanes*Width-1:0]    a_i,
  /// Per-lane source lane: lane l owns sel_i[l*LaneBits +: LaneBits].
  input  logic [NumLanes*LaneBits-1:0] sel_i,
  /// Bit l: lane l takes a[sel]; 0 takes its own[l].
  input  logic [NumLanes-1:0]          pval_i,
  /// Per-lane value a lane keeps where pval is 0 (the shuffle: its own a): lane l owns
  /// own_i[l*Width +: Width].
  input  logic [NumLanes*Width-1:0]    own_i,
  /// Per-lane result: lane l owns d_o[l*Width +: Width].
  output logic [NumLanes*Width-1:0]    d_o
);

  for (genvar l = 0; l < NumLanes; l++) begin : gen_lane
    logic [Width-1:0] gathered;

    xl_mux_tree #(
      .NumIn(NumLanes),
      .Width(Width)
    ) u_mux (
      .in_i (a_i),
      .sel_i(sel_i[l*LaneBits +: LaneBits]),
      .out_o(gathered)
    );

    assign d_o[l*Width +: Width] = pval_i[l] ? gathered : own_i[l*Width +: Width];
  end

endmodule
