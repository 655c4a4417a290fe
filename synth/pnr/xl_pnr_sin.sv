// SPDX-License-Identifier: Apache-2.0
// xl_pnr_sin: serial-in shift register that drives a unit's inputs in the place-and-route
// harness (make fmax, make sweep). Not part of the design: synth/pnr/ only.
//
//   q_o(t+1) = {q_o(t)[Width-2:0], sin_i(t)}
//
// Why a shift chain: the 32-lane shuffle has ~1,700 input bits and an FPGA package a few
// hundred pins. Every bit of the chain is an independent function of the pin's history,
// so no synthesis or packing step can prove any input constant or equal to another, and
// nothing of the unit is optimised away (a short LFSR seeding many inputs would make them
// correlated, which a SAT-based optimisation could in principle exploit). Each chain bit
// is a flip-flop with no logic in front: the unit's paths start at flip-flops, and the
// chain's own hops (flip-flop to flip-flop, no LUT) are never the critical path.
//
// The chain's flip-flops carry the keep attribute. Bit k + 1 holds bit k a cycle later,
// as does any register of the unit that takes input k as it is; Yosys merges two such
// flip-flops into one, and where the unit's is kept (a replica of xl_fanout's trees) the
// chain's went: the 32-lane shuffle's ready_i, the chain's last bit, was one of its pass
// tree's replicas, placed among that tree's loads. Kept, the chain's flip-flops stay the
// harness's own (a unit register that is not kept may still be merged into one of them).

module xl_pnr_sin #(
  /// Bits of the chain (the unit's input bits).
  parameter int Width = 8
) (
  /// Clock.
  input  logic             clk_i,
  /// Serial input, shifted in at bit 0.
  input  logic             sin_i,
  /// The chain, bit 0 the newest.
  output logic [Width-1:0] q_o
);

  if (Width == 1) begin : gen_one
    (* keep *) always_ff @(posedge clk_i) begin
      q_o <= sin_i;
    end
  end else begin : gen_chain
    (* keep *) always_ff @(posedge clk_i) begin
      q_o <= {q_o[Width-2:0], sin_i};
    end
  end

endmodule
