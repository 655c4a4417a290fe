// SPDX-License-Identifier: Apache-2.0
// The clocked runs behind pipe_bench.h, written once for every model: the DUT's clock and
// handshake ports through ClockedDut, its transactions as std::any through AnyBench.
// pipe_bench.h's run_pipe and run_stream templates make both views of a verilated model
// and a typed bench; the runs themselves are compiled once (pipe_run.cpp) instead of once
// per model.
#pragma once

#include <any>
#include <cstdint>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "verif/scoreboard.h"
#include "verif/seed.h"

namespace xlane::tb {

/// A clocked DUT as the runs see it: reset, the handshake ports and the clock.
class ClockedDut {
 public:
  virtual ~ClockedDut() = default;
  virtual void set_rst_n(bool v) = 0;
  virtual void set_valid(bool v) = 0;  ///< valid_i
  virtual void set_ready(bool v) = 0;  ///< ready_i
  virtual bool ready_o() const = 0;
  virtual bool valid_o() const = 0;
  virtual void low() = 0;   ///< the low phase: outputs settle for this cycle's inputs
  virtual void rise() = 0;  ///< the rising edge
};

/// A PipeBench (pipe_bench.h) with its model and transaction type erased: each member is
/// the typed bench's, on the DUT it was made for, with the transaction in a std::any.
struct AnyBench {
  std::function<std::any()> make;
  std::function<void(const std::any&)> drive;
  std::function<void()> scramble;
  std::function<std::vector<verif::LaneMismatch>(const std::any&, std::string& report)> check;
  std::function<void(std::vector<uint32_t>&)> outputs;
  std::function<unsigned(const std::any&)> busy;  ///< empty: not checked
  unsigned capacity = 0;                          ///< 0: not checked
  bool stop_at_mismatch = false;                  ///< stream runs end at the first mismatch
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

/// Runs `ops` transactions through a DUT, the producer and the consumer varying
/// (verif::ValidPattern, verif::ReadyPattern: the valid density and, with backpressure,
/// the stall pattern change every 256 transactions). Checks: reset clears valid; ready_o
/// and valid_o are on every cycle what the timing model says; the handshake's rules
/// (verif::StreamMonitor: the outputs hold while valid_o is high and ready_i low, among
/// them); each transaction leaves once, in order, on the cycle the model says, with its
/// results; an asynchronous reset in mid-flight drops the beats in flight (with
/// backpressure, the pipe is full then, skid buffer included, and transactions run
/// through afterwards). With the global stall (cfg.global_stall) the model is
/// PipeTiming's GlobalStall mode.
void run_pipe(ClockedDut& dut, PipeConfig cfg, uint64_t ops, std::mt19937_64& rng, const AnyBench& bench,
              verif::Scoreboard& sb);

/// What a stream run (run_stream) measured.
struct StreamStats {
  uint64_t cycles = 0;   ///< clock cycles after reset
  uint64_t taken = 0;    ///< transactions taken (valid_i & ready_o)
  uint64_t refused = 0;  ///< cycles with valid_i and ready_i high and ready_o low
};

/// Runs `ops` transactions through a DUT that takes several cycles for some of them (the
/// shuffle's gather and uniform units), where no fixed timing model says on which cycle a
/// transaction is taken or leaves: ready_o and valid_o are the DUT's own, and the rules of
/// the handshake are checked instead (verif::StreamMonitor, with a hang after `max_wait`
/// cycles with ready_i high), the producer and the consumer as in run_pipe; each
/// transaction's results as it leaves; an asynchronous reset in mid-flight (stalled by
/// ready_i low, then again 1 to 3 cycles after a take with ready_i high, in the middle of
/// a unit's steps) drops what is inside, and transactions go through afterwards. When the
/// bench gives `busy`: after a transaction is taken with busy(txn) = n, ready_o stays low
/// until the n-th cycle on which the unit can move (valid_o low or ready_i high) and is high on that cycle (the
/// unit's own schedule, neither faster nor slower, with and without backpressure). When
/// the bench gives `capacity`: ready_o is high exactly while fewer than that many
/// transactions are inside.
StreamStats run_stream(ClockedDut& dut, bool backpressure, std::mt19937_64 ready_rng, uint64_t ops,
                       uint64_t max_wait, std::mt19937_64& rng, const AnyBench& bench, verif::Scoreboard& sb);

}  // namespace xlane::tb
