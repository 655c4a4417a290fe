// SPDX-License-Identifier: Apache-2.0
// xlane golden model: implementation. See xlane_model.h; above each function, the rule of
// docs/spec.md it implements, so that a reviewer can check one against the other.
#include "model/xlane_model.h"

#include <stdexcept>

namespace xlane::model {

const char* to_string(ShflMode mode) {
  switch (mode) {
    case ShflMode::Up: return "up";
    case ShflMode::Down: return "down";
    case ShflMode::Bfly: return "bfly";
    case ShflMode::Idx: return "idx";
  }
  return "?";
}

// docs/spec.md, Source lane and range check, for a lane field of `bits` bits:
//   bval = b[bits-1:0], cval = c[bits-1:0], segmask = c[8+bits-1:8]
//   maxLane = (lane AND segmask) OR (cval AND NOT segmask), minLane = lane AND segmask
//   up: j = lane - bval, in range when j >= maxLane; down: j = lane + bval, j <= maxLane;
//   bfly: j = lane XOR bval, j <= maxLane; idx: j = minLane OR (bval AND NOT segmask),
//   j <= maxLane; out of range: the lane reads itself.
// j is a true integer here: .up can go below 0, .down up to 2 * (lanes - 1).
ShflLane shfl_lane(ShflMode mode, unsigned lane, uint32_t b, uint32_t c, unsigned bits) {
  const int field = static_cast<int>((1u << bits) - 1);
  const int l = static_cast<int>(lane) & field;
  const int bval = static_cast<int>(b) & field;
  const int cval = static_cast<int>(c) & field;
  const int segmask = static_cast<int>(c >> 8) & field;
  const int max_lane = (l & segmask) | (cval & ~segmask & field);
  const int min_lane = l & segmask;
  int j = l;
  bool pval = false;
  switch (mode) {
    case ShflMode::Up:
      j = l - bval;
      pval = j >= max_lane;
      break;
    case ShflMode::Down:
      j = l + bval;
      pval = j <= max_lane;
      break;
    case ShflMode::Bfly:
      j = l ^ bval;
      pval = j <= max_lane;
      break;
    case ShflMode::Idx:
      j = min_lane | (bval & ~segmask & field);
      pval = j <= max_lane;
      break;
  }
  if (!pval) j = l;
  return {static_cast<unsigned>(j), pval};
}

// docs/spec.md, Active lanes, membermask and undefined results: a lane can be read when it
// is active and (shfl.sync) a member; an active lane whose source cannot be read gets an
// undefined d; a shfl.sync lane outside membermask has d and p undefined. Plain shfl is
// shfl.sync with membermask = the active mask.
ShflResult shfl(const ShflOp& op) {
  if (op.lanes < 2 || op.lanes > kMaxLanes || (op.lanes & (op.lanes - 1)) != 0) {
    throw std::invalid_argument("shfl: lane count must be a power of two from 2 to 64");
  }
  const unsigned bits = lane_bits(op.lanes);
  const uint64_t all = lane_mask(op.lanes);
  const uint64_t active = op.active & all;
  const uint64_t member = (op.sync ? op.member : op.active) & all;
  // A source lane can be read when it holds a defined value: active and a member.
  const uint64_t readable = active & member;

  ShflResult r;
  r.written = active;
  r.p_undef = active & ~member;
  for (unsigned lane = 0; lane < op.lanes; ++lane) {
    const ShflLane s = shfl_lane(op.mode, lane, op.b[lane], op.c[lane], bits);
    const uint64_t bit = 1ull << lane;
    r.src[lane] = static_cast<uint8_t>(s.j);
    r.d[lane] = op.a[s.j];  // every a is read from the op, never from a d written before
    if (s.pval) r.p |= bit;
    if ((active & bit) && !((readable >> s.j) & 1)) r.d_undef |= bit;
  }
  r.d_undef |= r.p_undef;
  return r;
}

uint32_t cuda_shfl_c(ShflMode mode, unsigned width) {
  if (width < 1 || width > kWarpLanes) {
    throw std::invalid_argument("cuda_shfl_c: width must be 1..32");
  }
  const uint32_t seg = (kWarpLanes - width) << 8;
  return mode == ShflMode::Up ? seg : (seg | 0x1fu);
}

// docs/spec.md, shf: n = min(c, 32) for .clamp (c unsigned) and c mod 32 for .wrap;
// shf.l gives the high word of {b, a} << n, shf.r the low word of {b, a} >> n. Computed
// on the 64-bit pair, so that n = 0 and n = 32 need no shift by 32 (undefined in C++).
uint32_t shf(bool left, bool clamp, uint32_t a, uint32_t b, uint32_t c) {
  const uint32_t n = clamp ? (c < 32u ? c : 32u) : (c & 0x1fu);
  const uint64_t src = (static_cast<uint64_t>(b) << 32) | a;
  if (left) return static_cast<uint32_t>((src << n) >> 32);
  return static_cast<uint32_t>(src >> n);
}

// docs/spec.md, SHUF: destination byte n is byte I_n of a, or, when F_n is set, 0x00 (S = 0)
// or eight copies of bit 7 of that selected byte (S = 1).
uint32_t shuf(uint32_t a, uint32_t ctrl) {
  const bool sign_mode = (ctrl >> 12) & 1u;
  uint32_t d = 0;
  for (unsigned n = 0; n < 4; ++n) {
    const unsigned index = (ctrl >> (3 * n)) & 3u;
    const bool fill = (ctrl >> (3 * n + 2)) & 1u;
    const uint32_t byte = (a >> (8 * index)) & 0xffu;
    uint32_t out = byte;
    if (fill) out = (sign_mode && (byte & 0x80u)) ? 0xffu : 0x00u;
    d |= out << (8 * n);
  }
  return d;
}

}  // namespace xlane::model
