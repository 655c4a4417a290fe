// SPDX-License-Identifier: Apache-2.0
// fv_word_unit: formal harness of xl_word_unit: free inputs from reset, the producer
// keeping the handshake rules, the combinational unit Unit names as the reference
// (fv_stream_check).
module fv_word_unit #(
  parameter int Unit = xl_pkg::WordShf,
  parameter int Width = 32,
  parameter int Latency = 1,
  parameter bit SkidBuffer = 1'b0,
  parameter bit GlobalStall = 1'b0
) (
  input logic clk_i
);
  // The unit's inputs, free on every cycle (the solver picks them); its outputs.
  (* anyseq *) logic             rst_ni, valid_i, ready_i;
  (* anyseq *) logic [2:0]       op_i;
  (* anyseq *) logic [Width-1:0] a_i, b_i, c_i;
  logic                          ready_o, valid_o;
  logic [Width-1:0]              d_o, exp_d;

  initial assume (!rst_ni);

  fv_stream_hold #(.Width(3 + 3*Width), .Assume(1'b1)) u_in (
    .clk_i, .rst_ni, .valid_i, .ready_i(ready_o), .data_i({op_i, a_i, b_i, c_i})
  );

  xl_word_unit #(
    .Unit(Unit), .Width(Width), .Latency(Latency), .SkidBuffer(SkidBuffer),
    .GlobalStall(GlobalStall)
  ) u_dut (.*);

  // The reference: the unit alone, on the operands held with the operation.
  if (Unit == xl_pkg::WordShf) begin : gen_shf
    xl_shf #(.Width(Width)) u_ref (
      .left_i(op_i[1]), .clamp_i(op_i[0]), .a_i, .b_i, .c_i, .d_o(exp_d)
    );
  end else if (Unit == xl_pkg::WordShuf) begin : gen_shuf
    xl_shuf u_ref (.a_i, .ctrl_i(c_i[12:0]), .d_o(exp_d));
  end else begin : gen_prmt
    xl_prmt u_ref (.a_i, .b_i, .c_i(c_i[15:0]), .mode_i(op_i), .d_o(exp_d));
  end

  fv_stream_check #(.Width(Width), .Cap(Latency + SkidBuffer)) u_check (
    .clk_i, .rst_ni,
    .in_valid_i(valid_i), .in_ready_i(ready_o), .exp_i(exp_d),
    .out_valid_i(valid_o), .out_ready_i(ready_i), .out_i(d_o)
  );
endmodule
