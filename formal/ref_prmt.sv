// SPDX-License-Identifier: Apache-2.0
// ref_prmt: behavioural reference of PTX prmt for the formal equivalence of xl_prmt
// (scripts/equiv.sh), written from docs/spec.md (prmt), not from rtl/: the eight bytes of
// {b, a}; in the default mode result byte k is byte c[4k+2:4k], sign-filled when c[4k+3];
// the other modes take the tables of the spec, row s = c[1:0], written out here as they
// stand there (result bytes 3, 2, 1, 0). Mode 7 is the default's.
// The ports are xl_prmt's, so that `miter -equiv` pairs them by name.

module ref_prmt (
  input  logic [31:0] a_i,
  input  logic [31:0] b_i,
  input  logic [15:0] c_i,
  input  logic [2:0]  mode_i,
  output logic [31:0] d_o
);

  // The tables, one row of three-bit byte numbers (result bytes 3, 2, 1, 0) for each mode
  // 1..6 and s = 0..3: row (mode - 1) * 4 + s, row 0 at the least significant end.
  localparam logic [24*12-1:0] Rows = {
    // .rc16
    {3'd3, 3'd2, 3'd3, 3'd2}, {3'd1, 3'd0, 3'd1, 3'd0}, {3'd3, 3'd2, 3'd3, 3'd2}, {3'd1, 3'd0, 3'd1, 3'd0},
    // .ecr
    {3'd3, 3'd2, 3'd1, 3'd0}, {3'd2, 3'd2, 3'd1, 3'd0}, {3'd1, 3'd1, 3'd1, 3'd0}, {3'd0, 3'd0, 3'd0, 3'd0},
    // .ecl
    {3'd3, 3'd3, 3'd3, 3'd3}, {3'd3, 3'd2, 3'd2, 3'd2}, {3'd3, 3'd2, 3'd1, 3'd1}, {3'd3, 3'd2, 3'd1, 3'd0},
    // .rc8
    {3'd3, 3'd3, 3'd3, 3'd3}, {3'd2, 3'd2, 3'd2, 3'd2}, {3'd1, 3'd1, 3'd1, 3'd1}, {3'd0, 3'd0, 3'd0, 3'd0},
    // .b4e
    {3'd0, 3'd1, 3'd2, 3'd3}, {3'd7, 3'd0, 3'd1, 3'd2}, {3'd6, 3'd7, 3'd0, 3'd1}, {3'd5, 3'd6, 3'd7, 3'd0},
    // .f4e
    {3'd6, 3'd5, 3'd4, 3'd3}, {3'd5, 3'd4, 3'd3, 3'd2}, {3'd4, 3'd3, 3'd2, 3'd1}, {3'd3, 3'd2, 3'd1, 3'd0}
  };

  logic [63:0] src;
  logic [11:0] row;  // this mode's row: result bytes 3, 2, 1, 0, three bits each
  logic [2:0]  pick;
  logic [7:0]  x;
  logic        table_mode;

  always_comb begin
    src = {b_i, a_i};
    table_mode = mode_i >= 3'd1 && mode_i <= 3'd6;
    row = table_mode ? Rows[12*(4*(32'(mode_i) - 1) + 32'(c_i[1:0])) +: 12] : 12'd0;
    pick = '0;
    x = '0;
    d_o = '0;
    for (int k = 0; k < 4; k++) begin
      if (table_mode) begin
        pick = row[3*k +: 3];
        d_o[8*k +: 8] = src[8*pick +: 8];
      end else begin  // the default mode (and 7, no mode)
        pick = c_i[4*k +: 3];
        x    = src[8*pick +: 8];
        d_o[8*k +: 8] = c_i[4*k + 3] ? {8{x[7]}} : x;
      end
    end
  end

endmodule
