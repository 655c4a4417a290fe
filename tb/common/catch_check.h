// SPDX-License-Identifier: Apache-2.0
// Catch2 glue shared by the RTL tests: end-of-test verdict with the reproduce command, the
// operation counts (scaled by XLANE_RANDOM_OPS for long regressions), one checked run over
// a fresh model, and the runs the warp-wide collectives (xl_vote, xl_match, xl_redux, and
// the time-multiplexed xl_match_seq and xl_redux_seq) share.
#pragma once

#include <catch2/catch.hpp>

#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <random>
#include <string>
#include <vector>

#include "common/rtl_check.h"
#include "harness/dut.h"
#include "harness/ports.h"
#include "isa/isa.h"
#include "rtl/collective_bench.h"
#include "rtl/pipe_bench.h"
#include "verif/scoreboard.h"
#include "verif/seed.h"

namespace xlane::tb {

// The RTL tests use the model, the verification library, the ISA and the harness throughout.
namespace model = xlane::model;
using namespace xlane::verif;
using namespace xlane::isa;
using namespace xlane::harness;

/// Prints the scoreboard's summary; fails the test, with the one command that reproduces
/// it, if anything mismatched.
inline void require_clean(const verif::Scoreboard& sb) {
  std::cout << "  " << sb.summary() << '\n';
  const std::string name = Catch::getResultCapture().getCurrentTestName();
  if (!sb.ok()) {
    FAIL(sb.summary() << "\nreproduce: " << verif::repro_command(name));
  }
  REQUIRE(sb.checked() > 0);
}

/// Random operations for a test: `count`, or XLANE_RANDOM_OPS when set (a whole number).
inline uint64_t random_ops(uint64_t count) {
  if (const char* env = std::getenv("XLANE_RANDOM_OPS"); env != nullptr && *env != '\0') {
    char* end = nullptr;
    const unsigned long long v = std::strtoull(env, &end, 10);
    if (*end != '\0' || v == 0) FAIL("XLANE_RANDOM_OPS='" << env << "' is not a positive whole number");
    return v;
  }
  return count;
}

/// One test over a fresh model V: `plan(visit)` calls `visit(index, op)` for each
/// transaction, `check(dut, sb, index, op)` checks it, and the test fails unless all match.
/// `unit` and `lanes` name and size the scoreboard's report.
template <class V, class Plan, class Check>
void run_checked(const std::string& unit, unsigned lanes, Plan plan, Check check) {
  harness::Dut<V> dut;
  verif::Scoreboard sb(unit, lanes);
  plan([&](uint64_t i, const auto&... op) {
    check(dut, sb, i, op...);
    return true;
  });
  require_clean(sb);
}

/// One test of a warp-wide collective (xl_vote, xl_match, xl_redux) over a fresh model V of
/// `Lanes` lanes: `plan(visit)` gives the operations, check_collective checks each; `unit`
/// names the scoreboard's report.
template <unsigned Lanes, class V, class Plan>
void run_collective(const std::string& unit, Plan plan) {
  run_checked<V>(unit, Lanes, plan, [](harness::Dut<V>& dut, verif::Scoreboard& sb, uint64_t i, const auto& op) {
    check_collective<Lanes>(dut, sb, i, op);
  });
}

/// The random tests of a warp-wide collective on its models of 8, 32 and 64 lanes (V8,
/// V32, V64): 200,000, 1,000,000 and 200,000 operations (random_ops) drawn by
/// `plan(lanes, count, visit)` (plan::vote_random, plan::match_random, plan::redux_random),
/// each reported as "<unit> N lanes random".
template <class V8, class V32, class V64, class Plan>
void run_collective_random(const std::string& unit, Plan plan) {
  run_collective<8, V8>(unit + " 8 lanes random", [&](auto v) { plan(8, random_ops(200000), v); });
  run_collective<32, V32>(unit + " 32 lanes random", [&](auto v) { plan(32, random_ops(1000000), v); });
  run_collective<64, V64>(unit + " 64 lanes random", [&](auto v) { plan(64, random_ops(200000), v); });
}

/// A stream run of a time-multiplexed warp-wide collective of `Lanes` lanes on a fresh model
/// V (xl_redux_seq, xl_match_seq), each operation taking `steps` steps (collective::run_seq:
/// every result against the model, the handshake's rules and the unit's schedule):
/// run.ops operations drawn by `draw(rng, Lanes)` (random_ops scales them), or the
/// operations of `plan` in order, once. run.name names the stream and the report.
template <unsigned Lanes, class V, class Op>
void run_collective_stream(const collective::Run& run, unsigned steps, Op (*draw)(std::mt19937_64&, unsigned),
                           const std::vector<Op>& plan = {}) {
  harness::Dut<V> dut;
  verif::Scoreboard sb(run.name, Lanes);
  const uint64_t n = plan.empty() ? random_ops(run.ops) : plan.size();
  const StreamStats st = collective::run_seq<Lanes>(dut, run, steps, n, draw, plan, sb);
  std::cout << "  " << run.name << ": " << st.taken << " instructions in " << st.cycles << " cycles\n";
  require_clean(sb);
}

}  // namespace xlane::tb
