// SPDX-License-Identifier: Apache-2.0
// fv_stream_check: end-to-end properties of a unit with a valid/ready handshake, seen from
// its ports only. The unit's combinational reference gives exp_i, the result the offered
// input must produce; the check follows one accepted instruction, chosen by the solver
// (so every instruction in every trace), from its handshake in to its handshake out:
//
//   count:    taken minus given is never negative and never more than Cap (no duplicate,
//             no output without an input, nothing beyond the pipe's room)
//   order:    it leaves after exactly the instructions taken before it
//   data:     what leaves is exp_i as it was on the cycle it was taken
//   latency:  it leaves by the Wait-th cycle with out_ready_i high after it was taken
//   stable:   an offered output stays offered and unchanged until it is taken
//             (fv_stream_hold)
//   reset:    empties the unit (the count restarts at 0, so a beat kept would be a
//             duplicate)
//
// Covers: four back-to-back transfers (one where BackToBack is 0), a stall of three cycles,
// a reset with instructions in flight followed by a transfer.
//
// The count and the followed instruction are outputs too: a unit that checks itself
// (xl_pipe, under FORMAL) states with them where the instruction is inside it, the
// invariants that make these properties inductive.
module fv_stream_check #(
  /// Bits of the compared output bundle.
  parameter int Width = 1,
  /// Instructions the unit can hold: Latency, plus one with a skid buffer.
  parameter int Cap = 1,
  /// Cycles with out_ready_i high within which a taken instruction leaves: Cap for a
  /// pipeline; more for a unit that takes several cycles an instruction.
  parameter int Wait = Cap,
  /// 1: the unit takes and gives an instruction on every cycle (the streak cover); 0: it
  /// takes several cycles an instruction.
  parameter bit BackToBack = 1'b1,
  /// Bits of the counts: enough for Cap + 1 and Wait + 1 (a count past them fails).
  parameter int CntBits = $clog2(((Wait > Cap) ? Wait : Cap) + 2) + 1
) (
  input  logic               clk_i, rst_ni,
  /// The input handshake (the unit's valid_i, ready_o) and the reference's result for the
  /// instruction on the inputs.
  input  logic               in_valid_i, in_ready_i,
  input  logic [Width-1:0]   exp_i,
  /// The output handshake (the unit's valid_o, ready_i) and the unit's output bundle.
  input  logic               out_valid_i, out_ready_i,
  input  logic [Width-1:0]   out_i,
  /// Instructions inside the unit (taken minus given); an instruction is followed (busy_o),
  /// with ahead_o instructions to leave before it, waits_o cycles with out_ready_i high
  /// since it was taken, and exp_o its expected output.
  output logic [CntBits-1:0] count_o, ahead_o, waits_o,
  output logic               busy_o,
  output logic [Width-1:0]   exp_o
);
  logic f_in, f_out, f_past_valid;
  assign f_in  = in_valid_i & in_ready_i;
  assign f_out = out_valid_i & out_ready_i;
  initial f_past_valid = 1'b0;
  always @(posedge clk_i) f_past_valid <= 1'b1;

  // Instructions inside the unit.
  logic [CntBits-1:0] f_count;
  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) f_count <= '0;
    else         f_count <= f_count + CntBits'(f_in) - CntBits'(f_out);
  end
  always @* begin
    if (rst_ni) begin
      assert (f_count + CntBits'(f_in) >= CntBits'(f_out));
      assert (f_count <= Cap);
    end
  end

  fv_stream_hold #(.Width(Width), .Assume(1'b0)) u_out_hold (
    .clk_i, .rst_ni, .valid_i(out_valid_i), .ready_i(out_ready_i), .data_i(out_i)
  );

  // The followed instruction: picked on the cycle it is taken; one that leaves on that
  // same cycle with nothing ahead of it (a unit holding nothing) is checked at once.
  (* anyseq *) logic f_pick;
  logic               f_busy;
  logic [Width-1:0]   f_exp;
  logic [CntBits-1:0] f_ahead, f_waits;
  logic               f_now;  // taken and given on the same cycle, with nothing ahead
  assign f_now = f_in && f_pick && f_count == 0 && f_out;

  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      f_busy  <= 1'b0;
      f_exp   <= '0;
      f_ahead <= '0;
      f_waits <= '0;
    end else if (!f_busy) begin
      if (f_in && f_pick && !f_now) begin
        f_busy  <= 1'b1;
        f_exp   <= exp_i;
        f_ahead <= f_count - CntBits'(f_out);
        f_waits <= '0;
      end
    end else begin
      if (f_out) begin
        if (f_ahead == 0) f_busy <= 1'b0;
        else              f_ahead <= f_ahead - 1'b1;
      end
      if (out_ready_i) f_waits <= f_waits + 1'b1;
    end
  end

  always @* begin
    if (rst_ni && !f_busy && f_now) assert (out_i == exp_i);
    if (rst_ni && f_busy) begin
      assert (f_ahead < f_count);
      assert (f_waits < Wait);
      if (f_out && f_ahead == 0) assert (out_i == f_exp);
    end
  end

  // For the unit's own invariants.
  assign {count_o, ahead_o, waits_o, busy_o, exp_o} = {f_count, f_ahead, f_waits, f_busy, f_exp};

  // Covers.
  logic [2:0] f_streak, f_stall;
  logic       f_reset_in_flight;
  initial f_reset_in_flight = 1'b0;
  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      f_streak <= '0;
      f_stall  <= '0;
    end else begin
      f_streak <= (f_in && f_out) ? f_streak + ((f_streak == 3'd7) ? 3'd0 : 3'd1) : 3'd0;
      f_stall  <= (out_valid_i && !out_ready_i) ? f_stall + ((f_stall == 3'd7) ? 3'd0 : 3'd1) : 3'd0;
    end
  end
  always @(posedge clk_i) begin
    if (f_past_valid && !rst_ni && $past(f_count != 0)) f_reset_in_flight <= 1'b1;
  end
  always @* begin
    if (rst_ni) begin
      cover (f_streak == (BackToBack ? 3'd4 : 3'd1));
      cover (f_stall == 3'd3 && f_out);
      if (Cap > 0) cover (f_reset_in_flight && f_out);
    end
  end
endmodule
