// SPDX-License-Identifier: Apache-2.0
// The stream bench of the shuffle's clocked microarchitectures (xl_shfl_gather,
// xl_shfl_uniform, xl_shfl_pxbar behind xl_shfl_arch's ports): what an instruction is on
// their ports, what they must give for it, and the runs each unit goes through. Shared by
// the tests (tb/rtl/test_archs.cpp, which say why these runs) and by mutation testing
// (tb/mutate/mutate_runner.cpp), so that a mutant meets exactly the tests' stimulus.
#pragma once

#include <array>
#include <cstdint>
#include <iostream>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "common/plans.h"
#include "harness/dut.h"
#include "harness/ports.h"
#include "model/xlane_model.h"
#include "pipe_bench.h"
#include "verif/corners.h"
#include "verif/scoreboard.h"
#include "verif/seed.h"
#include "verif/stimulus.h"

namespace xlane::tb::arch {

/// An instruction on the unit's ports: a shuffle, or a pass-through of pass_d, and user_i.
struct Txn {
  model::ShflOp op;
  bool pass = false;
  std::array<uint32_t, model::kMaxLanes> pass_d{};
  uint32_t user = 0;
  std::optional<verif::ShflCorner> corner;  ///< a worked corner case: its lane is checked too
};

/// What a run offers: random per-lane operands (a fifth of them pass-throughs), CUDA-style
/// uniform shuffles, or the spec's worked corner cases (32 lanes).
enum class Stim { kRandom, kUniform, kCorners };

/// How often a unit takes an instruction while ready_i is high: after several cycles
/// (gather); every cycle if the instruction is uniform (uniform fast path); every cycle
/// (pipelined crossbar).
enum class Rate { kMulti, kUniform, kEvery };

/// Which clocked shuffle: the time-multiplexed gather of K lanes a cycle, the uniform fast
/// path, or the pipelined crossbar.
struct Kind {
  enum Unit { kGather, kUniform, kPxbar } unit;
  unsigned k = 0;      ///< GatherLanes of the gather
  unsigned slots = 0;  ///< the pipelined crossbar with Queue = 1: its Slots (Latency + 1)
  Rate rate() const { return unit == kGather ? Rate::kMulti : unit == kUniform ? Rate::kUniform : Rate::kEvery; }
};
inline Kind gather(unsigned k) { return {Kind::kGather, k}; }
inline Kind uniform() { return {Kind::kUniform}; }
inline Kind pxbar() { return {Kind::kPxbar}; }
/// The pipelined crossbar with its output queue (Queue = 1) of `slots` entries: ready_o
/// says whether fewer than `slots` instructions are inside, whatever valid_o and ready_i.
inline Kind pxbar_queue(unsigned slots) { return {Kind::kPxbar, 0, slots}; }

/// One run of a unit: its stimulus, operation count, backpressure, and whether it must take
/// an instruction on every cycle that ready_i is high.
struct Run {
  std::string name;
  Stim stim;
  uint64_t ops;  ///< ignored for kCorners (one pass over the table)
  bool backpressure;
  bool every_cycle;
};

/// The runs of one unit of `lanes` lanes and kind `kind`, with `ops` random operations
/// (`ops` / 4 with backpressure and for the uniform runs): the corner table (32 lanes),
/// random operands and uniform shuffles, each with ready_i held high and with random
/// backpressure. The pipelined crossbar takes an instruction on every cycle that ready_i is
/// high; with its queue, on every such cycle of a run without backpressure (after a stall
/// it may be full: its capacity is checked instead).
inline std::vector<Run> runs(const std::string& unit, unsigned lanes, const Kind& kind, uint64_t ops) {
  const Rate rate = kind.rate();
  std::vector<Run> out;
  if (lanes == 32) out.push_back({unit + " corners", Stim::kCorners, 0, false, false});
  for (const bool bp : {false, true}) {
    out.push_back({unit + " random" + (bp ? " backpressure" : ""), Stim::kRandom, bp ? ops / 4 : ops, bp,
                   rate == Rate::kEvery && !(bp && kind.slots != 0)});
  }
  for (const bool bp : {false, true}) {
    out.push_back({unit + " uniform" + (bp ? " backpressure" : ""), Stim::kUniform, ops / 4, bp,
                   rate != Rate::kMulti && !(bp && kind.slots != 0)});
  }
  return out;
}

template <unsigned Width>
uint32_t cut(uint32_t v) {
  return Width < 32 ? v & ((1u << (Width % 32)) - 1) : v;
}

/// The cycles instruction t keeps a unit of `lanes` lanes busy (counting those on which it
/// can move: valid_o low or ready_i high), by the schedule its RTL header states: the gather NumLanes / K (pass-throughs too); the
/// pipelined crossbar 1; the uniform unit one pass for the shared value s = lane 0's b
/// (and, for idx, segment mask c[8 +: log2 lanes]), then one more for each further value
/// among the lanes with pval, taken from the lowest such lane left (a pass-through: 1).
inline unsigned busy(const Kind& kind, unsigned lanes, const Txn& t) {
  if (kind.unit == Kind::kGather) return lanes / kind.k;
  if (kind.unit == Kind::kPxbar || t.pass) return 1;
  unsigned bits = 0;
  while ((1u << bits) < lanes) ++bits;
  const uint32_t mask = (1u << bits) - 1;
  const bool idx = t.op.mode == model::ShflMode::Idx;
  const auto key = [&](unsigned l) { return (t.op.b[l] & mask) | (idx ? ((t.op.c[l] >> 8) & mask) << 8 : 0u); };
  uint64_t pending = 0;
  for (unsigned l = 0; l < lanes; ++l) {
    if (model::shfl_lane(t.op.mode, l, t.op.b[l], t.op.c[l], bits).pval) pending |= uint64_t{1} << l;
  }
  unsigned passes = 0;
  uint32_t s = key(0);
  while (true) {
    ++passes;
    for (unsigned l = 0; l < lanes; ++l) {
      if (key(l) == s) pending &= ~(uint64_t{1} << l);
    }
    if (pending == 0) return passes;
    unsigned lowest = 0;
    while (((pending >> lowest) & 1u) == 0) ++lowest;
    s = key(lowest);
  }
}

/// What the unit must give for t: the model's shuffle, or the pass-through of the header of
/// xl_shfl_pipe (d = pass_d, p = 0, we = active, no undefined flag).
inline model::ShflResult expected(const Txn& t) {
  if (!t.pass) return model::shfl(t.op);
  model::ShflResult r;
  r.d = t.pass_d;
  r.written = t.op.active;
  return r;
}

/// Runs `run` through `dut` (a V of Lanes x Width of kind `kind`; reset at the start) and
/// checks every result, the handshake's rules and the unit's schedule (busy) into `sb`;
/// returns what the run measured. `Flags` false: a unit built with UndefFlags = 0.
template <class V, unsigned Lanes, unsigned Width, bool Flags = true>
StreamStats run_arch(harness::Dut<V>& dut, const Kind& kind, const Run& run, verif::Scoreboard& sb) {
  auto rng = verif::make_rng(run.name);
  std::vector<Txn> corners;
  uint64_t ops = run.ops;
  if (run.stim == Stim::kCorners) {
    plan::shfl_corners([&](uint64_t, const verif::ShflCorner& k, const isa::ShflOp& op) {
      corners.push_back(Txn{op, false, {}, 0, k});
      return true;
    });
    ops = corners.size();
  }
  uint64_t next_corner = 0;
  const auto draw = [&](bool for_scramble) {
    Txn t;
    if (run.stim == Stim::kCorners && !for_scramble) {
      t = corners[next_corner++ % corners.size()];
    } else {
      t.op = run.stim == Stim::kUniform && !for_scramble ? verif::uniform_shfl(rng, Lanes)
                                                         : verif::random_shfl(rng, Lanes);
      t.pass = run.stim == Stim::kRandom && rng() % 5 == 0;
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
    harness::drive_shfl<Lanes, Width>(d, t.op);
    harness::put_lanes<Width>(d.pass_d_i, t.pass_d, Lanes);
    d.pass_i = t.pass;
    d.user_i = t.user;
  };
  bench.scramble = [&](V& d) {
    const Txn t = draw(true);
    harness::drive_shfl<Lanes, Width>(d, t.op);
    harness::put_lanes<Width>(d.pass_d_i, t.pass_d, Lanes);
    d.pass_i = rng() & 1u;
    d.user_i = t.user;
  };
  bench.check = [](const V& d, const Txn& t, std::string& report) {
    const model::ShflResult exp = expected(t);
    const model::ShflResult got = harness::read_shfl<Lanes, Width>(d);
    auto mm = Flags ? verif::compare_shfl(t.op, exp, got) : verif::compare_shfl_noflags(t.op, exp, got, Lanes);
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
               (t.pass ? "pass-through\n" : "") + verif::format_shfl(t.op, exp, got, mm);
    }
    return mm;
  };
  bench.outputs = [](const V& d, std::vector<uint32_t>& out) {
    shfl_outputs<Lanes, Width>(d, out);
    out.push_back(d.user_o);
  };
  if (kind.slots != 0) {
    bench.capacity = kind.slots;
  } else {
    bench.busy = [&](const Txn& t) { return busy(kind, Lanes, t); };
  }
  return run_stream(dut, run.backpressure, verif::make_rng(run.name + " ready"), ops, 4 * Lanes + 8, rng, bench, sb);
}

}  // namespace xlane::tb::arch
