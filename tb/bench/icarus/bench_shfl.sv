// SPDX-License-Identifier: Apache-2.0
// Icarus speed bench of the shuffle (xl_shfl, 32 lanes of 32 bits): `make bench`.
//
// Runs the operations that tb/bench/bench.cpp wrote (bench_common.svh: the file, the loop,
// the report) on the same RTL the verilated harness runs, one a #1, and checks every result
// against the model's values in the record by the spec's don't-care rules: write enables
// and both undefined flags on every lane, p where written and p defined, d where written
// and d defined.
//
// Record, most significant field first (4-bit fields for the flags, as hex digits):
//   mode sync active member a[32 lanes] b[5 bits a lane] c[13 bits a lane]
//   d[32 lanes] p we d_undef p_undef
`timescale 1ns / 1ps

module bench_shfl;
  localparam int Lanes = 32;
  localparam int LaneBits = 5;
  localparam int CBits = 13;
  localparam int RecBits = 4 + 4 + 2 * Lanes + Lanes * 32 + Lanes * LaneBits + Lanes * CBits + Lanes * 32 +
                           4 * Lanes;
  localparam int PerRecord = 1;
`define BENCH_LOAD(i) {mode4, sync4, active, member, a, b, c, exp_d, exp_p, exp_we, exp_du, exp_pu} = mem[i]
`define BENCH_WRONG(k) \
  ((we !== exp_we) || (du !== exp_du) || (pu !== exp_pu) || ((p & p_care) !== (exp_p & p_care)) || \
   d_wrong() !== '0)
`define BENCH_MISMATCH(k) \
  $sformatf("got we %h d_undef %h p_undef %h p %h, expected %h %h %h %h (p where defined); d differs in lanes %h", \
            we, du, pu, p & p_care, exp_we, exp_du, exp_pu, exp_p & p_care, d_wrong())
`include "bench_common.svh"

  logic [3:0]                mode4, sync4;
  logic [Lanes-1:0]          active, member;
  logic [Lanes*32-1:0]       a, exp_d;
  logic [Lanes*LaneBits-1:0] b;
  logic [Lanes*CBits-1:0]    c;
  logic [Lanes-1:0]          exp_p, exp_we, exp_du, exp_pu;

  logic [Lanes*32-1:0]       d;
  logic [Lanes-1:0]          p, we, du, pu;

  xl_shfl u_dut (
    .mode_i(mode4[1:0]), .sync_i(sync4[0]), .a_i(a), .b_i(b), .c_i(c), .active_i(active),
    .member_i(member), .d_o(d), .p_o(p), .we_o(we), .d_undef_o(du), .p_undef_o(pu));

  /// The lanes whose p, and d, the model defines: written, and not undefined.
  logic [Lanes-1:0] p_care, d_care;
  assign p_care = exp_we & ~exp_pu;
  assign d_care = exp_we & ~exp_du;

  /// The lanes whose d is defined and differs.
  function logic [Lanes-1:0] d_wrong();
    for (int l = 0; l < Lanes; l++) d_wrong[l] = d_care[l] && d[l*32 +: 32] !== exp_d[l*32 +: 32];
  endfunction
endmodule
