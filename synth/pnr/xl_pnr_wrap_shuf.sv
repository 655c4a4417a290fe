// SPDX-License-Identifier: Apache-2.0
// xl_pnr_wrap_shuf: xl_shuf_pipe between registers, with few pins, for place and route
// (make fmax, make sweep). Synth/pnr/ only.
//
//   sin_i -> xl_pnr_sin (every input bit) -> xl_shuf_pipe #(Latency)
//         -> xl_pnr_fold (every output bit registered, XOR-folded to OutBits pins)
//
// Every path of the unit is register to register at any Latency (see xl_pnr_wrap_shfl).
// xl_shuf_pipe puts all its stages after the unit, so Latency 2 only helps with retiming.

module xl_pnr_wrap_shuf #(
  /// xl_shuf_pipe's Latency.
  parameter int Latency = 1,
  /// Output pins.
  parameter int OutBits = 4
) (
  /// Clock.
  input  logic               clk_i,
  /// Asynchronous reset, active low (the unit's valid registers).
  input  logic               rst_ni,
  /// Serial input of the input chain.
  input  logic               sin_i,
  /// Folded outputs.
  output logic [OutBits-1:0] sig_o
);

  logic [45:0] in_q;

  xl_pnr_sin #(
    .Width(46)
  ) u_in (
    .clk_i(clk_i),
    .sin_i(sin_i),
    .q_o  (in_q)
  );

  logic        valid, valid_o;
  logic [31:0] a, d;
  logic [12:0] ctrl;

  assign {valid, ctrl, a} = in_q;

  xl_shuf_pipe #(
    .Latency(Latency)
  ) u_dut (
    .clk_i  (clk_i),
    .rst_ni (rst_ni),
    .valid_i(valid),
    .a_i    (a),
    .ctrl_i (ctrl),
    .valid_o(valid_o),
    .d_o    (d)
  );

  xl_pnr_fold #(
    .Width  (33),
    .OutBits(OutBits)
  ) u_out (
    .clk_i(clk_i),
    .d_i  ({valid_o, d}),
    .q_o  (sig_o)
  );

endmodule
