// SPDX-License-Identifier: Apache-2.0
// xl_fanout: a registered fanout tree. Width bits enter; Copies registered replicas of them
// leave Depth cycles later, and no register (nor the input) drives more than Fanout
// registers of the next level. Free-running: no load enable; reset (asynchronous, to 0)
// only with Reset, for valid bits (data needs none: its valid travels beside it).
//
//   level 0:         d_i (one copy)
//   level k, 1..D:   n(k) copies: the log2(Copies) doublings spread over the D levels, as
//                    evenly as they go, the spare ones on the last levels (Copies 16 over
//                    4 levels: 2, 4, 8, 16; 128 over 3: 4, 16, 128; 8 over 4: 1, 2, 4, 8);
//                    copy i of level k registers copy i * n(k-1) / n(k) of level k - 1
//   q_o:             level D, copy c at q_o[c*Width +: Width]
//
// Need = ceil(log_Fanout(Copies)) levels fan out; Depth may be larger, not smaller. Spread
// so, every level's copies sit among the loads of their subtree, and each hop is shorter
// than the last: a tree that fanned out at its leaves only, its delay at the root, would
// carry the value across the whole span of its leaves in one hop from the root. The few
// copies first, the most at the leaves, where the hops are short. Copies = 1 and Depth = 0
// is wires. Every
// replica carries the keep attribute so that synthesis does not merge the registers that
// hold the same value back into one (which would undo the tree).

module xl_fanout #(
  /// Bits of the value.
  parameter int Width = 1,
  /// Replicas at the leaves: a power of two.
  parameter int Copies = 1,
  /// Registers (or inputs) one register drives at the most: a power of two, 2 or more.
  parameter int Fanout = 4,
  /// Register levels from d_i to q_o: at least ceil(log_Fanout(Copies)).
  parameter int Depth = 1,
  /// 1: every register resets to 0 (rst_ni); 0: no reset (rst_ni unused).
  parameter bit Reset = 1'b0
) (
  /// Clock; asynchronous reset, active low (with Reset).
  input  logic                    clk_i, rst_ni,
  /// The value.
  input  logic [Width-1:0]        d_i,
  /// Its replicas, Depth cycles later: copy c at q_o[c*Width +: Width].
  output logic [Copies*Width-1:0] q_o
);

  /// Levels that multiply the copies. Derived: do not override.
  localparam int Need = xl_pkg::log_ceil(Copies, Fanout);

`ifndef SYNTHESIS
  initial begin
    assert (xl_pkg::pow2_in(Copies, 1, 1 << 16) && xl_pkg::pow2_in(Fanout, 2, 1 << 16))
      else $fatal(1, "xl_fanout: Copies and Fanout must be powers of two (Fanout 2 or more)");
    assert (Depth >= Need)
      else $fatal(1, "xl_fanout: Depth must be at least ceil(log_Fanout(Copies))");
  end
`endif  // SYNTHESIS

  /// Copies at level k: level j (1..Depth) doubles them Doubles / Depth times, once more
  /// for the last Doubles % Depth levels (Levels: Depth, or 1 for wires).
  localparam int Doubles = $clog2(Copies);
  localparam int Levels  = (Depth > 0) ? Depth : 1;
  function automatic int copies_at(input int k);
    int d;
    d = 0;
    for (int j = 1; j <= k; j++) begin
      d = d + Doubles / Levels + ((j > Levels - Doubles % Levels) ? 1 : 0);
    end
    copies_at = 1 << d;
  endfunction

  for (genvar k = 0; k <= Depth; k++) begin : gen_level
    localparam int N = copies_at(k);
    logic [N*Width-1:0] q;
    if (k == 0) begin : gen_root
      assign q = d_i;
    end else begin : gen_regs
      localparam int Prev = copies_at(k - 1);
      for (genvar i = 0; i < N; i++) begin : gen_copy
        logic [Width-1:0] copy_q;
        if (Reset) begin : gen_reset
          (* keep *) always_ff @(posedge clk_i or negedge rst_ni) begin
            if (!rst_ni) begin
              copy_q <= '0;
            end else begin
              copy_q <= gen_level[k-1].q[(i * Prev / N)*Width +: Width];
            end
          end
        end else begin : gen_plain
          (* keep *) always_ff @(posedge clk_i) begin
            copy_q <= gen_level[k-1].q[(i * Prev / N)*Width +: Width];
          end
        end
        assign q[i*Width +: Width] = copy_q;
      end
    end
  end

  assign q_o = gen_level[Depth].q;

  // Wires (Depth 0) use neither clock nor reset; plain registers no reset.
  if (Depth == 0) begin : gen_wires
    logic unused_clk_rst;
    assign unused_clk_rst = clk_i ^ rst_ni;
  end else if (!Reset) begin : gen_no_reset
    logic unused_rst;
    assign unused_rst = rst_ni;
  end

endmodule
