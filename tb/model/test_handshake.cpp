// SPDX-License-Identifier: Apache-2.0
// The handshake timing model (verif::PipeTiming) against timelines worked out by hand
// from the rules in the header of rtl/xl_pipe.sv (its skid buffer's among them).
//
// TEST RATIONALE
// The clocked RTL tests trust this model for the cycle of every ready_o, valid_o and
// result, so it is checked on its own, never against the RTL: each rule once (wires at
// depth 0, a stage holding while stalled, bubbles squeezed out, full throughput with
// ready_i high, the skid buffer's registered ready_o and its extra beat, reset; with the
// global stall: ready_o = ready_i, no stage moving while ready_i is low, empty or not, the
// bubbles kept, the skid buffer holding the beat the first stage may not take), every
// expected value written by hand.
#include <catch2/catch.hpp>

#include <cstdint>
#include <string>
#include <vector>

#include "verif/handshake.h"

namespace {

using xlane::verif::PipeCycle;
using xlane::verif::PipeTiming;

constexpr int kNone = -1;

// One cycle: the inputs, then what the pipe must show (out: the beat offered, or kNone).
struct Row {
  bool valid_i;
  uint64_t in;
  bool ready_i;
  bool ready_o;
  int out;
};

void check_timeline(PipeTiming& pipe, const std::vector<Row>& rows) {
  for (size_t t = 0; t < rows.size(); ++t) {
    const Row& r = rows[t];
    const PipeCycle c = pipe.cycle(r.valid_i, r.in, r.ready_i);
    INFO(pipe.name() << ", cycle " << t);
    CHECK(c.ready_o == r.ready_o);
    CHECK(c.valid_o == (r.out != kNone));
    if (r.out != kNone) CHECK(c.out == static_cast<uint64_t>(r.out));
    CHECK(c.taken_in == (r.valid_i && r.ready_o));
    CHECK(c.taken_out == (r.out != kNone && r.ready_i));
  }
}

// A pipe from reset: its capacity and name, then `rows`, after which it must be empty.
void check_run(PipeTiming& pipe, unsigned capacity, const std::string& name, const std::vector<Row>& rows) {
  CHECK(pipe.capacity() == capacity);
  CHECK(pipe.name() == name);
  check_timeline(pipe, rows);
  CHECK(pipe.held() == 0);
}

}  // namespace

TEST_CASE("handshake: depth 0 is wires", "[handshake]") {
  PipeTiming pipe(0, false);
  CHECK(pipe.capacity() == 0);
  check_timeline(pipe, {
                           // valid_i in ready_i | ready_o out
                           {true, 0, false, false, 0},  // offered, not taken: the producer keeps it
                           {true, 0, true, true, 0},    // taken and out on the same cycle
                           {false, 9, true, true, kNone},
                           {false, 9, false, false, kNone},
                       });
}

TEST_CASE("handshake: depth 1 holds its beat while stalled", "[handshake]") {
  PipeTiming pipe(1, false);
  check_timeline(pipe, {
                           {true, 0, true, true, kNone},   // 0 taken
                           {true, 1, false, false, 0},     // 0 offered, stalled: the stage is full, ready_o low
                           {true, 1, true, true, 0},       // 0 leaves, 1 taken
                           {false, 0, false, false, 1},    // 1 held
                           {false, 0, true, true, 1},      // 1 leaves
                           {false, 0, true, true, kNone},
                       });
}

TEST_CASE("handshake: depth 2 squeezes out bubbles and runs at full throughput", "[handshake]") {
  PipeTiming pipe(2, false);
  check_timeline(pipe, {
                           {true, 0, false, true, kNone},   // 0 taken into an empty pipe
                           {false, 0, false, true, kNone},  // 0 moves to stage 2 although ready_i is low
                           {true, 1, false, true, 0},       // stage 1 empty: 1 taken while stalled
                           {true, 2, false, false, 0},      // both full: 2 waits
                           {true, 2, true, true, 0},        // 0 leaves, everything moves, 2 taken
                           {true, 3, true, true, 1},        // back to back: one in, one out a cycle
                           {true, 4, true, true, 2},
                           {false, 0, true, true, 3},
                           {false, 0, true, true, 4},       // 4 taken at cycle 6, out at 6 + 2
                           {false, 0, true, true, kNone},
                       });
  CHECK(pipe.held() == 0);
}

TEST_CASE("handshake: the skid buffer takes a beat more and registers ready_o", "[handshake]") {
  PipeTiming pipe(1, true);
  CHECK(pipe.capacity() == 2);
  check_timeline(pipe, {
                           {true, 0, false, true, kNone},  // 0 through the empty buffer into the stage
                           {true, 1, false, true, 0},      // 1 taken: the stage is full, so it stays in the buffer
                           {true, 2, false, false, 0},     // the buffer is full: ready_o low
                           {true, 2, true, false, 0},      // 0 leaves, 1 moves on; ready_o low all this cycle
                           {true, 2, false, true, 1},      // the buffer empty again: 2 taken, held in it
                       });
  CHECK(pipe.held() == 2);
  check_timeline(pipe, {
                           {false, 0, true, false, 1},  // 1 leaves, 2 moves from the buffer to the stage
                           {false, 0, true, true, 2},
                           {false, 0, true, true, kNone},
                       });
}

TEST_CASE("handshake: a skid buffer alone adds no latency", "[handshake]") {
  PipeTiming pipe(0, true);
  check_timeline(pipe, {
                           {true, 0, true, true, 0},    // straight through
                           {true, 1, false, true, 1},   // taken, not given: held
                           {true, 2, true, false, 1},   // 1 leaves; 2 not taken (ready_o is a register)
                           {true, 2, true, true, 2},    // straight through again
                       });
}

TEST_CASE("handshake: reset empties every stage and the skid buffer", "[handshake]") {
  PipeTiming pipe(2, true);
  for (uint64_t i = 0; i < 3; ++i) pipe.cycle(true, i, false);
  CHECK(pipe.held() == 3);
  pipe.reset();
  CHECK(pipe.held() == 0);
  check_timeline(pipe, {
                           {false, 0, true, true, kNone},
                           {true, 7, true, true, kNone},
                           {false, 0, true, true, kNone},
                           {false, 0, true, true, 7},
                       });
}

// The stall diagram of docs/handshake.md ("Timing"), both forms at Latency 1: A, B, C
// (beats 0, 1, 2) offered back to back, the consumer not ready on cycles 1 and 2. The
// same results leave on the same cycles; only when B and C are taken differs.
TEST_CASE("handshake: the stall diagram of docs/handshake.md", "[handshake]") {
  // Without the skid buffer, and with the global stall: the same timeline.
  const std::vector<Row> held = {
      // valid_i in ready_i | ready_o out
      {true, 0, true, true, kNone},  // A taken
      {true, 1, false, false, 0},    // A offered, held; B waits
      {true, 1, false, false, 0},
      {true, 1, true, true, 0},      // A leaves, B taken
      {true, 2, true, true, 1},      // B leaves, C taken
      {false, 9, true, true, 2},     // C leaves
  };
  SECTION("SkidBuffer = 0") {
    PipeTiming pipe(1, false);
    check_timeline(pipe, held);
  }
  SECTION("SkidBuffer = 1") {
    PipeTiming pipe(1, true);
    check_timeline(pipe, {
                             {true, 0, true, true, kNone},  // A taken
                             {true, 1, false, true, 0},     // B taken into the skid buffer
                             {true, 2, false, false, 0},    // full: C waits
                             {true, 2, true, false, 0},     // A leaves, B moves on; still full
                             {true, 2, true, true, 1},      // B leaves, C taken
                             {false, 9, true, true, 2},     // C leaves
                         });
  }
  SECTION("GlobalStall = 1") {
    PipeTiming pipe(1, false, true);
    check_timeline(pipe, held);
  }
}

TEST_CASE("handshake: the empty-pipe diagram of docs/handshake.md", "[handshake]") {
  SECTION("GlobalStall = 0") {
    PipeTiming pipe(1, false);
    check_timeline(pipe, {
                             // valid_i in ready_i | ready_o out
                             {true, 0, false, true, kNone},  // the stage is empty: A taken
                             {true, 1, false, false, 0},     // A offered, held; B waits
                             {true, 1, true, true, 0},       // A leaves, B taken
                             {false, 9, true, true, 1},      // B leaves
                             {false, 9, true, true, kNone},
                             {false, 9, true, true, kNone},
                         });
  }
  SECTION("GlobalStall = 1") {
    PipeTiming pipe(1, false, true);
    check_timeline(pipe, {
                             {true, 0, false, false, kNone},  // ready_o = ready_i: A waits
                             {true, 0, false, false, kNone},
                             {true, 0, true, true, kNone},    // A taken
                             {true, 1, true, true, 0},        // A leaves, B taken
                             {false, 9, true, true, 1},       // B leaves
                             {false, 9, true, true, kNone},
                         });
  }
}

// GlobalStall = 1: every stage moves on together on the cycles ready_i is high and holds
// otherwise, empty or not; ready_o = ready_i without the skid buffer.
TEST_CASE("handshake: with the global stall, depth 2 moves only with ready_i and keeps its bubbles",
          "[handshake]") {
  PipeTiming pipe(2, false, true);
  check_run(pipe, 2, "depth 2 with global stall", {
                           // valid_i in ready_i | ready_o out
                           {true, 0, false, false, kNone},   // empty, yet ready_o = ready_i = 0: 0 waits
                           {true, 0, true, true, kNone},     // 0 taken into stage 1
                           {false, 9, false, false, kNone},  // stalled: stage 2 is empty but does not fill
                           {false, 9, false, false, kNone},  // still: 0 stays in stage 1, nothing offered
                           {true, 1, true, true, kNone},     // all move: 0 to stage 2, 1 taken into stage 1
                           {true, 2, false, false, 0},       // 0 offered, stalled: held; 2 waits
                           {true, 2, true, true, 0},         // 0 leaves, 1 to stage 2, 2 taken
                           {false, 9, true, true, 1},        // 1 leaves, 2 to stage 2, a bubble into stage 1
                           {true, 3, false, false, 2},       // 2 stalled; stage 1 is empty, yet 3 waits
                           {true, 3, true, true, 2},         // 2 leaves, the bubble to stage 2, 3 taken
                           {false, 9, false, false, kNone},  // the bubble is not squeezed out: 3 stays
                           {false, 9, true, true, kNone},    // 3 to stage 2
                           {true, 4, true, true, 3},         // 3 leaves, 4 taken
                           {true, 5, true, true, kNone},     // the bubble leaves, 5 taken
                           {false, 9, true, true, 4},        // 4 taken at cycle 12, out at 12 + 2
                           {false, 9, true, true, 5},        // back to back
                           {false, 9, true, true, kNone},
                       });
}

TEST_CASE("handshake: with the global stall, the skid buffer takes the beat the first stage may not",
          "[handshake]") {
  PipeTiming pipe(1, true, true);
  check_run(pipe, 2, "depth 1 with skid buffer with global stall", {
                           // valid_i in ready_i | ready_o out
                           {true, 0, false, true, kNone},    // 0 taken; the stage is empty but does not
                                                             // take it (ready_i low): it stays in the buffer
                           {true, 1, false, false, kNone},   // the buffer is full: ready_o low; the stage
                                                             // stays empty, nothing offered
                           {true, 1, true, false, kNone},    // 0 moves to the stage; ready_o low all this cycle
                           {true, 1, false, true, 0},        // 0 stalled; the buffer empty: 1 taken, held in it
                           {true, 2, true, false, 0},        // 0 leaves, 1 moves on; 2 waits
                           {true, 2, true, true, 1},         // 1 leaves, 2 taken straight into the stage
                           {false, 9, true, true, 2},        // 2 leaves
                           {false, 9, true, true, kNone},
                       });
}
