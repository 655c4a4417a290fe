// xlane golden model: implementation. See xlane_model.h; the seed pseudocode is quoted
// above each function so a reviewer can check one against the other.
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

// lane[4:0] = laneid; bval[4:0] = b[4:0]; cval[4:0] = c[4:0]; segmask[4:0] = c[12:8];
// maxLane = (lane & segmask) | (cval & ~segmask);
// minLane = (lane & segmask);
// switch (.mode) {
//   case .up:   j = lane - bval; pval = (j >= maxLane); break;
//   case .down: j = lane + bval; pval = (j <= maxLane); break;
//   case .bfly: j = lane ^ bval; pval = (j <= maxLane); break;
//   case .idx:  j = minLane | (bval & ~segmask); pval = (j <= maxLane); break;
// }
// if (!pval) j = lane;
//
// j is a mathematical integer here: .up can go negative, .down reaches 2*31.
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

// shfl:      results undefined if an active thread sources a register from an inactive one.
// shfl.sync: undefined if a thread sources a register from an inactive thread or one not in
//            membermask; behaviour undefined if the executing thread is not in membermask.
// Plain shfl is shfl.sync with membermask = the active mask.
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

// u32 n = (.mode == .clamp) ? min(c, 32) : c & 0x1f;
// shf.l: d = (b << n) | (a >> (32-n));   // 32 msbs of {b, a} << n
// shf.r: d = (b << (32-n)) | (a >> n);   // 32 lsbs of {b, a} >> n
// Done on the 64-bit concatenation: the 32-bit C shifts by 32 are undefined in C++.
uint32_t shf(bool left, bool clamp, uint32_t a, uint32_t b, uint32_t c) {
  const uint32_t n = clamp ? (c < 32u ? c : 32u) : (c & 0x1fu);
  const uint64_t src = (static_cast<uint64_t>(b) << 32) | a;
  if (left) return static_cast<uint32_t>((src << n) >> 32);
  return static_cast<uint32_t>(src >> n);
}

// For each destination byte n: src = a.byte[I_n];
//   d.byte[n] = F_n ? (S ? 8 copies of src[7] : 0) : src.
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
