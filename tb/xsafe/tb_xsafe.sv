// SPDX-License-Identifier: Apache-2.0
// X-safety of the pipelined wrappers (xl_shfl_arch, xl_word_unit) and the warp top, in a
// 4-state simulator (Icarus).
//
// TEST RATIONALE
// Verilator is 2-state, so it cannot show that an X on an input is harmless. Here every
// input but ready_i is X whenever valid is low (and during reset), and real values only
// with a valid beat; ready_i is random (0 or 1, never X: at latency 0 ready_o follows it),
// and an offered beat stays on the inputs until it is taken. Checked on every cycle, for
// each wrapper and the warp top (at 8 lanes) at latency 0, 1 and 2, the one-word wrappers with the
// skid buffer too, and every wrapper and the warp top with the global stall (GlobalStall =
// 1, whose data registers load the X of the bubbles as well: harmless while valid_o is 0),
// the funnel shifter (xl_word_unit at WordShf) also with both:
//   - during and right after reset, valid_o is 0 (never X);
//   - ready_o is never X or Z, in reset or out of it;
//   - whenever valid_o is 1, no output bit is X or Z.
// The stimulus is random (seeded by +seed=N, printed); 60 cycles per instance, as Icarus
// evaluates the 32x32 crossbars of the twelve shuffling instances slowly.
`timescale 1ns / 1ps

module tb_xsafe #(
  // The latencies simulated (each from LatLo to LatHi): test_xsafe.sh builds one latency a
  // run, as Icarus 11's elaboration time grows with the square of the instances in a design.
  parameter int LatLo = 0,
  parameter int LatHi = 2
);
  localparam int Lanes = 32;
  // The warp top at 8 lanes: every block it has at 32 lanes but the sizes, and its
  // all-pairs match and reduction tree, 4-state, cost Icarus minutes at 32.
  localparam int WarpLanes = 8;
  localparam int Cycles = 60;

  logic clk = 1'b0;
  logic rst_n = 1'b0;
  int unsigned seed = 1;
  int errors = 0;
  int checked = 0;
  int unsigned dummy;
  bit seeded = 1'b0;  // the seed is set: the latencies' processes may draw
  int finished = 0;   // latencies done

  always #5 clk = ~clk;

  // Each instance gets its own valid and operands; X everywhere while valid is low.
  for (genvar lat = LatLo; lat <= LatHi; lat++) begin : gen_lat
    logic                   valid_shfl, valid_shf, valid_shuf, valid_warp;
    logic                   ready;    // ready_i of every instance of this latency
    logic                   pending;  // a beat offered on the last cycle was not taken
    logic [1:0]             mode;
    logic                   sync, left, clamp, pass, user;
    logic [5:0]             op;
    logic [Lanes*32-1:0]    a, b, c, pass_d;
    logic [Lanes*5-1:0]     b5;
    logic [Lanes*13-1:0]    c13;
    logic [Lanes-1:0]       active, member;
    logic [31:0]            sa, sb, sc;
    logic [12:0]            ctrl;

    logic                   vo_shfl, vo_shf, vo_shuf, vo_warp, illegal, user_shfl;
    logic                   ro_shfl, ro_shf, ro_shuf, ro_warp, ro_shf_skid, ro_shuf_skid;
    logic                   vo_shf_skid, vo_shuf_skid;
    logic [31:0]            d_shf_skid, d_shuf_skid;
    // The global-stall instances (_gs; shf_skid_gs: with the skid buffer too).
    logic                   ro_shfl_gs, ro_shf_gs, ro_shuf_gs, ro_warp_gs, ro_shf_skid_gs;
    logic                   vo_shfl_gs, vo_shf_gs, vo_shuf_gs, vo_warp_gs, vo_shf_skid_gs, illegal_gs, user_shfl_gs;
    logic [31:0]            d_shf_gs, d_shuf_gs, d_shf_skid_gs;
    logic [Lanes*32-1:0]     d_shfl_gs, d_shfl;
    logic [Lanes-1:0]        p_shfl_gs, we_shfl_gs, du_shfl_gs, pu_shfl_gs;
    logic [Lanes-1:0]        p_shfl, we_shfl, du_shfl, pu_shfl;
    logic [WarpLanes*32-1:0] d_warp, d_warp_gs;
    logic [WarpLanes-1:0]    p_warp, we_warp, du_warp, pu_warp, p_warp_gs, we_warp_gs, du_warp_gs, pu_warp_gs;
    logic [31:0]            d_shf, d_shuf;

    xl_shfl_arch #(.Latency(lat)) u_shfl (
      .clk_i(clk), .rst_ni(rst_n), .valid_i(valid_shfl), .ready_o(ro_shfl), .ready_i(ready), .pass_i(pass),
      .mode_i(mode), .sync_i(sync),
      .a_i(a), .pass_d_i(pass_d), .b_i(b5), .c_i(c13), .active_i(active), .member_i(member), .user_i(user),
      .valid_o(vo_shfl), .d_o(d_shfl), .p_o(p_shfl), .we_o(we_shfl), .d_undef_o(du_shfl),
      .p_undef_o(pu_shfl), .user_o(user_shfl));
    xl_word_unit #(.Latency(lat)) u_shf (
      .clk_i(clk), .rst_ni(rst_n), .valid_i(valid_shf), .ready_o(ro_shf), .op_i({1'b0, left, clamp}),
      .a_i(sa), .b_i(sb), .c_i(sc), .valid_o(vo_shf), .ready_i(ready), .d_o(d_shf));
    xl_word_unit #(.Latency(lat), .SkidBuffer(1'b1)) u_shf_skid (
      .clk_i(clk), .rst_ni(rst_n), .valid_i(valid_shf), .ready_o(ro_shf_skid), .op_i({1'b0, left, clamp}),
      .a_i(sa), .b_i(sb), .c_i(sc), .valid_o(vo_shf_skid), .ready_i(ready), .d_o(d_shf_skid));
    xl_word_unit #(.Unit(xl_pkg::WordShuf), .Latency(lat)) u_shuf (
      .clk_i(clk), .rst_ni(rst_n), .valid_i(valid_shuf), .ready_o(ro_shuf), .op_i(op[2:0]), .a_i(sa), .b_i(sb),
      .c_i({sc[31:13], ctrl}),
      .valid_o(vo_shuf), .ready_i(ready), .d_o(d_shuf));
    xl_word_unit #(.Unit(xl_pkg::WordShuf), .Latency(lat), .SkidBuffer(1'b1)) u_shuf_skid (
      .clk_i(clk), .rst_ni(rst_n), .valid_i(valid_shuf), .ready_o(ro_shuf_skid), .op_i(op[2:0]), .a_i(sa), .b_i(sb),
      .c_i({sc[31:13], ctrl}),
      .valid_o(vo_shuf_skid), .ready_i(ready), .d_o(d_shuf_skid));
    xl_warp #(.NumLanes(WarpLanes), .Latency(lat)) u_warp (
      .clk_i(clk), .rst_ni(rst_n), .valid_i(valid_warp), .ready_o(ro_warp), .op_i(op),
      .a_i(a[WarpLanes*32-1:0]), .b_i(b[WarpLanes*32-1:0]), .c_i(c[WarpLanes*32-1:0]),
      .active_i(active[WarpLanes-1:0]), .member_i(member[WarpLanes-1:0]), .valid_o(vo_warp), .ready_i(ready), .d_o(d_warp), .p_o(p_warp),
      .we_o(we_warp), .d_undef_o(du_warp), .p_undef_o(pu_warp), .illegal_o(illegal));

    xl_shfl_arch #(.Latency(lat), .GlobalStall(1'b1)) u_shfl_gs (
      .clk_i(clk), .rst_ni(rst_n), .valid_i(valid_shfl), .ready_o(ro_shfl_gs), .ready_i(ready), .pass_i(pass),
      .mode_i(mode), .sync_i(sync),
      .a_i(a), .pass_d_i(pass_d), .b_i(b5), .c_i(c13), .active_i(active), .member_i(member), .user_i(user),
      .valid_o(vo_shfl_gs), .d_o(d_shfl_gs), .p_o(p_shfl_gs), .we_o(we_shfl_gs), .d_undef_o(du_shfl_gs),
      .p_undef_o(pu_shfl_gs), .user_o(user_shfl_gs));
    xl_word_unit #(.Latency(lat), .GlobalStall(1'b1)) u_shf_gs (
      .clk_i(clk), .rst_ni(rst_n), .valid_i(valid_shf), .ready_o(ro_shf_gs), .op_i({1'b0, left, clamp}),
      .a_i(sa), .b_i(sb), .c_i(sc), .valid_o(vo_shf_gs), .ready_i(ready), .d_o(d_shf_gs));
    xl_word_unit #(.Latency(lat), .SkidBuffer(1'b1), .GlobalStall(1'b1)) u_shf_skid_gs (
      .clk_i(clk), .rst_ni(rst_n), .valid_i(valid_shf), .ready_o(ro_shf_skid_gs), .op_i({1'b0, left, clamp}),
      .a_i(sa), .b_i(sb), .c_i(sc), .valid_o(vo_shf_skid_gs), .ready_i(ready),
      .d_o(d_shf_skid_gs));
    xl_word_unit #(.Unit(xl_pkg::WordShuf), .Latency(lat), .GlobalStall(1'b1)) u_shuf_gs (
      .clk_i(clk), .rst_ni(rst_n), .valid_i(valid_shuf), .ready_o(ro_shuf_gs), .op_i(op[2:0]), .a_i(sa), .b_i(sb),
      .c_i({sc[31:13], ctrl}),
      .valid_o(vo_shuf_gs), .ready_i(ready), .d_o(d_shuf_gs));
    xl_warp #(.NumLanes(WarpLanes), .Latency(lat), .GlobalStall(1'b1)) u_warp_gs (
      .clk_i(clk), .rst_ni(rst_n), .valid_i(valid_warp), .ready_o(ro_warp_gs), .op_i(op),
      .a_i(a[WarpLanes*32-1:0]), .b_i(b[WarpLanes*32-1:0]), .c_i(c[WarpLanes*32-1:0]),
      .active_i(active[WarpLanes-1:0]), .member_i(member[WarpLanes-1:0]), .valid_o(vo_warp_gs), .ready_i(ready), .d_o(d_warp_gs),
      .p_o(p_warp_gs), .we_o(we_warp_gs), .d_undef_o(du_warp_gs), .p_undef_o(pu_warp_gs), .illegal_o(illegal_gs));

    task automatic drive(input bit live);
      ready = live ? ($urandom % 3 != 0) : $urandom;
      if (!(live && pending)) begin  // else the offered beats stay until taken
        valid_shfl = live && ($urandom % 100 < 60);
        valid_shf = live && ($urandom % 2);
        valid_shuf = live && ($urandom % 2);
        valid_warp = live && ($urandom % 2);
        // Operands: random with any valid beat, X otherwise.
        if (valid_shfl || valid_warp) begin
          mode = $urandom; sync = $urandom; pass = $urandom; user = $urandom; op = $urandom % 64;
          for (int l = 0; l < Lanes; l++) begin
            a[l*32 +: 32] = $urandom; b[l*32 +: 32] = $urandom % 64; c[l*32 +: 32] = $urandom % 8192;
            b5[l*5 +: 5] = $urandom; c13[l*13 +: 13] = $urandom; pass_d[l*32 +: 32] = $urandom;
          end
          active = $urandom; member = $urandom;
        end else begin
          mode = 'x; sync = 'x; pass = 'x; user = 'x; op = 'x; a = 'x; b = 'x; c = 'x; b5 = 'x; c13 = 'x;
          pass_d = 'x; active = 'x; member = 'x;
        end
        if (valid_shf || valid_shuf) begin
          left = $urandom; clamp = $urandom; sa = $urandom; sb = $urandom; sc = $urandom % 80;
          ctrl = $urandom;
        end else begin
          left = 'x; clamp = 'x; sa = 'x; sb = 'x; sc = 'x; ctrl = 'x;
        end
      end
    endtask

    // ready_o of every instance: 0 or 1, never X or Z (one compare a bit: Icarus 11
    // misreports $isunknown on some concatenations).
    task automatic check_ready(input string when);
      if ((ro_shfl !== 1'b0 && ro_shfl !== 1'b1) || (ro_shf !== 1'b0 && ro_shf !== 1'b1) ||
          (ro_shuf !== 1'b0 && ro_shuf !== 1'b1) || (ro_warp !== 1'b0 && ro_warp !== 1'b1) ||
          (ro_shf_skid !== 1'b0 && ro_shf_skid !== 1'b1) || (ro_shuf_skid !== 1'b0 && ro_shuf_skid !== 1'b1)) begin
        errors++;
        $display("FAIL lat %0d: ready_o X or Z (shfl %b shf %b shuf %b warp %b shf skid %b shuf skid %b) %s", lat,
                 ro_shfl, ro_shf, ro_shuf, ro_warp, ro_shf_skid, ro_shuf_skid, when);
      end
      if ((ro_shfl_gs !== 1'b0 && ro_shfl_gs !== 1'b1) || (ro_shf_gs !== 1'b0 && ro_shf_gs !== 1'b1) ||
          (ro_shuf_gs !== 1'b0 && ro_shuf_gs !== 1'b1) || (ro_warp_gs !== 1'b0 && ro_warp_gs !== 1'b1) ||
          (ro_shf_skid_gs !== 1'b0 && ro_shf_skid_gs !== 1'b1)) begin
        errors++;
        $display("FAIL lat %0d: ready_o X or Z, global stall (shfl %b shf %b shuf %b warp %b shf skid %b) %s", lat,
                 ro_shfl_gs, ro_shf_gs, ro_shuf_gs, ro_warp_gs, ro_shf_skid_gs, when);
      end
    endtask

    // valid_o is 0 or 1; an output with X or Z bits (`unknown`) only while valid_o is 0.
    task automatic check_valid(input string unit, input logic vo, input string when);
      if (vo !== 1'b0 && vo !== 1'b1) begin
        errors++; $display("FAIL lat %0d: %s valid_o is %b %s", lat, unit, vo, when);
      end
    endtask
    task automatic check_data(input string what, input logic vo, input bit unknown, input string when);
      if (vo === 1'b1 && unknown) begin
        errors++; $display("FAIL lat %0d: X on %s with valid_o %s", lat, what, when);
      end
    endtask

    task automatic check(input string when);
      checked++;
      check_ready(when);
      pending = (valid_shfl && (!ro_shfl || !ro_shfl_gs)) ||
                (valid_shf && (!ro_shf || !ro_shf_skid || !ro_shf_gs || !ro_shf_skid_gs)) ||
                (valid_shuf && (!ro_shuf || !ro_shuf_skid || !ro_shuf_gs)) || (valid_warp && (!ro_warp || !ro_warp_gs));
      if (vo_shf_skid !== 1'b0 && vo_shf_skid !== 1'b1) begin
        errors++; $display("FAIL lat %0d: shf skid valid_o is %b %s", lat, vo_shf_skid, when);
      end
      if (vo_shuf_skid !== 1'b0 && vo_shuf_skid !== 1'b1) begin
        errors++; $display("FAIL lat %0d: shuf skid valid_o is %b %s", lat, vo_shuf_skid, when);
      end
      if (vo_shf_skid === 1'b1 && $isunknown(d_shf_skid)) begin
        errors++; $display("FAIL lat %0d: X on xl_word_unit shf (skid) d_o %s", lat, when);
      end
      if (vo_shuf_skid === 1'b1 && $isunknown(d_shuf_skid)) begin
        errors++; $display("FAIL lat %0d: X on xl_word_unit shuf (skid) d_o %s", lat, when);
      end
      if (vo_shfl !== 1'b0 && vo_shfl !== 1'b1) begin errors++; $display("FAIL lat %0d: shfl valid_o is %b %s", lat, vo_shfl, when); end
      if (vo_warp !== 1'b0 && vo_warp !== 1'b1) begin errors++; $display("FAIL lat %0d: warp valid_o is %b %s", lat, vo_warp, when); end
      if (vo_shf !== 1'b0 && vo_shf !== 1'b1) begin errors++; $display("FAIL lat %0d: shf valid_o is %b %s", lat, vo_shf, when); end
      if (vo_shuf !== 1'b0 && vo_shuf !== 1'b1) begin errors++; $display("FAIL lat %0d: shuf valid_o is %b %s", lat, vo_shuf, when); end
      // (separate $isunknown calls: Icarus 11 misreports it on this wide a concatenation)
      if (vo_shfl === 1'b1 && ($isunknown(d_shfl) || $isunknown(p_shfl) || $isunknown(we_shfl) ||
                               $isunknown(du_shfl) || $isunknown(pu_shfl) || $isunknown(user_shfl))) begin
        errors++; $display("FAIL lat %0d: X on xl_shfl_arch outputs with valid_o %s", lat, when);
      end
      if (vo_shf === 1'b1 && $isunknown(d_shf)) begin errors++; $display("FAIL lat %0d: X on xl_word_unit shf d_o %s", lat, when); end
      if (vo_shuf === 1'b1 && $isunknown(d_shuf)) begin errors++; $display("FAIL lat %0d: X on xl_word_unit shuf d_o %s", lat, when); end
      if (vo_warp === 1'b1 && ($isunknown(d_warp) || $isunknown(p_warp) || $isunknown(we_warp) ||
                               $isunknown(du_warp) || $isunknown(pu_warp) || $isunknown(illegal))) begin
        errors++; $display("FAIL lat %0d: X on xl_warp outputs with valid_o %s", lat, when);
      end
      // The global-stall instances: the same checks.
      check_valid("shfl (global stall)", vo_shfl_gs, when);
      check_valid("shf (global stall)", vo_shf_gs, when);
      check_valid("shf skid (global stall)", vo_shf_skid_gs, when);
      check_valid("shuf (global stall)", vo_shuf_gs, when);
      check_valid("warp (global stall)", vo_warp_gs, when);
      check_data("xl_shfl_arch (global stall) outputs", vo_shfl_gs,
                 $isunknown(d_shfl_gs) || $isunknown(p_shfl_gs) || $isunknown(we_shfl_gs) ||
                 $isunknown(du_shfl_gs) || $isunknown(pu_shfl_gs) || $isunknown(user_shfl_gs), when);
      check_data("xl_word_unit shf (global stall) d_o", vo_shf_gs, $isunknown(d_shf_gs), when);
      check_data("xl_word_unit shf (skid, global stall) d_o", vo_shf_skid_gs, $isunknown(d_shf_skid_gs), when);
      check_data("xl_word_unit shuf (global stall) d_o", vo_shuf_gs, $isunknown(d_shuf_gs), when);
      check_data("xl_warp (global stall) outputs", vo_warp_gs,
                 $isunknown(d_warp_gs) || $isunknown(p_warp_gs) || $isunknown(we_warp_gs) ||
                 $isunknown(du_warp_gs) || $isunknown(pu_warp_gs) || $isunknown(illegal_gs), when);
    endtask

    // This latency's run: reset with X on every input, valid_i included, then Cycles
    // cycles of random beats, checked after each.
    initial begin
      wait (seeded);
      drive(1'b0);
      valid_shfl = 1'bx; valid_shf = 1'bx; valid_shuf = 1'bx; valid_warp = 1'bx;
      pending = 1'b0;
      repeat (3) @(posedge clk);
      #1;
      check_ready("during reset");
      // valid_o of a registered stage is cleared by the reset (at latency 0 it is valid_i's).
      if (lat > 0 && (vo_shfl !== 1'b0 || vo_shf !== 1'b0 || vo_shf_skid !== 1'b0 || vo_shuf !== 1'b0 ||
                      vo_shuf_skid !== 1'b0 || vo_warp !== 1'b0 || vo_shfl_gs !== 1'b0 || vo_shf_gs !== 1'b0 ||
                      vo_shf_skid_gs !== 1'b0 || vo_shuf_gs !== 1'b0 || vo_warp_gs !== 1'b0)) begin
        errors++;
        $display("FAIL lat %0d: valid_o not 0 during reset", lat);
      end
      repeat (Cycles) begin
        @(negedge clk);
        rst_n = 1'b1;  // released together with the first defined valid_i
        drive(1'b1);
        #4;
        check($sformatf("(latency %0d)", lat));
      end
      finished++;
    end
  end

  initial begin
    if (!$value$plusargs("seed=%d", seed)) seed = 1;
    $display("tb_xsafe: seed %0d, latency %0d to %0d (rerun: vvp tb_xsafe.vvp +seed=%0d)", seed, LatLo, LatHi, seed);
    dummy = $urandom(seed);
    seeded = 1'b1;
    wait (finished == LatHi - LatLo + 1);
    $display("tb_xsafe: %0d checks, %0d failed", checked, errors);
    if (errors == 0) $display("%0d passed, 0 failed", checked);
    else $display("0 passed, %0d failed", errors);
    $finish;
  end
endmodule
