// SPDX-License-Identifier: Apache-2.0
#include "traffic.h"

namespace xlane::verif {

void ValidPattern::at(uint64_t issued, std::mt19937_64& rng) {
  static constexpr unsigned kDensity[] = {100, 75, 50, 10};
  if (idle_ < 0 && issued % 256 == 0) density_ = kDensity[rng() % 4];
}

bool ValidPattern::offer(std::mt19937_64& rng) {
  if (idle_ < 0) return rng() % 100 < density_;
  if (gap_left_ > 0) {
    --gap_left_;
    return false;
  }
  if (!drawn_) {
    drawn_ = true;
    if (std::uniform_int_distribution<unsigned>(0, 99)(rng) < static_cast<unsigned>(idle_)) {
      gap_left_ = std::uniform_int_distribution<unsigned>(1, 4)(rng) - 1;
      return false;
    }
  }
  drawn_ = false;
  return true;
}

void ReadyPattern::at(uint64_t issued) {
  static constexpr int kStall[] = {0, 10, 50, 90, -1};  // percent of cycles low; -1: long stalls
  if (mode_ != kVarying || issued / 256 == block_) return;
  block_ = issued / 256;
  stall_ = kStall[rng_() % 5];
}

bool ReadyPattern::next() {
  if (mode_ == 0) return true;
  if (mode_ > 0) return std::uniform_int_distribution<unsigned>(0, 99)(rng_) >= static_cast<unsigned>(mode_);
  if (long_left_ > 0) {
    --long_left_;
    return false;
  }
  if (stall_ < 0) {
    if (rng_() % 64 != 0) return true;
    long_left_ = 16 + rng_() % 385;  // this cycle and up to 400 in all
    return false;
  }
  return static_cast<int>(rng_() % 100) >= stall_;
}

}  // namespace xlane::verif
