// Icarus speed bench of the funnel shifter (xl_shf): `make bench`.
//
// Runs the operations that tb/bench/bench.cpp wrote to a $readmemh file (+hex=FILE, the
// first +ops=N; +ops=0 only loads) on the same RTL the verilated harness runs and checks
// every d against the model's value in the file; prints "N passed, M failed".
//
// Record, most significant field first: left (4 bits) clamp (4 bits) a b c d (32 bits each).
`timescale 1ns / 1ps

module bench_shf;
  /// Records in the file (set with iverilog -P).
  parameter int Ops = 1;
  localparam int RecBits = 8 + 4 * 32;

  logic [RecBits-1:0] mem [0:Ops-1];

  logic [3:0]  left4, clamp4;
  logic [31:0] a, b, c, exp_d, d;

  xl_shf u_dut (.left_i(left4[0]), .clamp_i(clamp4[0]), .a_i(a), .b_i(b), .c_i(c), .d_o(d));

  initial begin
    string hex;
    int n, passed, failed;
    passed = 0;
    failed = 0;
    if (!$value$plusargs("hex=%s", hex)) $fatal(1, "bench_shf: +hex=FILE is required");
    if (!$value$plusargs("ops=%d", n)) n = Ops;
    if (n > Ops) n = Ops;
    $readmemh(hex, mem);
    for (int i = 0; i < n; i++) begin
      {left4, clamp4, a, b, c, exp_d} = mem[i];
      #1;
      if (d !== exp_d) begin
        if (failed < 3) $display("MISMATCH bench_shf operation %0d: d expected %h got %h", i, exp_d, d);
        failed++;
      end else begin
        passed++;
      end
    end
    $display("%0d passed, %0d failed", passed, failed);
    $finish;
  end
endmodule
