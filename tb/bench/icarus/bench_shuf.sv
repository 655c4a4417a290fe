// Icarus speed bench of the MRISC32 byte shuffle (xl_shuf): `make bench`.
//
// Runs the operations that tb/bench/bench.cpp wrote to a $readmemh file (+hex=FILE, the
// first +ops=N; +ops=0 only loads) on the same RTL the verilated harness runs and checks
// every d against the model's value in the file; prints "N passed, M failed".
//
// Record, most significant field first: a (32 bits) ctrl (16 bits, 12:0 used) d (32 bits).
`timescale 1ns / 1ps

module bench_shuf;
  /// Records in the file (set with iverilog -P).
  parameter int Ops = 1;
  localparam int RecBits = 32 + 16 + 32;

  logic [RecBits-1:0] mem [0:Ops-1];

  logic [31:0] a, exp_d, d;
  logic [15:0] ctrl;

  xl_shuf u_dut (.a_i(a), .ctrl_i(ctrl[12:0]), .d_o(d));

  initial begin
    string hex;
    int n, passed, failed;
    passed = 0;
    failed = 0;
    if (!$value$plusargs("hex=%s", hex)) $fatal(1, "bench_shuf: +hex=FILE is required");
    if (!$value$plusargs("ops=%d", n)) n = Ops;
    if (n > Ops) n = Ops;
    $readmemh(hex, mem);
    for (int i = 0; i < n; i++) begin
      {a, ctrl, exp_d} = mem[i];
      #1;
      if (d !== exp_d) begin
        if (failed < 3) $display("MISMATCH bench_shuf operation %0d: d expected %h got %h", i, exp_d, d);
        failed++;
      end else begin
        passed++;
      end
    end
    $display("%0d passed, %0d failed", passed, failed);
    $finish;
  end
endmodule
