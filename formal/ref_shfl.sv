// ref_shfl: behavioural reference of PTX shfl / shfl.sync (.b32) for formal equivalence
// with xl_shfl (scripts/equiv.sh). Written from the seeds (PTX ISA 9.7.9.5 and 9.7.9.6) and
// ../shared/spec/semantics.md, not from rtl/. The seed, for every lane, with 32 lanes:
//
//   bval = b[4:0]; cval = c[4:0]; segmask = c[12:8];
//   maxLane = (lane & segmask) | (cval & ~segmask);
//   minLane = (lane & segmask);
//   .up:   j = lane - bval; pval = (j >= maxLane);
//   .down: j = lane + bval; pval = (j <= maxLane);
//   .bfly: j = lane ^ bval; pval = (j <= maxLane);
//   .idx:  j = minLane | (bval & ~segmask); pval = (j <= maxLane);
//   if (!pval) j = lane;
//   d = SourceA[j]; p = pval;
//
// Here the lane fields are log2(NumLanes) bits (b[LaneBits-1:0], c[LaneBits-1:0],
// c[8+LaneBits-1:8]) and j is a signed integer, so .up's j < 0 and .down's j > 31 compare
// as numbers. Undefined results and writes (semantics.md), per lane:
//
//   we      = active                          // inactive lanes write nothing
//   p_undef = sync & active & ~member         // shfl.sync run by a non-member
//   d_undef = active & (p_undef | source j not readable)
//   readable(k) = active[k] & (sync ? member[k] : 1)   // plain shfl: membermask = active
//
// d and p still carry the formula's value where they are undefined (as the RTL does), so
// the comparison is on every output bit of every lane.
// Same ports and parameters as xl_shfl, so that `miter -equiv` pairs them by name.

module ref_shfl #(
  parameter int NumLanes = 32,
  parameter int Width = 32,
  parameter int LaneBits = $clog2(NumLanes),
  parameter int CBits = 8 + LaneBits
) (
  input  logic [1:0]                   mode_i,
  input  logic                         sync_i,
  input  logic [NumLanes*Width-1:0]    a_i,
  input  logic [NumLanes*LaneBits-1:0] b_i,
  input  logic [NumLanes*CBits-1:0]    c_i,
  input  logic [NumLanes-1:0]          active_i,
  input  logic [NumLanes-1:0]          member_i,
  output logic [NumLanes*Width-1:0]    d_o,
  output logic [NumLanes-1:0]          p_o,
  output logic [NumLanes-1:0]          we_o,
  output logic [NumLanes-1:0]          d_undef_o,
  output logic [NumLanes-1:0]          p_undef_o
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

      // d = SourceA[j], j is in 0..NumLanes-1 here
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
