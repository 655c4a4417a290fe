// SPDX-License-Identifier: Apache-2.0
// xl_shf: the funnel shifter (PTX shf.l / shf.r, .clamp / .wrap), combinational.
//
// Semantics (PTX ISA 9.7.8.7), for Width = 32:
//
//   n = clamp ? min(c, 32) : c & 0x1f            // c compared unsigned on all its bits
//   shf.l: d = ({b, a} << n)[63:32]              // n = 0 gives b, n = 32 gives a
//   shf.r: d = ({b, a} >> n)[31:0]               // n = 0 gives a, n = 32 gives b
//
// (A C-like form with two 32-bit shifts would shift by 32 at n = 0 and n = 32; here
// everything is on the 2*Width-bit concatenation, so those cases need no special handling;
// docs/spec.md, shf.)
//
// Hardware: one right funnel covers all four variants,
//
//   d = ({b, a} >> k)[Width-1:0],   k = left ? Width - n : n   (k in 0..Width)
//
// built as log2(Width)+1 mux stages, largest shift first: after the Width-shift stage only
// the low 2*Width-1 bits can still reach the result, so each later stage is narrower.
//
// LowDepth = 1 trades muxes for depth: the stage selects wait for neither the clamp test
// (a wide OR of c's high bits) nor the subtraction Width - n:
//
//   f = ({b, a} >> (left ? ~n : n))[Width:0]      n = c mod Width, log2(Width) stages
//   d = clamp & (c >= Width) ? (left ? a : b)     the clamped n = Width, resolved last
//     : left ? f[Width:1] : f[Width-1:0]          Width - n = ~n + 1: the last position
//
// 8 levels instead of 13 at Width 32, for about a quarter more 2:1 muxes (make synth).

module xl_shf #(
  /// Word width: a power of two, 2 to 64. PTX is 32.
  parameter int Width = 32,
  /// 1: the clamp and the left shift's Width - n resolved after the mux stages, not in front
  /// of their selects: fewer logic levels, more muxes (see above). 0: the fewest muxes.
  parameter bit LowDepth = 1'b0,
  /// Bits of a shift amount below Width. Derived: do not override.
  parameter int ShiftBits = $clog2(Width)
) (
  /// 1 = shf.l (left), 0 = shf.r (right).
  input  logic             left_i,
  /// 1 = .clamp (n = min(c, Width)), 0 = .wrap (n = c mod Width).
  input  logic             clamp_i,
  /// Low word of the source (bits Width-1:0).
  input  logic [Width-1:0] a_i,
  /// High word of the source (bits 2*Width-1:Width).
  input  logic [Width-1:0] b_i,
  /// Shift amount, unsigned; every bit counts in .clamp mode.
  input  logic [Width-1:0] c_i,
  /// Result.
  output logic [Width-1:0] d_o
);

`ifndef SYNTHESIS
  initial assert (xl_pkg::pow2_in(Width, 2, 64))
    else $fatal(1, "xl_shf: Width must be a power of two from 2 to 64");
`endif  // SYNTHESIS

  // ---------------------------------------------------------------------------------------
  // Right-shift distance k = left ? Width - n : n, in 0..Width
  // ---------------------------------------------------------------------------------------
  // Built from c's low bits in parallel with the range test on its high bits, so that the
  // negation is not behind the wide OR: a clamped c >= Width (n = Width) gives k = 0 for
  // shf.l and k = Width for shf.r; every other case has n = c mod Width.
  logic               over;     // c >= Width
  logic               clamped;  // n = Width
  logic [ShiftBits:0] n_low, k_low, k;
  // Width as an unsigned ShiftBits+1-bit value, so that the subtraction mixes no types.
  localparam logic [ShiftBits:0] WidthN = (ShiftBits+1)'(Width);

  assign over    = |c_i[Width-1:ShiftBits];
  assign clamped = clamp_i & over;
  assign n_low   = {1'b0, c_i[ShiftBits-1:0]};
  assign k_low   = left_i ? WidthN - n_low : n_low;
  assign k       = clamped ? {~left_i, {ShiftBits{1'b0}}} : k_low;

  // The spec's n, for waveforms only (sim/sc shows it); k above does not go through it.
  logic [ShiftBits:0] n;
  logic               unused_n;
  assign n        = clamped ? WidthN : n_low;
  assign unused_n = ^n;

  // ---------------------------------------------------------------------------------------
  // Right funnel of {b, a} by k, largest stage first
  // ---------------------------------------------------------------------------------------
  // gen_stage[i].data is the source after the stages for k[ShiftBits] .. k[ShiftBits-i+1].
  // k <= Width, so k[ShiftBits] = 1 means k = Width and every later stage passes its input
  // through: only the low word of the first stage can reach d then, and its high word is
  // left unshifted (not zero-filled), which saves Width-1 gates and changes no result.
  for (genvar i = 0; i <= ShiftBits + 1; i++) begin : gen_stage
    logic [2*Width-1:0] data;
    if (i == 0) begin : gen_source
      assign data = {b_i, a_i};
    end else if (i == 1) begin : gen_word
      assign data = {gen_stage[0].data[2*Width-1:Width],
                     k[ShiftBits] ? gen_stage[0].data[2*Width-1:Width]
                                  : gen_stage[0].data[Width-1:0]};
    end else begin : gen_shift
      localparam int Bit = ShiftBits + 1 - i;
      assign data = k[Bit] ? (gen_stage[i-1].data >> (1 << Bit)) : gen_stage[i-1].data;
    end
  end

  // ---------------------------------------------------------------------------------------
  // LowDepth: the same function with the clamp and Width - n after the stages
  // ---------------------------------------------------------------------------------------
  // The stages shift right by n, or by ~n for shf.l (Width - n = ~n + 1 for n < Width: one
  // position more, taken at the end from the kept bit f[Width]). Their selects are one XOR
  // from c, so every stage's select is ready before its data; the clamp test runs beside
  // the stages and picks a or b at the output.
  if (LowDepth) begin : gen_low_depth
    logic [ShiftBits-1:0] sel;
    logic [Width:0]       f;
    logic [Width-1:0]     d;
    assign sel = c_i[ShiftBits-1:0] ^ {ShiftBits{left_i}};

    // gen_shift[i].data is the source after the stages for sel[ShiftBits-1] .. sel[ShiftBits-i].
    for (genvar i = 0; i <= ShiftBits; i++) begin : gen_shift
      logic [2*Width-1:0] data;
      if (i == 0) begin : gen_source
        assign data = {b_i, a_i};
      end else begin : gen_mux
        localparam int Bit = ShiftBits - i;
        assign data = sel[Bit] ? (gen_shift[i-1].data >> (1 << Bit)) : gen_shift[i-1].data;
      end
    end

    assign f = gen_shift[ShiftBits].data[Width:0];
    assign d = clamped ? (left_i ? a_i : b_i) : (left_i ? f[Width:1] : f[Width-1:0]);

    // Above bit Width the last stage holds only what was shifted out.
    logic unused_high;
    assign unused_high = ^gen_shift[ShiftBits].data[2*Width-1:Width+1];
  end

`ifdef VERILATOR
  // Under Verilator the result is the one shift the stages implement: a single 2*Width-bit
  // shift in C++, where the stages cost a data-dependent branch each on every eval. The
  // stages stay (waveforms show them); scripts/equiv.sh proves this form against the
  // reference (check xl_shf-sim), and Yosys, Icarus and the FPGA flows read the stages.
  logic [2*Width-1:0] shifted;
  assign shifted = {b_i, a_i} >> k;
  assign d_o     = shifted[Width-1:0];

  logic unused_stages;
  assign unused_stages = ^{shifted[2*Width-1:Width], gen_stage[ShiftBits+1].data};
  if (LowDepth) begin : gen_unused_low_depth
    logic unused_d;
    assign unused_d = ^gen_low_depth.d;
  end
`else
  if (LowDepth) begin : gen_d_low_depth
    assign d_o = gen_low_depth.d;
    logic unused_stages;
    assign unused_stages = ^gen_stage[ShiftBits+1].data[Width-1:0];
  end else begin : gen_d_stages
    assign d_o = gen_stage[ShiftBits+1].data[Width-1:0];
  end

  // The high half of the last stage never reaches d (it is the shifted-out part).
  logic unused_high;
  assign unused_high = ^gen_stage[ShiftBits+1].data[2*Width-1:Width];
`endif  // VERILATOR

endmodule
