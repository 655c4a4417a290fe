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
//   Latency 0, 1: from a_i. pass_d (in xl_warp the end of the funnel shifter, a long
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
  /// Lanes, bits a lane and the sideband's bits: xl_shfl_arch's. (The undefined flags are
  /// always computed; xl_shfl_arch clears them when UndefFlags = 0.)
  parameter int NumLanes = 32,
  parameter int Width = 32,
  parameter int UserWidth = 1,
  /// Cycles from an operation taken to its result offered (ready_i high); 0 = combinational.
  parameter int Latency = 1,
  /// 1: ready_o is a register (a skid buffer in front of the stages); 0: ready_o is
  /// combinational from ready_i. See xl_pipe.
  parameter bit SkidBuffer = 1'b0,
  /// 1: the stages move on together while ready_i is high and hold otherwise (ready_o =
  /// ready_i without the skid buffer; the registers' load enable is ready_i itself);
  /// 0: a stage moves on whenever the next one is free. See xl_pipe.
  parameter bit GlobalStall = 1'b0
) (
  /// Clock, reset (asynchronous, active low: empties every stage), the instruction offered, the
  /// result taken.
  input  logic clk_i, rst_ni, valid_i, ready_i,
  /// The instruction (xl_pkg's ShflOp fields), taken on a cycle with valid_i and ready_o.
  input  logic [xl_pkg::shfl_op_at(xl_pkg::ShflOpUser, NumLanes, Width)+UserWidth-1:0] op_i,
  /// The instruction is taken; a result is offered.
  output logic ready_o, valid_o,
  /// The result (xl_pkg's shuffle result layout), taken on a cycle with valid_o and ready_i.
  output logic [NumLanes*(Width+4)+UserWidth-1:0] res_o
);

`ifndef SYNTHESIS
  initial begin
    assert (Latency >= 0) else $fatal(1, "xl_shfl_pipe: Latency must not be negative");
  end
`endif  // SYNTHESIS

  /// Bits of a lane index. Derived: do not override.
  localparam int LaneBits  = $clog2(NumLanes);
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
  // Before the cut, so the registers carry the final flags (a pass-through's cleared).
  logic [NumLanes*LaneBits-1:0] sel;
  logic [NumLanes-1:0]          pval, we, d_undef, p_undef, unused_readable;
  xl_shfl_ctrl #(.NumLanes(NumLanes), .Width(Width), .UserWidth(UserWidth))
    u_ctrl (.op_i, .sel_o(sel), .pval_o(pval), .we_o(we), .d_undef_o(d_undef), .p_undef_o(p_undef),
            .readable_o(unused_readable));

  // Each lane's own value, the fallback: its a for a shuffle, its pass_d otherwise.
  localparam int PassDAt = xl_pkg::shfl_op_at(xl_pkg::ShflOpPassD, NumLanes, Width);
  localparam int UserAt  = xl_pkg::shfl_op_at(xl_pkg::ShflOpUser, NumLanes, Width);
  logic                      pass;
  logic [NumLanes*Width-1:0] a, own;
  logic [UserWidth-1:0]      user;
  assign pass = op_i[xl_pkg::shfl_op_at(xl_pkg::ShflOpPass, NumLanes, Width)];
  assign a    = op_i[0 +: NumLanes*Width];
  assign own  = pass ? op_i[PassDAt +: NumLanes*Width] : a;
  assign user = op_i[UserAt +: UserWidth];

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
    .data_i ({user, own, sel, p_undef, d_undef, we, pval}),
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
    assign gather_a = a;
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
    .data_o (res_o)
  );

endmodule
