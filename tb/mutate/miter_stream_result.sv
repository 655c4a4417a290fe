// SPDX-License-Identifier: Apache-2.0
// The comparison of the sequential miters (miter_stream.sv, miter_redux_seq.sv,
// miter_match_seq.sv): two clocked units' outputs on one cycle, gold and mutant, told apart
// where a stream test bench could tell (tb/rtl/pipe_run.cpp run_stream): ready_o and
// valid_o on every cycle; while valid_o is high, the sideband (the shuffle's user_o) and the
// results under miter_result.sv's rules. Outputs while valid_o is low are free.
module miter_stream_result #(
  parameter int Lanes    = 8,
  parameter int Width    = 32,
  /// Bits of the sideband compared with the results (1 with a constant where there is none).
  parameter int SideBits = 1
) (
  input  logic                       ready_g, ready_m, valid_g, valid_m,
  input  logic [SideBits-1:0]        side_g, side_m,
  /// Each side's results as a warp result bus (rtl/xl_pkg.sv): {d, p_undef, d_undef, we, p}.
  input  logic [Lanes*(Width+4)-1:0] res_g, res_m,
  output logic                       trigger
);
  logic results_differ;
  miter_result #(.Lanes(Lanes), .Width(Width)) u_cmp (
    .gold(res_g), .mut(res_m), .trigger(results_differ)
  );
  assign trigger = (ready_g != ready_m) | (valid_g != valid_m) |
                   (valid_g & ((side_g != side_m) | results_differ));
endmodule
