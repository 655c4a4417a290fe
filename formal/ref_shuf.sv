// SPDX-License-Identifier: Apache-2.0
// ref_shuf: behavioural reference of MRISC32 SHUF for the formal equivalence of xl_shuf
// (scripts/equiv.sh), written from docs/spec.md (SHUF), not from rtl/: control bit 12 is S
// (0: zero fill, 1: sign fill); for destination byte n, bits [3n+1:3n] name the source byte
// and bit 3n+2 chooses a fill instead of the copy; a sign fill repeats bit 7 of the byte
// that the index names.
// The ports are xl_shuf's, so that `miter -equiv` pairs them by name.

module ref_shuf (
  input  logic [31:0] a_i,
  input  logic [12:0] ctrl_i,
  output logic [31:0] d_o
);

  logic [1:0] index;
  logic [7:0] src;

  always_comb begin
    d_o = '0;
    for (int n = 0; n < 4; n++) begin
      index = ctrl_i[3*n +: 2];
      src   = a_i[8*index +: 8];
      if (!ctrl_i[3*n + 2]) begin
        d_o[8*n +: 8] = src;                 // copy
      end else if (ctrl_i[12]) begin
        d_o[8*n +: 8] = src[7] ? 8'hff : 8'h00;  // sign fill from the selected byte
      end else begin
        d_o[8*n +: 8] = 8'h00;               // zero fill
      end
    end
  end

endmodule
