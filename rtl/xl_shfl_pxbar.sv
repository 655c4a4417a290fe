// SPDX-License-Identifier: Apache-2.0
// xl_shfl_pxbar: the warp shuffle as a pipelined crossbar: registers inside the mux trees,
// the source values registered in Copies replicas, one instruction a cycle. The ports, the
// function, the pass-through and the sideband are xl_shfl_pipe's (see its header and
// xl_shfl_ctrl's).
//
//   stage 0:  the lane logic on the inputs; registered: each lane's own value (a, or
//             pass_d for a pass-through) in Copies replicas, its select (the fallback
//             folded in: src = pval ? j : l), its flags, user_i
//   levels:   each output lane's NumLanes:1 tree, level s choosing with select bit s-1;
//             after every level whose bit is set in TreeCuts the surviving candidates are
//             registered, with the select bits still to use, the flags and the sideband
//   output:   the last level's result registered
//
// Latency = 2 + the number of bits set in TreeCuts. Lane group g (NumLanes / Copies lanes)
// reads replica g of the source values, so no source register drives more than
// NumLanes / Copies trees; the replicas are kept apart in synthesis (keep). The registers
// after level s hold NumLanes x (NumLanes >> s) x Width bits: a cut late in the tree is
// cheap, an early one dear.
//
// Handshake, two forms (Queue):
//   Queue = 0: every stage moves on while the output is free or taken (stall = valid_o &
//              ~ready_i holds them all, bubbles included); ready_o = ~stall, from ready_i
//              and valid_o. The stall is the load enable of every register.
//   Queue = 1: the stages move on every cycle, with no load enable; each result goes into
//              an output queue of Slots = Latency + 1 entries (the output register's
//              place), offered from its head. An instruction is taken while fewer than
//              Slots are inside (in the stages or the queue): ready_o = (inside < Slots),
//              from a register, so a result always finds a free entry. With ready_i high
//              that is every cycle; the queue's write and read enables reach Slots entries,
//              not the whole pipeline.

module xl_shfl_pxbar #(
  /// Lanes, bits a lane and the sideband's bits: xl_shfl_arch's. (The undefined flags are
  /// always computed; xl_shfl_arch clears them when UndefFlags = 0.)
  parameter int NumLanes = 32,
  parameter int Width = 32,
  parameter int UserWidth = 1,
  /// Bit s-1 set: registers after tree level s (1 to log2(NumLanes) - 1).
  parameter int TreeCuts = 0,
  /// Replicas of the source values: a power of two, 1 to NumLanes.
  parameter int Copies = 1,
  /// 0: one stall holds every stage; 1: free-running stages and an output queue (above).
  parameter int Queue = 0
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

  /// Bits of a lane index. Derived: do not override.
  localparam int LaneBits = $clog2(NumLanes);
  /// Lanes that share one replica of the source values. Derived: do not override.
  localparam int GroupLanes = NumLanes / Copies;
  /// Per-lane flags beside the data (p, we, d_undef, p_undef) and the sideband.
  localparam int SideBits = 4 * NumLanes + UserWidth;

`ifndef SYNTHESIS
  initial begin
    assert (xl_pkg::pow2_in(Copies, 1, NumLanes))
      else $fatal(1, "xl_shfl_pxbar: Copies must be a power of two from 1 to NumLanes");
    assert (TreeCuts >= 0 && TreeCuts < (1 << (LaneBits - 1)))
      else $fatal(1, "xl_shfl_pxbar: TreeCuts may set bits 0 to log2(NumLanes) - 2 only");
    assert (Queue == 0 || Queue == 1) else $fatal(1, "xl_shfl_pxbar: Queue must be 0 or 1");
  end
`endif  // SYNTHESIS

  // ---------------------------------------------------------------------------------------
  // Handshake: one stall for every stage
  // ---------------------------------------------------------------------------------------
  // move: the load enable of the stages (1 with the queue); ready_o: see the header.
  logic stall, move;
  assign stall = valid_o & ~ready_i;
  assign move  = (Queue != 0) | ~stall;

  // ---------------------------------------------------------------------------------------
  // Stage 0: lane logic on the inputs, registered
  // ---------------------------------------------------------------------------------------
  logic [NumLanes*LaneBits-1:0] sel, src;
  logic [NumLanes-1:0]          d_undef, p_undef, we, pval, unused_readable;
  xl_shfl_ctrl #(.NumLanes(NumLanes), .Width(Width), .UserWidth(UserWidth))
    u_ctrl (.op_i, .sel_o(sel), .pval_o(pval), .we_o(we), .d_undef_o(d_undef), .p_undef_o(p_undef),
            .readable_o(unused_readable));

  logic pass;
  assign pass = op_i[xl_pkg::shfl_op_at(xl_pkg::ShflOpPass, NumLanes, Width)];
  for (genvar l = 0; l < NumLanes; l++) begin : gen_src
    assign src[l*LaneBits +: LaneBits] = pval[l] ? sel[l*LaneBits +: LaneBits] : LaneBits'(l);
  end

  // The sideband (xl_pkg's ShflOp fields).
  logic [UserWidth-1:0]      user;
  assign user = op_i[xl_pkg::shfl_op_at(xl_pkg::ShflOpUser, NumLanes, Width) +: UserWidth];

  logic                         v0_q;
  logic [NumLanes*LaneBits-1:0] src_q;
  logic [SideBits-1:0]          side0_q;
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      v0_q <= 1'b0;
    end else if (move) begin
      v0_q <= valid_i & ((Queue == 0) | ready_o);  // taken (with the stall, move is ready_o)
    end
  end
  always_ff @(posedge clk_i) begin
    if (move) begin
      src_q   <= src;
      side0_q <= {user, p_undef, d_undef, we, pval};
    end
  end

  // The replicas of the source values (a, or pass_d for a pass-through: such a lane reads
  // its own entry).
  localparam int PassDAt = xl_pkg::shfl_op_at(xl_pkg::ShflOpPassD, NumLanes, Width);
  for (genvar c = 0; c < Copies; c++) begin : gen_copy
    logic [NumLanes*Width-1:0] own_q;
    (* keep *) always_ff @(posedge clk_i) begin
      if (move) begin
        own_q <= pass ? op_i[PassDAt +: NumLanes*Width] : op_i[0 +: NumLanes*Width];
      end
    end
  end

  // ---------------------------------------------------------------------------------------
  // The trees, level by level; a registered level where TreeCuts says
  // ---------------------------------------------------------------------------------------
  // gen_level[s]: after s levels. valid and side travel with the data; each lane's
  // remaining select bits are the high LaneBits - s bits of its src.
  for (genvar s = 0; s <= LaneBits; s++) begin : gen_level
    localparam int Cand = NumLanes >> s;  // candidates left per lane
    logic                         valid;
    logic [SideBits-1:0]          side;
    logic [NumLanes*LaneBits-1:0] srcs;
    logic [NumLanes*Cand*Width-1:0] data;  // lane l's candidates at [l*Cand*Width +: Cand*Width]

    if (s == 0) begin : gen_leaves
      assign valid = v0_q;
      assign side  = side0_q;
      assign srcs  = src_q;
      for (genvar l = 0; l < NumLanes; l++) begin : gen_lane
        assign data[l*Cand*Width +: Cand*Width] = gen_copy[l / GroupLanes].own_q;
      end
    end else begin : gen_mux
      logic [NumLanes*Cand*Width-1:0] muxed;
      for (genvar l = 0; l < NumLanes; l++) begin : gen_lane
        for (genvar k = 0; k < Cand; k++) begin : gen_cand
          localparam int Prev = NumLanes >> (s - 1);
          assign muxed[(l*Cand + k)*Width +: Width] =
              gen_level[s-1].srcs[l*LaneBits + s - 1]
                  ? gen_level[s-1].data[(l*Prev + 2*k + 1)*Width +: Width]
                  : gen_level[s-1].data[(l*Prev + 2*k)*Width +: Width];
        end
      end
      if (s < LaneBits && ((TreeCuts >> (s - 1)) & 1) == 1) begin : gen_cut
        logic                           valid_q;
        logic [SideBits-1:0]            side_q;
        logic [NumLanes*LaneBits-1:0]   srcs_q;
        logic [NumLanes*Cand*Width-1:0] data_q;
        always_ff @(posedge clk_i or negedge rst_ni) begin
          if (!rst_ni) begin
            valid_q <= 1'b0;
          end else if (move) begin
            valid_q <= gen_level[s-1].valid;
          end
        end
        always_ff @(posedge clk_i) begin
          if (move) begin
            side_q <= gen_level[s-1].side;
            srcs_q <= gen_level[s-1].srcs;
            data_q <= muxed;
          end
        end
        assign valid = valid_q;
        assign side  = side_q;
        assign srcs  = srcs_q;
        assign data  = data_q;
      end else begin : gen_wire
        assign valid = gen_level[s-1].valid;
        assign side  = gen_level[s-1].side;
        assign srcs  = gen_level[s-1].srcs;
        assign data  = muxed;
      end
    end
  end

  // The select bits are used up by the last level.
  logic unused_srcs;
  assign unused_srcs = ^gen_level[LaneBits].srcs;

  if (Queue == 0) begin : gen_out_reg
    // -------------------------------------------------------------------------------------
    // Output register, held by the stall
    // -------------------------------------------------------------------------------------
    logic                      out_valid_q;
    logic [SideBits-1:0]       out_side_q;
    logic [NumLanes*Width-1:0] out_d_q;
    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        out_valid_q <= 1'b0;
      end else if (move) begin
        out_valid_q <= gen_level[LaneBits].valid;
      end
    end
    always_ff @(posedge clk_i) begin
      if (move) begin
        out_side_q <= gen_level[LaneBits].side;
        out_d_q    <= gen_level[LaneBits].data;
      end
    end
    assign ready_o = move;
    assign valid_o = out_valid_q;
    assign res_o   = {out_side_q[SideBits-1 -: UserWidth], out_d_q, out_side_q[4*NumLanes-1:0]};
  end else begin : gen_out_queue
    // -------------------------------------------------------------------------------------
    // Output queue of Slots entries, and the count of instructions inside
    // -------------------------------------------------------------------------------------
    localparam int Slots     = 3 + $countones(TreeCuts);  // Latency + 1
    localparam int PtrBits   = $clog2(Slots);      // an entry's number
    localparam int SlotBits  = $clog2(Slots + 1);  // a count of entries, 0 to Slots
    localparam int EntryBits = SideBits + NumLanes * Width;
    localparam logic [PtrBits-1:0]  LastSlot = PtrBits'(Slots - 1);
    localparam logic [SlotBits-1:0] AllSlots = SlotBits'(Slots);

    logic [EntryBits-1:0] slot_q [Slots];
    logic [PtrBits-1:0]   wr_q, rd_q;
    logic [SlotBits-1:0]  held_q, inside_q;
    logic                 push, pop, take;
    assign push    = gen_level[LaneBits].valid;
    assign pop     = valid_o & ready_i;
    assign ready_o = (inside_q != AllSlots);
    assign take    = valid_i & ready_o;

    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        wr_q     <= '0;
        rd_q     <= '0;
        held_q   <= '0;
        inside_q <= '0;
      end else begin
        if (push) begin
          wr_q <= (wr_q == LastSlot) ? '0 : wr_q + 1'b1;
        end
        if (pop) begin
          rd_q <= (rd_q == LastSlot) ? '0 : rd_q + 1'b1;
        end
        if (push != pop) begin
          held_q <= push ? held_q + 1'b1 : held_q - 1'b1;
        end
        if (take != pop) begin
          inside_q <= take ? inside_q + 1'b1 : inside_q - 1'b1;
        end
      end
    end
    always_ff @(posedge clk_i) begin
      if (push) begin
        slot_q[wr_q] <= {gen_level[LaneBits].side, gen_level[LaneBits].data};
      end
    end

    assign valid_o = (held_q != '0);
    logic [EntryBits-1:0] head;
    assign head  = slot_q[rd_q];
    assign res_o = {head[EntryBits-1 -: UserWidth], head[NumLanes*Width-1:0],
                    head[NumLanes*Width +: 4*NumLanes]};
  end

endmodule
