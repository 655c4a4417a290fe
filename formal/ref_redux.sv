// SPDX-License-Identifier: Apache-2.0
// ref_redux: behavioural reference of PTX redux.sync for the formal equivalence of
// xl_redux (scripts/equiv.sh), written from docs/spec.md (redux.sync, Who takes part), not
// from rtl/: each member's a, every other lane the operation's neutral value (so that it
// changes nothing), folded pairwise, lanes 2k and 2k + 1 first, then their results; min
// and max compare the values as they are, unsigned or as signed numbers ($signed); every
// executing lane receives the fold; p is 0; a lane outside membermask, or any lane when a
// member does not execute, has no defined d.
// The folds are in xl_redux's order: the operations are associative and commutative, so
// the order does not change the value, but a sum or a minimum of many values folded in
// two orders is beyond a SAT solver. Even in the same order the proof grows steeply with
// the lanes, so make test proves 2 and 4 lanes, make equiv-full 8, and the differential
// tests cover 32 and 64.
// The ports are xl_redux's, so that `miter -equiv` pairs them by name.

module ref_redux #(
  parameter int NumLanes = 32
) (
  input  logic [2:0]             op_i,
  input  logic [NumLanes*32-1:0] a_i,
  input  logic [NumLanes-1:0]    active_i,
  input  logic [NumLanes-1:0]    member_i,
  output logic [NumLanes*36-1:0] res_o
);

  localparam int Levels = $clog2(NumLanes);

  /// a op b as the spec says.
  function automatic logic [31:0] fold(input logic [2:0] op, input logic [31:0] a, input logic [31:0] b);
    case (op)
      3'd0:    fold = a + b;                                  // .add
      3'd1:    fold = (a < b) ? a : b;                        // .min.u32
      3'd2:    fold = ($signed(a) < $signed(b)) ? a : b;      // .min.s32
      3'd3:    fold = (a > b) ? a : b;                        // .max.u32
      3'd4:    fold = ($signed(a) > $signed(b)) ? a : b;      // .max.s32
      3'd5:    fold = a & b;                                  // .and
      3'd6:    fold = a | b;                                  // .or
      default: fold = a ^ b;                                  // .xor
    endcase
  endfunction

  logic [31:0] neutral;
  logic        missing;

  always_comb begin
    case (op_i)
      3'd1, 3'd5: neutral = 32'hffff_ffff;  // .min.u32, .and: all ones
      3'd2:       neutral = 32'h7fff_ffff;  // .min.s32: the largest signed value
      3'd4:       neutral = 32'h8000_0000;  // .max.s32: the smallest signed value
      default:    neutral = 32'h0;          // .add, .max.u32, .or, .xor
    endcase
  end

  for (genvar s = 0; s <= Levels; s++) begin : gen_level
    logic [(NumLanes >> s)*32-1:0] data;
    if (s == 0) begin : gen_leaves
      for (genvar l = 0; l < NumLanes; l++) begin : gen_leaf
        assign data[l*32 +: 32] = member_i[l] ? a_i[l*32 +: 32] : neutral;
      end
    end else begin : gen_nodes
      for (genvar k = 0; k < (NumLanes >> s); k++) begin : gen_node
        assign data[k*32 +: 32] = fold(op_i, gen_level[s-1].data[(2*k)*32 +: 32],
                                       gen_level[s-1].data[(2*k+1)*32 +: 32]);
      end
    end
  end

  always_comb begin
    missing = 1'b0;
    for (int l = 0; l < NumLanes; l++) begin
      if (member_i[l] && !active_i[l]) missing = 1'b1;
    end
    // res_o as docs/spec.md lays out the warp result: lane l's p, we, d_undef and p_undef at
    // bits l, N + l, 2N + l and 3N + l, its d at 4N + 32l (N lanes).
    for (int l = 0; l < NumLanes; l++) begin
      res_o[4*NumLanes + l*32 +: 32] = gen_level[Levels].data;
      res_o[l]                       = 1'b0;
      res_o[NumLanes + l]            = active_i[l];
      res_o[2*NumLanes + l]          = active_i[l] && (!member_i[l] || missing);
      res_o[3*NumLanes + l]          = active_i[l] && !member_i[l];
    end
  end

endmodule
