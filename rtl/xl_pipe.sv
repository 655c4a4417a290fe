// SPDX-License-Identifier: Apache-2.0
// xl_pipe: Depth register stages with a valid/ready handshake on both sides (0 = wires),
// optionally behind a skid buffer that makes ready_o a register, and with a choice of how
// the stages stall (GlobalStall).
//
// Handshake (both sides, the AXI-Stream rules): a beat moves on a cycle with valid and
// ready both high; the producer keeps valid high and the data stable until that cycle.
//
//   Depth = 0:  valid_o = valid_i, data_o = data_i, ready_o = ready_i (wires)
//   Depth = N:  a beat taken on cycle t is offered on cycle t+N if ready_i was high on
//               cycles t+1 .. t+N-1 (full throughput: no bubble between beats); a stage
//               whose beat cannot move on holds it, and an empty stage takes a beat even
//               while the output is stalled (bubbles are squeezed out)
//   ready_o    = ready_i or a stage is empty: combinational from ready_i through one OR
//               gate per stage (SkidBuffer = 0); or a register (SkidBuffer = 1), and a
//               beat taken while the first stage is full waits in the skid buffer
//
//   Skid buffer (the entry, stage 0, with SkidBuffer = 1): it holds one beat.
//     empty:  offers valid_i, data_i onward (no latency),  ready_o = 1
//     full:   offers the held beat,                         ready_o = 0
//     next:   full = a beat offered onward and not taken (ready_o is low only while it is
//             full, so a beat arriving while the first stage cannot take it is kept)
//
//   GlobalStall = 1: every stage moves on together, on the cycles ready_i is high, and
//               holds otherwise, empty or not (no bubble is squeezed out). ready_o =
//               ready_i (a wire, SkidBuffer = 0), and every stage's load enable is ready_i
//               itself: no gate between the consumer's ready and the registers, which keeps
//               that wide enable off the critical path. Latency counts ready_i-high cycles
//               only: a beat taken on cycle t is offered once ready_i has been high on
//               Depth-1 cycles after t (on cycle t+Depth with ready_i high throughout).
//               The data registers also load on cycles without a beat (their contents are
//               unused while valid is low).
//
// Every beat taken leaves, once, in order. Counting only the cycles on which ready_i is
// high after the one it was taken on, a beat leaves on the Depth-th such cycle at the
// latest (Depth + 1 with the skid buffer). valid is reset (async, active low): reset
// empties the pipe. Data is not reset; it loads only with a moving beat (GlobalStall = 0)
// or whenever the stages move on (GlobalStall = 1).

module xl_pipe #(
  /// Bits of data carried with each beat.
  parameter int Width = 1,
  /// Register stages between input and output; 0 makes the block combinational.
  parameter int Depth = 1,
  /// 1: a skid buffer in front of the stages, so ready_o is a register (one more beat of
  /// storage, no more latency); 0: ready_o is combinational from ready_i.
  parameter bit SkidBuffer = 1'b0,
  /// 1: the stages move on together when ready_i is high (ready_o = ready_i, no bubble is
  /// squeezed out, the load enables are ready_i); 0: each stage moves when it can.
  parameter bit GlobalStall = 1'b0
) (
  /// Clock; every register is on its rising edge.
  input  logic             clk_i,
  /// Asynchronous reset, active low: empties every stage.
  input  logic             rst_ni,
  /// A beat is offered.
  input  logic             valid_i,
  /// The offered beat is taken this cycle.
  output logic             ready_o,
  /// The beat's data.
  input  logic [Width-1:0] data_i,
  /// A beat is offered downstream.
  output logic             valid_o,
  /// Downstream takes the offered beat this cycle.
  input  logic             ready_i,
  /// The offered beat's data; stable while valid_o is high and ready_i low.
  output logic [Width-1:0] data_o
);

`ifndef SYNTHESIS
  initial begin
    assert (Width >= 1) else $fatal(1, "xl_pipe: Width must be at least 1");
    assert (Depth >= 0) else $fatal(1, "xl_pipe: Depth must not be negative");
  end
`endif  // SYNTHESIS

  // Stage 0 is the entry (the input, or the skid buffer's output); stage s >= 1 is register
  // stage s. ready[s]: the beat in stage s may move on this cycle (the next stage is empty
  // or moves on itself; with GlobalStall, exactly when ready_i is high).
  logic [Depth:0]             valid, ready;
  logic [(Depth+1)*Width-1:0] data;

  if (SkidBuffer) begin : gen_skid
    logic             full_q;
    logic [Width-1:0] data_q;
    assign ready_o         = ~full_q;
    assign valid[0]        = valid_i | full_q;
    assign data[Width-1:0] = full_q ? data_q : data_i;
    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        full_q <= 1'b0;
      end else begin
        full_q <= valid[0] & ~ready[0];
      end
    end
    // Loads only a beat it must hold, so a beat passing straight through toggles nothing.
    always_ff @(posedge clk_i) begin
      if (valid_i && !full_q && !ready[0]) begin
        data_q <= data_i;
      end
    end
  end else begin : gen_no_skid
    assign valid[0]        = valid_i;
    assign data[Width-1:0] = data_i;
    assign ready_o         = ready[0];
  end

  for (genvar s = 1; s <= Depth; s++) begin : gen_stage
    logic             valid_q;
    logic [Width-1:0] data_q;
    always_ff @(posedge clk_i or negedge rst_ni) begin
      if (!rst_ni) begin
        valid_q <= 1'b0;
      end else if (ready[s-1]) begin
        valid_q <= valid[s-1];
      end
    end
    always_ff @(posedge clk_i) begin
      if (ready[s-1] && (GlobalStall || valid[s-1])) begin
        data_q <= data[(s-1)*Width +: Width];
      end
    end
    assign valid[s]               = valid_q;
    assign data[s*Width +: Width] = data_q;
  end

  always_comb begin
    ready[Depth] = ready_i;
    for (int s = Depth - 1; s >= 0; s--) begin
      ready[s] = GlobalStall ? ready_i : (ready[s+1] | ~valid[s+1]);
    end
  end

  assign valid_o      = valid[Depth];
  assign data_o       = data[Depth*Width +: Width];

  // With no register, the clock and reset reach nothing.
  if (Depth == 0 && !SkidBuffer) begin : gen_no_regs
    logic unused_clk_rst;
    assign unused_clk_rst = clk_i ^ rst_ni;
  end

`ifdef FORMAL
  // ---------------------------------------------------------------------------------------
  // Properties: the end-to-end ones of every stream unit (formal/fv/fv_stream_check.sv:
  // count, order, data, latency within Cap ready_i-high cycles, a held output, reset), here
  // with the stage invariants (where the followed beat is, how far it has come) that make
  // them inductive. Proven for every Depth, SkidBuffer and GlobalStall by k-induction (make
  // formal, the fv_pipe rows: formal/fv/fv_pipe.sv). None assumes anything of the consumer;
  // the harness assumes the producer's half of the handshake.
  // ---------------------------------------------------------------------------------------
  localparam int Cap     = Depth + (SkidBuffer ? 1 : 0);  // beats the pipe can hold
  localparam int CntBits = $clog2(Cap + 2);

  // The followed beat: f_busy while it is inside, f_ahead beats to leave before it, f_waits
  // ready_i-high cycles since it was taken, f_data its data.
  logic               f_busy;
  logic [Width-1:0]   f_data;
  logic [CntBits-1:0] f_count, f_ahead, f_waits;
  fv_stream_check #(.Width(Width), .Cap(Cap), .CntBits(CntBits)) u_check (
    .clk_i, .rst_ni,
    .in_valid_i(valid_i), .in_ready_i(ready_o), .exp_i(data_i),
    .out_valid_i(valid_o), .out_ready_i(ready_i), .out_i(data_o),
    .count_o(f_count), .ahead_o(f_ahead), .waits_o(f_waits), .busy_o(f_busy), .exp_o(f_data)
  );

  // Beats held, from the stages' valid bits (the skid buffer is full exactly when ready_o
  // is low), equal to the count from the ports (taken minus given): nothing is lost or
  // made up.
  logic [Depth:0]     f_held;
  logic [CntBits-1:0] f_occupancy;
  always_comb begin
    f_held      = valid;
    f_held[0]   = SkidBuffer ? ~ready_o : 1'b0;
    f_occupancy = '0;
    for (int s = 0; s <= Depth; s++) f_occupancy = f_occupancy + CntBits'(f_held[s]);
  end
  always_comb begin
    assert (f_count == f_occupancy);
    if (!rst_ni) assert (f_occupancy == 0);  // reset empties the pipe
  end

  // Where the followed beat is: the stage holding the f_ahead-th beat from the output.
  logic [CntBits-1:0] f_stage, f_seen;
  logic               f_found;
  logic [Width-1:0]   f_stage_data;
  always_comb begin
    f_stage      = '0;
    f_seen       = '0;
    f_found      = 1'b0;
    f_stage_data = '0;
    for (int s = Depth; s >= 0; s--) begin
      if (f_held[s]) begin
        if (f_seen == f_ahead) begin
          f_stage      = CntBits'(s);
          f_found      = 1'b1;
          f_stage_data = data[s*Width +: Width];
        end
        f_seen = f_seen + 1'b1;
      end
    end
  end

  always_comb begin
    if (rst_ni && f_busy) begin
      assert (f_found);
      assert (f_stage_data == f_data);
      // Each ready_i-high cycle moves it at least one stage on; from the skid buffer
      // (stage 0) or stage 1, so it is out after at most Cap of them.
      assert (f_waits + (SkidBuffer ? 0 : 1) <= f_stage);
      // All stages move together: exactly one stage on per ready_i-high cycle.
      if (GlobalStall && !SkidBuffer) assert (f_waits + 1 == f_stage);
    end
  end
`endif  // FORMAL

endmodule
