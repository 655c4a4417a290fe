// SPDX-License-Identifier: Apache-2.0
// xl_shfl_gather: the warp shuffle as a time-multiplexed gather: K = GatherLanes output
// lanes a cycle through K mux trees, G = NumLanes / K cycles an instruction. The ports,
// the function, the pass-through and the sideband are xl_shfl_pipe's (see its header and
// xl_shfl_ctrl's); the handshake is the valid/ready one, but an instruction occupies the
// unit for G cycles.
//
//   taken (valid_i & ready_o):  the lane logic runs on the inputs; the unit keeps each
//                   lane's own value (a, or pass_d for a pass-through), its source
//                   src = pval ? j : l (the fallback folded into the select: lane l's own
//                   value is entry l of the kept values), its flags and user_i.
//   step g = 0..G-1: the K trees read the kept values at the sources of lanes gK..gK+K-1;
//                   the K results enter the top of the output register, which shifts down
//                   K lanes, as the sources do. After step G-1 lane l's result sits at
//                   lane l and valid_o rises with the flags.
//
// A step runs while the output register is free or being read (~valid_o | ready_i), so a
// result on the outputs holds while ready_i is low. The next instruction is taken on the
// cycle of the last step: with ready_i high, one instruction every G cycles, its result
// G + 1 cycles after it was taken. ready_o is low while an instruction is held, except on
// its last step: it does not depend on valid_i, and on ready_i only through that step.
//
// Cost against the crossbar (xl_shfl_pipe): K mux trees instead of NumLanes; registers for
// the kept values and the sources beside the output register. GatherLanes = NumLanes is a
// crossbar with one extra cycle.

module xl_shfl_gather #(
  /// Lanes in the warp: a power of two, 2 to 64.
  parameter int NumLanes = 32,
  /// Bits of data per lane.
  parameter int Width = 32,
  /// 1: d_undef_o / p_undef_o report undefined results; 0: both 0, less area (xl_shfl_ctrl).
  parameter bit UndefFlags = 1'b1,
  /// Bits of the sideband user_i / user_o carried with each operation; at least 1.
  parameter int UserWidth = 1,
  /// Output lanes gathered per cycle (K): a power of two, 1 to NumLanes.
  parameter int GatherLanes = 8,
  /// Bits of a lane index. Derived: do not override.
  parameter int LaneBits = $clog2(NumLanes),
  /// Bits of c per lane. Derived: do not override.
  parameter int CBits = 8 + LaneBits
) (
  /// Clock.
  input  logic                         clk_i,
  /// Asynchronous reset, active low: drops the instruction held and the result offered.
  input  logic                         rst_ni,
  /// An operation is offered on the inputs; held with them until ready_o.
  input  logic                         valid_i,
  /// The operation on the inputs is taken this cycle.
  output logic                         ready_o,
  /// 1: not a shuffle (xl_shfl_pipe's pass-through).
  input  logic                         pass_i,
  /// Mode: 0 = up, 1 = down, 2 = bfly, 3 = idx.
  input  logic [1:0]                   mode_i,
  /// 1 = shfl.sync, 0 = plain shfl.
  input  logic                         sync_i,
  /// Per-lane source value: lane l owns a_i[l*Width +: Width].
  input  logic [NumLanes*Width-1:0]    a_i,
  /// Per-lane result when pass_i: lane l owns pass_d_i[l*Width +: Width].
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

  /// Steps an instruction takes (G). Derived: do not override.
  localparam int Groups    = NumLanes / GatherLanes;
  localparam int StepBits  = (Groups > 1) ? $clog2(Groups) : 1;
  localparam int FlagBits  = 4 * NumLanes;

`ifndef SYNTHESIS
  initial begin
    assert (UserWidth >= 1) else $fatal(1, "xl_shfl_gather: UserWidth must be at least 1");
    assert (GatherLanes >= 1 && GatherLanes <= NumLanes && Groups * GatherLanes == NumLanes &&
            (GatherLanes & (GatherLanes - 1)) == 0)
      else $fatal(1, "xl_shfl_gather: GatherLanes must be a power of two from 1 to NumLanes");
  end
`endif

  // ---------------------------------------------------------------------------------------
  // Lane logic, on the inputs
  // ---------------------------------------------------------------------------------------
  logic [NumLanes*LaneBits-1:0] sel, src;
  logic [NumLanes-1:0]          ctrl_pval, ctrl_d_undef, ctrl_p_undef, we;
  logic [NumLanes-1:0]          pval, d_undef, p_undef;

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

  assign pval    = ctrl_pval    & ~{NumLanes{pass_i}};
  assign d_undef = ctrl_d_undef & ~{NumLanes{pass_i}};
  assign p_undef = ctrl_p_undef & ~{NumLanes{pass_i}};

  // The fallback as a select: a lane out of range (or every lane of a pass-through) reads
  // its own entry of the kept values.
  for (genvar l = 0; l < NumLanes; l++) begin : gen_src
    assign src[l*LaneBits +: LaneBits] = pval[l] ? sel[l*LaneBits +: LaneBits] : LaneBits'(l);
  end

  // ---------------------------------------------------------------------------------------
  // Control: the instruction held, its step, the result offered
  // ---------------------------------------------------------------------------------------
  logic                busy_q, out_valid_q;
  logic [StepBits-1:0] step_q;
  logic                step, last, take;

  assign step    = busy_q & (~out_valid_q | ready_i);
  assign last    = (Groups == 1) || (step_q == StepBits'(Groups - 1));
  assign ready_o = ~busy_q | (step & last);
  assign take    = valid_i & ready_o;
  assign valid_o = out_valid_q;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      busy_q      <= 1'b0;
      out_valid_q <= 1'b0;
      step_q      <= '0;
    end else begin
      if (take) begin
        busy_q <= 1'b1;
      end else if (step & last) begin
        busy_q <= 1'b0;
      end
      if (step) begin
        step_q <= last ? '0 : step_q + 1'b1;
      end
      if (step & last) begin
        out_valid_q <= 1'b1;
      end else if (ready_i) begin
        out_valid_q <= 1'b0;
      end
    end
  end

  // ---------------------------------------------------------------------------------------
  // Data: kept values and sources (loaded when taken; the sources shift K lanes a step),
  // flags and sideband of the instruction held, the output register
  // ---------------------------------------------------------------------------------------
  logic [NumLanes*Width-1:0]    own_q, d_q;
  logic [NumLanes*LaneBits-1:0] src_q;
  logic [FlagBits-1:0]          flags_q, out_flags_q;
  logic [UserWidth-1:0]         user_q, out_user_q;
  logic [GatherLanes*Width-1:0] gathered;

  always_ff @(posedge clk_i) begin
    if (take) begin
      own_q   <= pass_i ? pass_d_i : a_i;
      flags_q <= {p_undef, d_undef, we, pval};
      user_q  <= user_i;
    end
  end

  if (Groups > 1) begin : gen_shift
    always_ff @(posedge clk_i) begin
      if (take) begin
        src_q <= src;
      end else if (step) begin
        src_q <= {{GatherLanes*LaneBits{1'b0}}, src_q[NumLanes*LaneBits-1:GatherLanes*LaneBits]};
      end
    end
    always_ff @(posedge clk_i) begin
      if (step) begin
        d_q <= {gathered, d_q[NumLanes*Width-1:GatherLanes*Width]};
      end
    end
  end else begin : gen_one_step
    always_ff @(posedge clk_i) begin
      if (take) begin
        src_q <= src;
      end
    end
    always_ff @(posedge clk_i) begin
      if (step) begin
        d_q <= gathered;
      end
    end
  end

  always_ff @(posedge clk_i) begin
    if (step & last) begin
      out_flags_q <= flags_q;
      out_user_q  <= user_q;
    end
  end

  for (genvar k = 0; k < GatherLanes; k++) begin : gen_tree
    xl_mux_tree #(
      .NumIn(NumLanes),
      .Width(Width)
    ) u_mux (
      .in_i (own_q),
      .sel_i(src_q[k*LaneBits +: LaneBits]),
      .out_o(gathered[k*Width +: Width])
    );
  end

  assign d_o = d_q;
  assign {p_undef_o, d_undef_o, we_o, p_o} = out_flags_q;
  assign user_o = out_user_q;

endmodule
