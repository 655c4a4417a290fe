// SPDX-License-Identifier: Apache-2.0
// Clocked test bench for the pipelined wrappers and the warp top: a producer with random
// valid gaps that keeps an offered transaction until it is taken, a consumer that holds
// ready_i high or drops it at random, the handshake timing model (verif::PipeTiming) that
// says on which cycle each transaction is taken and leaves, and a monitor that checks
// ready_o, valid_o and every result on exactly that cycle. The runs themselves are
// pipe_run.h's, compiled once; what is here is typed by the model and the transaction.
#pragma once

#include <any>
#include <cstdint>
#include <functional>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "harness/dut.h"
#include "harness/ports.h"
#include "pipe_run.h"
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
  /// Stream runs: end at the first result that mismatches (mutation testing, where the
  /// first is the verdict), instead of checking every transaction.
  bool stop_at_mismatch = false;
};

/// The view of a verilated model the runs take (pipe_run.h).
template <class V>
class DutPorts final : public ClockedDut {
 public:
  explicit DutPorts(harness::Dut<V>& dut) : dut_(dut) {}
  void set_rst_n(bool v) override { dut_->rst_ni = v; }
  void set_valid(bool v) override { dut_->valid_i = v; }
  void set_ready(bool v) override { dut_->ready_i = v; }
  bool ready_o() const override { return dut_->ready_o != 0; }
  bool valid_o() const override { return dut_->valid_o != 0; }
  void low() override { dut_.low(); }
  void rise() override { dut_.rise(); }

 private:
  harness::Dut<V>& dut_;
};

/// `bench` on `dut`, its transactions in std::any.
template <class V, class Txn>
AnyBench erase(harness::Dut<V>& dut, const PipeBench<V, Txn>& bench) {
  AnyBench any;
  any.make = [&bench] { return std::any(bench.make()); };
  any.drive = [&dut, &bench](const std::any& t) { bench.drive(*dut, std::any_cast<const Txn&>(t)); };
  any.scramble = [&dut, &bench] { bench.scramble(*dut); };
  any.check = [&dut, &bench](const std::any& t, std::string& report) {
    return bench.check(*dut, std::any_cast<const Txn&>(t), report);
  };
  any.outputs = [&dut, &bench](std::vector<uint32_t>& out) { bench.outputs(*dut, out); };
  if (bench.busy) any.busy = [&bench](const std::any& t) { return bench.busy(std::any_cast<const Txn&>(t)); };
  any.capacity = bench.capacity;
  any.stop_at_mismatch = bench.stop_at_mismatch;
  return any;
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
  DutPorts<V> ports(dut);
  run_pipe(ports, std::move(cfg), ops, rng, erase(dut, bench), sb);
}

/// Runs `ops` transactions through a DUT that takes several cycles for some of them (the
/// shuffle's gather and uniform units), where no fixed timing model says on which cycle a
/// transaction is taken or leaves: ready_o and valid_o are the DUT's own, and the rules of
/// the handshake are checked instead. Valid density and backpressure change as in
/// run_pipe. Checks: reset clears valid; valid_o only with a transaction inside; each
/// transaction leaves once, in order, with its results; valid_o and the outputs hold while
/// ready_i is low; no transaction waits more than `max_wait` cycles with ready_i high; an
/// asynchronous reset in mid-flight (stalled, and in the middle of a unit's steps) drops
/// what is inside, and transactions go through afterwards. When the bench gives `busy`: after a transaction is taken with busy(txn) =
/// n, ready_o stays low until the n-th cycle on which the unit can move (valid_o low or
/// ready_i high) and is high on that cycle (the unit's own schedule, neither faster nor
/// slower, with and without backpressure). When the bench gives `capacity`: ready_o is
/// high exactly while fewer than that many transactions are inside.
template <class V, class Txn>
StreamStats run_stream(harness::Dut<V>& dut, bool backpressure, std::mt19937_64 ready_rng, uint64_t ops,
                       uint64_t max_wait, std::mt19937_64& rng, const PipeBench<V, Txn>& bench,
                       verif::Scoreboard& sb) {
  DutPorts<V> ports(dut);
  return run_stream(ports, backpressure, std::move(ready_rng), ops, max_wait, rng, erase(dut, bench), sb);
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
