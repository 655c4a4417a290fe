// SPDX-License-Identifier: Apache-2.0
// The cycle timing of xlane's valid/ready handshake (xl_pipe, and so every pipelined
// wrapper and xl_warp), written from the rules stated in the header of rtl/xl_pipe.sv
// (its skid buffer's among them), for the scoreboards to hold the RTL against:
//
//   a beat moves on a cycle with valid and ready both high (both sides);
//   Depth = 0, no skid buffer: valid_o = valid_i, ready_o = ready_i, the input is the output;
//   Depth = N (GlobalStall = 0): a stage whose beat cannot move on holds it; an empty stage
//              takes a beat even while the output is stalled (bubbles are squeezed out);
//              so a beat moves on when ready_i is high or any stage after it is empty;
//   ready_o  = ready_i or a stage is empty (no skid buffer, GlobalStall = 0);
//   skid buffer (in front of the stages): empty: it passes the input through, ready_o = 1;
//              full: it offers the held beat, ready_o = 0; it is full on the next cycle
//              when the beat it offers now is not taken by the first stage;
//   GlobalStall = 1: every stage moves on together exactly on the cycles ready_i is high
//              and holds otherwise, empty or not (no bubble is squeezed out): a beat moves
//              on, the entry's included, iff ready_i; ready_o = ready_i (no skid buffer);
//              the skid buffer's rules are the same, the first stage taking its beat iff
//              ready_i;
//   reset empties everything.
//
// Pure C++: beats are numbers (the transaction index); what they carry is the caller's.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace xlane::verif {

/// What a pipe shows during one cycle, for that cycle's valid_i and ready_i.
struct PipeCycle {
  bool ready_o = false;  ///< the offered input beat is taken (if valid_i)
  bool valid_o = false;  ///< a beat is offered at the output
  uint64_t out = 0;      ///< which one (when valid_o)
  bool taken_in = false;   ///< valid_i && ready_o
  bool taken_out = false;  ///< valid_o && ready_i: `out` leaves this cycle
};

/// The handshake of one pipe: Depth register stages (the wrapper's Latency), optionally
/// behind a one-entry skid buffer, each stage moving on when it can or, with
/// `global_stall` (GlobalStall = 1), all together when ready_i is high. Call cycle() once
/// a clock cycle with that cycle's inputs: it returns the outputs the RTL must show and
/// then takes the rising edge.
class PipeTiming {
 public:
  PipeTiming(unsigned depth, bool skid, bool global_stall = false);

  /// Asynchronous reset: every stage and the skid buffer empty.
  void reset();

  /// One clock cycle: `valid_i` with beat `in` offered (ignored when !valid_i), and
  /// `ready_i`. Returns the cycle's outputs, then advances past the rising edge.
  PipeCycle cycle(bool valid_i, uint64_t in, bool ready_i);

  /// Beats held (in the stages and the skid buffer).
  unsigned held() const;
  /// The most beats the pipe can hold: depth, plus one with the skid buffer.
  unsigned capacity() const { return static_cast<unsigned>(stage_.size()) + (skid_ ? 1u : 0u); }

  /// "depth N", then " with skid buffer" and " with global stall" as they apply, for reports.
  std::string name() const;

 private:
  struct Slot {
    bool full = false;
    uint64_t beat = 0;
  };
  bool skid_;
  bool global_stall_;
  Slot buffer_;              // the skid buffer
  std::vector<Slot> stage_;  // stage_[0] follows the input, stage_.back() drives the output
  std::vector<char> moves_;  // per stage, this cycle: its beat moves on at the edge
};

/// The rules every unit's handshake keeps, whatever its timing (a pipe, or a unit that
/// takes several cycles for some transactions), checked on each cycle's settled signals
/// by every bench (the Catch2 pipe and stream runs, the SystemC bench):
///   in reset valid_o is low, and reset empties the unit;
///   a transaction is taken on a cycle with valid_i and ready_o high and leaves on one
///   with valid_o and ready_i high: each once, in order (the oldest inside leaves);
///   valid_o is high only with a transaction inside, or, through a unit that passes its
///   input straight to its output (`through`: a pipe of no stage), one offered;
///   after a cycle with valid_o high and ready_i low, valid_o is high and the outputs are
///   the same on the next;
///   a waiting transaction (offered, or inside) moves within `max_wait` cycles with
///   ready_i high.
/// The caller keeps the transactions and checks each leaving one's results; the monitor
/// says what moved and which rule broke.
class StreamMonitor {
 public:
  explicit StreamMonitor(uint64_t max_wait, bool through = false) : max_wait_(max_wait), through_(through) {}

  /// One cycle's verdict: what moved, and the rule broken (`rule` null: none).
  struct Verdict {
    bool took = false;  ///< the offered transaction was taken
    bool gave = false;  ///< the oldest inside left
    const char* rule = nullptr;  ///< "valid", "held" or "stuck"
    std::string what;            ///< the broken rule, said (without the cycle)
  };

  /// One cycle's ports. `held` tells whether the outputs are those of the last cycle; it
  /// is asked only after a cycle with valid_o high and ready_i low.
  Verdict cycle(bool rst_n, bool valid_i, bool ready_o, bool valid_o, bool ready_i, const std::function<bool()>& held);
  /// An asynchronous reset between cycles: nothing inside.
  void reset();
  /// Transactions taken and not yet left.
  uint64_t inside() const { return inside_; }
  /// The last cycle ended with valid_o high and ready_i low: the outputs must hold.
  bool stalled() const { return stalled_; }

 private:
  uint64_t max_wait_;
  bool through_;
  uint64_t inside_ = 0;
  uint64_t idle_ = 0;  // cycles with ready_i high and a transaction waiting, without a move
  bool stalled_ = false;
};

/// The last cycles of a run, the RTL's ready_o and valid_o beside the model's: the table
/// a handshake mismatch is reported with.
class HandshakeLog {
 public:
  explicit HandshakeLog(size_t keep = 12) : ring_(keep) {}

  /// One cycle: its inputs (`in` the beat offered), what the RTL showed, the model's cycle.
  void add(uint64_t cycle, bool valid_i, uint64_t in, bool ready_i, bool ready_o, bool valid_o,
           const PipeCycle& model) {
    ring_[next_++ % ring_.size()] = Entry{cycle, in, valid_i, ready_i, ready_o, valid_o, model};
  }

  /// One row per cycle, oldest first; a beat's number in parentheses.
  std::string table() const;

 private:
  struct Entry {
    uint64_t cycle = 0, in = 0;
    bool valid_i = false, ready_i = false, ready_o = false, valid_o = false;
    PipeCycle model;
  };
  std::vector<Entry> ring_;
  uint64_t next_ = 0;
};

}  // namespace xlane::verif
