// SPDX-License-Identifier: Apache-2.0
// The clocked runs of pipe_run.h, compiled once for every model and transaction type.
#include "pipe_run.h"

#include <deque>
#include <string>
#include <utility>

#include "verif/handshake.h"

namespace xlane::tb {

void run_pipe(ClockedDut& dut, PipeConfig cfg, uint64_t ops, std::mt19937_64& rng, const AnyBench& bench,
              verif::Scoreboard& sb) {
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
    std::any txn;
  };
  std::deque<Beat> inflight;  // taken, not yet out: the model's order
  Beat offered{};             // on the inputs, not yet taken (when holding)
  bool holding = false;
  std::vector<uint32_t> held_out, now_out;  // outputs of a stalled cycle, and of this one
  bool stalled = false;                     // last cycle: valid_o high, ready_i low
  uint64_t cycle = 0;

  // One clock cycle with these inputs, checked against the model; then the rising edge.
  const auto step = [&](bool valid, bool ready) -> verif::PipeCycle {
    dut.set_valid(valid);
    dut.set_ready(ready);
    dut.low();
    const verif::PipeCycle m = timing.cycle(valid, offered.index, ready);
    recent.add(cycle, valid, offered.index, ready, dut.ready_o(), dut.valid_o(), m);
    if (m.taken_in) {
      inflight.push_back(std::move(offered));
      holding = false;
    }
    if (dut.ready_o() != m.ready_o) {
      handshake_error(offered.index, "ready_o", m.ready_o, dut.ready_o(), cycle, "");
    } else if (dut.valid_o() != m.valid_o) {
      handshake_error(m.valid_o ? m.out : 0, "valid", m.valid_o, dut.valid_o(), cycle,
                      m.valid_o ? " (transaction " + std::to_string(m.out) + " is due)" : " (no result due)");
    } else if (m.valid_o) {
      if (stalled) {
        bench.outputs(now_out);
        if (now_out != held_out) {
          rule_error(m.out, "held", cycle,
                     "the outputs of transaction " + std::to_string(m.out) +
                         " changed while valid_o was high and ready_i low");
        }
      }
      if (!broken && m.taken_out) {
        const Beat& b = inflight.front();  // the model keeps order, so it is the oldest
        std::string report;
        const auto mm = bench.check(b.txn, report);
        sb.add(b.index, mm, [&] { return "at cycle " + std::to_string(cycle) + ": " + report; });
        inflight.pop_front();
      }
      if (!ready) bench.outputs(held_out);
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
  dut.set_rst_n(0);
  for (int i = 0; i < 3; ++i) {
    bench.scramble();
    const bool ready = next_ready();
    dut.set_valid(1);
    dut.set_ready(ready);
    dut.low();
    timing.reset();
    const verif::PipeCycle m = timing.cycle(true, 0, ready);
    timing.reset();
    if (dut.valid_o() != m.valid_o) handshake_error(0, "valid", m.valid_o, dut.valid_o(), 0, " during reset");
    if (dut.ready_o() != m.ready_o) handshake_error(0, "ready_o", m.ready_o, dut.ready_o(), 0, " during reset");
    dut.rise();
  }
  dut.set_rst_n(1);
  dut.set_valid(0);

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
          bench.drive(offered.txn);
          holding = true;
          ++issued;
        } else {
          bench.scramble();
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
        bench.drive(offered.txn);
        holding = true;
      }
      step(true, !cfg.backpressure || (cfg.global_stall && i < cfg.latency));
    }
    if (cfg.backpressure && timing.held() != timing.capacity()) {
      rule_error(0, "full", cycle,
                 cfg.global_stall ? "the pipe did not fill" : "the pipe did not fill with ready_i low");
    }
    dut.set_valid(0);
    dut.set_rst_n(0);
    dut.low();
    timing.reset();
    inflight.clear();
    holding = stalled = false;
    if (dut.valid_o()) handshake_error(0, "valid", false, true, cycle, " right after an asynchronous reset");
    dut.set_rst_n(1);
    for (unsigned i = 0; i < cfg.latency + 2 && !broken; ++i) {
      bench.scramble();
      step(false, next_ready());
    }
    // Transactions go through the emptied pipe, on time.
    if (cfg.backpressure) run(4 * timing.capacity() + 4);
  }
}

StreamStats run_stream(ClockedDut& dut, bool backpressure, std::mt19937_64 ready_rng, uint64_t ops,
                       uint64_t max_wait, std::mt19937_64& rng, const AnyBench& bench, verif::Scoreboard& sb) {
  StreamStats stats;
  bool broken = false;
  const auto rule_error = [&](uint64_t index, const char* field, uint64_t cycle, const std::string& what) {
    broken = true;
    sb.add(index, {{0, field, 1, 0}}, [&] { return what + " at cycle " + std::to_string(cycle); });
  };

  struct Beat {
    uint64_t index;
    std::any txn;
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
    dut.set_valid(valid);
    dut.set_ready(ready);
    dut.low();
    const bool took = valid && dut.ready_o();
    const bool gave = dut.valid_o() && ready;
    if (valid && ready && !dut.ready_o()) ++stats.refused;
    if (bench.capacity != 0 && !broken && (dut.ready_o() != 0) != (inflight.size() < bench.capacity)) {
      rule_error(inflight.empty() ? 0 : inflight.front().index, "capacity", cycle,
                 std::string("ready_o ") + (dut.ready_o() ? "high" : "low") + " with " + std::to_string(inflight.size()) +
                     " transactions inside (it holds " + std::to_string(bench.capacity) + ")");
    }
    if (timed && !broken) {
      if (!dut.valid_o() || ready) ++moves;
      const bool want = moves >= busy_n;
      if ((dut.ready_o() != 0) != want) {
        rule_error(busy_index, "busy", cycle,
                   std::string("ready_o ") + (want ? "low" : "high") + " " + std::to_string(cycle - taken_at) +
                       " cycles after the transaction was taken, " + std::to_string(moves) +
                       " of them cycles the unit could move (its schedule: free after " + std::to_string(busy_n) + ")");
      }
      if (want) timed = false;
    }
    if (stalled && !dut.valid_o()) {
      rule_error(inflight.empty() ? 0 : inflight.front().index, "held", cycle,
                 "valid_o fell while ready_i was low");
    }
    if (stalled && dut.valid_o()) {
      bench.outputs(now_out);
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
    if (dut.valid_o() && inflight.empty()) {
      rule_error(0, "valid", cycle, "valid_o is high with no transaction inside");
    } else if (gave && !broken) {
      const Beat& b = inflight.front();
      std::string report;
      const auto mm = bench.check(b.txn, report);
      sb.add(b.index, mm, [&] { return "at cycle " + std::to_string(cycle) + ": " + report; });
      inflight.pop_front();
    }
    stalled = dut.valid_o() && !ready;
    if (stalled) bench.outputs(held_out);
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
    dut.set_rst_n(0);
    for (unsigned i = 0; i < cycles; ++i) {
      bench.scramble();
      dut.set_valid(1);
      dut.set_ready(next_ready());
      dut.low();
      if (dut.valid_o()) rule_error(0, "valid", cycle, "valid_o is high during reset");
      dut.rise();
    }
    dut.set_rst_n(1);
    dut.set_valid(0);
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
          bench.drive(offered.txn);
          holding = true;
        } else {
          bench.scramble();
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
        bench.drive(offered.txn);
        holding = true;
      }
      step(true, false);
    }
    dut.set_valid(0);
    dut.set_rst_n(0);
    dut.low();
    if (dut.valid_o()) rule_error(0, "valid", cycle, "valid_o is high right after an asynchronous reset");
    reset(2);
    run(64);
  }
  return stats;
}

}  // namespace xlane::tb
