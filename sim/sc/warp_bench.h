// SPDX-License-Identifier: Apache-2.0
// SystemC test bench for one xl_warp (32 lanes) built by Verilator with --sc: a driver
// that sends random instructions with idle cycles and keeps each on the inputs until it
// is taken, a consumer that drives ready_i (high, or low with a probability), a monitor
// on the outputs, and a scoreboard that checks every result against the golden model
// through a queue. The producer's and the consumer's patterns and the handshake's rules
// are the Catch2 benches' own (verif/traffic.h, verif::StreamMonitor).
//
// Timing: the driver puts an instruction on the inputs just after clock edge k; the
// monitor samples the inputs and outputs at each rising edge (the values of the cycle
// that ends there). The handshake model (verif::PipeTiming) says for each cycle what
// ready_o and valid_o must be and which instruction leaves: with ready_i high, the
// results of the instruction driven after edge k are due at edge k + 1 + Latency.
// With the shuffle's gather or uniform unit (BenchConfig::arch) an instruction takes a
// varying number of cycles and no model gives the timing: the monitor takes ready_o and
// valid_o from the DUT and checks the handshake's rules alone (verif::StreamMonitor).
#pragma once

#include <systemc>

#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <random>
#include <string>

#include "isa/isa.h"
#include "verif/handshake.h"
#include "verif/scoreboard.h"
#include "verif/traffic.h"

namespace xlane::sim {

using isa::WarpOp;
using isa::WarpResult;
using isa::Unit;

constexpr unsigned kLanes = 32;

/// What one bench is asked to do.
struct BenchConfig {
  unsigned latency = 1;
  uint64_t ops = 20000;         ///< random instructions after the directed sequences
  unsigned idle_percent = 20;   ///< chance of idle cycles before an instruction
  unsigned stall_percent = 0;   ///< chance of ready_i low on a cycle
  bool skid = false;            ///< the DUT has the skid buffer (SkidBuffer = 1)
  std::string arch = "xbar";    ///< the shuffle's microarchitecture (xl_warp's ShflArch)
  std::vector<isa::Unit> units = isa::units();  ///< the units that get random instructions
  bool print_directed = false;  ///< print the directed sequences' results
  int64_t inject_error = -1;    ///< test-bench self-test: corrupt this transaction's
                                ///< expected d (lane 0), so the failure path runs
};

/// Functional coverage and counts of one bench.
struct Coverage {
  std::map<std::string, uint64_t> per_op;     ///< instructions per opcode name
  std::map<std::string, uint64_t> per_unit;   ///< instructions per unit
  std::map<std::string, uint64_t> seg_width;  ///< shfl: segment width class of lane 0's c
  std::map<std::string, uint64_t> shf_amount; ///< shf: shift amount class of c
  std::map<std::string, uint64_t> shuf_fill;  ///< SHUF: fill / sign-fill bytes
  /// vote, match, redux: whether every member executes, the predicate's value, and for
  /// match the number of distinct keys among the members
  std::map<std::string, uint64_t> party;
  uint64_t p_true = 0, p_false = 0, d_undef = 0, p_undef = 0, not_written = 0;
  void add(const WarpOp& op, const WarpResult& exp);
};

/// Coverage classes, also used for the summary.
std::string segment_width_class(uint32_t c);
std::string shift_amount_class(uint32_t c);

/// One DUT with its driver, monitor and scoreboard.
template <class V>
class WarpBench : public sc_core::sc_module {
 public:
  SC_HAS_PROCESS(WarpBench);

  WarpBench(sc_core::sc_module_name name, sc_core::sc_clock& clk, const BenchConfig& cfg, uint64_t seed_salt);

  V& dut() { return *dut_; }
  bool done() const { return done_; }
  bool failed() const { return failed_; }
  uint64_t issued() const { return issued_; }
  uint64_t checked() const { return sb_.checked(); }
  uint64_t mismatches() const { return sb_.failed() + directed_mismatches_; }
  /// Clock cycles this bench ran: until its last result, its failure, or now.
  uint64_t cycles() const { return end_cycle_ != 0 ? end_cycle_ : cycle_now(); }
  const Coverage& coverage() const { return cov_; }
  const BenchConfig& config() const { return cfg_; }
  /// The first failure in full (empty while none).
  const std::string& failure() const { return failure_; }
  uint64_t failure_cycle() const { return failure_cycle_; }

  /// Blocking, from the driver thread: runs one instruction and returns the RTL's results
  /// (they are also checked by the scoreboard like any other).
  WarpResult execute(const WarpOp& op);

 private:
  void driver();   // SC_THREAD
  void monitor();  // SC_METHOD on the rising edge
  void monitor_stream(uint64_t now, bool rst_n, bool valid_i, bool ready_i, bool ready_o, bool valid_o);
  WarpResult outputs() const;  // the DUT's outputs now
  void drive(const WarpOp& op, bool valid);
  void offer(const WarpOp& op);  // drives it and waits for the edge that takes it
  WarpOp random_op();
  uint64_t cycle_now() const;

  struct Pending {
    uint64_t cycle;  // edge after which it was driven
    uint64_t index;  // transaction number
    WarpOp op;
    WarpResult exp;
  };

  BenchConfig cfg_;
  sc_core::sc_clock& clk_;
  std::unique_ptr<V> dut_;
  sc_core::sc_signal<bool> rst_n_, valid_i_, ready_o_, valid_o_, ready_i_, illegal_o_;
  sc_core::sc_signal<uint32_t> op_i_, active_i_, member_i_, p_o_, we_o_, d_undef_o_, p_undef_o_;
  sc_core::sc_signal<sc_dt::sc_bv<kLanes * 32>> a_i_, b_i_, c_i_, d_o_;
  sc_dt::sc_bv<kLanes * 32> a_buf_, b_buf_, c_buf_;  ///< drive()'s buffers

  std::mt19937_64 rng_;
  verif::ReadyPattern consumer_;  // ready_i, from a generator apart: --stall 0 draws what it always drew
  std::deque<Pending> queue_;  // driven, not yet out, oldest first
  verif::PipeTiming timing_;
  verif::HandshakeLog log_;
  verif::StreamMonitor stream_;  // the handshake's rules (a hang: 10,000 ready_i-high cycles)
  uint64_t taken_ = 0;  // instructions taken so far: the index of the one offered
  WarpResult held_;     // the outputs of the last cycle, when it stalled (stream_.stalled())
  verif::Scoreboard sb_;
  Coverage cov_;
  uint64_t issued_ = 0;
  bool done_ = false, failed_ = false;
  unsigned directed_mismatches_ = 0;
  uint64_t end_cycle_ = 0;
  std::string failure_;
  uint64_t failure_cycle_ = 0;
  WarpResult last_;
  sc_core::sc_event result_event_;
};

}  // namespace xlane::sim
