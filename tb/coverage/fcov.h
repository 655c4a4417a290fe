// SPDX-License-Identifier: Apache-2.0
// Functional coverage of the test bench's stimulus: named bins over the spec's cases,
// filled from the transactions the RTL tests drive (tb/coverage/fcov_main.cpp replays them with
// tb/common/plans.h) and reported with every hole by name.
//
// Bins (every cross in full; a bin that no input can reach says why instead of counting as
// a hole):
//   shfl   mode {up, down, bfly, idx}
//          x segment width, from segmask = c[12:8] of the lane: the CUDA widths 32, 16, 8, 4,
//            2, 1 (segmask 0x00, 0x10, 0x18, 0x1c, 0x1e, 0x1f) and "other" (every other
//            mask: non-power-of-two widths such as 24, non-contiguous masks)
//          x predicate outcome of the lane {p=1, p=0}
//          x active/member pattern of the instruction: all (every lane active, and a member
//            where it matters), self-only (one active lane), contiguous (one run of active
//            lanes, neither one lane nor all), scattered (any other active set),
//            member-partial (shfl.sync with an active lane outside membermask)
//          sampled once per lane that is written and whose p is defined (32-lane warp)
//   shf    direction {l, r} x mode {clamp, wrap} x amount class of c {0, 1..31, 32, >32}
//   SHUF   per destination byte 0..3: fill {copy, zero-fill, sign-fill} x bit 7 of the
//          selected source byte {0, 1} x source byte index 0..3; plus the whole control word
//          0 ("zero control": ctrl[12:0] = 0) and a control word with bits 31..13 set
//          (ignored bits)
//   prmt   the default mode: per destination byte 0..3 every selector nibble 0..15 (byte
//          0..7, sign fill or not); the other modes x c[1:0]; c[31:16] set (ignored bits)
//   vote   form {all, any, uni} x {a, !a} x {p=1, p=0, incomplete (a member that does not
//          execute)}; ballot x {a, !a} x {complete, incomplete}; an executing lane outside
//          membermask
//   match  .any/.all x .b32/.b64 x, for .any, the largest group of equal keys among the
//          members {1, 2, 3-4, 5-8, 9-16, 17-32, 33-64} or incomplete, for .all {p=1, p=0,
//          incomplete}; .b64 with two members equal in the low word only
//   redux  each operation x {complete, incomplete}; .add whose sum wraps; min and max with
//          members of both signs (where the signed and unsigned orders part); no member
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "verif/stimulus.h"
#include "model/xlane_model.h"

namespace xlane::tb {

class FuncCov {
 public:
  struct Bin {
    std::string group;            ///< "shfl", "shf", "shuf", "prmt", "vote", "match", "redux"
    std::string name;             ///< e.g. "shfl.idx/w8/p=0/contiguous"
    uint64_t hits = 0;
    std::string unreachable;      ///< non-empty: why no input reaches this bin
  };

  FuncCov();

  /// One shfl / shfl.sync over 32 lanes (other lane counts are not sampled).
  void sample(const model::ShflOp& op);
  void sample(const isa::ShfOp& t);
  void sample(const isa::ShufOp& t);
  void sample(const isa::PrmtOp& t);
  void sample(const isa::VoteOp& t);
  void sample(const isa::MatchOp& t);
  void sample(const isa::ReduxOp& t);

  const std::vector<Bin>& bins() const { return bins_; }
  /// Reachable bins with no hit.
  std::vector<const Bin*> holes() const;
  /// Markdown: per group bins hit / reachable, holes by name, unreachable bins with the
  /// reason, the least-hit bins, then every bin with its count.
  std::string report(const std::string& header) const;

 private:
  /// A bin of the groups named by their bins' names (prmt, vote, match, redux): added on
  /// construction, counted by name.
  void add(const std::string& group, const std::string& name);
  void hit(const std::string& name);

  std::vector<Bin> bins_;
  std::map<std::string, size_t> by_name_;
  size_t shfl_base_ = 0, shf_base_ = 0, shuf_base_ = 0, shuf_word_base_ = 0;
};

}  // namespace xlane::tb
