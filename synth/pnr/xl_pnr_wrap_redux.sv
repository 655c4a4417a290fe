// SPDX-License-Identifier: Apache-2.0
// xl_pnr_wrap_redux: xl_redux_arch between registers, with few pins, for place and route
// (make explore). Synth/pnr/ only.
//
//   sin_i -> input chain (every input bit) -> xl_redux_arch #(Arch, LanesPerStep, Latency)
//         -> fold (xl_pnr_party_io: the flags and lane 0's d, the one value every lane gets)

module xl_pnr_wrap_redux #(
  /// xl_redux_arch's parameters.
  parameter int Arch = xl_pkg::ReduxArchTree,
  parameter int NumLanes = 32,
  parameter int LanesPerStep = 4,
  parameter int Latency = 1,
  /// Output pins.
  parameter int OutBits = 4
) (
  /// Clock, asynchronous reset (active low: the unit's valid registers), the chain's input.
  input  logic clk_i, rst_ni, sin_i,
  /// Folded outputs.
  output logic [OutBits-1:0] sig_o
);

  localparam int InBits = 5 + NumLanes * 34;

  // The unit's ports, named as the unit names them.
  logic                   valid_i, ready_o, valid_o, ready_i;
  logic [2:0]             op_i;
  logic [NumLanes*32-1:0] a_i;
  logic [NumLanes-1:0]    active_i, member_i;
  logic [NumLanes*36-1:0] res_o;
  logic [InBits-1:0]      in_q;

  assign {ready_i, valid_i, op_i, member_i, active_i, a_i} = in_q;

  xl_pnr_party_io #(.NumLanes(NumLanes), .InBits(InBits), .DStride(NumLanes), .OutBits(OutBits))
    u_io (.clk_i, .sin_i, .sig_o, .in_o(in_q), .ready_i(ready_o), .valid_i(valid_o), .res_i(res_o));

  xl_redux_arch #(.Arch(Arch), .NumLanes(NumLanes), .LanesPerStep(LanesPerStep), .Latency(Latency))
    u_dut (.*);

endmodule
