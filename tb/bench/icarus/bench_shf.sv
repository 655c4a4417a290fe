// SPDX-License-Identifier: Apache-2.0
// Icarus speed bench of the funnel shifter (xl_shf): `make bench`.
//
// Runs the operations that tb/bench/bench.cpp wrote (bench_common.svh: the file, the loop,
// the report) on the same RTL the verilated harness runs, one a #1, and checks every d
// against the model's value in the record.
//
// Record, most significant field first: left (4 bits) clamp (4 bits) a b c d (32 bits each).
`timescale 1ns / 1ps

module bench_shf;
  localparam int RecBits = 8 + 4 * 32;
  localparam int PerRecord = 1;
`define BENCH_LOAD(i) {left4, clamp4, a, b, c, exp_d} = mem[i]
`include "bench_common.svh"

  logic [3:0]  left4, clamp4;
  logic [31:0] a, b, c;

  xl_shf u_dut (.left_i(left4[0]), .clamp_i(clamp4[0]), .a_i(a), .b_i(b), .c_i(c), .d_o(d[0]));
endmodule
