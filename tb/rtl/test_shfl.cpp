// SPDX-License-Identifier: Apache-2.0
// Differential tests of the shuffle unit (xl_shfl) against the golden model.
//
// TEST RATIONALE
// - Directed: every worked corner case of docs/spec.md, checked against the spec's own
//   j and p (not the model), in the lane the case names.
// - Exhaustive lane logic: the lane logic is a function of (lane, mode, b[4:0], c[12:0])
//   only (b and c bits above those are provably unused: the random test sets them). Every
//   lane sees every (mode, b, c) once: 4 x 32 x 8192 operations of 32 lanes. Lane values
//   are distinct, so d tells which lane was read.
// - Random: 1,000,000 operations biased to the corners (partial active and member masks,
//   CUDA segment widths including non-powers of two, b >= 32, c > 32, per-lane b and c),
//   comparing d, p, write enables and both undefined flags on every lane.
// - A non-default build (8 lanes of 16 bits) gets the same exhaustive and random tests,
//   and so do the ends of the lane-count range: 2 lanes of 8 bits (exhaustive and
//   random) and 64 lanes (random only: its exhaustive space is 4 x 64 x 2^14).
// - UndefFlags = 0 (no d_undef_o / p_undef_o): the flags must read 0 on every lane, and d
//   and p must still match the model wherever the spec defines them (the model's undefined
//   masks remain the don't-cares); exhaustive lane logic and random.
#include <catch2/catch.hpp>

#include "Vxl_shfl.h"
#include "Vxl_shfl_n2w8.h"
#include "Vxl_shfl_n64.h"
#include "Vxl_shfl_n8w16.h"
#include "Vxl_shfl_noflags.h"
#include "common/catch_check.h"
#include "common/plans.h"
#include "common/rtl_check.h"

namespace {

using namespace xlane;
using namespace xlane::tb;

// A shuffle test: `plan` over a fresh model V, each operation through check_shfl.
template <class V, unsigned Lanes, unsigned Width, bool Flags = true, class Plan>
void run(const std::string& unit, Plan plan) {
  run_checked<V>(unit, Lanes, plan, check_shfl<Lanes, Width, Flags, V>);
}

}  // namespace

TEST_CASE("shfl: worked corner cases of the spec on the RTL", "[shfl][directed]") {
  run_checked<Vxl_shfl>("xl_shfl 32x32 corner cases", 32, [](auto v) { plan::shfl_corners(v); },
                        check_shfl_corner<Vxl_shfl>);
}

TEST_CASE("shfl: exhaustive lane logic, mode x b[4:0] x c[12:0] in every lane", "[shfl][exhaustive]") {
  run<Vxl_shfl, 32, 32>("xl_shfl 32x32 exhaustive", [](auto v) { plan::shfl32_exhaustive(v); });
}

TEST_CASE("shfl: random operations, 32 lanes", "[shfl][random]") {
  run<Vxl_shfl, 32, 32>("xl_shfl 32x32 random", [](auto v) { plan::shfl32_random(random_ops(1000000), v); });
}

TEST_CASE("shfl: exhaustive lane logic, 8 lanes of 16 bits", "[shfl8][exhaustive]") {
  run<Vxl_shfl_n8w16, 8, 16>("xl_shfl 8x16 exhaustive", [](auto v) { plan::shfl8_exhaustive(v); });
}

TEST_CASE("shfl: random operations, 8 lanes of 16 bits", "[shfl8][random]") {
  run<Vxl_shfl_n8w16, 8, 16>("xl_shfl 8x16 random", [](auto v) { plan::shfl8_random(random_ops(1000000), v); });
}

TEST_CASE("shfl: 2 lanes of 8 bits, exhaustive and random", "[shflx]") {
  run<Vxl_shfl_n2w8, 2, 8>("xl_shfl 2x8", [](auto v) {
    auto rng = verif::make_rng("shfl 2 lanes");
    plan::shfl_exhaustive<2>(rng, v);
    plan::shfl_random<2>(rng, random_ops(200000), v);
  });
}

TEST_CASE("shfl: 64 lanes, random", "[shflx]") {
  run<Vxl_shfl_n64, 64, 32>("xl_shfl 64x32", [](auto v) {
    auto rng = verif::make_rng("shfl 64 lanes");
    plan::shfl_random<64>(rng, random_ops(200000), v);
  });
}

TEST_CASE("shfl: without the undefined flags (UndefFlags = 0): exhaustive lane logic and random", "[shflx]") {
  run<Vxl_shfl_noflags, 32, 32, false>("xl_shfl 32x32 UndefFlags=0", [](auto v) {
    auto rng = verif::make_rng("shfl noflags");
    plan::shfl_exhaustive<32>(rng, v);
    plan::shfl_random<32>(rng, random_ops(200000), v);
  });
}
