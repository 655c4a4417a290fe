// SPDX-License-Identifier: Apache-2.0
// What executes xl_warp instructions, one at a time: the golden model (ModelWarpUnit,
// below) or the verilated warp top (harness::make_rtl_warp_unit). The warp-program
// executor (ptx_exec.h) and the RTL back end of the vector files (rtl_eval.h) drive one.
//
// A unit keeps a waveform time: every call of execute or idle advances it, by one step
// (the model, the combinational crossbar) or by two steps a clock cycle (the clocked
// shuffles), so that a waveform, when there is one, can be found at the time a result
// was read.
//
// Pure C++17 on top of the ISA: no Verilator.
#pragma once

#include <cstdint>

#include "isa/isa.h"

namespace xlane::isa {

class WarpUnit {
 public:
  virtual ~WarpUnit() = default;
  /// Executes one instruction (valid_i high) and returns its results.
  virtual WarpResult execute(const WarpOp& op) = 0;
  /// A step without an instruction (valid_i low).
  virtual void idle() = 0;
  /// Writes the last time step and closes the waveform, if there is one.
  virtual void close() {}
  /// Time steps so far.
  virtual uint64_t time() const = 0;
  /// The time at which the last instruction's result was read.
  virtual uint64_t result_time() const = 0;
  /// Clock cycles so far (0 for a unit without a clock).
  virtual uint64_t cycles() const { return 0; }
};

/// The golden model (isa::expected) as a WarpUnit: one time step per instruction or idle
/// step, so that an instruction's result time is its index; no clock, no waveform.
class ModelWarpUnit final : public WarpUnit {
 public:
  WarpResult execute(const WarpOp& op) override {
    result_time_ = time_++;
    return expected(op);
  }
  void idle() override { ++time_; }
  uint64_t time() const override { return time_; }
  uint64_t result_time() const override { return result_time_; }

 private:
  uint64_t time_ = 0;
  uint64_t result_time_ = 0;
};

}  // namespace xlane::isa
