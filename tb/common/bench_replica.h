// The RTL tests' stimulus as generators, for the programs that must see exactly what the
// tests drive without being the tests: the mutation runner (tb/mutate/mutate_runner.cpp,
// one replay per mutant) and the functional coverage collector (tb/common/fcov.*).
//
// FIXED TEST-BENCH REPLICA: each function restates one phase of tb/rtl/test_shfl.cpp or
// tb/rtl/test_shf_shuf.cpp: the same loops, the same generators (stimulus.h), the same
// per-test random stream (make_rng of the same test name under the master seed). The
// Catch2 test cases own their Dut and stop at the first failed REQUIRE, so they cannot be
// called per mutant; when a test's stimulus changes, change its phase here too.
//
// Every generator calls `visit(index, transaction)` and stops early when it returns false;
// it returns false if it was stopped.
#pragma once

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "corners.h"
#include "seed.h"
#include "stimulus.h"
#include "xlane_model.h"

namespace xlane::tb::replica {

/// test_shf_shuf.cpp "shf: every variant over every shift amount class" (stream "shf sweep").
template <class Visit>
bool shf_sweep(Visit&& visit) {
  auto rng = make_rng("shf sweep");
  std::vector<uint32_t> amounts;
  for (uint32_t c = 0; c < 96; ++c) amounts.push_back(c);
  for (unsigned bit = 5; bit < 32; ++bit) {
    amounts.push_back(1u << bit);
    amounts.push_back((1u << bit) | 0x1fu);
    amounts.push_back(~0u << bit);
  }
  const uint32_t data[][2] = {{0x76543210u, 0xfedcba98u}, {0x00000001u, 0x80000000u},
                              {0xffffffffu, 0x00000000u}, {0x00000000u, 0xffffffffu}};
  uint64_t index = 0;
  for (unsigned variant = 0; variant < 4; ++variant) {
    for (const uint32_t c : amounts) {
      for (const auto& ab : data) {
        ShfTxn t{(variant & 2u) != 0, (variant & 1u) != 0, ab[0], ab[1], c};
        if (!visit(index++, t)) return false;
        t.a = static_cast<uint32_t>(rng());
        t.b = static_cast<uint32_t>(rng());
        if (!visit(index++, t)) return false;
      }
    }
  }
  return true;
}

/// test_shf_shuf.cpp "shf: random operations" (stream "shf random").
template <class Visit>
bool shf_random(uint64_t count, Visit&& visit) {
  auto rng = make_rng("shf random");
  for (uint64_t i = 0; i < count; ++i) {
    if (!visit(i, random_shf(rng))) return false;
  }
  return true;
}

/// test_shf_shuf.cpp "shuf: all 8192 control words" (stream "shuf sweep").
template <class Visit>
bool shuf_sweep(Visit&& visit) {
  auto rng = make_rng("shuf sweep");
  const uint32_t fixed[] = {0x12349abcu, 0xdef05678u, 0x80808080u, 0x7f7f7f7fu,
                            0x807f807fu, 0x7f807f80u, 0xff000000u, 0x000000ffu};
  uint64_t index = 0;
  for (uint32_t ctrl = 0; ctrl < 8192; ++ctrl) {
    for (const uint32_t a : fixed) {
      if (!visit(index++, ShufTxn{a, ctrl})) return false;
    }
    for (int i = 0; i < 8; ++i) {
      const uint32_t garbage = static_cast<uint32_t>(rng()) & ~0x1fffu;
      if (!visit(index++, ShufTxn{static_cast<uint32_t>(rng()), ctrl | garbage})) return false;
    }
  }
  return true;
}

/// test_shf_shuf.cpp "shuf: random operations" (stream "shuf random").
template <class Visit>
bool shuf_random(uint64_t count, Visit&& visit) {
  auto rng = make_rng("shuf random");
  for (uint64_t i = 0; i < count; ++i) {
    if (!visit(i, random_shuf(rng))) return false;
  }
  return true;
}

/// test_shfl.cpp "shfl: worked corner cases of semantics.md on the RTL" (32 lanes): each
/// corner as plain shfl and as shfl.sync, every lane with the corner's b and c. The test
/// checks lane `corner.lane` against the spec's j and p (not the model).
template <class Visit>
bool shfl_directed(Visit&& visit) {
  std::vector<ShflCorner> corners(kShflCorners.begin(), kShflCorners.end());
  corners.insert(corners.end(), kShflExtraCorners.begin(), kShflExtraCorners.end());
  uint64_t index = 0;
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
      if (!visit(index++, k, op)) return false;
    }
  }
  return true;
}

/// test_shfl.cpp exhaustive_lane_logic: every lane sees every (mode, b, c) once. `name` is
/// the test's stream ("shfl exhaustive", "shfl exhaustive 8").
template <unsigned Lanes, class Visit>
bool shfl_exhaustive(const std::string& name, Visit&& visit) {
  auto rng = make_rng(name);
  constexpr unsigned kBits = model::lane_bits(Lanes);
  constexpr uint64_t kCombos = uint64_t{1} << (kBits + 8 + kBits);
  uint64_t index = 0;
  for (unsigned mode = 0; mode < 4; ++mode) {
    for (uint64_t e = 0; e < kCombos; ++e) {
      model::ShflOp op;
      op.lanes = Lanes;
      op.mode = static_cast<model::ShflMode>(mode);
      op.sync = (e & 1u) != 0;
      const uint32_t salt = static_cast<uint32_t>(rng()) << 6;
      for (unsigned l = 0; l < Lanes; ++l) {
        const uint64_t k = (e + uint64_t{l} * 0x9e37u) % kCombos;
        op.b[l] = static_cast<uint32_t>(k & (Lanes - 1));
        op.c[l] = static_cast<uint32_t>(k >> kBits);
        op.a[l] = salt | l;
      }
      if (!visit(index++, op)) return false;
    }
  }
  return true;
}

/// test_shfl.cpp random_ops_on: `count` random_shfl operations. `name` is the test's
/// stream ("shfl random 32", "shfl random 8").
template <unsigned Lanes, class Visit>
bool shfl_random(const std::string& name, uint64_t count, Visit&& visit) {
  auto rng = make_rng(name);
  for (uint64_t i = 0; i < count; ++i) {
    if (!visit(i, random_shfl(rng, Lanes))) return false;
  }
  return true;
}

}  // namespace xlane::tb::replica
