// SPDX-License-Identifier: Apache-2.0
// fv_stream_in: the producer's side of the handshake, assumed: an offered beat stays
// offered, with the same data, until it is taken (valid_i and ready_i both high).
module fv_stream_in #(
  parameter int Width = 1
) (
  input logic             clk_i,
  input logic             rst_ni,
  input logic             valid_i,
  input logic             ready_i,
  input logic [Width-1:0] data_i
);
  logic f_past_valid;
  initial f_past_valid = 1'b0;
  always @(posedge clk_i) f_past_valid <= 1'b1;

  always @(posedge clk_i) begin
    if (f_past_valid && rst_ni && $past(rst_ni) && $past(valid_i && !ready_i)) begin
      assume (valid_i);
      assume (data_i == $past(data_i));
    end
  end
endmodule
