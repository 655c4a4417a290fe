// SPDX-License-Identifier: Apache-2.0
// xl_shuf: the MRISC32 SHUF byte shuffle unit, combinational.
//
// Semantics (MRISC32 SHUF; docs/spec.md, SHUF), 13-bit control word; bits above 12 are
// ignored, so the port is 13 bits wide:
//
//   ctrl[12]        S    sign mode: 0 = zero fill, 1 = sign fill
//   ctrl[3n+2]      F_n  destination byte n: 0 = copy, 1 = fill
//   ctrl[3n+1:3n]   I_n  destination byte n: source byte index 0..3
//
//   for n in 0..3:  src = a.byte[I_n]
//                   d.byte[n] = F_n ? (S ? {8{src[7]}} : 8'h00) : src
//
// A filled byte in sign mode copies bit 7 of the *selected* byte, so I_n matters even
// when F_n is set. Per byte: a 4:1 byte mux, one AND for the fill value and a final 2:1 mux.

module xl_shuf (
  /// Source word; byte 0 is a_i[7:0].
  input  logic [31:0] a_i,
  /// Control word {S, F3, I3, F2, I2, F1, I1, F0, I0}.
  input  logic [12:0] ctrl_i,
  /// Result.
  output logic [31:0] d_o
);

  logic sign_mode;
  assign sign_mode = ctrl_i[12];

  for (genvar n = 0; n < 4; n++) begin : gen_byte
    logic [1:0] index;
    logic       fill;
    logic [7:0] src;

    assign index = ctrl_i[3*n +: 2];
    assign fill  = ctrl_i[3*n + 2];

    xl_mux_tree #(
      .NumIn(4),
      .Width(8)
    ) u_byte_mux (
      .in_i (a_i),
      .sel_i(index),
      .out_o(src)
    );

    // The fill choice is a 2:1 xl_mux_tree rather than a ?: so that Verilator evaluates it
    // as an indexed read, without a branch on the (often random) fill bit; Yosys and Icarus
    // read the same 2:1 muxes.
    xl_mux_tree #(
      .NumIn(2),
      .Width(8)
    ) u_fill_mux (
      .in_i ({{8{sign_mode & src[7]}}, src}),
      .sel_i(fill),
      .out_o(d_o[8*n +: 8])
    );
  end

endmodule
