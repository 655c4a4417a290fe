// ref_shf: behavioural reference of PTX shf (funnel shift) for formal equivalence with
// xl_shf (scripts/equiv.sh). Written from the seed (PTX ISA 9.7.8.7), not from rtl/:
//
//   u32 n = (.mode == .clamp) ? min(c, 32) : c & 0x1f;
//   shf.l:  d = (b << n) | (a >> (32-n));      // 32 msbs of [b, a] << n
//   shf.r:  d = (b << (32-n)) | (a >> n);      // 32 lsbs of [b, a] >> n
//
// The seed's 32-bit C shifts by 32 are undefined in C at n = 0 and n = 32, so, as
// semantics.md says, this takes the words of the 2*Width-bit concatenation [b, a] shifted
// by n: n = 0 gives b (left) / a (right), n = 32 gives a (left) / b (right).
// Same ports as xl_shf, so that `miter -equiv` pairs them by name.

module ref_shf #(
  parameter int Width = 32
) (
  input  logic             left_i,
  input  logic             clamp_i,
  input  logic [Width-1:0] a_i,
  input  logic [Width-1:0] b_i,
  input  logic [Width-1:0] c_i,
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
