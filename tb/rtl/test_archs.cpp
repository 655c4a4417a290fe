// SPDX-License-Identifier: Apache-2.0
// Clocked tests of the shuffle's other microarchitectures behind xl_shfl_pipe's ports: the
// time-multiplexed gather (xl_shfl_gather, GatherLanes 1, 2, 4 and 8), the uniform fast
// path (xl_shfl_uniform) and the pipelined crossbar (xl_shfl_pxbar), at 2, 8, 32 and 64
// lanes.
//
// TEST RATIONALE
// These units share the lane logic (xl_shfl_ctrl, tested exhaustively in test_shfl.cpp)
// but not the data path, and they take a varying number of cycles an instruction, so no
// fixed timing model applies: the run (run_stream) takes ready_o and valid_o from the
// unit and checks the handshake's rules and every result, in order, against the golden
// model. Each unit gets:
// - the worked corner cases of the spec (32-lane units), the named lane checked against
//   the spec's own j and p, every lane against the model;
// - random operations (1,000,000 on the 32-lane K8 gather and uniform units), about a
//   third with per-lane b and c (verif::random_shfl mixes uniform and non-uniform), one in
//   five a pass-through (pass_i, pass_d_i), user_i random, with ready_i held high and
//   with random backpressure (long stalls included);
// - CUDA-style uniform shuffles (uniform_shfl), with and without backpressure. The
//   uniform unit must then never refuse an instruction while ready_i is high: one
//   instruction a cycle, the throughput it exists for, checked without a timer; the
//   pipelined crossbar must refuse none at all.
#include <catch2/catch.hpp>

#include <optional>

#include "Vxl_shfl_gather_k1.h"
#include "Vxl_shfl_gather_k8.h"
#include "Vxl_shfl_gather_n2k1.h"
#include "Vxl_shfl_gather_n64k4.h"
#include "Vxl_shfl_gather_n8k2.h"
#include "Vxl_shfl_pxbar.h"
#include "Vxl_shfl_pxbar_n2w8.h"
#include "Vxl_shfl_pxbar_n64.h"
#include "Vxl_shfl_pxbar_n8.h"
#include "Vxl_shfl_uniform.h"
#include "Vxl_shfl_uniform_n2w8.h"
#include "Vxl_shfl_uniform_n64.h"
#include "Vxl_shfl_uniform_n8.h"
#include "common/catch_check.h"
#include "common/plans.h"
#include "pipe_bench.h"
#include "verif/corners.h"
#include "verif/stimulus.h"

namespace {

using namespace xlane;
using namespace xlane::tb;

// An instruction on the unit's ports: a shuffle, or a pass-through of pass_d, and user_i.
struct Txn {
  model::ShflOp op;
  bool pass = false;
  std::array<uint32_t, model::kMaxLanes> pass_d{};
  uint32_t user = 0;
  std::optional<ShflCorner> corner;  // a worked corner case: its lane is checked too
};

enum class Stim { kRandom, kUniform, kCorners };

template <unsigned Width>
uint32_t cut(uint32_t v) {
  return Width < 32 ? v & ((1u << (Width % 32)) - 1) : v;
}

// What the unit must give for t: the model's shuffle, or the pass-through of the header of
// xl_shfl_pipe (d = pass_d, p = 0, we = active, no undefined flag).
model::ShflResult expected(const Txn& t) {
  if (!t.pass) return model::shfl(t.op);
  model::ShflResult r;
  r.d = t.pass_d;
  r.written = t.op.active;
  return r;
}

// Runs `ops` instructions of kind `stim` through a fresh V of Lanes x Width; returns what
// the run measured.
template <class V, unsigned Lanes, unsigned Width>
StreamStats run_arch(const std::string& unit, Stim stim, uint64_t ops, bool backpressure) {
  Dut<V> dut;
  const std::string kind = stim == Stim::kRandom ? "random" : stim == Stim::kUniform ? "uniform" : "corners";
  const std::string name = unit + " " + kind + (backpressure ? " backpressure" : "");
  auto rng = make_rng(name);
  std::vector<Txn> corners;
  if (stim == Stim::kCorners) {
    plan::shfl_corners([&](uint64_t, const ShflCorner& k, const isa::ShflOp& op) {
      corners.push_back(Txn{op, false, {}, 0, k});
      return true;
    });
    ops = corners.size();
  }
  uint64_t next_corner = 0;
  const auto draw = [&](bool for_scramble) {
    Txn t;
    if (stim == Stim::kCorners && !for_scramble) {
      t = corners[next_corner++ % corners.size()];
    } else {
      t.op = stim == Stim::kUniform && !for_scramble ? uniform_shfl(rng, Lanes) : random_shfl(rng, Lanes);
      t.pass = stim == Stim::kRandom && rng() % 5 == 0;
    }
    for (unsigned l = 0; l < Lanes; ++l) {
      t.op.a[l] = cut<Width>(t.op.a[l]);
      t.pass_d[l] = cut<Width>(static_cast<uint32_t>(rng()));
    }
    t.user = static_cast<uint32_t>(rng() & 1u);
    return t;
  };
  PipeBench<V, Txn> bench;
  bench.make = [&] { return draw(false); };
  bench.drive = [](V& d, const Txn& t) {
    drive_shfl<Lanes, Width>(d, t.op);
    put_lanes<Width>(d.pass_d_i, t.pass_d, Lanes);
    d.pass_i = t.pass;
    d.user_i = t.user;
  };
  bench.scramble = [&](V& d) {
    const Txn t = draw(true);
    drive_shfl<Lanes, Width>(d, t.op);
    put_lanes<Width>(d.pass_d_i, t.pass_d, Lanes);
    d.pass_i = rng() & 1u;
    d.user_i = t.user;
  };
  bench.check = [](const V& d, const Txn& t, std::string& report) {
    const model::ShflResult exp = expected(t);
    const model::ShflResult got = read_shfl<Lanes, Width>(d);
    auto mm = compare_shfl(t.op, exp, got);
    if (d.user_o != t.user) mm.push_back({0, "user", t.user, d.user_o});
    if (const auto& k = t.corner; k.has_value()) {
      const uint32_t want = 0xa0000000u | k->j;
      if (got.d[k->lane] != want) mm.push_back({k->lane, "d (the spec's lane)", want, got.d[k->lane]});
      if (((got.p >> k->lane) & 1u) != (k->p ? 1u : 0u)) {
        mm.push_back({k->lane, "p (the spec's)", k->p, (got.p >> k->lane) & 1u});
      }
    }
    if (!mm.empty()) {
      report = (t.corner.has_value() ? std::string(t.corner->name) + ": " : std::string()) +
               (t.pass ? "pass-through\n" : "") + format_shfl(t.op, exp, got, mm);
    }
    return mm;
  };
  bench.outputs = [](const V& d, std::vector<uint32_t>& out) {
    shfl_outputs<Lanes, Width>(d, out);
    out.push_back(d.user_o);
  };
  Scoreboard sb(name, Lanes);
  const StreamStats st = run_stream(dut, backpressure, make_rng(name + " ready"), ops, 4 * Lanes + 8, rng, bench, sb);
  std::cout << "  " << name << ": " << st.taken << " instructions in " << st.cycles << " cycles, " << st.refused
            << " refused with ready_i high\n";
  require_clean(sb);
  return st;
}

// How often a unit takes an instruction while ready_i is high.
enum class Rate { kMulti, kUniform, kEvery };  // several cycles; every cycle if uniform; every cycle

// Every run of one unit.
template <class V, unsigned Lanes, unsigned Width>
void test_arch(const std::string& unit, Rate rate, uint64_t ops) {
  if (Lanes == 32) run_arch<V, Lanes, Width>(unit, Stim::kCorners, 0, false);
  for (const bool bp : {false, true}) {
    const StreamStats st = run_arch<V, Lanes, Width>(unit, Stim::kRandom, random_ops(bp ? ops / 4 : ops), bp);
    if (rate == Rate::kEvery) {
      INFO(unit << ": an instruction refused while ready_i was high (one a cycle expected)");
      CHECK(st.refused == 0);
    }
  }
  for (const bool bp : {false, true}) {
    const StreamStats st = run_arch<V, Lanes, Width>(unit, Stim::kUniform, random_ops(ops / 4), bp);
    if (rate != Rate::kMulti) {
      INFO(unit << ": a uniform instruction refused while ready_i was high (one a cycle expected)");
      CHECK(st.refused == 0);
    }
  }
}

}  // namespace

TEST_CASE("archs: xl_shfl_gather, 32 lanes, 8 and 1 lanes a cycle", "[archs]") {
  SECTION("GatherLanes 8") { test_arch<Vxl_shfl_gather_k8, 32, 32>("xl_shfl_gather 32x32 K8", Rate::kMulti, 1000000); }
  SECTION("GatherLanes 1") { test_arch<Vxl_shfl_gather_k1, 32, 32>("xl_shfl_gather 32x32 K1", Rate::kMulti, 10000); }
}

TEST_CASE("archs: xl_shfl_gather, 2, 8 and 64 lanes", "[archs]") {
  SECTION("2 lanes of 8 bits, K1") { test_arch<Vxl_shfl_gather_n2k1, 2, 8>("xl_shfl_gather 2x8 K1", Rate::kMulti, 40000); }
  SECTION("8 lanes of 16 bits, K2") { test_arch<Vxl_shfl_gather_n8k2, 8, 16>("xl_shfl_gather 8x16 K2", Rate::kMulti, 40000); }
  SECTION("64 lanes, K4") { test_arch<Vxl_shfl_gather_n64k4, 64, 32>("xl_shfl_gather 64x32 K4", Rate::kMulti, 10000); }
}

TEST_CASE("archs: xl_shfl_uniform at 2, 8, 32 and 64 lanes", "[archs]") {
  SECTION("32 lanes") { test_arch<Vxl_shfl_uniform, 32, 32>("xl_shfl_uniform 32x32", Rate::kUniform, 1000000); }
  SECTION("2 lanes of 8 bits") { test_arch<Vxl_shfl_uniform_n2w8, 2, 8>("xl_shfl_uniform 2x8", Rate::kUniform, 40000); }
  SECTION("8 lanes of 16 bits") { test_arch<Vxl_shfl_uniform_n8, 8, 16>("xl_shfl_uniform 8x16", Rate::kUniform, 40000); }
  SECTION("64 lanes") { test_arch<Vxl_shfl_uniform_n64, 64, 32>("xl_shfl_uniform 64x32", Rate::kUniform, 10000); }
}

TEST_CASE("archs: xl_shfl_pxbar at 2, 8, 32 and 64 lanes", "[archs]") {
  SECTION("32 lanes, cuts after levels 2 and 4, 4 copies") {
    test_arch<Vxl_shfl_pxbar, 32, 32>("xl_shfl_pxbar 32x32", Rate::kEvery, 200000);
  }
  SECTION("2 lanes of 8 bits") { test_arch<Vxl_shfl_pxbar_n2w8, 2, 8>("xl_shfl_pxbar 2x8", Rate::kEvery, 40000); }
  SECTION("8 lanes of 16 bits") { test_arch<Vxl_shfl_pxbar_n8, 8, 16>("xl_shfl_pxbar 8x16", Rate::kEvery, 40000); }
  SECTION("64 lanes") { test_arch<Vxl_shfl_pxbar_n64, 64, 32>("xl_shfl_pxbar 64x32", Rate::kEvery, 10000); }
}
