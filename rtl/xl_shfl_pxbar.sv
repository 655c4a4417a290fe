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
//             (with the queue, Queue = 1, a cut after the last level too: a register in
//             front of the queue's write, whose slices may then sit apart from the trees)
//   output:   the last level's result registered (or written into the queue)
//
// Latency = 2 + the number of bits set in TreeCuts (Fanout 0). Lane group g (NumLanes /
// Copies lanes) reads replica g of the source values, so no source register drives more than
// NumLanes / Copies trees; the replicas are kept apart in synthesis (keep). The registers
// after level s hold NumLanes x (NumLanes >> s) x Width bits: a cut late in the tree is
// cheap, an early one dear.
//
// Fanout > 0: registered fanout trees (xl_fanout) in front of every wide net, so that no
// data, select or control net drives more than Fanout registers or muxes (the clock, the
// reset and the consumer's ready_i excepted: ready_i is the handshake's own, it steers the
// output queue in the cycle it is high). Free-running stages only (Queue = 1):
//
//   shared:   the fields every lane reads (pass, sync, mode, the masks) in Copies replicas,
//             ceil(log_F Copies) levels (and one register more with LaneSplit: FrontD);
//             the mode and pass again, in up to one replica a lane (PickCopies)
//   lanes:    each lane's source at every one of the four modes (xl_shfl_src's adders) on
//             the instruction's b and c (registered there with LaneSplit); the range checks,
//             then as many registers as the shared fields' tree; the mode's picked on the
//             lane's replica, and the flags by xl_shfl_ctrl once per lane group (its other
//             lanes are dropped by synthesis); src registered, the flags and the sideband a
//             register later (two with LookSplit: the readable lookup in two halves)
//             LaneSplit and LookSplit spend stages that T1 leaves to spare (below)
//   selects:  level s's select bit of every lane in R(s) = (NumLanes >> s) * Width / F
//             replicas (one per F of the lane's level-s muxes), each tree as deep as the
//             level is late
//   sources:  pass in NumLanes * Width / F replicas, a and pass_d delayed beside it, the
//             pass-through mux registered at the root, then the Copies replicas
//   queue:    the read pointer in QGroups copies (the largest power of two with slices
//             of at least Fanout * Fanout bits), each reading its slice of the entry
//             (Fanout * Fanout / 4 LUT RAMs of 4 bits on the ECP5); the push and the write
//             pointer in WrSides copies a slice (up to Fanout / 2, parts of at least
//             2 * Fanout bits), each writing its part; ready_i reaches one LUT a slice,
//             QGroups in all
//
// The first tree level then starts T1 registers after the inputs (T1 = 1 without
// Fanout; derived below) and Latency = T1 + 1 + the cuts.
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
  /// Bit s-1 set: registers after tree level s (1 to log2(NumLanes) - 1; with Queue = 1 also
  /// the last level, log2(NumLanes): a register in front of the queue's write).
  parameter int TreeCuts = 0,
  /// Replicas of the source values: a power of two, 1 to NumLanes.
  parameter int Copies = 1,
  /// 0: one stall holds every stage; 1: free-running stages and an output queue (above).
  parameter int Queue = 0,
  /// 0: no fanout trees; a power of two from 2: the registered fanout trees (above), each
  /// register driving at most Fanout registers or muxes. Needs Queue = 1.
  parameter int Fanout = 0,
  /// Fanout: registers added in front of the first tree level (the latency grows by as
  /// many), spent where the paths are longest (below: LaneSplit, then the select trees).
  /// 0 otherwise.
  parameter int Extra = 0
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
  /// The last tree level that TreeCuts may cut after: the one before the output register, or
  /// with the queue the last itself (a register in front of the queue's write). Derived:
  /// do not override.
  localparam int LastCut    = (Queue != 0) ? LaneBits : LaneBits - 1;
  /// Per-lane flags beside the data (p, we, d_undef, p_undef) and the sideband; with the
  /// data, a result (an entry of the output queue).
  localparam int SideBits  = 4 * NumLanes + UserWidth;
  localparam int EntryBits = SideBits + NumLanes * Width;
  /// Fanout, or 2 where it is 0 (so that the sizes below divide). Derived: do not override.
  localparam int Fo = (Fanout > 1) ? Fanout : 2;

  /// Fanout: replicas of level s's select bits (one per Fanout of a lane's level-s muxes).
  function automatic int sel_copies(input int s);
    sel_copies = xl_pkg::fanout_copies((NumLanes >> s) * Width, Fo);
  endfunction
  /// Registers between the first tree level and level s (the cuts before it).
  function automatic int cuts_before(input int s);
    cuts_before = $countones(TreeCuts & ((1 << (s - 1)) - 1));
  endfunction

  /// Fanout: register levels of the shared fields' tree, of the select trees at the first
  /// level (the deepest), of the pass tree; the first tree level's stage (T1, xl_pkg's
  /// pxbar_t1). Derived: do not override.
  localparam int PassCopies = xl_pkg::fanout_copies(NumLanes * Width, Fo);
  localparam int SharedD    = xl_pkg::log_ceil(Copies, Fo);
  localparam int SelD       = xl_pkg::log_ceil(xl_pkg::fanout_copies((NumLanes / 2) * Width, Fo),
                                                Fo);
  localparam int PassD      = xl_pkg::log_ceil(PassCopies, Fo);
  localparam int T1         = xl_pkg::pxbar_t1(NumLanes, Width, Copies, Fanout, Extra);
  /// Fanout: the stages that T1 leaves to spare on a path, spent where they shorten it (the
  /// latency stays pxbar_t1's): the lane logic's adders and compares in two stages where
  /// the select and flag paths have one to spare (LaneSplit), and the lookup of the
  /// source's readable bit in two where the flags' path has one and NumLanes > 8
  /// (LookSplit). What is left lengthens the select trees (xl_fanout spreads a tree's
  /// fan-out over its levels), so that a source register's loads sit near it and each hop
  /// to the tiles of its lane's trees is shorter. FrontD: the registers before the mode's
  /// pick; PickCopies: the replicas of the mode and pass the picks read (one a lane where
  /// FrontD levels reach that many, so that no replica steers more than one lane's pick).
  /// Derived: do not override.
  localparam int LaneSplit  = (SharedD + 2 + SelD <= T1 && SharedD + 3 <= T1) ? 1 : 0;
  localparam int FrontD     = SharedD + LaneSplit;
  localparam int LookSplit  = (NumLanes > 8 && FrontD + 3 <= T1) ? 1 : 0;
  localparam int PickCopies = (FrontD * $clog2(Fo) >= LaneBits) ? NumLanes
                                                                : 1 << (FrontD * $clog2(Fo));
  /// Fanout: the bits of a word one select replica steers at a level, and the width of a
  /// tile of the output queue (the two agree, so a tile is what a subtree steers).
  localparam int Chunk      = (Width < Fo) ? Width : Fo;
  /// Slices of the output queue, each with its own pointers (Fanout: the largest power of
  /// two with slices of at least Fanout * Fanout bits). Derived: do not override.
  localparam int QGroups    = (Fanout == 0) ? 1 : xl_pkg::pow2_floor(EntryBits / (Fo * Fo));
  localparam int SliceBits  = EntryBits / QGroups;  // the last slice takes the rest too
  /// Fanout: write sides of a slice, each with its own push and write pointer (the
  /// largest power of two up to Fanout / 2 with parts of at least 2 * Fanout bits), so
  /// that a push drives its pointer and the write enables of 2 * Fanout bits or so, not a
  /// whole slice's. Derived: do not override.
  localparam int WrFit      = SliceBits / (2 * Fo);
  localparam int WrSides    = (Fanout == 0) ? 1
                                            : xl_pkg::pow2_floor((WrFit < Fo / 2) ? WrFit : Fo / 2);

`ifndef SYNTHESIS
  initial begin
    assert (xl_pkg::pow2_in(Copies, 1, NumLanes))
      else $fatal(1, "xl_shfl_pxbar: Copies must be a power of two from 1 to NumLanes");
    assert (TreeCuts >= 0 && TreeCuts < (1 << LastCut))
      else $fatal(1, {"xl_shfl_pxbar: TreeCuts may set bits 0 to log2(NumLanes) - 2 only, ",
                      "and bit log2(NumLanes) - 1 (the last level) with Queue = 1"});
    assert (Queue == 0 || Queue == 1) else $fatal(1, "xl_shfl_pxbar: Queue must be 0 or 1");
    assert (Fanout == 0 || (xl_pkg::pow2_in(Fanout, 2, 1 << 16) && Queue == 1))
      else $fatal(1, "xl_shfl_pxbar: Fanout must be 0 or a power of two from 2, with Queue = 1");
    assert (Fanout == 0 || Width < Fanout || Width % Fanout == 0)
      else $fatal(1, "xl_shfl_pxbar: with Fanout, Width must be below it or a multiple of it");
    assert (Extra >= 0 && (Fanout > 0 || Extra == 0))
      else $fatal(1, "xl_shfl_pxbar: Extra must be 0 or more, and 0 without Fanout");
  end
`endif  // SYNTHESIS

  // ---------------------------------------------------------------------------------------
  // Handshake: one stall for every stage
  // ---------------------------------------------------------------------------------------
  // move: the load enable of the stages (1 with the queue); ready_o: see the header.
  logic stall, move;
  assign stall = valid_o & ~ready_i;
  assign move  = (Queue != 0) | ~stall;

  // What the first tree level reads, T1 registers after the inputs: the instruction's
  // valid, its flags and sideband, each lane's source (Fanout 0; with Fanout the selects
  // come from their own trees, in gen_level), the Copies replicas of the source values.
  logic                                lvl0_valid;
  logic [SideBits-1:0]                 lvl0_side;
  logic [NumLanes*LaneBits-1:0]        lvl0_srcs;
  logic [Copies*NumLanes*Width-1:0]    lvl0_copies;

  // The sideband and the pass-through's value (xl_pkg's ShflOp fields).
  localparam int PassDAt = xl_pkg::shfl_op_at(xl_pkg::ShflOpPassD, NumLanes, Width);
  logic                 pass;
  logic [UserWidth-1:0] user;
  assign pass = op_i[xl_pkg::shfl_op_at(xl_pkg::ShflOpPass, NumLanes, Width)];
  assign user = op_i[xl_pkg::shfl_op_at(xl_pkg::ShflOpUser, NumLanes, Width) +: UserWidth];

  if (Fanout == 0) begin : gen_front
    // -------------------------------------------------------------------------------------
    // Stage 0: lane logic on the inputs, registered
    // -------------------------------------------------------------------------------------
    logic [NumLanes*LaneBits-1:0] sel, src;
    logic [NumLanes-1:0]          d_undef, p_undef, we, pval, unused_readable;
    xl_shfl_ctrl #(.NumLanes(NumLanes), .Width(Width), .UserWidth(UserWidth))
      u_ctrl (.op_i, .sel_o(sel), .pval_o(pval), .we_o(we), .d_undef_o(d_undef),
              .p_undef_o(p_undef), .readable_o(unused_readable));

    for (genvar l = 0; l < NumLanes; l++) begin : gen_src
      assign src[l*LaneBits +: LaneBits] = pval[l] ? sel[l*LaneBits +: LaneBits] : LaneBits'(l);
    end

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
    for (genvar c = 0; c < Copies; c++) begin : gen_copy
      logic [NumLanes*Width-1:0] own_q;
      (* keep *) always_ff @(posedge clk_i) begin
        if (move) begin
          own_q <= pass ? op_i[PassDAt +: NumLanes*Width] : op_i[0 +: NumLanes*Width];
        end
      end
      assign lvl0_copies[c*NumLanes*Width +: NumLanes*Width] = own_q;
    end

    assign lvl0_valid = v0_q;
    assign lvl0_side  = side0_q;
    assign lvl0_srcs  = src_q;
  end else begin : gen_ft_front
    // -------------------------------------------------------------------------------------
    // Fanout trees: the lane logic on replicas of the shared fields, then the sources
    // -------------------------------------------------------------------------------------
    localparam int SharedBits = 2 * NumLanes + 4;  // pass, sync, mode, member, active
    localparam int CandBits   = 4 * (LaneBits + 1);  // a lane's {pval, j} at each mode
    localparam int LaneFBits  = NumLanes * CandBits;
    localparam int BAt        = xl_pkg::shfl_op_at(xl_pkg::ShflOpB, NumLanes, Width);
    localparam int CAt        = xl_pkg::shfl_op_at(xl_pkg::ShflOpC, NumLanes, Width);
    localparam int ActiveAt   = xl_pkg::shfl_op_at(xl_pkg::ShflOpActive, NumLanes, Width);
    localparam int ModeAt     = xl_pkg::shfl_op_at(xl_pkg::ShflOpMode, NumLanes, Width) - ActiveAt;

    // Each lane's source at each of the four modes and whether it left the warp
    // (xl_shfl_src's adders), and the bound of its range check, on the instruction's own b
    // and c; registered there with LaneSplit; then the range checks (xl_shfl_range),
    // registered in u_lane_f. The stage after that only picks the mode's, so neither the
    // adders nor the compares are on the path from the mode's replica to the source
    // register, and with LaneSplit not on one path together.
    localparam int RawBits = 4 * (LaneBits + 1) + LaneBits;  // {wrap, j} at each mode, bound
    logic [NumLanes*RawBits-1:0] raw, raw_q;
    logic [LaneFBits-1:0]        cand;
    logic [UserWidth-1:0]        user_q1;
    logic [NumLanes-1:0]         unused_c, unused_bounds;  // c[7:LaneBits]; modes 1-3's bounds
    for (genvar l = 0; l < NumLanes; l++) begin : gen_cand
      localparam int LaneC = CAt + l * (8 + LaneBits);  // this lane's c
      localparam int Bound = l * RawBits + 4 * (LaneBits + 1);
      logic [4*LaneBits-1:0] bounds;  // the same at every mode: mode 0's is kept
      for (genvar m = 0; m < 4; m++) begin : gen_mode
        localparam int R  = l * RawBits + m * (LaneBits + 1);
        localparam int At = (l * 4 + m) * (LaneBits + 1);
        localparam logic [1:0] Mode = 2'(m);
        localparam bit Up = (Mode == xl_pkg::ShflUp);
        xl_shfl_src #(.NumLanes(NumLanes)) u_src (
          .mode_i(Mode), .lane_i(LaneBits'(l)), .bval_i(op_i[BAt + l*LaneBits +: LaneBits]),
          .cval_i(op_i[LaneC +: LaneBits]), .segmask_i(op_i[LaneC + 8 +: LaneBits]),
          .j_o(raw[R +: LaneBits]), .wrap_o(raw[R + LaneBits]),
          .bound_o(bounds[m*LaneBits +: LaneBits])
        );
        assign cand[At +: LaneBits] = raw_q[R +: LaneBits];
        xl_shfl_range #(.LaneBits(LaneBits)) u_range (
          .up_i(Up), .j_i(raw_q[R +: LaneBits]), .wrap_i(raw_q[R + LaneBits]),
          .bound_i(raw_q[Bound +: LaneBits]), .pval_o(cand[At + LaneBits])
        );
      end
      assign raw[Bound +: LaneBits] = bounds[0 +: LaneBits];
      assign unused_bounds[l]       = ^bounds[4*LaneBits-1:LaneBits];
      assign unused_c[l]            = ^op_i[LaneC + LaneBits +: 8 - LaneBits];
    end
    // LaneSplit registers (xl_fanout: Depth 0 is wires).
    xl_fanout #(.Width(NumLanes * RawBits + UserWidth), .Copies(1), .Fanout(Fanout),
                .Depth(LaneSplit))
      u_raw (.clk_i, .rst_ni, .d_i({user, raw}), .q_o({user_q1, raw_q}));

    // The shared fields in Copies replicas, FrontD registers after the inputs, and the
    // lanes' candidates beside them; the sideband one more (with the lanes' results).
    logic [Copies*SharedBits-1:0] shared;
    logic [LaneFBits-1:0]         lane_f;
    logic [UserWidth-1:0]         user_d;
    xl_fanout #(.Width(SharedBits), .Copies(Copies), .Fanout(Fanout), .Depth(FrontD)) u_shared (
      .clk_i, .rst_ni, .d_i(op_i[ActiveAt +: SharedBits]), .q_o(shared)
    );
    xl_fanout #(.Width(LaneFBits + UserWidth), .Copies(1), .Fanout(Fanout), .Depth(SharedD))
      u_lane_f (.clk_i, .rst_ni, .d_i({user_q1, cand}), .q_o({user_d, lane_f}));
    logic [PickCopies*3-1:0] pick_rep;  // {pass, mode} in PickCopies replicas
    xl_fanout #(.Width(3), .Copies(PickCopies), .Fanout(Fanout), .Depth(FrontD)) u_pick (
      .clk_i, .rst_ni, .d_i({pass, op_i[ActiveAt + ModeAt +: 2]}), .q_o(pick_rep)
    );

    // Lane group g's flags on replica g (xl_shfl_ctrl; the other lanes' outputs and its own
    // source logic, fed zeros, have no load), its lanes' sources picked from their
    // candidates by replica g's mode; the undefined-d flag waits a register: the lookup of
    // the source's readable bit (a NumLanes:1 mux) after the source's choice was the
    // longest path; with LookSplit one more, the lookup in two: 8:1 muxes on the source's
    // low bits, registered, then one Parts:1 mux on its high bits.
    localparam int Sub     = (NumLanes < 8) ? NumLanes : 8;  // readable bits a first mux reads
    localparam int SubBits = $clog2(Sub);
    localparam int Parts   = NumLanes / Sub;                 // first muxes a lane
    localparam int HiW     = (LaneBits > SubBits) ? LaneBits - SubBits : 1;
    logic [NumLanes*LaneBits-1:0] src, src_q;
    logic [NumLanes-1:0]          p_undef, we, pval, p_undef_q, we_q, pval_q, d_undef;
    logic [NumLanes-1:0]          p_undef_q2, we_q2, pval_q2;  // LookSplit: a register later
    logic [Copies*NumLanes-1:0]   readable, readable_q;  // each group's copy
    logic [UserWidth-1:0]         user_q, user_q2;
    for (genvar g = 0; g < Copies; g++) begin : gen_group
      logic [xl_pkg::shfl_op_at(xl_pkg::ShflOpUser, NumLanes, Width)+UserWidth-1:0] op;
      logic [NumLanes*LaneBits-1:0] g_sel;
      logic [NumLanes-1:0]          g_p_undef, g_we, g_pval, unused_d_undef;
      assign op = {{UserWidth{1'b0}}, shared[g*SharedBits +: SharedBits], {ActiveAt{1'b0}}};
      xl_shfl_ctrl #(.NumLanes(NumLanes), .Width(Width), .UserWidth(UserWidth))
        u_ctrl (.op_i(op), .sel_o(g_sel), .pval_o(g_pval), .we_o(g_we), .d_undef_o(unused_d_undef),
                .p_undef_o(g_p_undef), .readable_o(readable[g*NumLanes +: NumLanes]));
      logic [NumLanes-1:0] g_readable_q;
      assign g_readable_q = readable_q[g*NumLanes +: NumLanes];
      logic unused_lanes;  // the other groups' lanes
      assign unused_lanes = ^{g_sel, g_p_undef, g_we, g_pval, g_readable_q, unused_d_undef};
      for (genvar l = g * GroupLanes; l < (g + 1) * GroupLanes; l++) begin : gen_lane
        logic [LaneBits:0]   pick;  // {pval, j} at the instruction's mode
        logic [CandBits-1:0] lane_cand;
        logic [1:0]          lane_mode;  // the lane's replicas of the mode and pass
        logic                lane_pass;
        assign lane_cand = lane_f[l*CandBits +: CandBits];
        assign {lane_pass, lane_mode} = pick_rep[(l * PickCopies / NumLanes)*3 +: 3];
        assign pick = lane_mode[1] ? (lane_mode[0] ? lane_cand[3*(LaneBits+1) +: LaneBits+1]
                                                   : lane_cand[2*(LaneBits+1) +: LaneBits+1])
                                   : (lane_mode[0] ? lane_cand[LaneBits+1 +: LaneBits+1]
                                                   : lane_cand[0 +: LaneBits+1]);
        assign pval[l] = pick[LaneBits] & ~lane_pass;
        assign src[l*LaneBits +: LaneBits] = pval[l] ? pick[LaneBits-1:0] : LaneBits'(l);
        assign {p_undef[l], we[l]} = {g_p_undef[l], g_we[l]};
        // Stage FrontD + 2: the flag, from the registered source and readable bits; with
        // LookSplit, the source's readable bit in each part of 8 lanes (its low bits) there
        // and the flag at stage FrontD + 3, from the source's part (its high bits).
        // (Without LookSplit the same muxes, the register between them wires.)
        logic [Parts-1:0] part, part_q, part_at;
        logic [HiW-1:0]   hi, hi_q;  // the source's part (0 with one part)
        logic [LaneBits:0] src_x;    // the source, one bit wider: its high part is a shift
        for (genvar h = 0; h < Parts; h++) begin : gen_part
          logic [Sub-1:0] part_bits;
          assign part_bits = g_readable_q[h*Sub +: Sub];
          assign part[h]   = part_bits[src_q[l*LaneBits +: SubBits]];
        end
        assign src_x = {1'b0, src_q[l*LaneBits +: LaneBits]};
        assign hi    = HiW'(src_x >> SubBits);
        xl_fanout #(.Width(Parts + HiW), .Copies(1), .Fanout(Fanout), .Depth(LookSplit))
          u_look (.clk_i, .rst_ni, .d_i({hi, part}), .q_o({hi_q, part_q}));
        assign part_at = {{(Parts - 1){1'b0}}, 1'b1} << hi_q;
        logic readable_src;
        assign readable_src = |(part_q & part_at);
        assign d_undef[l] = xl_pkg::shfl_d_undef(p_undef_q2[l], we_q2[l], pval_q2[l], readable_src);
      end
    end

    // Stage FrontD + 1: each lane's source (the selects fan out from src_q in gen_level)
    // and what its flags need; stage FrontD + 2 (+ LookSplit): the flags and the sideband,
    // which then wait for the first level.
    logic [SideBits-1:0] side_q;
    always_ff @(posedge clk_i) begin
      src_q      <= src;
      p_undef_q  <= p_undef;
      we_q       <= we;
      pval_q     <= pval;
      readable_q <= readable;
      user_q     <= user_d;
      side_q     <= {user_q2, p_undef_q2, d_undef, we_q2, pval_q2};
    end
    xl_fanout #(.Width(3 * NumLanes + UserWidth), .Copies(1), .Fanout(Fanout), .Depth(LookSplit))
      u_flags (.clk_i, .rst_ni, .d_i({p_undef_q, we_q, pval_q, user_q}),
               .q_o({p_undef_q2, we_q2, pval_q2, user_q2}));
    xl_fanout #(.Width(SideBits), .Copies(1), .Fanout(Fanout), .Depth(T1 - FrontD - 2 - LookSplit))
      u_side (.clk_i, .rst_ni, .d_i(side_q), .q_o(lvl0_side));

    // The sources: pass in PassCopies replicas, a and pass_d beside it; the pass-through's
    // choice registered at the root, then the Copies replicas for the first level.
    logic [PassCopies-1:0]       pass_rep;
    logic [2*NumLanes*Width-1:0] a_pd;
    logic [NumLanes*Width-1:0]   root_q;
    xl_fanout #(.Width(1), .Copies(PassCopies), .Fanout(Fanout), .Depth(PassD)) u_pass (
      .clk_i, .rst_ni, .d_i(pass), .q_o(pass_rep)
    );
    xl_fanout #(.Width(2 * NumLanes * Width), .Copies(1), .Fanout(Fanout), .Depth(PassD)) u_a_pd (
      .clk_i, .rst_ni, .d_i(op_i[0 +: 2*NumLanes*Width]), .q_o(a_pd)
    );
    for (genvar i = 0; i < NumLanes * Width; i++) begin : gen_root
      always_ff @(posedge clk_i) begin
        root_q[i] <= pass_rep[i / Fanout] ? a_pd[NumLanes*Width + i] : a_pd[i];
      end
    end
    xl_fanout #(.Width(NumLanes * Width), .Copies(Copies), .Fanout(Fanout), .Depth(T1 - PassD - 1))
      u_copies (.clk_i, .rst_ni, .d_i(root_q), .q_o(lvl0_copies));

    // The queue's pushes come from the valid's own tree (gen_out_queue); the valid that
    // travels with the levels is not needed, nor the stall (the stages never hold).
    assign lvl0_valid = 1'b0;
    assign lvl0_srcs  = '0;
    logic unused_move;
    assign unused_move = move;
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
      assign valid = lvl0_valid;
      assign side  = lvl0_side;
      assign srcs  = lvl0_srcs;
      for (genvar l = 0; l < NumLanes; l++) begin : gen_lane
        assign data[l*Cand*Width +: Cand*Width] =
            lvl0_copies[(l / GroupLanes)*NumLanes*Width +: NumLanes*Width];
      end
    end else begin : gen_mux
      localparam int Prev = NumLanes >> (s - 1);
      logic [NumLanes*Cand*Width-1:0] muxed;
      if (Fanout == 0) begin : gen_sel_src
        for (genvar l = 0; l < NumLanes; l++) begin : gen_lane
          for (genvar k = 0; k < Cand; k++) begin : gen_cand
            assign muxed[(l*Cand + k)*Width +: Width] =
                gen_level[s-1].srcs[l*LaneBits + s - 1]
                    ? gen_level[s-1].data[(l*Prev + 2*k + 1)*Width +: Width]
                    : gen_level[s-1].data[(l*Prev + 2*k)*Width +: Width];
          end
        end
      end else begin : gen_sel_tree
        // Select bit s-1 of every lane in Reps replicas, arriving with this level's data:
        // replica r steers muxes r * Fanout to r * Fanout + Fanout - 1 of each lane (its
        // candidates' bits in order).
        localparam int Reps = sel_copies(s);
        logic [Reps*NumLanes-1:0] rep;
        logic [NumLanes-1:0]      bit_s;
        for (genvar l = 0; l < NumLanes; l++) begin : gen_src_bit
          assign bit_s[l] = gen_ft_front.src_q[l*LaneBits + s - 1];
        end
        xl_fanout #(.Width(NumLanes), .Copies(Reps), .Fanout(Fanout),
                    .Depth(T1 - FrontD - 1 + cuts_before(s)))
          u_sel (.clk_i, .rst_ni, .d_i(bit_s), .q_o(rep));
        for (genvar l = 0; l < NumLanes; l++) begin : gen_lane
          for (genvar k = 0; k < Cand; k++) begin : gen_cand
            for (genvar c = 0; c < Width / Chunk; c++) begin : gen_chunk
              localparam int I = k * Width + c * Chunk;  // the chunk's first mux of the lane
              // Chunk-major (Width >= Fanout): the replicas of one chunk of the word are
              // neighbours, so each subtree of the select tree steers one chunk (one tile).
              localparam int R = (Width < Fo) ? I / Fo : c * Cand + k;
              assign muxed[l*Cand*Width + I +: Chunk] =
                  rep[R*NumLanes + l]
                      ? gen_level[s-1].data[(l*Prev + 2*k + 1)*Width + c*Chunk +: Chunk]
                      : gen_level[s-1].data[(l*Prev + 2*k)*Width + c*Chunk +: Chunk];
            end
          end
        end
      end
      if (s <= LastCut && ((TreeCuts >> (s - 1)) & 1) == 1) begin : gen_cut
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
    localparam int Slots     = T1 + 2 + $countones(TreeCuts);  // Latency + 1
    localparam int PtrBits   = $clog2(Slots);      // an entry's number
    localparam int SlotBits  = $clog2(Slots + 1);  // a count of entries, 0 to Slots
    localparam logic [PtrBits-1:0]  LastSlot = PtrBits'(Slots - 1);
    localparam logic [SlotBits-1:0] AllSlots = SlotBits'(Slots);

    logic [EntryBits-1:0] entry, head;  // in the queue's order (below)
    logic [EntryBits-1:0] entry_n, head_n;  // in the natural order: {side, data}
    logic [QGroups*WrSides-1:0] push;  // slice g, write side j: push[g*WrSides + j]
    logic [SlotBits-1:0]  inside_q;
    logic                 pop, take;
    assign entry_n = {gen_level[LaneBits].side, gen_level[LaneBits].data};

    // The queue's order. Fanout 0: the natural one. Fanout: by tiles, a lane group (the
    // GroupLanes that read one copy of the sources) x a chunk of Chunk bits (the bits one
    // select replica steers): each tile's data, then the flags of its share of the group's
    // lanes, the user bits last. A slice of the queue then holds whole tiles (at 32 x 32
    // with 4 copies and Fanout 8: one tile of 8 lanes x 8 bits and 2 lanes' flags, 72
    // bits), so its pointers steer the entries of one corner of the crossbar, not of four.
    if (Fanout == 0) begin : gen_natural
      assign entry  = entry_n;
      assign head_n = head;
    end else begin : gen_tiles
      localparam int NC    = Width / Chunk;                  // chunks of a word
      localparam int FL    = (GroupLanes % NC == 0) ? GroupLanes / NC : 0;  // lanes' flags a tile
      localparam int TileBits = GroupLanes * Chunk + 4 * FL;
      localparam int Tail  = Copies * NC * TileBits;        // the flags left (FL = 0), the user
      for (genvar g = 0; g < Copies; g++) begin : gen_group
        for (genvar c = 0; c < NC; c++) begin : gen_chunk
          localparam int T = (g * NC + c) * TileBits;
          for (genvar m = 0; m < GroupLanes; m++) begin : gen_lane
            localparam int N = (g * GroupLanes + m) * Width + c * Chunk;
            assign entry[T + m*Chunk +: Chunk] = entry_n[N +: Chunk];
            assign head_n[N +: Chunk]          = head[T + m*Chunk +: Chunk];
          end
          for (genvar m = 0; m < FL; m++) begin : gen_flag_lane
            for (genvar f = 0; f < 4; f++) begin : gen_flag
              localparam int Q = T + GroupLanes * Chunk + 4 * m + f;
              localparam int N = NumLanes * Width + f * NumLanes + g * GroupLanes + c * FL + m;
              assign entry[Q]  = entry_n[N];
              assign head_n[N] = head[Q];
            end
          end
        end
      end
      localparam int Rest = EntryBits - Tail;  // 4 * NumLanes flags (FL = 0) and the user bits
      assign entry[EntryBits-1 -: Rest]  = entry_n[EntryBits-1 -: Rest];
      assign head_n[EntryBits-1 -: Rest] = head[EntryBits-1 -: Rest];
    end
    assign pop     = valid_o & ready_i;
    assign ready_o = (inside_q != AllSlots);
    assign take    = valid_i & ready_o;

    // Which results enter the queue: the valid that travels with the levels, or (Fanout)
    // the taken bit in its own tree, one copy a write side, as many registers later.
    if (Fanout == 0) begin : gen_push
      assign push = gen_level[LaneBits].valid;
    end else begin : gen_push_tree
      xl_fanout #(.Width(1), .Copies(QGroups * WrSides), .Fanout(Fanout),
                  .Depth(T1 + $countones(TreeCuts)), .Reset(1'b1))
        u_push (.clk_i, .rst_ni, .d_i(take), .q_o(push));
      logic unused_valid;  // the valid that travels with the levels: constant 0 here
      assign unused_valid = gen_level[LaneBits].valid;
    end

    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        inside_q <= '0;
      end else if (take != pop) begin
        inside_q <= take ? inside_q + 1'b1 : inside_q - 1'b1;
      end
    end

    // The entries, in QGroups slices with a copy of the pointers each (the same counts):
    // a slice's write enables and read selects reach its own bits only; within a slice,
    // WrSides write sides with a push and a write pointer each (the pushes are apart, kept
    // leaves of their tree, so synthesis keeps the pointers apart too), one read pointer.
    for (genvar g = 0; g < QGroups; g++) begin : gen_slice
      localparam int Lo   = g * SliceBits;
      localparam int Bits = (g == QGroups - 1) ? EntryBits - Lo : SliceBits;
      // A write side's bits: a multiple of 4 (a LUT RAM's width on the ECP5); the last
      // side takes the rest (with one side, all of them).
      localparam int Part = Bits / WrSides / 4 * 4;
      logic [PtrBits-1:0]  rd_q;
      logic                has;  // the slice holds a result
      logic                out;  // this slice's copy of valid_o & ready_i
      always_ff @(posedge clk_i or negedge rst_ni) begin
        if (!rst_ni) begin
          rd_q <= '0;
        end else if (out) begin
          rd_q <= (rd_q == LastSlot) ? '0 : rd_q + 1'b1;
        end
      end
      for (genvar j = 0; j < WrSides; j++) begin : gen_side
        localparam int SLo   = Lo + j * Part;
        localparam int SBits = (j == WrSides - 1) ? Bits - j * Part : Part;
        logic [SBits-1:0]   slot_q [Slots];
        logic [PtrBits-1:0] wr_q;
        always_ff @(posedge clk_i or negedge rst_ni) begin
          if (!rst_ni) begin
            wr_q <= '0;
          end else if (push[g*WrSides + j]) begin
            wr_q <= (wr_q == LastSlot) ? '0 : wr_q + 1'b1;
          end
        end
        always_ff @(posedge clk_i) begin
          if (push[g*WrSides + j]) begin
            slot_q[wr_q] <= entry[SLo +: SBits];
          end
        end
        assign head[SLo +: SBits] = slot_q[rd_q];
      end
      if (Fanout == 0) begin : gen_has
        logic [SlotBits-1:0] held_q;
        always_ff @(posedge clk_i or negedge rst_ni) begin
          if (!rst_ni) begin
            held_q <= '0;
          end else if (push[g] != out) begin
            held_q <= push[g] ? held_q + 1'b1 : held_q - 1'b1;
          end
        end
        assign has = (held_q != '0);
        assign out = has & ready_i;
      end else begin : gen_has_laps
        // Whether the slice holds a result, from the pointers (write side 0's) and a lap
        // bit each (flipped as its pointer wraps): they differ while it does. So ready_i
        // passes one LUT, the pop (kept through synthesis: ready_i's one load in the slice,
        // QGroups in all), before the registers it enables, with no count to update
        // behind it.
        logic wr_lap_q, rd_lap_q;
        (* keep *) logic pop_k;
        always_ff @(posedge clk_i or negedge rst_ni) begin
          if (!rst_ni) begin
            wr_lap_q <= 1'b0;
            rd_lap_q <= 1'b0;
          end else begin
            if (push[g*WrSides] && gen_side[0].wr_q == LastSlot) begin
              wr_lap_q <= ~wr_lap_q;
            end
            if (out && rd_q == LastSlot) begin
              rd_lap_q <= ~rd_lap_q;
            end
          end
        end
        assign has   = (gen_side[0].wr_q != rd_q) | (wr_lap_q != rd_lap_q);
        assign pop_k = has & ready_i;
        assign out   = pop_k;
      end
    end

    assign valid_o = gen_slice[0].has;
    assign res_o   = {head_n[EntryBits-1 -: UserWidth], head_n[NumLanes*Width-1:0],
                      head_n[NumLanes*Width +: 4*NumLanes]};
  end

endmodule
