// SPDX-License-Identifier: Apache-2.0
// ref_shfl_bnet: behavioural reference of xl_shfl_bnet, the uniform shuffle's lane network,
// for the formal equivalence (scripts/equiv.sh): every lane reads the lane that the mode's
// formula names for the shared b (and, for idx, the shared segment mask), with plain
// integers; up and down wrap around the warp (mod NumLanes), as a rotation does; a position
// with alt_i set outputs its alternative instead. Written from the formulas of docs/spec.md
// (shfl), not from the network. The network's shape (WideLuts) does not change the
// function, so the reference has no such parameter.
// The ports and parameters are xl_shfl_bnet's, so that `miter -equiv` pairs them by name.

module ref_shfl_bnet #(
  parameter int NumLanes = 32,
  parameter int Width = 32,
  parameter int LaneBits = $clog2(NumLanes)
) (
  input  logic [1:0]                mode_i,
  input  logic [LaneBits-1:0]       s_b_i,
  input  logic [LaneBits-1:0]       s_seg_i,
  input  logic [NumLanes*Width-1:0] a_i,
  input  logic [NumLanes-1:0]       alt_i,
  input  logic [NumLanes-1:0]       alt_sel_i,
  input  logic [NumLanes*Width-1:0] alt0_i,
  input  logic [NumLanes*Width-1:0] alt1_i,
  output logic [NumLanes*Width-1:0] d_o
);

  int bval, seg, notseg, j;

  always_comb begin
    d_o    = '0;
    bval   = s_b_i;
    seg    = s_seg_i;
    notseg = (NumLanes - 1) - seg;
    for (int l = 0; l < NumLanes; l++) begin
      case (mode_i)
        2'd0:    j = (l - bval + NumLanes) % NumLanes;  // up
        2'd1:    j = (l + bval) % NumLanes;             // down
        2'd2:    j = l ^ bval;                          // bfly
        default: j = (l & seg) | (bval & notseg);       // idx
      endcase
      for (int k = 0; k < NumLanes; k++) begin
        if (k == j) d_o[l*Width +: Width] = a_i[k*Width +: Width];
      end
      if (alt_i[l]) d_o[l*Width +: Width] = alt_sel_i[l] ? alt1_i[l*Width +: Width]
                                                          : alt0_i[l*Width +: Width];
    end
  end

endmodule
