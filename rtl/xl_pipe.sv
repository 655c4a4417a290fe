// SPDX-License-Identifier: Apache-2.0
// xl_pipe: a valid-qualified pipeline of Depth register stages (0 = wires).
//
// valid is reset (async, active low); data is not reset and loads only with a valid beat,
// so idle cycles do not toggle the data registers. No back-pressure: one beat per cycle.
//
//   Depth = 0:  valid_o = valid_i,  data_o = data_i          (combinational)
//   Depth = N:  valid_o(t) = valid_i(t-N), data_o(t) = data_i(t-N) for every valid beat

module xl_pipe #(
  /// Bits of data carried with each valid beat.
  parameter int Width = 1,
  /// Register stages between input and output; 0 makes the block combinational.
  parameter int Depth = 1
) (
  /// Clock; every register is on its rising edge.
  input  logic             clk_i,
  /// Asynchronous reset, active low: clears every stage's valid.
  input  logic             rst_ni,
  /// A beat enters the pipeline this cycle.
  input  logic             valid_i,
  /// The beat's data; sampled only when valid_i is high.
  input  logic [Width-1:0] data_i,
  /// The beat that entered Depth cycles ago leaves now.
  output logic             valid_o,
  /// That beat's data; holds its last value while valid_o is low.
  output logic [Width-1:0] data_o
);

`ifndef SYNTHESIS
  initial begin
    assert (Width >= 1) else $fatal(1, "xl_pipe: Width must be at least 1");
    assert (Depth >= 0) else $fatal(1, "xl_pipe: Depth must not be negative");
  end
`endif

  // gen_stage[0] is the input, gen_stage[s] the output of register stage s.
  for (genvar s = 0; s <= Depth; s++) begin : gen_stage
    logic             valid;
    logic [Width-1:0] data;
    if (s == 0) begin : gen_input
      assign valid = valid_i;
      assign data  = data_i;
    end else begin : gen_reg
      always_ff @(posedge clk_i or negedge rst_ni) begin
        if (!rst_ni) begin
          valid <= 1'b0;
        end else begin
          valid <= gen_stage[s-1].valid;
        end
      end
      always_ff @(posedge clk_i) begin
        if (gen_stage[s-1].valid) begin
          data <= gen_stage[s-1].data;
        end
      end
    end
  end

  // With no stage, the clock and reset reach nothing.
  if (Depth == 0) begin : gen_no_regs
    logic unused_clk_rst;
    assign unused_clk_rst = clk_i ^ rst_ni;
  end

  assign valid_o = gen_stage[Depth].valid;
  assign data_o  = gen_stage[Depth].data;

endmodule
