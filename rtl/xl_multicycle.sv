// SPDX-License-Identifier: Apache-2.0
// xl_multicycle: the control of a unit that takes an instruction, works on it for one or
// more steps and offers the result in an output register (the shuffle's gather and its
// uniform unit). The unit says which step is the last (last_i); this block says when an
// instruction is taken, when a step runs and when the result is offered:
//
//   step  = busy & (~valid_o | ready_i)   a step runs while the output register is free
//                                         or being read, so an offered result holds while
//                                         ready_i is low
//   ready_o = ~busy | (step & last_i)     the next instruction is taken on the cycle of
//                                         the last step: one a cycle when each takes one
//   busy: set by a take, cleared by the last step that takes nothing
//   valid_o: set by the last step, cleared when read (ready_i) without one

module xl_multicycle (
  /// Clock; every register is on its rising edge.
  input  logic clk_i,
  /// Asynchronous reset, active low: nothing held, nothing offered.
  input  logic rst_ni,
  /// An instruction is offered.
  input  logic valid_i,
  /// The offered instruction is taken this cycle.
  output logic ready_o,
  /// The step that runs this cycle (step_o) is the instruction's last.
  input  logic last_i,
  /// valid_i & ready_o: the unit takes the instruction into its registers.
  output logic take_o,
  /// A step of the instruction held runs this cycle.
  output logic step_o,
  /// A result is offered (the unit's output register).
  output logic valid_o,
  /// Downstream takes the offered result this cycle.
  input  logic ready_i
);

  logic busy_q, valid_q;

  assign step_o  = busy_q & (~valid_q | ready_i);
  assign ready_o = ~busy_q | (step_o & last_i);
  assign take_o  = valid_i & ready_o;
  assign valid_o = valid_q;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      busy_q  <= 1'b0;
      valid_q <= 1'b0;
    end else begin
      if (take_o) begin
        busy_q <= 1'b1;
      end else if (step_o & last_i) begin
        busy_q <= 1'b0;
      end
      if (step_o & last_i) begin
        valid_q <= 1'b1;
      end else if (ready_i) begin
        valid_q <= 1'b0;
      end
    end
  end

endmodule
