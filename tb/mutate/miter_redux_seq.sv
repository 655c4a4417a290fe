// SPDX-License-Identifier: Apache-2.0
// Sequential miter of one xl_redux_seq mutant (tb/mutate/mutate.sh: reduxseq8), `LANES
// lanes, module `MUT: the original (mutsel 0) and mutant `MUTSEL side by side on the same
// inputs, cycle by cycle, compared as miter_stream_result.sv says (the handshake on every
// cycle, the result while valid_o is high under the shuffle's rules).
module miter (
  input  logic                 clk_i, rst_ni, valid_i, ready_i,
  input  logic [2:0]           op_i,
  input  logic [`LANES*32-1:0] a_i,
  input  logic [`LANES-1:0]    active_i, member_i,
  output logic                 trigger
);
  logic [`LANES*36-1:0] res_g, res_m;
  logic ready_g, ready_m, valid_g, valid_m;
  `MUT u_gold (.clk_i, .rst_ni, .valid_i, .ready_o(ready_g), .op_i, .a_i, .active_i, .member_i,
               .valid_o(valid_g), .ready_i, .res_o(res_g), .mutsel(10'd0));
  `MUT u_mut  (.clk_i, .rst_ni, .valid_i, .ready_o(ready_m), .op_i, .a_i, .active_i, .member_i,
               .valid_o(valid_m), .ready_i, .res_o(res_m), .mutsel(10'd`MUTSEL));
  miter_stream_result #(.Lanes(`LANES), .Width(32)) u_cmp (
    .ready_g, .ready_m, .valid_g, .valid_m, .side_g(1'b0), .side_m(1'b0), .res_g, .res_m, .trigger
  );
endmodule
