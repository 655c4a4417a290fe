// SPDX-License-Identifier: Apache-2.0
// xl_shfl_uniform: the warp shuffle with a uniform fast path: one butterfly lane network
// (xl_shfl_bnet) instead of the crossbar. The ports, the function, the pass-through and
// the sideband are xl_shfl_pipe's (see its header and xl_shfl_ctrl's); the handshake is
// the valid/ready one, one instruction a cycle when every lane that reads another lane
// shares one b (and, for idx, one segment mask): every CUDA scan, reduction and broadcast.
//
//   taken (valid_i & ready_o): the lane logic runs on the inputs; the unit keeps each
//                   lane's a and pass_d, b, segment mask, flags and user_i, with the
//                   shared value s = lane 0's b and segment mask, and the lanes still to
//                   deliver: those with pval.
//   a pass:         the network moves every lane's value for b = s, with the bit that
//                   says whether its lane may be read; each lane to deliver whose b (and,
//                   for idx, segment mask) is s takes the network's value into the output
//                   register, with its d_undef. On the first pass every lane without pval
//                   takes its own value (a, or pass_d for a pass-through: the network's
//                   alternatives). If lanes are left, the next s is the b of the lowest of
//                   them, and another pass follows.
//
// A uniform instruction takes one pass; one with n distinct b among its lanes with pval
// takes up to n + 1 passes (at most NumLanes). A pass runs while the output register is
// free or being read (~valid_o | ready_i), so a result on the outputs holds while ready_i
// is low; the next instruction is taken on the cycle of the last pass, so uniform
// instructions go through one a cycle, each result two cycles after it was taken. The
// network is correct for any b; only which lanes read it changes, so a non-uniform
// instruction is exact, only slower.

module xl_shfl_uniform #(
  /// Lanes, bits a lane and the sideband's bits: xl_shfl_arch's. (The undefined flags are
  /// always computed; xl_shfl_arch clears them when UndefFlags = 0.)
  parameter int NumLanes = 32,
  parameter int Width = 32,
  parameter int UserWidth = 1,
  /// The network's shape (xl_shfl_bnet): 1 for 6-input LUTs, 0 for 4-input LUTs.
  parameter bit WideLuts = 1'b1
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


  /// Bits of a lane index, of c a lane. Derived: do not override.
  localparam int LaneBits = $clog2(NumLanes);
  localparam int CBits    = 8 + LaneBits;

  // ---------------------------------------------------------------------------------------
  // Lane logic, on the inputs
  // ---------------------------------------------------------------------------------------
  logic [NumLanes*LaneBits-1:0] sel, seg;
  logic [NumLanes-1:0]          pval, p_undef, ctrl_d_undef, we, readable, ctrl_readable;

  // The network needs b itself, not the
  // lane logic's j; and the flag of a lane that reads another comes out of the network
  // (readable), not from a NumLanes:1 lookup per lane. Both are left to synthesis to drop.
  xl_shfl_ctrl #(.NumLanes(NumLanes), .Width(Width), .UserWidth(UserWidth))
    u_ctrl (.op_i, .sel_o(sel), .pval_o(pval), .we_o(we), .d_undef_o(ctrl_d_undef),
            .p_undef_o(p_undef), .readable_o(ctrl_readable));
  logic unused_ctrl;
  assign unused_ctrl = ^{sel, ctrl_d_undef, ctrl_readable};

  // The instruction's fields this unit keeps (xl_pkg's ShflOp).
  logic [NumLanes*Width-1:0]    a_i, pass_d_i;
  logic [NumLanes*LaneBits-1:0] b_i;
  logic [NumLanes*CBits-1:0]    c_i;
  logic [1:0]                   mode_i;
  logic                         pass_i, sync_i;
  logic [UserWidth-1:0]         user_i;
  logic [NumLanes-1:0]          active_i, member_i;
  assign {user_i, pass_i, sync_i, mode_i, member_i, active_i, c_i, b_i, pass_d_i, a_i} = op_i;
  // Of c the segment masks only (the lane logic reads the rest).
  logic unused_c;
  assign unused_c = ^c_i;

  // A lane that may be read (plain shfl: an active one).
  for (genvar l = 0; l < NumLanes; l++) begin : gen_readable
    assign readable[l] = xl_pkg::shfl_readable(sync_i, active_i[l], member_i[l]);
  end

  for (genvar l = 0; l < NumLanes; l++) begin : gen_seg
    assign seg[l*LaneBits +: LaneBits] = c_i[l*CBits + 8 +: LaneBits];
  end

  // ---------------------------------------------------------------------------------------
  // The instruction held, its passes, the result offered
  // ---------------------------------------------------------------------------------------
  // The network carries each lane's value with its readable bit on top (NetWidth bits), so
  // that a lane reading lane j gets readable[j] beside a[j]. a and pass_d are kept apart:
  // a mux in front of the registers would cost a LUT a bit, the output mux takes both.
  localparam int NetWidth = Width + 1;

  logic                         first_q, pass_q;
  logic [1:0]                   mode_q;
  logic [NumLanes*Width-1:0]    a_q, pass_d_q, d_q;
  logic [NumLanes*NetWidth-1:0] net_in, net;
  logic [NumLanes*LaneBits-1:0] b_q, seg_q;
  logic [LaneBits-1:0]          s_b_q, s_seg_q, next_b, next_seg;
  logic [NumLanes-1:0]          pend_q, match, rest, lowest, deliver;
  logic [NumLanes-1:0]          pval_q, p_undef_q, we_q, readable_q, d_undef_q;
  logic [NumLanes-1:0]          out_pval_q, out_p_undef_q, out_we_q;
  logic [UserWidth-1:0]         user_q, out_user_q;
  logic                         pass_now, last, take;

  assign rest = pend_q & ~match;
  assign last = (rest == '0);

  // A pass is xl_multicycle's step.
  logic unused_last, unused_count;  // the unit's own last; no count (Steps = 0)
  xl_multicycle u_seq (
    .clk_i, .rst_ni, .valid_i, .ready_o, .last_i(last), .last_o(unused_last),
    .count_o(unused_count), .take_o(take), .step_o(pass_now), .valid_o, .ready_i
  );

  always_ff @(posedge clk_i) begin
    if (take) begin
      a_q        <= a_i;
      pass_d_q   <= pass_d_i;
      pass_q     <= pass_i;
      b_q        <= b_i;
      seg_q      <= seg;
      mode_q     <= mode_i;
      pval_q     <= pval;
      p_undef_q  <= p_undef;
      we_q       <= we;
      readable_q <= readable;
      user_q     <= user_i;
      first_q    <= 1'b1;
      pend_q     <= pval;
      s_b_q      <= b_i[LaneBits-1:0];
      s_seg_q    <= seg[LaneBits-1:0];
    end else if (pass_now) begin
      first_q <= 1'b0;
      pend_q  <= rest;
      s_b_q   <= next_b;
      s_seg_q <= next_seg;
    end
  end

  always_ff @(posedge clk_i) begin
    if (pass_now & last) begin
      out_pval_q    <= pval_q;
      out_p_undef_q <= p_undef_q;
      out_we_q      <= we_q;
      out_user_q    <= user_q;
    end
  end

  // The next shared value: the b and segment mask of the lowest lane left (an OR of the
  // lanes picked by a one-hot mask, not a priority mux).
  assign lowest = rest & (~rest + 1'b1);
  always_comb begin
    next_b   = '0;
    next_seg = '0;
    for (int l = 0; l < NumLanes; l++) begin
      next_b   = next_b   | ({LaneBits{lowest[l]}} & b_q[l*LaneBits +: LaneBits]);
      next_seg = next_seg | ({LaneBits{lowest[l]}} & seg_q[l*LaneBits +: LaneBits]);
    end
  end

  // ---------------------------------------------------------------------------------------
  // The network and each lane's part
  // ---------------------------------------------------------------------------------------
  // A lane that reads another takes the network's value; any other lane its own value, a
  // or (for a pass-through) pass_d: the network's alternatives, merged into its last level.
  logic [NumLanes*NetWidth-1:0] own_a, own_pass;
  for (genvar l = 0; l < NumLanes; l++) begin : gen_net_in
    assign net_in[l*NetWidth +: NetWidth]   = {readable_q[l], a_q[l*Width +: Width]};
    assign own_a[l*NetWidth +: NetWidth]    = {1'b0, a_q[l*Width +: Width]};
    assign own_pass[l*NetWidth +: NetWidth] = {1'b0, pass_d_q[l*Width +: Width]};
  end

  xl_shfl_bnet #(
    .NumLanes(NumLanes),
    .Width   (NetWidth),
    .WideLuts(WideLuts)
  ) u_net (
    .mode_i   (mode_q),
    .s_b_i    (s_b_q),
    .s_seg_i  (s_seg_q),
    .a_i      (net_in),
    .alt_i    (~pval_q),
    .alt_sel_i({NumLanes{pass_q}}),
    .alt0_i   (own_a),
    .alt1_i   (own_pass),
    .d_o      (net)
  );

  for (genvar l = 0; l < NumLanes; l++) begin : gen_lane
    logic [LaneBits-1:0] lane_b, lane_seg;
    logic [Width-1:0]    lane_d;
    logic                lane_deliver, lane_d_undef;
    assign lane_b    = b_q[l*LaneBits +: LaneBits];
    assign lane_seg  = seg_q[l*LaneBits +: LaneBits];
    assign match[l]  = (lane_b == s_b_q) & ((mode_q != xl_pkg::ShflIdx) | (lane_seg == s_seg_q));
    assign deliver[l] = (first_q & ~pval_q[l]) | (pend_q[l] & match[l]);
    assign lane_deliver = deliver[l];
    // A lane that reads lane j gets a[j] with readable[j] on top: its d is undefined when
    // j may not be read.
    assign lane_d = net[l*NetWidth +: Width];
    assign lane_d_undef = xl_pkg::shfl_d_undef(p_undef_q[l], we_q[l], pval_q[l],
                                               net[l*NetWidth + Width]);

    always_ff @(posedge clk_i) begin
      if (pass_now && lane_deliver) begin
        d_q[l*Width +: Width] <= lane_d;
        d_undef_q[l]          <= lane_d_undef;
      end
    end
  end

  assign res_o = {out_user_q, d_q, out_p_undef_q, d_undef_q, out_we_q, out_pval_q};

endmodule
