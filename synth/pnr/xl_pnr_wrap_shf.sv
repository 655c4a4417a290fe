// SPDX-License-Identifier: Apache-2.0
// xl_pnr_wrap_shf: xl_shf_pipe between registers, with few pins, for place and route
// (make fmax, make sweep). Synth/pnr/ only.
//
//   sin_i -> input chain (every input bit) -> xl_shf_pipe #(Latency)
//         -> fold (every output bit registered, XOR-folded to OutBits pins)
//
// Every path of the unit is register to register at any Latency (see xl_pnr_wrap_shfl).
// xl_shf_pipe puts all its stages after the shifter, so Latency 2 only helps with retiming.

module xl_pnr_wrap_shf #(
  /// Word width: a power of two, 2 to 64.
  parameter int Width = 32,
  /// xl_shf_pipe's Latency.
  parameter int Latency = 1,
  /// Its SkidBuffer (ready_o a register).
  parameter bit SkidBuffer = 1'b0,
  /// Its GlobalStall (the stages' load enable is ready_i).
  parameter bit GlobalStall = 1'b0,
  /// Its LowDepth (xl_shf with fewer logic levels).
  parameter bit LowDepth = 1'b0,
  /// Output pins.
  parameter int OutBits = 4
) (
  /// Clock, asynchronous reset (active low: the unit's valid registers), the chain's input.
  input  logic clk_i, rst_ni, sin_i,
  /// Folded outputs.
  output logic [OutBits-1:0] sig_o
);

  localparam int InBits = 4 + 3 * Width;
  localparam int OutW   = 2 + Width;

  // The unit's ports, named as the unit names them.
  logic              valid_i, ready_o, left_i, clamp_i, valid_o, ready_i;
  logic [Width-1:0]  a_i, b_i, c_i, d_o;
  logic [InBits-1:0] in_q;

  assign {ready_i, valid_i, left_i, clamp_i, c_i, b_i, a_i} = in_q;

  // The pins: the input chain into in_q, the outputs folded to sig_o.
  xl_pnr_io #(.InBits(InBits), .OutW(OutW), .OutBits(OutBits)) u_io (
    .clk_i, .sin_i, .sig_o, .in_o(in_q), .out_i({ready_o, valid_o, d_o})
  );

  xl_shf_pipe #(
    .Width      (Width),
    .Latency    (Latency),
    .SkidBuffer (SkidBuffer),
    .GlobalStall(GlobalStall),
    .LowDepth   (LowDepth)
  ) u_dut (.*);

endmodule
