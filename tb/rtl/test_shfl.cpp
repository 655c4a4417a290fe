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
using harness::Dut;
using verif::Scoreboard;

// A plan visitor that checks every transaction on `dut`.
template <unsigned Lanes, unsigned Width, bool Flags = true, class V>
auto checker(Dut<V>& dut, Scoreboard& sb) {
  return [&dut, &sb](uint64_t i, const isa::ShflOp& op) {
    check_shfl<Lanes, Width, Flags>(dut, sb, i, op);
    return true;
  };
}

}  // namespace

TEST_CASE("shfl: worked corner cases of the spec on the RTL", "[shfl][directed]") {
  Dut<Vxl_shfl> dut;
  Scoreboard sb("xl_shfl 32x32 corner cases", 32);
  plan::shfl_corners([&](uint64_t i, const verif::ShflCorner& k, const isa::ShflOp& op) {
    check_shfl_corner(dut, sb, i, k, op);
    return true;
  });
  require_clean(sb);
}

TEST_CASE("shfl: exhaustive lane logic, mode x b[4:0] x c[12:0] in every lane", "[shfl][exhaustive]") {
  Dut<Vxl_shfl> dut;
  Scoreboard sb("xl_shfl 32x32 exhaustive", 32);
  plan::shfl32_exhaustive(checker<32, 32>(dut, sb));
  require_clean(sb);
}

TEST_CASE("shfl: random operations, 32 lanes", "[shfl][random]") {
  Dut<Vxl_shfl> dut;
  Scoreboard sb("xl_shfl 32x32 random", 32);
  plan::shfl32_random(random_ops(1000000), checker<32, 32>(dut, sb));
  require_clean(sb);
}

TEST_CASE("shfl: exhaustive lane logic, 8 lanes of 16 bits", "[shfl8][exhaustive]") {
  Dut<Vxl_shfl_n8w16> dut;
  Scoreboard sb("xl_shfl 8x16 exhaustive", 8);
  plan::shfl8_exhaustive(checker<8, 16>(dut, sb));
  require_clean(sb);
}

TEST_CASE("shfl: random operations, 8 lanes of 16 bits", "[shfl8][random]") {
  Dut<Vxl_shfl_n8w16> dut;
  Scoreboard sb("xl_shfl 8x16 random", 8);
  plan::shfl8_random(random_ops(1000000), checker<8, 16>(dut, sb));
  require_clean(sb);
}

TEST_CASE("shfl: 2 lanes of 8 bits, exhaustive and random", "[shflx]") {
  Dut<Vxl_shfl_n2w8> dut;
  auto rng = verif::make_rng("shfl 2 lanes");
  Scoreboard sb("xl_shfl 2x8", 2);
  plan::shfl_exhaustive<2>(rng, checker<2, 8>(dut, sb));
  plan::shfl_random<2>(rng, random_ops(200000), checker<2, 8>(dut, sb));
  require_clean(sb);
}

TEST_CASE("shfl: 64 lanes, random", "[shflx]") {
  Dut<Vxl_shfl_n64> dut;
  auto rng = verif::make_rng("shfl 64 lanes");
  Scoreboard sb("xl_shfl 64x32", 64);
  plan::shfl_random<64>(rng, random_ops(200000), checker<64, 32>(dut, sb));
  require_clean(sb);
}

TEST_CASE("shfl: without the undefined flags (UndefFlags = 0): exhaustive lane logic and random", "[shflx]") {
  Dut<Vxl_shfl_noflags> dut;
  auto rng = verif::make_rng("shfl noflags");
  Scoreboard sb("xl_shfl 32x32 UndefFlags=0", 32);
  plan::shfl_exhaustive<32>(rng, checker<32, 32, false>(dut, sb));
  plan::shfl_random<32>(rng, random_ops(200000), checker<32, 32, false>(dut, sb));
  require_clean(sb);
}
