// SPDX-License-Identifier: Apache-2.0
// xl_shf_x32: bench-only wrapper, 32 xl_shf side by side, for make bench.
//
// Not part of the design (rtl/xlane.f): tb/bench/bench.cpp verilates it for the "rtl-x32"
// rows, 32 funnel shifts per eval. Each lane has its own left and clamp bit (the lanes run
// 32 independent random operations) and its own word ports (unpacked arrays, one word a
// lane), as in tb/bench/xl_shuf_x32.sv, which says why; tb/bench/icarus/bench_shf_x32.sv
// instantiates the 32 lanes the same way in Icarus.

module xl_shf_x32 (
  /// Bit l: lane l is shf.l (1) or shf.r (0).
  input  logic [31:0] left_i,
  /// Bit l: lane l is .clamp (1) or .wrap (0).
  input  logic [31:0] clamp_i,
  /// Lane l's low source word.
  input  logic [31:0] a_i [32],
  /// Lane l's high source word.
  input  logic [31:0] b_i [32],
  /// Lane l's shift amount.
  input  logic [31:0] c_i [32],
  /// Lane l's result.
  output logic [31:0] d_o [32]
);

  for (genvar l = 0; l < 32; l++) begin : gen_lane
    xl_shf #(
      .Width(32)
    ) u_shf (
      .left_i (left_i[l]),
      .clamp_i(clamp_i[l]),
      .a_i    (a_i[l]),
      .b_i    (b_i[l]),
      .c_i    (c_i[l]),
      .d_o    (d_o[l])
    );
  end

endmodule
