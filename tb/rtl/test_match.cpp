// SPDX-License-Identifier: Apache-2.0
// Differential tests of xl_match (match.sync over a warp) against the golden model.
//
// TEST RATIONALE
// The result depends on the form (.any / .all, .b32 / .b64), which lanes hold equal keys
// and two lane masks. At 2 lanes every form meets every active and member mask with every
// pair of six keys: equal, equal in the low word only (so .b64 and .b32 part), different
// in bit 0 or bit 31 of the low word. At 8, 32 and 64 lanes the random operations are
// biased as random_match says: every lane equal (.all true), one group of every size from
// one lane to all, the members equal while the other lanes are not, a few groups, equal
// low words with random high words, and random keys; keys that differ, differ in one bit
// of one word, so that a comparator that drops a bit merges them; the masks of a vote (a
// member that does not execute: .all's p, .any's d undefined). Every output is compared:
// d and p where the spec defines them, the write enables and both undefined flags exactly;
// at 64 lanes the mask words of both halves.
#include <catch2/catch.hpp>

#include "Vxl_match.h"
#include "Vxl_match_n2.h"
#include "Vxl_match_n64.h"
#include "Vxl_match_n8.h"
#include "common/catch_check.h"
#include "common/plans.h"

using namespace xlane::tb;

TEST_CASE("match: every form, mask and corner pair at 2 lanes", "[match][corners]") {
  run_collective<2, Vxl_match_n2>("xl_match 2 lanes corners", [](auto v) { plan::match_corners2(v); });
}

TEST_CASE("match: random at 8, 32 and 64 lanes", "[match][random]") {
  run_collective_random<Vxl_match_n8, Vxl_match, Vxl_match_n64>("xl_match", plan::match_random);
}
