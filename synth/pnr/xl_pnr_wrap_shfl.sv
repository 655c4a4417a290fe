// SPDX-License-Identifier: Apache-2.0
// xl_pnr_wrap_shfl: the shuffle (xl_shfl_arch: by default the crossbar pipeline
// xl_shfl_pipe) between registers, with few pins, for place and route (make fmax, make
// sweep, make explore). Synth/pnr/ only.
//
//   sin_i -> input chain (every input bit, valid_i and ready_i included, is a flip-flop)
//         -> xl_shfl_arch (its knobs, Arch, Latency, ..., set on it by the flow: a row of
//            this harness may name them, synth/xlflow/table.py's WRAPS)
//         -> fold (every output bit, valid_o and ready_o included, registered, XOR-folded to pins)
//
// So every path of the unit is register to register at any Latency: at Latency 0 the whole
// unit sits between the input chain and the fold's capture register; at Latency 1 between
// the chain and the unit's own output register (the same combinational depth as 0, as in a
// pipeline whose operands come from registers); at Latency 2 it is cut after the lane
// logic. Pins: clk_i, rst_ni, sin_i and xl_pnr_pkg::OutPins outputs, for any size.

module xl_pnr_wrap_shfl #(
  /// Lanes: a power of two, 2 to 64.
  parameter int NumLanes = 32,
  /// Bits of data per lane.
  parameter int Width = 32,
  /// 1: pass_i and pass_d_i driven from the chain like every input; 0: the shuffle alone
  /// (pass_i tied low), a chain NumLanes x Width bits shorter (make explore on the iCE40).
  parameter int PassThrough = 1,
  /// 1: the harness registers every output first; 0: not (a unit whose outputs are
  /// registers: the gather, the uniform unit, the pipelined crossbar; make explore).
  parameter int OutCapture = 1
) (
  /// Clock, asynchronous reset (active low: the unit's valid registers), the chain's input.
  input  logic clk_i, rst_ni, sin_i,
  /// Folded outputs.
  output logic [xl_pnr_pkg::OutPins-1:0] sig_o
);

  localparam int LaneBits = $clog2(NumLanes);
  localparam int CBits    = 8 + LaneBits;
  // ready, valid, pass, user, sync, mode[1:0] and the lane fields (a, pass_d, b, c, active,
  // member) in; ready, valid, user and the lane results out. pass, pass_d and user are driven like
  // every other input, so none of the unit's logic is constant (pass and pass_d: with
  // PassThrough).
  localparam int InBits   = 7 + NumLanes * ((1 + PassThrough)*Width + LaneBits + CBits + 2);
  localparam int OutW     = 3 + NumLanes * (Width + 4);

  // The unit's ports, named as the unit names them.
  logic                         valid_i, ready_o, pass_i, user_i, sync_i, valid_o, ready_i, user_o;
  logic [1:0]                   mode_i;
  logic [NumLanes*Width-1:0]    a_i, pass_d_i, d_o;
  logic [NumLanes*LaneBits-1:0] b_i;
  logic [NumLanes*CBits-1:0]    c_i;
  logic [NumLanes-1:0]          active_i, member_i, p_o, we_o, d_undef_o, p_undef_o;
  logic [InBits-1:0]            in_q;

  if (PassThrough != 0) begin : gen_pass
    assign {ready_i, user_i, pass_i, valid_i, sync_i, mode_i, member_i, active_i, c_i, b_i,
            pass_d_i, a_i} = in_q;
  end else begin : gen_no_pass
    logic unused_pass_bit;
    assign {ready_i, user_i, unused_pass_bit, valid_i, sync_i, mode_i, member_i, active_i, c_i, b_i,
            a_i} = in_q;
    assign pass_i   = 1'b0;
    assign pass_d_i = '0;
  end

  // The pins: the input chain into in_q, the outputs folded to sig_o.
  xl_pnr_io #(
    .InBits(InBits), .OutW(OutW), .OutBits(xl_pnr_pkg::OutPins), .Capture(OutCapture != 0)
  ) u_io (
    .clk_i, .sin_i, .sig_o, .in_o(in_q),
    .out_i({ready_o, user_o, valid_o, p_undef_o, d_undef_o, we_o, p_o, d_o})
  );

  xl_shfl_arch #(.NumLanes(NumLanes), .Width(Width)) u_dut (.*);

endmodule
