// SPDX-License-Identifier: Apache-2.0
// Icarus speed bench of 32 funnel shifters side by side: `make bench`.
//
// The batched counterpart of bench_shf.sv: each record holds 32 operations, one per lane,
// and one #1 evaluates all 32 (as one eval() of tb/bench/xl_shf_x32.sv does in the
// verilated "rtl-x32" row). The 32 xl_shf are instantiated here, each on its own 32-bit
// signals, not through that wrapper's 1024-bit buses: Icarus re-evaluates every part-select
// of a wide bus when any bit of it changes, which makes the wrapper several times slower per
// operation than one xl_shf, and the bench gives Icarus its faster arrangement.
//
// Runs the records that tb/bench/bench.cpp wrote (bench_common.svh: the file, the loop, the
// check, the report) and checks every lane's d against the model's value in the record;
// "N passed, M failed" counts operations (32 a record).
//
// Record, most significant field first: left (32 bits, bit l for lane l) clamp (32 bits)
// a b c d (1024 bits each, lane l at [l*32 +: 32]).
`timescale 1ns / 1ps

module bench_shf_x32;
  localparam int Lanes = 32;
  localparam int RecBits = 2 * Lanes + 4 * Lanes * 32;
  localparam int PerRecord = Lanes;
`define BENCH_LOAD(i) {left, clamp, a_all, b_all, c_all, exp_d} = mem[i]
`define BENCH_LANE(l) begin a[l] = a_all[l*32 +: 32]; b[l] = b_all[l*32 +: 32]; c[l] = c_all[l*32 +: 32]; end
`include "bench_common.svh"

  logic [Lanes-1:0]    left, clamp;
  logic [Lanes*32-1:0] a_all, b_all, c_all;
  logic [31:0]         a [Lanes];
  logic [31:0]         b [Lanes];
  logic [31:0]         c [Lanes];

  for (genvar l = 0; l < Lanes; l++) begin : gen_lane
    xl_shf u_dut (.left_i(left[l]), .clamp_i(clamp[l]), .a_i(a[l]), .b_i(b[l]), .c_i(c[l]),
                  .d_o(d[l]));
  end
endmodule
