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
  logic [((Steps > 1) ? $clog2(Steps) : 1)-1:0] unused_count;

  xl_multicycle #(.Steps(Steps)) u_seq (
    .clk_i, .rst_ni, .valid_i, .ready_o, .last_i(1'b1), .last_o(last), .count_o(unused_count),
    .take_o(take), .step_o(step), .valid_o, .ready_i
  );

  // ---------------------------------------------------------------------------------------
  // The instruction held: the lanes still to fold in the low end of a_q and fold_q
  // ---------------------------------------------------------------------------------------
  logic [2:0]             op_q;
  logic [NumLanes*32-1:0] a_q;
  logic [NumLanes-1:0]    fold_q, active_q, member_q;
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
      a_q    <= a_q >> (K * 32);
      fold_q <= fold_q >> K;
      acc_q  <= acc_d;
    end
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

endmodule
