// SPDX-License-Identifier: Apache-2.0
// fv_stream_hold: the handshake rule of one side of a stream: a beat offered (valid_i) and
// not taken (ready_i low) is offered again on the next cycle, with the same data, unless
// reset is or was low. Assumed of a producer the harness drives (Assume = 1), asserted of a
// unit's output (Assume = 0, fv_stream_check).
module fv_stream_hold #(
  /// Bits of the beat's data.
  parameter int Width = 1,
  /// 1: assume the rule (the producer's side); 0: assert it (the unit's output).
  parameter bit Assume = 1'b0
) (
  input logic             clk_i, rst_ni,
  /// The handshake (valid, ready) and the offered beat's data.
  input logic             valid_i, ready_i,
  input logic [Width-1:0] data_i
);
  logic f_past_valid;
  initial f_past_valid = 1'b0;
  always @(posedge clk_i) f_past_valid <= 1'b1;

  always @(posedge clk_i) begin
    if (f_past_valid && rst_ni && $past(rst_ni) && $past(valid_i && !ready_i)) begin
      if (Assume) begin
        assume (valid_i);
        assume (data_i == $past(data_i));
      end else begin
        assert (valid_i);
        assert (data_i == $past(data_i));
      end
    end
  end
endmodule
