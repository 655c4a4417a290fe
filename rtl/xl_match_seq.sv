// SPDX-License-Identifier: Apache-2.0
// xl_match_seq: PTX match.sync over a warp, time-multiplexed: K = KeysPerStep keys a cycle
// against every lane, G = NumLanes / K cycles an instruction. The function and the result
// bus are xl_match's, for every input (see its header; docs/spec.md, match.sync, Who takes
// part, Masks at 64 lanes); the handshake is the valid/ready one (docs/handshake.md), an
// instruction occupying the unit for G cycles, as in xl_shfl_gather.
//
//   taken (valid_i & ready_o): the unit keeps the instruction as it came: all, b64, every
//                  lane's a and b, active and member. No logic in front of these registers.
//   step s = 0..G-1: the keys are lanes sK .. sK+K-1 (key k takes its lane's value and
//                  member bit through a G:1 mux); N x K comparators give
//                    eq[l][k] = value[l] == value[sK+k]     (.b32: the low words only)
//                  and every lane l writes the columns sK .. sK+K-1 of its row that lie in
//                  its word of the mask (the word that holds bit l), straight into the
//                  result register:
//                    d[l] bit (sK+k) mod 32  <=  member[sK+k] & (eq[l][k] | all)
//                  while .all accumulates
//                    same <= same & (eq[l][k] for every member l and member key k)
//                  On the last step, .all with two members that differ writes 0 to every
//                  d bit: the enable of every d register with a 0 on its input, not a gate
//                  behind them. So .all leaves d = membermask's word or 0.
//   the result:    d from its register; p = all & same on the active lanes; we and both
//                  undefined flags from xl_party, on the active and member bits kept at
//                  the last step.
//
// A step runs while the result register is free or being read (xl_multicycle), so a
// result offered holds while ready_i is low; the next instruction is taken on the cycle of
// the last step: with ready_i high one instruction every G cycles, its result G + 1 cycles
// after it was taken. ready_o does not depend on valid_i.
//
// Area: N x K comparators of 64 bits (the combinational array has N (N - 1) / 2; K = N is
// that array twice over, each pair compared from both sides, and one cycle later), K G:1
// muxes of 65 bits, and registers: the operands (64 bits a lane), the result (32 bits a
// lane, NumLanes below 32) and the flags' inputs. Each d register bit loads one comparator
// output with an enable shared by its column group: no gate in front of it.

module xl_match_seq #(
  /// Lanes in the warp: a power of two, 2 to 64.
  parameter int NumLanes = 32,
  /// Keys compared against every lane a cycle (K): a power of two, 1 to NumLanes.
  parameter int KeysPerStep = 4
) (
  /// Clock; reset (asynchronous, active low: drops the instruction held and the result
  /// offered); the instruction offered; the result taken.
  input  logic                   clk_i, rst_ni, valid_i, ready_i,
  /// The instruction, taken on a cycle with valid_i and ready_o: xl_match's operands (the
  /// form, .all and .b64; each lane's value, low word a and high word b, lane l at
  /// l*32 +: 32; the active lanes and membermask, a bit a lane).
  input  logic                   all_i, b64_i,
  input  logic [NumLanes*32-1:0] a_i, b_i,
  input  logic [NumLanes-1:0]    active_i, member_i,
  /// The instruction is taken; a result is offered.
  output logic                   ready_o, valid_o,
  /// The result, xl_match's for the instruction: {d, p_undef, d_undef, we, p} (xl_pkg's warp
  /// result); taken on a cycle with valid_o and ready_i, and held until then.
  output logic [NumLanes*36-1:0] res_o
);

  // NumLanes is checked by xl_party.
`ifndef SYNTHESIS
  initial assert (xl_pkg::pow2_in(KeysPerStep, 1, NumLanes))
    else $fatal(1, "xl_match_seq: KeysPerStep must be a power of two from 1 to NumLanes");
`endif  // SYNTHESIS

  /// Steps an instruction takes (G), and the bits of a step number. Derived: do not override.
  localparam int Groups   = NumLanes / KeysPerStep;
  localparam int StepBits = (Groups > 1) ? $clog2(Groups) : 1;
  /// Bits of a lane's mask word that exist: NumLanes below 32, else 32. Derived.
  localparam int MaskBits = (NumLanes < 32) ? NumLanes : 32;
  /// A key's record: {member, b, a}. Derived: do not override.
  localparam int KeyBits  = 65;

  // ---------------------------------------------------------------------------------------
  // Control: the instruction held, its steps (counted by xl_multicycle), the result offered
  // ---------------------------------------------------------------------------------------
  logic [StepBits-1:0] step_q;
  logic                step, last, take;

  xl_multicycle #(.Steps(Groups)) u_seq (
    .clk_i, .rst_ni, .valid_i, .ready_o, .last_i(1'b1), .last_o(last), .count_o(step_q),
    .take_o(take), .step_o(step), .valid_o, .ready_i
  );

  // ---------------------------------------------------------------------------------------
  // The instruction held
  // ---------------------------------------------------------------------------------------
  logic [NumLanes*32-1:0] a_q, b_q;
  logic [NumLanes-1:0]    active_q, member_q;
  logic                   all_q, b64_q;

  always_ff @(posedge clk_i) begin
    if (take) begin
      a_q      <= a_i;
      b_q      <= b_i;
      active_q <= active_i;
      member_q <= member_i;
      all_q    <= all_i;
      b64_q    <= b64_i;
    end
  end

  // ---------------------------------------------------------------------------------------
  // One step: K keys against every lane
  // ---------------------------------------------------------------------------------------
  logic [KeysPerStep*KeyBits-1:0]   key;
  logic [NumLanes*KeysPerStep-1:0]  eq;    // eq[l*K + k]: lane l holds key k's value
  logic [KeysPerStep-1:0]           key_member;

  for (genvar k = 0; k < KeysPerStep; k++) begin : gen_key
    if (Groups > 1) begin : gen_pick
      logic [Groups*KeyBits-1:0] cand;
      for (genvar g = 0; g < Groups; g++) begin : gen_cand
        localparam int J = g * KeysPerStep + k;
        assign cand[g*KeyBits +: KeyBits] = {member_q[J], b_q[J*32 +: 32], a_q[J*32 +: 32]};
      end
      xl_mux_tree #(
        .NumIn(Groups),
        .Width(KeyBits)
      ) u_pick (
        .in_i (cand),
        .sel_i(step_q),
        .out_o(key[k*KeyBits +: KeyBits])
      );
    end else begin : gen_only
      assign key[k*KeyBits +: KeyBits] = {member_q[k], b_q[k*32 +: 32], a_q[k*32 +: 32]};
    end
    assign key_member[k] = key[k*KeyBits + 64];

    for (genvar l = 0; l < NumLanes; l++) begin : gen_cmp
      logic lo_eq, hi_eq;
      assign lo_eq = a_q[l*32 +: 32] == key[k*KeyBits +: 32];
      assign hi_eq = b_q[l*32 +: 32] == key[k*KeyBits + 32 +: 32];
      assign eq[l*KeysPerStep + k] = lo_eq & (hi_eq | ~b64_q);
    end
  end

  // .all: no member differs from a member key of this step; same_q, of the steps before.
  // same_q starts at 1 with each instruction taken (a step on the cycle of a take is the
  // last of the instruction before).
  // One reduction over all N x K comparisons (a tree, not a chain through the lanes).
  logic [NumLanes*KeysPerStep-1:0] agree;  // agree[l*K + k]: not two members that differ
  for (genvar l = 0; l < NumLanes; l++) begin : gen_agree
    assign agree[l*KeysPerStep +: KeysPerStep] =
        eq[l*KeysPerStep +: KeysPerStep] | ~key_member | {KeysPerStep{~member_q[l]}};
  end
  logic step_same, same_q, same, kill;
  assign step_same = &agree;
  assign same      = same_q & step_same;
  // The last step of a .all whose members differ: d = 0.
  assign kill = last & all_q & ~same;

  always_ff @(posedge clk_i) begin
    if (take) begin
      same_q <= 1'b1;
    end else if (step) begin
      same_q <= same;
    end
  end

  // ---------------------------------------------------------------------------------------
  // The result register: column group s written on step s (every group on a kill)
  // ---------------------------------------------------------------------------------------
  // col[l*K + k]: what lane l's row takes in key k's column this step.
  logic [NumLanes*KeysPerStep-1:0] col;
  for (genvar l = 0; l < NumLanes; l++) begin : gen_col
    assign col[l*KeysPerStep +: KeysPerStep] =
        key_member & (eq[l*KeysPerStep +: KeysPerStep] | {KeysPerStep{all_q}}) &
        {KeysPerStep{~kill}};
  end

  logic [Groups-1:0] wen;  // column group g loads this cycle
  for (genvar g = 0; g < Groups; g++) begin : gen_wen
    localparam logic [StepBits-1:0] Step = StepBits'(g);
    assign wen[g] = step & ((step_q == Step) | kill);
  end

  logic [NumLanes*32-1:0] d;
  for (genvar l = 0; l < NumLanes; l++) begin : gen_row
    localparam int W = (NumLanes < 32) ? 0 : (l / 32) * 32;  // the word's first lane
    logic [MaskBits-1:0] d_q;
    // Bit i is column W + i, written with its group by key (W + i) mod K's comparator.
    always_ff @(posedge clk_i) begin
      for (int i = 0; i < MaskBits; i++) begin
        if (wen[(W + i) / KeysPerStep]) begin
          d_q[i] <= col[l*KeysPerStep + (W + i) % KeysPerStep];
        end
      end
    end
    // Below 32 lanes the mask, zero-extended.
    logic [31:0] word;
    always_comb begin
      word               = '0;
      word[MaskBits-1:0] = d_q;
    end
    assign d[l*32 +: 32] = word;
  end

  // ---------------------------------------------------------------------------------------
  // The flags, from the instruction's masks kept at its last step
  // ---------------------------------------------------------------------------------------
  logic [NumLanes-1:0] out_active_q, out_member_q;
  logic                out_all_q, out_same_q;

  always_ff @(posedge clk_i) begin
    if (step & last) begin
      out_active_q <= active_q;
      out_member_q <= member_q;
      out_all_q    <= all_q;
      out_same_q   <= same;
    end
  end

  xl_party #(.NumLanes(NumLanes)) u_party (
    .active_i(out_active_q), .member_i(out_member_q), .pred_i(out_all_q), .d_i(d),
    .p_i({NumLanes{out_all_q & out_same_q}} & out_active_q), .res_o
  );

`ifdef FORMAL
  // ---------------------------------------------------------------------------------------
  // Properties: those of every step-counted unit (formal/fv/fv_multicycle_check.sv: the
  // stream's end-to-end ones and the schedule's invariants) with xl_match on the inputs as
  // the reference, so what leaves is xl_match's result bit for bit; and what the held
  // instruction's steps have written, which makes them inductive. Proven at 2 and 4 lanes
  // by k-induction (the fv_match_seq rows: formal/fv/fv_party_seq.sv).
  // ---------------------------------------------------------------------------------------
  logic [NumLanes*36-1:0] f_ref, f_exp, f_ref_held;
  logic                   f_held, f_follow_held;

  xl_match #(.NumLanes(NumLanes)) u_f_ref (
    .all_i, .b64_i, .a_i, .b_i, .active_i, .member_i, .res_o(f_ref)
  );
  fv_multicycle_check #(.Width(NumLanes * 36), .Steps(Groups), .CountBits($bits(step_q))) u_check (
    .clk_i, .rst_ni, .valid_i, .ready_o, .valid_o, .ready_i, .step_i(step), .count_i(step_q),
    .exp_i(f_ref), .out_i(res_o), .held_o(f_held), .follow_held_o(f_follow_held), .exp_o(f_exp));

  // The held instruction's result, and its comparisons, from its registers.
  xl_match #(.NumLanes(NumLanes)) u_f_held (
    .all_i(all_q), .b64_i(b64_q), .a_i(a_q), .b_i(b_q), .active_i(active_q), .member_i(member_q),
    .res_o(f_ref_held)
  );
  logic [NumLanes*NumLanes-1:0] f_eq;  // f_eq[l*N + j]: lanes l and j hold equal values
  always_comb begin
    for (int l = 0; l < NumLanes; l++) begin
      for (int j = 0; j < NumLanes; j++) begin
        f_eq[l*NumLanes + j] = (a_q[l*32 +: 32] == a_q[j*32 +: 32]) &
                               ((b_q[l*32 +: 32] == b_q[j*32 +: 32]) | ~b64_q);
      end
    end
  end

  // What the steps before step_q have written: same over the key columns done, and every
  // lane's row in those columns (of its word).
  logic f_same_done, f_rows_done;
  int   f_col;  // the column of a lane's d bit
  always_comb begin
    f_same_done = 1'b1;
    f_rows_done = 1'b1;
    f_col       = 0;
    for (int l = 0; l < NumLanes; l++) begin
      for (int j = 0; j < NumLanes; j++) begin
        if (j / KeysPerStep < int'(step_q)) begin
          f_same_done = f_same_done & (~member_q[l] | ~member_q[j] | f_eq[l*NumLanes + j]);
        end
      end
      for (int i = 0; i < MaskBits; i++) begin
        f_col = ((NumLanes < 32) ? 0 : (l / 32) * 32) + i;
        if (f_col / KeysPerStep < int'(step_q)) begin
          f_rows_done = f_rows_done &
                        (d[l*32 + i] == (member_q[f_col] & (f_eq[l*NumLanes + f_col] | all_q)));
        end
      end
    end
  end

  // The followed instruction held: its operands, and what its steps have done.
  always_comb begin
    if (rst_ni && f_follow_held) begin
      assert (f_exp == f_ref_held);
      assert (same_q == f_same_done);
      if (!valid_o) assert (f_rows_done);
    end
  end
`endif  // FORMAL

endmodule
