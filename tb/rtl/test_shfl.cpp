// Differential tests of the shuffle unit (xl_shfl) against the golden model.
//
// TEST RATIONALE
// - Directed: every worked corner case of semantics.md, checked against the spec's own
//   j and p (not the model), in every lane position the case names.
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
#include "check.h"
#include "corners.h"
#include "dut.h"
#include "scoreboard.h"
#include "seed.h"
#include "stimulus.h"

namespace {

using namespace xlane;
using namespace xlane::tb;

// Runs one operation on a combinational shuffle and records it on the scoreboard.
template <unsigned Lanes, unsigned Width, class V>
void check_one(Dut<V>& dut, Scoreboard& sb, uint64_t index, model::ShflOp op) {
  if constexpr (Width < 32) {
    for (unsigned l = 0; l < Lanes; ++l) op.a[l] &= (1u << Width) - 1;
  }
  drive_shfl<Lanes, Width>(*dut, op);
  dut.eval();
  const model::ShflResult got = read_shfl<Lanes, Width>(*dut);
  const model::ShflResult exp = model::shfl(op);
  const auto mismatches = compare_shfl(op, exp, got);
  sb.add(index, mismatches, [&] { return format_shfl(op, exp, got, mismatches); });
}

// The same for a shuffle built with UndefFlags = 0: its flags must be 0, and the model's
// undefined masks still say which d and p are don't-cares.
template <unsigned Lanes, unsigned Width, class V>
void check_one_noflags(Dut<V>& dut, Scoreboard& sb, uint64_t index, model::ShflOp op) {
  if constexpr (Width < 32) {
    for (unsigned l = 0; l < Lanes; ++l) op.a[l] &= (1u << Width) - 1;
  }
  drive_shfl<Lanes, Width>(*dut, op);
  dut.eval();
  const model::ShflResult raw = read_shfl<Lanes, Width>(*dut);
  const model::ShflResult exp = model::shfl(op);
  model::ShflResult got = raw;
  got.d_undef = exp.d_undef;  // compared below: the RTL's must be 0
  got.p_undef = exp.p_undef;
  auto mismatches = compare_shfl(op, exp, got);
  for (unsigned l = 0; l < Lanes; ++l) {
    if ((raw.d_undef >> l) & 1u) mismatches.push_back({l, "d_undef (UndefFlags=0)", 0, 1});
    if ((raw.p_undef >> l) & 1u) mismatches.push_back({l, "p_undef (UndefFlags=0)", 0, 1});
  }
  sb.add(index, mismatches, [&] { return format_shfl(op, exp, raw, mismatches); });
}

// Every lane sees every (mode, b[LaneBits-1:0], c[8+LaneBits-1:0]) combination once.
template <unsigned Lanes, unsigned Width, bool Flags = true, class V>
void exhaustive_lane_logic(Dut<V>& dut, Scoreboard& sb, std::mt19937_64& rng) {
  constexpr unsigned kBits = model::lane_bits(Lanes);
  constexpr uint64_t kCombos = uint64_t{1} << (kBits + 8 + kBits);  // b x c
  uint64_t index = 0;
  for (unsigned mode = 0; mode < 4; ++mode) {
    for (uint64_t e = 0; e < kCombos; ++e) {
      model::ShflOp op;
      op.lanes = Lanes;
      op.mode = static_cast<model::ShflMode>(mode);
      op.sync = (e & 1u) != 0;
      const uint32_t salt = static_cast<uint32_t>(rng()) << 6;
      for (unsigned l = 0; l < Lanes; ++l) {
        const uint64_t k = (e + uint64_t{l} * 0x9e37u) % kCombos;  // lane l's combination
        op.b[l] = static_cast<uint32_t>(k & (Lanes - 1));
        op.c[l] = static_cast<uint32_t>(k >> kBits);
        op.a[l] = salt | l;  // distinct in every lane, also when cut to Width bits
      }
      if constexpr (Flags) {
        check_one<Lanes, Width>(dut, sb, index++, op);
      } else {
        check_one_noflags<Lanes, Width>(dut, sb, index++, op);
      }
    }
  }
}

template <unsigned Lanes, unsigned Width, class V>
void random_ops_on(Dut<V>& dut, Scoreboard& sb, std::mt19937_64& rng, uint64_t count) {
  for (uint64_t i = 0; i < count; ++i) check_one<Lanes, Width>(dut, sb, i, random_shfl(rng, Lanes));
}

}  // namespace

TEST_CASE("shfl: worked corner cases of semantics.md on the RTL", "[shfl][directed]") {
  INFO("reproduce: " << repro_command(Catch::getResultCapture().getCurrentTestName()));
  Dut<Vxl_shfl> dut;
  std::vector<ShflCorner> corners(kShflCorners.begin(), kShflCorners.end());
  corners.insert(corners.end(), kShflExtraCorners.begin(), kShflExtraCorners.end());
  for (const ShflCorner& k : corners) {
    for (const bool sync : {false, true}) {
      model::ShflOp op;
      op.mode = k.mode;
      op.sync = sync;
      for (unsigned l = 0; l < 32; ++l) {
        op.a[l] = 0xa0000000u | l;
        op.b[l] = k.b;
        op.c[l] = k.c;
      }
      drive_shfl<32, 32>(*dut, op);
      dut.eval();
      const model::ShflResult got = read_shfl<32, 32>(*dut);
      INFO(k.name << (sync ? " (shfl.sync)" : " (shfl)") << " lane " << k.lane);
      CHECK(got.d[k.lane] == (0xa0000000u | k.j));
      CHECK(((got.p >> k.lane) & 1u) == (k.p ? 1u : 0u));
      CHECK(got.written == 0xffffffffull);
      CHECK(got.d_undef == 0);
      CHECK(got.p_undef == 0);
    }
  }
}

TEST_CASE("shfl: exhaustive lane logic, mode x b[4:0] x c[12:0] in every lane", "[shfl][exhaustive]") {
  Dut<Vxl_shfl> dut;
  auto rng = make_rng("shfl exhaustive");
  Scoreboard sb("xl_shfl 32x32 exhaustive", 32);
  exhaustive_lane_logic<32, 32>(dut, sb, rng);
  require_clean(sb);
}

TEST_CASE("shfl: random operations, 32 lanes", "[shfl][random]") {
  Dut<Vxl_shfl> dut;
  auto rng = make_rng("shfl random 32");
  Scoreboard sb("xl_shfl 32x32 random", 32);
  random_ops_on<32, 32>(dut, sb, rng, random_ops(1000000));
  require_clean(sb);
}

TEST_CASE("shfl: exhaustive lane logic, 8 lanes of 16 bits", "[shfl8][exhaustive]") {
  Dut<Vxl_shfl_n8w16> dut;
  auto rng = make_rng("shfl exhaustive 8");
  Scoreboard sb("xl_shfl 8x16 exhaustive", 8);
  exhaustive_lane_logic<8, 16>(dut, sb, rng);
  require_clean(sb);
}

TEST_CASE("shfl: random operations, 8 lanes of 16 bits", "[shfl8][random]") {
  Dut<Vxl_shfl_n8w16> dut;
  auto rng = make_rng("shfl random 8");
  Scoreboard sb("xl_shfl 8x16 random", 8);
  random_ops_on<8, 16>(dut, sb, rng, random_ops(1000000));
  require_clean(sb);
}

TEST_CASE("shfl: 2 lanes of 8 bits, exhaustive and random", "[shflx]") {
  Dut<Vxl_shfl_n2w8> dut;
  auto rng = make_rng("shfl 2 lanes");
  Scoreboard sb("xl_shfl 2x8", 2);
  exhaustive_lane_logic<2, 8>(dut, sb, rng);
  random_ops_on<2, 8>(dut, sb, rng, random_ops(200000));
  require_clean(sb);
}

TEST_CASE("shfl: 64 lanes, random", "[shflx]") {
  Dut<Vxl_shfl_n64> dut;
  auto rng = make_rng("shfl 64 lanes");
  Scoreboard sb("xl_shfl 64x32", 64);
  random_ops_on<64, 32>(dut, sb, rng, random_ops(200000));
  require_clean(sb);
}

TEST_CASE("shfl: without the undefined flags (UndefFlags = 0): exhaustive lane logic and random", "[shflx]") {
  Dut<Vxl_shfl_noflags> dut;
  auto rng = make_rng("shfl noflags");
  Scoreboard sb("xl_shfl 32x32 UndefFlags=0", 32);
  exhaustive_lane_logic<32, 32, false>(dut, sb, rng);
  for (uint64_t i = 0, n = random_ops(200000); i < n; ++i) {
    check_one_noflags<32, 32>(dut, sb, i, random_shfl(rng, 32));
  }
  require_clean(sb);
}
