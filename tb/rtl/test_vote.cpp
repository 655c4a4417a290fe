// SPDX-License-Identifier: Apache-2.0
// Differential tests of xl_vote (vote.sync over a warp) against the golden model.
//
// TEST RATIONALE
// The result depends on the form, !a, and three lane masks: the predicates, the executing
// lanes and membermask. At 2 lanes all 512 combinations are run. At 8, 32 and 64 lanes the
// random operations are biased so that each case the spec tells apart happens often:
// membermask equal to the active lanes, a subset of them, all lanes (a member that does not
// execute: every result undefined) or random; predicates all 1, all 0, the same in every
// lane (.uni true) or random; bits of a above bit 0 random (only bit 0 votes). Every output
// is compared: d and p where the spec defines them, the write enables and both undefined
// flags exactly; at 64 lanes the ballot words of both halves.
// The clocked top make explore measures (xl_party_unit: xl_vote at 32 lanes behind
// xl_pipe) runs the random votes in a stream with random valid gaps, inputs scrambled while
// valid_i is low, with and without backpressure: every result in order, the handshake's
// rules, one a cycle.
#include <catch2/catch.hpp>

#include "Vxl_vote.h"
#include "Vxl_vote_n2.h"
#include "Vxl_vote_n64.h"
#include "Vxl_vote_n8.h"
#include "Vxl_party_vote.h"
#include "common/catch_check.h"
#include "common/plans.h"

using namespace xlane::tb;

TEST_CASE("vote: every input at 2 lanes", "[vote][exhaustive]") {
  run_collective<2, Vxl_vote_n2>("xl_vote 2 lanes exhaustive", [](auto v) { plan::vote_exhaustive2(v); });
}

TEST_CASE("vote: random at 8, 32 and 64 lanes", "[vote][random]") {
  run_collective_random<Vxl_vote_n8, Vxl_vote, Vxl_vote_n64>("xl_vote", plan::vote_random);
}

TEST_CASE("vote: the clocked top (xl_party_unit) in a stream", "[vote][pipe]") {
  for (const bool bp : {false, true}) {
    run_collective_stream<32, Vxl_party_vote>({collective::stream_name("vote pipe 32", bp), bp, bp ? 30000u : 100000u},
                                             1, xlane::verif::random_vote);
  }
}
