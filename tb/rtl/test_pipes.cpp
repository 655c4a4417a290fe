// SPDX-License-Identifier: Apache-2.0
// Clocked tests: the pipelined wrappers (xl_shfl_pipe; xl_word_unit with the funnel shifter
// and with SHUF) at latency 0, 1 and 2 (and xl_word_unit with prmt, make explore's, at
// latency 1), with random valid gaps, and with backpressure with and without the skid
// buffer, and with the global stall (the warp top: test_warp.cpp).
//
// TEST RATIONALE
// The wrappers add registers, the valid/ready handshake and (for the shuffle at latency 2)
// a cut between lane logic and crossbar; the function itself is covered exhaustively by
// the combinational tests. So these tests aim at timing and plumbing: results in order and
// on the exact cycle, no valid without a beat, inputs scrambled while valid is low (data
// registers must hold), density changes, reset before and during traffic. With ready_i
// held high (100,000 random operations per wrapper and latency) a result leaves exactly
// Latency cycles after its instruction and none is held back; with ready_i dropped at random (0 to 90 percent of the
// cycles, and long stalls) every stage holds, fills and drains, the skid buffer fills and
// empties, and ready_o, valid_o and the cycle each result leaves are checked against the
// handshake model written from xl_pipe's rules (verif::PipeTiming), every output held
// while stalled. With GlobalStall = 1 (latency 1 and 2, and 2 with the skid buffer) the
// same runs hold the stages to the model's GlobalStall mode: no stage moves while ready_i
// is low, the bubbles stay, ready_o = ready_i; the data registers then load garbage with
// the bubbles, which must never show while valid_o is high. Every output of every lane is
// compared with the model; xl_shfl_pipe's
// sideband must come out with its own operation (pass_i and user_i are random while
// valid_i is low; the pass-through itself is xl_warp's, test_warp.cpp).
#include <catch2/catch.hpp>

#include "Vxl_word_shf_l0.h"
#include "Vxl_word_shf_l0_skid.h"
#include "Vxl_word_shf_l1.h"
#include "Vxl_word_shf_l1_gstall.h"
#include "Vxl_word_shf_l1_skid.h"
#include "Vxl_word_shf_l2.h"
#include "Vxl_word_shf_l2_gstall.h"
#include "Vxl_word_shf_l2_skid.h"
#include "Vxl_word_shf_l2_skid_gstall.h"
#include "Vxl_shfl_pipe_l0.h"
#include "Vxl_shfl_pipe_l0_skid.h"
#include "Vxl_shfl_pipe_l1.h"
#include "Vxl_shfl_pipe_l1_gstall.h"
#include "Vxl_shfl_pipe_l1_skid.h"
#include "Vxl_shfl_pipe_l2.h"
#include "Vxl_shfl_pipe_l2_gstall.h"
#include "Vxl_shfl_pipe_l2_skid.h"
#include "Vxl_shfl_pipe_l2_skid_gstall.h"
#include "Vxl_word_shuf_l0.h"
#include "Vxl_word_shuf_l0_skid.h"
#include "Vxl_word_shuf_l1.h"
#include "Vxl_word_shuf_l1_gstall.h"
#include "Vxl_word_shuf_l1_skid.h"
#include "Vxl_word_shuf_l2.h"
#include "Vxl_word_shuf_l2_gstall.h"
#include "Vxl_word_shuf_l2_skid.h"
#include "Vxl_word_shuf_l2_skid_gstall.h"
#include "Vxl_word_prmt.h"
#include "common/catch_check.h"
#include "common/rtl_check.h"
#include "pipe_bench.h"
#include "verif/stimulus.h"

namespace {

using namespace xlane::tb;

// Transactions per run with backpressure (fewer than with ready_i high: a run takes
// several cycles a transaction, and its point is the handshake, not the data).
constexpr uint64_t kBackpressureOps = 30000;

// The stream name of a run, from which its random stream is seeded: one name per
// combination of backpressure, skid buffer and global stall, so that every run draws its
// own operations and adding a kind of run never changes what the others draw.
std::string stream(const std::string& base, bool backpressure, bool skid, bool gstall = false) {
  return base + (backpressure ? " backpressure" : "") + (skid ? " skid" : "") + (gstall ? " gstall" : "");
}

// The name a run's scoreboard reports under.
std::string title(const std::string& unit, unsigned latency, bool backpressure, bool skid, bool gstall = false) {
  return unit + " latency " + std::to_string(latency) + (skid ? " skid buffer" : "") +
         (gstall ? " global stall" : "") + (backpressure ? ", backpressure" : "");
}

template <class V>
void test_shfl_pipe(unsigned latency, bool backpressure, bool skid, bool gstall) {
  Dut<V> dut;
  const std::string name = stream("shfl pipe " + std::to_string(latency), backpressure, skid, gstall);
  auto rng = make_rng(name);
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
  bench.outputs = [](const V& d, std::vector<uint32_t>& out) {
    shfl_outputs<32, 32>(d, out);
    out.push_back(d.user_o);
  };
  Scoreboard sb(title("xl_shfl_pipe", latency, backpressure, skid, gstall), 32);
  run_pipe(dut, pipe_config(name, latency, backpressure, skid, gstall),
           random_ops(backpressure ? kBackpressureOps : 100000), rng, bench, sb);
  require_clean(sb);
}

// xl_word_unit with one of the one-word units: `draw` makes a random operation, `drive`
// puts one on the ports (the opcode's low bits on op_i); d_o is checked against the model.
template <class V, class Op>
void test_word_pipe(const std::string& unit, unsigned latency, bool backpressure, bool skid, bool gstall,
                    Op (*draw)(std::mt19937_64&), void (*drive)(V&, const Op&)) {
  Dut<V> dut;
  const std::string name = stream(unit + " pipe " + std::to_string(latency), backpressure, skid, gstall);
  auto rng = make_rng(name);
  PipeBench<V, Op> bench;
  bench.make = [&] { return draw(rng); };
  bench.drive = drive;
  bench.scramble = [&](V& d) { drive(d, draw(rng)); };
  bench.check = [](const V& d, const Op& t, std::string& report) {
    return word_check(t.expected(), d.d_o, t.to_string(), report);
  };
  bench.outputs = [](const V& d, std::vector<uint32_t>& out) { out.assign(1, d.d_o); };
  Scoreboard sb(title("xl_word_unit " + unit, latency, backpressure, skid, gstall));
  run_pipe(dut, pipe_config(name, latency, backpressure, skid, gstall),
           random_ops(backpressure ? kBackpressureOps : 100000), rng, bench, sb);
  require_clean(sb);
}

template <class V>
void test_shf_pipe(unsigned latency, bool backpressure, bool skid, bool gstall) {
  test_word_pipe<V, ShfOp>("shf", latency, backpressure, skid, gstall, random_shf, drive_shf<V>);
}

template <class V>
void test_shuf_pipe(unsigned latency, bool backpressure, bool skid, bool gstall) {
  test_word_pipe<V, ShufOp>("shuf", latency, backpressure, skid, gstall, random_shuf, drive_shuf<V>);
}

template <class V>
void test_prmt_pipe(unsigned latency, bool backpressure, bool skid, bool gstall) {
  test_word_pipe<V, PrmtOp>("prmt", latency, backpressure, skid, gstall, random_prmt, drive_prmt<V>);
}

// One verilated configuration of a wrapper, and its run.
struct PipeModel {
  const char* unit;  ///< the wrapper: xl_shfl_pipe, or xl_word_unit with xl_<unit>
  unsigned latency;
  bool skid;    ///< with the skid buffer
  bool gstall;  ///< GlobalStall = 1
  void (*run)(unsigned latency, bool backpressure, bool skid, bool gstall);
};

// Every configuration, each wrapper's in the order of its tests' sections.
const PipeModel kModels[] = {
    {"shfl", 0, false, false, test_shfl_pipe<Vxl_shfl_pipe_l0>},
    {"shfl", 1, false, false, test_shfl_pipe<Vxl_shfl_pipe_l1>},
    {"shfl", 2, false, false, test_shfl_pipe<Vxl_shfl_pipe_l2>},
    {"shfl", 0, true, false, test_shfl_pipe<Vxl_shfl_pipe_l0_skid>},
    {"shfl", 1, true, false, test_shfl_pipe<Vxl_shfl_pipe_l1_skid>},
    {"shfl", 2, true, false, test_shfl_pipe<Vxl_shfl_pipe_l2_skid>},
    {"shfl", 1, false, true, test_shfl_pipe<Vxl_shfl_pipe_l1_gstall>},
    {"shfl", 2, false, true, test_shfl_pipe<Vxl_shfl_pipe_l2_gstall>},
    {"shfl", 2, true, true, test_shfl_pipe<Vxl_shfl_pipe_l2_skid_gstall>},
    {"shf", 0, false, false, test_shf_pipe<Vxl_word_shf_l0>},
    {"shf", 1, false, false, test_shf_pipe<Vxl_word_shf_l1>},
    {"shf", 2, false, false, test_shf_pipe<Vxl_word_shf_l2>},
    {"shf", 0, true, false, test_shf_pipe<Vxl_word_shf_l0_skid>},
    {"shf", 1, true, false, test_shf_pipe<Vxl_word_shf_l1_skid>},
    {"shf", 2, true, false, test_shf_pipe<Vxl_word_shf_l2_skid>},
    {"shf", 1, false, true, test_shf_pipe<Vxl_word_shf_l1_gstall>},
    {"shf", 2, false, true, test_shf_pipe<Vxl_word_shf_l2_gstall>},
    {"shf", 2, true, true, test_shf_pipe<Vxl_word_shf_l2_skid_gstall>},
    {"shuf", 0, false, false, test_shuf_pipe<Vxl_word_shuf_l0>},
    {"shuf", 1, false, false, test_shuf_pipe<Vxl_word_shuf_l1>},
    {"shuf", 2, false, false, test_shuf_pipe<Vxl_word_shuf_l2>},
    {"shuf", 0, true, false, test_shuf_pipe<Vxl_word_shuf_l0_skid>},
    {"shuf", 1, true, false, test_shuf_pipe<Vxl_word_shuf_l1_skid>},
    {"shuf", 2, true, false, test_shuf_pipe<Vxl_word_shuf_l2_skid>},
    {"shuf", 1, false, true, test_shuf_pipe<Vxl_word_shuf_l1_gstall>},
    {"shuf", 2, false, true, test_shuf_pipe<Vxl_word_shuf_l2_gstall>},
    {"shuf", 2, true, true, test_shuf_pipe<Vxl_word_shuf_l2_skid_gstall>},
    {"prmt", 1, false, false, test_prmt_pipe<Vxl_word_prmt>},
};

// The three kinds of test of a wrapper.
enum class Runs {
  Gaps,          ///< ready_i high: the configurations without skid buffer and global stall
  Backpressure,  ///< ready_i dropped at random: those without global stall, skid buffer or not
  GlobalStall,   ///< ready_i dropped at random: those with the global stall
};

// The tests of `kind` of a wrapper, one section a configuration ("latency 1",
// "latency 2, skid buffer").
void run_sections(const std::string& unit, Runs kind) {
  const bool backpressure = kind != Runs::Gaps;
  for (const PipeModel& m : kModels) {
    if (m.unit != unit || m.gstall != (kind == Runs::GlobalStall) || (m.skid && !backpressure)) continue;
    DYNAMIC_SECTION("latency " << m.latency << (m.skid ? ", skid buffer" : "")) {
      m.run(m.latency, backpressure, m.skid, m.gstall);
    }
  }
}

// One test case a wrapper, reproduced on its own by its name; a section a kind of run, and
// inside it one a configuration.
void run_all(const std::string& unit) {
  SECTION("random valid gaps at latency 0, 1, 2") { run_sections(unit, Runs::Gaps); }
  SECTION("backpressure at latency 0, 1, 2, without and with the skid buffer") {
    run_sections(unit, Runs::Backpressure);
  }
  SECTION("backpressure and the global stall at latency 1 and 2, and with the skid buffer at 2") {
    run_sections(unit, Runs::GlobalStall);
  }
}

}  // namespace

TEST_CASE("pipes: xl_shfl_pipe", "[pipes]") { run_all("shfl"); }
TEST_CASE("pipes: xl_word_unit shf", "[pipes]") { run_all("shf"); }
TEST_CASE("pipes: xl_word_unit shuf", "[pipes]") { run_all("shuf"); }
TEST_CASE("pipes: xl_word_unit prmt", "[pipes]") { run_all("prmt"); }
