// SPDX-License-Identifier: Apache-2.0
// Catch2 v2 unit tests of the xlane golden model: SHUF, shf funnel shift, shfl / shfl.sync.
//
// TEST RATIONALE
// Every expected value comes from the specification's examples and tables (docs/spec.md),
// from its worked corner cases, or from plain arithmetic written here
// independently of the model (bit-by-bit references, 128-bit integers, CUDA lane arithmetic);
// none was produced by running the model. The cases suffice because:
// - SHUF: all eight rows of the example table, both sample inputs, with the control word
//   built two ways (shuf_ctrl and the table's bit string); the don't-care, sign-fill-index and
//   ignored-high-bit rules are tested on their own, and all 8192 control words are compared
//   against a byte-wise reference, so no field decoding error can hide.
// - shf: the boundaries where C-like shifts go wrong (n = 0, n = 32, clamp of huge c, wrap
//   of 32/33) in all four variants, then every n < 32 through the documented multi-word
//   programs (128-bit shifts, rotates, extract) against wide-integer references.
// - shfl lane logic: every row of the worked corner-case table (signed .up, 6-bit .down,
//   maxLane vs minLane, segment masks, ignored bits) plus a few hand-computed rows that
//   separate known public bugs, and a random cross-check against the spec's formula.
// - shfl over a warp: the spec's three programs compose 5 shuffles each and only give the
//   right sums if j, p and the read-before-write rule are right on every lane; the
//   undefined/inactive rules are checked case by case and on random ops; the CUDA helpers
//   are checked against CUDA's documented per-segment behaviour; other lane counts and
//   invalid ones exercise the lane_bits generalisation.
#include <catch2/catch.hpp>

#include "verif/corners.h"
#include "verif/f32.h"
#include "verif/examples.h"
#include "verif/seed.h"
#include "model/xlane_model.h"

#include <array>
#include <cstdint>
#include <cstring>
#include <random>
#include <sstream>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

using namespace xlane::model;

namespace {

using Lanes = std::array<uint32_t, kMaxLanes>;
__extension__ typedef unsigned __int128 u128;

// A generator for the running test, derived from the run's master seed (printed at the
// start; --seed reproduces it) and the test's name.
std::mt19937_64 test_rng(uint64_t salt = 0) {
  return xlane::verif::make_rng(Catch::getResultCapture().getCurrentTestName() + "/" + std::to_string(salt));
}

uint32_t rand_u32(std::mt19937_64& rng) { return static_cast<uint32_t>(rng()); }

bool bit(uint64_t mask, unsigned i) { return (mask >> i) & 1u; }

unsigned log2_lanes(unsigned lanes) {
  unsigned bits = 0;
  while ((1u << bits) < lanes) ++bits;
  return bits;
}

// =======================================================================================
// SHUF
// =======================================================================================

constexpr uint32_t kSample0 = xlane::verif::kShufSample0;  // the example table's two sample inputs
constexpr uint32_t kSample1 = xlane::verif::kShufSample1;

// A control word from a row of the example table as printed there, "S F3 I3 F2 I2 F1 I1 F0 I0", most
// significant field first. Each "--" (don't care) takes the next value of `dont_care`.
uint32_t ctrl_from_row(const std::string& row, const std::array<unsigned, 3>& dont_care = {}) {
  std::istringstream fields(row);
  std::string field;
  uint32_t ctrl = 0;
  unsigned width = 0;
  unsigned next_dont_care = 0;
  while (fields >> field) {
    if (field == "--") {
      ctrl = (ctrl << 2) | (dont_care.at(next_dont_care++) & 3u);
      width += 2;
      continue;
    }
    for (char ch : field) {
      REQUIRE((ch == '0' || ch == '1'));
      ctrl = (ctrl << 1) | (ch == '1' ? 1u : 0u);
      ++width;
    }
  }
  REQUIRE(width == 13);
  return ctrl;
}

// The SHUF example table lives in sim/verif/examples.h, shared with the simulation.
using xlane::verif::ShufRow;
const auto& kShufRows = xlane::verif::kShufRows;

// Byte-wise SHUF from the spec's prose: destination byte n is source byte I_n, or, when
// F_n is set, zeros (S = 0) or eight copies of bit 7 of source byte I_n (S = 1).
uint32_t shuf_reference(uint32_t a, uint32_t ctrl) {
  const std::array<uint32_t, 4> bytes = {a & 0xFFu, (a >> 8) & 0xFFu, (a >> 16) & 0xFFu,
                                         a >> 24};
  const bool sign_mode = ctrl & 0x1000u;
  uint32_t d = 0;
  for (unsigned n = 0; n < 4; ++n) {
    const uint32_t selected = bytes[(ctrl >> (3 * n)) & 3u];
    const bool fill = (ctrl >> (3 * n + 2)) & 1u;
    const uint32_t sign_fill = (selected >= 0x80u) ? 0xFFu : 0x00u;
    d |= (fill ? (sign_mode ? sign_fill : 0u) : selected) << (8 * n);
  }
  return d;
}

TEST_CASE("SHUF: every row of the example table with both sample inputs", "[shuf]") {
  for (const ShufRow& row : kShufRows) {
    INFO(row.name);
    const uint32_t ctrl = shuf_ctrl(row.s, row.fill, row.index);
    CHECK(ctrl == ctrl_from_row(row.table_row));
    CHECK(shuf(kSample0, ctrl) == row.out0);
    CHECK(shuf(kSample1, ctrl) == row.out1);
  }
}

TEST_CASE("SHUF: the documented sign-extend-byte control word", "[shuf]") {
  constexpr uint32_t kLiteral = 0b1100100100000;  // shuf s2, s1, #0b1100100100000
  CHECK(kLiteral == shuf_ctrl(true, {0, 1, 1, 1}, {0, 0, 0, 0}));
  CHECK(kLiteral == ctrl_from_row("1 1 00 1 00 1 00 0 00"));
  CHECK(shuf(kSample0, kLiteral) == 0xFFFFFFBCu);
  CHECK(shuf(kSample1, kLiteral) == 0x00000078u);
}

TEST_CASE("SHUF: don't-care index fields do not matter in zero-fill mode", "[shuf]") {
  auto rng = test_rng();
  for (unsigned i3 = 0; i3 < 4; ++i3) {
    for (unsigned i2 = 0; i2 < 4; ++i2) {
      for (unsigned i1 = 0; i1 < 4; ++i1) {
        CAPTURE(i3, i2, i1);
        const uint32_t ctrl = shuf_ctrl(false, {0, 1, 1, 1}, {3, i1, i2, i3});
        CHECK(ctrl == ctrl_from_row("0 1 -- 1 -- 1 -- 0 11", {i3, i2, i1}));
        CHECK(shuf(kSample0, ctrl) == 0x00000012u);
        CHECK(shuf(kSample1, ctrl) == 0x000000DEu);
        const uint32_t a = rand_u32(rng);
        CHECK(shuf(a, ctrl) == (a >> 24));
      }
    }
  }
}

TEST_CASE("SHUF: in sign mode a filled byte copies bit 7 of the selected byte", "[shuf]") {
  // kSample0 bytes 3..0 = 12 34 9A BC: bit 7 is set in bytes 0 and 1 only.
  for (unsigned i = 0; i < 4; ++i) {
    CAPTURE(i);
    const uint32_t expected = ((kSample0 >> (8 * i + 7)) & 1u) ? 0xFFFFFFFFu : 0u;
    CHECK(shuf(kSample0, shuf_ctrl(true, {1, 1, 1, 1}, {i, i, i, i})) == expected);
    CHECK(shuf(kSample0, shuf_ctrl(false, {1, 1, 1, 1}, {i, i, i, i})) == 0u);
  }
  const uint32_t mixed = shuf_ctrl(true, {1, 1, 1, 1}, {0, 2, 1, 3});
  CHECK(shuf(kSample0, mixed) == 0x00FF00FFu);  // signs of bytes 3,1,2,0 = 0,1,0,1
  CHECK(shuf(kSample1, mixed) == 0xFF00FF00u);  // DE F0 56 78: signs 1,0,1,0
  // One filled byte: its index picks the sign source, not the byte's own position.
  CHECK(shuf(0x00000080u, shuf_ctrl(true, {0, 1, 0, 0}, {0, 0, 2, 3})) == 0x0000FF80u);
  CHECK(shuf(0x00000080u, shuf_ctrl(true, {0, 1, 0, 0}, {0, 1, 2, 3})) == 0x00000080u);
}

TEST_CASE("SHUF: control bits 31..13 are ignored", "[shuf]") {
  auto rng = test_rng();
  std::vector<uint32_t> high = {0xFFFFE000u, 0x80000000u, 0x00002000u, 0xAAAAA000u};
  for (int k = 0; k < 16; ++k) high.push_back(rand_u32(rng) & ~0x1FFFu);
  for (const ShufRow& row : kShufRows) {
    INFO(row.name);
    const uint32_t ctrl = shuf_ctrl(row.s, row.fill, row.index);
    for (uint32_t h : high) {
      CAPTURE(h);
      CHECK(shuf(kSample0, ctrl | h) == row.out0);
      CHECK(shuf(kSample1, ctrl | h) == row.out1);
    }
  }
}

TEST_CASE("SHUF: all 8192 control words against a byte-wise reference", "[shuf]") {
  auto rng = test_rng();
  std::vector<uint32_t> inputs = {kSample0, kSample1, 0u, 0xFFFFFFFFu, 0x807F01FEu};
  for (int k = 0; k < 4; ++k) inputs.push_back(rand_u32(rng));
  for (uint32_t ctrl = 0; ctrl < 0x2000u; ++ctrl) {
    for (uint32_t a : inputs) {
      if (shuf(a, ctrl) != shuf_reference(a, ctrl)) {
        CAPTURE(ctrl, a);
        CHECK(shuf(a, ctrl) == shuf_reference(a, ctrl));
      }
    }
  }
}

// =======================================================================================
// shf
// =======================================================================================

constexpr uint32_t kLo = 0x89ABCDEFu;  // a: bits 31:0 of the source
constexpr uint32_t kHi = 0x01234567u;  // b: bits 63:32

// Bit `pos` (0..63) of the 64-bit value {hi, lo}.
uint32_t bit_of(uint32_t hi, uint32_t lo, unsigned pos) {
  return pos < 32 ? (lo >> pos) & 1u : (hi >> (pos - 32)) & 1u;
}

// The spec's n: clamp ? min(c, 32) : c & 0x1f.
unsigned shift_amount(bool clamp, uint32_t c) {
  if (clamp) return c > 32u ? 32u : c;
  return c % 32u;
}

// shf built bit by bit: shf.l = 32 msbs of {b, a} << n, so d bit k is source bit 32 + k - n;
// shf.r = 32 lsbs of {b, a} >> n, so d bit k is source bit k + n. Valid for n = 0..32.
uint32_t shf_reference(bool left, uint32_t a, uint32_t b, unsigned n) {
  uint32_t d = 0;
  for (unsigned k = 0; k < 32; ++k) {
    d |= bit_of(b, a, left ? 32 + k - n : k + n) << k;
  }
  return d;
}

// Plain 32-bit arithmetic shift right (shr.s32), n < 32.
uint32_t sra32(uint32_t x, unsigned n) {
  const uint32_t fill = (x & 0x80000000u) ? ~(0xFFFFFFFFu >> n) : 0u;
  return (x >> n) | fill;
}

u128 to_u128(const std::array<uint32_t, 4>& w) {  // w[0] least significant
  return (u128{w[3]} << 96) | (u128{w[2]} << 64) | (u128{w[1]} << 32) | u128{w[0]};
}

// A few 128-bit test values: fixed patterns (both signs) and random ones.
std::vector<std::array<uint32_t, 4>> wide_values() {
  std::vector<std::array<uint32_t, 4>> values = {
      {kLo, kHi, 0xFEDCBA98u, 0x76543210u},
      {0x00000001u, 0x00000000u, 0x00000000u, 0x80000000u},
      {0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu},
      {0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u},
  };
  auto rng = test_rng();
  for (int k = 0; k < 8; ++k) {
    values.push_back({rand_u32(rng), rand_u32(rng), rand_u32(rng), rand_u32(rng)});
  }
  return values;
}

constexpr bool kLeft = true;
constexpr bool kRight = false;
constexpr bool kClamp = true;
constexpr bool kWrap = false;

TEST_CASE("shf: n = 0 passes one source word through", "[shf]") {
  for (bool clamp : {kClamp, kWrap}) {
    CAPTURE(clamp);
    CHECK(shf(kLeft, clamp, kLo, kHi, 0) == kHi);
    CHECK(shf(kRight, clamp, kLo, kHi, 0) == kLo);
  }
}

TEST_CASE("shf: clamp to 32 compares all 32 bits of c", "[shf]") {
  for (uint32_t c : {32u, 33u, 64u, 0x80000000u, 0xFFFFFFFFu}) {
    CAPTURE(c);
    CHECK(shf(kLeft, kClamp, kLo, kHi, c) == kLo);
    CHECK(shf(kRight, kClamp, kLo, kHi, c) == kHi);
  }
}

TEST_CASE("shf: wrap takes c & 0x1f", "[shf]") {
  for (uint32_t c : {32u, 64u, 0x80000000u}) {  // n = 0
    CAPTURE(c);
    CHECK(shf(kLeft, kWrap, kLo, kHi, c) == kHi);
    CHECK(shf(kRight, kWrap, kLo, kHi, c) == kLo);
  }
  // c = 33: n = 1 for wrap, n = 32 for clamp.
  CHECK(shf(kLeft, kWrap, kLo, kHi, 33) == 0x02468ACFu);   // (b << 1) | (a >> 31)
  CHECK(shf(kRight, kWrap, kLo, kHi, 33) == 0xC4D5E6F7u);  // (b << 31) | (a >> 1)
  CHECK(shf(kLeft, kClamp, kLo, kHi, 33) == kLo);
  CHECK(shf(kRight, kClamp, kLo, kHi, 33) == kHi);
}

TEST_CASE("shf: the documented example shf.l.clamp.b32 r3, r1, r0, 16", "[shf]") {
  // a = r1 (low), b = r0 (high): d = (r0 << 16) | (r1 >> 16).
  CHECK(shf(kLeft, kClamp, kLo, kHi, 16) == 0x456789ABu);
}

TEST_CASE("shf: all variants against a bit-by-bit reference", "[shf]") {
  auto rng = test_rng();
  std::vector<uint32_t> amounts;
  for (uint32_t c = 0; c <= 70; ++c) amounts.push_back(c);
  for (int k = 0; k < 32; ++k) amounts.push_back(rand_u32(rng));
  for (bool left : {kLeft, kRight}) {
    for (bool clamp : {kClamp, kWrap}) {
      for (uint32_t c : amounts) {
        const uint32_t a = rand_u32(rng);
        const uint32_t b = rand_u32(rng);
        CAPTURE(left, clamp, a, b, c);
        CHECK(shf(left, clamp, a, b, c) == shf_reference(left, a, b, shift_amount(clamp, c)));
      }
    }
  }
}

TEST_CASE("shf: the documented 128-bit left shift", "[shf]") {
  const unsigned n = GENERATE(range(0u, 32u));
  for (const auto& r : wide_values()) {  // [r3, r2, r1, r0]
    CAPTURE(n, r[3], r[2], r[1], r[0]);
    const std::array<uint32_t, 4> d = {
        r[0] << n,                           // shl.b32         r4, r0, n
        shf(kLeft, kClamp, r[0], r[1], n),   // shf.l.clamp.b32 r5, r0, r1, n
        shf(kLeft, kClamp, r[1], r[2], n),   // shf.l.clamp.b32 r6, r1, r2, n
        shf(kLeft, kClamp, r[2], r[3], n)};  // shf.l.clamp.b32 r7, r2, r3, n
    CHECK(to_u128(d) == to_u128(r) << n);
  }
}

TEST_CASE("shf: the documented 128-bit arithmetic right shift", "[shf]") {
  const unsigned n = GENERATE(range(0u, 32u));
  for (const auto& r : wide_values()) {
    CAPTURE(n, r[3], r[2], r[1], r[0]);
    const std::array<uint32_t, 4> d = {
        shf(kRight, kClamp, r[0], r[1], n),  // shf.r.clamp.b32 r4, r0, r1, n
        shf(kRight, kClamp, r[1], r[2], n),  // shf.r.clamp.b32 r5, r1, r2, n
        shf(kRight, kClamp, r[2], r[3], n),  // shf.r.clamp.b32 r6, r2, r3, n
        sra32(r[3], n)};                     // shr.s32         r7, r3, n
    const u128 v = to_u128(r);
    const bool negative = r[3] & 0x80000000u;
    const u128 sign_fill = negative ? ~(~u128{0} >> n) : u128{0};
    CHECK(to_u128(d) == ((v >> n) | sign_fill));
  }
}

TEST_CASE("shf: rotate left / right by n", "[shf]") {
  const unsigned n = GENERATE(range(0u, 32u));
  auto rng = test_rng(n);
  for (int k = 0; k < 16; ++k) {
    const uint32_t x = rand_u32(rng);
    CAPTURE(n, x);
    const uint32_t rotl = (x << n) | (x >> ((32 - n) % 32));
    const uint32_t rotr = (x >> n) | (x << ((32 - n) % 32));
    CHECK(shf(kLeft, kClamp, x, x, n) == rotl);   // shf.l.clamp.b32 r1, r0, r0, n
    CHECK(shf(kRight, kClamp, x, x, n) == rotr);  // shf.r.clamp.b32 r1, r0, r0, n
    CHECK(shf(kLeft, kWrap, x, x, n + 32) == rotl);
    CHECK(shf(kRight, kWrap, x, x, n + 32) == rotr);
  }
}

TEST_CASE("shf: extract 32 bits from [r1, r0] at position n", "[shf]") {
  const unsigned n = GENERATE(range(0u, 32u));
  auto rng = test_rng(n);
  for (int k = 0; k < 16; ++k) {
    const uint32_t r0 = rand_u32(rng);
    const uint32_t r1 = rand_u32(rng);
    CAPTURE(n, r1, r0);
    uint32_t expected = 0;
    for (unsigned i = 0; i < 32; ++i) expected |= bit_of(r1, r0, n + i) << i;
    CHECK(shf(kRight, kClamp, r0, r1, n) == expected);  // shf.r.clamp.b32 r0, r0, r1, n
  }
}

// =======================================================================================
// shfl: lane logic
// =======================================================================================

// The worked corner cases of docs/spec.md and further hand-worked rows live in corners.h,
// shared with the RTL's directed test.
using LaneCase = xlane::verif::ShflCorner;
const auto& kWorkedCases = xlane::verif::kShflCorners;
const auto& kExtraCases = xlane::verif::kShflExtraCorners;

void check_lane_case(const LaneCase& t) {
  INFO(t.name << " (" << to_string(t.mode) << " lane " << t.lane << " b " << t.b << " c "
               << t.c << ")");
  const ShflLane s = shfl_lane(t.mode, t.lane, t.b, t.c);
  CHECK(s.j == t.j);
  CHECK(s.pval == t.p);
}

// The spec's lane logic transcribed with wide signed integers; `bits` = log2(lane count).
ShflLane seed_lane(ShflMode mode, unsigned lane, uint32_t b, uint32_t c, unsigned bits) {
  const int64_t field = (int64_t{1} << bits) - 1;
  const int64_t l = lane & field;
  const int64_t bval = b & field;
  const int64_t cval = c & field;
  const int64_t mask = (c >> 8) & field;
  const int64_t max_lane = (l & mask) | (cval & ~mask);
  const int64_t min_lane = l & mask;
  int64_t j = l;
  bool pval = false;
  switch (mode) {
    case ShflMode::Up: j = l - bval; pval = j >= max_lane; break;
    case ShflMode::Down: j = l + bval; pval = j <= max_lane; break;
    case ShflMode::Bfly: j = l ^ bval; pval = j <= max_lane; break;
    case ShflMode::Idx: j = min_lane | (bval & ~mask); pval = j <= max_lane; break;
  }
  if (!pval) j = l;
  return {static_cast<unsigned>(j), pval};
}

constexpr ShflMode kModes[] = {ShflMode::Up, ShflMode::Down, ShflMode::Bfly, ShflMode::Idx};

TEST_CASE("shfl lane logic: every worked corner case of the spec", "[shfl][lane]") {
  for (const LaneCase& t : kWorkedCases) check_lane_case(t);
}

TEST_CASE("shfl lane logic: extra hand-worked cases", "[shfl][lane]") {
  for (const LaneCase& t : kExtraCases) check_lane_case(t);
}

TEST_CASE("shfl lane logic: random operands against the spec's formula", "[shfl][lane]") {
  auto rng = test_rng();
  for (unsigned bits = 1; bits <= 6; ++bits) {
    for (int k = 0; k < 4000; ++k) {
      const ShflMode mode = kModes[rng() % 4];
      const unsigned lane = static_cast<unsigned>(rng() % (1u << bits));
      const uint32_t b = (k % 2) ? rand_u32(rng) : static_cast<uint32_t>(rng() % 70);
      const uint32_t c = rand_u32(rng);
      const ShflLane want = seed_lane(mode, lane, b, c, bits);
      const ShflLane got = shfl_lane(mode, lane, b, c, bits);
      if (got.j != want.j || got.pval != want.pval) {
        CAPTURE(bits, to_string(mode), lane, b, c);
        CHECK(got.j == want.j);
        CHECK(got.pval == want.pval);
      }
    }
  }
}

// =======================================================================================
// shfl over a warp
// =======================================================================================

// One instruction with the same b and c on every lane (immediates), all lanes active.
ShflOp uniform_op(ShflMode mode, uint32_t b, uint32_t c, const Lanes& a, unsigned lanes = 32) {
  ShflOp op;
  op.mode = mode;
  op.lanes = lanes;
  op.a = a;
  for (unsigned lane = 0; lane < kMaxLanes; ++lane) {
    op.b[lane] = b;
    op.c[lane] = c;
  }
  return op;
}

// Same, as shfl.sync with a full membermask.
ShflOp uniform_sync_op(ShflMode mode, uint32_t b, uint32_t c, const Lanes& a,
                       unsigned lanes = 32) {
  ShflOp op = uniform_op(mode, b, c, a, lanes);
  op.sync = true;
  op.member = lane_mask(lanes);
  return op;
}

Lanes lane_ids(uint32_t offset) {  // a[i] = offset + i: d then names the lane read
  Lanes a{};
  for (unsigned lane = 0; lane < kMaxLanes; ++lane) a[lane] = offset + lane;
  return a;
}

// One step of an example program: shfl.mode Ry|p, Rx, b, c; [@p] add Rx, Ry, Rx.
struct Step {
  ShflMode mode;
  uint32_t b;
  uint32_t c;
  bool predicated;
};

// The example programs; for 32 lanes these are exactly the listings of programs/scan.ptx,
// reverse_scan.ptx and butterfly.ptx.
std::vector<Step> inclusive_scan(unsigned lanes) {  // shfl.up b = 1, 2, .., c = 0; @p add
  std::vector<Step> steps;
  for (uint32_t b = 1; b < lanes; b *= 2) steps.push_back({ShflMode::Up, b, 0x0, true});
  return steps;
}

std::vector<Step> reverse_scan(unsigned lanes) {  // shfl.down b = 1, 2, .., c = 0x1f; @p add
  std::vector<Step> steps;
  for (uint32_t b = 1; b < lanes; b *= 2) steps.push_back({ShflMode::Down, b, lanes - 1, true});
  return steps;
}

std::vector<Step> butterfly(unsigned lanes) {  // shfl.bfly b = 16, 8, .., c = 0x1f; add
  std::vector<Step> steps;
  for (uint32_t b = lanes / 2; b >= 1; b /= 2) {
    steps.push_back({ShflMode::Bfly, b, lanes - 1, false});
  }
  return steps;
}

using AddFn = uint32_t (*)(uint32_t, uint32_t);

uint32_t add_u32(uint32_t x, uint32_t y) { return x + y; }

using xlane::verif::bits_f32;
using xlane::verif::f32_bits;

uint32_t add_f32(uint32_t x, uint32_t y) { return f32_bits(bits_f32(x) + bits_f32(y)); }

// Runs a program on all lanes; plain shfl or shfl.sync with a full membermask.
Lanes run_program(const std::vector<Step>& steps, Lanes x, bool sync, unsigned lanes,
                  AddFn add) {
  for (const Step& s : steps) {
    const ShflOp op = sync ? uniform_sync_op(s.mode, s.b, s.c, x, lanes)
                           : uniform_op(s.mode, s.b, s.c, x, lanes);
    const ShflResult r = shfl(op);
    REQUIRE(r.written == lane_mask(lanes));
    REQUIRE(r.d_undef == 0);
    REQUIRE(r.p_undef == 0);
    for (unsigned lane = 0; lane < lanes; ++lane) {
      if (!s.predicated || bit(r.p, lane)) x[lane] = add(r.d[lane], x[lane]);
    }
  }
  return x;
}

// Random inputs: full 32-bit integers, or small integers as floats (all sums exact).
Lanes random_inputs(std::mt19937_64& rng, bool as_float) {
  Lanes x{};
  for (uint32_t& v : x) {
    v = as_float ? f32_bits(static_cast<float>(rng() % 1000)) : rand_u32(rng);
  }
  return x;
}

// Checks one program on `lanes` lanes, plain and .sync, integer and float adds: lane i must
// end with the sum of x[first..last], where [first, last] = range(i, lanes).
template <typename Range>
void check_program(const std::vector<Step>& steps, unsigned lanes, Range range) {
  auto rng = test_rng(lanes);
  for (bool sync : {false, true}) {
    for (bool as_float : {false, true}) {
      const AddFn add = as_float ? add_f32 : add_u32;
      for (int trial = 0; trial < 25; ++trial) {
        const Lanes x = random_inputs(rng, as_float);
        const Lanes got = run_program(steps, x, sync, lanes, add);
        for (unsigned lane = 0; lane < lanes; ++lane) {
          const auto [first, last] = range(lane, lanes);
          uint32_t expected = x[first];
          for (unsigned k = first + 1; k <= last; ++k) expected = add(expected, x[k]);
          CAPTURE(sync, as_float, lanes, trial, lane);
          CHECK(got[lane] == expected);
        }
      }
    }
  }
}

std::pair<unsigned, unsigned> prefix(unsigned lane, unsigned) { return {0, lane}; }
std::pair<unsigned, unsigned> suffix(unsigned lane, unsigned lanes) { return {lane, lanes - 1}; }
std::pair<unsigned, unsigned> whole(unsigned, unsigned lanes) { return {0, lanes - 1}; }

TEST_CASE("shfl warp: the example inclusive plus scan (shfl.up, c = 0, @p add)", "[shfl][warp]") {
  check_program(inclusive_scan(32), 32, prefix);
}

TEST_CASE("shfl warp: the example inclusive plus reverse scan (shfl.down, c = 0x1f)", "[shfl][warp]") {
  check_program(reverse_scan(32), 32, suffix);
}

TEST_CASE("shfl warp: the example butterfly reduction (shfl.bfly, c = 0x1f)", "[shfl][warp]") {
  check_program(butterfly(32), 32, whole);
}

TEST_CASE("shfl warp: p of the example programs' shuffles", "[shfl][warp]") {
  const Lanes a = lane_ids(0);
  for (unsigned k = 1; k < 32; k *= 2) {
    CAPTURE(k);
    const uint64_t low_k = (1ull << k) - 1;
    CHECK(shfl(uniform_op(ShflMode::Up, k, 0x0, a)).p == (0xFFFFFFFFull & ~low_k));
    CHECK(shfl(uniform_op(ShflMode::Down, k, 0x1f, a)).p == (0xFFFFFFFFull >> k));
    CHECK(shfl(uniform_op(ShflMode::Bfly, k, 0x1f, a)).p == 0xFFFFFFFFull);
  }
}

TEST_CASE("shfl warp: shfl.sync.up b=1 c=0 example gives 1,1,2,..,31", "[shfl][warp]") {
  const ShflResult r = shfl(uniform_sync_op(ShflMode::Up, 0x1, 0x0, lane_ids(1)));
  CHECK(r.p == 0xFFFFFFFEull);
  CHECK(r.written == 0xFFFFFFFFull);
  CHECK(r.d_undef == 0);
  for (unsigned lane = 0; lane < 32; ++lane) {
    CAPTURE(lane);
    CHECK(r.d[lane] == (lane == 0 ? 1u : lane));
  }
}

TEST_CASE("shfl warp: every a is read before any d is written", "[shfl][warp]") {
  const Lanes a = lane_ids(1000);
  const ShflResult r = shfl(uniform_op(ShflMode::Bfly, 0x1, 0x1f, a));
  for (unsigned lane = 0; lane < 32; ++lane) CHECK(r.d[lane] == a[lane ^ 1u]);
  // d and a the same register: swapping twice restores the input.
  const ShflResult back = shfl(uniform_op(ShflMode::Bfly, 0x1, 0x1f, r.d));
  for (unsigned lane = 0; lane < 32; ++lane) CHECK(back.d[lane] == a[lane]);
}

// ---------------------------------------------------------------------------------------
// Undefined results and inactive lanes
// ---------------------------------------------------------------------------------------

TEST_CASE("shfl undefined: inactive lanes are not written", "[shfl][undef]") {
  const uint64_t active = 0x0F0F00F1ull;
  for (ShflMode mode : kModes) {
    for (bool sync : {false, true}) {
      ShflOp op = uniform_op(mode, 0x1, 0x1f, lane_ids(0));
      op.sync = sync;
      op.member = active;
      op.active = active | 0xFF00000000ull;  // bits above the lane count are ignored
      const ShflResult r = shfl(op);
      CAPTURE(to_string(mode), sync);
      CHECK(r.written == active);
      CHECK((r.d_undef & ~active) == 0);
      CHECK((r.p_undef & ~active) == 0);
    }
  }
}

TEST_CASE("shfl undefined: plain shfl reading an inactive lane", "[shfl][undef]") {
  const uint64_t active = 0xFFFFFFFFull & ~(1ull << 5);
  SECTION("idx b = 5: every active lane reads lane 5") {
    ShflOp op = uniform_op(ShflMode::Idx, 5, 0x1f, lane_ids(0));
    op.active = active;
    const ShflResult r = shfl(op);
    CHECK(r.written == active);
    CHECK(r.d_undef == active);
    CHECK((r.p & active) == active);  // p is the range check, still defined
    CHECK(r.p_undef == 0);
  }
  SECTION("up b = 1: only lane 6 reads lane 5") {
    ShflOp op = uniform_op(ShflMode::Up, 1, 0x0, lane_ids(0));
    op.active = active;
    const ShflResult r = shfl(op);
    CHECK(r.d_undef == (1ull << 6));
    CHECK((r.p & active) == (active & ~1ull));
    for (unsigned lane = 1; lane < 32; ++lane) {
      if (lane != 5 && lane != 6) CHECK(r.d[lane] == lane - 1);
    }
  }
}

TEST_CASE("shfl undefined: a lane whose p is false reads its own a", "[shfl][undef]") {
  // idx b = 20 clamped by cval 15: j = 20 > maxLane = 15 on every lane, so p = 0 and each lane
  // reads itself; lane 20 being inactive does not matter.
  for (bool sync : {false, true}) {
    ShflOp op = uniform_op(ShflMode::Idx, 0x14, 0xf, lane_ids(100));
    op.sync = sync;
    op.active = 0xFFFFFFFFull & ~(1ull << 20);
    op.member = op.active;
    const ShflResult r = shfl(op);
    CAPTURE(sync);
    CHECK((r.p & op.active) == 0);
    CHECK(r.d_undef == 0);
    CHECK(r.p_undef == 0);
    for (unsigned lane = 0; lane < 32; ++lane) {
      if (lane != 20) CHECK(r.d[lane] == 100 + lane);
    }
  }
}

TEST_CASE("shfl.sync undefined: membermask rules", "[shfl][undef]") {
  SECTION("executing lane not in membermask: p and d undefined") {
    ShflOp op = uniform_sync_op(ShflMode::Down, 0x1, 0x1f, lane_ids(0));
    op.member = 0xFFFFFFFFull & ~(1ull << 9);  // lane 9 active but not a member
    const ShflResult r = shfl(op);
    CHECK(r.written == 0xFFFFFFFFull);
    CHECK(r.p_undef == (1ull << 9));
    // lane 9 itself, and lane 8 that reads lane 9
    CHECK(r.d_undef == ((1ull << 9) | (1ull << 8)));
    CHECK((r.p & ~r.p_undef) == (0x7FFFFFFFull & ~(1ull << 9)));
  }
  SECTION("member lane reading a non-member lane: d undefined, p defined") {
    ShflOp op = uniform_sync_op(ShflMode::Idx, 3, 0x1f, lane_ids(0));
    op.active = 0xFFFFull;
    op.member = 0xFFF7ull;  // lane 3 active, not a member; the others read it
    const ShflResult r = shfl(op);
    CHECK(r.written == 0xFFFFull);
    CHECK(r.p_undef == 0x8ull);
    CHECK(r.d_undef == 0xFFFFull);
    CHECK((r.p & 0xFFF7ull) == 0xFFF7ull);
  }
  SECTION("member lane reading an inactive member lane: d undefined, p defined") {
    ShflOp op = uniform_sync_op(ShflMode::Up, 2, 0x0, lane_ids(0));
    op.active = 0xFFFFFFFFull & ~(1ull << 4);
    const ShflResult r = shfl(op);
    CHECK(r.written == op.active);
    CHECK(r.p_undef == 0);
    CHECK(r.d_undef == (1ull << 6));
    CHECK((r.p & op.active) == (op.active & ~0x3ull));
  }
}

// A random c: any 32-bit value, or a segment mask and clamp value in the lane fields.
uint32_t random_c(std::mt19937_64& rng) {
  if (rng() % 2) return rand_u32(rng);
  return static_cast<uint32_t>(((rng() % 0x40) << 8) | (rng() % 0x40));
}

// A random b: any 32-bit value or a small offset / lane.
uint32_t random_b(std::mt19937_64& rng) {
  return (rng() % 2) ? rand_u32(rng) : static_cast<uint32_t>(rng() % 70);
}

// A random instruction: mode, masks, a; b and c either the same on all lanes or per lane.
ShflOp random_op(std::mt19937_64& rng, unsigned lanes) {
  ShflOp op;
  op.mode = kModes[rng() % 4];
  op.lanes = lanes;
  op.sync = rng() % 2;
  op.active = (rng() % 4 == 0) ? ~0ull : rng();
  op.member = (rng() % 4 == 0) ? ~0ull : (op.active | rng()) & rng();
  for (uint32_t& a : op.a) a = rand_u32(rng);
  if (rng() % 2) {
    op.b.fill(random_b(rng));
    op.c.fill(random_c(rng));
  } else {
    for (uint32_t& b : op.b) b = random_b(rng);
    for (uint32_t& c : op.c) c = random_c(rng);
  }
  return op;
}

// Checks r against the rules of docs/spec.md, with j and p from the spec's formula.
void check_against_rules(const ShflOp& op, const ShflResult& r) {
  const uint64_t all = lane_mask(op.lanes);
  const uint64_t active = op.active & all;
  const uint64_t member = (op.sync ? op.member : op.active) & all;
  CHECK(r.written == active);
  CHECK(r.p_undef == (active & ~member));
  CHECK(((r.d_undef | r.p_undef) & ~active) == 0);
  for (unsigned lane = 0; lane < op.lanes; ++lane) {
    if (!bit(active, lane)) continue;
    const ShflLane s = seed_lane(op.mode, lane, op.b[lane], op.c[lane], log2_lanes(op.lanes));
    const bool source_ok = bit(active, s.j) && bit(member, s.j);
    const bool d_undef = !bit(member, lane) || !source_ok;
    CAPTURE(lane, s.j);
    CHECK(bit(r.d_undef, lane) == d_undef);
    if (bit(member, lane)) CHECK(bit(r.p, lane) == s.pval);
    if (!d_undef) CHECK(r.d[lane] == op.a[s.j]);
  }
}

TEST_CASE("shfl undefined: random ops follow the rules", "[shfl][undef]") {
  auto rng = test_rng();
  for (unsigned lanes : {2u, 8u, 32u, 64u}) {
    for (int k = 0; k < 500; ++k) {
      const ShflOp op = random_op(rng, lanes);
      CAPTURE(lanes, k, to_string(op.mode), op.sync, op.active, op.member);
      check_against_rules(op, shfl(op));
    }
  }
}

TEST_CASE("shfl undefined: plain shfl == shfl.sync with membermask = active", "[shfl][undef]") {
  auto rng = test_rng();
  for (int k = 0; k < 2000; ++k) {
    ShflOp plain = random_op(rng, 32);
    plain.sync = false;
    ShflOp sync = plain;
    sync.sync = true;
    sync.member = plain.active;
    const ShflResult x = shfl(plain);
    const ShflResult y = shfl(sync);
    CAPTURE(k, to_string(plain.mode), plain.active);
    REQUIRE(x.written == y.written);
    CHECK(x.d_undef == y.d_undef);
    CHECK(x.p_undef == y.p_undef);
    CHECK((x.p & x.written) == (y.p & y.written));
    for (unsigned lane = 0; lane < 32; ++lane) {
      if (bit(x.written & ~x.d_undef, lane)) CHECK(x.d[lane] == y.d[lane]);
    }
  }
}

// ---------------------------------------------------------------------------------------
// CUDA helpers
// ---------------------------------------------------------------------------------------

TEST_CASE("CUDA helpers: c operand per width", "[shfl][cuda]") {
  struct Row { unsigned width; uint32_t up; uint32_t other; };
  const Row rows[] = {{32, 0x000, 0x01f}, {16, 0x1000, 0x101f}, {8, 0x1800, 0x181f},
                      {24, 0x800, 0x81f}, {1, 0x1f00, 0x1f1f}};
  for (const Row& row : rows) {
    CAPTURE(row.width);
    CHECK(cuda_shfl_c(ShflMode::Up, row.width) == row.up);
    CHECK(cuda_shfl_c(ShflMode::Down, row.width) == row.other);
    CHECK(cuda_shfl_c(ShflMode::Bfly, row.width) == row.other);
    CHECK(cuda_shfl_c(ShflMode::Idx, row.width) == row.other);
    CHECK(cuda_shfl_c(ShflMode::Up, row.width) == (32u - row.width) << 8);
  }
  CHECK(cuda_shfl_b(7) == 7u);
  CHECK_THROWS_AS(cuda_shfl_c(ShflMode::Idx, 0), std::invalid_argument);
  CHECK_THROWS_AS(cuda_shfl_c(ShflMode::Up, 33), std::invalid_argument);
}

// The lane CUDA's __shfl_{up,down,xor,}_sync(0xffffffff, var, x, width) reads, from the CUDA
// programming guide's description, for a power-of-two width.
unsigned cuda_source(ShflMode mode, unsigned lane, unsigned x, unsigned width) {
  const unsigned base = lane & ~(width - 1);  // first lane of this lane's segment
  const unsigned end = base + width;          // one past its last lane
  switch (mode) {
    case ShflMode::Up: return (lane - base >= x) ? lane - x : lane;
    case ShflMode::Down: return (lane + x < end) ? lane + x : lane;
    case ShflMode::Bfly: return ((lane ^ x) < end) ? (lane ^ x) : lane;  // earlier groups ok
    case ShflMode::Idx: return base + x % width;
  }
  return lane;
}

// Runs the intrinsic on a full warp and checks every lane against cuda_source.
void check_cuda_intrinsic(ShflMode mode, unsigned x, unsigned width) {
  const Lanes a = lane_ids(0x500);
  const ShflResult r =
      shfl(uniform_sync_op(mode, cuda_shfl_b(x), cuda_shfl_c(mode, width), a));
  REQUIRE(r.d_undef == 0);
  for (unsigned lane = 0; lane < 32; ++lane) {
    const unsigned want = cuda_source(mode, lane, x, width);
    if (r.d[lane] != a[want]) {
      CAPTURE(to_string(mode), width, x, lane, want);
      CHECK(r.d[lane] == a[want]);
    }
  }
}

TEST_CASE("CUDA helpers: segmented shuffles behave like the intrinsics", "[shfl][cuda]") {
  const unsigned width = GENERATE(1u, 2u, 4u, 8u, 16u, 32u);
  for (unsigned x = 0; x < 32; ++x) {
    check_cuda_intrinsic(ShflMode::Up, x, width);
    check_cuda_intrinsic(ShflMode::Down, x, width);
    check_cuda_intrinsic(ShflMode::Bfly, x, width);
  }
  for (unsigned x = 0; x < 64; ++x) check_cuda_intrinsic(ShflMode::Idx, x, width);
}

TEST_CASE("CUDA helpers: width 8 shuffles stay in their 8-lane segment", "[shfl][cuda]") {
  const Lanes a = lane_ids(0);
  for (ShflMode mode : kModes) {
    for (unsigned x = 0; x < 8; ++x) {  // up / down deltas, xor masks, idx below width
      const ShflResult r = shfl(uniform_sync_op(mode, x, cuda_shfl_c(mode, 8), a));
      for (unsigned lane = 0; lane < 32; ++lane) {
        CAPTURE(to_string(mode), x, lane);
        CHECK(r.d[lane] / 8 == lane / 8);
      }
    }
  }
  // __shfl_sync(idx): srcLane % 8 within the segment, e.g. srcLane 13 -> segment base + 5.
  const ShflResult r = shfl(uniform_sync_op(ShflMode::Idx, 13, cuda_shfl_c(ShflMode::Idx, 8), a));
  for (unsigned lane = 0; lane < 32; ++lane) CHECK(r.d[lane] == (lane & ~7u) + 5);
}

// ---------------------------------------------------------------------------------------
// Other lane counts
// ---------------------------------------------------------------------------------------

TEST_CASE("shfl lanes = 8: 3-bit lane fields", "[shfl][lanes]") {
  const Lanes a = lane_ids(100);
  SECTION("idx b[2:0] = 5 (b = 0xD), c = 7: every lane reads lane 5") {
    const ShflResult r = shfl(uniform_op(ShflMode::Idx, 0xD, 0x7, a, 8));
    CHECK(r.written == 0xFFull);
    CHECK(r.p == 0xFFull);
    for (unsigned lane = 0; lane < 8; ++lane) CHECK(r.d[lane] == 105u);
  }
  SECTION("idx with segmask c[10:8] = 0b100: two segments of 4") {
    const ShflResult r = shfl(uniform_op(ShflMode::Idx, 0x1, 0x407, a, 8));
    CHECK(r.p == 0xFFull);
    for (unsigned lane = 0; lane < 8; ++lane) CHECK(r.d[lane] == (lane < 4 ? 101u : 105u));
  }
  SECTION("up b = 1 and b = 9 (b[2:0] = 1), c = 0") {
    for (uint32_t b : {0x1u, 0x9u}) {
      const ShflResult r = shfl(uniform_op(ShflMode::Up, b, 0x0, a, 8));
      CHECK(r.written == 0xFFull);
      CHECK(r.p == 0xFEull);
      for (unsigned lane = 0; lane < 8; ++lane) {
        CHECK(r.d[lane] == 100u + (lane == 0 ? 0u : lane - 1));
      }
    }
  }
  SECTION("up with segmask c[10:8] = 0b110: pairs of lanes") {
    const ShflResult r = shfl(uniform_op(ShflMode::Up, 0x1, 0x600, a, 8));
    CHECK(r.p == 0xAAull);
    for (unsigned lane = 0; lane < 8; ++lane) CHECK(r.d[lane] == 100u + (lane & ~1u));
  }
  SECTION("down b = 1, c = 0x1f acts as c = 7") {
    const ShflResult r = shfl(uniform_op(ShflMode::Down, 0x1, 0x1f, a, 8));
    CHECK(r.p == 0x7Full);
    CHECK(r.d[7] == 107u);
    CHECK(r.d[0] == 101u);
  }
  SECTION("example programs on 8 lanes") {
    check_program(inclusive_scan(8), 8, prefix);
    check_program(reverse_scan(8), 8, suffix);
    check_program(butterfly(8), 8, whole);
  }
}

TEST_CASE("shfl lanes = 64: 6-bit lane fields", "[shfl][lanes]") {
  const Lanes a = lane_ids(1000);
  SECTION("idx b = 40, c = 63: every lane reads lane 40") {
    const ShflResult r = shfl(uniform_op(ShflMode::Idx, 40, 63, a, 64));
    CHECK(r.written == ~0ull);
    CHECK(r.p == ~0ull);
    for (unsigned lane = 0; lane < 64; ++lane) CHECK(r.d[lane] == 1040u);
  }
  SECTION("idx with segmask c[13:8] = 0b100000: two segments of 32") {
    const ShflResult r = shfl(uniform_op(ShflMode::Idx, 3, 0x201f, a, 64));
    CHECK(r.p == ~0ull);
    for (unsigned lane = 0; lane < 64; ++lane) CHECK(r.d[lane] == (lane < 32 ? 1003u : 1035u));
  }
  SECTION("up b = 33, c = 0") {
    const ShflResult r = shfl(uniform_op(ShflMode::Up, 33, 0, a, 64));
    CHECK(r.p == (~0ull << 33));
    for (unsigned lane = 33; lane < 64; ++lane) CHECK(r.d[lane] == 1000u + lane - 33);
    CHECK(r.d[32] == 1032u);
  }
  SECTION("down b = 1, c = 63: j = 64 is out of range") {
    const ShflResult r = shfl(uniform_op(ShflMode::Down, 1, 63, a, 64));
    CHECK(r.p == (~0ull >> 1));
    CHECK(r.d[63] == 1063u);
    CHECK(r.d[62] == 1063u);
  }
  SECTION("plain shfl with the upper half inactive") {
    ShflOp op = uniform_op(ShflMode::Idx, 40, 63, a, 64);
    op.active = 0xFFFFFFFFull;
    const ShflResult r = shfl(op);
    CHECK(r.written == 0xFFFFFFFFull);
    CHECK(r.d_undef == 0xFFFFFFFFull);
  }
  SECTION("example programs on 64 lanes") {
    check_program(inclusive_scan(64), 64, prefix);
    check_program(reverse_scan(64), 64, suffix);
    check_program(butterfly(64), 64, whole);
  }
}

TEST_CASE("shfl: lane counts 2, 4, 16 work; others throw", "[shfl][lanes]") {
  for (unsigned lanes : {2u, 4u, 16u}) {
    CAPTURE(lanes);
    const ShflResult r = shfl(uniform_op(ShflMode::Bfly, 1, lanes - 1, lane_ids(0), lanes));
    CHECK(r.written == lane_mask(lanes));
    for (unsigned lane = 0; lane < lanes; ++lane) CHECK(r.d[lane] == (lane ^ 1u));
  }
  for (unsigned lanes : {0u, 1u, 3u, 5u, 12u, 48u, 65u, 128u, 256u}) {
    CAPTURE(lanes);
    CHECK_THROWS_AS(shfl(uniform_op(ShflMode::Idx, 0, 0x1f, lane_ids(0), lanes)),
                    std::invalid_argument);
  }
}

TEST_CASE("seed: the reproduce command names the test so that Catch2 selects exactly it", "[seed]") {
  // Commas would split the name into two specs, brackets would start a tag, and a quote
  // would end the shell's quoting: each escaped, nothing else touched.
  const std::string was = xlane::verif::program();
  xlane::verif::set_program("./t");
  const std::string seed = std::to_string(xlane::verif::master_seed());
  CHECK(xlane::verif::repro_command("pipes: latency 0, 1, 2") ==
        "./t --seed " + seed + " 'pipes: latency 0\\, 1\\, 2'");
  CHECK(xlane::verif::repro_command("a [b] it's") == "./t --seed " + seed + " 'a \\[b\\] it'\\''s'");
  xlane::verif::set_program(was);
}

}  // namespace
