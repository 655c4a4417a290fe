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
  /// Lanes, bits a lane and the sideband's bits: xl_shfl_arch's. (The undefined flags are
  /// always computed; xl_shfl_arch clears them when UndefFlags = 0.)
  parameter int NumLanes = 32,
  parameter int Width = 32,
  parameter int UserWidth = 1,
  /// Output lanes gathered per cycle (K): a power of two, 1 to NumLanes.
  parameter int GatherLanes = 8
) (
  /// Clock; reset (asynchronous, active low: drops the instruction held and the result
  /// offered); the instruction offered; the result taken.
  input  logic clk_i, rst_ni, valid_i, ready_i,
  /// The instruction (xl_pkg's ShflOp fields), taken on a cycle with valid_i and ready_o.
  input  logic [xl_pkg::shfl_op_at(xl_pkg::ShflOpUser, NumLanes, Width)+UserWidth-1:0] op_i,
  /// The instruction is taken; a result is offered.
  output logic ready_o, valid_o,
  /// The result (xl_pkg's shuffle result layout), taken on a cycle with valid_o and ready_i.
  output logic [NumLanes*(Width+4)+UserWidth-1:0] res_o
);

`ifndef SYNTHESIS
  initial assert (xl_pkg::pow2_in(GatherLanes, 1, NumLanes))
    else $fatal(1, "xl_shfl_gather: GatherLanes must be a power of two from 1 to NumLanes");
`endif  // SYNTHESIS

  /// Bits of a lane index, of c a lane. Derived: do not override.
  localparam int LaneBits  = $clog2(NumLanes);
  localparam int CBits     = 8 + LaneBits;
  /// Steps an instruction takes (G). Derived: do not override.
  localparam int Groups    = NumLanes / GatherLanes;
  localparam int StepBits  = (Groups > 1) ? $clog2(Groups) : 1;
  /// Bits of a position among the K lanes of a step. Derived: do not override.
  localparam int KBits     = (GatherLanes > 1) ? $clog2(GatherLanes) : 1;

  // ---------------------------------------------------------------------------------------
  // Control: the instruction held, its step (G of them, counted by xl_multicycle), the
  // result offered
  // ---------------------------------------------------------------------------------------
  logic [StepBits-1:0] step_q;
  logic                step, last, take;

  xl_multicycle #(.Steps(Groups)) u_seq (
    .clk_i, .rst_ni, .valid_i, .ready_o, .last_i(1'b1), .last_o(last), .count_o(step_q),
    .take_o(take), .step_o(step), .valid_o, .ready_i
  );

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

  // The instruction's fields (xl_pkg's ShflOp).
  logic [NumLanes*Width-1:0]    op_a, op_pass_d;
  logic [NumLanes*LaneBits-1:0] op_b;
  logic [NumLanes*CBits-1:0]    op_c;
  logic [NumLanes-1:0]          op_active, op_member;
  assign {op_member, op_active, op_c, op_b, op_pass_d, op_a} =
      op_i[xl_pkg::shfl_op_at(xl_pkg::ShflOpMode, NumLanes, Width)-1:0];

  for (genvar l = 0; l < NumLanes; l++) begin : gen_rec
    assign rec[l*RecBits +: RecBits] = {op_pass_d[l*Width +: Width], op_b[l*LaneBits +: LaneBits],
                                        op_c[l*CBits +: LaneBits], op_c[l*CBits + 8 +: LaneBits],
                                        op_active[l], op_member[l]};
    assign active_q[l] = rec_q[l*RecBits + 1];
    assign member_q[l] = rec_q[l*RecBits];
    // c[7:LaneBits] carries no meaning.
    logic unused_c;
    assign unused_c = ^op_c[l*CBits + LaneBits +: 8 - LaneBits];
  end

  always_ff @(posedge clk_i) begin
    if (take) begin
      rec_q <= rec;
      a_q   <= op_a;
      {user_q, pass_q, sync_q, mode_q} <=
          op_i[xl_pkg::shfl_op_at(xl_pkg::ShflOpMode, NumLanes, Width) +: UserWidth + 4];
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
    assign res_pu[k] = p_undef;
    assign res_du[k] = xl_pkg::shfl_d_undef(p_undef, active, pval, readable[j]);
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

  assign res_o = {out_user_q, d_q, pu_q, du_q, we_q, p_q};

endmodule
