// Icarus speed bench of 32 byte shuffles side by side (tb/bench/xl_shuf_x32.sv): `make bench`.
//
// The batched counterpart of bench_shuf.sv: each record holds 32 operations, one per lane,
// and one #1 evaluates all 32 (as one eval() does in the verilated "rtl-x32" row). Runs the
// records that tb/bench/bench.cpp wrote to a $readmemh file (+hex=FILE, the first +ops=N
// records; +ops=0 only loads) and checks every lane's d against the model's value in the
// file; prints "N passed, M failed", counting operations (32 a record).
//
// Record, most significant field first: a (1024 bits, lane l at [l*32 +: 32]) ctrl (416
// bits, lane l at [l*13 +: 13]) d (1024 bits, lane l at [l*32 +: 32]).
`timescale 1ns / 1ps

module bench_shuf_x32;
  /// Records in the file (set with iverilog -P).
  parameter int Ops = 1;
  localparam int RecBits = 1024 + 416 + 1024;

  logic [RecBits-1:0] mem [0:Ops-1];

  logic [1023:0] a, exp_d, d;
  logic [415:0]  ctrl;

  xl_shuf_x32 u_dut (.a_i(a), .ctrl_i(ctrl), .d_o(d));

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
      {a, ctrl, exp_d} = mem[i];
      #1;
      if (d === exp_d) begin
        passed += 32;
      end else begin
        for (int l = 0; l < 32; l++) begin
          if (d[l*32 +: 32] !== exp_d[l*32 +: 32]) begin
            if (failed < 3)
              $display("MISMATCH bench_shuf_x32 record %0d lane %0d: d expected %h got %h", i, l,
                       exp_d[l*32 +: 32], d[l*32 +: 32]);
            failed++;
          end else begin
            passed++;
          end
        end
      end
    end
    $display("%0d passed, %0d failed", passed, failed);
    $finish;
  end
endmodule
