// SPDX-License-Identifier: Apache-2.0
// Clocked test bench for the pipelined wrappers and the warp top: a driver with random
// valid gaps, a queue of expected transactions, and a monitor that checks every result and
// the exact cycle it appears in.
#pragma once

#include <cstdint>
#include <deque>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "harness/dut.h"
#include "verif/scoreboard.h"

namespace xlane::tb {

/// How to drive, scramble and check one kind of transaction on a clocked DUT V.
template <class V, class Txn>
struct PipeBench {
  std::function<Txn()> make;                       ///< next random transaction
  std::function<void(V&, const Txn&)> drive;       ///< puts a transaction on the inputs
  std::function<void(V&)> scramble;                ///< random inputs while valid_i is low
  /// Compares the outputs with a transaction's expected results; fills `report` on failure.
  std::function<std::vector<verif::LaneMismatch>(const V&, const Txn&, std::string& report)> check;
};

/// Runs `ops` transactions through a DUT of the given latency. The valid density changes
/// every 256 transactions (back to back, 3/4, 1/2, 1/10). Checks: reset clears valid;
/// valid_o rises exactly `latency` cycles after each valid_i, in order, and never else;
/// every result matches; an asynchronous reset in mid-flight drops the beats in flight.
template <class V, class Txn>
void run_pipe(harness::Dut<V>& dut, unsigned latency, uint64_t ops, std::mt19937_64& rng,
              const PipeBench<V, Txn>& bench, verif::Scoreboard& sb) {
  const auto no_valid = [&](const char* when, uint64_t cycle) {
    if (dut->valid_o) {
      sb.add(cycle, {{0, "valid", 0, 1}},
             [&] { return std::string("valid_o high ") + when + " (cycle " + std::to_string(cycle) + ")\n"; });
    }
  };

  // Reset, with garbage on the inputs and valid_i high: nothing may come out.
  dut->rst_ni = 0;
  for (int i = 0; i < 3; ++i) {
    bench.scramble(*dut);
    dut->valid_i = 1;
    dut.low();
    if (latency > 0) no_valid("during reset", 0);
    dut.rise();
  }
  dut->rst_ni = 1;
  dut->valid_i = 0;

  struct Beat {
    uint64_t cycle;  // when it entered
    uint64_t index;  // transaction number
    Txn txn;
  };
  std::deque<Beat> inflight;
  static constexpr unsigned kDensity[] = {100, 75, 50, 10};
  unsigned density = 100;
  uint64_t issued = 0;
  uint64_t cycle = 0;
  while (issued < ops || !inflight.empty()) {
    if (issued % 256 == 0) density = kDensity[rng() % 4];
    const bool valid = issued < ops && rng() % 100 < density;
    if (valid) {
      Txn t = bench.make();
      bench.drive(*dut, t);
      inflight.push_back({cycle, issued, std::move(t)});
      ++issued;
    } else {
      bench.scramble(*dut);
    }
    dut->valid_i = valid;
    dut.low();
    const bool due = !inflight.empty() && inflight.front().cycle + latency == cycle;
    if (dut->valid_o && due) {
      std::string report;
      const auto mm = bench.check(*dut, inflight.front().txn, report);
      sb.add(inflight.front().index, mm, [&] { return "at cycle " + std::to_string(cycle) + ": " + report; });
      inflight.pop_front();
    } else if (due) {
      sb.add(inflight.front().index, {{0, "valid", 1, 0}}, [&] {
        return "valid_o low at cycle " + std::to_string(cycle) + ", a result was due\n";
      });
      inflight.pop_front();
    } else {
      no_valid("with no result due", cycle);
    }
    dut.rise();
    ++cycle;
  }

  // Reset in mid-flight: fill the pipeline, reset without a clock edge, and see nothing
  // come out afterwards.
  if (latency > 0) {
    for (unsigned i = 0; i < latency; ++i) {
      bench.drive(*dut, bench.make());
      dut->valid_i = 1;
      dut.low();
      dut.rise();
    }
    dut->valid_i = 0;
    dut->rst_ni = 0;
    dut.low();
    no_valid("right after an asynchronous reset", cycle);
    dut->rst_ni = 1;
    for (unsigned i = 0; i < latency + 2; ++i) {
      bench.scramble(*dut);
      dut->valid_i = 0;
      dut.low();
      no_valid("after a reset in mid-flight", cycle + i);
      dut.rise();
    }
  }
}

}  // namespace xlane::tb
