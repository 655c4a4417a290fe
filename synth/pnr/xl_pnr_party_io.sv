// SPDX-License-Identifier: Apache-2.0
// xl_pnr_party_io: the pins of the place-and-route harness around a warp-wide collective
// (xl_party_unit in xl_pnr_wrap_party; make explore). Synth/pnr/ only.
//
//   sin_i -> xl_pnr_io's chain -> in_o
//   {ready, valid, res's flags, the d of lanes 0, DStride, 2 DStride, ...} -> xl_pnr_io's fold
//
// Why not every lane's d: a reduction gives every lane the same d, and a vote's predicate
// forms and its ballot give every lane of a 32-lane word the same d. The fold XORs bits
// into one tree, and equal bits cancel in an XOR: folded whole, such a result would fold to
// a constant and the unit behind it be optimised away. So the harness folds one copy of
// each distinct word (DStride = NumLanes for the reduction, 32 for the vote, 1 for the
// match, whose lanes' masks differ); the other lanes' d are wires (or registers with the
// same input, which synthesis merges) of those.

module xl_pnr_party_io #(
  /// Lanes in the warp.
  parameter int NumLanes = 32,
  /// The unit's input bits (the chain's length).
  parameter int InBits = 8,
  /// Lanes apart of the d words folded: 1 (every lane), up to NumLanes (lane 0 only).
  parameter int DStride = 1,
  /// Output pins.
  parameter int OutBits = 4,
  /// Bits folded. Derived: do not override.
  parameter int OutW = 2 + NumLanes * 4 + (NumLanes / DStride) * 32
) (
  /// Clock; serial input of the input chain.
  input  logic                   clk_i, sin_i,
  /// The unit's inputs.
  output logic [InBits-1:0]      in_o,
  /// The unit's handshake outputs and result bus ({d, p_undef, d_undef, we, p}).
  input  logic                   ready_i, valid_i,
  input  logic [NumLanes*36-1:0] res_i,
  /// Folded outputs.
  output logic [OutBits-1:0]     sig_o
);

  localparam int Words = NumLanes / DStride;

  logic [Words*32-1:0] d_words;
  for (genvar w = 0; w < Words; w++) begin : gen_word
    assign d_words[w*32 +: 32] = res_i[NumLanes*4 + w*DStride*32 +: 32];
  end

  // The unit's outputs are registers (xl_pipe's stages, the sequential units' result
  // registers and the few gates of xl_party behind them): no capture register.
  xl_pnr_io #(.InBits(InBits), .OutW(OutW), .OutBits(OutBits), .Capture(1'b0)) u_io (
    .clk_i, .sin_i, .sig_o, .in_o, .out_i({ready_i, valid_i, d_words, res_i[NumLanes*4-1:0]})
  );

  // The other lanes' d, copies of the folded words.
  logic unused_copies;
  assign unused_copies = ^res_i;

endmodule
