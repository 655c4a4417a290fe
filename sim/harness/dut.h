// SPDX-License-Identifier: Apache-2.0
// The owner of a verilated xlane model: its VerilatedContext, the model, and time.
//
// Combinational units: simulation time = transaction index. Clocked units: one time unit
// per clock phase.
#pragma once

#include <verilated.h>
#ifdef XLANE_COVERAGE
#include <verilated_cov.h>
#include <unistd.h>

#include <cstdlib>
#include <string>
#endif

#include <cstdint>
#include <memory>

namespace xlane::harness {

template <class V>
class Dut {
 public:
  Dut() : ctx_(std::make_unique<VerilatedContext>()) {
    ctx_->fatalOnError(false);
    top_ = std::make_unique<V>(ctx_.get(), "top");
  }
  ~Dut() {
    top_->final();
#ifdef XLANE_COVERAGE
    // make coverage: each model's counts go to their own file in XLANE_COVERAGE_DIR.
    if (const char* dir = std::getenv("XLANE_COVERAGE_DIR"); dir != nullptr) {
      static unsigned n = 0;
      const std::string path = std::string(dir) + "/" + std::to_string(::getpid()) + "_" + std::to_string(n++) + ".dat";
      ctx_->coveragep()->write(path.c_str());
    }
#endif
  }
  Dut(const Dut&) = delete;
  Dut& operator=(const Dut&) = delete;

  V* operator->() { return top_.get(); }
  V& operator*() { return *top_; }

  /// Combinational units: settle the outputs, advance time by one vector.
  void eval() {
    top_->eval();
    ctx_->timeInc(1);
  }

  /// Clocked units: the low phase (outputs settle for this cycle's inputs).
  void low() {
    top_->clk_i = 0;
    top_->eval();
    ctx_->timeInc(1);
  }
  /// Clocked units: the rising edge.
  void rise() {
    top_->clk_i = 1;
    top_->eval();
    ctx_->timeInc(1);
  }

  uint64_t time() const { return ctx_->time(); }

 private:
  std::unique_ptr<VerilatedContext> ctx_;
  std::unique_ptr<V> top_;
};

}  // namespace xlane::harness
