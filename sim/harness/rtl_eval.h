// SPDX-License-Identifier: Apache-2.0
// Evaluates vector-file operations on the verilated RTL: the combinational warp top
// (xl_warp, Latency 0, 32 lanes), the same RTL the tests run.
//
// Batched: shfl runs one operation per evaluation (it uses every lane); shf and shuf
// operations with the same opcode are packed 32 to an evaluation, one per lane.
#pragma once

#include <memory>
#include <vector>

#include "vec/vec.h"

namespace xlane::vec {

class RtlEvaluator {
 public:
  RtlEvaluator();
  ~RtlEvaluator();
  RtlEvaluator(const RtlEvaluator&) = delete;
  RtlEvaluator& operator=(const RtlEvaluator&) = delete;

  /// Results of every op, in order, in the format's terms (as model_results gives them).
  std::vector<Results> run(const std::vector<const Op*>& ops);

  /// Evaluations of the RTL so far.
  uint64_t evaluations() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace xlane::vec
