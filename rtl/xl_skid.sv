// SPDX-License-Identifier: Apache-2.0
// xl_skid: a skid buffer, the valid/ready stage that cuts the ready path: ready_o is a
// register, yet a beat that arrives while the consumer is not ready is not lost.
//
//   empty:  valid_o = valid_i,  data_o = data_i (no latency),  ready_o = 1
//   full:   valid_o = 1,        data_o = the held beat,        ready_o = 0
//   next:   full = valid_o & !ready_i   (a beat offered and not taken is held)
//
// A producer sees ready_o high on the cycle a beat of its arrives, so the beat is taken;
// if the consumer is not ready on that cycle, the buffer keeps it and offers it until it
// is taken, while ready_o is low. The buffer holds one beat (Width bits and a flag).

module xl_skid #(
  /// Bits of data carried with each beat.
  parameter int Width = 1
) (
  /// Clock; every register is on its rising edge.
  input  logic             clk_i,
  /// Asynchronous reset, active low: empties the buffer.
  input  logic             rst_ni,
  /// A beat is offered.
  input  logic             valid_i,
  /// The offered beat is taken this cycle; a register (low only while the buffer is full).
  output logic             ready_o,
  /// The beat's data.
  input  logic [Width-1:0] data_i,
  /// A beat is offered downstream: the held one, or else the incoming one.
  output logic             valid_o,
  /// Downstream takes the offered beat this cycle.
  input  logic             ready_i,
  /// The offered beat's data; stable while valid_o is high and ready_i low.
  output logic [Width-1:0] data_o
);

  logic             full_q;
  logic [Width-1:0] data_q;

  assign ready_o = ~full_q;
  assign valid_o = valid_i | full_q;
  assign data_o  = full_q ? data_q : data_i;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      full_q <= 1'b0;
    end else begin
      full_q <= valid_o & ~ready_i;
    end
  end

  // Loads only a beat it must hold, so a beat passing straight through toggles nothing.
  always_ff @(posedge clk_i) begin
    if (valid_i && !full_q && !ready_i) begin
      data_q <= data_i;
    end
  end

endmodule
