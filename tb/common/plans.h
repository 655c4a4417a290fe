// SPDX-License-Identifier: Apache-2.0
// The stimulus of the RTL unit tests, as generators: the Catch2 tests (tb/rtl), the mutation
// runner (tb/mutate) and the functional coverage collector (tb/coverage) all take their
// transactions from here, so that mutation and coverage judge exactly what the tests drive.
//
// A plan calls `visit(index, transaction)` for each transaction and stops early when it
// returns false; the plan then returns false. Plans with a stream name draw from
// verif::make_rng(name) under the master seed, as the tests always have.
#pragma once

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "isa/isa.h"
#include "verif/corners.h"
#include "verif/seed.h"
#include "verif/stimulus.h"

namespace xlane::tb::plan {

// ---------------------------------------------------------------------------------------
// shf: every variant over every class of shift amount, then random
// ---------------------------------------------------------------------------------------

/// c = 0..95, and c values with only high bits set (0x20, 0x40, ... 0x80000000,
/// 0xffffffe0, ...): c reaches n only through "c >= 32" and c[4:0]. Each with data that
/// tells every bit position apart, and again with random data. Stream "shf sweep".
template <class Visit>
bool shf_sweep(Visit&& visit) {
  auto rng = verif::make_rng("shf sweep");
  std::vector<uint32_t> amounts;
  for (uint32_t c = 0; c < 96; ++c) amounts.push_back(c);
  for (unsigned bit = 5; bit < 32; ++bit) {
    amounts.push_back(1u << bit);            // only a high bit: clamp -> 32, wrap -> 0
    amounts.push_back((1u << bit) | 0x1fu);  // wrap -> 31
    amounts.push_back(~0u << bit);           // 0xffffffe0 ...
  }
  const uint32_t data[][2] = {{0x76543210u, 0xfedcba98u}, {0x00000001u, 0x80000000u},
                              {0xffffffffu, 0x00000000u}, {0x00000000u, 0xffffffffu}};
  uint64_t index = 0;
  for (unsigned variant = 0; variant < 4; ++variant) {
    for (const uint32_t c : amounts) {
      for (const auto& ab : data) {
        isa::ShfOp t{(variant & 2u) != 0, (variant & 1u) != 0, ab[0], ab[1], c};
        if (!visit(index++, t)) return false;
        t.a = static_cast<uint32_t>(rng());
        t.b = static_cast<uint32_t>(rng());
        if (!visit(index++, t)) return false;
      }
    }
  }
  return true;
}

/// `count` operations, operation i made by `make(rng, i)` with the stream `name`.
template <class Make, class Visit>
bool indexed_plan(const std::string& name, uint64_t count, Make make, Visit&& visit) {
  auto rng = verif::make_rng(name);
  for (uint64_t i = 0; i < count; ++i) {
    if (!visit(i, make(rng, i))) return false;
  }
  return true;
}

/// `count` operations drawn by `draw(rng)` from the stream `name`.
template <class Draw, class Visit>
bool random_plan(const std::string& name, uint64_t count, Draw draw, Visit&& visit) {
  return indexed_plan(name, count, [&draw](std::mt19937_64& rng, uint64_t) { return draw(rng); }, visit);
}

/// The random plan of a one-word unit: `count` operations drawn by `draw` from stream
/// `name`, each to `visit(index, op)`.
template <class Draw>
constexpr auto random_of(const char* name, Draw draw) {
  return [name, draw](uint64_t count, auto&& visit) { return random_plan(name, count, draw, visit); };
}

/// The random plan of a warp-wide collective: `count` operations over `lanes` lanes drawn
/// by `draw(rng, lanes)` from stream "<name> <lanes>", each to `visit(index, op)`.
template <class Draw>
constexpr auto random_over_lanes(const char* name, Draw draw) {
  return [name, draw](unsigned lanes, uint64_t count, auto&& visit) {
    return random_plan(std::string(name) + " " + std::to_string(lanes), count,
                       [&](std::mt19937_64& rng) { return draw(rng, lanes); }, visit);
  };
}

/// `count` random shf, biased to 0 / 31 / 32 / 33 / huge. Stream "shf random".
inline constexpr auto shf_random = random_of("shf random", verif::random_shf);

// ---------------------------------------------------------------------------------------
// SHUF: every control word, then random
// ---------------------------------------------------------------------------------------

/// All 8192 control words, each with bytes whose bit 7 is set and clear in every position,
/// and with random words and garbage in control bits 31..13. Stream "shuf sweep".
template <class Visit>
bool shuf_sweep(Visit&& visit) {
  auto rng = verif::make_rng("shuf sweep");
  const uint32_t fixed[] = {0x12349abcu, 0xdef05678u, 0x80808080u, 0x7f7f7f7fu,
                            0x807f807fu, 0x7f807f80u, 0xff000000u, 0x000000ffu};
  uint64_t index = 0;
  for (uint32_t ctrl = 0; ctrl < 8192; ++ctrl) {
    for (const uint32_t a : fixed) {
      if (!visit(index++, isa::ShufOp{a, ctrl})) return false;
    }
    for (int i = 0; i < 8; ++i) {
      const uint32_t garbage = static_cast<uint32_t>(rng()) & ~0x1fffu;
      if (!visit(index++, isa::ShufOp{static_cast<uint32_t>(rng()), ctrl | garbage})) return false;
    }
  }
  return true;
}

/// `count` random SHUF. Stream "shuf random".
inline constexpr auto shuf_random = random_of("shuf random", verif::random_shuf);

// ---------------------------------------------------------------------------------------
// prmt: every selector of every mode, then random
// ---------------------------------------------------------------------------------------

/// Every mode: the default over all 65,536 selectors c[15:0], the others over c[1:0]; each
/// with {b, a} whose bytes are their own numbers (so a result names the bytes it took),
/// with bytes whose sign bits alternate, and with random words and garbage in c[31:16].
/// Stream "prmt sweep".
template <class Visit>
bool prmt_sweep(Visit&& visit) {
  auto rng = verif::make_rng("prmt sweep");
  const uint32_t fixed[][2] = {{0x03020100u, 0x07060504u}, {0x807f807fu, 0x7f807f80u}, {0xff00ff00u, 0x00ff00ffu}};
  uint64_t index = 0;
  for (unsigned m = 0; m < 7; ++m) {
    const auto mode = static_cast<model::PrmtMode>(m);
    const uint32_t selectors = mode == model::PrmtMode::Default ? 0x10000u : 4u;
    for (uint32_t c = 0; c < selectors; ++c) {
      for (const auto& ab : fixed) {
        if (!visit(index++, isa::PrmtOp{mode, ab[0], ab[1], c})) return false;
      }
      const uint32_t garbage = static_cast<uint32_t>(rng()) & ~(selectors - 1);
      const isa::PrmtOp r{mode, static_cast<uint32_t>(rng()), static_cast<uint32_t>(rng()), c | garbage};
      if (!visit(index++, r)) return false;
    }
  }
  return true;
}

/// `count` random prmt. Stream "prmt random".
inline constexpr auto prmt_random = random_of("prmt random", verif::random_prmt);

// ---------------------------------------------------------------------------------------
// vote.sync, match.sync, redux.sync: every input (or corner) at 2 lanes, then random
// ---------------------------------------------------------------------------------------

/// Every input of a 2-lane vote: each form, with and without !a, every predicate, active
/// and member mask (512 operations; a and b of the lanes beyond bit 0 random).
template <class Visit>
bool vote_exhaustive2(Visit&& visit) {
  // i = mode * 128 + bits, bits = {member[1:0], active[1:0], pred[1:0], negate}
  return indexed_plan("vote exhaustive 2", 4 * 128, [](std::mt19937_64& rng, uint64_t i) {
    const unsigned bits = static_cast<unsigned>(i % 128);
    isa::VoteOp v;
    v.mode = static_cast<model::VoteMode>(i / 128);
    v.negate = bits & 1u;
    v.ops.lanes = 2;
    for (unsigned l = 0; l < 2; ++l) v.ops.a[l] = (static_cast<uint32_t>(rng()) & ~1u) | ((bits >> (1 + l)) & 1u);
    v.ops.active = (bits >> 3) & 3u;
    v.ops.member = (bits >> 5) & 3u;
    return v;
  }, visit);
}

/// `vote_random(lanes, count, visit)`: `count` random votes over `lanes` lanes
/// (verif::random_vote). Stream "vote random N".
inline constexpr auto vote_random = random_over_lanes("vote random", verif::random_vote);

/// Every form (.any / .all x .b32 / .b64), active and member mask of a 2-lane match, each
/// with every pair of six keys {b, a}: three low words (two differing in bit 0, two in bit
/// 31) times two high words (differing in bit 31). A pair of keys is equal, equal in the low
/// word only (.b64 tells them apart, .b32 does not) or different in the low word (4 x 16 x
/// 36 = 2,304 operations).
template <class Visit>
bool match_corners2(Visit&& visit) {
  static constexpr uint32_t kLow[] = {0x6b8e0d35u, 0x6b8e0d34u, 0xeb8e0d35u};
  static constexpr uint32_t kHigh[] = {0x1c2d3e4fu, 0x9c2d3e4fu};
  // i = form * 576 + masks * 36 + key0 * 6 + key1, form = {all, b64}, masks = {member[1:0],
  // active[1:0]}, key = low * 2 + high
  return indexed_plan("match corners 2", 4 * 16 * 36, [](std::mt19937_64&, uint64_t i) {
    isa::MatchOp m;
    m.all = (i / 576) & 2u;
    m.b64 = (i / 576) & 1u;
    m.ops.lanes = 2;
    m.ops.active = (i / 36) & 3u;
    m.ops.member = (i / 144) & 3u;
    const uint64_t key[2] = {(i % 36) / 6, i % 6};
    for (unsigned l = 0; l < 2; ++l) {
      m.ops.a[l] = kLow[key[l] / 2];
      m.ops.b[l] = kHigh[key[l] % 2];
    }
    return m;
  }, visit);
}

/// `match_random(lanes, count, visit)`: `count` random matches over `lanes` lanes
/// (verif::random_match). Stream "match random N".
inline constexpr auto match_random = random_over_lanes("match random", verif::random_match);

/// Every operation, active and member mask of a 2-lane reduction, each with every pair of
/// values from the ends of the unsigned and signed orders and a few between (8 x 16 x 64
/// = 8,192 operations).
template <class Visit>
bool redux_corners2(Visit&& visit) {
  static constexpr uint32_t kValues[] = {0u,          1u,          2u,          0x7ffffffeu,
                                         0x7fffffffu, 0x80000000u, 0x80000001u, 0xffffffffu};
  // i = op * 1024 + masks * 64 + pair, masks = {member[1:0], active[1:0]}
  return indexed_plan("redux corners 2", 8 * 16 * 64, [](std::mt19937_64&, uint64_t i) {
    isa::ReduxOp r;
    r.op = static_cast<model::ReduxOp>(i / 1024);
    r.ops.lanes = 2;
    r.ops.active = (i / 64) & 3u;
    r.ops.member = (i / 256) & 3u;
    r.ops.a[0] = kValues[i & 7u];
    r.ops.a[1] = kValues[(i >> 3) & 7u];
    return r;
  }, visit);
}

/// `redux_random(lanes, count, visit)`: `count` random reductions over `lanes` lanes
/// (verif::random_redux). Stream "redux random N".
inline constexpr auto redux_random = random_over_lanes("redux random", verif::random_redux);

// ---------------------------------------------------------------------------------------
// shfl
// ---------------------------------------------------------------------------------------

/// The worked corner cases of docs/spec.md over 32 lanes, each as plain shfl and as
/// shfl.sync, every lane with the corner's b and c and its own value 0xa0000000 | lane.
/// `visit(index, corner, op)`: lane `corner.lane` must read lane `corner.j` with p =
/// `corner.p` (the spec's values, not the model's).
template <class Visit>
bool shfl_corners(Visit&& visit) {
  std::vector<verif::ShflCorner> corners(verif::kShflCorners.begin(), verif::kShflCorners.end());
  corners.insert(corners.end(), verif::kShflExtraCorners.begin(), verif::kShflExtraCorners.end());
  uint64_t index = 0;
  for (const verif::ShflCorner& k : corners) {
    for (const bool sync : {false, true}) {
      isa::ShflOp op;
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

/// Exhaustive lane logic: the lane logic is a function of (lane, mode, b[LaneBits-1:0],
/// c[8+LaneBits-1:0]) only, and every lane sees every (mode, b, c) once. Lane values are
/// distinct (also when cut to a few bits), so d tells which lane was read.
template <unsigned Lanes, class Visit>
bool shfl_exhaustive(std::mt19937_64& rng, Visit&& visit) {
  constexpr unsigned kBits = model::lane_bits(Lanes);
  constexpr uint64_t kCombos = uint64_t{1} << (kBits + 8 + kBits);  // b x c
  uint64_t index = 0;
  for (unsigned mode = 0; mode < 4; ++mode) {
    for (uint64_t e = 0; e < kCombos; ++e) {
      isa::ShflOp op;
      op.lanes = Lanes;
      op.mode = static_cast<isa::ShflMode>(mode);
      op.sync = (e & 1u) != 0;
      const uint32_t salt = static_cast<uint32_t>(rng()) << 6;
      for (unsigned l = 0; l < Lanes; ++l) {
        const uint64_t k = (e + uint64_t{l} * 0x9e37u) % kCombos;  // lane l's combination
        op.b[l] = static_cast<uint32_t>(k & (Lanes - 1));
        op.c[l] = static_cast<uint32_t>(k >> kBits);
        op.a[l] = salt | l;
      }
      if (!visit(index++, op)) return false;
    }
  }
  return true;
}

/// `count` random shfl / shfl.sync over `Lanes` lanes (verif::random_shfl).
template <unsigned Lanes, class Visit>
bool shfl_random(std::mt19937_64& rng, uint64_t count, Visit&& visit) {
  for (uint64_t i = 0; i < count; ++i) {
    if (!visit(i, verif::random_shfl(rng, Lanes))) return false;
  }
  return true;
}

// The named streams of the shuffle tests that mutation and coverage replay.
inline constexpr auto shfl32_exhaustive = [](auto&& v) { auto r = verif::make_rng("shfl exhaustive"); return shfl_exhaustive<32>(r, v); };
inline constexpr auto shfl32_random = [](uint64_t n, auto&& v) { auto r = verif::make_rng("shfl random 32"); return shfl_random<32>(r, n, v); };
inline constexpr auto shfl8_exhaustive = [](auto&& v) { auto r = verif::make_rng("shfl exhaustive 8"); return shfl_exhaustive<8>(r, v); };
inline constexpr auto shfl8_random = [](uint64_t n, auto&& v) { auto r = verif::make_rng("shfl random 8"); return shfl_random<8>(r, n, v); };

}  // namespace xlane::tb::plan
