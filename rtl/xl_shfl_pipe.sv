// SPDX-License-Identifier: Apache-2.0
// xl_shfl_pipe: xl_shfl with Latency register stages and a valid/ready handshake, a
// pass-through for operations that are not shuffles, and a sideband that travels with
// each operation.
//
//   Latency 0: combinational (valid_o = valid_i, ready_o = ready_i).
//   Latency 1: lane logic and crossbar in one cycle, results registered.
//   Latency 2: lane logic | register | crossbar and fallback | register. The cut sits
//              where the data is narrowest per lane that still leaves the crossbar alone
//              in its cycle: {a, sel, pval, flags}.
//   Latency N > 2: as 2, with N-2 more output stages (for retiming).
//
// The function is xl_shfl's; see xl_shfl_ctrl for the semantics. Two additions let a
// wider unit (xl_warp) share these registers instead of building a pipeline of its own:
//
//   pass_i = 1:  for every lane l:  d[l] = pass_d[l];  p[l] = 0;  we[l] = active[l];
//                d_undef[l] = p_undef[l] = 0      (mode, sync, b, c and member ignored)
//   user_o     = the user_i of the operation whose results are on the outputs
//
// pass_i clears pval and both undefined flags right after the lane logic, before the cut,
// and picks each lane's own value, own = pass ? pass_d : a, which the crossbar's fallback
// mux (d = pval ? a[sel] : own) returns: one 2:1 mux per bit in front of the fallback and
// an AND gate per flag bit, nothing after the crossbar. Where the crossbar gathers from:
//   Latency 0, 1: from a_i. pass_d_i (in xl_warp the end of the funnel shifter, a long
//                 path in the same cycle) reaches d through the own mux and the fallback
//                 mux alone, never through the crossbar's mux trees.
//   Latency >= 2: from the registered own value (a for a shuffle): one register per lane
//                 at the cut serves both the crossbar and the fallback.
// Handshake and SkidBuffer: as xl_pipe's (both register groups are xl_pipes). The skid
// buffer goes in front of the first group that has a register: the cut at Latency >= 2,
// else the output group (holding the crossbar's results), so that the crossbar always
// gathers from a_i or from the cut's register, never from a mux behind pass_d_i.
//
// With pass_i tied to 0 and user_o unread, synthesis folds the mux and gates and drops
// the sideband registers: the unit is what it was without these ports.

module xl_shfl_pipe #(
  /// Lanes in the warp: a power of two, 2 to 64.
  parameter int NumLanes = 32,
  /// Bits of data per lane.
  parameter int Width = 32,
  /// 1: d_undef_o / p_undef_o report undefined results; 0: both 0, less area (xl_shfl_ctrl).
  parameter bit UndefFlags = 1'b1,
  /// Cycles from an operation taken to its result offered (ready_i high); 0 = combinational.
  parameter int Latency = 1,
  /// Bits of the sideband user_i / user_o carried with each operation; at least 1.
  parameter int UserWidth = 1,
  /// 1: ready_o is a register (a skid buffer in front of the stages); 0: ready_o is
  /// combinational from ready_i. See xl_pipe.
  parameter bit SkidBuffer = 1'b0,
  /// 1: the stages move on together while ready_i is high and hold otherwise (ready_o =
  /// ready_i without the skid buffer; the registers' load enable is ready_i itself);
  /// 0: a stage moves on whenever the next one is free. See xl_pipe.
  parameter bit GlobalStall = 1'b0,
  /// Bits of a lane index. Derived: do not override.
  parameter int LaneBits = $clog2(NumLanes),
  /// Bits of c per lane. Derived: do not override.
  parameter int CBits = 8 + LaneBits
) (
  /// Clock.
  input  logic                         clk_i,
  /// Asynchronous reset, active low: empties every stage.
  input  logic                         rst_ni,
  /// An operation is offered on the inputs; held with them until ready_o.
  input  logic                         valid_i,
  /// The operation on the inputs is taken this cycle (valid_i and ready_o: it enters).
  output logic                         ready_o,
  /// 1: not a shuffle: every lane's d_o is its pass_d_i, p_o and both undefined flags are
  /// 0, we_o = active_i. 0: the shuffle of mode_i / sync_i.
  input  logic                         pass_i,
  /// Mode: xl_pkg::ShflUp, ShflDown, ShflBfly or ShflIdx.
  input  logic [1:0]                   mode_i,
  /// 1 = shfl.sync, 0 = plain shfl.
  input  logic                         sync_i,
  /// Per-lane source value: lane l owns a_i[l*Width +: Width].
  input  logic [NumLanes*Width-1:0]    a_i,
  /// Per-lane result when pass_i (ignored otherwise): lane l owns pass_d_i[l*Width +: Width].
  input  logic [NumLanes*Width-1:0]    pass_d_i,
  /// Per-lane b: lane l owns b_i[l*LaneBits +: LaneBits].
  input  logic [NumLanes*LaneBits-1:0] b_i,
  /// Per-lane c: lane l owns c_i[l*CBits +: CBits].
  input  logic [NumLanes*CBits-1:0]    c_i,
  /// Bit l: lane l executes.
  input  logic [NumLanes-1:0]          active_i,
  /// Bit l: lane l is in membermask (used when sync_i).
  input  logic [NumLanes-1:0]          member_i,
  /// Sideband of the operation, carried unchanged beside its results.
  input  logic [UserWidth-1:0]         user_i,
  /// Results are offered on the outputs; held with them until ready_i.
  output logic                         valid_o,
  /// The results on the outputs are taken this cycle.
  input  logic                         ready_i,
  /// Per-lane result: lane l owns d_o[l*Width +: Width].
  output logic [NumLanes*Width-1:0]    d_o,
  /// Bit l: lane l's predicate p.
  output logic [NumLanes-1:0]          p_o,
  /// Bit l: lane l writes d and p.
  output logic [NumLanes-1:0]          we_o,
  /// Bit l: lane l's d is undefined by the spec.
  output logic [NumLanes-1:0]          d_undef_o,
  /// Bit l: lane l's p and d are undefined by the spec.
  output logic [NumLanes-1:0]          p_undef_o,
  /// The user_i of the operation whose results are on the outputs.
  output logic [UserWidth-1:0]         user_o
);

`ifndef SYNTHESIS
  initial begin
    assert (Latency >= 0) else $fatal(1, "xl_shfl_pipe: Latency must not be negative");
    assert (UserWidth >= 1) else $fatal(1, "xl_shfl_pipe: UserWidth must be at least 1");
  end
`endif  // SYNTHESIS

  /// Stages before the crossbar (0 or 1) and after it. Derived: do not override.
  localparam int PreDepth  = (Latency >= 2) ? 1 : 0;
  localparam int PostDepth = Latency - PreDepth;
  /// Which group has the skid buffer: the first with a register (Latency 0: the output
  /// group, which is then wires and the buffer alone). Derived: do not override.
  localparam bit PreSkid   = SkidBuffer && (PreDepth > 0);
  localparam bit PostSkid  = SkidBuffer && (PreDepth == 0);
  /// Per-lane flags that travel beside the data: pval, we, d_undef, p_undef.
  localparam int FlagBits  = 4 * NumLanes;

  // ---------------------------------------------------------------------------------------
  // Lane logic
  // ---------------------------------------------------------------------------------------
  logic [NumLanes*LaneBits-1:0] sel;
  logic [NumLanes-1:0]          ctrl_pval, ctrl_d_undef, ctrl_p_undef;
  logic [NumLanes-1:0]          pval, we, d_undef, p_undef;

  // Ports of the same name connect to the signal of that name (.name).
  xl_shfl_ctrl #(
    .NumLanes  (NumLanes),
    .UndefFlags(UndefFlags)
  ) u_ctrl (
    .mode_i, .sync_i, .b_i, .c_i, .active_i, .member_i,
    .sel_o    (sel),
    .pval_o   (ctrl_pval),
    .we_o     (we),
    .d_undef_o(ctrl_d_undef),
    .p_undef_o(ctrl_p_undef)
  );

  // Pass-through: no lane takes another lane's a (the fallback returns its own value), no
  // result is undefined. Gated here, before the cut, so the registers carry the final flags.
  assign pval    = ctrl_pval    & ~{NumLanes{pass_i}};
  assign d_undef = ctrl_d_undef & ~{NumLanes{pass_i}};
  assign p_undef = ctrl_p_undef & ~{NumLanes{pass_i}};

  // Each lane's own value, the fallback: its a for a shuffle, its pass_d otherwise.
  logic [NumLanes*Width-1:0] own;
  assign own = pass_i ? pass_d_i : a_i;

  // ---------------------------------------------------------------------------------------
  // Optional cut between lane logic and crossbar
  // ---------------------------------------------------------------------------------------
  logic                         mid_valid, mid_ready;
  logic [UserWidth-1:0]         mid_user;
  logic [NumLanes*Width-1:0]    mid_own;
  logic [NumLanes*LaneBits-1:0] mid_sel;
  logic [FlagBits-1:0]          mid_flags;

  xl_pipe #(
    .Width      (UserWidth + NumLanes*Width + NumLanes*LaneBits + FlagBits),
    .Depth      (PreDepth),
    .SkidBuffer (PreSkid),
    .GlobalStall(GlobalStall)
  ) u_pre (
    .clk_i, .rst_ni, .valid_i, .ready_o,
    .data_i ({user_i, own, sel, p_undef, d_undef, we, pval}),
    .valid_o(mid_valid),
    .ready_i(mid_ready),
    .data_o ({mid_user, mid_own, mid_sel, mid_flags})
  );

  // ---------------------------------------------------------------------------------------
  // Crossbar and fallback
  // ---------------------------------------------------------------------------------------
  // The crossbar's source: behind the cut the one register of own (a for a shuffle, and a
  // pass-through lane never takes another lane's value); without the cut a_i itself, so
  // pass_d_i stays off the crossbar's mux trees.
  logic [NumLanes*Width-1:0] gather_a, d;

  if (PreDepth > 0) begin : gen_gather_cut
    assign gather_a = mid_own;
  end else begin : gen_gather_in
    assign gather_a = a_i;
  end

  xl_shfl_xbar #(
    .NumLanes(NumLanes),
    .Width   (Width)
  ) u_xbar (
    .a_i   (gather_a),
    .sel_i (mid_sel),
    .pval_i(mid_flags[NumLanes-1:0]),
    .own_i (mid_own),
    .d_o   (d)
  );

  // ---------------------------------------------------------------------------------------
  // Output stages
  // ---------------------------------------------------------------------------------------
  xl_pipe #(
    .Width      (UserWidth + NumLanes*Width + FlagBits),
    .Depth      (PostDepth),
    .SkidBuffer (PostSkid),
    .GlobalStall(GlobalStall)
  ) u_post (
    .clk_i, .rst_ni, .valid_o, .ready_i,
    .valid_i(mid_valid),
    .ready_o(mid_ready),
    .data_i ({mid_user, d, mid_flags}),
    .data_o ({user_o, d_o, p_undef_o, d_undef_o, we_o, p_o})
  );

endmodule
