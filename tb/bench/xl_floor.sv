// SPDX-License-Identifier: Apache-2.0
// xl_floor: bench-only, a design with xl_shf's ports and no logic (d_o = a_i), for make bench.
//
// Not part of the design (rtl/xlane.f). tb/bench/bench.cpp verilates it and times one
// eval per operation as it does for xl_shf and xl_shuf (the "rtl-floor" rows): the fixed
// cost of a verilated eval with this harness, below which no unit of this size can go at
// one operation per eval.

module xl_floor (
  /// xl_shf's control inputs, driven as xl_shf's (harness::drive_shf); unused.
  input  logic        left_i, clamp_i,
  /// a_i passes to d_o; b_i and c_i (xl_shuf's control word in the SHUF rows) are unused.
  input  logic [31:0] a_i, b_i, c_i,
  /// a_i.
  output logic [31:0] d_o
);

  assign d_o = a_i;

  logic unused;
  assign unused = ^{left_i, clamp_i, b_i, c_i};

endmodule
