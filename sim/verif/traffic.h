// SPDX-License-Identifier: Apache-2.0
// The two sides of a randomized handshake run, one set for every bench (the Catch2 pipe
// and stream runs, the SystemC bench): when the producer offers a transaction, and when
// the consumer drops ready_i. Each draws from the generator it is given, so that a run
// with ready_i held high draws its transactions as it always did.
#pragma once

#include <cstdint>
#include <random>

namespace xlane::verif {

/// The producer, asked on each free cycle (no offered transaction waiting to be taken)
/// whether that cycle offers the next one:
///   varying   a new density every 256 transactions (call at() before each free cycle),
///             among back to back, 3/4, 1/2 and 1/10 of the free cycles;
///   gaps(P)   before a transaction, with chance P percent, 1 to 4 idle cycles.
class ValidPattern {
 public:
  static ValidPattern varying() { return ValidPattern(-1); }
  static ValidPattern gaps(unsigned idle_percent) { return ValidPattern(static_cast<int>(idle_percent)); }

  /// With `issued` transactions offered so far: a new density when a block of 256 begins
  /// (varying only).
  void at(uint64_t issued, std::mt19937_64& rng);
  /// Whether this free cycle offers a transaction.
  bool offer(std::mt19937_64& rng);

 private:
  explicit ValidPattern(int idle) : idle_(idle) {}
  int idle_;                // -1: varying; else the chance of a gap, percent
  unsigned density_ = 100;  // varying: percent of free cycles that offer
  unsigned gap_left_ = 0;   // gaps: idle cycles still to come before the next offer
  bool drawn_ = false;      // gaps: the next offer's gap is drawn
};

/// The consumer, ready_i cycle by cycle:
///   held_high  always;
///   fixed(P)   low on P percent of the cycles;
///   varying    a new pattern every 256 transactions (call at()), ready_i low 0, 10, 50
///              or 90 percent of the cycles, or long stalls (one begins on about one
///              cycle in 64 and lasts 16 to 400 cycles; another may follow at once).
class ReadyPattern {
 public:
  static ReadyPattern held_high() { return ReadyPattern(0, std::mt19937_64{}); }
  static ReadyPattern fixed(unsigned low_percent, std::mt19937_64 rng) {
    return ReadyPattern(static_cast<int>(low_percent), rng);
  }
  static ReadyPattern varying(std::mt19937_64 rng) { return ReadyPattern(kVarying, rng); }
  /// Varying when `backpressure`, else held high.
  static ReadyPattern of(bool backpressure, std::mt19937_64 rng) {
    return backpressure ? varying(rng) : held_high();
  }

  bool backpressure() const { return mode_ != 0; }
  /// With `issued` transactions offered so far: a new pattern when a block of 256 begins
  /// (varying only).
  void at(uint64_t issued);
  /// ready_i for the next cycle.
  bool next();

 private:
  static constexpr int kVarying = -1;
  ReadyPattern(int mode, std::mt19937_64 rng) : mode_(mode), rng_(rng) {}
  int mode_;  // 0: held high; > 0: that percentage of cycles low; kVarying
  std::mt19937_64 rng_;
  int stall_ = 0;  // varying: the pattern now, percent of cycles low or -1 for long stalls
  uint64_t block_ = ~uint64_t{0};
  uint64_t long_left_ = 0;
};

}  // namespace xlane::verif
