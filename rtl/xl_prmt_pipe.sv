// SPDX-License-Identifier: Apache-2.0
// xl_prmt_pipe: xl_prmt (one lane) with Latency register stages after it (xl_pipe) and the
// valid/ready handshake: one operation a cycle, the result Latency cycles after it was
// taken (Latency 0: wires). Function: see xl_prmt.

module xl_prmt_pipe #(
  /// Register stages after the byte permute (xl_pipe's Depth).
  parameter int Latency = 1
) (
  /// Clock and asynchronous reset, active low (nothing offered).
  input  logic        clk_i, rst_ni,
  /// An operation offered (held with its operands until taken), and taken this cycle.
  input  logic        valid_i,
  output logic        ready_o,
  /// Bytes 0..3 and 4..7 of the source; the selectors; the mode (xl_pkg::PrmtDefault ...).
  input  logic [31:0] a_i, b_i,
  input  logic [15:0] c_i,
  input  logic [2:0]  mode_i,
  /// The result offered (held with it until taken), and taken this cycle.
  output logic        valid_o,
  input  logic        ready_i,
  /// Result.
  output logic [31:0] d_o
);

  logic [31:0] d;

  xl_prmt u_prmt (.a_i, .b_i, .c_i, .mode_i, .d_o(d));

  xl_pipe #(.Width(32), .Depth(Latency)) u_pipe (
    .clk_i, .rst_ni, .valid_i, .ready_o, .data_i(d), .valid_o, .ready_i, .data_o(d_o)
  );

endmodule
