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
// The time-multiplexed unit (xl_redux_seq) folds K lanes a step: the same random
// operations at 2 lanes K = 1, 8 lanes K = 2, 32 lanes K = 4 and K = 32 (one step) and 64
// lanes K = 8, in a stream with random valid gaps and with backpressure (run_stream: every
// result in order and the handshake's rules, and its schedule: ready_o low for exactly
// NumLanes / K cycles on which it can move after each take; an asynchronous reset while
// stalled and one in the middle of an instruction's steps).
// The clocked top make explore measures (xl_party_unit) runs the same streams at 8 lanes in
// both its microarchitectures: the tree behind xl_pipe (one a cycle) and the sequential
// unit at K = 4 (two steps): its dispatch and, for the tree, the pipe's handshake.
#include <catch2/catch.hpp>

#include "Vxl_redux.h"
#include "Vxl_redux_n2.h"
#include "Vxl_redux_n64.h"
#include "Vxl_redux_n8.h"
#include "Vxl_party_redux_n8.h"
#include "Vxl_party_redux_seq_n8k4.h"
#include "Vxl_redux_seq.h"
#include "Vxl_redux_seq_k32.h"
#include "Vxl_redux_seq_n2_k1.h"
#include "Vxl_redux_seq_n64_k8.h"
#include "Vxl_redux_seq_n8_k2.h"
#include "common/catch_check.h"
#include "common/plans.h"

using namespace xlane;
using namespace xlane::tb;

namespace {

// xl_redux_seq at `Lanes` lanes, K lanes a step, in its stream runs (collective::redux_seq_runs)
// of `ops` reductions each.
template <unsigned Lanes, unsigned K, class V>
void test_redux_seq(uint64_t ops) {
  for (const collective::Run& run : collective::redux_seq_runs(Lanes, K, ops)) {
    run_collective_stream<Lanes, V>(run, Lanes / K, verif::random_redux);
  }
}

}  // namespace

TEST_CASE("redux: every operation, mask and corner pair at 2 lanes", "[redux][corners]") {
  run_collective<2, Vxl_redux_n2>("xl_redux 2 lanes corners", [](auto v) { plan::redux_corners2(v); });
}

TEST_CASE("redux: random at 8, 32 and 64 lanes", "[redux][random]") {
  run_collective_random<Vxl_redux_n8, Vxl_redux, Vxl_redux_n64>("xl_redux", plan::redux_random);
}

TEST_CASE("redux: the time-multiplexed unit, K lanes a step, in a stream with and without backpressure",
          "[redux][seq]") {
  test_redux_seq<2, 1, Vxl_redux_seq_n2_k1>(20000);
  test_redux_seq<8, 2, Vxl_redux_seq_n8_k2>(20000);
  test_redux_seq<32, 4, Vxl_redux_seq>(20000);
  test_redux_seq<32, 32, Vxl_redux_seq_k32>(20000);
  test_redux_seq<64, 8, Vxl_redux_seq_n64_k8>(10000);
}

TEST_CASE("redux: the clocked top (xl_party_unit), tree and sequential, in a stream", "[redux][arch]") {
  for (const bool bp : {false, true}) {
    run_collective_stream<8, Vxl_party_redux_n8>({collective::stream_name("redux arch tree 8", bp), bp, 20000},
                                                1, verif::random_redux);
    run_collective_stream<8, Vxl_party_redux_seq_n8k4>({collective::stream_name("redux arch seq 8 k4", bp), bp, 20000},
                                                      2, verif::random_redux);
  }
}
