// SPDX-License-Identifier: Apache-2.0
// Clocked test bench for the pipelined wrappers and the warp top: a producer with random
// valid gaps that keeps an offered transaction until it is taken, a consumer that holds
// ready_i high or drops it at random, the handshake timing model (verif::PipeTiming) that
// says on which cycle each transaction is taken and leaves, and a monitor that checks
// ready_o, valid_o and every result on exactly that cycle.
#pragma once

#include <cstdint>
#include <deque>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "harness/dut.h"
#include "harness/ports.h"
#include "verif/handshake.h"
#include "verif/scoreboard.h"
#include "verif/seed.h"

namespace xlane::tb {

/// How to drive, scramble and check one kind of transaction on a clocked DUT V.
template <class V, class Txn>
struct PipeBench {
  std::function<Txn()> make;                       ///< next random transaction
  std::function<void(V&, const Txn&)> drive;       ///< puts a transaction on the inputs
  std::function<void(V&)> scramble;                ///< random inputs while valid_i is low
  /// Compares the outputs with a transaction's expected results; fills `report` on failure.
  std::function<std::vector<verif::LaneMismatch>(const V&, const Txn&, std::string& report)> check;
  /// Every output but valid_o, word by word: they must not change while valid_o is high
  /// and ready_i low.
  std::function<void(const V&, std::vector<uint32_t>&)> outputs;
  /// Stream runs (run_stream) of a unit with a schedule of its own: the cycles on which the
  /// unit can move (valid_o low or ready_i high) that a taken transaction keeps it from
  /// taking the next (1: one a cycle while ready_i is high). Empty: not checked.
  std::function<unsigned(const Txn&)> busy;
  /// Stream runs of a unit that counts what it holds: ready_o is high exactly while fewer
  /// than `capacity` transactions are inside (taken, not yet given). 0: not checked.
  unsigned capacity = 0;
};

/// The handshake side of a run.
struct PipeConfig {
  unsigned latency = 1;       ///< the DUT's Latency: its register stages
  bool skid = false;          ///< the DUT has the skid buffer (SkidBuffer = 1)
  bool global_stall = false;  ///< the DUT's stages move on together (GlobalStall = 1)
  bool backpressure = false;  ///< ready_i dropped at random (else held high)
  std::mt19937_64 ready_rng;  ///< draws ready_i; apart from the transactions' generator
};

/// The handshake side of a run whose transactions draw from stream `name`: ready_i draws
/// from a stream of its own, so a run with ready_i held high draws what it always drew.
inline PipeConfig pipe_config(const std::string& name, unsigned latency, bool backpressure, bool skid,
                              bool global_stall = false) {
  PipeConfig c;
  c.latency = latency;
  c.skid = skid;
  c.global_stall = global_stall;
  c.backpressure = backpressure;
  c.ready_rng = verif::make_rng(name + " ready");
  return c;
}

/// Runs `ops` transactions through a DUT. The valid density changes every 256
/// transactions (back to back, 3/4, 1/2, 1/10); with backpressure the stall pattern
/// changes with it (ready_i low 0, 10, 50 or 90 percent of the cycles, or long stalls of
/// up to 400 cycles). Checks: reset clears valid; ready_o and valid_o are on every cycle
/// what the timing model says; each transaction leaves once, in order, on the cycle the
/// model says, with its results; outputs hold while valid_o is high and ready_i low; an
/// asynchronous reset in mid-flight drops the beats in flight (with backpressure, the
/// pipe is full then, skid buffer included, and transactions run through afterwards).
/// With the global stall (cfg.global_stall) the model is PipeTiming's GlobalStall mode.
template <class V, class Txn>
void run_pipe(harness::Dut<V>& dut, PipeConfig cfg, uint64_t ops, std::mt19937_64& rng,
              const PipeBench<V, Txn>& bench, verif::Scoreboard& sb) {
  verif::PipeTiming timing(cfg.latency, cfg.skid, cfg.global_stall);

  verif::HandshakeLog recent;  // the last cycles, for the report of a handshake mismatch
  bool broken = false;  // the handshake differed from the model: what follows would be noise
  // A port not as the model says (ready_o, valid_o), or another broken rule (`field`:
  // held, full, stuck, with `what` saying it); either ends the run.
  const auto report_error = [&](uint64_t index, const char* field, bool want, bool got, const std::string& what) {
    broken = true;
    sb.add(index, {{0, field, want, got}}, [&] { return what + "\n" + recent.table(); });
  };
  const auto handshake_error = [&](uint64_t index, const char* port, bool want, bool got, uint64_t cycle,
                                   const std::string& note) {
    report_error(index, port, want, got,
                 std::string(port) + " is " + std::to_string(got) + " at cycle " + std::to_string(cycle) +
                     ", the handshake model (" + timing.name() + ") says " + std::to_string(want) + note);
  };
  const auto rule_error = [&](uint64_t index, const char* field, uint64_t cycle, const std::string& what) {
    report_error(index, field, true, false,
                 what + " at cycle " + std::to_string(cycle) + " (the handshake model: " + timing.name() + ")");
  };

  struct Beat {
    uint64_t index;  // transaction number
    Txn txn;
  };
  std::deque<Beat> inflight;  // taken, not yet out: the model's order
  Beat offered{};             // on the inputs, not yet taken (when holding)
  bool holding = false;
  std::vector<uint32_t> held_out, now_out;  // outputs of a stalled cycle, and of this one
  bool stalled = false;                     // last cycle: valid_o high, ready_i low
  uint64_t cycle = 0;

  // One clock cycle with these inputs, checked against the model; then the rising edge.
  const auto step = [&](bool valid, bool ready) -> verif::PipeCycle {
    dut->valid_i = valid;
    dut->ready_i = ready;
    dut.low();
    const verif::PipeCycle m = timing.cycle(valid, offered.index, ready);
    recent.add(cycle, valid, offered.index, ready, dut->ready_o, dut->valid_o, m);
    if (m.taken_in) {
      inflight.push_back(std::move(offered));
      holding = false;
    }
    if (dut->ready_o != m.ready_o) {
      handshake_error(offered.index, "ready_o", m.ready_o, dut->ready_o, cycle, "");
    } else if (dut->valid_o != m.valid_o) {
      handshake_error(m.valid_o ? m.out : 0, "valid", m.valid_o, dut->valid_o, cycle,
                      m.valid_o ? " (transaction " + std::to_string(m.out) + " is due)" : " (no result due)");
    } else if (m.valid_o) {
      if (stalled) {
        bench.outputs(*dut, now_out);
        if (now_out != held_out) {
          rule_error(m.out, "held", cycle,
                     "the outputs of transaction " + std::to_string(m.out) +
                         " changed while valid_o was high and ready_i low");
        }
      }
      if (!broken && m.taken_out) {
        const Beat& b = inflight.front();  // the model keeps order, so it is the oldest
        std::string report;
        const auto mm = bench.check(*dut, b.txn, report);
        sb.add(b.index, mm, [&] { return "at cycle " + std::to_string(cycle) + ": " + report; });
        inflight.pop_front();
      }
      if (!ready) bench.outputs(*dut, held_out);
    }
    stalled = m.valid_o && !ready;
    dut.rise();
    ++cycle;
    return m;
  };

  // The consumer: ready_i for the next cycle. The stall pattern changes with the density.
  static constexpr int kStall[] = {0, 10, 50, 90, -1};  // percent of cycles low; -1: long stalls
  int stall = 0;
  uint64_t long_left = 0;
  const auto next_ready = [&] {
    if (!cfg.backpressure) return true;
    if (long_left > 0) {
      --long_left;
      return false;
    }
    if (stall < 0) {
      if (cfg.ready_rng() % 64 != 0) return true;
      long_left = 16 + cfg.ready_rng() % 385;  // this cycle and up to 400 in all
      return false;
    }
    return static_cast<int>(cfg.ready_rng() % 100) >= stall;
  };

  // Reset, with garbage on the inputs and valid_i high: nothing may come out.
  dut->rst_ni = 0;
  for (int i = 0; i < 3; ++i) {
    bench.scramble(*dut);
    const bool ready = next_ready();
    dut->valid_i = 1;
    dut->ready_i = ready;
    dut.low();
    timing.reset();
    const verif::PipeCycle m = timing.cycle(true, 0, ready);
    timing.reset();
    if (dut->valid_o != m.valid_o) handshake_error(0, "valid", m.valid_o, dut->valid_o, 0, " during reset");
    if (dut->ready_o != m.ready_o) handshake_error(0, "ready_o", m.ready_o, dut->ready_o, 0, " during reset");
    dut.rise();
  }
  dut->rst_ni = 1;
  dut->valid_i = 0;

  // Transactions: a new one is offered (or the inputs scrambled) only once the last one
  // was taken; an offered one stays on the inputs until it is.
  static constexpr unsigned kDensity[] = {100, 75, 50, 10};
  unsigned density = 100;
  uint64_t issued = 0, block = ~uint64_t{0};
  uint64_t last_move = 0;
  const auto run = [&](uint64_t count) {
    const uint64_t end = issued + count;
    while (!broken && (issued < end || holding || !inflight.empty())) {
      if (!holding) {
        if (issued % 256 == 0) density = kDensity[rng() % 4];
        const bool valid = issued < end && rng() % 100 < density;
        if (valid) {
          offered = Beat{issued, bench.make()};
          bench.drive(*dut, offered.txn);
          holding = true;
          ++issued;
        } else {
          bench.scramble(*dut);
        }
      }
      if (cfg.backpressure && issued / 256 != block) {
        block = issued / 256;
        stall = kStall[cfg.ready_rng() % 5];
      }
      const bool waiting = holding || !inflight.empty();
      const verif::PipeCycle m = step(holding, next_ready());
      if (m.taken_in || m.taken_out || !waiting) last_move = cycle;
      if (cycle - last_move > 100000) {
        rule_error(offered.index, "stuck", cycle, "no transaction moved for 100000 cycles");
      }
    }
  };
  run(ops);

  // Reset in mid-flight: fill the pipe (with backpressure: every stage and the skid
  // buffer, ready_i low), reset without a clock edge, and see nothing come out afterwards.
  // With the global stall the stages take beats only while ready_i is high: ready_i is
  // high for the first `latency` cycles (the pipe was empty, so nothing leaves yet) and
  // low for the skid buffer's beat.
  if (!broken && timing.capacity() > 0) {
    for (unsigned i = 0; i < timing.capacity() && (cfg.backpressure || i < cfg.latency); ++i) {
      if (!holding) {
        offered = Beat{issued++, bench.make()};
        bench.drive(*dut, offered.txn);
        holding = true;
      }
      step(true, !cfg.backpressure || (cfg.global_stall && i < cfg.latency));
    }
    if (cfg.backpressure && timing.held() != timing.capacity()) {
      rule_error(0, "full", cycle,
                 cfg.global_stall ? "the pipe did not fill" : "the pipe did not fill with ready_i low");
    }
    dut->valid_i = 0;
    dut->rst_ni = 0;
    dut.low();
    timing.reset();
    inflight.clear();
    holding = stalled = false;
    if (dut->valid_o) handshake_error(0, "valid", false, true, cycle, " right after an asynchronous reset");
    dut->rst_ni = 1;
    for (unsigned i = 0; i < cfg.latency + 2 && !broken; ++i) {
      bench.scramble(*dut);
      step(false, next_ready());
    }
    // Transactions go through the emptied pipe, on time.
    if (cfg.backpressure) run(4 * timing.capacity() + 4);
  }
}

/// What a stream run (run_stream) measured.
struct StreamStats {
  uint64_t cycles = 0;   ///< clock cycles after reset
  uint64_t taken = 0;    ///< transactions taken (valid_i & ready_o)
  uint64_t refused = 0;  ///< cycles with valid_i and ready_i high and ready_o low
};

/// Runs `ops` transactions through a DUT that takes several cycles for some of them (the
/// shuffle's gather and uniform units), where no fixed timing model says on which cycle a
/// transaction is taken or leaves: ready_o and valid_o are the DUT's own, and the rules of
/// the handshake are checked instead. Valid density and backpressure change as in
/// run_pipe. Checks: reset clears valid; valid_o only with a transaction inside; each
/// transaction leaves once, in order, with its results; valid_o and the outputs hold while
/// ready_i is low; no transaction waits more than `max_wait` cycles with ready_i high; an
/// asynchronous reset in mid-flight drops what is inside, and transactions go through
/// afterwards. When the bench gives `busy`: after a transaction is taken with busy(txn) =
/// n, ready_o stays low until the n-th cycle on which the unit can move (valid_o low or
/// ready_i high) and is high on that cycle (the unit's own schedule, neither faster nor
/// slower, with and without backpressure). When the bench gives `capacity`: ready_o is
/// high exactly while fewer than that many transactions are inside.
template <class V, class Txn>
StreamStats run_stream(harness::Dut<V>& dut, bool backpressure, std::mt19937_64 ready_rng, uint64_t ops,
                       uint64_t max_wait, std::mt19937_64& rng, const PipeBench<V, Txn>& bench,
                       verif::Scoreboard& sb) {
  StreamStats stats;
  bool broken = false;
  const auto rule_error = [&](uint64_t index, const char* field, uint64_t cycle, const std::string& what) {
    broken = true;
    sb.add(index, {{0, field, 1, 0}}, [&] { return what + " at cycle " + std::to_string(cycle); });
  };

  struct Beat {
    uint64_t index;
    Txn txn;
  };
  std::deque<Beat> inflight;
  Beat offered{};
  bool holding = false;
  std::vector<uint32_t> held_out, now_out;
  bool stalled = false;
  uint64_t cycle = 0;
  bool timed = false;  // the last taken transaction's schedule is being checked
  uint64_t taken_at = 0, busy_index = 0;
  unsigned busy_n = 0, moves = 0;

  const auto step = [&](bool valid, bool ready) {
    dut->valid_i = valid;
    dut->ready_i = ready;
    dut.low();
    const bool took = valid && dut->ready_o;
    const bool gave = dut->valid_o && ready;
    if (valid && ready && !dut->ready_o) ++stats.refused;
    if (bench.capacity != 0 && !broken && (dut->ready_o != 0) != (inflight.size() < bench.capacity)) {
      rule_error(inflight.empty() ? 0 : inflight.front().index, "capacity", cycle,
                 std::string("ready_o ") + (dut->ready_o ? "high" : "low") + " with " + std::to_string(inflight.size()) +
                     " transactions inside (it holds " + std::to_string(bench.capacity) + ")");
    }
    if (timed && !broken) {
      if (!dut->valid_o || ready) ++moves;
      const bool want = moves >= busy_n;
      if ((dut->ready_o != 0) != want) {
        rule_error(busy_index, "busy", cycle,
                   std::string("ready_o ") + (want ? "low" : "high") + " " + std::to_string(cycle - taken_at) +
                       " cycles after the transaction was taken, " + std::to_string(moves) +
                       " of them cycles the unit could move (its schedule: free after " + std::to_string(busy_n) + ")");
      }
      if (want) timed = false;
    }
    if (stalled && !dut->valid_o) {
      rule_error(inflight.empty() ? 0 : inflight.front().index, "held", cycle,
                 "valid_o fell while ready_i was low");
    }
    if (stalled && dut->valid_o) {
      bench.outputs(*dut, now_out);
      if (now_out != held_out) {
        rule_error(inflight.front().index, "held", cycle, "the outputs changed while valid_o was high and ready_i low");
      }
    }
    if (took) {
      if (bench.busy) {
        timed = true;
        taken_at = cycle;
        busy_n = bench.busy(offered.txn);
        moves = 0;
        busy_index = offered.index;
      }
      inflight.push_back(std::move(offered));
      holding = false;
      ++stats.taken;
    }
    if (dut->valid_o && inflight.empty()) {
      rule_error(0, "valid", cycle, "valid_o is high with no transaction inside");
    } else if (gave && !broken) {
      const Beat& b = inflight.front();
      std::string report;
      const auto mm = bench.check(*dut, b.txn, report);
      sb.add(b.index, mm, [&] { return "at cycle " + std::to_string(cycle) + ": " + report; });
      inflight.pop_front();
    }
    stalled = dut->valid_o && !ready;
    if (stalled) bench.outputs(*dut, held_out);
    dut.rise();
    ++cycle;
    ++stats.cycles;
    return took || gave;
  };

  static constexpr int kStall[] = {0, 10, 50, 90, -1};
  int stall = 0;
  uint64_t long_left = 0;
  const auto next_ready = [&] {
    if (!backpressure) return true;
    if (long_left > 0) {
      --long_left;
      return false;
    }
    if (stall < 0) {
      if (ready_rng() % 64 != 0) return true;
      long_left = 16 + ready_rng() % 385;
      return false;
    }
    return static_cast<int>(ready_rng() % 100) >= stall;
  };

  const auto reset = [&](unsigned cycles) {
    dut->rst_ni = 0;
    for (unsigned i = 0; i < cycles; ++i) {
      bench.scramble(*dut);
      dut->valid_i = 1;
      dut->ready_i = next_ready();
      dut.low();
      if (dut->valid_o) rule_error(0, "valid", cycle, "valid_o is high during reset");
      dut.rise();
    }
    dut->rst_ni = 1;
    dut->valid_i = 0;
    inflight.clear();
    holding = stalled = timed = false;
  };
  reset(3);

  static constexpr unsigned kDensity[] = {100, 75, 50, 10};
  unsigned density = 100;
  uint64_t issued = 0, block = ~uint64_t{0}, idle = 0;  // idle: ready_i-high cycles without a move
  const auto run = [&](uint64_t count) {
    const uint64_t end = issued + count;
    while (!broken && (issued < end || holding || !inflight.empty())) {
      if (!holding) {
        if (issued % 256 == 0) density = kDensity[rng() % 4];
        if (issued < end && rng() % 100 < density) {
          offered = Beat{issued++, bench.make()};
          bench.drive(*dut, offered.txn);
          holding = true;
        } else {
          bench.scramble(*dut);
        }
      }
      if (backpressure && issued / 256 != block) {
        block = issued / 256;
        stall = kStall[ready_rng() % 5];
      }
      const bool waiting = holding || !inflight.empty();
      const bool ready = next_ready();
      const bool moved = step(holding, ready);
      idle = (moved || !waiting) ? 0 : idle + (ready ? 1 : 0);
      if (idle > max_wait) {
        rule_error(holding ? offered.index : inflight.front().index, "stuck", cycle,
                   "no transaction moved for " + std::to_string(max_wait) + " cycles with ready_i high");
      }
    }
  };
  run(ops);

  // Reset in mid-flight: offer transactions with ready_i low until the DUT refuses one,
  // reset without a clock edge, and run transactions through the emptied DUT.
  if (!broken) {
    for (int i = 0; i < 8; ++i) {
      if (!holding) {
        offered = Beat{issued++, bench.make()};
        bench.drive(*dut, offered.txn);
        holding = true;
      }
      step(true, false);
    }
    dut->valid_i = 0;
    dut->rst_ni = 0;
    dut.low();
    if (dut->valid_o) rule_error(0, "valid", cycle, "valid_o is high right after an asynchronous reset");
    reset(2);
    run(64);
  }
  return stats;
}

/// PipeBench::outputs of the shuffle's port set (xl_shfl_pipe, xl_warp): d, then p, we
/// and both undefined flags, two words each. The caller appends its own sideband.
template <unsigned Lanes, unsigned Width, class V>
void shfl_outputs(const V& dut, std::vector<uint32_t>& out) {
  const isa::ShflResult r = harness::read_shfl<Lanes, Width>(dut);
  out.assign(r.d.begin(), r.d.begin() + Lanes);
  for (const uint64_t mask : {r.p, r.written, r.d_undef, r.p_undef}) {
    out.push_back(static_cast<uint32_t>(mask));
    out.push_back(static_cast<uint32_t>(mask >> 32));
  }
}

}  // namespace xlane::tb
