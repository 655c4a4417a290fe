// SPDX-License-Identifier: Apache-2.0
// xl_shf_pipe: xl_shf with Latency output register stages and valid in / valid out.
//
//   Latency 0 is combinational; Latency N registers the result N times (the stages after
//   the first are there for retiming by the synthesis tool). Function: see xl_shf.

module xl_shf_pipe #(
  /// Word width: a power of two, 2 to 64.
  parameter int Width = 32,
  /// Cycles from valid_i to valid_o; 0 = combinational.
  parameter int Latency = 1
) (
  /// Clock.
  input  logic             clk_i,
  /// Asynchronous reset, active low: clears valid in every stage.
  input  logic             rst_ni,
  /// An operation enters this cycle.
  input  logic             valid_i,
  /// 1 = shf.l, 0 = shf.r.
  input  logic             left_i,
  /// 1 = .clamp, 0 = .wrap.
  input  logic             clamp_i,
  /// Low word of the source.
  input  logic [Width-1:0] a_i,
  /// High word of the source.
  input  logic [Width-1:0] b_i,
  /// Shift amount.
  input  logic [Width-1:0] c_i,
  /// The result of the operation that entered Latency cycles ago is on d_o.
  output logic             valid_o,
  /// Result.
  output logic [Width-1:0] d_o
);

  logic [Width-1:0] d;

  // Ports of the same name connect to the signal of that name (.name).
  xl_shf #(
    .Width(Width)
  ) u_shf (
    .left_i, .clamp_i, .a_i, .b_i, .c_i,
    .d_o(d)
  );

  xl_pipe #(
    .Width(Width),
    .Depth(Latency)
  ) u_pipe (
    .clk_i, .rst_ni, .valid_i,
    .data_i(d),
    .valid_o,
    .data_o(d_o)
  );

endmodule
