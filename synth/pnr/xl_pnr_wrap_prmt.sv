// SPDX-License-Identifier: Apache-2.0
// xl_pnr_wrap_prmt: xl_prmt_pipe between registers, with few pins, for place and route
// (make explore). Synth/pnr/ only.
//
//   sin_i -> input chain (every input bit) -> xl_prmt_pipe #(Latency)
//         -> fold (every output bit, XOR-folded to OutBits pins; the unit's outputs are
//            its register stage's)

module xl_pnr_wrap_prmt #(
  /// xl_prmt_pipe's Latency.
  parameter int Latency = 1,
  /// Output pins.
  parameter int OutBits = 4
) (
  /// Clock, asynchronous reset (active low: the unit's valid registers), the chain's input.
  input  logic clk_i, rst_ni, sin_i,
  /// Folded outputs.
  output logic [OutBits-1:0] sig_o
);

  localparam int InBits = 85;
  localparam int OutW   = 34;

  // The unit's ports, named as the unit names them.
  logic              valid_i, ready_o, valid_o, ready_i;
  logic [31:0]       a_i, b_i, d_o;
  logic [15:0]       c_i;
  logic [2:0]        mode_i;
  logic [InBits-1:0] in_q;

  assign {ready_i, valid_i, mode_i, c_i, b_i, a_i} = in_q;

  xl_pnr_io #(.InBits(InBits), .OutW(OutW), .OutBits(OutBits), .Capture(Latency == 0)) u_io (
    .clk_i, .sin_i, .sig_o, .in_o(in_q), .out_i({ready_o, valid_o, d_o})
  );

  xl_prmt_pipe #(.Latency(Latency)) u_dut (.*);

endmodule
