// SPDX-License-Identifier: Apache-2.0
// tb_tput: cycle-accurate throughput and latency of one shuffle microarchitecture
// (xl_shfl_arch) for make explore (synth/xlflow/explore.py), under Icarus. Instructions
// are offered back to back (valid_i high) and every result is taken at once (ready_i
// high); the bench counts the cycles from the first instruction taken to the last result
// given. Correctness is the tests' business (tb/rtl/test_archs.cpp); here only the
// handshake is counted.
//
// Plusargs:
//   +workload=random   per-lane random b and c, every mode
//   +workload=uniform  one random b and one c for every lane of an instruction (CUDA-style)
//   +workload=list     the (mode, b, c) of each line of +list=FILE (hex: "m bb cccc"),
//                      every lane the same, in order, repeated
//   +ops=N (default 1000), +seed=S (default 1)
// Prints:  tput ops=N span=S latency=L   (S: cycles from the first result given to the
// last, so that N - 1 results in S cycles is the steady rate; L: cycles from the first
// instruction taken to its result)

// The unit is xl_shfl_arch at a point's parameters: NumLanes and Width, which size this
// bench's signals too, are its own parameters; every other one comes in the macro
// XL_TPUT_UNIT, named overrides after those two (explore.py passes a point's row, e.g.
// -DXL_TPUT_UNIT=,.Arch(3),.TreeCuts(10)), so that any parameter of xl_shfl_arch reaches
// the unit with no list here to keep in step with it. Without it: the defaults.
`ifndef XL_TPUT_UNIT
  `define XL_TPUT_UNIT
`endif

module tb_tput #(
  parameter int NumLanes = 32,
  parameter int Width = 32
);
  localparam int LaneBits = $clog2(NumLanes);
  localparam int CBits    = 8 + LaneBits;
  localparam int MaxList  = 1024;

  logic                         clk, rst_n, valid_i, ready_o, valid_o, pass_i, sync_i;
  logic [1:0]                   mode_i;
  logic [NumLanes*Width-1:0]    a_i, pass_d_i, d_o;
  logic [NumLanes*LaneBits-1:0] b_i;
  logic [NumLanes*CBits-1:0]    c_i;
  logic [NumLanes-1:0]          active_i, member_i, p_o, we_o, d_undef_o, p_undef_o;
  logic [0:0]                   user_i, user_o;

  xl_shfl_arch #(.NumLanes(NumLanes), .Width(Width) `XL_TPUT_UNIT) u_dut (
    .clk_i(clk), .rst_ni(rst_n), .valid_i, .ready_o, .pass_i, .mode_i, .sync_i, .a_i, .pass_d_i,
    .b_i, .c_i, .active_i, .member_i, .user_i, .valid_o, .ready_i(1'b1), .d_o, .p_o, .we_o,
    .d_undef_o, .p_undef_o, .user_o
  );

  initial clk = 1'b0;
  always #5 clk = ~clk;

  string       workload, list_file;
  int          ops, seed, taken, given, cycle, first_take, first_give, last_give, n_list, fd, k;
  logic [1:0]  list_mode [MaxList];
  logic [31:0] list_b [MaxList], list_c [MaxList];
  logic [31:0] rb, rc;
  logic [1:0]  rm;
  logic        took;

  // The next instruction on the inputs.
  task automatic draw(input int index);
    if (workload == "list") begin
      rm = list_mode[index % n_list];
      rb = list_b[index % n_list];
      rc = list_c[index % n_list];
    end else begin
      rm = 2'($urandom);
      rb = $urandom;
      rc = $urandom;
    end
    mode_i = rm;
    for (int l = 0; l < NumLanes; l++) begin
      a_i[l*Width +: Width] = Width'($urandom);
      if (workload == "random") begin
        b_i[l*LaneBits +: LaneBits] = LaneBits'($urandom);
        c_i[l*CBits +: CBits]       = CBits'($urandom);
      end else begin
        b_i[l*LaneBits +: LaneBits] = rb[LaneBits-1:0];
        c_i[l*CBits +: CBits]       = rc[CBits-1:0];
      end
    end
  endtask

  initial begin
    if (!$value$plusargs("workload=%s", workload)) workload = "uniform";
    if (!$value$plusargs("ops=%d", ops)) ops = 1000;
    if (!$value$plusargs("seed=%d", seed)) seed = 1;
    k = $urandom(seed);
    n_list = 0;
    if (workload == "list") begin
      if (!$value$plusargs("list=%s", list_file)) $fatal(1, "tb_tput: +workload=list needs +list=FILE");
      fd = $fopen(list_file, "r");
      if (fd == 0) $fatal(1, "tb_tput: cannot open %s", list_file);
      while (n_list < MaxList && $fscanf(fd, "%h %h %h\n", list_mode[n_list], list_b[n_list],
                                         list_c[n_list]) == 3) begin
        n_list++;
      end
      $fclose(fd);
      if (n_list == 0) $fatal(1, "tb_tput: %s holds no instruction", list_file);
    end else if (workload != "random" && workload != "uniform") begin
      $fatal(1, "tb_tput: +workload=%s: random, uniform or list", workload);
    end
    pass_i   = 1'b0;
    sync_i   = 1'b0;
    pass_d_i = '0;
    active_i = '1;
    member_i = '1;
    user_i   = '0;
    valid_i  = 1'b0;
    rst_n    = 1'b0;
    draw(0);
    repeat (2) @(posedge clk);
    // Just after the edge, never on it: set on the edge, valid_i races the registers that
    // sample it (Icarus ran them first, Verilator --timing after, and took an instruction
    // the count had not seen).
    #1;
    rst_n   = 1'b1;
    valid_i = 1'b1;
    taken = 0;
    given = 0;
    cycle = 0;
    first_take = -1;
    first_give = -1;
    last_give = -1;
    while (given < ops) begin
      // Sampled before the edge: what is offered and taken on this cycle.
      @(negedge clk);
      if (valid_o) begin
        given++;
        if (first_give < 0) first_give = cycle;
        last_give = cycle;
      end
      took = valid_i && ready_o;
      if (took) begin
        if (first_take < 0) first_take = cycle;
        taken++;
      end
      @(posedge clk);
      #1;
      cycle++;
      if (taken >= ops) valid_i = 1'b0;
      else if (took) draw(taken);
      if (cycle > 1000 * ops + 1000) $fatal(1, "tb_tput: stuck after %0d results", given);
    end
    $display("tput ops=%0d span=%0d latency=%0d", ops, last_give - first_give, first_give - first_take);
    $finish;
  end
endmodule
