// Clocked tests: the pipelined wrappers (xl_shfl_pipe, xl_shf_pipe, xl_shuf_pipe) and the
// warp top (xl_warp) at latency 0, 1 and 2, with random valid gaps.
//
// TEST RATIONALE
// The wrappers add registers, valid tracking and (for the shuffle at latency 2) a cut
// between lane logic and crossbar; the function itself is covered exhaustively by the
// combinational tests. So these tests aim at timing and plumbing: results in order and on
// the exact cycle, no valid without a beat, inputs scrambled while valid is low (data
// registers must hold), density changes, reset before and during traffic. 100,000 random
// operations per wrapper and latency (200,000 for the warp top, whose opcode decode and
// output mux are new logic), every output of every lane compared with the model.
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
#include "Vxl_warp_l0.h"
#include "Vxl_warp_l1.h"
#include "Vxl_warp_l2.h"
#include "Vxl_warp_n8_l1.h"
#include "check.h"
#include "dut.h"
#include "pipe_bench.h"
#include "scoreboard.h"
#include "seed.h"
#include "stimulus.h"
#include "warp.h"

namespace {

using namespace xlane;
using namespace xlane::tb;

std::vector<LaneMismatch> word_check(uint32_t exp, uint32_t got, const std::string& txn, std::string& report) {
  if (exp == got) return {};
  char buf[64];
  std::snprintf(buf, sizeof buf, "\n  d expected 0x%08x got 0x%08x\n", exp, got);
  report = txn + buf;
  return {{0, "d", exp, got}};
}

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

template <class V>
void test_shf_pipe(unsigned latency) {
  Dut<V> dut;
  auto rng = make_rng("shf pipe " + std::to_string(latency));
  PipeBench<V, ShfTxn> bench;
  bench.make = [&] { return random_shf(rng); };
  bench.drive = [](V& d, const ShfTxn& t) {
    d.left_i = t.left;
    d.clamp_i = t.clamp;
    d.a_i = t.a;
    d.b_i = t.b;
    d.c_i = t.c;
  };
  bench.scramble = [&](V& d) { bench.drive(d, random_shf(rng)); };
  bench.check = [](const V& d, const ShfTxn& t, std::string& report) {
    return word_check(t.expected(), d.d_o, t.to_string(), report);
  };
  Scoreboard sb("xl_shf_pipe latency " + std::to_string(latency));
  run_pipe(dut, latency, random_ops(100000), rng, bench, sb);
  require_clean(sb);
}

template <class V>
void test_shuf_pipe(unsigned latency) {
  Dut<V> dut;
  auto rng = make_rng("shuf pipe " + std::to_string(latency));
  PipeBench<V, ShufTxn> bench;
  bench.make = [&] { return random_shuf(rng); };
  bench.drive = [](V& d, const ShufTxn& t) {
    d.a_i = t.a;
    d.ctrl_i = t.ctrl & 0x1fffu;
  };
  bench.scramble = [&](V& d) { bench.drive(d, random_shuf(rng)); };
  bench.check = [](const V& d, const ShufTxn& t, std::string& report) {
    return word_check(t.expected(), d.d_o, t.to_string(), report);
  };
  Scoreboard sb("xl_shuf_pipe latency " + std::to_string(latency));
  run_pipe(dut, latency, random_ops(100000), rng, bench, sb);
  require_clean(sb);
}

template <unsigned Lanes, class V>
void test_warp(unsigned latency) {
  Dut<V> dut;
  auto rng = make_rng("warp " + std::to_string(Lanes) + " " + std::to_string(latency));
  PipeBench<V, WarpOp> bench;
  bench.make = [&] { return random_warp(rng, Lanes); };
  bench.drive = [](V& d, const WarpOp& op) { drive_warp<Lanes>(d, op); };
  bench.scramble = [&](V& d) { drive_warp<Lanes>(d, random_warp(rng, Lanes)); };
  bench.check = [](const V& d, const WarpOp& op, std::string& report) {
    const WarpResult exp = warp_expected(op);
    const WarpResult got = read_warp<Lanes>(d);
    auto mm = compare_shfl(op.ops, exp.r, got.r);
    if (exp.illegal != got.illegal) mm.push_back({0, "illegal", exp.illegal, got.illegal});
    if (!mm.empty()) report = format_shfl(op.ops, exp.r, got.r, mm, warp_name(op.opcode));
    return mm;
  };
  Scoreboard sb("xl_warp " + std::to_string(Lanes) + " lanes latency " + std::to_string(latency), Lanes);
  run_pipe(dut, latency, random_ops(200000), rng, bench, sb);
  require_clean(sb);
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

TEST_CASE("warp: xl_warp at latency 0, 1, 2 with random valid gaps", "[warp]") {
  SECTION("latency 0") { test_warp<32, Vxl_warp_l0>(0); }
  SECTION("latency 1") { test_warp<32, Vxl_warp_l1>(1); }
  SECTION("latency 2") { test_warp<32, Vxl_warp_l2>(2); }
}

TEST_CASE("warp: xl_warp with 8 lanes at latency 1", "[warp]") { test_warp<8, Vxl_warp_n8_l1>(1); }
