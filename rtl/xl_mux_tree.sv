// SPDX-License-Identifier: Apache-2.0
// xl_mux_tree: a NumIn:1 multiplexer of Width-bit inputs, built as a balanced tree of
// 2:1 muxes.
//
//   out_o = in_i[sel_i*Width +: Width]
//
// Level s (1..SelBits) halves the candidates with select bit s-1: NumIn-1 MUX2 per output
// bit and a depth of log2(NumIn) from every data input. Written as an explicit tree, not
// as an indexed part-select, so that synthesis starts from the structural floor: when the
// select comes from other logic, as in the shuffle, the 7-series mapping of a part-select
// is larger (docs/synthesis.md).
//
// Under Verilator (which defines VERILATOR) the part-select is used instead: Verilator
// evaluates it as one indexed read, where the tree costs NumIn-1 word muxes on every eval
// (docs/simulation.md). Both forms are proven equal to the reference at full size in make
// test (scripts/equiv.sh: the NAME-sim checks read the RTL as Verilator does).

module xl_mux_tree #(
  /// Number of inputs: a power of two, at least 2.
  parameter int NumIn = 32,
  /// Bits per input.
  parameter int Width = 32,
  /// Select bits. Derived: do not override.
  parameter int SelBits = $clog2(NumIn)
) (
  /// Input k is in_i[k*Width +: Width]; input 0 at the least significant end.
  input  logic [NumIn*Width-1:0] in_i,
  /// Index of the input to pass.
  input  logic [SelBits-1:0]     sel_i,
  /// The selected input.
  output logic [Width-1:0]       out_o
);

`ifndef SYNTHESIS
  initial begin
    assert (NumIn >= 2 && (1 << SelBits) == NumIn)
      else $fatal(1, "xl_mux_tree: NumIn must be a power of two, at least 2");
    assert (Width >= 1) else $fatal(1, "xl_mux_tree: Width must be at least 1");
  end
`endif  // SYNTHESIS

`ifdef VERILATOR
  // NumIn is a power of two, so every value of sel_i names an input: always in range.
  assign out_o = in_i[sel_i*Width +: Width];
`else
  // gen_level[s].data holds the NumIn >> s candidates left after s levels.
  for (genvar s = 0; s <= SelBits; s++) begin : gen_level
    logic [(NumIn >> s)*Width-1:0] data;
    if (s == 0) begin : gen_leaves
      assign data = in_i;
    end else begin : gen_muxes
      for (genvar k = 0; k < (NumIn >> s); k++) begin : gen_mux
        assign data[k*Width +: Width] = sel_i[s-1] ? gen_level[s-1].data[(2*k+1)*Width +: Width]
                                                   : gen_level[s-1].data[(2*k)*Width +: Width];
      end
    end
  end

  assign out_o = gen_level[SelBits].data;
`endif  // VERILATOR

endmodule
