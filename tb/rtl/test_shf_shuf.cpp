// SPDX-License-Identifier: Apache-2.0
// Differential tests of the funnel shifter (xl_shf) and the byte units, SHUF (xl_shuf) and
// prmt (xl_prmt), against the golden model.
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
// - prmt: the default mode's selector space is 16 bits, the other modes' 2: every selector
//   of every mode, with bytes that name themselves, bytes whose sign bits alternate (every
//   sign fill shows) and random words with garbage in c above the bits read; then
//   1,000,000 random operations.
#include <catch2/catch.hpp>

#include "Vxl_shf.h"
#include "Vxl_prmt.h"
#include "Vxl_shuf.h"
#include "common/catch_check.h"
#include "common/plans.h"
#include "common/rtl_check.h"

using namespace xlane;
using namespace xlane::tb;

TEST_CASE("shf: every variant over every shift amount class", "[shf][exhaustive]") {
  run_checked<Vxl_shf>("xl_shf sweep", 1, [](auto v) { plan::shf_sweep(v); }, check_shf<Vxl_shf>);
}

TEST_CASE("shf: random operations", "[shf][random]") {
  run_checked<Vxl_shf>("xl_shf random", 1, [](auto v) { plan::shf_random(random_ops(1000000), v); },
                       check_shf<Vxl_shf>);
}

TEST_CASE("shuf: all 8192 control words", "[shuf][exhaustive]") {
  run_checked<Vxl_shuf>("xl_shuf sweep", 1, [](auto v) { plan::shuf_sweep(v); }, check_shuf<Vxl_shuf>);
}

TEST_CASE("shuf: random operations", "[shuf][random]") {
  run_checked<Vxl_shuf>("xl_shuf random", 1, [](auto v) { plan::shuf_random(random_ops(1000000), v); },
                        check_shuf<Vxl_shuf>);
}

TEST_CASE("prmt: every selector of every mode", "[prmt][exhaustive]") {
  run_checked<Vxl_prmt>("xl_prmt sweep", 1, [](auto v) { plan::prmt_sweep(v); }, check_prmt<Vxl_prmt>);
}

TEST_CASE("prmt: random operations", "[prmt][random]") {
  run_checked<Vxl_prmt>("xl_prmt random", 1, [](auto v) { plan::prmt_random(random_ops(1000000), v); },
                        check_prmt<Vxl_prmt>);
}
