// SPDX-License-Identifier: Apache-2.0
// What every Icarus speed bench (tb/bench/icarus/bench_*.sv) shares, included in its module:
// load the $readmemh file that tb/bench/bench.cpp wrote (+hex=FILE; the first +ops=N
// records, +ops=0 only loads, to time the start-up), run the records one #1 each on the
// bench's RTL, check every operation against the model's values in the record, print the
// first three failures ("MISMATCH ...") and last "N passed, M failed", counting operations;
// with +figures=FILE, the same two counts to FILE as bench.cpp reads them (verif/figures.h:
// "passed N" and "failed M", a line each).
//
// The including module declares, before the `include, its record and how to load it, as
// macros so that the loop runs them inline (a task or function call in the loop costs
// Icarus a noticeable part of a small unit's operation):
//   localparam int RecBits     bits of a record (fields most significant first)
//   localparam int PerRecord   operations in a record (1, or 32 in the x32 benches)
//   `BENCH_LOAD(i)             statement: record mem[i] onto the bench's signals
//   `BENCH_LANE(l)             x32 benches, statement: then lane l's fields onto its own
//                              signals
// Where each operation gives one 32-bit d (the word benches), the check is this file's: it
// declares d (operation k's result d[k]) and exp_d (the record's last field, the model's
// results, operation k's at [k*32 +: 32]). A bench with another check defines instead
//   `BENCH_WRONG(k)            expression, after the #1: operation k of the record is wrong
//   `BENCH_MISMATCH(k)         string expression: how it is wrong, for the report
// The bench's own signals must not be named as the ones below.

  /// Records in the file (set with iverilog -P).
  parameter int Ops = 1;

  logic [RecBits-1:0] mem [0:Ops-1];
  string              bench_name, hex, figures;
  int                 n, passed, failed, k, fd;

`ifndef BENCH_WRONG
  logic [31:0]             d [PerRecord];
  logic [PerRecord*32-1:0] exp_d;
`define BENCH_WRONG(k) (d[k] !== exp_d[k*32 +: 32])
`define BENCH_MISMATCH(k) $sformatf("d expected %h got %h", exp_d[k*32 +: 32], d[k])
`endif
`ifndef BENCH_LANE
`define BENCH_LANE(l)
`endif

  /// Operation `op` of record `rec` is wrong: counted, and reported if among the first three.
  task wrong(input int rec, input int op);
    if (failed < 3) begin
      if (PerRecord == 1) $display("MISMATCH %s operation %0d: %s", bench_name, rec, `BENCH_MISMATCH(op));
      else $display("MISMATCH %s record %0d lane %0d: %s", bench_name, rec, op, `BENCH_MISMATCH(op));
    end
    failed++;
  endtask

  // One record a #1. The loop is written out for one operation a record: a for loop costs
  // Icarus a noticeable part of a small unit's operation.
  initial begin
    bench_name = $sformatf("%m");
    passed = 0;
    failed = 0;
    if (!$value$plusargs("hex=%s", hex)) $fatal(1, "%s: +hex=FILE is required", bench_name);
    if (!$value$plusargs("ops=%d", n)) n = Ops;
    if (n > Ops) n = Ops;
    $readmemh(hex, mem);
    for (int i = 0; i < n; i++) begin
      `BENCH_LOAD(i);
      if (PerRecord > 1) for (int l = 0; l < PerRecord; l++) `BENCH_LANE(l);
      #1;
      if (PerRecord == 1) begin
        if (`BENCH_WRONG(0)) wrong(i, 0);
        else passed++;
      end else begin
        for (k = 0; k < PerRecord; k++) begin
          if (`BENCH_WRONG(k)) wrong(i, k);
          else passed++;
        end
      end
    end
    $display("%0d passed, %0d failed", passed, failed);
    if ($value$plusargs("figures=%s", figures)) begin
      fd = $fopen(figures, "w");
      if (fd == 0) $fatal(1, "%s: cannot write %s", bench_name, figures);
      $fdisplay(fd, "passed %0d\nfailed %0d", passed, failed);
      $fclose(fd);
    end
    $finish;
  end
