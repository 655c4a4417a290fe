// SPDX-License-Identifier: Apache-2.0
// xl_pnr_wrap_vote: xl_vote_pipe between registers, with few pins, for place and route
// (make explore). Synth/pnr/ only.
//
//   sin_i -> input chain (every input bit) -> xl_vote_pipe #(Latency)
//         -> fold (xl_pnr_party_io: the flags and the d of the first lane of each 32-lane
//            word, the value every lane of the word gets)

module xl_pnr_wrap_vote #(
  /// xl_vote_pipe's parameters.
  parameter int NumLanes = 32,
  parameter int Latency = 1,
  /// Output pins.
  parameter int OutBits = 4
) (
  /// Clock, asynchronous reset (active low: the unit's valid registers), the chain's input.
  input  logic clk_i, rst_ni, sin_i,
  /// Folded outputs.
  output logic [OutBits-1:0] sig_o
);

  localparam int Stride = (NumLanes < 32) ? NumLanes : 32;
  localparam int InBits = 5 + NumLanes * 3;

  // The unit's ports, named as the unit names them.
  logic                   valid_i, ready_o, valid_o, ready_i, negate_i;
  logic [1:0]             mode_i;
  logic [NumLanes-1:0]    pred_i, active_i, member_i;
  logic [NumLanes*36-1:0] res_o;
  logic [InBits-1:0]      in_q;

  assign {ready_i, valid_i, negate_i, mode_i, member_i, active_i, pred_i} = in_q;

  xl_pnr_party_io #(.NumLanes(NumLanes), .InBits(InBits), .DStride(Stride), .OutBits(OutBits))
    u_io (.clk_i, .sin_i, .sig_o, .in_o(in_q), .ready_i(ready_o), .valid_i(valid_o), .res_i(res_o));

  xl_vote_pipe #(.NumLanes(NumLanes), .Latency(Latency)) u_dut (.*);

endmodule
