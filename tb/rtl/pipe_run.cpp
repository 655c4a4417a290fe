// SPDX-License-Identifier: Apache-2.0
// The clocked runs of pipe_run.h, compiled once for every model and transaction type.
#include "pipe_run.h"

#include <deque>
#include <string>
#include <utility>

#include "verif/handshake.h"
#include "verif/traffic.h"

namespace xlane::tb {

/// A transaction on its way: its number and what it carries.
struct Beat {
  uint64_t index = 0;
  std::any txn;
};

/// The producer of a run: the transaction on the inputs (held there until taken) and how
/// many were offered, new ones offered as the varying pattern says.
struct Producer {
  const AnyBench& bench;
  verif::ValidPattern pattern = verif::ValidPattern::varying();
  Beat offered{};
  bool holding = false;  // `offered` is on the inputs, not yet taken
  uint64_t issued = 0;

  /// Offers the next transaction.
  void offer() {
    offered = Beat{issued++, bench.make()};
    bench.drive(offered.txn);
    holding = true;
  }
  /// A cycle with nothing on the inputs, before `end` transactions: offers the next one,
  /// or scrambles the inputs.
  void free_cycle(uint64_t end, std::mt19937_64& rng) {
    pattern.at(issued, rng);
    if (issued < end && pattern.offer(rng)) {
      offer();
    } else {
      bench.scramble();
    }
  }
  /// The offered transaction was taken.
  Beat taken() {
    holding = false;
    return std::move(offered);
  }
};

/// `count` more transactions, one `step(valid_i, ready_i)` a cycle, until every one has
/// left (or the run broke): a free cycle offers the next one or scrambles the inputs.
template <class Step>
void traffic(uint64_t count, Producer& in, verif::ReadyPattern& consumer, std::mt19937_64& rng,
             const std::deque<Beat>& inflight, const bool& broken, Step& step) {
  const uint64_t end = in.issued + count;
  while (!broken && (in.issued < end || in.holding || !inflight.empty())) {
    if (!in.holding) in.free_cycle(end, rng);
    consumer.at(in.issued);
    step(in.holding, consumer.next());
  }
}

/// The oldest transaction in flight leaves at `cycle`: its results checked, then dropped.
void give(std::deque<Beat>& inflight, const AnyBench& bench, verif::Scoreboard& sb, uint64_t cycle) {
  const Beat& b = inflight.front();
  std::string report;
  const auto mm = bench.check(b.txn, report);
  sb.add(b.index, mm, [&] { return "at cycle " + std::to_string(cycle) + ": " + report; });
  inflight.pop_front();
}

void run_pipe(ClockedDut& dut, PipeConfig cfg, uint64_t ops, std::mt19937_64& rng, const AnyBench& bench,
              verif::Scoreboard& sb) {
  verif::PipeTiming timing(cfg.latency, cfg.skid, cfg.global_stall);
  // The rules of any handshake (at Latency 0 the input passes straight through, and
  // through an empty skid buffer); the timing model's are exact.
  verif::StreamMonitor monitor(100000, cfg.latency == 0);
  Producer in{bench};
  verif::ReadyPattern consumer = verif::ReadyPattern::of(cfg.backpressure, cfg.ready_rng);

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

  std::deque<Beat> inflight;  // taken, not yet out: the model's order
  std::vector<uint32_t> held_out, now_out;  // outputs of a stalled cycle, and of this one
  uint64_t cycle = 0;

  // One clock cycle with these inputs, checked against the model and the monitor; then
  // the rising edge.
  const auto step = [&](bool valid, bool ready) -> verif::PipeCycle {
    dut.set_valid(valid);
    dut.set_ready(ready);
    dut.low();
    const verif::PipeCycle m = timing.cycle(valid, in.offered.index, ready);
    recent.add(cycle, valid, in.offered.index, ready, dut.ready_o(), dut.valid_o(), m);
    if (m.taken_in) inflight.push_back(in.taken());
    if (dut.ready_o() != m.ready_o) {
      handshake_error(in.offered.index, "ready_o", m.ready_o, dut.ready_o(), cycle, "");
    } else if (dut.valid_o() != m.valid_o) {
      handshake_error(m.valid_o ? m.out : 0, "valid", m.valid_o, dut.valid_o(), cycle,
                      m.valid_o ? " (transaction " + std::to_string(m.out) + " is due)" : " (no result due)");
    } else {
      const verif::StreamMonitor::Verdict v =
          monitor.cycle(true, valid, dut.ready_o(), dut.valid_o(), ready, [&] {
            bench.outputs(now_out);
            return now_out == held_out;
          });
      if (v.rule != nullptr) {
        rule_error(m.valid_o ? m.out : in.offered.index, v.rule, cycle, v.what);
      } else if (m.taken_out) {
        give(inflight, bench, sb, cycle);  // the model keeps order, so it is the oldest
      }
      if (monitor.stalled()) bench.outputs(held_out);
    }
    dut.rise();
    ++cycle;
    return m;
  };

  // Reset, with garbage on the inputs and valid_i high: nothing may come out.
  dut.set_rst_n(0);
  for (int i = 0; i < 3; ++i) {
    bench.scramble();
    const bool ready = consumer.next();
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
  const auto run = [&](uint64_t count) { traffic(count, in, consumer, rng, inflight, broken, step); };
  run(ops);

  // Reset in mid-flight: fill the pipe (with backpressure: every stage and the skid
  // buffer, ready_i low), reset without a clock edge, and see nothing come out afterwards.
  // With the global stall the stages take beats only while ready_i is high: ready_i is
  // high for the first `latency` cycles (the pipe was empty, so nothing leaves yet) and
  // low for the skid buffer's beat.
  if (!broken && timing.capacity() > 0) {
    for (unsigned i = 0; i < timing.capacity() && (cfg.backpressure || i < cfg.latency); ++i) {
      if (!in.holding) in.offer();
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
    monitor.reset();
    inflight.clear();
    in.holding = false;
    if (dut.valid_o()) handshake_error(0, "valid", false, true, cycle, " right after an asynchronous reset");
    dut.set_rst_n(1);
    for (unsigned i = 0; i < cfg.latency + 2 && !broken; ++i) {
      bench.scramble();
      step(false, consumer.next());
    }
    // Transactions go through the emptied pipe, on time.
    if (cfg.backpressure) run(4 * timing.capacity() + 4);
  }
}

StreamStats run_stream(ClockedDut& dut, bool backpressure, std::mt19937_64 ready_rng, uint64_t ops,
                       uint64_t max_wait, std::mt19937_64& rng, const AnyBench& bench, verif::Scoreboard& sb) {
  StreamStats stats;
  verif::StreamMonitor monitor(max_wait);
  Producer in{bench};
  verif::ReadyPattern consumer = verif::ReadyPattern::of(backpressure, ready_rng);
  bool broken = false;
  const auto rule_error = [&](uint64_t index, const char* field, uint64_t cycle, const std::string& what) {
    broken = true;
    sb.add(index, {{0, field, 1, 0}}, [&] { return what + " at cycle " + std::to_string(cycle); });
  };

  std::deque<Beat> inflight;
  std::vector<uint32_t> held_out, now_out;
  uint64_t cycle = 0;
  bool timed = false;  // the last taken transaction's schedule is being checked
  uint64_t taken_at = 0, busy_index = 0;
  unsigned busy_n = 0, moves = 0;

  // One cycle, checked by the monitor and by the unit's own schedule (busy, capacity).
  const auto step = [&](bool valid, bool ready) {
    dut.set_valid(valid);
    dut.set_ready(ready);
    dut.low();
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
    const verif::StreamMonitor::Verdict v = monitor.cycle(true, valid, dut.ready_o(), dut.valid_o(), ready, [&] {
      bench.outputs(now_out);
      return now_out == held_out;
    });
    if (v.took) {
      if (bench.busy) {
        timed = true;
        taken_at = cycle;
        busy_n = bench.busy(in.offered.txn);
        moves = 0;
        busy_index = in.offered.index;
      }
      inflight.push_back(in.taken());
      ++stats.taken;
    }
    if (v.rule != nullptr) {
      rule_error(in.holding ? in.offered.index : inflight.empty() ? 0 : inflight.front().index, v.rule, cycle,
                 v.what);
    } else if (v.gave && !broken) {
      give(inflight, bench, sb, cycle);
      // The run ends here (and skips the reset in mid-flight) as after a broken rule.
      if (bench.stop_at_mismatch && !sb.ok()) broken = true;
    }
    if (monitor.stalled()) bench.outputs(held_out);
    dut.rise();
    ++cycle;
    ++stats.cycles;
  };

  // Reset for `cycles` cycles with garbage on the inputs and valid_i high.
  const auto reset = [&](unsigned cycles) {
    dut.set_rst_n(0);
    for (unsigned i = 0; i < cycles; ++i) {
      bench.scramble();
      dut.set_valid(1);
      dut.set_ready(consumer.next());
      dut.low();
      const verif::StreamMonitor::Verdict v = monitor.cycle(false, true, false, dut.valid_o(), true, {});
      if (v.rule != nullptr) rule_error(0, v.rule, cycle, v.what);
      dut.rise();
    }
    dut.set_rst_n(1);
    dut.set_valid(0);
    inflight.clear();
    in.holding = timed = false;
  };
  reset(3);

  const auto run = [&](uint64_t count) { traffic(count, in, consumer, rng, inflight, broken, step); };
  run(ops);

  // Reset without a clock edge, then transactions through the emptied DUT.
  const auto reset_in_flight = [&] {
    dut.set_valid(0);
    dut.set_rst_n(0);
    dut.low();
    if (dut.valid_o()) rule_error(0, "valid", cycle, "valid_o is high right after an asynchronous reset");
    reset(2);
    run(64);
  };
  // Reset in mid-flight: offer transactions with ready_i low until the DUT refuses one.
  // A unit of several steps is then waiting for ready_i with its first instruction's
  // result and the next one taken, its step count back at the start.
  if (!broken) {
    for (int i = 0; i < 8; ++i) {
      if (!in.holding) in.offer();
      step(true, false);
    }
    reset_in_flight();
  }
  // Reset in the middle of an instruction's steps: ready_i high, one instruction taken and
  // 1 to 3 cycles of its work done; a unit that counts its steps must start the next
  // instruction at the first step.
  if (!broken) {
    if (!in.holding) in.offer();
    for (uint64_t i = 0; i < max_wait && in.holding && !broken; ++i) step(true, true);
    const uint64_t work = 1 + rng() % 3;
    for (uint64_t i = 0; i < work && !broken; ++i) {
      bench.scramble();
      step(false, true);
    }
    if (!broken) reset_in_flight();
  }
  return stats;
}

}  // namespace xlane::tb
