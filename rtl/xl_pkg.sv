// SPDX-License-Identifier: Apache-2.0
// xl_pkg: the codes the units share, written once: the shuffle's modes, xl_warp's
// opcodes, vote's, redux's and prmt's modes, the microarchitectures of the shuffle, the
// reduction and the match; and the rules of a shuffle lane's flags.
// The C++ side states the codes too (sim/isa/isa.h, sim/model/xlane_model.h,
// sim/harness/arch.h); the ctest `codes` checks that both say the same.
//
// What the three tools read (Verilator 5.006, Yosys 0.23, Icarus 11), tried one by one:
// package constants referenced as xl_pkg::Name, yes. An enum for the modes, as a port's
// type: read, but SystemVerilog converts nothing into an enum implicitly (slang refuses a
// 2-bit vector on such a port) and the cast that would, xl_pkg::shfl_mode_e'(x), is a
// syntax error in Yosys 0.23 and crashes Icarus 11; and an enum only compared with the
// 2-bit ports is a type mismatch in every case statement (slang -Wcase-type). A packed
// struct from a package (for the instruction and the result) stops Icarus 11 on an
// assertion; an enum-typed parameter is a syntax error in Icarus 11 and Verilator's -G
// cannot set it; `import` in a module header is a syntax error in Yosys 0.23 and Icarus
// 11. Hence typed constants: the ports stay vectors, the parameters that take an
// architecture ints.
package xl_pkg;

  // shfl's mode: the value of mode_i of the shuffle units, op_i[1:0] of a shfl opcode.
  localparam logic [1:0] ShflUp   = 2'd0;
  localparam logic [1:0] ShflDown = 2'd1;
  localparam logic [1:0] ShflBfly = 2'd2;
  localparam logic [1:0] ShflIdx  = 2'd3;

  // xl_warp's opcodes (op_i, 6 bits), decoded by their fields: a group in the high bits,
  // then the shuffle's mode, shf's {left, clamp}, prmt's mode, redux's operation, vote's
  // {!a, mode} or match's {.all, .b64} in the low ones. Codes no group claims are reserved.
  localparam logic [3:0] OpGroupShfl     = 4'b0000;    ///< 0b0000mm: shfl.<mode>
  localparam logic [3:0] OpGroupShflSync = 4'b0001;    ///< 0b0001mm: shfl.sync.<mode>
  localparam logic [3:0] OpGroupShf      = 4'b0010;    ///< 0b0010lc: shf.{l,r}.{clamp,wrap}
  localparam logic [5:0] OpShuf          = 6'b001100;  ///< SHUF
  localparam logic [2:0] OpGroupPrmt     = 3'b010;     ///< 0b010mmm: prmt (mode 7 reserved)
  localparam logic [2:0] OpGroupRedux    = 3'b011;     ///< 0b011ooo: redux.sync.<op>
  localparam logic [2:0] OpGroupVote     = 3'b100;     ///< 0b100nmm: vote.sync.<mode>, n: !a
  localparam logic [3:0] OpGroupMatch    = 4'b1010;    ///< 0b1010aw: match, a: .all, w: .b64
  localparam logic [5:0] OpActivemask    = 6'b101100;  ///< activemask.b32

  // vote.sync's modes: xl_vote's mode_i (docs/spec.md, vote.sync).
  localparam logic [1:0] VoteAll    = 2'd0;
  localparam logic [1:0] VoteAny    = 2'd1;
  localparam logic [1:0] VoteUni    = 2'd2;
  localparam logic [1:0] VoteBallot = 2'd3;

  // prmt's modes: xl_prmt's mode_i. The default reads four selector nibbles of c; the
  // others read c[1:0] (docs/spec.md, prmt). 3'd7 is no mode.
  localparam logic [2:0] PrmtDefault = 3'd0;
  localparam logic [2:0] PrmtF4e     = 3'd1;  ///< forward 4 extract
  localparam logic [2:0] PrmtB4e     = 3'd2;  ///< backward 4 extract
  localparam logic [2:0] PrmtRc8     = 3'd3;  ///< replicate 8
  localparam logic [2:0] PrmtEcl     = 3'd4;  ///< edge clamp left
  localparam logic [2:0] PrmtEcr     = 3'd5;  ///< edge clamp right
  localparam logic [2:0] PrmtRc16    = 3'd6;  ///< replicate 16

  // redux.sync's operations: xl_redux's op_i (docs/spec.md, redux.sync). .add is the same
  // for .u32 and .s32; min and max compare unsigned (U) or signed (S); and, or, xor: .b32.
  localparam logic [2:0] ReduxAdd  = 3'd0;
  localparam logic [2:0] ReduxMinU = 3'd1;
  localparam logic [2:0] ReduxMinS = 3'd2;
  localparam logic [2:0] ReduxMaxU = 3'd3;
  localparam logic [2:0] ReduxMaxS = 3'd4;
  localparam logic [2:0] ReduxAnd  = 3'd5;
  localparam logic [2:0] ReduxOr   = 3'd6;
  localparam logic [2:0] ReduxXor  = 3'd7;

  /// One node of a reduction: x op y. The signed orders compare with the sign bits flipped,
  /// so one unsigned comparator serves min and max of both types (xl_redux, xl_redux_seq).
  function automatic logic [31:0] redux_combine(input logic [2:0] op, input logic [31:0] x,
                                                input logic [31:0] y);
    logic [31:0] flip;
    logic        y_below;
    flip    = {(op == ReduxMinS) | (op == ReduxMaxS), 31'b0};
    y_below = (y ^ flip) < (x ^ flip);
    case (op)
      ReduxAdd:             redux_combine = x + y;
      ReduxMinU, ReduxMinS: redux_combine = y_below ? y : x;
      ReduxMaxU, ReduxMaxS: redux_combine = y_below ? x : y;
      ReduxAnd:             redux_combine = x & y;
      ReduxOr:              redux_combine = x | y;
      default:              redux_combine = x ^ y;  // ReduxXor
    endcase
  endfunction

  /// What a lane outside membermask contributes to a reduction, op's identity: all ones for
  /// and and min.u32, 0x7fffffff for min.s32, 0x80000000 for max.s32, 0 otherwise.
  function automatic logic [31:0] redux_identity(input logic [2:0] op);
    logic ones_low, ones_high;
    ones_low       = (op == ReduxMinU) | (op == ReduxMinS) | (op == ReduxAnd);
    ones_high      = (op == ReduxMinU) | (op == ReduxMaxS) | (op == ReduxAnd);
    redux_identity = {ones_high, {31{ones_low}}};
  endfunction

  // The shuffle's microarchitectures: xl_shfl_arch's Arch, xl_warp's ShflArch.
  localparam int ShflArchXbar    = 0;  ///< crossbar pipeline (xl_shfl_pipe)
  localparam int ShflArchGather  = 1;  ///< time-multiplexed gather (xl_shfl_gather)
  localparam int ShflArchUniform = 2;  ///< uniform fast path (xl_shfl_uniform)
  localparam int ShflArchPxbar   = 3;  ///< pipelined crossbar (xl_shfl_pxbar)

  // The collectives' structures: xl_warp's ReduxArch and MatchArch (one instruction a
  // cycle in front of the pipeline, or a time-multiplexed unit in xl_warp_front), and
  // xl_party_unit's Arch (make explore's clocked tops). Numbers of RTL parameters, not
  // codes the C++ side drives.
  localparam int ReduxArchTree     = 0;  ///< adder / min / max tree (xl_redux)
  localparam int ReduxArchSeq      = 1;  ///< LanesPerStep lanes folded a step (xl_redux_seq)
  localparam int MatchArchAllPairs = 0;  ///< all-pairs comparator array (xl_match)
  localparam int MatchArchSeq      = 1;  ///< KeysPerStep keys compared a step (xl_match_seq)

  // xl_word_unit's Unit: which one-word unit the clocked top holds.
  localparam int WordShf  = 0;  ///< shf (xl_shf)
  localparam int WordShuf = 1;  ///< SHUF (xl_shuf)
  localparam int WordPrmt = 2;  ///< prmt (xl_prmt)

  // xl_party_unit's Unit: which collective make explore's clocked top holds.
  localparam int PartyMatch = 0;  ///< match.sync (xl_match, xl_match_seq)
  localparam int PartyRedux = 1;  ///< redux.sync (xl_redux, xl_redux_seq)
  localparam int PartyVote  = 2;  ///< vote.sync (xl_vote)

  /// ceil(log_base(x)) for powers of two x >= 1 and base >= 2: the levels of a tree of
  /// fanout base with x leaves (xl_fanout).
  function automatic int log_ceil(input int x, input int base);
    log_ceil = ($clog2(x) + $clog2(base) - 1) / $clog2(base);
  endfunction

  /// Registers that drive `loads` loads with at most f each (at least one): the replicas
  /// of a registered fanout tree's leaves (xl_fanout in xl_shfl_pxbar).
  function automatic int fanout_copies(input int loads, input int f);
    fanout_copies = (loads >= f) ? loads / f : 1;
  endfunction

  /// xl_shfl_pxbar with Fanout f (0: none) at n lanes of w bits and c copies: the registers
  /// between the inputs and the first tree level (T1; its latency is T1 + 1 + the cuts).
  /// The longest of three paths: the shared fields' tree (c copies; none for one), the lane
  /// logic's register and the first level's select tree (a select bit steers (n / 2) * w
  /// muxes); the same two and the flags' register; the pass tree (n * w muxes), the root
  /// register and the copies' tree; then e more (Extra: registers the unit spends where its
  /// paths are longest). Written once here for the unit and its proof's bounds.
  function automatic int pxbar_t1(input int n, input int w, input int c, input int f, input int e);
    int copy_d, sel_d, pass_d;
    pxbar_t1 = 1;
    if (f > 0) begin
      copy_d   = log_ceil(c, f);
      sel_d    = log_ceil(fanout_copies((n / 2) * w, f), f);
      pass_d   = log_ceil(fanout_copies(n * w, f), f);
      pxbar_t1 = (copy_d + 1 + sel_d > pass_d + 1 + copy_d) ? copy_d + 1 + sel_d
                                                           : pass_d + 1 + copy_d;
      if (pxbar_t1 < copy_d + 2) pxbar_t1 = copy_d + 2;
      pxbar_t1 = pxbar_t1 + e;
    end
  endfunction

  /// The largest power of two at most x; 1 for x below 2 (a count of slices or parts).
  function automatic int pow2_floor(input int x);
    pow2_floor = (x < 2) ? 1 : 1 << ($clog2(x + 1) - 1);
  endfunction

  /// x is a power of two from lo to hi: the range rule of the units' size parameters
  /// (their `initial` checks).
  function automatic logic pow2_in(input int x, input int lo, input int hi);
    pow2_in = x >= lo && x <= hi && (x & (x - 1)) == 0;
  endfunction

  // A shuffle lane's flags, the rules of xl_shfl_ctrl's header in one place for every
  // microarchitecture. (Yosys 0.23 reads a function's result assigned to its name, not
  // `return`.)

  /// Lane l may be read by another: it executes and, for shfl.sync, is in membermask
  /// (a plain shfl's member is its active).
  function automatic logic shfl_readable(input logic sync, input logic active, input logic member);
    shfl_readable = active & (sync ? member : active);
  endfunction

  /// Lane l's p and d are undefined: shfl.sync run by a lane not in membermask.
  function automatic logic shfl_p_undef(input logic sync, input logic active, input logic member);
    shfl_p_undef = sync ? (active & ~member) : 1'b0;
  endfunction

  /// Lane l's d is undefined: p is, or the lane reads (pval) a lane that may not be read.
  function automatic logic shfl_d_undef(input logic p_undef, input logic active, input logic pval,
                                        input logic src_readable);
    shfl_d_undef = p_undef | (active & pval & ~src_readable);
  endfunction

  // A lane's flags in a vote, match or reduction (xl_party's header): pred, the result is
  // a predicate; complete, every lane of membermask executes.

  /// Lane l's p and d are undefined: it is outside membermask, or the party is incomplete
  /// and the result a predicate.
  function automatic logic party_p_undef(input logic pred, input logic complete,
                                         input logic active, input logic member);
    party_p_undef = active & (~member | (pred & ~complete));
  endfunction

  /// Lane l's d is undefined: it is outside membermask, or the party is incomplete.
  function automatic logic party_d_undef(input logic complete, input logic active,
                                         input logic member);
    party_d_undef = active & (~member | ~complete);
  endfunction

  // A warp unit's result, one bus of NumLanes * (Width + 4) bits (xl_vote's and xl_redux's
  // res_o, and the shuffle's below its sideband): {d, p_undef, d_undef, we, p}, lane l's
  // flags at bit l of each flag field, its d at d[l*Width +: Width].
  //
  // The shuffle's instruction (op) and result (res), one bus each: xl_shfl_arch packs its
  // ports into op and unpacks res; each microarchitecture reads the fields of op it needs
  // and writes res whole. A per-lane field holds lane l's value at l times its bits a lane.
  //   op, least significant first: a, pass_d (Width a lane), b (LaneBits), c (CBits),
  //       active, member (1), mode (2), sync, pass, user (UserWidth)
  //   res: {user, the warp result}, user UserWidth bits
  localparam int ShflOpA      = 0;
  localparam int ShflOpPassD  = 1;
  localparam int ShflOpB      = 2;
  localparam int ShflOpC      = 3;
  localparam int ShflOpActive = 4;
  localparam int ShflOpMember = 5;
  localparam int ShflOpMode   = 6;
  localparam int ShflOpSync   = 7;
  localparam int ShflOpPass   = 8;
  localparam int ShflOpUser   = 9;

  /// Bits of op's field f with n lanes of w bits (ShflOpUser: 0; its bits are UserWidth).
  function automatic int shfl_op_bits(input int f, input int n, input int w);
    case (f)
      ShflOpA, ShflOpPassD:       shfl_op_bits = n * w;
      ShflOpB:                    shfl_op_bits = n * $clog2(n);
      ShflOpC:                    shfl_op_bits = n * (8 + $clog2(n));
      ShflOpActive, ShflOpMember: shfl_op_bits = n;
      ShflOpMode:                 shfl_op_bits = 2;
      ShflOpSync, ShflOpPass:     shfl_op_bits = 1;
      default:                    shfl_op_bits = 0;
    endcase
  endfunction

  /// Where op's field f starts: the bits of the fields below it. (Icarus 11 evaluates no
  /// constant function whose loop declares its variable in the for header.)
  function automatic int shfl_op_at(input int f, input int n, input int w);
    int g;
    shfl_op_at = 0;
    for (g = 0; g < f; g = g + 1) shfl_op_at = shfl_op_at + shfl_op_bits(g, n, w);
  endfunction

endpackage
