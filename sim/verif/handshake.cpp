// SPDX-License-Identifier: Apache-2.0
// The handshake timing model and the stream monitor; see handshake.h.
#include "verif/handshake.h"

#include <algorithm>
#include <cstdio>
#include <utility>

namespace xlane::verif {

PipeTiming::PipeTiming(unsigned depth, bool skid, bool global_stall)
    : skid_(skid), global_stall_(global_stall), stage_(depth), moves_(depth) {}

void PipeTiming::reset() {
  buffer_ = Slot{};
  for (Slot& s : stage_) s = Slot{};
}

PipeCycle PipeTiming::cycle(bool valid_i, uint64_t in, bool ready_i) {
  // The entry: the beat offered to the first stage (to the output when there is none):
  // the skid buffer's held beat, else the input's.
  Slot entry;
  if (skid_ && buffer_.full) {
    entry = buffer_;
  } else if (valid_i) {
    entry = Slot{true, in};
  }

  // From the output end: a beat moves on when the output takes it (ready_i) or when a
  // stage after it is empty, so `room` is "ready_i, or an empty stage seen so far". With
  // the global stall an empty stage makes no room: `room` is ready_i for every stage.
  const size_t n = stage_.size();
  bool room = ready_i;
  for (size_t s = n; s-- > 0;) {
    moves_[s] = stage_[s].full && room;
    if (!global_stall_) room = room || !stage_[s].full;
  }
  const bool entry_moves = entry.full && room;

  PipeCycle c;
  c.ready_o = skid_ ? !buffer_.full : room;
  const Slot& last = n > 0 ? stage_[n - 1] : entry;
  c.valid_o = last.full;
  c.out = last.beat;
  c.taken_in = valid_i && c.ready_o;
  c.taken_out = c.valid_o && ready_i;

  // The rising edge: each stage takes the beat moving in from before it, empties when
  // its own beat moved on, and else holds.
  for (size_t s = n; s-- > 0;) {
    const Slot& from = s > 0 ? stage_[s - 1] : entry;
    const bool from_moves = s > 0 ? static_cast<bool>(moves_[s - 1]) : entry_moves;
    if (from_moves) {
      stage_[s] = from;
    } else if (moves_[s]) {
      stage_[s].full = false;
    }
  }
  // The skid buffer is full after a cycle on which the beat it offered (its held one, or
  // the input passing through) was not taken.
  if (skid_) buffer_ = Slot{entry.full && !entry_moves, entry.beat};
  return c;
}

unsigned PipeTiming::held() const {
  unsigned k = buffer_.full ? 1 : 0;
  for (const Slot& s : stage_) k += s.full ? 1 : 0;
  return k;
}

std::string PipeTiming::name() const {
  return "depth " + std::to_string(stage_.size()) + (skid_ ? " with skid buffer" : "") +
         (global_stall_ ? " with global stall" : "");
}

std::string HandshakeLog::table() const {
  std::string s = "  cycle     valid_i (beat)  ready_o model | valid_o model (beat)  ready_i\n";
  const uint64_t n = std::min<uint64_t>(next_, ring_.size());
  for (uint64_t k = next_ - n; k < next_; ++k) {
    const Entry& e = ring_[k % ring_.size()];
    const std::string in = e.valid_i ? "(" + std::to_string(e.in) + ")" : "";
    const std::string out = e.model.valid_o ? "(" + std::to_string(e.model.out) + ")" : "";
    char line[160];
    std::snprintf(line, sizeof line, "  %-9llu %d %-12s  %d       %d     | %d       %d %-12s  %d\n",
                  static_cast<unsigned long long>(e.cycle), e.valid_i, in.c_str(), e.ready_o, e.model.ready_o,
                  e.valid_o, e.model.valid_o, out.c_str(), e.ready_i);
    s += line;
  }
  return s;
}

StreamMonitor::Verdict StreamMonitor::cycle(bool rst_n, bool valid_i, bool ready_o, bool valid_o, bool ready_i,
                                             const std::function<bool()>& held) {
  Verdict v;
  const auto broken = [&v](const char* rule, std::string what) {
    v.rule = rule;
    v.what = std::move(what);
  };
  if (!rst_n) {
    if (valid_o) broken("valid", "valid_o is high during reset");
    reset();
    return v;
  }
  const bool waiting = valid_i || inside_ > 0;
  v.took = valid_i && ready_o;
  if (v.took) ++inside_;
  if (stalled_ && !valid_o) {
    broken("held", "valid_o fell while ready_i was low");
  } else if (stalled_ && !held()) {
    broken("held", "the outputs changed while valid_o was high and ready_i low");
  } else if (valid_o && inside_ == 0 && !(through_ && valid_i)) {
    broken("valid", "valid_o is high with no transaction inside");
  } else if (valid_o && ready_i) {
    v.gave = true;
    --inside_;
  }
  idle_ = (v.took || v.gave || !waiting) ? 0 : idle_ + (ready_i ? 1 : 0);
  if (!v.rule && idle_ > max_wait_) {
    broken("stuck", "no transaction moved for " + std::to_string(max_wait_) + " cycles with ready_i high");
  }
  stalled_ = valid_o && !ready_i;
  return v;
}

void StreamMonitor::reset() {
  inside_ = idle_ = 0;
  stalled_ = false;
}

}  // namespace xlane::verif
