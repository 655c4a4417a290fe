// xl_shf_x32: bench-only wrapper, 32 xl_shf side by side (one per lane, as xl_warp has them), for make bench.
//
// Not part of the design (rtl/xlane.f): tb/bench/bench.cpp verilates it and
// tb/icarus/bench_shf_x32.sv runs it in Icarus, so that both simulators evaluate 32
// funnel shifts per evaluation ("rtl-x32" and "icarus-x32" rows). Unlike xl_warp, every
// lane has its own left and clamp bit: the lanes run 32 independent random operations.

module xl_shf_x32 (
  /// Bit l: lane l is shf.l (1) or shf.r (0).
  input  logic [31:0]   left_i,
  /// Bit l: lane l is .clamp (1) or .wrap (0).
  input  logic [31:0]   clamp_i,
  /// Per-lane low source word: lane l owns a_i[l*32 +: 32].
  input  logic [1023:0] a_i,
  /// Per-lane high source word: lane l owns b_i[l*32 +: 32].
  input  logic [1023:0] b_i,
  /// Per-lane shift amount: lane l owns c_i[l*32 +: 32].
  input  logic [1023:0] c_i,
  /// Per-lane result: lane l owns d_o[l*32 +: 32].
  output logic [1023:0] d_o
);

  for (genvar l = 0; l < 32; l++) begin : gen_lane
    xl_shf #(
      .Width(32)
    ) u_shf (
      .left_i (left_i[l]),
      .clamp_i(clamp_i[l]),
      .a_i    (a_i[l*32 +: 32]),
      .b_i    (b_i[l*32 +: 32]),
      .c_i    (c_i[l*32 +: 32]),
      .d_o    (d_o[l*32 +: 32])
    );
  end

endmodule
