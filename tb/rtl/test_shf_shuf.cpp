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

#include "Vxl_shf.h"
#include "Vxl_shuf.h"
#include "common/catch_check.h"
#include "common/plans.h"
#include "common/rtl_check.h"

using namespace xlane;
using namespace xlane::tb;
using harness::Dut;
using verif::Scoreboard;

TEST_CASE("shf: every variant over every shift amount class", "[shf][exhaustive]") {
  Dut<Vxl_shf> dut;
  Scoreboard sb("xl_shf sweep");
  plan::shf_sweep([&](uint64_t i, const isa::ShfOp& t) {
    check_shf(dut, sb, i, t);
    return true;
  });
  require_clean(sb);
}

TEST_CASE("shf: random operations", "[shf][random]") {
  Dut<Vxl_shf> dut;
  Scoreboard sb("xl_shf random");
  plan::shf_random(random_ops(1000000), [&](uint64_t i, const isa::ShfOp& t) {
    check_shf(dut, sb, i, t);
    return true;
  });
  require_clean(sb);
}

TEST_CASE("shuf: all 8192 control words", "[shuf][exhaustive]") {
  Dut<Vxl_shuf> dut;
  Scoreboard sb("xl_shuf sweep");
  plan::shuf_sweep([&](uint64_t i, const isa::ShufOp& t) {
    check_shuf(dut, sb, i, t);
    return true;
  });
  require_clean(sb);
}

TEST_CASE("shuf: random operations", "[shuf][random]") {
  Dut<Vxl_shuf> dut;
  Scoreboard sb("xl_shuf random");
  plan::shuf_random(random_ops(1000000), [&](uint64_t i, const isa::ShufOp& t) {
    check_shuf(dut, sb, i, t);
    return true;
  });
  require_clean(sb);
}
