// Icarus speed bench of 32 byte shuffles side by side: `make bench`.
//
// The batched counterpart of bench_shuf.sv: each record holds 32 operations, one per lane,
// and one #1 evaluates all 32 (as one eval() of tb/bench/xl_shuf_x32.sv does in the
// verilated "rtl-x32" row). The 32 xl_shuf are instantiated here, each on its own signals,
// not through that wrapper's wide buses, which Icarus evaluates several times slower per
// operation (see bench_shf_x32.sv).
//
// Runs the records that tb/bench/bench.cpp wrote to a $readmemh file (+hex=FILE, the first
// +ops=N records; +ops=0 only loads) and checks every lane's d against the model's value in
// the file; prints "N passed, M failed", counting operations (32 a record).
//
// Record, most significant field first: a (1024 bits, lane l at [l*32 +: 32]) ctrl (416
// bits, lane l at [l*13 +: 13]) d (1024 bits, lane l at [l*32 +: 32]).
`timescale 1ns / 1ps

module bench_shuf_x32;
  /// Records in the file (set with iverilog -P).
  parameter int Ops = 1;
  localparam int Lanes = 32;
  localparam int RecBits = Lanes * 32 + Lanes * 13 + Lanes * 32;

  logic [RecBits-1:0] mem [0:Ops-1];

  logic [Lanes*32-1:0] a_all, exp_all;
  logic [Lanes*13-1:0] ctrl_all;
  logic [31:0]         a [Lanes];
  logic [12:0]         ctrl [Lanes];
  logic [31:0]         d [Lanes];

  for (genvar l = 0; l < Lanes; l++) begin : gen_lane
    xl_shuf u_dut (.a_i(a[l]), .ctrl_i(ctrl[l]), .d_o(d[l]));
  end

  initial begin
    string hex;
    int n, passed, failed;
    passed = 0;
    failed = 0;
    if (!$value$plusargs("hex=%s", hex)) $fatal(1, "bench_shuf_x32: +hex=FILE is required");
    if (!$value$plusargs("ops=%d", n)) n = Ops;
    if (n > Ops) n = Ops;
    $readmemh(hex, mem);
    for (int i = 0; i < n; i++) begin
      {a_all, ctrl_all, exp_all} = mem[i];
      for (int l = 0; l < Lanes; l++) begin
        a[l]    = a_all[l*32 +: 32];
        ctrl[l] = ctrl_all[l*13 +: 13];
      end
      #1;
      for (int l = 0; l < Lanes; l++) begin
        if (d[l] !== exp_all[l*32 +: 32]) begin
          if (failed < 3)
            $display("MISMATCH bench_shuf_x32 record %0d lane %0d: d expected %h got %h", i, l,
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
