// SPDX-License-Identifier: Apache-2.0
// xl_pnr_io: the pins of the place-and-route harness around one unit (make fmax, make
// sweep). Synth/pnr/ only.
//
//   sin_i -> xl_pnr_sin -> in_o       every input bit of the unit is a flip-flop of a chain
//                                     (the top bit, ready_i, a register behind its end)
//   out_i -> xl_pnr_fold -> sig_o     every output bit is registered, then XOR-folded to pins
//
// With these on both sides every path of the unit is register to register, and nothing of
// it can be optimised away (see xl_pnr_sin and xl_pnr_fold for why).

module xl_pnr_io #(
  /// The unit's input bits.
  parameter int InBits = 8,
  /// The unit's output bits.
  parameter int OutW = 8,
  /// Output pins.
  parameter int OutBits = 4,
  /// 1: every output bit registered first; 0: the unit's outputs are registers already.
  parameter bit Capture = 1'b1
) (
  /// Clock.
  input  logic               clk_i,
  /// Serial input of the input chain.
  input  logic               sin_i,
  /// The unit's inputs.
  output logic [InBits-1:0]  in_o,
  /// The unit's outputs.
  input  logic [OutW-1:0]    out_i,
  /// Folded outputs.
  output logic [OutBits-1:0] sig_o
);

  // The chain's last bit reaches the unit's top input bit (every harness puts the consumer's
  // ready_i there) through one more register, kept, whose only load is the unit: the placer
  // may set it apart from the chain, beside ready_i's loads. A real consumer's ready comes
  // from its own register too; taken from the chain itself, it sat among the chain's bits
  // (next to valid_i's loads at the unit's front), and its net to an output queue across the
  // die was what limited the 32-lane pipelined crossbar (docs/architectures.md). Every
  // harness's chain holds ready_i and valid_i at least (InBits >= 2).
  logic [InBits-1:0] chain;
  (* keep *) logic   top_q;
  xl_pnr_sin #(
    .Width(InBits)
  ) u_in (
    .clk_i, .sin_i,
    .q_o(chain)
  );
  always_ff @(posedge clk_i) begin
    top_q <= chain[InBits-1];
  end
  assign in_o = {top_q, chain[InBits-2:0]};

  xl_pnr_fold #(
    .Width  (OutW),
    .OutBits(OutBits),
    .Capture(Capture)
  ) u_out (
    .clk_i,
    .d_i(out_i),
    .q_o(sig_o)
  );

endmodule
