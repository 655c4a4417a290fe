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
// The range check and the fallback are not here: a lane whose j leaves the warp (up, down)
// or its segment gets some other lane's value, which xl_shfl_uniform replaces by its own.
//
// Cost: log2(NumLanes) MUX2 per lane and bit (5 * 32 * 32 = 5,120 at 32 x 32), against
// NumLanes - 1 (31 * 32 * 32) for the crossbar; the selects are a few gates per position.

module xl_shfl_bnet #(
  /// Lanes: a power of two, 2 to 64.
  parameter int NumLanes = 32,
  /// Bits of data per lane.
  parameter int Width = 32,
  /// Bits of a lane index. Derived: do not override.
  parameter int LaneBits = $clog2(NumLanes)
) (
  /// Mode: 0 = up, 1 = down, 2 = bfly, 3 = idx.
  input  logic [1:0]                mode_i,
  /// The b every lane shares.
  input  logic [LaneBits-1:0]       s_b_i,
  /// The segment mask every lane shares (idx only).
  input  logic [LaneBits-1:0]       s_seg_i,
  /// Per-lane source value: lane l owns a_i[l*Width +: Width].
  input  logic [NumLanes*Width-1:0] a_i,
  /// Per-lane result: lane l owns d_o[l*Width +: Width].
  output logic [NumLanes*Width-1:0] d_o
);

  localparam logic [1:0] ModeUp   = 2'd0;
  localparam logic [1:0] ModeDown = 2'd1;
  localparam logic [1:0] ModeBfly = 2'd2;

  // gen_stage[k].data: the values after k stages.
  for (genvar k = 0; k <= LaneBits; k++) begin : gen_stage
    logic [NumLanes*Width-1:0] data;
    if (k == 0) begin : gen_in
      assign data = a_i;
    end else begin : gen_ex
      localparam int Bit = k - 1;  // the lane bit this stage sets
      for (genvar p = 0; p < NumLanes; p++) begin : gen_pos
        localparam logic [LaneBits-1:0] Pos = LaneBits'(p);
        localparam int Partner = p ^ (1 << Bit);
        logic carry, borrow, take;
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
        assign take = (mode_i == ModeUp)   ? s_b_i[Bit] ^ borrow :
                      (mode_i == ModeDown) ? s_b_i[Bit] ^ carry :
                      (mode_i == ModeBfly) ? s_b_i[Bit] :
                                             ~s_seg_i[Bit] & (Pos[Bit] ^ s_b_i[Bit]);
        assign data[p*Width +: Width] = take ? gen_stage[k-1].data[Partner*Width +: Width]
                                             : gen_stage[k-1].data[p*Width +: Width];
      end
    end
  end

  assign d_o = gen_stage[LaneBits].data;

endmodule
