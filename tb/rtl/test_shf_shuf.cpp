// Differential tests of the funnel shifter (xl_shf) and the SHUF byte unit (xl_shuf)
// against the golden model.
//
// TEST RATIONALE
// - shf: the result depends on (direction, mode, n) and the data. n takes 33 values, and c
//   reaches n only through "c >= 32" and c[4:0]: every variant is swept over c = 0..95 and
//   over c values whose high bits alone are set (0x20, 0x40, ... 0x80000000, 0xffffffe0..),
//   each with data that tells every bit position apart; then 1,000,000 random operations
//   biased to 0 / 31 / 32 / 33 / huge.
// - SHUF: the control space is 13 bits: all 8192 control words, each with bytes whose bit 7
//   is set and clear in every position, and with garbage in control bits 31..13; then
//   1,000,000 random operations.
#include <catch2/catch.hpp>

#include <cstdio>

#include "Vxl_shf.h"
#include "Vxl_shuf.h"
#include "check.h"
#include "dut.h"
#include "scoreboard.h"
#include "seed.h"
#include "stimulus.h"

namespace {

using namespace xlane;
using namespace xlane::tb;

std::string word_report(const std::string& txn, uint32_t expected, uint32_t got) {
  char buf[160];
  std::snprintf(buf, sizeof buf, "%s\n  d expected 0x%08x got 0x%08x\n", txn.c_str(), expected, got);
  return buf;
}

void check_shf(Dut<Vxl_shf>& dut, Scoreboard& sb, uint64_t index, const ShfTxn& t) {
  dut->left_i = t.left;
  dut->clamp_i = t.clamp;
  dut->a_i = t.a;
  dut->b_i = t.b;
  dut->c_i = t.c;
  dut.eval();
  const uint32_t exp = t.expected();
  const uint32_t got = dut->d_o;
  std::vector<LaneMismatch> mm;
  if (exp != got) mm.push_back({0, "d", exp, got});
  sb.add(index, mm, [&] { return word_report(t.to_string(), exp, got); });
}

void check_shuf(Dut<Vxl_shuf>& dut, Scoreboard& sb, uint64_t index, const ShufTxn& t) {
  dut->a_i = t.a;
  dut->ctrl_i = t.ctrl & 0x1fffu;  // the port is 13 bits: the unit cannot see the rest
  dut.eval();
  const uint32_t exp = t.expected();  // the model is given all 32 bits and must ignore 31..13
  const uint32_t got = dut->d_o;
  std::vector<LaneMismatch> mm;
  if (exp != got) mm.push_back({0, "d", exp, got});
  sb.add(index, mm, [&] { return word_report(t.to_string(), exp, got); });
}

}  // namespace

TEST_CASE("shf: every variant over every shift amount class", "[shf][exhaustive]") {
  Dut<Vxl_shf> dut;
  auto rng = make_rng("shf sweep");
  Scoreboard sb("xl_shf sweep");
  std::vector<uint32_t> amounts;
  for (uint32_t c = 0; c < 96; ++c) amounts.push_back(c);
  for (unsigned bit = 5; bit < 32; ++bit) {
    amounts.push_back(1u << bit);                // only a high bit: clamp -> 32, wrap -> 0
    amounts.push_back((1u << bit) | 0x1fu);      // wrap -> 31
    amounts.push_back(~0u << bit);               // 0xffffffe0 ...
  }
  const uint32_t data[][2] = {{0x76543210u, 0xfedcba98u}, {0x00000001u, 0x80000000u},
                              {0xffffffffu, 0x00000000u}, {0x00000000u, 0xffffffffu}};
  uint64_t index = 0;
  for (unsigned variant = 0; variant < 4; ++variant) {
    for (const uint32_t c : amounts) {
      for (const auto& ab : data) {
        ShfTxn t{(variant & 2u) != 0, (variant & 1u) != 0, ab[0], ab[1], c};
        check_shf(dut, sb, index++, t);
        t.a = static_cast<uint32_t>(rng());
        t.b = static_cast<uint32_t>(rng());
        check_shf(dut, sb, index++, t);
      }
    }
  }
  require_clean(sb);
}

TEST_CASE("shf: random operations", "[shf][random]") {
  Dut<Vxl_shf> dut;
  auto rng = make_rng("shf random");
  Scoreboard sb("xl_shf random");
  const uint64_t count = random_ops(1000000);
  for (uint64_t i = 0; i < count; ++i) check_shf(dut, sb, i, random_shf(rng));
  require_clean(sb);
}

TEST_CASE("shuf: all 8192 control words", "[shuf][exhaustive]") {
  Dut<Vxl_shuf> dut;
  auto rng = make_rng("shuf sweep");
  Scoreboard sb("xl_shuf sweep");
  // Bytes with bit 7 set and clear in every position, plus random words.
  const uint32_t fixed[] = {0x12349abcu, 0xdef05678u, 0x80808080u, 0x7f7f7f7fu,
                            0x807f807fu, 0x7f807f80u, 0xff000000u, 0x000000ffu};
  uint64_t index = 0;
  for (uint32_t ctrl = 0; ctrl < 8192; ++ctrl) {
    for (const uint32_t a : fixed) check_shuf(dut, sb, index++, {a, ctrl});
    for (int i = 0; i < 8; ++i) {
      const uint32_t garbage = static_cast<uint32_t>(rng()) & ~0x1fffu;
      check_shuf(dut, sb, index++, {static_cast<uint32_t>(rng()), ctrl | garbage});
    }
  }
  require_clean(sb);
}

TEST_CASE("shuf: random operations", "[shuf][random]") {
  Dut<Vxl_shuf> dut;
  auto rng = make_rng("shuf random");
  Scoreboard sb("xl_shuf random");
  const uint64_t count = random_ops(1000000);
  for (uint64_t i = 0; i < count; ++i) check_shuf(dut, sb, i, random_shuf(rng));
  require_clean(sb);
}
