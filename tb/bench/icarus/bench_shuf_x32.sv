// SPDX-License-Identifier: Apache-2.0
// Icarus speed bench of 32 byte shuffles side by side: `make bench`.
//
// The batched counterpart of bench_shuf.sv: each record holds 32 operations, one per lane,
// and one #1 evaluates all 32 (as one eval() of tb/bench/xl_shuf_x32.sv does in the
// verilated "rtl-x32" row). The 32 xl_shuf are instantiated here, each on its own signals,
// not through that wrapper's wide buses, which Icarus evaluates several times slower per
// operation (see bench_shf_x32.sv).
//
// Runs the records that tb/bench/bench.cpp wrote (bench_common.svh: the file, the loop, the
// check, the report) and checks every lane's d against the model's value in the record;
// "N passed, M failed" counts operations (32 a record).
//
// Record, most significant field first: a (1024 bits, lane l at [l*32 +: 32]) ctrl (416
// bits, lane l at [l*13 +: 13]) d (1024 bits, lane l at [l*32 +: 32]).
`timescale 1ns / 1ps

module bench_shuf_x32;
  localparam int Lanes = 32;
  localparam int RecBits = Lanes * 32 + Lanes * 13 + Lanes * 32;
  localparam int PerRecord = Lanes;
`define BENCH_LOAD(i) {a_all, ctrl_all, exp_d} = mem[i]
`define BENCH_LANE(l) begin a[l] = a_all[l*32 +: 32]; ctrl[l] = ctrl_all[l*13 +: 13]; end
`include "bench_common.svh"

  logic [Lanes*32-1:0] a_all;
  logic [Lanes*13-1:0] ctrl_all;
  logic [31:0]         a [Lanes];
  logic [12:0]         ctrl [Lanes];

  for (genvar l = 0; l < Lanes; l++) begin : gen_lane
    xl_shuf u_dut (.a_i(a[l]), .ctrl_i(ctrl[l]), .d_o(d[l]));
  end
endmodule
