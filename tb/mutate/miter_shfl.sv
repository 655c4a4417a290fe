// Equivalence miter of one xl_shfl mutant (tb/mutate/mutate.sh), `LANES lanes of `WIDTH bits,
// module `MUT. Equivalent means equal under the test bench's own comparison rules
// (sim/verif/scoreboard.cpp compare_shfl, from docs/spec.md's don't-cares): write enables
// and both undefined flags on every lane, p where the lane is written and p is defined, d
// where the lane is written and d is defined. A mutant that changes only values the spec
// leaves undefined cannot be told apart by any correct test bench.
module miter (
  input  logic [1:0]                  mode_i,
  input  logic                        sync_i,
  input  logic [`LANES*`WIDTH-1:0]    a_i,
  input  logic [`LANES*$clog2(`LANES)-1:0] b_i,
  input  logic [`LANES*(8+$clog2(`LANES))-1:0] c_i,
  input  logic [`LANES-1:0]           active_i,
  input  logic [`LANES-1:0]           member_i,
  output logic                        trigger
);
  logic [`LANES*`WIDTH-1:0] d_g, d_m;
  logic [`LANES-1:0] p_g, p_m, we_g, we_m, du_g, du_m, pu_g, pu_m;
  `MUT u_gold (.mode_i, .sync_i, .a_i, .b_i, .c_i, .active_i, .member_i, .d_o(d_g), .p_o(p_g),
               .we_o(we_g), .d_undef_o(du_g), .p_undef_o(pu_g), .mutsel(10'd0));
  `MUT u_mut  (.mode_i, .sync_i, .a_i, .b_i, .c_i, .active_i, .member_i, .d_o(d_m), .p_o(p_m),
               .we_o(we_m), .d_undef_o(du_m), .p_undef_o(pu_m), .mutsel(10'd`MUTSEL));
  logic [`LANES-1:0] d_diff;
  for (genvar l = 0; l < `LANES; l++) begin : gen_lane
    assign d_diff[l] = we_g[l] & ~du_g[l] & (d_g[l*`WIDTH +: `WIDTH] != d_m[l*`WIDTH +: `WIDTH]);
  end
  assign trigger = (we_g != we_m) | (du_g != du_m) | (pu_g != pu_m) |
                   (|(we_g & ~pu_g & (p_g ^ p_m))) | (|d_diff);
endmodule
