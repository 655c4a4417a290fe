// SPDX-License-Identifier: Apache-2.0
// Differential tests of match.sync over a warp against the golden model: the all-pairs
// comparator array (xl_match) and the time-multiplexed unit (xl_match_seq).
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
//
// xl_match_seq computes the same function over NumLanes / K steps (K = KeysPerStep), each
// writing K columns of every lane's mask, with .all accumulated across the steps and, on
// the last, d cleared where the members differ. Its runs (run_stream) give it the same
// stimulus with random valid gaps, inputs scrambled while valid_i is low (the operands
// must be held from the take), and ready_i held high or dropped at random (long stalls
// included: the result must hold, the next instruction's steps must wait), an
// asynchronous reset in mid-flight, stalled and again in the middle of an instruction's
// steps (the step count must restart); every result is checked in order, the handshake's
// rules on every cycle, and its schedule: ready_o low for exactly NumLanes / K cycles on
// which the unit can move after each take. The sizes reach every generate branch (one
// step, K = NumLanes: 2 and 8 lanes; key muxes of 2 to 32 inputs) and every shape of a
// lane's mask: padded below 32 lanes, one word at 32, two at 64 with column groups inside
// one word (K = 4), K = 1 (32 steps). The 2-lane corner table runs through K = 1 and K = 2
// with and without backpressure.
// The clocked top make explore measures (xl_party_unit) runs the random streams at 8 lanes
// in both its microarchitectures: the all-pairs array behind xl_pipe (one a cycle) and the
// sequential unit at K = 4 (two steps): its dispatch and, for the array, the pipe's
// handshake.
#include <catch2/catch.hpp>

#include <vector>

#include "Vxl_match.h"
#include "Vxl_match_n2.h"
#include "Vxl_match_n64.h"
#include "Vxl_match_n8.h"
#include "Vxl_party_match_n8.h"
#include "Vxl_party_match_seq_n8k4.h"
#include "Vxl_match_seq.h"
#include "Vxl_match_seq_k1.h"
#include "Vxl_match_seq_n2k1.h"
#include "Vxl_match_seq_n2k2.h"
#include "Vxl_match_seq_n64k4.h"
#include "Vxl_match_seq_n8k2.h"
#include "Vxl_match_seq_n8k8.h"
#include "common/catch_check.h"
#include "common/plans.h"

using namespace xlane::tb;

namespace {

// xl_match_seq (V: `Lanes` lanes, `Keys` keys a step) in its stream runs
// (collective::match_seq_runs): `ops` random matches with ready_i held high, `ops` / 4 with
// backpressure.
template <unsigned Lanes, unsigned Keys, class V>
void test_match_seq(uint64_t ops) {
  for (const collective::Run& run : collective::match_seq_runs(Lanes, Keys, ops)) {
    run_collective_stream<Lanes, V>(run, Lanes / Keys, random_match);
  }
}

}  // namespace

TEST_CASE("match: every form, mask and corner pair at 2 lanes", "[match][corners]") {
  run_collective<2, Vxl_match_n2>("xl_match 2 lanes corners", [](auto v) { plan::match_corners2(v); });
}

TEST_CASE("match: random at 8, 32 and 64 lanes", "[match][random]") {
  run_collective_random<Vxl_match_n8, Vxl_match, Vxl_match_n64>("xl_match", plan::match_random);
}

TEST_CASE("match_seq: every form, mask and corner pair at 2 lanes, K 1 and 2", "[match][seq]") {
  std::vector<MatchOp> corners;
  plan::match_corners2([&](uint64_t, const MatchOp& op) {
    corners.push_back(op);
    return true;
  });
  for (const bool bp : {false, true}) {
    run_collective_stream<2, Vxl_match_seq_n2k1>({collective::stream_name("match seq 2 lanes K1 corners", bp), bp, 0},
                                                 2, random_match, corners);
    run_collective_stream<2, Vxl_match_seq_n2k2>({collective::stream_name("match seq 2 lanes K2 corners", bp), bp, 0},
                                                 1, random_match, corners);
  }
}

TEST_CASE("match_seq: random at 8, 32 and 64 lanes, with and without backpressure", "[match][seq]") {
  SECTION("8 lanes, K 2") { test_match_seq<8, 2, Vxl_match_seq_n8k2>(100000); }
  SECTION("8 lanes, K 8 (one step)") { test_match_seq<8, 8, Vxl_match_seq_n8k8>(100000); }
  SECTION("32 lanes, K 4") { test_match_seq<32, 4, Vxl_match_seq>(500000); }
  SECTION("32 lanes, K 1") { test_match_seq<32, 1, Vxl_match_seq_k1>(40000); }
  SECTION("64 lanes, K 4") { test_match_seq<64, 4, Vxl_match_seq_n64k4>(20000); }
}

TEST_CASE("match: the clocked top (xl_party_unit), all-pairs and sequential, in a stream", "[match][arch]") {
  for (const bool bp : {false, true}) {
    const uint64_t ops = bp ? 25000 : 100000;
    run_collective_stream<8, Vxl_party_match_n8>({collective::stream_name("match arch all-pairs 8", bp), bp, ops},
                                                1, random_match);
    run_collective_stream<8, Vxl_party_match_seq_n8k4>({collective::stream_name("match arch seq 8 K4", bp), bp, ops},
                                                      2, random_match);
  }
}
