// SPDX-License-Identifier: Apache-2.0
// xl_shuf_x32: bench-only wrapper, 32 xl_shuf side by side, for make bench.
//
// Not part of the design (rtl/xlane.f): tb/bench/bench.cpp verilates it for the "rtl-x32"
// rows, 32 byte shuffles per eval. Each lane has its own ports (unpacked arrays, one word a
// lane): on flat 1024-bit buses Verilator turns every lane's byte selects into generic
// wide-vector part-selects with branches, and Icarus re-evaluates every part-select of a
// bus when any bit of it changes; both run the lanes several times slower that way.
// tb/bench/icarus/bench_shuf_x32.sv instantiates the 32 lanes the same way, each on its own
// signals, itself: Icarus 11 does not connect unpacked array ports (they read X).

module xl_shuf_x32 (
  /// Lane l's source word.
  input  logic [31:0] a_i [32],
  /// Lane l's control word.
  input  logic [12:0] ctrl_i [32],
  /// Lane l's result.
  output logic [31:0] d_o [32]
);

  for (genvar l = 0; l < 32; l++) begin : gen_lane
    xl_shuf u_shuf (
      .a_i   (a_i[l]),
      .ctrl_i(ctrl_i[l]),
      .d_o   (d_o[l])
    );
  end

endmodule
