// SPDX-License-Identifier: Apache-2.0
// The handshake monitor every bench shares (verif::StreamMonitor) and the traffic
// patterns (verif::ValidPattern, verif::ReadyPattern), on timelines written by hand.
//
// TEST RATIONALE
// The clocked benches (the Catch2 pipe and stream runs, the SystemC bench) pass a unit
// when this monitor finds no broken rule, so each rule must be seen to break: valid_o in
// reset, valid_o falling or the outputs changing while stalled, valid_o with nothing
// inside (allowed only through a pipe of no stage), a hang; and what moved (taken, given)
// counted in order. The patterns are checked for what the benches rely on: held high
// draws nothing, a fixed percentage is that percentage, the varying consumer's long
// stalls happen and end, and the producer's gaps are 1 to 4 cycles.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <random>
#include <string>

#include "verif/handshake.h"
#include "verif/traffic.h"

namespace {

using xlane::verif::ReadyPattern;
using xlane::verif::StreamMonitor;
using xlane::verif::ValidPattern;

const auto kSame = [] { return true; };
const auto kChanged = [] { return false; };

std::string rule_of(const StreamMonitor::Verdict& v) { return v.rule == nullptr ? "" : v.rule; }

// A monitor that saw a transaction taken, then offered at the output with ready_i low.
StreamMonitor stalled_with_one() {
  StreamMonitor m(100);
  m.cycle(true, true, true, false, true, kSame);
  m.cycle(true, false, true, true, false, kSame);
  return m;
}

}  // namespace

TEST_CASE("monitor: a transaction taken, held while stalled, given", "[monitor]") {
  StreamMonitor m(100);
  auto v = m.cycle(true, true, true, false, true, kSame);  // taken
  CHECK(v.took);
  CHECK_FALSE(v.gave);
  CHECK(m.inside() == 1);
  v = m.cycle(true, false, true, true, false, kSame);  // offered at the output, ready_i low
  CHECK(rule_of(v).empty());
  CHECK(m.stalled());
  v = m.cycle(true, false, true, true, true, kSame);  // held, then given
  CHECK(rule_of(v).empty());
  CHECK(v.gave);
  CHECK(m.inside() == 0);
  CHECK_FALSE(m.stalled());
}

TEST_CASE("monitor: each rule breaks", "[monitor]") {
  SECTION("valid_o in reset") {
    StreamMonitor m(100);
    const auto v = m.cycle(false, true, false, true, true, kSame);
    CHECK(rule_of(v) == "valid");
    CHECK(v.what == "valid_o is high during reset");
  }
  SECTION("valid_o falls while ready_i is low") {
    StreamMonitor m = stalled_with_one();
    const auto v = m.cycle(true, false, true, false, true, kSame);
    CHECK(rule_of(v) == "held");
    CHECK(v.what == "valid_o fell while ready_i was low");
  }
  SECTION("the outputs change while stalled") {
    StreamMonitor m = stalled_with_one();
    const auto v = m.cycle(true, false, true, true, true, kChanged);
    CHECK(rule_of(v) == "held");
    CHECK_FALSE(v.gave);
  }
  SECTION("valid_o with nothing inside, unless passed through") {
    StreamMonitor m(100);
    CHECK(rule_of(m.cycle(true, true, false, true, false, kSame)) == "valid");
    StreamMonitor through(100, true);
    CHECK(rule_of(through.cycle(true, true, false, true, false, kSame)).empty());
    // Passed through and stalled, the offer withdrawn: valid_o with nothing inside.
    CHECK(rule_of(through.cycle(true, false, false, true, true, kSame)) == "valid");
  }
  SECTION("a hang: max_wait cycles with ready_i high and nothing moving") {
    StreamMonitor m(3);
    for (int i = 0; i < 3; ++i) CHECK(rule_of(m.cycle(true, true, false, false, true, kSame)).empty());
    const auto v = m.cycle(true, true, false, false, true, kSame);
    CHECK(rule_of(v) == "stuck");
    CHECK(v.what == "no transaction moved for 3 cycles with ready_i high");
  }
  SECTION("cycles with ready_i low do not count toward a hang") {
    StreamMonitor m(3);
    for (int i = 0; i < 20; ++i) CHECK(rule_of(m.cycle(true, true, false, false, false, kSame)).empty());
  }
}

TEST_CASE("monitor: reset empties the unit", "[monitor]") {
  StreamMonitor m = stalled_with_one();
  m.reset();
  CHECK(m.inside() == 0);
  CHECK_FALSE(m.stalled());
  CHECK(rule_of(m.cycle(true, false, true, true, true, kSame)) == "valid");  // nothing inside any more
}

TEST_CASE("traffic: the consumer's patterns", "[monitor]") {
  SECTION("held high draws nothing") {
    ReadyPattern r = ReadyPattern::held_high();
    for (uint64_t i = 0; i < 1000; ++i) {
      r.at(i);
      CHECK(r.next());
    }
    CHECK_FALSE(r.backpressure());
  }
  SECTION("fixed: that percentage of cycles low") {
    ReadyPattern r = ReadyPattern::fixed(30, std::mt19937_64{1});
    int low = 0;
    for (int i = 0; i < 100000; ++i) low += r.next() ? 0 : 1;
    CHECK(low > 29000);
    CHECK(low < 31000);
  }
  SECTION("varying: long stalls happen, and end") {
    ReadyPattern r = ReadyPattern::varying(std::mt19937_64{2});
    unsigned run = 0, longest = 0;
    for (uint64_t cycle = 0; cycle < 2000000; ++cycle) {
      r.at(cycle / 8);  // a transaction every 8 cycles: a new pattern every 2048 cycles
      run = r.next() ? 0 : run + 1;
      longest = std::max(longest, run);
    }
    CHECK(longest >= 16);  // long stalls happened
    // One stall lasts at most 400 cycles, but another may begin on the cycle after it (one
    // in 64): ready_i low for longer, never for good.
    CHECK(longest < 4000);
  }
}

TEST_CASE("traffic: the producer's patterns", "[monitor]") {
  std::mt19937_64 rng{3};
  SECTION("gaps(0): every free cycle offers") {
    ValidPattern v = ValidPattern::gaps(0);
    for (int i = 0; i < 1000; ++i) CHECK(v.offer(rng));
  }
  SECTION("gaps(100): 1 to 4 idle cycles before each offer") {
    ValidPattern v = ValidPattern::gaps(100);
    for (int n = 0; n < 1000; ++n) {
      unsigned idle = 0;
      while (!v.offer(rng)) ++idle;
      CHECK(idle >= 1);
      CHECK(idle <= 4);
    }
  }
  SECTION("varying: every density in turn, back to back to one in ten") {
    ValidPattern v = ValidPattern::varying();
    uint64_t issued = 0, free_cycles = 0;
    while (issued < 256 * 64) {
      v.at(issued, rng);
      ++free_cycles;
      if (v.offer(rng)) ++issued;
    }
    CHECK(free_cycles > issued);  // some densities below 100
  }
}
