// SPDX-License-Identifier: Apache-2.0
// Comparison of RTL results against the golden model, and the failure report.
//
// The comparison follows the spec's don't-care rules (docs/spec.md, docs/vector-format.md):
// write enables and both undefined flags are compared on every lane; p where the lane is
// written and p is defined; d where the lane is written and d is defined.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "isa/isa.h"

namespace xlane::verif {

/// One wrong output of one lane.
struct LaneMismatch {
  unsigned lane;
  std::string field;  ///< "d", "p", "we", "d_undef", "p_undef", "valid", ...
  uint64_t expected;
  uint64_t actual;
};

/// Mismatches of an RTL shfl result against the model's (both as ShflResult; the RTL's
/// write enables go in `written`).
std::vector<LaneMismatch> compare_shfl(const model::ShflOp& op, const model::ShflResult& exp,
                                       const model::ShflResult& got);

/// compare_shfl for a unit built with UndefFlags = 0 (no undefined flags): both flags must
/// read 0 on every lane of `lanes`, and the model's undefined masks still say which d and
/// p are don't-cares.
std::vector<LaneMismatch> compare_shfl_noflags(const model::ShflOp& op, const model::ShflResult& exp,
                                               const model::ShflResult& got, unsigned lanes);

/// The whole transaction, one row per lane: inputs, expected, actual; '*' marks a lane
/// with a mismatch. `name` heads it (default: the shfl instruction's name).
std::string format_shfl(const model::ShflOp& op, const model::ShflResult& exp,
                        const model::ShflResult& got, const std::vector<LaneMismatch>& mismatches,
                        const std::string& name = "");

/// Mismatches of an RTL warp-top result against the model's: compare_shfl on the lanes,
/// and illegal_o.
std::vector<LaneMismatch> compare_warp(const isa::WarpOp& op, const isa::WarpResult& exp,
                                       const isa::WarpResult& got);

/// format_shfl of a warp-top instruction, headed by the opcode's name.
std::string format_warp(const isa::WarpOp& op, const isa::WarpResult& exp, const isa::WarpResult& got,
                        const std::vector<LaneMismatch>& mismatches);

/// Counts checked transactions and mismatches; prints the first few failures in full and
/// a per-lane summary.
class Scoreboard {
 public:
  /// `unit` names the device in reports; `lanes` sizes the per-lane summary.
  explicit Scoreboard(std::string unit, unsigned lanes = 1, unsigned print_limit = 3);

  /// Records one checked transaction. `details` is called only when the transaction
  /// failed and fewer than print_limit failures were printed so far.
  void add(uint64_t index, const std::vector<LaneMismatch>& mismatches,
           const std::function<std::string()>& details);

  /// The same for any callable: a passing transaction is counted without building a
  /// std::function (the hot path of every differential loop; a lambda capturing more than
  /// two references would otherwise cost a heap allocation per transaction).
  template <class F, std::enable_if_t<!std::is_same_v<std::decay_t<F>, std::function<std::string()>>, int> = 0>
  void add(uint64_t index, const std::vector<LaneMismatch>& mismatches, F&& details) {
    if (mismatches.empty()) {
      ++checked_;
      return;
    }
    add(index, mismatches, std::function<std::string()>(std::forward<F>(details)));
  }

  bool ok() const { return failed_ == 0; }
  /// The first failed transaction's index and its first mismatch (when !ok()).
  uint64_t first_index() const { return first_index_; }
  const LaneMismatch& first_mismatch() const { return first_mismatch_; }
  uint64_t checked() const { return checked_; }
  uint64_t failed() const { return failed_; }

  /// "unit: N checked, M failed" plus, on failure, mismatches per lane and per field.
  std::string summary() const;

 private:
  void add_failure(uint64_t index, const std::vector<LaneMismatch>& mismatches,
                   const std::function<std::string()>& details);

  std::string unit_;
  unsigned lanes_;
  unsigned print_limit_;
  uint64_t checked_ = 0;
  uint64_t failed_ = 0;
  uint64_t first_index_ = 0;
  LaneMismatch first_mismatch_{};
  std::vector<uint64_t> per_lane_;
  std::vector<std::pair<std::string, uint64_t>> per_field_;
};

}  // namespace xlane::verif
