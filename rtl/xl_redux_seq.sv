// SPDX-License-Identifier: Apache-2.0
// xl_redux_seq: PTX redux.sync over a warp, time-multiplexed: LanesPerStep lanes folded
// into an accumulator each step, NumLanes / LanesPerStep steps, behind a valid/ready
// handshake (xl_pipe's rules; control by xl_multicycle). The same function as xl_redux,
// in a fraction of its nodes and depth:
//
//   take:   op, a, active and member held; acc = the operation's identity
//   step k: chunk = fold of op over { a[i] : member[i], i in [kK, kK + K) }   (xl_redux at
//                   K lanes, or the one lane's value at K = 1)
//           acc   = acc op chunk
//   last step (k = NumLanes / K - 1): the result register takes acc, active and member;
//           res_o = xl_party's result of d = acc in every lane, p = 0 (docs/spec.md,
//           redux.sync and Who takes part)
//
// The operations are associative and commutative, so folding chunk by chunk gives the
// tree's value. The held a and member shift down K lanes a step, so the chunk is always
// the low K lanes: no mux picks it. An instruction takes NumLanes / K cycles from taken to
// offered; the next is taken on the cycle of the last step, so one every NumLanes / K
// cycles while ready_i is high. Structure per step: K - 1 nodes in log2(K) levels (the
// chunk's tree) and one more (the accumulator), against xl_redux's NumLanes - 1 nodes in
// log2(NumLanes) levels.

module xl_redux_seq #(
  /// Lanes in the warp: a power of two, 2 to 64.
  parameter int NumLanes = 32,
  /// Lanes folded a step (K): a power of two, 1 to NumLanes.
  parameter int LanesPerStep = 4
) (
  /// Clock (every register on its rising edge) and asynchronous reset, active low:
  /// nothing held, nothing offered.
  input  logic                   clk_i, rst_ni,
  /// An instruction offered on the inputs (held with them until taken), and taken this
  /// cycle.
  input  logic                   valid_i,
  output logic                   ready_o,
  /// The operation: xl_pkg::ReduxAdd ... ReduxXor.
  input  logic [2:0]             op_i,
  /// Per-lane operand: lane l owns a_i[l*32 +: 32].
  input  logic [NumLanes*32-1:0] a_i,
  /// Bit l: lane l executes.
  input  logic [NumLanes-1:0]    active_i,
  /// Bit l: lane l is in membermask.
  input  logic [NumLanes-1:0]    member_i,
  /// The result offered on res_o (held with it until taken), and taken this cycle.
  output logic                   valid_o,
  input  logic                   ready_i,
  /// The result: {d, p_undef, d_undef, we, p} (xl_pkg's warp result), as xl_redux's.
  output logic [NumLanes*36-1:0] res_o
);

`ifndef SYNTHESIS
  initial assert (xl_pkg::pow2_in(LanesPerStep, 1, NumLanes))
    else $fatal(1, "xl_redux_seq: LanesPerStep must be a power of two from 1 to NumLanes");
`endif  // SYNTHESIS

  localparam int K     = LanesPerStep;
  localparam int Steps = NumLanes / K;

  // ---------------------------------------------------------------------------------------
  // Control: the instruction held, its steps (counted by xl_multicycle), the result offered
  // ---------------------------------------------------------------------------------------
  logic step, last, take;
  logic [((Steps > 1) ? $clog2(Steps) : 1)-1:0] step_q;

  xl_multicycle #(.Steps(Steps)) u_seq (
    .clk_i, .rst_ni, .valid_i, .ready_o, .last_i(1'b1), .last_o(last), .count_o(step_q),
    .take_o(take), .step_o(step), .valid_o, .ready_i
  );
  logic unused_step_q;  // the step's number: read by the properties below only
  assign unused_step_q = ^step_q;

  // ---------------------------------------------------------------------------------------
  // The instruction held: the lanes still to fold in the low end of a_q and fold_q
  // ---------------------------------------------------------------------------------------
  logic [2:0]             op_q;
  logic [NumLanes*32-1:0] a_q;
  logic [NumLanes-1:0]    fold_q, active_q, member_q;
  logic [NumLanes*32-1:0] a_next;
  logic [NumLanes-1:0]    fold_next;
  logic [31:0]            acc_q, acc_d, chunk;

  assign acc_d = xl_pkg::redux_combine(op_q, acc_q, chunk);

  always_ff @(posedge clk_i) begin
    if (take) begin
      op_q     <= op_i;
      a_q      <= a_i;
      fold_q   <= member_i;
      active_q <= active_i;
      member_q <= member_i;
      acc_q    <= xl_pkg::redux_identity(op_i);
    end else if (step) begin
      a_q    <= a_next;
      fold_q <= fold_next;
      acc_q  <= acc_d;
    end
  end

  // After a step the next K lanes are the low ones (one step: nothing to move).
  if (Steps > 1) begin : gen_shift
    assign a_next    = {{(K * 32){1'b0}}, a_q[NumLanes*32-1:K*32]};
    assign fold_next = {{K{1'b0}}, fold_q[NumLanes-1:K]};
  end else begin : gen_hold
    assign a_next    = a_q;
    assign fold_next = fold_q;
  end

  // One step's chunk: the low K lanes folded.
  if (K == 1) begin : gen_one
    assign chunk = fold_q[0] ? a_q[31:0] : xl_pkg::redux_identity(op_q);
  end else begin : gen_tree
    logic [K*36-1:0] tree_res;
    xl_redux #(.NumLanes(K)) u_tree (
      .op_i(op_q), .a_i(a_q[K*32-1:0]), .active_i({K{1'b1}}), .member_i(fold_q[K-1:0]),
      .res_o(tree_res)
    );
    assign chunk = tree_res[K*4 +: 32];  // lane 0's d
    // Its flags and the other lanes' copies of the fold are not needed.
    logic unused_tree;
    assign unused_tree = ^{tree_res[K*36-1:K*4+32], tree_res[K*4-1:0]};
  end

  // ---------------------------------------------------------------------------------------
  // The result register: the fold and who took part, for xl_party's flags
  // ---------------------------------------------------------------------------------------
  logic [31:0]         out_acc_q;
  logic [NumLanes-1:0] out_active_q, out_member_q;

  always_ff @(posedge clk_i) begin
    if (step && last) begin
      out_acc_q    <= acc_d;
      out_active_q <= active_q;
      out_member_q <= member_q;
    end
  end

  xl_party #(.NumLanes(NumLanes)) u_party (
    .active_i(out_active_q), .member_i(out_member_q), .pred_i(1'b0),
    .d_i({NumLanes{out_acc_q}}), .p_i({NumLanes{1'b0}}), .res_o
  );

`ifdef FORMAL
  // ---------------------------------------------------------------------------------------
  // Properties: those of every step-counted unit (formal/fv/fv_multicycle_check.sv) with
  // xl_redux on the inputs as the reference, so what leaves is xl_redux's result; and the
  // invariants that make them inductive: the held instruction's result is what its
  // steps have folded (acc_q) with the lanes still to fold (the low end of a_q and fold_q),
  // and fold_q is membermask moved down K lanes a step. Proven at 2 and 4 lanes by
  // k-induction (the fv_redux_seq rows: formal/fv/fv_party_seq.sv).
  // ---------------------------------------------------------------------------------------
  logic [NumLanes*36-1:0] f_ref, f_exp, f_rest, f_ref_held;
  logic                   f_held, f_follow_held;
  logic [31:0]            f_total;

  xl_redux #(.NumLanes(NumLanes)) u_f_ref (.op_i, .a_i, .active_i, .member_i, .res_o(f_ref));
  fv_multicycle_check #(.Width(NumLanes * 36), .Steps(Steps), .CountBits($bits(step_q))) u_check (
    .clk_i, .rst_ni, .valid_i, .ready_o, .valid_o, .ready_i, .step_i(step), .count_i(step_q),
    .exp_i(f_ref), .out_i(res_o), .held_o(f_held), .follow_held_o(f_follow_held), .exp_o(f_exp));

  xl_redux #(.NumLanes(NumLanes)) u_f_rest (
    .op_i(op_q), .a_i(a_q), .active_i(active_q), .member_i(fold_q), .res_o(f_rest)
  );
  assign f_total = xl_pkg::redux_combine(op_q, acc_q, f_rest[NumLanes*4 +: 32]);
  xl_party #(.NumLanes(NumLanes)) u_f_held (
    .active_i(active_q), .member_i(member_q), .pred_i(1'b0), .d_i({NumLanes{f_total}}),
    .p_i({NumLanes{1'b0}}), .res_o(f_ref_held)
  );

  always_comb begin
    if (rst_ni) begin
      if (f_held) assert (fold_q == (member_q >> (K * int'(step_q))));
      if (f_follow_held) assert (f_exp == f_ref_held);
    end
  end
`endif  // FORMAL

endmodule
