// Icarus speed bench of the shuffle (xl_shfl, 32 lanes of 32 bits): `make bench`.
//
// Runs the operations that tb/bench/bench.cpp wrote to a $readmemh file (+hex=FILE, the
// first +ops=N of them; +ops=0 only loads, to time the start-up) on the same RTL the
// verilated harness runs, and checks every result against the model's values in the
// file by the spec's don't-care rules: write enables and both undefined flags on every
// lane, p where written and p defined, d where written and d defined. A real simulation,
// not an idle loop; it prints "N passed, M failed".
//
// Record, most significant field first (4-bit fields for the flags, as hex digits):
//   mode sync active member a[32 lanes] b[5 bits a lane] c[13 bits a lane]
//   d[32 lanes] p we d_undef p_undef
`timescale 1ns / 1ps

module bench_shfl;
  /// Records in the file (set with iverilog -P).
  parameter int Ops = 1;
  localparam int Lanes = 32;
  localparam int LaneBits = 5;
  localparam int CBits = 13;
  localparam int RecBits = 4 + 4 + 2 * Lanes + Lanes * 32 + Lanes * LaneBits + Lanes * CBits + Lanes * 32 +
                           4 * Lanes;

  logic [RecBits-1:0] mem [0:Ops-1];

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

  initial begin
    string hex;
    int n, passed, failed;
    logic [Lanes-1:0] d_care, p_care;
    logic bad;
    passed = 0;
    failed = 0;
    if (!$value$plusargs("hex=%s", hex)) $fatal(1, "bench_shfl: +hex=FILE is required");
    if (!$value$plusargs("ops=%d", n)) n = Ops;
    if (n > Ops) n = Ops;
    $readmemh(hex, mem);
    for (int i = 0; i < n; i++) begin
      {mode4, sync4, active, member, a, b, c, exp_d, exp_p, exp_we, exp_du, exp_pu} = mem[i];
      #1;
      bad = (we !== exp_we) || (du !== exp_du) || (pu !== exp_pu);
      p_care = exp_we & ~exp_pu;
      d_care = exp_we & ~exp_du;
      bad = bad || ((p & p_care) !== (exp_p & p_care));
      for (int l = 0; l < Lanes; l++) begin
        if (d_care[l] && d[l*32 +: 32] !== exp_d[l*32 +: 32]) bad = 1'b1;
      end
      if (bad) begin
        if (failed < 3) $display("MISMATCH bench_shfl operation %0d", i);
        failed++;
      end else begin
        passed++;
      end
    end
    $display("%0d passed, %0d failed", passed, failed);
    $finish;
  end
endmodule
