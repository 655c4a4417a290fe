// SPDX-License-Identifier: Apache-2.0
// xl_pnr_wrap_word: xl_word_unit (the funnel shifter, SHUF or prmt) between registers, with
// few pins, for place and route (make fmax, make sweep, make explore). Synth/pnr/ only.
//
//   sin_i -> input chain (every input bit the unit reads) -> xl_word_unit #(Unit, Latency)
//         -> fold (every output bit, registered first with OutCapture, XOR-folded to
//            xl_pnr_pkg::OutPins pins)
//
// The chain holds {ready_i, valid_i, the opcode bits the unit reads, its operands}: shf
// {left, clamp} and a, b, c; SHUF a and the 13-bit control; prmt the mode, a, b and the
// 16-bit selector. Every path of the unit is register to register at any Latency (see
// xl_pnr_wrap_shfl); the stages are all after the unit, so Latency 2 only helps retiming.

module xl_pnr_wrap_word #(
  /// xl_word_unit's parameters that this harness reads too; the others (SkidBuffer,
  /// GlobalStall, LowDepth) the flow sets on the unit (synth/xlflow/table.py's WRAPS).
  parameter int Unit = xl_pkg::WordShf,
  parameter int Width = 32,
  parameter int Latency = 1,
  /// 1: the harness registers every output first; 0: not, where the unit's outputs are
  /// registers (Latency 1 or more: make explore's prmt).
  parameter int OutCapture = 1
) (
  /// Clock, asynchronous reset (active low: the unit's valid registers), the chain's input.
  input  logic clk_i, rst_ni, sin_i,
  /// Folded outputs.
  output logic [xl_pnr_pkg::OutPins-1:0] sig_o
);

  localparam bit IsShf   = Unit == xl_pkg::WordShf;
  localparam bit IsShuf  = Unit == xl_pkg::WordShuf;
  localparam int OpBits  = IsShf ? 2 : IsShuf ? 0 : 3;
  localparam int InBits  = 2 + OpBits + (IsShf ? 3 * Width : IsShuf ? 32 + 13 : 64 + 16);
  localparam int OutW    = 2 + Width;

  // The unit's ports, named as the unit names them.
  logic              valid_i, ready_o, valid_o, ready_i;
  logic [2:0]        op_i;
  logic [Width-1:0]  a_i, b_i, c_i, d_o;
  logic [InBits-1:0] in_q;

  if (IsShf) begin : gen_shf
    assign {ready_i, valid_i, op_i[1:0], c_i, b_i, a_i} = in_q;
    assign op_i[2] = 1'b0;
  end else if (IsShuf) begin : gen_shuf
    assign {ready_i, valid_i, c_i[12:0], a_i} = in_q;
    assign op_i = '0;
    assign b_i  = '0;
    assign c_i[Width-1:13] = '0;
  end else begin : gen_prmt
    assign {ready_i, valid_i, op_i, c_i[15:0], b_i, a_i} = in_q;
    assign c_i[Width-1:16] = '0;
  end

  // The pins: the input chain into in_q, the outputs folded to sig_o.
  xl_pnr_io #(
    .InBits(InBits), .OutW(OutW), .OutBits(xl_pnr_pkg::OutPins),
    .Capture(OutCapture != 0 || Latency == 0)
  ) u_io (
    .clk_i, .sin_i, .sig_o, .in_o(in_q), .out_i({ready_o, valid_o, d_o})
  );

  xl_word_unit #(.Unit(Unit), .Width(Width), .Latency(Latency)) u_dut (.*);

endmodule
