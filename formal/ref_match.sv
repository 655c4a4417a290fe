// SPDX-License-Identifier: Apache-2.0
// ref_match: behavioural reference of PTX match.sync for the formal equivalence of xl_match
// (scripts/equiv.sh), written from docs/spec.md (match.sync, Who takes part, Masks at 64
// lanes), not from rtl/: lane l's value is a[l], or {b[l], a[l]} for .b64; .any gives lane
// l the mask of the members whose value equals its own, and p = 0; .all compares every two
// members, and when no two differ gives d = membermask and p = 1, else d = 0 and p = 0; a
// lane receives the 32 bits of its mask that hold its own bit; a lane outside membermask,
// or any lane when a member does not execute, has no defined d (nor, for .all, p).
// The proof grows steeply with the lanes (every output bit of .all depends on every pair's
// compare), so make test proves 2 and 4 lanes, make equiv-full 8, and the differential
// tests cover 32 and 64. The internal names are not xl_match's, so that only the ports pair.
// The ports are xl_match's, so that `miter -equiv` pairs them by name.

module ref_match #(
  parameter int NumLanes = 32
) (
  input  logic all_i, b64_i,
  input  logic [NumLanes*32-1:0] a_i, b_i,
  input  logic [NumLanes-1:0] active_i, member_i,
  output logic [NumLanes*36-1:0] res_o
);

  logic [NumLanes*64-1:0] value;  // lane i's at value[i*64 +: 64]
  logic [63:0]            mask;
  logic                   agree, absent;

  always_comb begin
    for (int i = 0; i < NumLanes; i++) begin
      value[i*64 +: 64] = {b64_i ? b_i[i*32 +: 32] : 32'b0, a_i[i*32 +: 32]};
    end
    agree  = 1'b1;
    absent = 1'b0;
    for (int i = 0; i < NumLanes; i++) begin
      if (member_i[i] && !active_i[i]) absent = 1'b1;
      for (int j = 0; j < NumLanes; j++) begin
        if (member_i[i] && member_i[j] && value[i*64 +: 64] != value[j*64 +: 64]) agree = 1'b0;
      end
    end
    // res_o as docs/spec.md lays out the warp result: lane l's p, we, d_undef and p_undef at
    // bits l, N + l, 2N + l and 3N + l, its d at 4N + 32l (N lanes).
    for (int l = 0; l < NumLanes; l++) begin
      mask = '0;
      for (int j = 0; j < NumLanes; j++) begin
        if (all_i) mask[j] = member_i[j] && agree;
        else mask[j] = member_i[j] && value[j*64 +: 64] == value[l*64 +: 64];
      end
      res_o[l]                       = active_i[l] && all_i && agree;
      res_o[NumLanes + l]            = active_i[l];
      res_o[2*NumLanes + l]          = active_i[l] && (!member_i[l] || absent);
      res_o[3*NumLanes + l]          = active_i[l] && (!member_i[l] || (absent && all_i));
      res_o[4*NumLanes + l*32 +: 32] = mask[32*(l/32) +: 32];
    end
  end

endmodule
