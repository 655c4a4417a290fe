// SPDX-License-Identifier: Apache-2.0
// xl_word_unit: one of the one-word units, the one Unit names, behind Latency register
// stages (xl_pipe) and the valid/ready handshake (docs/handshake.md): one operation a
// cycle, its result Latency cycles after it was taken (Latency 0: wires; more stages after
// the first are there for retiming by the synthesis tool).
//
//   Unit       unit     op_i (xl_warp's opcode, low bits)   operands
//   WordShf    xl_shf   {-, left, clamp}: shf.{l,r}.{clamp,wrap}   a, b, c (Width bits)
//   WordShuf   xl_shuf  (none)                              a, the control word c[12:0]
//   WordPrmt   xl_prmt  the mode (xl_pkg::PrmtDefault ...)   a, b, the selectors c[15:0]
//
// The byte units are 32 bits wide; what a unit does not read of op_i, b_i and c_i is
// ignored. Function: see each unit.

module xl_word_unit #(
  /// The unit: xl_pkg::WordShf, WordShuf or WordPrmt.
  parameter int Unit = xl_pkg::WordShf,
  /// Word width: a power of two, 2 to 64, for xl_shf; 32 for the byte units.
  parameter int Width = 32,
  /// Register stages after the unit (xl_pipe's Depth); 0 = combinational.
  parameter int Latency = 1,
  /// xl_pipe's SkidBuffer (1: ready_o a register) and GlobalStall (1: the stages move
  /// together, their load enable ready_i); each is described there.
  parameter bit SkidBuffer = 1'b0,
  parameter bit GlobalStall = 1'b0,
  /// xl_shf's LowDepth: 1 for fewer logic levels in front of the registers, more muxes.
  parameter bit LowDepth = 1'b0
) (
  /// Clock and asynchronous reset, active low (empties every stage).
  input  logic             clk_i, rst_ni,
  /// An operation offered (held with its operands until taken), and taken this cycle.
  input  logic             valid_i,
  output logic             ready_o,
  /// The opcode's low bits (above).
  input  logic [2:0]       op_i,
  /// The operands (above).
  input  logic [Width-1:0] a_i, b_i, c_i,
  /// The result offered (held with it until taken), and taken this cycle.
  output logic             valid_o,
  input  logic             ready_i,
  /// Result.
  output logic [Width-1:0] d_o
);

`ifndef SYNTHESIS
  initial assert (Unit >= xl_pkg::WordShf && Unit <= xl_pkg::WordPrmt)
    else $fatal(1, "xl_word_unit: Unit must be xl_pkg::WordShf, WordShuf or WordPrmt");
  initial assert (Unit == xl_pkg::WordShf || Width == 32)
    else $fatal(1, "xl_word_unit: the byte units (WordShuf, WordPrmt) are 32 bits wide");
`endif  // SYNTHESIS

  logic [Width-1:0] d;

  if (Unit == xl_pkg::WordShf) begin : gen_shf
    logic unused_op;
    assign unused_op = op_i[2];
    xl_shf #(.Width(Width), .LowDepth(LowDepth)) u_shf (
      .left_i(op_i[1]), .clamp_i(op_i[0]), .a_i, .b_i, .c_i, .d_o(d)
    );
  end else if (Unit == xl_pkg::WordShuf) begin : gen_shuf
    logic unused_operands;
    assign unused_operands = ^{op_i, b_i, c_i[Width-1:13]};
    xl_shuf u_shuf (.a_i, .ctrl_i(c_i[12:0]), .d_o(d));
  end else begin : gen_prmt
    logic unused_selector;
    assign unused_selector = ^c_i[Width-1:16];
    xl_prmt u_prmt (.a_i, .b_i, .c_i(c_i[15:0]), .mode_i(op_i), .d_o(d));
  end

  xl_pipe #(
    .Width(Width), .Depth(Latency), .SkidBuffer(SkidBuffer), .GlobalStall(GlobalStall)
  ) u_pipe (
    .clk_i, .rst_ni, .valid_i, .ready_o, .data_i(d), .valid_o, .ready_i, .data_o(d_o)
  );

endmodule
