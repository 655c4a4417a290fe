// SPDX-License-Identifier: Apache-2.0
// ref_shf: behavioural reference of PTX shf (funnel shift) for the formal equivalence of
// xl_shf (scripts/equiv.sh), written from docs/spec.md (shf), not from rtl/: the source is
// the 2*Width-bit pair {b, a}; n is min(c, Width) for .clamp (c unsigned, all its bits) and
// c mod Width for .wrap; shf.l gives the high word of {b, a} << n, shf.r the low word of
// {b, a} >> n. On the whole pair, n = 0 and n = Width need no special case.
// The ports are xl_shf's, so that `miter -equiv` pairs them by name.

module ref_shf #(
  parameter int Width = 32
) (
  input  logic left_i, clamp_i,
  input  logic [Width-1:0] a_i, b_i, c_i,
  output logic [Width-1:0] d_o
);

  logic [Width-1:0]   n;
  logic [2*Width-1:0] ba, shifted;

  always_comb begin
    // n = clamp ? min(c, Width) : c mod Width, c unsigned on all its bits
    if (clamp_i) begin
      n = (c_i < Width) ? c_i : Width;
    end else begin
      n = c_i % Width;
    end

    ba = {b_i, a_i};
    if (left_i) begin
      shifted = ba << n;
      d_o     = shifted[2*Width-1:Width];
    end else begin
      shifted = ba >> n;
      d_o     = shifted[Width-1:0];
    end
  end

endmodule
