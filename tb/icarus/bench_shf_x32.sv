// Icarus speed bench of 32 funnel shifters side by side (tb/bench/xl_shf_x32.sv): `make bench`.
//
// The batched counterpart of bench_shf.sv: each record holds 32 operations, one per lane,
// and one #1 evaluates all 32 (as one eval() does in the verilated "rtl-x32" row). Runs the
// records that tb/bench/bench.cpp wrote to a $readmemh file (+hex=FILE, the first +ops=N
// records; +ops=0 only loads) and checks every lane's d against the model's value in the
// file; prints "N passed, M failed", counting operations (32 a record).
//
// Record, most significant field first: left (32 bits, bit l for lane l) clamp (32 bits)
// a b c d (1024 bits each, lane l at [l*32 +: 32]).
`timescale 1ns / 1ps

module bench_shf_x32;
  /// Records in the file (set with iverilog -P).
  parameter int Ops = 1;
  localparam int RecBits = 2 * 32 + 4 * 1024;

  logic [RecBits-1:0] mem [0:Ops-1];

  logic [31:0]   left, clamp;
  logic [1023:0] a, b, c, exp_d, d;

  xl_shf_x32 u_dut (.left_i(left), .clamp_i(clamp), .a_i(a), .b_i(b), .c_i(c), .d_o(d));

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
      {left, clamp, a, b, c, exp_d} = mem[i];
      #1;
      if (d === exp_d) begin
        passed += 32;
      end else begin
        for (int l = 0; l < 32; l++) begin
          if (d[l*32 +: 32] !== exp_d[l*32 +: 32]) begin
            if (failed < 3)
              $display("MISMATCH bench_shf_x32 record %0d lane %0d: d expected %h got %h", i, l,
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
