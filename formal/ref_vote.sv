// SPDX-License-Identifier: Apache-2.0
// ref_vote: behavioural reference of PTX vote.sync for the formal equivalence of xl_vote
// (scripts/equiv.sh), written from docs/spec.md (vote.sync, Who takes part, Masks at 64
// lanes), not from rtl/: lane by lane over the members, whether one votes 0 and whether one
// votes 1; .all when none votes 0, .any when one votes 1, .uni when not both; the ballot's bit i is member
// i's vote, and lane l receives the 32 bits of it that hold bit l; a lane outside
// membermask, or any lane when a member does not execute, has no defined result.
// The ports are xl_vote's, so that `miter -equiv` pairs them by name.

module ref_vote #(
  parameter int NumLanes = 32
) (
  input  logic [1:0]             mode_i,
  input  logic                   negate_i,
  input  logic [NumLanes-1:0]    pred_i,
  input  logic [NumLanes-1:0]    active_i,
  input  logic [NumLanes-1:0]    member_i,
  output logic [NumLanes*36-1:0] res_o
);

  logic [63:0] ballot;
  logic        some_zero, some_one, missing, answer, vote;

  always_comb begin
    ballot    = '0;
    some_zero = 1'b0;
    some_one  = 1'b0;
    missing   = 1'b0;
    vote      = 1'b0;
    for (int i = 0; i < NumLanes; i++) begin
      vote = pred_i[i] ^ negate_i;
      if (member_i[i]) begin
        if (vote) some_one = 1'b1;
        else some_zero = 1'b1;
        ballot[i] = vote;
        if (!active_i[i]) missing = 1'b1;
      end
    end
    case (mode_i)
      2'd0: answer = !some_zero;               // .all
      2'd1: answer = some_one;                 // .any
      2'd2: answer = !(some_zero && some_one);  // .uni
      default: answer = 1'b0;                  // .ballot: no predicate
    endcase
    // res_o as docs/spec.md lays out the warp result: lane l's p, we, d_undef and p_undef at
    // bits l, N + l, 2N + l and 3N + l, its d at 4N + 32l (N lanes).
    for (int l = 0; l < NumLanes; l++) begin
      res_o[l]              = active_i[l] && mode_i != 2'd3 && answer;
      res_o[NumLanes + l]   = active_i[l];
      res_o[2*NumLanes + l] = active_i[l] && (!member_i[l] || missing);
      res_o[3*NumLanes + l] = active_i[l] && (!member_i[l] || (missing && mode_i != 2'd3));
      res_o[4*NumLanes + l*32 +: 32] = (mode_i == 2'd3) ? ballot[32*(l/32) +: 32] : {31'b0, answer};
    end
  end

endmodule
