// SPDX-License-Identifier: Apache-2.0
// The bits of an IEEE-754 single and back (the example programs add with add.f32 on .b32
// registers).
#pragma once

#include <cstdint>
#include <cstring>

namespace xlane::verif {

inline uint32_t f32_bits(float f) {
  uint32_t u;
  std::memcpy(&u, &f, sizeof u);
  return u;
}

inline float bits_f32(uint32_t u) {
  float f;
  std::memcpy(&f, &u, sizeof f);
  return f;
}

}  // namespace xlane::verif
