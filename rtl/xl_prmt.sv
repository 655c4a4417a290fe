// SPDX-License-Identifier: Apache-2.0
// xl_prmt: the PTX prmt byte permute, SHUF's NVIDIA relative, combinational.
//
// Semantics (PTX prmt.b32{.mode} d, a, b, c; docs/spec.md, prmt). The eight bytes of
// {b, a} are numbered 0..7 (a's bytes 0..3, b's 4..7); d's byte k (0..3) is byte sel_k:
//
//   default:  sel_k = c[4k+2:4k]; c[4k+3] set: d.byte[k] = {8{byte[sel_k][7]}} (sign fill)
//   f4e:      sel_k = s + k            with s = c[1:0]
//   b4e:      sel_k = (s - k) mod 8
//   rc8:      sel_k = s
//   ecl:      sel_k = max(k, s)
//   ecr:      sel_k = min(k, s)
//   rc16:     sel_k = 2 * s[0] + k[0]
//
// Only the default mode fills with a sign, and only it reads c[15:2]. mode_i = 7 is no
// prmt mode (xl_pkg); it gives the default mode's result. Per byte: the selector (a few
// gates of c and the mode), an 8:1 byte mux and the sign fill's 2:1 mux.

module xl_prmt (
  /// Bytes 0..3 of the source; byte 0 is a_i[7:0].
  input  logic [31:0] a_i,
  /// Bytes 4..7 of the source.
  input  logic [31:0] b_i,
  /// The selectors: four nibbles in the default mode, c_i[1:0] in the others.
  input  logic [15:0] c_i,
  /// The mode: xl_pkg::PrmtDefault, PrmtF4e, PrmtB4e, PrmtRc8, PrmtEcl, PrmtEcr or PrmtRc16.
  input  logic [2:0]  mode_i,
  /// Result.
  output logic [31:0] d_o
);

  // The larger and the smaller of two byte numbers 0..3 (edge clamps), as byte numbers.
  function automatic logic [2:0] max2(input logic [1:0] x, input logic [1:0] y);
    max2 = {1'b0, (x > y) ? x : y};
  endfunction
  function automatic logic [2:0] min2(input logic [1:0] x, input logic [1:0] y);
    min2 = {1'b0, (x < y) ? x : y};
  endfunction

  logic [1:0] s;
  assign s = c_i[1:0];
  logic s_lsb;
  assign s_lsb = c_i[0];

  for (genvar k = 0; k < 4; k++) begin : gen_byte
    logic [2:0] sel, nib_sel;
    logic       fill, nib_fill;
    logic [7:0] src;

    // This byte's number, unsigned (a genvar is a signed int).
    localparam logic [31:0] KU = k;
    localparam logic [2:0] K = KU[2:0];

    // The default mode's selector nibble for this byte.
    assign nib_sel  = c_i[4*k +: 3];
    assign nib_fill = c_i[4*k + 3];

    // The byte each mode takes for result byte k (k is a constant here, so each mode's
    // formula is a few gates of s).
    always_comb begin
      fill = 1'b0;
      case (mode_i)
        xl_pkg::PrmtF4e:  sel = 3'(s) + K;
        xl_pkg::PrmtB4e:  sel = 3'(s) - K;
        xl_pkg::PrmtRc8:  sel = 3'(s);
        xl_pkg::PrmtEcl:  sel = max2(K[1:0], s);
        xl_pkg::PrmtEcr:  sel = min2(K[1:0], s);
        xl_pkg::PrmtRc16: sel = {1'b0, s_lsb, K[0]};
        default: begin
          sel  = nib_sel;
          fill = nib_fill;
        end
      endcase
    end

    xl_mux_tree #(
      .NumIn(8),
      .Width(8)
    ) u_byte_mux (
      .in_i ({b_i, a_i}),
      .sel_i(sel),
      .out_o(src)
    );

    xl_mux_tree #(
      .NumIn(2),
      .Width(8)
    ) u_fill_mux (
      .in_i ({{8{src[7]}}, src}),
      .sel_i(fill),
      .out_o(d_o[8*k +: 8])
    );
  end

endmodule
