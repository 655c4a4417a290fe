// SPDX-License-Identifier: Apache-2.0
// Clocked tests: the pipelined wrappers (xl_shfl_pipe, xl_shf_pipe, xl_shuf_pipe) at
// latency 0, 1 and 2, with random valid gaps (the warp top: test_warp.cpp).
//
// TEST RATIONALE
// The wrappers add registers, valid tracking and (for the shuffle at latency 2) a cut
// between lane logic and crossbar; the function itself is covered exhaustively by the
// combinational tests. So these tests aim at timing and plumbing: results in order and on
// the exact cycle, no valid without a beat, inputs scrambled while valid is low (data
// registers must hold), density changes, reset before and during traffic. 100,000 random
// operations per wrapper and latency, every output of every lane compared with the model;
// xl_shfl_pipe's sideband must come out with its own operation (pass_i and user_i are
// random while valid_i is low; the pass-through itself is xl_warp's, test_warp.cpp).
#include <catch2/catch.hpp>

#include "Vxl_shf_pipe_l0.h"
#include "Vxl_shf_pipe_l1.h"
#include "Vxl_shf_pipe_l2.h"
#include "Vxl_shfl_pipe_l0.h"
#include "Vxl_shfl_pipe_l1.h"
#include "Vxl_shfl_pipe_l2.h"
#include "Vxl_shuf_pipe_l0.h"
#include "Vxl_shuf_pipe_l1.h"
#include "Vxl_shuf_pipe_l2.h"
#include "common/catch_check.h"
#include "common/rtl_check.h"
#include "pipe_bench.h"
#include "verif/stimulus.h"

namespace {

using namespace xlane::tb;

template <class V>
void test_shfl_pipe(unsigned latency) {
  Dut<V> dut;
  auto rng = make_rng("shfl pipe " + std::to_string(latency));
  struct Txn { model::ShflOp op; uint32_t user; };  // a shuffle and the user_i driven with it
  PipeBench<V, Txn> bench;
  bench.make = [&] { return Txn{random_shfl(rng, 32), static_cast<uint32_t>(rng() & 1u)}; };
  bench.drive = [](V& d, const Txn& t) {
    drive_shfl<32, 32>(d, t.op);
    put_lanes<32>(d.pass_d_i, t.op.b, 32);  // a value other than a; ignored while pass_i is 0
    d.pass_i = 0;
    d.user_i = t.user;
  };
  bench.scramble = [&](V& d) {
    const model::ShflOp op = random_shfl(rng, 32);
    drive_shfl<32, 32>(d, op);
    put_lanes<32>(d.pass_d_i, op.b, 32);
    d.pass_i = rng() & 1;
    d.user_i = rng() & 1;
  };
  bench.check = [](const V& d, const Txn& t, std::string& report) {
    const model::ShflOp& op = t.op;
    const model::ShflResult exp = model::shfl(op);
    const model::ShflResult got = read_shfl<32, 32>(d);
    auto mm = compare_shfl(op, exp, got);
    if (d.user_o != t.user) mm.push_back({0, "user", t.user, d.user_o});
    if (!mm.empty()) report = format_shfl(op, exp, got, mm);
    return mm;
  };
  Scoreboard sb("xl_shfl_pipe latency " + std::to_string(latency), 32);
  run_pipe(dut, latency, random_ops(100000), rng, bench, sb);
  require_clean(sb);
}

// A wrapper of a one-word unit (xl_shf_pipe, xl_shuf_pipe): `draw` makes a random
// operation, `drive` puts one on the ports; d_o is checked against the model.
template <class V, class Op>
void test_word_pipe(const std::string& unit, unsigned latency, Op (*draw)(std::mt19937_64&),
                    void (*drive)(V&, const Op&)) {
  Dut<V> dut;
  auto rng = make_rng(unit + " pipe " + std::to_string(latency));
  PipeBench<V, Op> bench;
  bench.make = [&] { return draw(rng); };
  bench.drive = drive;
  bench.scramble = [&](V& d) { drive(d, draw(rng)); };
  bench.check = [](const V& d, const Op& t, std::string& report) {
    return word_check(t.expected(), d.d_o, t.to_string(), report);
  };
  Scoreboard sb("xl_" + unit + "_pipe latency " + std::to_string(latency));
  run_pipe(dut, latency, random_ops(100000), rng, bench, sb);
  require_clean(sb);
}

template <class V>
void test_shf_pipe(unsigned latency) {
  test_word_pipe<V, ShfOp>("shf", latency, random_shf, drive_shf<V>);
}

template <class V>
void test_shuf_pipe(unsigned latency) {
  test_word_pipe<V, ShufOp>("shuf", latency, random_shuf, drive_shuf<V>);
}

}  // namespace

TEST_CASE("pipes: xl_shfl_pipe at latency 0, 1, 2 with random valid gaps", "[pipes]") {
  SECTION("latency 0") { test_shfl_pipe<Vxl_shfl_pipe_l0>(0); }
  SECTION("latency 1") { test_shfl_pipe<Vxl_shfl_pipe_l1>(1); }
  SECTION("latency 2") { test_shfl_pipe<Vxl_shfl_pipe_l2>(2); }
}

TEST_CASE("pipes: xl_shf_pipe at latency 0, 1, 2 with random valid gaps", "[pipes]") {
  SECTION("latency 0") { test_shf_pipe<Vxl_shf_pipe_l0>(0); }
  SECTION("latency 1") { test_shf_pipe<Vxl_shf_pipe_l1>(1); }
  SECTION("latency 2") { test_shf_pipe<Vxl_shf_pipe_l2>(2); }
}

TEST_CASE("pipes: xl_shuf_pipe at latency 0, 1, 2 with random valid gaps", "[pipes]") {
  SECTION("latency 0") { test_shuf_pipe<Vxl_shuf_pipe_l0>(0); }
  SECTION("latency 1") { test_shuf_pipe<Vxl_shuf_pipe_l1>(1); }
  SECTION("latency 2") { test_shuf_pipe<Vxl_shuf_pipe_l2>(2); }
}
