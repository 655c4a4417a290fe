// SPDX-License-Identifier: Apache-2.0
// xl_pnr_wrap_shuf: xl_shuf_pipe between registers, with few pins, for place and route
// (make fmax, make sweep). Synth/pnr/ only.
//
//   sin_i -> input chain (every input bit) -> xl_shuf_pipe #(Latency)
//         -> fold (every output bit registered, XOR-folded to OutBits pins)
//
// Every path of the unit is register to register at any Latency (see xl_pnr_wrap_shfl).
// xl_shuf_pipe puts all its stages after the unit, so Latency 2 only helps with retiming.

module xl_pnr_wrap_shuf #(
  /// xl_shuf_pipe's Latency.
  parameter int Latency = 1,
  /// Its SkidBuffer (ready_o a register).
  parameter bit SkidBuffer = 1'b0,
  /// Its GlobalStall (the stages' load enable is ready_i).
  parameter bit GlobalStall = 1'b0,
  /// Output pins.
  parameter int OutBits = 4
) (
  /// Clock, asynchronous reset (active low: the unit's valid registers), the chain's input.
  input  logic clk_i, rst_ni, sin_i,
  /// Folded outputs.
  output logic [OutBits-1:0] sig_o
);

  localparam int InBits = 47;
  localparam int OutW   = 34;

  // The unit's ports, named as the unit names them.
  logic              valid_i, ready_o, valid_o, ready_i;
  logic [31:0]       a_i, d_o;
  logic [12:0]       ctrl_i;
  logic [InBits-1:0] in_q;

  assign {ready_i, valid_i, ctrl_i, a_i} = in_q;

  // The pins: the input chain into in_q, the outputs folded to sig_o.
  xl_pnr_io #(.InBits(InBits), .OutW(OutW), .OutBits(OutBits)) u_io (
    .clk_i, .sin_i, .sig_o, .in_o(in_q), .out_i({ready_o, valid_o, d_o})
  );

  xl_shuf_pipe #(
    .Latency    (Latency),
    .SkidBuffer (SkidBuffer),
    .GlobalStall(GlobalStall)
  ) u_dut (.*);

endmodule
