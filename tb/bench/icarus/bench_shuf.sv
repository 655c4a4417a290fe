// SPDX-License-Identifier: Apache-2.0
// Icarus speed bench of the MRISC32 byte shuffle (xl_shuf): `make bench`.
//
// Runs the operations that tb/bench/bench.cpp wrote (bench_common.svh: the file, the loop,
// the report) on the same RTL the verilated harness runs, one a #1, and checks every d
// against the model's value in the record.
//
// Record, most significant field first: a (32 bits) ctrl (16 bits, 12:0 used) d (32 bits).
`timescale 1ns / 1ps

module bench_shuf;
  localparam int RecBits = 32 + 16 + 32;
  localparam int PerRecord = 1;
`define BENCH_LOAD(i) {a, ctrl, exp_d} = mem[i]
`include "bench_common.svh"

  logic [31:0] a;
  logic [15:0] ctrl;

  xl_shuf u_dut (.a_i(a), .ctrl_i(ctrl[12:0]), .d_o(d[0]));
endmodule
