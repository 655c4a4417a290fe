// SPDX-License-Identifier: Apache-2.0
// xl_shfl_bnet: the lane network of the uniform shuffle: log2(NumLanes) butterfly stages
// that move every lane's value at once when every lane shares one b (and, for idx, one
// segment mask). Combinational.
//
//   for every lane l:  d[l] = a[j(l)] where j is the mode's source lane for b = s_b:
//     up:   j = l - s_b    down: j = l + s_b    (both taken mod NumLanes: a rotation)
//     bfly: j = l ^ s_b    idx:  j = (l & seg) | (s_b & ~seg)    (seg = s_seg)
//
// Stage k (0 first) gives each position p the value at p or at its partner p ^ 2^k. After
// stage k a value sits at a position whose bits k..0 are its destination's and whose
// higher bits are still its source's, so position p takes its partner exactly when bit k
// of the source differs from bit k of the destination, both read from p:
//   bfly:  s_b[k]
//   idx:   ~seg[k] & (p[k] ^ s_b[k])
//   down:  s_b[k] ^ carry into bit k of p[k-1:0] + s_b[k-1:0]
//   up:    s_b[k] ^ borrow into bit k of p[k-1:0] - s_b[k-1:0]  (p[k-1:0] < s_b[k-1:0])
// Every position chooses for itself, so a value may go to many positions (idx broadcasts).
// The range check is not here: a lane whose j leaves the warp (up, down) or its segment
// gets some other lane's value, and xl_shfl_uniform gives it its own instead through the
// alternatives: where alt_i[p] is set, position p outputs alt1_i[p] if alt_sel_i[p], else
// alt0_i[p], in place of the network's value.
//
// Cost: log2(NumLanes) MUX2 per lane and bit (5 * 32 * 32 = 5,120 at 32 x 32), against
// NumLanes - 1 (31 * 32 * 32) for the crossbar; the selects are a few gates per position.
// WideLuts picks the shape for the target's LUTs. 1: two stages a level, a 4:1 mux a bit,
// which is one 6-input LUT; with an odd log2(NumLanes) the last stage and the alternatives
// are one 4:1 mux too, so a 32-lane network with its alternatives is three LUTs a bit.
// 0: one stage a level, a 2:1 mux a bit, each position's value shared by the two that read
// it, which suits 4-input LUTs (a 4:1 mux is three of them); the last stage still takes
// the alternatives. Both shapes compute the same function.

module xl_shfl_bnet #(
  /// Lanes: a power of two, 2 to 64.
  parameter int NumLanes = 32,
  /// Bits of data per lane.
  parameter int Width = 32,
  /// 1: two stages a level, for 6-input LUTs; 0: one stage a level, for 4-input LUTs.
  parameter bit WideLuts = 1'b1,
  /// Bits of a lane index. Derived: do not override.
  parameter int LaneBits = $clog2(NumLanes)
) (
  /// Mode: xl_pkg::ShflUp, ShflDown, ShflBfly or ShflIdx.
  input  logic [1:0]                mode_i,
  /// The b every lane shares.
  input  logic [LaneBits-1:0]       s_b_i,
  /// The segment mask every lane shares (idx only).
  input  logic [LaneBits-1:0]       s_seg_i,
  /// Per-lane source value: lane l owns a_i[l*Width +: Width].
  input  logic [NumLanes*Width-1:0] a_i,
  /// Bit p: position p outputs one of its alternatives instead of the network's value.
  input  logic [NumLanes-1:0]       alt_i,
  /// Bit p: position p's alternative is alt1_i (1) or alt0_i (0).
  input  logic [NumLanes-1:0]       alt_sel_i,
  /// Per-position alternative 0: position p owns alt0_i[p*Width +: Width].
  input  logic [NumLanes*Width-1:0] alt0_i,
  /// Per-position alternative 1: position p owns alt1_i[p*Width +: Width].
  input  logic [NumLanes*Width-1:0] alt1_i,
  /// Per-lane result: lane l owns d_o[l*Width +: Width].
  output logic [NumLanes*Width-1:0] d_o
);

  // A 4:1 mux written as a case, not as nested ?: , so that synthesis maps it to one
  // 6-input LUT a bit.
  function automatic logic [Width-1:0] mux4(input logic [1:0] sel, input logic [Width-1:0] x0,
                                            input logic [Width-1:0] x1, input logic [Width-1:0] x2,
                                            input logic [Width-1:0] x3);
    case (sel)  // full: every 2-bit value is listed
      2'b00:   mux4 = x0;
      2'b01:   mux4 = x1;
      2'b10:   mux4 = x2;
      default: mux4 = x3;
    endcase
  endfunction

  // gen_take[k].take[p]: whether position p takes its partner's value in stage k (1 first).
  // It reads bits k-1..0 of p, so positions that differ only above bit k-1 share it.
  for (genvar k = 1; k <= LaneBits; k++) begin : gen_take
    localparam int Bit = k - 1;  // the lane bit this stage sets
    logic [NumLanes-1:0] take;
    for (genvar p = 0; p < NumLanes; p++) begin : gen_pos
      localparam logic [LaneBits-1:0] Pos = LaneBits'(p);
      logic carry, borrow;
      if (Bit == 0) begin : gen_lsb
        assign carry  = 1'b0;
        assign borrow = 1'b0;
      end else begin : gen_upper
        logic [Bit:0] sum, diff;
        assign sum    = {1'b0, Pos[Bit-1:0]} + {1'b0, s_b_i[Bit-1:0]};
        assign diff   = {1'b0, Pos[Bit-1:0]} - {1'b0, s_b_i[Bit-1:0]};
        assign carry  = sum[Bit];
        assign borrow = diff[Bit];
      end
      assign take[p] = (mode_i == xl_pkg::ShflUp)   ? s_b_i[Bit] ^ borrow :
                       (mode_i == xl_pkg::ShflDown) ? s_b_i[Bit] ^ carry :
                       (mode_i == xl_pkg::ShflBfly) ? s_b_i[Bit] :
                                              ~s_seg_i[Bit] & (Pos[Bit] ^ s_b_i[Bit]);
    end
  end

  // gen_level[m].data: the values after level m. With WideLuts a level is two stages as
  // one 4:1 mux a bit: level m runs stages 2m - 1 and 2m, and when log2(NumLanes) is odd
  // the last level is the last stage alone. Stage 2m - 1 uses the same select at p and at
  // p ^ 2^(2m-1), where stage 2m reads it, so a level needs two selects, not three.
  // Without WideLuts level m is stage m.
  localparam int Levels = WideLuts ? (LaneBits + 1) / 2 : LaneBits;
  localparam bit LastSingle = !WideLuts || (LaneBits % 2 == 1);
  for (genvar m = 0; m <= Levels; m++) begin : gen_level
    logic [NumLanes*Width-1:0] data;
    if (m == 0) begin : gen_in
      assign data = a_i;
    end else if (WideLuts && 2 * m <= LaneBits) begin : gen_pair
      for (genvar p = 0; p < NumLanes; p++) begin : gen_pos
        localparam int Lo = 1 << (2 * m - 2);  // stage 2m - 1's partner distance
        localparam int Hi = 1 << (2 * m - 1);  // stage 2m's
        logic [1:0]       pick;
        assign pick = {gen_take[2*m].take[p], gen_take[2*m-1].take[p]};
        assign data[p*Width +: Width] = mux4(pick, gen_level[m-1].data[p*Width +: Width],
                                             gen_level[m-1].data[(p^Lo)*Width +: Width],
                                             gen_level[m-1].data[(p^Hi)*Width +: Width],
                                             gen_level[m-1].data[(p^Hi^Lo)*Width +: Width]);
      end
    end else if (m < Levels) begin : gen_stage
      for (genvar p = 0; p < NumLanes; p++) begin : gen_pos
        localparam int Partner = p ^ (1 << (m - 1));
        assign data[p*Width +: Width] = gen_take[m].take[p]
                                        ? gen_level[m-1].data[Partner*Width +: Width]
                                        : gen_level[m-1].data[p*Width +: Width];
      end
    end else begin : gen_single
      // The last stage alone, with the alternatives: one 4:1 mux on a 2-bit code.
      for (genvar p = 0; p < NumLanes; p++) begin : gen_pos
        localparam int Partner = p ^ (1 << (LaneBits - 1));
        logic [1:0] code;
        assign code = {alt_i[p], alt_i[p] ? alt_sel_i[p] : gen_take[LaneBits].take[p]};
        assign data[p*Width +: Width] = mux4(code, gen_level[m-1].data[p*Width +: Width],
                                             gen_level[m-1].data[Partner*Width +: Width],
                                             alt0_i[p*Width +: Width], alt1_i[p*Width +: Width]);
      end
    end
  end

  if (LastSingle) begin : gen_out_single
    // The last level took the alternatives.
    assign d_o = gen_level[Levels].data;
  end else begin : gen_out_pair
    // The last level is a pair: the alternatives are a level of their own.
    for (genvar p = 0; p < NumLanes; p++) begin : gen_pos
      assign d_o[p*Width +: Width] = !alt_i[p]    ? gen_level[Levels].data[p*Width +: Width] :
                                     alt_sel_i[p] ? alt1_i[p*Width +: Width]
                                                  : alt0_i[p*Width +: Width];
    end
  end

endmodule
