// SPDX-License-Identifier: Apache-2.0
// xl_warp_front: the reduction and the match of xl_warp, each in the structure xl_warp
// chooses (ReduxArch, MatchArch), in front of its pipeline. The one-a-cycle structures
// (xl_redux's tree, xl_match's all-pairs array) compute the result of the instruction
// leaving, with no register; a time-multiplexed one (xl_redux_seq, xl_match_seq) takes the
// instruction and holds it here for its steps, so that the shuffle's pipeline behind stays
// one instruction a cycle for everything else. With neither time-multiplexed, the
// handshake and the instruction pass straight through.
//
//   an instruction offered (valid_i)
//     redux, ReduxArch = seq:  into xl_redux_seq; when its result is offered, it leaves
//     match, MatchArch = seq:  into xl_match_seq    (valid_o) with its op, active and
//                                                   member, res_o = the unit's result
//     anything else:           leaves as offered (valid_o = valid_i, ready_o = ready_i)
//                              once nothing is in flight in a unit; res_o = the tree's
//                              or the array's result for a redux or a match
//
// Order is kept: instructions leave as they were taken. An instruction for a unit is taken
// while nothing is in flight or what is in flight is in that same unit (each unit keeps
// its own order); any other waits until the units are empty. A unit holds up to two (one
// in its steps, one in its result register), so the op, active and member of at most two
// instructions are kept here, oldest first (hold0_q, hold1_q; count_q of them), to leave
// with their results. A unit's result waits in its result register while ready_i is low.
//
// Timing: an instruction for a unit leaves NumLanes / K + 1 cycles after it is taken
// (its steps, then its result register); back to back, one leaves every NumLanes / K
// cycles. ready_o depends on op_i (which unit the offered instruction needs): a source
// must hold the instruction while valid_i and not ready_o, as the handshake asks anyway.

module xl_warp_front #(
  /// Lanes: a power of two, 2 to 64.
  parameter int NumLanes = 32,
  /// redux.sync's structure: xl_pkg::ReduxArchTree (xl_redux) or ReduxArchSeq
  /// (xl_redux_seq).
  parameter int ReduxArch = xl_pkg::ReduxArchTree,
  /// xl_redux_seq's LanesPerStep: a power of two, 1 to NumLanes.
  parameter int ReduxLanes = 4,
  /// match.sync's structure: xl_pkg::MatchArchAllPairs (xl_match) or MatchArchSeq
  /// (xl_match_seq).
  parameter int MatchArch = xl_pkg::MatchArchAllPairs,
  /// xl_match_seq's KeysPerStep: a power of two, 1 to NumLanes.
  parameter int MatchKeys = 4
) (
  /// Clock and asynchronous reset (active low: nothing in flight).
  input  logic                   clk_i, rst_ni,
  /// An instruction offered (held with its operands until taken), and taken this cycle.
  input  logic                   valid_i,
  output logic                   ready_o,
  /// The instruction: xl_warp's opcode, operands a and b (lane l at l*32 +: 32), the
  /// executing lanes and membermask (a bit a lane).
  input  logic [5:0]             op_i,
  input  logic [NumLanes*32-1:0] a_i, b_i,
  input  logic [NumLanes-1:0]    active_i, member_i,
  /// An instruction offered to the pipeline, and taken by it this cycle.
  output logic                   valid_o,
  input  logic                   ready_i,
  /// The instruction offered: its opcode, executing lanes and membermask.
  output logic [5:0]             op_o,
  output logic [NumLanes-1:0]    active_o, member_o,
  /// The result of the redux or match offered, {d, p_undef, d_undef, we, p} (xl_pkg's warp
  /// result), from the unit of its structure; not to be read with any other opcode.
  output logic [NumLanes*36-1:0] res_o
);

  localparam bit ReduxSeq = ReduxArch == xl_pkg::ReduxArchSeq;
  localparam bit MatchSeq = MatchArch == xl_pkg::MatchArchSeq;

`ifndef SYNTHESIS
  initial begin
    assert (ReduxArch == xl_pkg::ReduxArchTree || ReduxSeq)
      else $fatal(1, "xl_warp_front: ReduxArch must be xl_pkg::ReduxArchTree or ReduxArchSeq");
    assert (MatchArch == xl_pkg::MatchArchAllPairs || MatchSeq)
      else $fatal(1, "xl_warp_front: MatchArch must be xl_pkg::MatchArchAllPairs or MatchArchSeq");
  end
`endif  // SYNTHESIS

  // ---------------------------------------------------------------------------------------
  // Which unit the offered instruction needs, and whether it may enter now
  // ---------------------------------------------------------------------------------------
  logic to_redux, to_match, direct;
  logic empty;        // nothing in flight in a unit
  logic held_match;   // what is in flight is match's (else redux's)
  logic may_redux, may_match;

  assign to_redux  = ReduxSeq && (op_i[5:3] == xl_pkg::OpGroupRedux);
  assign to_match  = MatchSeq && (op_i[5:2] == xl_pkg::OpGroupMatch);
  assign direct    = ~to_redux & ~to_match;
  assign may_redux = empty | ~held_match;
  assign may_match = empty | held_match;

  // ---------------------------------------------------------------------------------------
  // The units: each the time-multiplexed one with its handshake, or the one-a-cycle one on
  // the instruction leaving (with no handshake of its own: ready and valid tied low)
  // ---------------------------------------------------------------------------------------
  logic                   redux_ready, redux_valid, match_ready, match_valid;
  logic [NumLanes*36-1:0] redux_res, match_res;

  if (ReduxSeq) begin : gen_redux_seq
    xl_redux_seq #(.NumLanes(NumLanes), .LanesPerStep(ReduxLanes)) u_redux (
      .clk_i, .rst_ni, .valid_i(valid_i & to_redux & may_redux), .ready_o(redux_ready),
      .op_i(op_i[2:0]), .a_i, .active_i, .member_i, .valid_o(redux_valid), .ready_i,
      .res_o(redux_res)
    );
  end else begin : gen_redux_tree
    xl_redux #(.NumLanes(NumLanes)) u_redux (
      .op_i(op_o[2:0]), .a_i, .active_i(active_o), .member_i(member_o), .res_o(redux_res)
    );
    assign redux_ready = 1'b0;
    assign redux_valid = 1'b0;
  end

  if (MatchSeq) begin : gen_match_seq
    xl_match_seq #(.NumLanes(NumLanes), .KeysPerStep(MatchKeys)) u_match (
      .clk_i, .rst_ni, .valid_i(valid_i & to_match & may_match), .ready_i,
      .all_i(op_i[1]), .b64_i(op_i[0]), .a_i, .b_i, .active_i, .member_i,
      .ready_o(match_ready), .valid_o(match_valid), .res_o(match_res)
    );
  end else begin : gen_match_all_pairs
    xl_match #(.NumLanes(NumLanes)) u_match (
      .all_i(op_o[1]), .b64_i(op_o[0]), .a_i, .b_i, .active_i(active_o), .member_i(member_o),
      .res_o(match_res)
    );
    assign match_ready = 1'b0;
    assign match_valid = 1'b0;
  end

  // The result of the redux or match leaving (op_o says which).
  assign res_o = (op_o[5:2] == xl_pkg::OpGroupMatch) ? match_res : redux_res;

  // ---------------------------------------------------------------------------------------
  // The handshake: into a unit, or straight through once the units are empty
  // ---------------------------------------------------------------------------------------
  logic push, pop, from_unit;
  assign push      = valid_i & ((to_redux & may_redux & redux_ready) |
                                (to_match & may_match & match_ready));
  assign from_unit = redux_valid | match_valid;
  assign pop       = from_unit & ready_i;

  assign ready_o = to_redux ? (may_redux & redux_ready) :
                   to_match ? (may_match & match_ready) : (empty & ready_i);
  assign valid_o = from_unit | (valid_i & direct & empty);

  if (ReduxSeq || MatchSeq) begin : gen_hold
    // -------------------------------------------------------------------------------------
    // In flight, and what leaves with a unit's result: the op, active and member it was
    // taken with, oldest first
    // -------------------------------------------------------------------------------------
    localparam int HoldBits = 6 + 2 * NumLanes;
    logic [1:0]          count_q;     // instructions in flight in a unit (0 to 2)
    logic                held_match_q;
    logic [HoldBits-1:0] hold_in, hold0_q, hold1_q;
    logic [1:0]          count_left;  // in flight after this cycle's pop

    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        count_q      <= 2'd0;
        held_match_q <= 1'b0;
      end else begin
        count_q <= count_q + {1'b0, push} - {1'b0, pop};
        if (push) held_match_q <= to_match;
      end
    end
    assign empty      = count_q == 2'd0;
    assign held_match = held_match_q;

    assign hold_in    = {op_i, active_i, member_i};
    assign count_left = count_q - {1'b0, pop};

    always_ff @(posedge clk_i) begin
      if (pop) hold0_q <= hold1_q;
      if (push) begin
        if (count_left == 2'd0) begin
          hold0_q <= hold_in;
        end else begin
          hold1_q <= hold_in;
        end
      end
    end

    assign {op_o, active_o, member_o} = from_unit ? hold0_q : hold_in;

`ifdef FORMAL
    // The units' capacity keeps at most two in flight; a result offered has its
    // instruction kept; one kind at a time (fv_warp_front proves the rest at the ports).
    always_comb begin
      if (rst_ni) begin
        assert (count_q <= 2'd2);
        if (from_unit) assert (!empty);
        assert (!(redux_valid && match_valid));
      end
    end
`endif  // FORMAL

  end else begin : gen_wires
    // Nothing is ever in flight: the instruction leaves as offered.
    assign empty      = 1'b1;
    assign held_match = 1'b0;
    assign {op_o, active_o, member_o} = {op_i, active_i, member_i};
    logic unused_clk;  // nothing clocked; push and pop stay 0
    assign unused_clk = ^{clk_i, rst_ni, push, pop};
  end

endmodule
