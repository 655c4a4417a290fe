// SPDX-License-Identifier: Apache-2.0
// Clocked tests of the warp top (xl_warp) at latency 0, 1 and 2 (32 lanes) and latency 1
// (8 lanes), with random valid gaps; and at latency 0, 1 and 2 with backpressure, without
// and with the skid buffer, and at latency 1 and 2 with the global stall.
//
// TEST RATIONALE
// The units inside are covered exhaustively by the combinational tests and their wrappers
// by test_pipes.cpp; here the new logic is the opcode decode, the routing of the per-lane
// results (shf, SHUF, prmt) and of vote, match, redux and activemask through the shared
// output stage, the party's p and flags formed behind it from the sideband, the reserved
// opcodes and the write enables. Each instruction alone first (2,000 operations each with
// backpressure; make regress runs 1,000,000 of each), then
// 200,000 random instructions per configuration (every opcode, reserved ones included),
// with the valid density changing and inputs scrambled while valid is low, every output of
// every lane compared with the model on the cycle it is due. With backpressure (ready_i
// low 0 to 90 percent of the cycles, and long stalls; fewer instructions, as each takes
// several cycles) the shf and SHUF results computed in front of the pipeline must wait in
// it with the shuffles, held while stalled, each leaving on the cycle the handshake model
// (verif::PipeTiming) says; with the skid buffer at latency 0 and 1 the crossbar gathers
// from the buffer, so a held shuffle must still read its own a. With GlobalStall = 1 the
// same runs hold the stages to the model's GlobalStall mode (no stage moves while ready_i
// is low, the bubbles stay, ready_o = ready_i).
// (Their models are the tools' ones, built with FST tracing, which stays off here.)
// With the shuffle's other microarchitectures (ShflArch 1, the gather at 8 lanes a cycle
// and, at 8 lanes, 1; ShflArch 2, the uniform fast path; ShflArch 3, the pipelined
// crossbar) an instruction may take several cycles, so the stream run (run_stream) checks
// the handshake's rules and every result in order, on random instructions and on
// CUDA-style uniform shuffles, with and without backpressure; with ShflArch 2 a uniform
// shuffle, shf or SHUF is never refused while ready_i is high, with ShflArch 3 nothing is.
// With the time-multiplexed reduction or match (ReduxArch, MatchArch: xl_warp_front) the
// same stream runs, at 32 lanes (K = 4) and at 8 lanes (a redux in 2 steps, a match in 8,
// so that a redux behind a match would overtake it if the front let it in; a redux alone in
// 8 steps with the gather; a match in 1 step at latency 2 with the skid buffer), on random
// instructions, on runs of collectives only (so that several wait in the front and its
// units fill), and on instructions that do not need a unit, which must then still go one a
// cycle; and each redux and match opcode alone: order is kept across the front, and every
// result is the model's.
#include <catch2/catch.hpp>

#include "Vxl_warp_l0.h"
#include "Vxl_warp_l0_skid.h"
#include "Vxl_warp_l1.h"
#include "Vxl_warp_l1_gstall.h"
#include "Vxl_warp_l1_skid.h"
#include "Vxl_warp_l2.h"
#include "Vxl_warp_l2_gstall.h"
#include "Vxl_warp_l2_skid.h"
#include "Vxl_warp_gather_trace.h"
#include "Vxl_warp_n8_gather_k1.h"
#include "Vxl_warp_n8_l1.h"
#include "Vxl_warp_n8_mseq_l2_skid.h"
#include "Vxl_warp_n8_rseq_gather.h"
#include "Vxl_warp_n8_seq.h"
#include "Vxl_warp_pxbar_trace.h"
#include "Vxl_warp_pxbar_ft_trace.h"
#include "Vxl_warp_seq_trace.h"
#include "Vxl_warp_uniform_trace.h"
#include "common/catch_check.h"
#include "common/rtl_check.h"
#include "pipe_bench.h"
#include "verif/stimulus.h"
#include "warp_bench.h"

namespace {

using namespace xlane::tb;

// Instructions per run with backpressure: fewer than with ready_i high, as each takes
// several cycles and the point is the handshake.
constexpr uint64_t kBackpressureOps = 40000;

// The warp top with a microarchitecture that may take several cycles an instruction (run.arch:
// the shuffle's gather or uniform unit, or the collectives' time-multiplexed units), in a
// stream run (warp_bench.h) of random_ops(run.ops) instructions.
template <unsigned Lanes, class V>
void test_warp_stream(const warp::StreamRun& run) {
  Dut<V> dut;
  const std::string name = warp::stream_name(Lanes, run);
  Scoreboard sb("xl_warp " + std::to_string(Lanes) + " lanes " + run.arch + ", " + warp::draws_name(run.draws) +
                    (run.backpressure ? ", backpressure" : ""),
                Lanes);
  const StreamStats st = warp::run_stream<Lanes>(dut, run, random_ops(run.ops), sb);
  std::cout << "  " << name << ": " << st.taken << " instructions in " << st.cycles << " cycles, " << st.refused
            << " refused with ready_i high\n";
  require_clean(sb);
  if (run.fast) {
    INFO(name << ": an instruction refused while ready_i was high (one a cycle expected)");
    CHECK(st.refused == 0);
  }
}

template <unsigned Lanes, class V>
void test_warp(unsigned latency, bool backpressure = false, bool skid = false, bool gstall = false) {
  Dut<V> dut;
  // One stream name per combination (lanes, latency, backpressure, skid buffer, global
  // stall): each run draws its own operations, and a new kind of run changes none of the
  // others' draws.
  const std::string name = "warp " + std::to_string(Lanes) + " " + std::to_string(latency) +
                           (backpressure ? " backpressure" : "") + (skid ? " skid" : "") + (gstall ? " gstall" : "");
  auto rng = make_rng(name);
  const auto bench = warp::bench<Lanes, V>(rng, [](std::mt19937_64& r) { return random_warp(r, Lanes); });
  Scoreboard sb("xl_warp " + std::to_string(Lanes) + " lanes latency " + std::to_string(latency) +
                    (skid ? " skid buffer" : "") + (gstall ? " global stall" : "") +
                    (backpressure ? ", backpressure" : ""),
                Lanes);
  run_pipe(dut, pipe_config(name, latency, backpressure, skid, gstall),
           random_ops(backpressure ? kBackpressureOps : 200000), rng, bench, sb);
  require_clean(sb);
}

// Every instruction xl_warp executes, one after another, each alone in a run of `ops` with
// backpressure at latency 1: its own operands' biases (random_warp_of for its unit), its
// opcode set.
void test_each_instruction(uint64_t ops) {
  for (const unsigned opcode : warp_opcodes()) {
    const std::string name = "warp each " + decode(opcode).name;
    Dut<Vxl_warp_l1> dut;
    auto rng = make_rng(name);
    const auto bench = warp::bench<32, Vxl_warp_l1>(rng, [opcode](std::mt19937_64& r) {
      WarpOp op = random_warp_of(r, 32, decode(opcode).unit);
      set_opcode(op, opcode);
      return op;
    });
    Scoreboard sb("xl_warp 32 lanes latency 1, backpressure, " + decode(opcode).name, 32);
    run_pipe(dut, pipe_config(name, 1, true, false, false), ops, rng, bench, sb);
    require_clean(sb);
  }
}

// Each redux and match opcode alone through the time-multiplexed units of xl_warp_seq
// (32 lanes, K = 4), in a stream run of `ops` with backpressure.
void test_each_collective_seq(uint64_t ops) {
  for (const unsigned opcode : warp_opcodes()) {
    const Unit unit = decode(opcode).unit;
    if (unit != Unit::Redux && unit != Unit::Match) continue;
    const std::string name = "warp seq each " + decode(opcode).name;
    Dut<Vxl_warp_seq_trace> dut;
    auto rng = make_rng(name);
    const auto bench = warp::bench<32, Vxl_warp_seq_trace>(rng, [opcode, unit](std::mt19937_64& r) {
      WarpOp op = random_warp_of(r, 32, unit);
      set_opcode(op, opcode);
      return op;
    });
    Scoreboard sb("xl_warp 32 lanes, time-multiplexed redux and match, backpressure, " + decode(opcode).name, 32);
    run_stream(dut, true, make_rng(name + " ready"), ops, 4 * 32 + 8, rng, bench, sb);
    require_clean(sb);
  }
}

}  // namespace

TEST_CASE("warp: every instruction alone, 2,000 operations each, with backpressure", "[warp][each]") {
  test_each_instruction(random_ops(2000));
}

TEST_CASE("warp: xl_warp at latency 0, 1, 2 with random valid gaps", "[warp]") {
  SECTION("latency 0") { test_warp<32, Vxl_warp_l0>(0); }
  SECTION("latency 1") { test_warp<32, Vxl_warp_l1>(1); }
  SECTION("latency 2") { test_warp<32, Vxl_warp_l2>(2); }
}

TEST_CASE("warp: xl_warp with 8 lanes at latency 1", "[warp]") { test_warp<8, Vxl_warp_n8_l1>(1); }

TEST_CASE("warp: xl_warp with backpressure at latency 0, 1, 2, without and with the skid buffer", "[warp]") {
  SECTION("latency 0") { test_warp<32, Vxl_warp_l0>(0, true); }
  SECTION("latency 1") { test_warp<32, Vxl_warp_l1>(1, true); }
  SECTION("latency 2") { test_warp<32, Vxl_warp_l2>(2, true); }
  SECTION("latency 0, skid buffer") { test_warp<32, Vxl_warp_l0_skid>(0, true, true); }
  SECTION("latency 1, skid buffer") { test_warp<32, Vxl_warp_l1_skid>(1, true, true); }
  SECTION("latency 2, skid buffer") { test_warp<32, Vxl_warp_l2_skid>(2, true, true); }
}

TEST_CASE("warp: xl_warp with backpressure and the global stall at latency 1 and 2", "[warp]") {
  SECTION("latency 1") { test_warp<32, Vxl_warp_l1_gstall>(1, true, false, true); }
  SECTION("latency 2") { test_warp<32, Vxl_warp_l2_gstall>(2, true, false, true); }
}

TEST_CASE("warp: xl_warp with the shuffle's gather (8 lanes a cycle; 1 at 8 lanes), uniform unit and pipelined crossbar "
          "(with and without the fanout trees)",
          "[warp]") {
  using warp::Draws;
  for (const bool bp : {false, true}) {
    for (const Draws d : {Draws::Random, Draws::Uniform}) {
      const bool uniform = d == Draws::Uniform;
      const uint64_t ops = bp ? 20000 : 100000;
      test_warp_stream<32, Vxl_warp_gather_trace>({"gather K8", d, bp, false, ops});
      test_warp_stream<8, Vxl_warp_n8_gather_k1>({"gather K1", d, bp, false, ops});
      test_warp_stream<32, Vxl_warp_uniform_trace>({"uniform", d, bp, uniform, ops});
      test_warp_stream<32, Vxl_warp_pxbar_trace>({"pxbar", d, bp, true, bp ? 20000u : 50000u});
      // With its output queue ready_o says whether fewer than Latency + 1 are inside, not
      // whether ready_i is high: none refused while ready_i stays high, some after a stall.
      test_warp_stream<32, Vxl_warp_pxbar_ft_trace>({"pxbar fanout 8", d, bp, !bp, bp ? 20000u : 50000u});
    }
  }
}

TEST_CASE("warp: xl_warp with the time-multiplexed reduction and match (xl_warp_front)", "[warp]") {
  // Without a collective and with the crossbar behind, one a cycle (warp::front_runs).
  for (const auto& run : warp::front_runs("seq K4", true, false, 40000, 10000)) {
    test_warp_stream<32, Vxl_warp_seq_trace>(run);
  }
  for (const auto& run : warp::n8_seq_runs()) test_warp_stream<8, Vxl_warp_n8_seq>(run);
  for (const auto& run : warp::front_runs("redux seq K1, gather K2", false, false, 50000, 20000)) {
    test_warp_stream<8, Vxl_warp_n8_rseq_gather>(run);
  }
  for (const auto& run : warp::front_runs("match seq K8, latency 2 skid", true, true, 50000, 20000)) {
    test_warp_stream<8, Vxl_warp_n8_mseq_l2_skid>(run);
  }
}

TEST_CASE("warp: each redux and match alone through the time-multiplexed units, 2,000 operations each",
          "[warp][each]") {
  test_each_collective_seq(random_ops(2000));
}
