// SPDX-License-Identifier: Apache-2.0
// Evaluates vector-file operations on the verilated RTL: the warp top (xl_warp, 32 lanes)
// with the shuffle microarchitecture chosen (harness::WarpEngine; by default the
// combinational crossbar), the same RTL the tests run.
//
// Batched: shfl runs one operation per evaluation (it uses every lane); shf and shuf
// operations with the same opcode are packed 32 to an evaluation, one per lane.
#pragma once

#include <memory>
#include <vector>

#include "harness/warp_engine.h"
#include "vec/vec.h"

namespace xlane::vec {

class RtlEvaluator {
 public:
  explicit RtlEvaluator(harness::ShflArch arch = harness::ShflArch::Xbar);
  ~RtlEvaluator();
  RtlEvaluator(const RtlEvaluator&) = delete;
  RtlEvaluator& operator=(const RtlEvaluator&) = delete;

  /// Results of every op, in order, in the format's terms (as model_results gives them).
  std::vector<Results> run(const std::vector<const Op*>& ops);

  /// Instructions run on the RTL so far.
  uint64_t evaluations() const;
  /// Clock cycles they took (0 for the combinational crossbar).
  uint64_t cycles() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace xlane::vec
