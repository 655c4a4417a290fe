// The worked corner cases of docs/spec.md ("lane, b, c -> source j, p"), as data: the
// golden model's tests and the RTL's directed tests both run them. Expected values are
// the spec's, typed in from the table, never produced by the model.
#pragma once

#include <array>
#include <cstdint>

#include "model/xlane_model.h"

namespace xlane::verif {

struct ShflCorner {
  const char* name;
  model::ShflMode mode;
  unsigned lane;
  uint32_t b;
  uint32_t c;
  unsigned j;  ///< source lane read (the own lane when p is false)
  bool p;
};

inline constexpr std::array<ShflCorner, 18> kShflCorners = {{
    {"up: negative j", model::ShflMode::Up, 0, 0x1, 0x0, 0, false},
    {"up: b=33 acts as 1", model::ShflMode::Up, 5, 0x21, 0x0, 4, true},
    {"up: b=0xFFFFFFFF acts as 31", model::ShflMode::Up, 31, 0xffffffffu, 0x0, 0, true},
    {"up: c=0x1f (wrong for up)", model::ShflMode::Up, 10, 0x1, 0x1f, 10, false},
    {"up: width 16", model::ShflMode::Up, 16, 0x1, 0x1000, 16, false},
    {"up: cval != 0 with segments", model::ShflMode::Up, 13, 0x2, 0x1803, 11, true},
    {"down: j = 32", model::ShflMode::Down, 31, 0x1, 0x1f, 31, false},
    {"down: b=63 acts as 31", model::ShflMode::Down, 0, 0x3f, 0x1f, 31, true},
    {"down: cval = 15", model::ShflMode::Down, 10, 0x8, 0xf, 10, false},
    {"bfly: width 8, earlier segment", model::ShflMode::Bfly, 10, 0x8, 0x181f, 2, true},
    {"bfly: width 8, later segment blocked", model::ShflMode::Bfly, 2, 0x8, 0x181f, 2, false},
    {"idx: b=33 acts as 1", model::ShflMode::Idx, 3, 0x21, 0x1f, 1, true},
    {"idx: width 8", model::ShflMode::Idx, 12, 0x9, 0x181f, 9, true},
    {"idx: clamped by cval", model::ShflMode::Idx, 0, 0x14, 0xf, 0, false},
    {"idx: width 24", model::ShflMode::Idx, 13, 0x2, 0x81f, 10, true},
    {"idx: c[7:5] ignored", model::ShflMode::Idx, 5, 0x1e, 0xff, 30, true},
    {"idx: non-contiguous segmask", model::ShflMode::Idx, 7, 0x1f, 0x151f, 15, true},
    {"idx: non-contiguous, cval 0", model::ShflMode::Idx, 7, 0x1f, 0x1500, 7, false},
}};

/// Further rows worked by hand from the seed formula; each separates a known wrong variant.
inline constexpr std::array<ShflCorner, 10> kShflExtraCorners = {{
    // maxLane = 8 | 3 = 11 > j = 10 (minLane = 8 would give p = 1).
    {"up: below maxLane but above minLane", model::ShflMode::Up, 13, 0x3, 0x1803, 13, false},
    {"up: b = 0 reads own lane", model::ShflMode::Up, 0, 0x0, 0x0, 0, true},
    {"up: CUDA width 8, first lane of segment", model::ShflMode::Up, 8, 0x1, 0x1800, 8, false},
    // j = 62 and j = 32: need 6 bits (5 bits wrap to 30 / 0 and pass the check).
    {"down: j = 62", model::ShflMode::Down, 31, 0x3f, 0x1f, 31, false},
    {"down: j = 32 from lane 16", model::ShflMode::Down, 16, 0x10, 0x1f, 16, false},
    {"down: c[7:5] ignored (cval = 7)", model::ShflMode::Down, 3, 0x5, 0xe7, 3, false},
    {"bfly: b[5] ignored", model::ShflMode::Bfly, 5, 0x20, 0x1f, 5, true},
    {"bfly: full warp", model::ShflMode::Bfly, 6, 0x13, 0x1f, 21, true},
    {"idx: b = 0xFFFFFFFF acts as 31", model::ShflMode::Idx, 0, 0xffffffff, 0x1f, 31, true},
    {"idx: c bits above 12 ignored", model::ShflMode::Idx, 9, 0x4, 0xffffe01f, 4, true},
}};

}  // namespace xlane::verif
