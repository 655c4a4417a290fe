// SPDX-License-Identifier: Apache-2.0
// xl_pnr_fold: registers a unit's outputs and folds them to a few pins with a pipelined XOR
// tree, in the place-and-route harness (make fmax, make sweep). Synth/pnr/ only.
//
//   level 0 = d_i registered (every cycle); d_i itself with Capture = 0, for a unit whose
//             outputs are flip-flops already (make explore: the gather, the uniform unit,
//             the pipelined crossbar), which saves Width flip-flops
//   level k = level k-1 XOR-folded by 4 (bit i = ^level[k-1][4i+3:4i]), registered
//   q_o     = the first level with at most OutBits bits, zero-extended
//
// Why: the unit's paths must end at flip-flops (level 0), and every output bit must reach
// a pin or the tools remove the logic behind it. An XOR of all bits depends on each one,
// so nothing can be dropped; one 4-input XOR (one LUT4) per register keeps the tree's own
// paths far shorter than the unit's. Cost: about Width/3 LUTs and flip-flops.

module xl_pnr_fold #(
  /// Bits of the unit's outputs.
  parameter int Width = 8,
  /// Pins at the end of the tree.
  parameter int OutBits = 4,
  /// 1: level 0 registers d_i; 0: level 0 is d_i (the unit's outputs are registers).
  parameter bit Capture = 1'b1
) (
  /// Clock.
  input  logic               clk_i,
  /// The unit's outputs.
  input  logic [Width-1:0]   d_i,
  /// The folded outputs.
  output logic [OutBits-1:0] q_o
);

  /// Bits of level k. Do not call with k > 15.
  function automatic int level_bits(input int w, input int k);
    int b;
    b = w;
    for (int i = 0; i < 15; i++) begin
      if (i < k) b = (b + 3) / 4;
    end
    level_bits = b;
  endfunction

  /// Levels after level 0 until at most OutBits bits remain. Derived: do not override.
  function automatic int num_levels(input int w, input int o);
    int b, n;
    b = w;
    n = 0;
    for (int i = 0; i < 15; i++) begin
      if (b > o) begin
        b = (b + 3) / 4;
        n = n + 1;
      end
    end
    num_levels = n;
  endfunction

  localparam int Levels = num_levels(Width, OutBits);

  for (genvar k = 0; k <= Levels; k++) begin : gen_level
    localparam int Bits = level_bits(Width, k);
    logic [Bits-1:0] q;
    if (k == 0 && Capture) begin : gen_capture
      always_ff @(posedge clk_i) begin
        q <= d_i;
      end
    end else if (k == 0) begin : gen_direct
      assign q = d_i;
    end else begin : gen_fold
      logic [4*Bits-1:0] prev;
      logic [Bits-1:0]   fold;
      assign prev = (4*Bits)'(gen_level[k-1].q);
      for (genvar i = 0; i < Bits; i++) begin : gen_xor
        assign fold[i] = ^prev[4*i +: 4];
      end
      always_ff @(posedge clk_i) begin
        q <= fold;
      end
    end
  end

  assign q_o = OutBits'(gen_level[Levels].q);

endmodule
