// SPDX-License-Identifier: Apache-2.0
// xl_shf_pipe: xl_shf with Latency output register stages and a valid/ready handshake.
//
//   Latency 0 is combinational; Latency N registers the result N times (the stages after
//   the first are there for retiming by the synthesis tool). Function: see xl_shf.

module xl_shf_pipe #(
  /// Word width: a power of two, 2 to 64.
  parameter int Width = 32,
  /// Cycles from an operation taken to its result offered (ready_i high); 0 = combinational.
  parameter int Latency = 1,
  /// 1: ready_o is a register (a skid buffer in front of the stages); 0: ready_o is
  /// combinational from ready_i. See xl_pipe.
  parameter bit SkidBuffer = 1'b0,
  /// 1: the stages move on together while ready_i is high and hold otherwise (ready_o =
  /// ready_i without the skid buffer; the registers' load enable is ready_i itself);
  /// 0: a stage moves on whenever the next one is free. See xl_pipe.
  parameter bit GlobalStall = 1'b0,
  /// xl_shf's LowDepth: 1 for fewer logic levels in front of the registers, more muxes.
  parameter bit LowDepth = 1'b0
) (
  /// Clock.
  input  logic             clk_i,
  /// Asynchronous reset, active low: empties every stage.
  input  logic             rst_ni,
  /// An operation is offered on the inputs; held with them until ready_o.
  input  logic             valid_i,
  /// The operation on the inputs is taken this cycle (valid_i and ready_o: it enters).
  output logic             ready_o,
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
  /// A result is offered on d_o; held with it until ready_i.
  output logic             valid_o,
  /// The result on d_o is taken this cycle.
  input  logic             ready_i,
  /// Result.
  output logic [Width-1:0] d_o
);

  logic [Width-1:0] d;

  // Ports of the same name connect to the signal of that name (.name).
  xl_shf #(
    .Width   (Width),
    .LowDepth(LowDepth)
  ) u_shf (
    .left_i, .clamp_i, .a_i, .b_i, .c_i,
    .d_o(d)
  );

  xl_pipe #(
    .Width      (Width),
    .Depth      (Latency),
    .SkidBuffer (SkidBuffer),
    .GlobalStall(GlobalStall)
  ) u_pipe (
    .clk_i, .rst_ni, .valid_i, .ready_o, .ready_i,
    .data_i(d),
    .valid_o,
    .data_o(d_o)
  );

endmodule
