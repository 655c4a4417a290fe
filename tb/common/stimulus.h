// Transactions and random stimulus for the three units, biased to the corners the spec
// calls out (semantics.md): partial active and member masks, CUDA segment widths including
// non-powers of two, b with bits above the lane field, c above 32, shift amounts
// 0 / 31 / 32 / 33 / huge, SHUF fill and sign fill with garbage above control bit 12.
//
// Pure C++ (no Verilator): shared by the Catch2 tests, the simulation and the tools.
#pragma once

#include <cstdint>
#include <random>
#include <string>

#include "xlane_model.h"

namespace xlane::tb {

/// One shf instruction.
struct ShfTxn {
  bool left = false;   ///< shf.l (else shf.r)
  bool clamp = false;  ///< .clamp (else .wrap)
  uint32_t a = 0, b = 0, c = 0;
  uint32_t expected() const { return model::shf(left, clamp, a, b, c); }
  /// "shf.l.clamp.b32 a=0x... b=0x... c=0x..."
  std::string to_string() const;
};

/// One SHUF instruction.
struct ShufTxn {
  uint32_t a = 0;
  uint32_t ctrl = 0;  ///< full register value; bits 31..13 are ignored by SHUF
  uint32_t expected() const { return model::shuf(a, ctrl); }
  /// "shuf a=0x... ctrl=0x..."
  std::string to_string() const;
};

/// "shfl.up.b32" or "shfl.sync.bfly.b32".
std::string shfl_name(const model::ShflOp& op);

/// A random shfl / shfl.sync over `lanes` lanes (power of two, 2..64).
model::ShflOp random_shfl(std::mt19937_64& rng, unsigned lanes = model::kWarpLanes);

/// A random shf.
ShfTxn random_shf(std::mt19937_64& rng);

/// A random SHUF.
ShufTxn random_shuf(std::mt19937_64& rng);

/// A random 64-bit lane mask over `lanes` lanes, biased to full, empty, single lanes,
/// ranges and "all but one".
uint64_t random_lane_mask(std::mt19937_64& rng, unsigned lanes);

}  // namespace xlane::tb
