// SPDX-License-Identifier: Apache-2.0
// xl_pnr_wrap_shf: xl_shf_pipe between registers, with few pins, for place and route
// (make fmax, make sweep). Synth/pnr/ only.
//
//   sin_i -> xl_pnr_sin (every input bit) -> xl_shf_pipe #(Latency)
//         -> xl_pnr_fold (every output bit registered, XOR-folded to OutBits pins)
//
// Every path of the unit is register to register at any Latency (see xl_pnr_wrap_shfl).
// xl_shf_pipe puts all its stages after the shifter, so Latency 2 only helps with retiming.

module xl_pnr_wrap_shf #(
  /// Word width: a power of two, 2 to 64.
  parameter int Width = 32,
  /// xl_shf_pipe's Latency.
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

  localparam int InBits = 3 + 3 * Width;

  logic [InBits-1:0] in_q;

  xl_pnr_sin #(
    .Width(InBits)
  ) u_in (
    .clk_i(clk_i),
    .sin_i(sin_i),
    .q_o  (in_q)
  );

  logic             valid, left, clamp, valid_o;
  logic [Width-1:0] a, b, c, d;

  assign {valid, left, clamp, c, b, a} = in_q;

  xl_shf_pipe #(
    .Width  (Width),
    .Latency(Latency)
  ) u_dut (
    .clk_i  (clk_i),
    .rst_ni (rst_ni),
    .valid_i(valid),
    .left_i (left),
    .clamp_i(clamp),
    .a_i    (a),
    .b_i    (b),
    .c_i    (c),
    .valid_o(valid_o),
    .d_o    (d)
  );

  xl_pnr_fold #(
    .Width  (Width + 1),
    .OutBits(OutBits)
  ) u_out (
    .clk_i(clk_i),
    .d_i  ({valid_o, d}),
    .q_o  (sig_o)
  );

endmodule
