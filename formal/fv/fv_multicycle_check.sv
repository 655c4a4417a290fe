// SPDX-License-Identifier: Apache-2.0
// fv_multicycle_check: the properties every unit controlled by xl_multicycle with a step
// count proves (xl_match_seq, xl_redux_seq; in the unit's `ifdef FORMAL block): the
// end-to-end ones of a stream unit (fv_stream_check: count, order, latency within Steps + 1
// ready_i-high cycles, a held output, reset) against the reference result on the inputs,
// and the invariants of the schedule that make them inductive:
//
//   inside    = an instruction held + a result offered (what the checker counts)
//   step 0    while nothing is held, or a result waits (the held one cannot step)
//   a step for every ready_i-high cycle since the followed instruction was taken
//   the offered result is the followed instruction's expected one
//
// The unit adds what its steps have done while the followed instruction is held
// (follow_held_o), against exp_o.
module fv_multicycle_check #(
  /// Bits of the result.
  parameter int Width = 8,
  /// Steps an instruction takes (xl_multicycle's Steps).
  parameter int Steps = 1,
  /// Bits of the step's number (xl_multicycle's CountBits).
  parameter int CountBits = 1
) (
  input  logic                 clk_i, rst_ni,
  /// The unit's handshake on both sides, and xl_multicycle's step_o and count_o.
  input  logic                 valid_i, ready_o, valid_o, ready_i, step_i,
  input  logic [CountBits-1:0] count_i,
  /// The reference result of the inputs, and the unit's result.
  input  logic [Width-1:0]     exp_i, out_i,
  /// An instruction is held (ready_o = ~busy | (step & last): busy is ~ready_o | step),
  /// and the instruction the checker follows is the one held.
  output logic                 held_o, follow_held_o,
  /// The followed instruction's expected result.
  output logic [Width-1:0]     exp_o
);
  localparam int CntBits = $clog2(Steps + 3) + 1;  // fv_stream_check's default

  logic [CntBits-1:0] count, ahead, waits;
  logic               busy;

  fv_stream_check #(
    .Width     (Width),
    .Cap       (2),  // an instruction held and a result offered
    .Wait      (Steps + 1),
    .BackToBack(Steps == 1),
    .CntBits   (CntBits)
  ) u_check (
    .clk_i, .rst_ni,
    .in_valid_i(valid_i), .in_ready_i(ready_o), .exp_i,
    .out_valid_i(valid_o), .out_ready_i(ready_i), .out_i,
    .count_o(count), .ahead_o(ahead), .waits_o(waits), .busy_o(busy), .exp_o
  );

  assign held_o        = ~ready_o | step_i;
  assign follow_held_o = busy && held_o && ahead + 1'b1 == count;

  always_comb begin
    if (rst_ni) begin
      assert (count == CntBits'(held_o) + CntBits'(valid_o));
      if (!held_o || valid_o) assert (count_i == '0);
      if (follow_held_o) begin
        assert (waits <= CntBits'(count_i));
      end else if (busy && valid_o && ahead == '0) begin
        assert (out_i == exp_o);
      end
    end
  end
endmodule
