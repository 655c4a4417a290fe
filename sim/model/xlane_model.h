// xlane golden model: the three data-movement instructions, written from docs/spec.md.
//
// Pure C++17, no Verilator headers. One function per instruction. Everything the spec
// leaves undefined is reported (masks), never silently replaced by an invented value.
//
//   shfl / shfl.sync   PTX ISA 9.7.9.5 / 9.7.9.6  (docs/spec.md, shfl and shfl.sync)
//   shf.{l,r}.{clamp,wrap}.b32   PTX ISA 9.7.8.7  (docs/spec.md, shf)
//   SHUF               MRISC32                    (docs/spec.md, SHUF)
#pragma once

#include <array>
#include <cstdint>
#include <string>

namespace xlane::model {

// ---------------------------------------------------------------------------------------
// shfl / shfl.sync
// ---------------------------------------------------------------------------------------

enum class ShflMode : unsigned { Up = 0, Down = 1, Bfly = 2, Idx = 3 };

constexpr unsigned kMaxLanes = 64;     ///< the largest lane count the RTL accepts
constexpr unsigned kWarpLanes = 32;    ///< PTX warp size

/// "up", "down", "bfly", "idx".
const char* to_string(ShflMode mode);

/// Source lane and range check of one lane (the seed's switch statement).
struct ShflLane {
  unsigned j;  ///< source lane actually read: the computed j when pval, else the own lane
  bool pval;   ///< range check; this is p
};

/// One lane's lane logic. `bits` = log2(lane count); 5 for a 32-lane warp.
/// Uses bval = b[bits-1:0], cval = c[bits-1:0], segmask = c[8+bits-1:8];
/// every other bit of b and c is ignored.
ShflLane shfl_lane(ShflMode mode, unsigned lane, uint32_t b, uint32_t c,
                   unsigned bits = 5);

/// All inputs of one shfl / shfl.sync instruction over a warp.
struct ShflOp {
  ShflMode mode = ShflMode::Idx;
  bool sync = false;                ///< shfl.sync (membermask is used) or plain shfl
  unsigned lanes = kWarpLanes;      ///< lane count: a power of two, 2..64
  uint64_t active = ~0ull;          ///< bit i: lane i executes (active and guard true)
  uint64_t member = ~0ull;          ///< membermask; ignored unless sync
  std::array<uint32_t, kMaxLanes> a{};  ///< per-lane source value
  std::array<uint32_t, kMaxLanes> b{};  ///< per-lane lane / offset operand
  std::array<uint32_t, kMaxLanes> c{};  ///< per-lane clamp / segment-mask operand
};

/// Results of one instruction. Bits of the masks above `lanes` are zero.
struct ShflResult {
  std::array<uint32_t, kMaxLanes> d{};   ///< per-lane value by the formula (a[src]);
                                         ///< meaningful only where written & ~d_undef
  std::array<uint8_t, kMaxLanes> src{};  ///< per-lane lane read (j, or own lane)
  uint64_t p = 0;        ///< per-lane range check (meaningful where written & ~p_undef)
  uint64_t written = 0;  ///< lanes whose d and p are written (= active lanes)
  uint64_t d_undef = 0;  ///< written lanes whose d the spec leaves undefined
  uint64_t p_undef = 0;  ///< written lanes whose p (and d) the spec leaves undefined:
                         ///< shfl.sync executed by a lane not in membermask
};

/// log2 of a power-of-two lane count (bits of a lane index): 5 for 32 lanes.
constexpr unsigned lane_bits(unsigned lanes) {
  unsigned bits = 0;
  while (bits < 31 && (1u << bits) < lanes) ++bits;
  return bits;
}

/// Mask of the low `lanes` bits.
constexpr uint64_t lane_mask(unsigned lanes) {
  return lanes >= 64 ? ~0ull : ((1ull << lanes) - 1);
}

/// Executes shfl (sync = false) or shfl.sync (sync = true) on all lanes at once: every
/// lane's `a` is read before any `d` is written.
ShflResult shfl(const ShflOp& op);

/// The `c` operand CUDA's __shfl_*_sync(mask, var, x, width) passes for `width`
/// (a power of two up to 32, or any value 1..32 as the intrinsics accept):
/// up:   (32 - width) << 8
/// else: ((32 - width) << 8) | 0x1f
uint32_t cuda_shfl_c(ShflMode mode, unsigned width);

/// The `b` operand those intrinsics pass: srcLane for idx, delta for up / down,
/// laneMask for bfly (xor). The intrinsics pass it through unchanged.
constexpr uint32_t cuda_shfl_b(uint32_t x) { return x; }

// ---------------------------------------------------------------------------------------
// shf: funnel shift
// ---------------------------------------------------------------------------------------

/// shf.{l,r}.{clamp,wrap}.b32 d, a, b, c: a is bits 31:0 and b bits 63:32 of the source.
/// n = clamp ? min(c, 32) : c & 0x1f, computed on the 64-bit concatenation (so n = 0 and
/// n = 32 are well defined, unlike the seed's C-like formula).
uint32_t shf(bool left, bool clamp, uint32_t a, uint32_t b, uint32_t c);

// ---------------------------------------------------------------------------------------
// SHUF: MRISC32 byte shuffle
// ---------------------------------------------------------------------------------------

/// Control word bits: 12 = S (sign mode); for destination byte n: [3n+1:3n] = I_n (source
/// byte), 3n+2 = F_n (fill). Bits 31..13 are ignored.
uint32_t shuf(uint32_t a, uint32_t ctrl);

/// Assembles a control word from its fields (test and vector helpers).
constexpr uint32_t shuf_ctrl(bool s, const std::array<unsigned, 4>& fill,
                             const std::array<unsigned, 4>& index) {
  uint32_t ctrl = s ? (1u << 12) : 0u;
  for (unsigned n = 0; n < 4; ++n) {
    ctrl |= ((fill[n] & 1u) << (3 * n + 2)) | ((index[n] & 3u) << (3 * n));
  }
  return ctrl;
}

}  // namespace xlane::model
