// SPDX-License-Identifier: Apache-2.0
// The stream bench of the time-multiplexed warp-wide collectives (xl_redux_seq,
// xl_match_seq): the runs each unit goes through and one run on a model. Shared by the
// tests (tb/rtl/test_redux.cpp, tb/rtl/test_match.cpp through catch_check.h's
// run_collective_stream, which say why these runs) and by mutation testing
// (tb/mutate/mutate_runner.cpp), so that a mutant meets exactly the tests' stimulus.
#pragma once

#include <cstdint>
#include <iterator>
#include <random>
#include <string>
#include <vector>

#include "common/rtl_check.h"
#include "harness/dut.h"
#include "pipe_bench.h"
#include "verif/scoreboard.h"
#include "verif/seed.h"

namespace xlane::tb::collective {

/// One stream run: its name (which seeds it: the stream's draws from make_rng(name),
/// ready_i's from make_rng(name + " ready")), backpressure, and its operation count (the
/// tests scale it by XLANE_RANDOM_OPS).
struct Run {
  std::string name;
  bool backpressure;
  uint64_t ops;
};

/// The name of a run of `name` with (" backpressure") or without backpressure.
inline std::string stream_name(const std::string& name, bool backpressure) {
  return name + (backpressure ? " backpressure" : "");
}

/// xl_redux_seq at `lanes` lanes, `k` lanes a step: "redux seq N kK", `ops` random
/// reductions with ready_i held high and `ops` with backpressure.
inline std::vector<Run> redux_seq_runs(unsigned lanes, unsigned k, uint64_t ops) {
  const std::string name = "redux seq " + std::to_string(lanes) + " k" + std::to_string(k);
  return {{stream_name(name, false), false, ops}, {stream_name(name, true), true, ops}};
}

/// xl_match_seq at `lanes` lanes, `k` keys a step: "match seq N lanes KK random", `ops`
/// random matches with ready_i held high and `ops` / 4 with backpressure.
inline std::vector<Run> match_seq_runs(unsigned lanes, unsigned k, uint64_t ops) {
  const std::string name = "match seq " + std::to_string(lanes) + " lanes K" + std::to_string(k) + " random";
  return {{stream_name(name, false), false, ops}, {stream_name(name, true), true, ops / 4}};
}

/// Runs `ops` operations of run `run` through `dut`, a time-multiplexed collective of
/// `Lanes` lanes (V), each operation taking `steps` steps: drawn by `draw(rng, Lanes)`, or
/// the operations of `plan` in order; the inputs scrambled with draws while valid_i is
/// low; ready_i held high or (backpressure) dropped at random. Every result is checked
/// against the golden model (collective_mismatches), and the handshake's rules and the
/// unit's schedule (run_stream: ready_o high again on exactly the `steps`-th cycle it can
/// move after a take), into `sb`; returns what the run measured. `stop_at_mismatch`: the
/// run ends at the first result that mismatches (mutation testing).
template <unsigned Lanes, class V, class Op>
StreamStats run_seq(harness::Dut<V>& dut, const Run& run, unsigned steps, uint64_t ops,
                    Op (*draw)(std::mt19937_64&, unsigned), const std::vector<Op>& plan, verif::Scoreboard& sb,
                    bool stop_at_mismatch = false) {
  auto rng = verif::make_rng(run.name);
  uint64_t next = 0;
  PipeBench<V, Op> bench;
  bench.make = [&] { return plan.empty() ? draw(rng, Lanes) : plan[next++ % plan.size()]; };
  bench.drive = [](V& d, const Op& op) { drive_collective<Lanes>(d, op); };
  bench.scramble = [&](V& d) { drive_collective<Lanes>(d, draw(rng, Lanes)); };
  bench.check = [](const V& d, const Op& op, std::string& report) {
    return collective_mismatches<Lanes>(op, d.res_o, report);
  };
  bench.outputs = [](const V& d, std::vector<uint32_t>& out) {
    out.assign(std::begin(d.res_o.m_storage), std::end(d.res_o.m_storage));
  };
  bench.busy = [steps](const Op&) { return steps; };
  bench.stop_at_mismatch = stop_at_mismatch;
  return run_stream(dut, run.backpressure, verif::make_rng(run.name + " ready"), ops, 2 * steps + 8, rng, bench,
                    sb);
}

}  // namespace xlane::tb::collective
