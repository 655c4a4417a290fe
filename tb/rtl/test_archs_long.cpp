// SPDX-License-Identifier: Apache-2.0
// The long regression of the shuffle's microarchitectures (make regress-archs, not make
// test): the models too large to build on every make test, through the runs test_archs.cpp
// gives the others (arch::runs: random operands and uniform shuffles, each with ready_i held
// high and with random backpressure, against the golden model).
//
// TEST RATIONALE
// xl_shfl_pxbar's fanout form is built at 2, 8 and 32 lanes in make test; its 64-lane row
// (xl_shfl_pxbar_n64_ft, the `sim-long` flow) has trees one level deeper in places (the
// pass tree's 256 replicas, 8 copies of the shared fields) and a cut pattern of its own
// (after levels 3 and 5), which only a 64-lane model reaches. Its model adds minutes to a
// build, so it lives here, behind the CMake option XLANE_LONG. So does the 32-lane row with
// Extra 1 (xl_shfl_pxbar_ft_e1): make test runs Extra at 8 lanes, where it spends the
// register as at 32 (LaneSplit is there already, so the select trees, the sideband and the
// root's copies take it); only the 32-lane model holds the point whose clock rate the kept
// pages report. And the same with a cut after the last level (xl_shfl_pxbar_ft_e1_wr: a
// register in front of the queue's write), the point that reaches 150 MHz on the ECP5;
// make test runs that cut at 2 and 8 lanes.
#include <catch2/catch.hpp>

#include "Vxl_shfl_pxbar_ft_e1.h"
#include "Vxl_shfl_pxbar_ft_e1_wr.h"
#include "Vxl_shfl_pxbar_n64_ft.h"
#include "arch_check.h"

using namespace xlane;
using namespace xlane::tb;

// T1 = 5 at 64 x 32 with 8 copies and Fanout 8 (xl_pkg::pxbar_t1: the select tree of a
// first-level bit, 128 replicas, 3 levels after the lane logic's 2, so no stage to spare
// for LaneSplit; LookSplit: the readable lookup in two), two cuts: latency 8, 9 slots.
TEST_CASE("archs-long: xl_shfl_pxbar at 64 lanes with fanout trees (Fanout 8, Queue 1)", "[archs-long]") {
  test_arch<Vxl_shfl_pxbar_n64_ft, 64, 32>("xl_shfl_pxbar 64x32 fanout 8", arch::pxbar_queue(9), 40000);
}

// The 32-lane fanout form with one register more (Extra 1, xl_shfl_pxbar_ft_e1: make
// explore's point shfl-pxbar10c4qf8e1-n32): T1 = 6, two cuts: latency 9, 10 slots.
TEST_CASE("archs-long: xl_shfl_pxbar at 32 lanes with fanout trees and Extra 1", "[archs-long]") {
  test_arch<Vxl_shfl_pxbar_ft_e1, 32, 32>("xl_shfl_pxbar 32x32 fanout 8 extra 1", arch::pxbar_queue(10), 40000);
}

// The same with a cut after the last level too (TreeCuts 26, xl_shfl_pxbar_ft_e1_wr: make
// explore's point shfl-pxbar26c4qf8e1-n32): T1 = 6, three cuts: latency 10, 11 slots.
TEST_CASE("archs-long: xl_shfl_pxbar at 32 lanes with fanout trees, Extra 1 and the queue's write register",
          "[archs-long]") {
  test_arch<Vxl_shfl_pxbar_ft_e1_wr, 32, 32>("xl_shfl_pxbar 32x32 fanout 8 extra 1 write register",
                                             arch::pxbar_queue(11), 40000);
}
