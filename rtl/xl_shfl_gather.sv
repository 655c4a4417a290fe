// SPDX-License-Identifier: Apache-2.0
// xl_shfl_gather: the warp shuffle as a time-multiplexed gather: K = GatherLanes output
// lanes a cycle through K mux trees, G = NumLanes / K cycles an instruction. The ports,
// the function, the pass-through and the sideband are xl_shfl_pipe's (see its header and
// xl_shfl_ctrl's); the handshake is the valid/ready one, but an instruction occupies the
// unit for G cycles.
//
//   taken (valid_i & ready_o): the unit keeps the instruction as it came: every lane's a
//                   and pass_d, its b, clamp value and segment mask, active and member
//                   bits, the mode, sync, pass_i and user_i. No logic in front of these
//                   registers.
//   step g = 0..G-1: for lanes gK..gK+K-1 (each position k picks its lane's fields with a
//                   G:1 mux), K copies of the lane logic (xl_shfl_lane) give j and pval,
//                   the undefined flags follow; each of the K trees reads the kept a at
//                   src = pval ? j : lane (the fallback folded into the select), or the
//                   lane's pass_d for a pass-through. The K results and flags enter the
//                   top of the output registers, which shift down K lanes; after step G-1
//                   lane l's result sits at lane l and valid_o rises.
//
// A step runs while the output registers are free or being read (~valid_o | ready_i), so a
// result on the outputs holds while ready_i is low. The next instruction is taken on the
// cycle of the last step: with ready_i high, one instruction every G cycles, its result
// G + 1 cycles after it was taken (pass-throughs too). ready_o is low while an instruction
// is held, except on its last step: it does not depend on valid_i, and on ready_i only
// through that step.
//
// Area: K mux trees and K lane logics instead of NumLanes of each; registers instead of
// logic for the rest (a and pass_d are kept apart, so no NumLanes x Width mux sits in front
// of them). GatherLanes = NumLanes is a crossbar with one extra cycle.

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
  /// Mode: xl_pkg::ShflUp, ShflDown, ShflBfly or ShflIdx.
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
  /// The last step's number, unsigned. Derived: do not override.
  localparam logic [StepBits-1:0] LastStep = StepBits'(Groups - 1);
  /// Bits of a position among the K lanes of a step. Derived: do not override.
  localparam int KBits     = (GatherLanes > 1) ? $clog2(GatherLanes) : 1;

`ifndef SYNTHESIS
  initial begin
    assert (UserWidth >= 1) else $fatal(1, "xl_shfl_gather: UserWidth must be at least 1");
    assert (GatherLanes >= 1 && GatherLanes <= NumLanes && Groups * GatherLanes == NumLanes &&
            (GatherLanes & (GatherLanes - 1)) == 0)
      else $fatal(1, "xl_shfl_gather: GatherLanes must be a power of two from 1 to NumLanes");
  end
`endif  // SYNTHESIS

  // ---------------------------------------------------------------------------------------
  // Control: the instruction held, its step, the result offered
  // ---------------------------------------------------------------------------------------
  logic [StepBits-1:0] step_q;
  logic                step, last, take;

  assign last = (Groups == 1) || (step_q == LastStep);

  xl_multicycle u_seq (
    .clk_i,
    .rst_ni,
    .valid_i,
    .ready_o,
    .last_i (last),
    .take_o (take),
    .step_o (step),
    .valid_o,
    .ready_i
  );

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      step_q <= '0;
    end else if (step) begin
      step_q <= last ? '0 : step_q + 1'b1;
    end
  end

  // ---------------------------------------------------------------------------------------
  // The instruction held: each lane's record {pass_d, b, cval, segmask, active, member},
  // its a, and the instruction's fields
  // ---------------------------------------------------------------------------------------
  localparam int RecBits = Width + 3 * LaneBits + 2;

  logic [NumLanes*RecBits-1:0] rec, rec_q;
  logic [NumLanes*Width-1:0]   a_q;
  logic [NumLanes-1:0]         active_q, member_q, readable;
  logic [1:0]                  mode_q;
  logic                        sync_q, pass_q;
  logic [UserWidth-1:0]        user_q, out_user_q;

  for (genvar l = 0; l < NumLanes; l++) begin : gen_rec
    assign rec[l*RecBits +: RecBits] = {pass_d_i[l*Width +: Width], b_i[l*LaneBits +: LaneBits],
                                        c_i[l*CBits +: LaneBits], c_i[l*CBits + 8 +: LaneBits],
                                        active_i[l], member_i[l]};
    assign active_q[l] = rec_q[l*RecBits + 1];
    assign member_q[l] = rec_q[l*RecBits];
    // c[7:LaneBits] carries no meaning.
    logic unused_c;
    assign unused_c = ^c_i[l*CBits + LaneBits +: 8 - LaneBits];
  end

  always_ff @(posedge clk_i) begin
    if (take) begin
      rec_q  <= rec;
      a_q    <= a_i;
      mode_q <= mode_i;
      sync_q <= sync_i;
      pass_q <= pass_i;
      user_q <= user_i;
    end
  end

  // A lane may read another lane's a where that lane executes and, for shfl.sync, is a member.
  for (genvar l = 0; l < NumLanes; l++) begin : gen_readable
    assign readable[l] = xl_pkg::shfl_readable(sync_q, active_q[l], member_q[l]);
  end

  // ---------------------------------------------------------------------------------------
  // One step: K lanes through the lane logic and the mux trees
  // ---------------------------------------------------------------------------------------
  logic [GatherLanes*Width-1:0] res_d;
  logic [GatherLanes-1:0]       res_p, res_we, res_du, res_pu;

  for (genvar k = 0; k < GatherLanes; k++) begin : gen_pos
    // The record of this position's lane in the current step.
    logic [RecBits-1:0] r;
    if (Groups > 1) begin : gen_pick
      logic [Groups*RecBits-1:0] cand;
      for (genvar g = 0; g < Groups; g++) begin : gen_cand
        assign cand[g*RecBits +: RecBits] = rec_q[(g*GatherLanes + k)*RecBits +: RecBits];
      end
      xl_mux_tree #(
        .NumIn(Groups),
        .Width(RecBits)
      ) u_pick (
        .in_i (cand),
        .sel_i(step_q),
        .out_o(r)
      );
    end else begin : gen_only
      assign r = rec_q[k*RecBits +: RecBits];
    end

    logic [Width-1:0]    pass_d, gathered;
    logic [LaneBits-1:0] lane, bval, cval, segmask, j, src;
    logic                active, member, pval, p_undef;
    assign {pass_d, bval, cval, segmask, active, member} = r;
    // lane = step * K + k; K is a power of two, so the step goes above k's bits.
    if (Groups > 1 && GatherLanes > 1) begin : gen_lane_step
      assign lane = {step_q, KBits'(k)};
    end else if (Groups > 1) begin : gen_lane_step1
      assign lane = step_q;
    end else begin : gen_lane_const
      logic unused_step;
      assign unused_step = ^step_q;
      assign lane = LaneBits'(k);
    end

    logic ctrl_pval;
    xl_shfl_lane #(
      .NumLanes(NumLanes)
    ) u_lane (
      .mode_i   (mode_q),
      .lane_i   (lane),
      .bval_i   (bval),
      .cval_i   (cval),
      .segmask_i(segmask),
      .j_o      (j),
      .pval_o   (ctrl_pval)
    );

    // A pass-through takes no lane's value and has no undefined result.
    assign pval    = ctrl_pval & ~pass_q;
    assign p_undef = xl_pkg::shfl_p_undef(sync_q, active, member) & ~pass_q;
    assign src     = pval ? j : lane;

    xl_mux_tree #(
      .NumIn(NumLanes),
      .Width(Width)
    ) u_mux (
      .in_i (a_q),
      .sel_i(src),
      .out_o(gathered)
    );

    assign res_d[k*Width +: Width] = pass_q ? pass_d : gathered;
    assign res_p[k]  = pval;
    assign res_we[k] = active;
    if (UndefFlags) begin : gen_undef
      assign res_pu[k] = p_undef;
      assign res_du[k] = xl_pkg::shfl_d_undef(p_undef, active, pval, readable[j]);
    end else begin : gen_no_undef
      logic unused_undef;
      assign unused_undef = p_undef ^ readable[j];
      assign res_pu[k] = 1'b0;
      assign res_du[k] = 1'b0;
    end
  end

  // ---------------------------------------------------------------------------------------
  // Output registers: K lanes enter at the top each step
  // ---------------------------------------------------------------------------------------
  logic [NumLanes*Width-1:0] d_q;
  logic [NumLanes-1:0]       p_q, we_q, du_q, pu_q;

  if (Groups > 1) begin : gen_shift
    always_ff @(posedge clk_i) begin
      if (step) begin
        d_q  <= {res_d, d_q[NumLanes*Width-1:GatherLanes*Width]};
        p_q  <= {res_p, p_q[NumLanes-1:GatherLanes]};
        we_q <= {res_we, we_q[NumLanes-1:GatherLanes]};
        du_q <= {res_du, du_q[NumLanes-1:GatherLanes]};
        pu_q <= {res_pu, pu_q[NumLanes-1:GatherLanes]};
      end
    end
  end else begin : gen_one_step
    always_ff @(posedge clk_i) begin
      if (step) begin
        d_q  <= res_d;
        p_q  <= res_p;
        we_q <= res_we;
        du_q <= res_du;
        pu_q <= res_pu;
      end
    end
  end

  always_ff @(posedge clk_i) begin
    if (step & last) begin
      out_user_q <= user_q;
    end
  end

  assign d_o       = d_q;
  assign p_o       = p_q;
  assign we_o      = we_q;
  assign d_undef_o = du_q;
  assign p_undef_o = pu_q;
  assign user_o    = out_user_q;

endmodule
