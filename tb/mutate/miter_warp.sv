// SPDX-License-Identifier: Apache-2.0
// Sequential miter of one xl_warp mutant (tb/mutate/mutate.sh: warp8), `LANES lanes of 32
// bits, module `MUT: the original (mutsel 0) and mutant `MUTSEL side by side on the same
// inputs, cycle by cycle, compared as miter_stream_result.sv says (the handshake on every
// cycle; while valid_o is high, illegal_o as the sideband and the results under the
// bench's rules: d and p where written and defined, d_undef_o and p_undef_o don't-care
// beyond themselves).
module miter (
  input  logic                 clk_i, rst_ni, valid_i, ready_i,
  input  logic [5:0]           op_i,
  input  logic [`LANES*32-1:0] a_i, b_i, c_i,
  input  logic [`LANES-1:0]    active_i, member_i,
  output logic                 trigger
);
  logic [`LANES*32-1:0] d_g, d_m;
  logic [`LANES-1:0] p_g, p_m, we_g, we_m, du_g, du_m, pu_g, pu_m;
  logic ready_g, ready_m, valid_g, valid_m, illegal_g, illegal_m;
  `MUT u_gold (.clk_i, .rst_ni, .valid_i, .ready_o(ready_g), .op_i, .a_i, .b_i, .c_i, .active_i,
               .member_i, .valid_o(valid_g), .ready_i, .d_o(d_g), .p_o(p_g), .we_o(we_g),
               .d_undef_o(du_g), .p_undef_o(pu_g), .illegal_o(illegal_g), .mutsel(10'd0));
  `MUT u_mut  (.clk_i, .rst_ni, .valid_i, .ready_o(ready_m), .op_i, .a_i, .b_i, .c_i, .active_i,
               .member_i, .valid_o(valid_m), .ready_i, .d_o(d_m), .p_o(p_m), .we_o(we_m),
               .d_undef_o(du_m), .p_undef_o(pu_m), .illegal_o(illegal_m), .mutsel(10'd`MUTSEL));
  miter_stream_result #(.Lanes(`LANES), .Width(32)) u_cmp (
    .ready_g, .ready_m, .valid_g, .valid_m, .side_g(illegal_g), .side_m(illegal_m),
    .res_g({d_g, pu_g, du_g, we_g, p_g}), .res_m({d_m, pu_m, du_m, we_m, p_m}), .trigger
  );
endmodule
