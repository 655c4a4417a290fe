// Icarus speed bench of 32 funnel shifters side by side: `make bench`.
//
// The batched counterpart of bench_shf.sv: each record holds 32 operations, one per lane,
// and one #1 evaluates all 32 (as one eval() of tb/bench/xl_shf_x32.sv does in the
// verilated "rtl-x32" row). The 32 xl_shf are instantiated here, each on its own 32-bit
// signals, not through that wrapper's 1024-bit buses: Icarus re-evaluates every part-select
// of a wide bus when any bit of it changes, which makes the wrapper about 3 times slower per
// operation than one xl_shf, and the bench gives Icarus its faster arrangement.
//
// Runs the records that tb/bench/bench.cpp wrote to a $readmemh file (+hex=FILE, the first
// +ops=N records; +ops=0 only loads) and checks every lane's d against the model's value in
// the file; prints "N passed, M failed", counting operations (32 a record).
//
// Record, most significant field first: left (32 bits, bit l for lane l) clamp (32 bits)
// a b c d (1024 bits each, lane l at [l*32 +: 32]).
`timescale 1ns / 1ps

module bench_shf_x32;
  /// Records in the file (set with iverilog -P).
  parameter int Ops = 1;
  localparam int Lanes = 32;
  localparam int RecBits = 2 * Lanes + 4 * Lanes * 32;

  logic [RecBits-1:0] mem [0:Ops-1];

  logic [Lanes-1:0]    left, clamp;
  logic [Lanes*32-1:0] a_all, b_all, c_all, exp_all;
  logic [31:0]         a [Lanes];
  logic [31:0]         b [Lanes];
  logic [31:0]         c [Lanes];
  logic [31:0]         d [Lanes];

  for (genvar l = 0; l < Lanes; l++) begin : gen_lane
    xl_shf u_dut (.left_i(left[l]), .clamp_i(clamp[l]), .a_i(a[l]), .b_i(b[l]), .c_i(c[l]),
                  .d_o(d[l]));
  end

  initial begin
    string hex;
    int n, passed, failed;
    passed = 0;
    failed = 0;
    if (!$value$plusargs("hex=%s", hex)) $fatal(1, "bench_shf_x32: +hex=FILE is required");
    if (!$value$plusargs("ops=%d", n)) n = Ops;
    if (n > Ops) n = Ops;
    $readmemh(hex, mem);
    for (int i = 0; i < n; i++) begin
      {left, clamp, a_all, b_all, c_all, exp_all} = mem[i];
      for (int l = 0; l < Lanes; l++) begin
        a[l] = a_all[l*32 +: 32];
        b[l] = b_all[l*32 +: 32];
        c[l] = c_all[l*32 +: 32];
      end
      #1;
      for (int l = 0; l < Lanes; l++) begin
        if (d[l] !== exp_all[l*32 +: 32]) begin
          if (failed < 3)
            $display("MISMATCH bench_shf_x32 record %0d lane %0d: d expected %h got %h", i, l,
                     exp_all[l*32 +: 32], d[l]);
          failed++;
        end else begin
          passed++;
        end
      end
    end
    $display("%0d passed, %0d failed", passed, failed);
    $finish;
  end
endmodule
