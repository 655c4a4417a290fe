// SPDX-License-Identifier: Apache-2.0
// xl_shuf_pipe: xl_shuf with Latency output register stages and valid in / valid out.
//
//   Latency 0 is combinational; Latency N registers the result N times. Function: see
//   xl_shuf.

module xl_shuf_pipe #(
  /// Cycles from valid_i to valid_o; 0 = combinational.
  parameter int Latency = 1
) (
  /// Clock.
  input  logic        clk_i,
  /// Asynchronous reset, active low: clears valid in every stage.
  input  logic        rst_ni,
  /// An operation enters this cycle.
  input  logic        valid_i,
  /// Source word.
  input  logic [31:0] a_i,
  /// Control word {S, F3, I3, F2, I2, F1, I1, F0, I0}.
  input  logic [12:0] ctrl_i,
  /// The result of the operation that entered Latency cycles ago is on d_o.
  output logic        valid_o,
  /// Result.
  output logic [31:0] d_o
);

  logic [31:0] d;

  // The register stages take the unit's result; ports of the same name connect to the
  // signal of that name (.name).
  xl_shuf u_shuf (
    .a_i, .ctrl_i,
    .d_o(d)
  );

  xl_pipe #(
    .Width(32),
    .Depth(Latency)
  ) u_pipe (
    .clk_i, .rst_ni, .valid_i, .valid_o,
    .data_i(d),
    .data_o(d_o)
  );

endmodule
