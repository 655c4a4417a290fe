// xl_shuf_x32: bench-only wrapper, 32 xl_shuf side by side (one per lane, as xl_warp has them), for make bench.
//
// Not part of the design (rtl/xlane.f): tb/bench/bench.cpp verilates it and
// tb/icarus/bench_shuf_x32.sv runs it in Icarus, so that both simulators evaluate 32
// byte shuffles per evaluation ("rtl-x32" and "icarus-x32" rows).

module xl_shuf_x32 (
  /// Per-lane source word: lane l owns a_i[l*32 +: 32].
  input  logic [1023:0] a_i,
  /// Per-lane 13-bit control word: lane l owns ctrl_i[l*13 +: 13].
  input  logic [415:0]  ctrl_i,
  /// Per-lane result: lane l owns d_o[l*32 +: 32].
  output logic [1023:0] d_o
);

  for (genvar l = 0; l < 32; l++) begin : gen_lane
    xl_shuf u_shuf (
      .a_i   (a_i[l*32 +: 32]),
      .ctrl_i(ctrl_i[l*13 +: 13]),
      .d_o   (d_o[l*32 +: 32])
    );
  end

endmodule
