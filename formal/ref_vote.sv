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
  output logic [NumLanes*32-1:0] d_o,
  output logic [NumLanes-1:0]    p_o,
  output logic [NumLanes-1:0]    we_o,
  output logic [NumLanes-1:0]    d_undef_o,
  output logic [NumLanes-1:0]    p_undef_o
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
    for (int l = 0; l < NumLanes; l++) begin
      we_o[l] = active_i[l];
      p_o[l]  = active_i[l] && mode_i != 2'd3 && answer;
      d_o[l*32 +: 32] = (mode_i == 2'd3) ? ballot[32*(l/32) +: 32] : {31'b0, answer};
      p_undef_o[l] = active_i[l] && (!member_i[l] || (missing && mode_i != 2'd3));
      d_undef_o[l] = active_i[l] && (!member_i[l] || missing);
    end
  end

endmodule
