// SPDX-License-Identifier: Apache-2.0
// xl_shuf_pipe: xl_shuf with Latency output register stages and a valid/ready handshake.
//
//   Latency 0 is combinational; Latency N registers the result N times. Function: see
//   xl_shuf.

module xl_shuf_pipe #(
  /// Cycles from an operation taken to its result offered (ready_i high); 0 = combinational.
  parameter int Latency = 1,
  /// 1: ready_o is a register (a skid buffer in front of the stages); 0: ready_o is
  /// combinational from ready_i. See xl_pipe.
  parameter bit SkidBuffer = 1'b0,
  /// 1: the stages move on together while ready_i is high and hold otherwise (ready_o =
  /// ready_i without the skid buffer; the registers' load enable is ready_i itself);
  /// 0: a stage moves on whenever the next one is free. See xl_pipe.
  parameter bit GlobalStall = 1'b0
) (
  /// Clock.
  input  logic        clk_i,
  /// Asynchronous reset, active low: empties every stage.
  input  logic        rst_ni,
  /// An operation is offered on the inputs; held with them until ready_o.
  input  logic        valid_i,
  /// The operation on the inputs is taken this cycle (valid_i and ready_o: it enters).
  output logic        ready_o,
  /// Source word.
  input  logic [31:0] a_i,
  /// Control word {S, F3, I3, F2, I2, F1, I1, F0, I0}.
  input  logic [12:0] ctrl_i,
  /// A result is offered on d_o; held with it until ready_i.
  output logic        valid_o,
  /// The result on d_o is taken this cycle.
  input  logic        ready_i,
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
    .Width      (32),
    .Depth      (Latency),
    .SkidBuffer (SkidBuffer),
    .GlobalStall(GlobalStall)
  ) u_pipe (
    .clk_i, .rst_ni, .valid_i, .ready_o, .ready_i, .valid_o,
    .data_i(d),
    .data_o(d_o)
  );

endmodule
