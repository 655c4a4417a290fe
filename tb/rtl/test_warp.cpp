// SPDX-License-Identifier: Apache-2.0
// Clocked tests of the warp top (xl_warp) at latency 0, 1 and 2 (32 lanes) and latency 1
// (8 lanes), with random valid gaps.
//
// TEST RATIONALE
// The units inside are covered exhaustively by the combinational tests and their wrappers
// by test_pipes.cpp; here the new logic is the opcode decode, the routing of shf and SHUF
// results through the shared output stage, the reserved opcodes and the write enables.
// 200,000 random instructions per configuration (every opcode, reserved ones included),
// with the valid density changing and inputs scrambled while valid is low, every output of
// every lane compared with the model on the cycle it is due.
#include <catch2/catch.hpp>

#include "Vxl_warp_l0.h"
#include "Vxl_warp_l1.h"
#include "Vxl_warp_l2.h"
#include "Vxl_warp_n8_l1.h"
#include "common/catch_check.h"
#include "common/rtl_check.h"
#include "pipe_bench.h"
#include "verif/stimulus.h"

namespace {

using namespace xlane::tb;

template <unsigned Lanes, class V>
void test_warp(unsigned latency) {
  Dut<V> dut;
  auto rng = make_rng("warp " + std::to_string(Lanes) + " " + std::to_string(latency));
  PipeBench<V, WarpOp> bench;
  bench.make = [&] { return random_warp(rng, Lanes); };
  bench.drive = [](V& d, const WarpOp& op) { drive_warp<Lanes>(d, op); };
  bench.scramble = [&](V& d) { drive_warp<Lanes>(d, random_warp(rng, Lanes)); };
  bench.check = [](const V& d, const WarpOp& op, std::string& report) {
    const WarpResult exp = expected(op);
    const WarpResult got = read_warp<Lanes>(d);
    const auto mm = compare_warp(op, exp, got);
    if (!mm.empty()) report = format_warp(op, exp, got, mm);
    return mm;
  };
  Scoreboard sb("xl_warp " + std::to_string(Lanes) + " lanes latency " + std::to_string(latency), Lanes);
  run_pipe(dut, latency, random_ops(200000), rng, bench, sb);
  require_clean(sb);
}

}  // namespace

TEST_CASE("warp: xl_warp at latency 0, 1, 2 with random valid gaps", "[warp]") {
  SECTION("latency 0") { test_warp<32, Vxl_warp_l0>(0); }
  SECTION("latency 1") { test_warp<32, Vxl_warp_l1>(1); }
  SECTION("latency 2") { test_warp<32, Vxl_warp_l2>(2); }
}

TEST_CASE("warp: xl_warp with 8 lanes at latency 1", "[warp]") { test_warp<8, Vxl_warp_n8_l1>(1); }
