// SPDX-License-Identifier: Apache-2.0
// xl_warp: the xlane warp top: one instruction per cycle over NumLanes lanes of 32 bits,
// with a valid/ready handshake (xl_pipe's rules) on both sides.
// shfl / shfl.sync move data across lanes (xl_shfl_pipe); vote.sync, match.sync,
// redux.sync and activemask combine the lanes (xl_vote; xl_warp_front's match and
// reduction, each in the structure ReduxArch / MatchArch choose); shf, SHUF
// and prmt run in every lane (as a SIMT GPU runs shf and prmt per thread and MRISC32 runs
// SHUF per vector element).
//
// Opcodes (op_i, xl_pkg's Op* codes), operands per lane from a_i / b_i / c_i:
//
//   6'b0000mm  shfl.<mode>.b32        d|p = shfl(a, b, c)      mode mm: 0 up, 1 down,
//   6'b0001mm  shfl.sync.<mode>.b32   d|p = shfl.sync(a, b, c, member)  2 bfly, 3 idx
//   6'b0010lc  shf.{r,l}.{wrap,clamp}.b32  d = shf(a, b, c)   l: .l, c: .clamp
//   6'b001100  shuf                   d = SHUF(a, ctrl = b[12:0])
//   6'b010mmm  prmt.b32<mode>         d = prmt(a, b, c[15:0])  mode mmm: xl_pkg's Prmt*
//   6'b011ooo  redux.sync.<op>        d = fold of the members' a      op: xl_pkg's Redux*
//   6'b100nmm  vote.sync.<mode>       d|p = vote of a[0] (n: !a)      mode: xl_pkg's Vote*
//   6'b1010aw  match.{any,all}.sync   d|p = match of a (w: {b, a})    a: .all, w: .b64
//   6'b101100  activemask.b32         d = the active mask
//   the rest (6'b0011xx but SHUF, 6'b010111, 6'b1011xx but activemask, 6'b11xxxx):
//              reserved: illegal_o, no lane writes
//
// Lanes not in active_i write nothing (we_o low). shf, SHUF and prmt give p_o and both
// undefined flags 0; shfl gives xl_shfl's (see xl_shfl_ctrl); vote, match and redux
// xl_party's (docs/spec.md, Who takes part); activemask is a ballot of every executing
// lane over membermask = the active lanes, so nothing in it is undefined.
//
// One pipeline for every opcode: the shuffle's, in the microarchitecture ShflArch names
// (xl_shfl_arch: 0 the crossbar pipeline xl_shfl_pipe, 1 the gather, 2 the uniform fast
// path, 3 the pipelined crossbar; with 1 and 2 an instruction may take several cycles, and
// ready_o says when the next is taken). Every other opcode's d is computed in front of it
// and enters as each lane's pass-through result:
//
//   pass      = !shfl      (pval and the shuffle's flags cleared: no lane takes another
//                           lane's value, and d = pass_d)
//   pass_d[l] = shf, SHUF or prmt of lane l's operands, or the lane's d of xl_vote,
//               xl_match or xl_redux
//   active    = reserved ? 0 : active_i            (no lane writes)
//   user      = {member, pred, p, party, reserved};  illegal_o = valid_o & reserved
//
// A vote, match or reduction's p and flags do not cross the pipeline per lane: their
// rules need only the lanes that execute (we_o at the outputs), membermask, whether the
// result is a predicate and the predicate's value (the same in every lane), so the
// sideband carries those NumLanes + 2 bits (with a party bit and the reserved bit) and
// the flags are formed behind the last register (xl_pkg's party rules, those of
// xl_party), ORed into the shuffle's, which a pass-through leaves 0.
//
// redux.sync and match.sync have two structures each (ReduxArch, MatchArch), both in
// xl_warp_front: the tree or the all-pairs array, combinational, on what enters the
// pipeline; or a time-multiplexed unit (xl_redux_seq, xl_match_seq) that holds such an
// instruction in front of everything for its NumLanes / K steps and then sends it into the
// pipeline with its result as pass_d, as above; the rest wait behind it (order is kept).
// Then a redux or match takes NumLanes / K + 1 cycles more than the others, and neither
// the tree nor the array is in front of the pipeline's first registers.
//
// So the choice between a shuffle and a lane result is made before the registers (in the
// shuffle's fallback mux, d = pval ? a[sel] : (pass ? pass_d : a)), and every opcode
// shares one set of output registers instead of each unit having its own pipeline muxed
// after them. The lane results never run through the crossbar's mux trees: at Latency 0
// and 1 they join at the fallback mux; at Latency >= 2 they cross xl_shfl_pipe's cut in
// the register that holds a for a shuffle (computing them behind the cut would need a, b
// and c registered). sync_i is op_i[2] ungated: sync only reaches the shuffle's undefined
// flags, which pass_i clears.

module xl_warp #(
  /// Lanes: a power of two, 2 to 64. PTX warps have 32.
  parameter int NumLanes = 32,
  /// Cycles from an operation taken to its result offered (ready_i high); 0 = combinational.
  parameter int Latency = 1,
  /// 1: ready_o is a register (a skid buffer in front of the stages); 0: ready_o is
  /// combinational from ready_i. See xl_pipe.
  parameter bit SkidBuffer = 1'b0,
  /// 1: the stages move on together while ready_i is high and hold otherwise (ready_o =
  /// ready_i without the skid buffer; the registers' load enable is ready_i itself);
  /// 0: a stage moves on whenever the next one is free. See xl_pipe.
  parameter bit GlobalStall = 1'b0,
  /// The shuffle's microarchitecture (xl_shfl_arch): xl_pkg::ShflArchXbar, ...Gather,
  /// ...Uniform or ...Pxbar. Latency, SkidBuffer and GlobalStall shape the crossbar only.
  parameter int ShflArch = xl_pkg::ShflArchXbar,
  /// The gather's output lanes a cycle (ShflArch = 1): a power of two, 1 to NumLanes.
  parameter int GatherLanes = 8,
  /// The pipelined crossbar's registers inside the trees (ShflArch = 3; xl_shfl_pxbar).
  parameter int TreeCuts = 0,
  /// The pipelined crossbar's replicas of the source values (ShflArch = 3).
  parameter int Copies = 1,
  /// The pipelined crossbar's handshake form (ShflArch = 3): 0 one stall, 1 free-running
  /// stages and an output queue.
  parameter int Queue = 0,
  /// The pipelined crossbar's registered fanout trees (ShflArch = 3, Queue = 1): 0 none, or
  /// the largest fanout of a register (a power of two).
  parameter int Fanout = 0,
  /// redux.sync's structure: xl_pkg::ReduxArchTree (xl_redux, in front of the pipeline) or
  /// ReduxArchSeq (xl_redux_seq, in xl_warp_front: NumLanes / ReduxLanes cycles each).
  parameter int ReduxArch = xl_pkg::ReduxArchTree,
  /// xl_redux_seq's lanes folded a step (ReduxArch = seq): a power of two, 1 to NumLanes.
  parameter int ReduxLanes = 4,
  /// match.sync's structure: xl_pkg::MatchArchAllPairs (xl_match, in front of the
  /// pipeline) or MatchArchSeq (xl_match_seq, in xl_warp_front: NumLanes / MatchKeys cycles).
  parameter int MatchArch = xl_pkg::MatchArchAllPairs,
  /// xl_match_seq's keys compared a step (MatchArch = seq): a power of two, 1 to NumLanes.
  parameter int MatchKeys = 4
) (
  /// Clock.
  input  logic                   clk_i,
  /// Asynchronous reset, active low: empties every stage.
  input  logic                   rst_ni,
  /// An instruction is offered on the inputs; held with them until ready_o.
  input  logic                   valid_i,
  /// The instruction on the inputs is taken this cycle (valid_i and ready_o: it enters).
  output logic                   ready_o,
  /// Opcode (table above).
  input  logic [5:0]             op_i,
  /// Per-lane operand a: lane l owns a_i[l*32 +: 32].
  input  logic [NumLanes*32-1:0] a_i,
  /// Per-lane operand b: lane l owns b_i[l*32 +: 32].
  input  logic [NumLanes*32-1:0] b_i,
  /// Per-lane operand c: lane l owns c_i[l*32 +: 32].
  input  logic [NumLanes*32-1:0] c_i,
  /// Bit l: lane l executes.
  input  logic [NumLanes-1:0]    active_i,
  /// Bit l: lane l is in membermask (shfl.sync, vote, match, redux).
  input  logic [NumLanes-1:0]    member_i,
  /// Results are offered on the outputs; held with them until ready_i.
  output logic                   valid_o,
  /// The results on the outputs are taken this cycle.
  input  logic                   ready_i,
  /// Per-lane result d: lane l owns d_o[l*32 +: 32].
  output logic [NumLanes*32-1:0] d_o,
  /// Bit l: lane l's predicate p (shfl, vote's predicate forms, match.all; 0 otherwise).
  output logic [NumLanes-1:0]    p_o,
  /// Bit l: lane l writes its results.
  output logic [NumLanes-1:0]    we_o,
  /// Bit l: lane l's d is undefined by the spec.
  output logic [NumLanes-1:0]    d_undef_o,
  /// Bit l: lane l's p and d are undefined by the spec.
  output logic [NumLanes-1:0]    p_undef_o,
  /// The instruction had a reserved opcode; no lane writes.
  output logic                   illegal_o
);

  // ---------------------------------------------------------------------------------------
  // The front: the match and the reduction; one of them may hold its instruction
  // ---------------------------------------------------------------------------------------
  // What enters the pipeline: the instruction offered, or one leaving a time-multiplexed
  // unit; op, active and member below are those of what enters (without such a unit, the
  // inputs themselves), front_res the result of a redux or match among them.
  logic                   valid, ready;
  logic [5:0]             op;
  logic [NumLanes-1:0]    active, member;
  logic [NumLanes*36-1:0] front_res;

  xl_warp_front #(
    .NumLanes  (NumLanes),
    .ReduxArch (ReduxArch),
    .ReduxLanes(ReduxLanes),
    .MatchArch (MatchArch),
    .MatchKeys (MatchKeys)
  ) u_front (
    .clk_i, .rst_ni, .valid_i, .ready_o, .op_i, .a_i, .b_i, .active_i, .member_i,
    .valid_o(valid), .ready_i(ready), .op_o(op), .active_o(active), .member_o(member),
    .res_o(front_res)
  );

  // ---------------------------------------------------------------------------------------
  // Decode
  // ---------------------------------------------------------------------------------------
  logic is_shfl, is_shf, is_shuf, is_prmt, is_redux, is_vote, is_match, is_activemask;
  logic is_party, is_reserved;
  assign is_shfl       = (op[5:2] == xl_pkg::OpGroupShfl) ||
                         (op[5:2] == xl_pkg::OpGroupShflSync);
  assign is_shf        = op[5:2] == xl_pkg::OpGroupShf;
  assign is_shuf       = op == xl_pkg::OpShuf;
  assign is_prmt       = (op[5:3] == xl_pkg::OpGroupPrmt) && (op[2:0] != 3'd7);
  assign is_redux      = op[5:3] == xl_pkg::OpGroupRedux;
  assign is_vote       = op[5:3] == xl_pkg::OpGroupVote;
  assign is_match      = op[5:2] == xl_pkg::OpGroupMatch;
  assign is_activemask = op == xl_pkg::OpActivemask;
  assign is_party      = is_vote | is_match | is_redux | is_activemask;
  assign is_reserved   = ~(is_shfl | is_shf | is_shuf | is_prmt | is_party);

  // ---------------------------------------------------------------------------------------
  // In every lane: funnel shift, byte shuffle and byte permute
  // ---------------------------------------------------------------------------------------
  logic [NumLanes*32-1:0] lane_d;
  for (genvar l = 0; l < NumLanes; l++) begin : gen_lane
    logic [31:0] shf_d, shuf_d, prmt_d;

    xl_shf #(
      .Width(32)
    ) u_shf (
      .left_i (op[1]),
      .clamp_i(op[0]),
      .a_i    (a_i[l*32 +: 32]),
      .b_i    (b_i[l*32 +: 32]),
      .c_i    (c_i[l*32 +: 32]),
      .d_o    (shf_d)
    );

    xl_shuf u_shuf (
      .a_i   (a_i[l*32 +: 32]),
      .ctrl_i(b_i[l*32 +: 13]),
      .d_o   (shuf_d)
    );

    xl_prmt u_prmt (
      .a_i   (a_i[l*32 +: 32]),
      .b_i   (b_i[l*32 +: 32]),
      .c_i   (c_i[l*32 +: 16]),
      .mode_i(op[2:0]),
      .d_o   (prmt_d)
    );

    assign lane_d[l*32 +: 32] = is_shuf ? shuf_d : (is_prmt ? prmt_d : shf_d);
  end

  // ---------------------------------------------------------------------------------------
  // Across lanes, combining: vote (and activemask, a ballot); match and redux (the front)
  // ---------------------------------------------------------------------------------------
  // activemask is the ballot of a true predicate over membermask = the executing lanes.
  logic [NumLanes-1:0] vote_pred, party_member;
  for (genvar l = 0; l < NumLanes; l++) begin : gen_pred
    assign vote_pred[l] = a_i[l*32] | is_activemask;
  end
  assign party_member = is_activemask ? active : member;

  localparam int ResBits = NumLanes * 36;
  localparam int DAt     = NumLanes * 4;  // d's place in a warp result
  logic [ResBits-1:0] vote_res;

  xl_vote #(.NumLanes(NumLanes)) u_vote (
    .mode_i  (is_activemask ? xl_pkg::VoteBallot : op[1:0]),
    .negate_i(op[2] & ~is_activemask),
    .pred_i  (vote_pred),
    .active_i(active),
    .member_i(party_member),
    .res_o   (vote_res)
  );

  // The party's d, and its p (the same in every executing lane, so one bit); the units'
  // flags are formed again behind the pipeline (the header says why).
  logic [ResBits-1:0] party_res;
  logic               party_pred, party_p;
  assign party_res  = (is_redux | is_match) ? front_res : vote_res;
  assign party_pred = is_match ? op[1] : (is_vote & (op[1:0] != xl_pkg::VoteBallot));
  assign party_p    = |party_res[NumLanes-1:0];

  logic unused_party_flags;
  assign unused_party_flags = ^party_res[DAt-1:NumLanes];

  // ---------------------------------------------------------------------------------------
  // The one pipeline of every opcode: the shuffle, passing the others' d through
  // ---------------------------------------------------------------------------------------
  // The bits of b and c the shuffle reads (xl_shfl_arch's ports): a lane index; 8 more of c.
  localparam int LaneBits = $clog2(NumLanes);
  localparam int CBits    = 8 + LaneBits;

  logic [NumLanes*32-1:0]       pass_d;
  logic [NumLanes*LaneBits-1:0] shfl_b;
  logic [NumLanes*CBits-1:0]    shfl_c;
  assign pass_d = is_party ? party_res[DAt +: NumLanes*32] : lane_d;
  for (genvar l = 0; l < NumLanes; l++) begin : gen_shfl_operands
    assign shfl_b[l*LaneBits +: LaneBits] = b_i[l*32 +: LaneBits];
    assign shfl_c[l*CBits +: CBits]       = c_i[l*32 +: CBits];
  end

  // The sideband: {membermask, the result is a predicate, its value, a party, reserved}.
  localparam int UserWidth = NumLanes + 4;
  logic [UserWidth-1:0] user_q;
  logic [NumLanes-1:0]  shfl_p, shfl_d_undef, shfl_p_undef, member_q;
  logic                 pred_q, p_q, party_q, illegal_q, complete_q;

  xl_shfl_arch #(
    .Arch       (ShflArch),
    .GatherLanes(GatherLanes),
    .TreeCuts   (TreeCuts),
    .Copies     (Copies),
    .Queue      (Queue),
    .Fanout     (Fanout),
    .NumLanes   (NumLanes),
    .Width      (32),
    .Latency    (Latency),
    .UserWidth  (UserWidth),
    .SkidBuffer (SkidBuffer),
    .GlobalStall(GlobalStall)
  ) u_shfl (
    .clk_i, .rst_ni,  // ports of the same name connect to that signal
    .valid_i  (valid),
    .ready_o  (ready),
    .ready_i,
    .pass_i   (~is_shfl),
    .mode_i   (op[1:0]),
    .sync_i   (op[2]),
    .a_i,
    .pass_d_i (pass_d),
    .b_i      (shfl_b),
    .c_i      (shfl_c),
    .active_i (is_reserved ? '0 : active),
    .member_i (member),
    .user_i   ({party_member, party_pred, party_p, is_party, is_reserved}),
    .valid_o, .d_o, .p_o(shfl_p), .we_o, .d_undef_o(shfl_d_undef), .p_undef_o(shfl_p_undef),
    .user_o   (user_q)
  );

  // ---------------------------------------------------------------------------------------
  // Behind the pipeline: a party's p and flags (xl_party's rules), ORed into the shuffle's
  // ---------------------------------------------------------------------------------------
  assign {member_q, pred_q, p_q, party_q, illegal_q} = user_q;
  assign complete_q = ~|(member_q & ~we_o);
  for (genvar l = 0; l < NumLanes; l++) begin : gen_flags
    logic party_lane;
    assign party_lane      = party_q & we_o[l];
    assign p_o[l]          = shfl_p[l] | (party_lane & p_q);
    assign p_undef_o[l]    = shfl_p_undef[l] |
                             (party_q & xl_pkg::party_p_undef(pred_q, complete_q, we_o[l],
                                                              member_q[l]));
    assign d_undef_o[l]    = shfl_d_undef[l] |
                             (party_q & xl_pkg::party_d_undef(complete_q, we_o[l], member_q[l]));
  end

  assign illegal_o = valid_o & illegal_q;

endmodule
