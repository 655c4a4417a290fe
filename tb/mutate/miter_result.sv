// SPDX-License-Identifier: Apache-2.0
// The comparison of the shuffle-shaped miters (miter_shfl.sv, miter_vote.sv): two sets of
// a warp unit's results, gold and mutant, told apart under the test bench's own rules
// (sim/verif/scoreboard.cpp compare_shfl, from the don't-cares of docs/spec.md): write
// enables and both undefined flags on every lane, p where the lane is written and p is
// defined, d where the lane is written and d is defined. A mutant that changes only values
// the spec leaves undefined cannot be told apart by any correct test bench.
module miter_result #(
  parameter int Lanes = 8,
  parameter int Width = 32
) (
  /// Each side's results as a warp result bus (rtl/xl_pkg.sv): {d, p_undef, d_undef, we, p}.
  input  logic [Lanes*(Width+4)-1:0] gold,
  input  logic [Lanes*(Width+4)-1:0] mut,
  output logic                       trigger
);
  logic [Lanes*Width-1:0] d_g, d_m;
  logic [Lanes-1:0]       p_g, p_m, we_g, we_m, du_g, du_m, pu_g, pu_m, d_diff;
  assign {d_g, pu_g, du_g, we_g, p_g} = gold;
  assign {d_m, pu_m, du_m, we_m, p_m} = mut;
  for (genvar l = 0; l < Lanes; l++) begin : gen_lane
    assign d_diff[l] = we_g[l] & ~du_g[l] & (d_g[l*Width +: Width] != d_m[l*Width +: Width]);
  end
  assign trigger = (we_g != we_m) | (du_g != du_m) | (pu_g != pu_m) |
                   (|(we_g & ~pu_g & (p_g ^ p_m))) | (|d_diff);
endmodule
