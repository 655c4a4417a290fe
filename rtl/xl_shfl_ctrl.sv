// SPDX-License-Identifier: Apache-2.0
// xl_shfl_ctrl: lane logic of the warp shuffle (PTX shfl / shfl.sync): per-lane source
// lane, range check, write enable and "undefined by the spec" flags. No data passes here.
//
// Semantics (PTX ISA 9.7.9.5 shfl, 9.7.9.6 shfl.sync; docs/spec.md, shfl and shfl.sync),
// for every lane at once, with the lane fields sized to LaneBits = log2(NumLanes) (5 for a
// 32-lane warp):
//
//   bval    = b[LaneBits-1:0]        // lane or lane offset; higher bits of b ignored
//   cval    = c[LaneBits-1:0]        // clamp value
//   segmask = c[8+LaneBits-1:8]      // segment mask; c[7:LaneBits] ignored
//   maxLane = (lane & segmask) | (cval & ~segmask)
//   minLane = (lane & segmask)
//   up:   j = lane - bval;  pval = (j >= maxLane)   // j may be negative: signed compare
//   down: j = lane + bval;  pval = (j <= maxLane)   // j reaches 2*(NumLanes-1)
//   bfly: j = lane ^ bval;  pval = (j <= maxLane)   // upper bound only
//   idx:  j = minLane | (bval & ~segmask);  pval = (j <= maxLane)
//   if (!pval) j = lane;  d = a[j];  p = pval
//
// The lane's j and range check are xl_shfl_lane's, one instance a lane.
// Hardware split: sel_o is the computed j before the fallback, so the crossbar select
// depends only on the adder / xor / or, never on the compare; the fallback "keep your own
// a" is a 2:1 mux after the crossbar, driven by pval_o (see xl_shfl_xbar). Each lane has
// one range check, on the j of the selected mode (a lower bound for up, an upper bound
// otherwise), not one per mode: fewer gates for two more gate levels on pval, which stays
// beside the crossbar's select path.
//
// Undefined results (the spec leaves them undefined; the flags say so, nothing invents a
// value):
//   we_o[l]      = active[l]                                   // inactive lanes: no write
//   p_undef_o[l] = sync & active[l] & ~member[l]               // whole lane undefined
//   d_undef_o[l] = p_undef_o[l] | active[l] & pval[l] & ~readable[j[l]]
//   readable     = active & (sync ? member : active)           // plain shfl: member = active
// (a lane whose pval is false reads its own a, which is readable unless p_undef_o is set).
// A pass-through (op's pass bit) is no shuffle: pval_o, d_undef_o and p_undef_o are 0 on
// every lane (each keeps its own value, nothing is undefined); sel_o and readable_o are
// not gated.
//
// UndefFlags = 0 drops the flags (both outputs 0): the spec lets an undefined result be any
// value, so hardware that needs no verification aid can save the per-lane readable[j]
// lookup, a NumLanes:1 one-bit mux per lane.

module xl_shfl_ctrl #(
  /// Lanes in the warp: a power of two, 2 to 64.
  parameter int NumLanes = 32,
  /// Bits of data per lane (where op's fields sit).
  parameter int Width = 32,
  /// 1: report undefined results on d_undef_o / p_undef_o; 0: both tied to 0 (less area).
  parameter bit UndefFlags = 1'b1,
  /// Bits of op's sideband.
  parameter int UserWidth = 1
) (
  /// The instruction (xl_pkg's ShflOp fields): this block reads mode, sync, b, c, active,
  /// member; c's bits [7:LaneBits] of each lane are ignored.
  input  logic [xl_pkg::shfl_op_at(xl_pkg::ShflOpUser, NumLanes, Width)+UserWidth-1:0] op_i,
  /// Per-lane computed source lane j (low LaneBits, before the fallback): crossbar select.
  output logic [NumLanes*$clog2(NumLanes)-1:0] sel_o,
  /// Bit l: lane l's range check; 1 = d comes from lane sel, 0 = d is the lane's own a.
  output logic [NumLanes-1:0]          pval_o,
  /// Bit l: lane l writes d and p.
  output logic [NumLanes-1:0]          we_o,
  /// Bit l: lane l's d is undefined by the spec (don't care). 0 when !UndefFlags.
  output logic [NumLanes-1:0]          d_undef_o,
  /// Bit l: lane l's p (and d) are undefined: shfl.sync run by a lane not in membermask.
  /// 0 when !UndefFlags.
  output logic [NumLanes-1:0]          p_undef_o,
  /// Bit l: lane l may be read by another (xl_pkg::shfl_readable).
  output logic [NumLanes-1:0]          readable_o
);

  /// Bits of a lane index, of c a lane. Derived: do not override.
  localparam int LaneBits = $clog2(NumLanes);
  localparam int CBits    = 8 + LaneBits;

  logic [1:0]                   mode_i;
  logic                         sync_i;
  logic [NumLanes*LaneBits-1:0] b_i;
  logic [NumLanes*CBits-1:0]    c_i;
  logic [NumLanes-1:0]          active_i, member_i;
  assign mode_i   = op_i[xl_pkg::shfl_op_at(xl_pkg::ShflOpMode, NumLanes, Width) +: 2];
  assign sync_i   = op_i[xl_pkg::shfl_op_at(xl_pkg::ShflOpSync, NumLanes, Width)];
  assign b_i      = op_i[xl_pkg::shfl_op_at(xl_pkg::ShflOpB, NumLanes, Width) +: NumLanes*LaneBits];
  assign c_i      = op_i[xl_pkg::shfl_op_at(xl_pkg::ShflOpC, NumLanes, Width) +: NumLanes*CBits];
  assign active_i = op_i[xl_pkg::shfl_op_at(xl_pkg::ShflOpActive, NumLanes, Width) +: NumLanes];
  assign member_i = op_i[xl_pkg::shfl_op_at(xl_pkg::ShflOpMember, NumLanes, Width) +: NumLanes];

`ifndef SYNTHESIS
  initial assert (xl_pkg::pow2_in(NumLanes, 2, 64))
    else $fatal(1, "xl_shfl_ctrl: NumLanes must be a power of two from 2 to 64");
`endif  // SYNTHESIS

  logic [NumLanes-1:0] readable, p_undef;
  logic                pass;
  assign pass = op_i[xl_pkg::shfl_op_at(xl_pkg::ShflOpPass, NumLanes, Width)];
  for (genvar l = 0; l < NumLanes; l++) begin : gen_flags
    assign readable[l] = xl_pkg::shfl_readable(sync_i, active_i[l], member_i[l]);
    assign p_undef[l]  = xl_pkg::shfl_p_undef(sync_i, active_i[l], member_i[l]);
  end
  assign we_o       = active_i;
  assign readable_o = readable;
  assign p_undef_o  = UndefFlags ? p_undef & ~{NumLanes{pass}} : '0;
  if (!UndefFlags) begin : gen_no_flags
    // Without the flags these are left unread; synthesis removes them.
    logic unused_flags;
    assign unused_flags = ^p_undef;
  end

  for (genvar l = 0; l < NumLanes; l++) begin : gen_lane
    logic [LaneBits-1:0] bval, cval, segmask, j;
    logic                pval;

    assign bval    = b_i[l*LaneBits +: LaneBits];
    assign cval    = c_i[l*CBits +: LaneBits];
    assign segmask = c_i[l*CBits + 8 +: LaneBits];

    // j of the mode and the range check, for this lane's constant number.
    xl_shfl_lane #(
      .NumLanes(NumLanes)
    ) u_lane (
      .mode_i,
      .lane_i   (LaneBits'(l)),
      .bval_i   (bval),
      .cval_i   (cval),
      .segmask_i(segmask),
      .j_o      (j),
      .pval_o   (pval)
    );

    assign sel_o[l*LaneBits +: LaneBits] = j;
    assign pval_o[l]    = pval & ~pass;
    if (UndefFlags) begin : gen_undef
      assign d_undef_o[l] = ~pass & xl_pkg::shfl_d_undef(p_undef[l], active_i[l], pval,
                                                         readable[j]);
    end else begin : gen_no_undef
      assign d_undef_o[l] = 1'b0;
    end

    // c[7:LaneBits] carries no meaning (LaneBits <= 6, so the field is never empty).
    logic unused_c;
    assign unused_c = ^c_i[l*CBits + LaneBits +: 8 - LaneBits];
  end

  // a, pass_d and user are the data's, not the lane logic's.
  logic unused_data;
  assign unused_data = ^{op_i[xl_pkg::shfl_op_at(xl_pkg::ShflOpB, NumLanes, Width)-1:0],
                         op_i[xl_pkg::shfl_op_at(xl_pkg::ShflOpUser, NumLanes, Width) +:
                              UserWidth]};

endmodule
