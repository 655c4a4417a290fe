// xl_shfl_pipe: xl_shfl with Latency register stages and valid in / valid out.
//
//   Latency 0: combinational (valid_o = valid_i).
//   Latency 1: lane logic and crossbar in one cycle, results registered.
//   Latency 2: lane logic | register | crossbar and fallback | register. The cut sits
//              where the data is narrowest per lane that still leaves the crossbar alone
//              in its cycle: {a, sel, pval, flags}.
//   Latency N > 2: as 2, with N-2 more output stages (for retiming).
//
// The function is xl_shfl's; see xl_shfl_ctrl for the semantics.

module xl_shfl_pipe #(
  /// Lanes in the warp: a power of two, 2 to 64.
  parameter int NumLanes = 32,
  /// Bits of data per lane.
  parameter int Width = 32,
  /// 1: d_undef_o / p_undef_o report undefined results; 0: both 0, less area (xl_shfl_ctrl).
  parameter bit UndefFlags = 1'b1,
  /// Cycles from valid_i to valid_o; 0 = combinational.
  parameter int Latency = 1,
  /// Bits of a lane index. Derived: do not override.
  parameter int LaneBits = $clog2(NumLanes),
  /// Bits of c per lane. Derived: do not override.
  parameter int CBits = 8 + LaneBits
) (
  /// Clock.
  input  logic                         clk_i,
  /// Asynchronous reset, active low: clears valid in every stage.
  input  logic                         rst_ni,
  /// An operation enters this cycle.
  input  logic                         valid_i,
  /// Mode: 0 = up, 1 = down, 2 = bfly, 3 = idx.
  input  logic [1:0]                   mode_i,
  /// 1 = shfl.sync, 0 = plain shfl.
  input  logic                         sync_i,
  /// Per-lane source value: lane l owns a_i[l*Width +: Width].
  input  logic [NumLanes*Width-1:0]    a_i,
  /// Per-lane b: lane l owns b_i[l*LaneBits +: LaneBits].
  input  logic [NumLanes*LaneBits-1:0] b_i,
  /// Per-lane c: lane l owns c_i[l*CBits +: CBits].
  input  logic [NumLanes*CBits-1:0]    c_i,
  /// Bit l: lane l executes.
  input  logic [NumLanes-1:0]          active_i,
  /// Bit l: lane l is in membermask (used when sync_i).
  input  logic [NumLanes-1:0]          member_i,
  /// The results of the operation that entered Latency cycles ago are on the outputs.
  output logic                         valid_o,
  /// Per-lane result: lane l owns d_o[l*Width +: Width].
  output logic [NumLanes*Width-1:0]    d_o,
  /// Bit l: lane l's predicate p.
  output logic [NumLanes-1:0]          p_o,
  /// Bit l: lane l writes d and p.
  output logic [NumLanes-1:0]          we_o,
  /// Bit l: lane l's d is undefined by the spec.
  output logic [NumLanes-1:0]          d_undef_o,
  /// Bit l: lane l's p and d are undefined by the spec.
  output logic [NumLanes-1:0]          p_undef_o
);

`ifndef SYNTHESIS
  initial begin
    assert (Latency >= 0) else $fatal(1, "xl_shfl_pipe: Latency must not be negative");
  end
`endif

  /// Stages before the crossbar (0 or 1) and after it. Derived: do not override.
  localparam int PreDepth  = (Latency >= 2) ? 1 : 0;
  localparam int PostDepth = Latency - PreDepth;
  /// Per-lane flags that travel beside the data: pval, we, d_undef, p_undef.
  localparam int FlagBits  = 4 * NumLanes;

  // ---------------------------------------------------------------------------------------
  // Lane logic
  // ---------------------------------------------------------------------------------------
  logic [NumLanes*LaneBits-1:0] sel;
  logic [NumLanes-1:0]          pval, we, d_undef, p_undef;

  xl_shfl_ctrl #(
    .NumLanes  (NumLanes),
    .UndefFlags(UndefFlags)
  ) u_ctrl (
    .mode_i   (mode_i),
    .sync_i   (sync_i),
    .b_i      (b_i),
    .c_i      (c_i),
    .active_i (active_i),
    .member_i (member_i),
    .sel_o    (sel),
    .pval_o   (pval),
    .we_o     (we),
    .d_undef_o(d_undef),
    .p_undef_o(p_undef)
  );

  // ---------------------------------------------------------------------------------------
  // Optional cut between lane logic and crossbar
  // ---------------------------------------------------------------------------------------
  logic                         mid_valid;
  logic [NumLanes*Width-1:0]    mid_a;
  logic [NumLanes*LaneBits-1:0] mid_sel;
  logic [FlagBits-1:0]          mid_flags;

  xl_pipe #(
    .Width(NumLanes*Width + NumLanes*LaneBits + FlagBits),
    .Depth(PreDepth)
  ) u_pre (
    .clk_i  (clk_i),
    .rst_ni (rst_ni),
    .valid_i(valid_i),
    .data_i ({a_i, sel, p_undef, d_undef, we, pval}),
    .valid_o(mid_valid),
    .data_o ({mid_a, mid_sel, mid_flags})
  );

  // ---------------------------------------------------------------------------------------
  // Crossbar and fallback
  // ---------------------------------------------------------------------------------------
  logic [NumLanes*Width-1:0] d;

  xl_shfl_xbar #(
    .NumLanes(NumLanes),
    .Width   (Width)
  ) u_xbar (
    .a_i   (mid_a),
    .sel_i (mid_sel),
    .pval_i(mid_flags[NumLanes-1:0]),
    .d_o   (d)
  );

  // ---------------------------------------------------------------------------------------
  // Output stages
  // ---------------------------------------------------------------------------------------
  xl_pipe #(
    .Width(NumLanes*Width + FlagBits),
    .Depth(PostDepth)
  ) u_post (
    .clk_i  (clk_i),
    .rst_ni (rst_ni),
    .valid_i(mid_valid),
    .data_i ({d, mid_flags}),
    .valid_o(valid_o),
    .data_o ({d_o, p_undef_o, d_undef_o, we_o, p_o})
  );

endmodule
