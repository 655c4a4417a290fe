// SPDX-License-Identifier: Apache-2.0
// The stream bench of the warp top (xl_warp): how an instruction is driven and checked
// (every output against the golden model, isa::expected), what a stream run draws, and one
// stream run on a model. Shared by the tests (tb/rtl/test_warp.cpp, which says why these
// runs) and by mutation testing (tb/mutate/mutate_runner.cpp: warp8), so that a mutant
// meets exactly the tests' stimulus.
#pragma once

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "harness/dut.h"
#include "harness/ports.h"
#include "isa/isa.h"
#include "pipe_bench.h"
#include "verif/scoreboard.h"
#include "verif/seed.h"
#include "verif/stimulus.h"

namespace xlane::tb::warp {

/// PipeBench of the warp top of `Lanes` lanes drawing instructions with `draw(rng)`.
template <unsigned Lanes, class V, class Draw>
PipeBench<V, isa::WarpOp> bench(std::mt19937_64& rng, Draw draw) {
  PipeBench<V, isa::WarpOp> b;
  b.make = [&rng, draw] { return draw(rng); };
  b.drive = [](V& d, const isa::WarpOp& op) { harness::drive_warp<Lanes>(d, op); };
  b.scramble = [&rng](V& d) { harness::drive_warp<Lanes>(d, verif::random_warp(rng, Lanes)); };
  b.check = [](const V& d, const isa::WarpOp& op, std::string& report) {
    const isa::WarpResult exp = isa::expected(op);
    const isa::WarpResult got = harness::read_warp<Lanes>(d);
    const auto mm = verif::compare_warp(op, exp, got);
    if (!mm.empty()) report = verif::format_warp(op, exp, got, mm);
    return mm;
  };
  b.outputs = [](const V& d, std::vector<uint32_t>& out) {
    shfl_outputs<Lanes, 32>(d, out);
    out.push_back(d.illegal_o);
  };
  return b;
}

/// What a stream run draws: any instruction; CUDA-style uniform shuffles mixed with shf and
/// SHUF; or the collectives only (redux and match with vote and activemask between them).
enum class Draws { Random, Uniform, Collectives };

inline const char* draws_name(Draws d) {
  return d == Draws::Random ? "random" : d == Draws::Uniform ? "uniform" : "collectives";
}

inline isa::WarpOp draw(std::mt19937_64& r, unsigned lanes, Draws d) {
  using isa::Unit;
  if (d == Draws::Random) return verif::random_warp(r, lanes);
  if (d == Draws::Collectives) {
    return verif::random_warp_among(r, lanes, {Unit::Redux, Unit::Match, Unit::Vote, Unit::Activemask});
  }
  if (r() % 2 == 0) return verif::random_warp_of(r, lanes, r() % 2 ? Unit::Shf : Unit::Shuf);
  isa::WarpOp op;
  op.ops = verif::uniform_shfl(r, lanes);
  op.opcode = isa::encode_shfl(op.ops.mode, op.ops.sync);
  return op;
}

/// One stream run of the warp top with a microarchitecture that may take several cycles an
/// instruction: `arch` names it (and, with the lanes, draws and backpressure, the run's
/// stream: stream_name); `fast`: nothing may be refused while ready_i is high.
struct StreamRun {
  std::string arch;
  Draws draws;
  bool backpressure;
  bool fast;
  uint64_t ops;
};

inline std::string stream_name(unsigned lanes, const StreamRun& run) {
  return "warp " + std::to_string(lanes) + " " + run.arch + " " + draws_name(run.draws) +
         (run.backpressure ? " backpressure" : "");
}

/// The runs of a warp top with a time-multiplexed reduction or match (xl_warp_front), as
/// test_warp.cpp runs them: each kind of draw without backpressure (`ops` instructions)
/// and with it (`bp_ops`). Uniform draws need no unit, so with the crossbar behind
/// (`xbar`) they go one a cycle (fast), with backpressure too unless `skid` (after a stall
/// the skid buffer's ready_o is low until it drains).
inline std::vector<StreamRun> front_runs(const std::string& arch, bool xbar, bool skid, uint64_t ops,
                                         uint64_t bp_ops) {
  std::vector<StreamRun> out;
  for (const bool bp : {false, true}) {
    for (const Draws d : {Draws::Random, Draws::Uniform, Draws::Collectives}) {
      out.push_back({arch, d, bp, xbar && d == Draws::Uniform && !(skid && bp), bp ? bp_ops : ops});
    }
  }
  return out;
}

/// The runs of the rtl/xlane.configs row xl_warp_n8_seq (8 lanes; a redux in 2 steps of 4
/// lanes, a match in 8 of 1 key, so that a redux behind a match would overtake it if the
/// front let it in): the tests' and mutation testing's (warp8).
inline std::vector<StreamRun> n8_seq_runs() {
  return front_runs("redux seq K4, match seq K1", true, false, 50000, 20000);
}

/// Runs `ops` instructions of `run` through `dut` (run_stream: the handshake's rules, order,
/// and every result against the model on the cycle it leaves, into `sb`); returns what the
/// run measured, st.refused included (the caller checks run.fast). `stop_at_mismatch`: the
/// run ends at the first result that mismatches (mutation testing).
template <unsigned Lanes, class V>
StreamStats run_stream(harness::Dut<V>& dut, const StreamRun& run, uint64_t ops, verif::Scoreboard& sb,
                       bool stop_at_mismatch = false) {
  const std::string name = stream_name(Lanes, run);
  auto rng = verif::make_rng(name);
  auto b = bench<Lanes, V>(rng, [d = run.draws](std::mt19937_64& r) { return draw(r, Lanes, d); });
  b.stop_at_mismatch = stop_at_mismatch;
  return tb::run_stream(dut, run.backpressure, verif::make_rng(name + " ready"), ops, 4 * Lanes + 8, rng, b, sb);
}

}  // namespace xlane::tb::warp
