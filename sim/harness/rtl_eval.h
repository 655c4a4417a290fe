// SPDX-License-Identifier: Apache-2.0
// Evaluates vector-file operations on the verilated RTL: the warp top (xl_warp, 32 lanes)
// with the shuffle microarchitecture chosen (harness::make_rtl_warp_unit; by default the
// combinational crossbar), the same RTL the tests run.
//
// Batched: shfl runs one operation per evaluation (it uses every lane); shf and shuf
// operations with the same opcode are packed 32 to an evaluation, one per lane.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "harness/warp_engine.h"
#include "vec/vec.h"

namespace xlane::vec {

class RtlEvaluator {
 public:
  explicit RtlEvaluator(const harness::WarpChoice& warp = {})
      : unit_(harness::make_rtl_warp_unit(warp)) {}

  /// Results of every op, in order, in the format's terms (as model_results gives them).
  std::vector<Results> run(const std::vector<const Op*>& ops);

  /// Instructions run on the RTL so far.
  uint64_t evaluations() const { return evaluations_; }
  /// Clock cycles they took (0 for the combinational crossbar).
  uint64_t cycles() const { return unit_->cycles(); }

 private:
  isa::WarpResult eval(const isa::WarpOp& w);

  std::unique_ptr<isa::WarpUnit> unit_;
  uint64_t evaluations_ = 0;
};

}  // namespace xlane::vec
