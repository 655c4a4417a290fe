// SPDX-License-Identifier: Apache-2.0
// ref_shfl: behavioural reference of PTX shfl / shfl.sync (.b32) for the formal equivalence
// of xl_shfl (scripts/equiv.sh), written from docs/spec.md (shfl and shfl.sync), not from
// rtl/. Each lane is evaluated as the spec states it, with plain integers: j of .up may be
// negative and j of .down may pass the last lane, and both simply fail the range check;
// the lane fields are log2(NumLanes) bits wide. The undefined flags follow the spec's
// table: inactive lanes write nothing, a shfl.sync lane outside membermask has p and d
// undefined, and a lane whose source is inactive (or, for shfl.sync, not a member) has d
// undefined. d and p still carry the formula's value where undefined, as the RTL does, so
// every output bit of every lane is compared.
// The ports and parameters are xl_shfl's, so that `miter -equiv` pairs them by name.

module ref_shfl #(
  parameter int NumLanes = 32,
  parameter int Width = 32,
  parameter int LaneBits = $clog2(NumLanes),
  parameter int CBits = 8 + LaneBits
) (
  input  logic [1:0] mode_i,
  input  logic sync_i,
  input  logic [NumLanes*Width-1:0] a_i,
  input  logic [NumLanes*LaneBits-1:0] b_i,
  input  logic [NumLanes*CBits-1:0] c_i,
  input  logic [NumLanes-1:0] active_i, member_i,
  output logic [NumLanes*Width-1:0] d_o,
  output logic [NumLanes-1:0] p_o, we_o, d_undef_o, p_undef_o
);

  // Plain integers for the lane arithmetic: bval, cval, segmask are zero-extended fields.
  int lane, bval, cval, segmask, notmask, max_lane, min_lane, j;
  logic pval, readable_j;

  always_comb begin
    d_o       = '0;
    p_o       = '0;
    we_o      = '0;
    d_undef_o = '0;
    p_undef_o = '0;
    for (int l = 0; l < NumLanes; l++) begin
      lane     = l;
      bval     = b_i[l*LaneBits +: LaneBits];
      cval     = c_i[l*CBits +: LaneBits];
      segmask  = c_i[l*CBits + 8 +: LaneBits];
      notmask  = (NumLanes - 1) - segmask;  // ~segmask within the lane field
      max_lane = (lane & segmask) | (cval & notmask);
      min_lane = lane & segmask;

      case (mode_i)
        2'd0: begin j = lane - bval; pval = (j >= max_lane); end  // up
        2'd1: begin j = lane + bval; pval = (j <= max_lane); end  // down
        2'd2: begin j = lane ^ bval; pval = (j <= max_lane); end  // bfly
        default: begin j = min_lane | (bval & notmask); pval = (j <= max_lane); end  // idx
      endcase
      if (!pval) j = lane;

      // d = a of lane j, now in 0..NumLanes-1
      readable_j = 1'b0;
      for (int k = 0; k < NumLanes; k++) begin
        if (k == j) begin
          d_o[l*Width +: Width] = a_i[k*Width +: Width];
          readable_j = active_i[k] & (sync_i ? member_i[k] : 1'b1);
        end
      end

      p_o[l]       = pval;
      we_o[l]      = active_i[l];
      p_undef_o[l] = sync_i & active_i[l] & ~member_i[l];
      d_undef_o[l] = active_i[l] & (p_undef_o[l] | ~readable_j);
    end
  end

endmodule
