// SPDX-License-Identifier: Apache-2.0
// Differential tests of xl_redux (redux.sync over a warp) against the golden model.
//
// TEST RATIONALE
// The result depends on the operation, the members' values and two lane masks. At 2 lanes
// every operation meets every active and member mask with every pair of values from the
// ends of both orders (0, 1, 2, 0x7ffffffe, 0x7fffffff, 0x80000000, 0x80000001,
// 0xffffffff): where signed and unsigned min / max part, where a sum wraps, an empty
// membermask. At 8, 32 and 64 lanes the random operations are biased as random_redux
// says: equal values, the orders' ends, sums that wrap, small numbers of both signs, and
// the masks of a vote (a member that does not execute: every d undefined). Every output is
// compared: d where the spec defines it, p, the write enables and both undefined flags
// exactly.
#include <catch2/catch.hpp>

#include "Vxl_redux.h"
#include "Vxl_redux_n2.h"
#include "Vxl_redux_n64.h"
#include "Vxl_redux_n8.h"
#include "common/catch_check.h"
#include "common/plans.h"

using namespace xlane::tb;

TEST_CASE("redux: every operation, mask and corner pair at 2 lanes", "[redux][corners]") {
  run_collective<2, Vxl_redux_n2>("xl_redux 2 lanes corners", [](auto v) { plan::redux_corners2(v); });
}

TEST_CASE("redux: random at 8, 32 and 64 lanes", "[redux][random]") {
  run_collective_random<Vxl_redux_n8, Vxl_redux, Vxl_redux_n64>("xl_redux", plan::redux_random);
}
