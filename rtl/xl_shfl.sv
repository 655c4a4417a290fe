// SPDX-License-Identifier: Apache-2.0
// xl_shfl: the warp shuffle unit (PTX shfl / shfl.sync .b32, modes up, down, bfly, idx),
// combinational: lane logic (xl_shfl_ctrl) then crossbar and fallback (xl_shfl_xbar).
//
//   for every lane l (see xl_shfl_ctrl for j and pval):
//     d[l] = pval ? a[j] : a[l];  p[l] = pval;  written only where active[l]
//
// Undefined results are flagged, not hidden: d_undef_o where the source lane is inactive
// (or, for shfl.sync, not in membermask), p_undef_o where a shfl.sync lane is not in
// membermask. d_o and p_o still carry the formula's value there, for waveforms. With
// UndefFlags = 0 both flags read 0 and their lookup logic is left out (less area).

module xl_shfl #(
  /// Lanes in the warp: a power of two, 2 to 64.
  parameter int NumLanes = 32,
  /// Bits of data per lane.
  parameter int Width = 32,
  /// 1: d_undef_o / p_undef_o report undefined results; 0: both 0, less area (xl_shfl_ctrl).
  parameter bit UndefFlags = 1'b1,
  /// Bits of a lane index. Derived: do not override.
  parameter int LaneBits = $clog2(NumLanes),
  /// Bits of c per lane (segment mask at [8+LaneBits-1:8]). Derived: do not override.
  parameter int CBits = 8 + LaneBits
) (
  /// Mode: xl_pkg::ShflUp, ShflDown, ShflBfly or ShflIdx.
  input  logic [1:0]                   mode_i,
  /// 1 = shfl.sync (member_i is the membermask), 0 = plain shfl.
  input  logic                         sync_i,
  /// Per-lane source value: lane l owns a_i[l*Width +: Width].
  input  logic [NumLanes*Width-1:0]    a_i,
  /// Per-lane b: lane l owns b_i[l*LaneBits +: LaneBits] (b[4:0] for 32 lanes).
  input  logic [NumLanes*LaneBits-1:0] b_i,
  /// Per-lane c: lane l owns c_i[l*CBits +: CBits] (c[12:0] for 32 lanes).
  input  logic [NumLanes*CBits-1:0]    c_i,
  /// Bit l: lane l executes.
  input  logic [NumLanes-1:0]          active_i,
  /// Bit l: lane l is in membermask (used when sync_i).
  input  logic [NumLanes-1:0]          member_i,
  /// Per-lane result: lane l owns d_o[l*Width +: Width].
  output logic [NumLanes*Width-1:0]    d_o,
  /// Bit l: lane l's predicate p (range check).
  output logic [NumLanes-1:0]          p_o,
  /// Bit l: lane l writes d and p.
  output logic [NumLanes-1:0]          we_o,
  /// Bit l: lane l's d is undefined by the spec.
  output logic [NumLanes-1:0]          d_undef_o,
  /// Bit l: lane l's p and d are undefined by the spec.
  output logic [NumLanes-1:0]          p_undef_o
);

  logic [NumLanes*LaneBits-1:0] sel;
  logic [NumLanes-1:0]          unused_readable;

  // The lane logic reads the instruction as one bus (xl_pkg's ShflOp fields): a shuffle,
  // never a pass-through, with an empty sideband.
  xl_shfl_ctrl #(.NumLanes(NumLanes), .Width(Width), .UndefFlags(UndefFlags)) u_ctrl (
    .op_i      ({2'b00, sync_i, mode_i, member_i, active_i, c_i, b_i, {NumLanes*Width{1'b0}}, a_i}),
    .sel_o     (sel),
    .pval_o    (p_o),
    .readable_o(unused_readable),
    .we_o, .d_undef_o, .p_undef_o
  );

  xl_shfl_xbar #(
    .NumLanes(NumLanes),
    .Width   (Width)
  ) u_xbar (
    .a_i,
    .sel_i (sel),
    .pval_i(p_o),
    .own_i (a_i),
    .d_o
  );

endmodule
