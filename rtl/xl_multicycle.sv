// SPDX-License-Identifier: Apache-2.0
// xl_multicycle: the control of a unit that takes an instruction, works on it for one or
// more steps and offers the result in an output register (the shuffle's gather and its
// uniform unit, xl_redux_seq, xl_match_seq). Which step is the last (`last`): with
// Steps = 0 the unit says (last_i); with Steps = N the N-th, counted here (count_o, 0 to
// N - 1; a unit with a count ties last_i high). This block says when an instruction is
// taken, when a step runs and when the result is offered:
//
//   step  = busy & (~valid_o | ready_i)   a step runs while the output register is free
//                                         or being read, so an offered result holds while
//                                         ready_i is low
//   ready_o = ~busy | (step & last)       the next instruction is taken on the cycle of
//                                         the last step: one a cycle when each takes one
//   busy: set by a take, cleared by the last step that takes nothing
//   valid_o: set by the last step, cleared when read (ready_i) without one

module xl_multicycle #(
  /// 0: the unit says which step is the last (last_i); N >= 1: every instruction takes N
  /// steps, counted in count_o.
  parameter int Steps = 0,
  /// Bits of count_o. Derived: do not override.
  parameter int CountBits = (Steps > 1) ? $clog2(Steps) : 1
) (
  /// Clock; every register is on its rising edge.
  input  logic                 clk_i,
  /// Asynchronous reset, active low: nothing held, nothing offered.
  input  logic                 rst_ni,
  /// An instruction is offered.
  input  logic                 valid_i,
  /// The offered instruction is taken this cycle.
  output logic                 ready_o,
  /// The step that runs this cycle (step_o) is the instruction's last (Steps = 0); with
  /// Steps >= 1 tie it high: the count says.
  input  logic                 last_i,
  /// The step that runs or would run this cycle is the instruction's last.
  output logic                 last_o,
  /// Steps >= 1: the number of that step, 0 to Steps - 1 (0 otherwise).
  output logic [CountBits-1:0] count_o,
  /// valid_i & ready_o: the unit takes the instruction into its registers.
  output logic                 take_o,
  /// A step of the instruction held runs this cycle.
  output logic                 step_o,
  /// A result is offered (the unit's output register).
  output logic                 valid_o,
  /// Downstream takes the offered result this cycle.
  input  logic                 ready_i
);

`ifndef SYNTHESIS
  initial assert (Steps >= 0 && Steps <= 64)
    else $fatal(1, "xl_multicycle: Steps must be 0 (the unit's last_i) or 1 to 64");
`endif  // SYNTHESIS

  logic busy_q, valid_q, last;

  assign step_o  = busy_q & (~valid_q | ready_i);
  assign ready_o = ~busy_q | (step_o & last);
  assign take_o  = valid_i & ready_o;
  assign valid_o = valid_q;
  assign last_o  = last;

  if (Steps > 1) begin : gen_count
    // The last step's number, unsigned (a cast of the int would compare signed to unsigned).
    localparam logic [CountBits-1:0] LastCount = CountBits'(Steps - 1);
    logic [CountBits-1:0] count_q;
    assign count_o = count_q;
    assign last    = last_i & (count_q == LastCount);
    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        count_q <= '0;
      end else if (step_o) begin
        count_q <= last ? '0 : count_q + 1'b1;
      end
    end
  end else begin : gen_no_count
    assign count_o = '0;
    assign last    = last_i;
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      busy_q  <= 1'b0;
      valid_q <= 1'b0;
    end else begin
      if (take_o) begin
        busy_q <= 1'b1;
      end else if (step_o & last) begin
        busy_q <= 1'b0;
      end
      if (step_o & last) begin
        valid_q <= 1'b1;
      end else if (ready_i) begin
        valid_q <= 1'b0;
      end
    end
  end

endmodule
