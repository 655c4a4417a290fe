// SPDX-License-Identifier: Apache-2.0
// The warp top behind the tools, in each shuffle microarchitecture; see warp_engine.h.
//
// Models (sim/harness/CMakeLists.txt): Vxl_warp_l0 (xbar, the `sim` row of rtl/xlane.configs)
// and Vxl_warp_l0_trace for a waveform; the clocked shuffles' models are built with FST
// tracing only (the `run` rows Vxl_warp_gather_trace, ..._uniform_trace, ..._pxbar_trace,
// and Vxl_warp_seq_trace for the time-multiplexed reduction and match), tracing switched on
// only for a waveform.
#include "harness/warp_engine.h"

#include <verilated.h>
#include <verilated_fst_c.h>

#include <stdexcept>

#include "Vxl_warp_gather_trace.h"
#include "Vxl_warp_l0.h"
#include "Vxl_warp_l0_trace.h"
#include "Vxl_warp_pxbar_trace.h"
#include "Vxl_warp_pxbar_ft_trace.h"
#include "Vxl_warp_seq_trace.h"
#include "Vxl_warp_uniform_trace.h"
#include "harness/ports.h"

namespace xlane::harness {

namespace {

constexpr unsigned kLanes = 32;
// A clocked instruction that neither is taken nor gives its result within this many
// cycles means the RTL is stuck: an error, not a hang.
constexpr uint64_t kMaxCycles = 10000;

// A verilated model V with its context and, when Trace, an optional FST waveform.
template <class V, bool Trace>
class Model {
 public:
  explicit Model(const std::string& trace) : ctx_(std::make_unique<VerilatedContext>()) {
    ctx_->fatalOnError(false);
    if constexpr (Trace) {
      if (!trace.empty()) ctx_->traceEverOn(true);
    }
    top_ = std::make_unique<V>(ctx_.get(), "xl_warp");
    if constexpr (Trace) {
      if (!trace.empty()) {
        fst_ = std::make_unique<VerilatedFstC>();
        top_->trace(fst_.get(), 99);
        fst_->open(trace.c_str());
        if (!fst_->isOpen()) throw std::runtime_error("cannot open " + trace + " for writing");
      }
    }
  }
  ~Model() {
    close();
    top_->final();
  }
  Model(const Model&) = delete;
  Model& operator=(const Model&) = delete;

  V& top() { return *top_; }
  /// Evaluates, records the step, advances time.
  void step() {
    top_->eval();
    if (fst_) fst_->dump(ctx_->time());
    ctx_->timeInc(1);
  }
  void close() {
    if (fst_) {
      fst_->close();
      fst_.reset();
    }
  }
  uint64_t time() const { return ctx_->time(); }

 private:
  std::unique_ptr<VerilatedContext> ctx_;
  std::unique_ptr<V> top_;
  std::unique_ptr<VerilatedFstC> fst_;
};

// What every engine shares: the model, its ports at rest (clock low, out of reset, no
// instruction, every result taken when offered), the time a result was read, the waveform.
template <class V, bool Trace>
class RtlWarp : public isa::WarpUnit {
 public:
  explicit RtlWarp(const std::string& trace) : m_(trace) {
    V& t = m_.top();
    t.clk_i = 0;
    t.rst_ni = 1;
    t.valid_i = 0;
    t.ready_i = 1;
  }
  void close() override { m_.close(); }
  uint64_t time() const override { return m_.time(); }
  uint64_t result_time() const override { return result_time_; }

 protected:
  /// Puts `op` on the ports with valid_i high.
  V& offer(const isa::WarpOp& op) {
    V& t = m_.top();
    drive_warp<kLanes>(t, op);
    t.valid_i = 1;
    return t;
  }

  Model<V, Trace> m_;
  uint64_t result_time_ = 0;
};

// The crossbar at Latency 0: one evaluation an instruction, valid_i high only for it.
template <class V, bool Trace>
class CombWarp final : public RtlWarp<V, Trace> {
  using Base = RtlWarp<V, Trace>;
  using Base::m_, Base::offer, Base::result_time_;

 public:
  using Base::Base;
  isa::WarpResult execute(const isa::WarpOp& op) override {
    V& t = offer(op);
    result_time_ = m_.time();
    m_.step();
    return read_warp<kLanes>(t);  // Latency 0: the results follow the inputs
  }
  void idle() override {
    m_.top().valid_i = 0;
    m_.step();
  }
};

// A clocked warp (the gather, uniform or pxbar shuffle, or the crossbar at Latency 1 with the
// time-multiplexed collectives): reset, then each instruction offered until taken and its
// result awaited, ready_i high.
template <class V, bool Trace>
class ClockedWarp final : public RtlWarp<V, Trace> {
  using Base = RtlWarp<V, Trace>;
  using Base::m_, Base::offer, Base::result_time_;

 public:
  explicit ClockedWarp(const std::string& trace) : Base(trace) {
    V& t = m_.top();
    t.rst_ni = 0;
    cycle();
    cycle();
    t.rst_ni = 1;
    cycles_ = 0;
  }
  isa::WarpResult execute(const isa::WarpOp& op) override {
    V& t = offer(op);
    for (uint64_t n = 0;; ++n) {
      if (n > kMaxCycles) throw std::runtime_error("the RTL did not take an instruction in 10000 cycles");
      low();
      const bool taken = t.ready_o;
      rise();
      if (taken) break;
    }
    t.valid_i = 0;
    for (uint64_t n = 0;; ++n) {
      if (n > kMaxCycles) throw std::runtime_error("the RTL gave no result in 10000 cycles");
      const uint64_t now = m_.time();
      low();
      if (t.valid_o) {
        result_time_ = now;
        const isa::WarpResult r = read_warp<kLanes>(t);
        rise();
        return r;
      }
      rise();
    }
  }
  void idle() override {
    m_.top().valid_i = 0;
    cycle();
  }
  uint64_t cycles() const override { return cycles_; }

 private:
  void low() {
    m_.top().clk_i = 0;
    m_.step();
  }
  void rise() {
    m_.top().clk_i = 1;
    m_.step();
    ++cycles_;
  }
  void cycle() {
    low();
    rise();
  }
  uint64_t cycles_ = 0;
};

}  // namespace

std::unique_ptr<isa::WarpUnit> make_rtl_warp_unit(const WarpChoice& warp, const std::string& trace) {
  const bool t = !trace.empty();
  if (const std::string why = warp.unsupported(); !why.empty()) throw std::invalid_argument(why);
  if (warp.seq()) return std::make_unique<ClockedWarp<Vxl_warp_seq_trace, true>>(trace);
  if (warp.arch == kPxbarFanout) return std::make_unique<ClockedWarp<Vxl_warp_pxbar_ft_trace, true>>(trace);
  const ShflArch arch = parse_arch(warp.arch);
  switch (arch) {
    // The clocked shuffles have one model each, with tracing (it costs only while on).
    case ShflArch::Gather: return std::make_unique<ClockedWarp<Vxl_warp_gather_trace, true>>(trace);
    case ShflArch::Uniform: return std::make_unique<ClockedWarp<Vxl_warp_uniform_trace, true>>(trace);
    case ShflArch::Pxbar: return std::make_unique<ClockedWarp<Vxl_warp_pxbar_trace, true>>(trace);
    case ShflArch::Xbar:
      if (t) return std::make_unique<CombWarp<Vxl_warp_l0_trace, true>>(trace);
      return std::make_unique<CombWarp<Vxl_warp_l0, false>>(trace);
    default:
      throw std::invalid_argument("--arch: no verilated xl_warp for the shuffle microarchitecture " +
                                  std::to_string(static_cast<unsigned>(arch)));
  }
}

}  // namespace xlane::harness
