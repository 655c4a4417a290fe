// SPDX-License-Identifier: Apache-2.0
// Random stimulus; see stimulus.h. Every draw goes through the caller's generator.
#include "verif/stimulus.h"

#include <algorithm>
#include <array>
#include <iterator>


namespace xlane::verif {
namespace {

using model::ShflMode;

// Uniform integer in [lo, hi].
uint64_t uniform(std::mt19937_64& rng, uint64_t lo, uint64_t hi) {
  return std::uniform_int_distribution<uint64_t>(lo, hi)(rng);
}

bool chance(std::mt19937_64& rng, unsigned percent) { return uniform(rng, 0, 99) < percent; }

uint32_t u32(std::mt19937_64& rng) { return static_cast<uint32_t>(rng()); }

// b: mostly a lane or offset inside the field, often with bits above it (b = 33 acts as 1).
uint32_t random_b(std::mt19937_64& rng, unsigned lanes) {
  const uint32_t field = lanes - 1;
  switch (uniform(rng, 0, 9)) {
    case 0: return 0;
    case 1: return 1;
    case 2: return field;
    case 3: return static_cast<uint32_t>(uniform(rng, lanes, 2 * lanes - 1));  // field + 1 set
    case 4: return 0xffffffffu;
    case 5: return u32(rng);
    case 6: return 1u << uniform(rng, 0, model::lane_bits(lanes) - 1);  // butterfly distances
    default: return static_cast<uint32_t>(uniform(rng, 0, field));
  }
}

// c: CUDA's packing for a segment width (right or wrong for the mode), random fields with
// non-contiguous segment masks, and values far above the fields.
uint32_t random_c(std::mt19937_64& rng, unsigned lanes, ShflMode mode) {
  const uint32_t field = lanes - 1;
  switch (uniform(rng, 0, 9)) {
    case 0:
    case 1:
    case 2: {  // __shfl_*_sync(mask, v, x, width), width any of 1..lanes
      const uint32_t width = static_cast<uint32_t>(uniform(rng, 1, lanes));
      const uint32_t seg = ((lanes - width) & field) << 8;
      const bool up = chance(rng, 80) ? mode == ShflMode::Up : mode != ShflMode::Up;
      return up ? seg : (seg | field);
    }
    case 3: {  // power-of-two widths, as CUDA code mostly uses
      const uint32_t width = 1u << uniform(rng, 0, model::lane_bits(lanes));
      const uint32_t seg = ((lanes - width) & field) << 8;
      return mode == ShflMode::Up ? seg : (seg | field);
    }
    case 4: return 0;
    case 5: return field;
    case 6: return u32(rng);  // c > 32, garbage in c[7:5] and above bit 12
    default: return u32(rng) & 0x1fffu;  // any cval, any (non-contiguous) segment mask
  }
}

}  // namespace

uint64_t random_lane_mask(std::mt19937_64& rng, unsigned lanes) {
  const uint64_t all = model::lane_mask(lanes);
  switch (uniform(rng, 0, 11)) {
    case 0: return 0;
    case 1: return rng() & all;
    case 2: return rng() & rng() & all;  // sparse
    case 3: return rng() | rng() | rng();  // dense
    case 4: return 1ull << uniform(rng, 0, lanes - 1);
    case 5: return all & ~(1ull << uniform(rng, 0, lanes - 1));
    case 6: {  // a contiguous range of lanes
      const uint64_t lo = uniform(rng, 0, lanes - 1);
      const uint64_t hi = uniform(rng, lo, lanes - 1);
      return model::lane_mask(static_cast<unsigned>(hi + 1)) & ~model::lane_mask(static_cast<unsigned>(lo));
    }
    default: return all;
  }
}

// The start of every random shuffle: its mode, .sync with chance `sync_percent`, and its
// active lanes: all of them with chance `all_percent`, else a random mask.
static model::ShflOp random_shfl_head(std::mt19937_64& rng, unsigned lanes, unsigned sync_percent,
                                      unsigned all_percent) {
  model::ShflOp op;
  op.lanes = lanes;
  op.mode = static_cast<ShflMode>(uniform(rng, 0, 3));
  op.sync = chance(rng, sync_percent);
  const uint64_t all = model::lane_mask(lanes);
  op.active = chance(rng, all_percent) ? all : random_lane_mask(rng, lanes) & all;
  return op;
}

model::ShflOp random_shfl(std::mt19937_64& rng, unsigned lanes) {
  model::ShflOp op = random_shfl_head(rng, lanes, 50, 40);
  const uint64_t all = model::lane_mask(lanes);
  if (op.sync) {
    switch (uniform(rng, 0, 5)) {
      case 0: op.member = op.active; break;
      case 1: op.member = all; break;
      case 2: op.member = op.active | (rng() & all); break;
      case 3: op.member = op.active & ~(1ull << uniform(rng, 0, lanes - 1)); break;
      default: op.member = random_lane_mask(rng, lanes) & all; break;
    }
  } else {
    op.member = rng() & all;  // ignored by plain shfl: random, so that a bug using it shows
  }
  // b and c: an immediate (one value for every lane) or a register (a value per lane).
  const bool b_per_lane = chance(rng, 35);
  const bool c_per_lane = chance(rng, 25);
  const uint32_t b_imm = random_b(rng, lanes);
  const uint32_t c_imm = random_c(rng, lanes, op.mode);
  for (unsigned l = 0; l < lanes; ++l) {
    op.a[l] = u32(rng);
    op.b[l] = b_per_lane ? random_b(rng, lanes) : b_imm;
    op.c[l] = c_per_lane ? random_c(rng, lanes, op.mode) : c_imm;
  }
  return op;
}

model::ShflOp uniform_shfl(std::mt19937_64& rng, unsigned lanes) {
  model::ShflOp op = random_shfl_head(rng, lanes, 80, 70);
  const uint64_t all = model::lane_mask(lanes);
  op.member = (!op.sync || chance(rng, 80)) ? op.active : all;
  const uint32_t b = random_b(rng, lanes);
  const uint32_t c = random_c(rng, lanes, op.mode);
  for (unsigned l = 0; l < lanes; ++l) {
    op.a[l] = u32(rng);
    op.b[l] = b;
    op.c[l] = c;
  }
  return op;
}

ShfOp random_shf(std::mt19937_64& rng) {
  ShfOp t;
  t.left = chance(rng, 50);
  t.clamp = chance(rng, 50);
  const auto word = [&]() -> uint32_t {
    switch (uniform(rng, 0, 7)) {
      case 0: return 0;
      case 1: return 0xffffffffu;
      case 2: return 0x80000000u;
      case 3: return 1;
      default: return u32(rng);
    }
  };
  t.a = word();
  t.b = word();
  switch (uniform(rng, 0, 11)) {
    case 0: t.c = 0; break;
    case 1: t.c = 31; break;
    case 2: t.c = 32; break;
    case 3: t.c = 33; break;
    case 4: t.c = 0x80000000u; break;
    case 5: t.c = 0xffffffffu; break;
    case 6: t.c = u32(rng); break;                                          // huge
    case 7: t.c = static_cast<uint32_t>(uniform(rng, 32, 64)); break;        // just over
    case 8: t.c = (u32(rng) & ~0x1fu) | static_cast<uint32_t>(uniform(rng, 0, 31)); break;
    default: t.c = static_cast<uint32_t>(uniform(rng, 1, 31)); break;       // in range
  }
  return t;
}

ShufOp random_shuf(std::mt19937_64& rng) {
  ShufOp t;
  t.a = u32(rng);
  switch (uniform(rng, 0, 3)) {
    case 0: t.ctrl = u32(rng); break;                        // garbage above bit 12
    case 1: t.ctrl = (u32(rng) & 0x1fffu) | (1u << 12); break;  // sign mode
    default: t.ctrl = u32(rng) & 0x1fffu; break;
  }
  return t;
}

PrmtOp random_prmt(std::mt19937_64& rng) {
  PrmtOp t;
  t.mode = static_cast<model::PrmtMode>(uniform(rng, 0, 6));
  t.a = u32(rng);
  t.b = u32(rng);
  if (uniform(rng, 0, 3) == 0) {  // bytes 0x80 / 0x7f alternating: every sign fill shows
    t.a = 0x807f807fu ^ (u32(rng) & 0x7f7f7f7fu);
    t.b = 0x7f807f80u ^ (u32(rng) & 0x7f7f7f7fu);
  }
  t.c = u32(rng);
  return t;
}

namespace {

// The lanes and masks of a warp-wide collective (vote, match, redux): every lane or a random set
// active; membermask the active lanes, every lane (a member that does not execute, unless
// all are active), a subset of the active ones, or random.
void random_party(std::mt19937_64& rng, unsigned lanes, model::ShflOp& ops) {
  ops.lanes = lanes;
  const uint64_t all = model::lane_mask(lanes);
  ops.active = chance(rng, 50) ? all : random_lane_mask(rng, lanes) & all;
  switch (uniform(rng, 0, 3)) {
    case 0: ops.member = ops.active; break;
    case 1: ops.member = all; break;
    case 2: ops.member = ops.active & (rng() | 1ull << uniform(rng, 0, lanes - 1)); break;
    default: ops.member = random_lane_mask(rng, lanes) & all; break;
  }
}

}  // namespace

isa::VoteOp random_vote(std::mt19937_64& rng, unsigned lanes) {
  isa::VoteOp v;
  v.mode = static_cast<model::VoteMode>(uniform(rng, 0, 3));
  v.negate = chance(rng, 50);
  random_party(rng, lanes, v.ops);
  const unsigned kind = static_cast<unsigned>(uniform(rng, 0, 3));  // 1s, 0s, uniform, random
  const uint32_t same = u32(rng) & 1u;
  for (unsigned l = 0; l < lanes; ++l) {
    const uint32_t junk = u32(rng) & ~1u;  // only bit 0 votes
    const uint32_t bit = kind == 0 ? 1u : kind == 1 ? 0u : kind == 2 ? same : (u32(rng) & 1u);
    v.ops.a[l] = junk | bit;
  }
  return v;
}

isa::MatchOp random_match(std::mt19937_64& rng, unsigned lanes) {
  isa::MatchOp m;
  m.all = chance(rng, 50);
  m.b64 = chance(rng, 50);
  random_party(rng, lanes, m.ops);
  // Four keys {b, a}: key k has low word lo[k & 1] and high word hi[k >> 1], and the two
  // words of each pair differ in one bit. Keys 0 and 2 are equal in .b32 only; keys 0 and 1
  // are told apart by one bit of the low word alone (a comparator that drops it merges them).
  uint32_t lo[2], hi[2];
  lo[0] = u32(rng);
  hi[0] = u32(rng);
  lo[1] = lo[0] ^ (1u << uniform(rng, 0, 31));
  hi[1] = hi[0] ^ (1u << uniform(rng, 0, 31));
  const auto put = [&](unsigned l, uint64_t key) {
    m.ops.a[l] = lo[key & 1];
    m.ops.b[l] = hi[key >> 1];
  };
  const unsigned kind = static_cast<unsigned>(uniform(rng, 0, 5));
  const uint64_t keys = uniform(rng, 1, 4);       // kind 3: keys 0 .. keys - 1
  const uint64_t group = uniform(rng, 1, lanes);  // kind 1: the lanes of key 0, order[0 .. group)
  std::array<unsigned, model::kMaxLanes> order{};
  for (unsigned l = 0; l < lanes; ++l) order[l] = l;
  std::shuffle(order.begin(), order.begin() + lanes, rng);
  for (unsigned i = 0; i < lanes; ++i) {
    const unsigned l = order[i];
    const bool member = ((m.ops.member >> l) & 1) != 0;
    switch (kind) {
      case 0: put(l, 0); break;                                   // every lane equal
      case 1: put(l, i < group ? 0 : uniform(rng, 1, 3)); break;  // one group of `group`
      case 2: put(l, member ? 0 : uniform(rng, 0, 3)); break;     // the members equal
      case 3: put(l, uniform(rng, 0, keys - 1)); break;           // a few groups
      case 4:                                                     // low words equal only
        put(l, uniform(rng, 0, 1));
        m.ops.b[l] = u32(rng);
        break;
      default:  // groups of one
        m.ops.a[l] = u32(rng);
        m.ops.b[l] = u32(rng);
        break;
    }
  }
  return m;
}

isa::ReduxOp random_redux(std::mt19937_64& rng, unsigned lanes) {
  static constexpr uint32_t kExtremes[] = {0u, 1u, 0x7fffffffu, 0x80000000u, 0xffffffffu, 0x80000001u, 0x7ffffffeu};
  isa::ReduxOp r;
  r.op = static_cast<model::ReduxOp>(uniform(rng, 0, 7));
  random_party(rng, lanes, r.ops);
  const unsigned kind = static_cast<unsigned>(uniform(rng, 0, 4));
  const uint32_t same = u32(rng);
  for (unsigned l = 0; l < lanes; ++l) {
    uint32_t x = u32(rng);
    switch (kind) {
      case 0: break;                                                          // random
      case 1: x = same; break;                                                // all equal
      case 2: x = kExtremes[uniform(rng, 0, std::size(kExtremes) - 1)]; break;  // the orders' ends
      case 3: x |= 0x80000000u; break;                                        // sums that wrap
      default: x = static_cast<uint32_t>(static_cast<int32_t>(uniform(rng, 0, 23)) - 8); break;  // -8..15
    }
    r.ops.a[l] = x;
    r.ops.b[l] = u32(rng);  // not read
  }
  return r;
}

WarpOp random_warp(std::mt19937_64& rng, unsigned lanes) {
  const unsigned pick = std::uniform_int_distribution<unsigned>(0, 99)(rng);
  const isa::Unit unit = pick < 50   ? isa::Unit::Shfl
                         : pick < 80 ? isa::Unit::Shf
                         : pick < 96 ? isa::Unit::Shuf
                                     : isa::Unit::Reserved;
  return random_warp_of(rng, lanes, unit);
}

WarpOp random_warp_of(std::mt19937_64& rng, unsigned lanes, isa::Unit unit) {
  WarpOp op;
  if (unit == isa::Unit::Shfl) {
    op.ops = random_shfl(rng, lanes);
    op.opcode = isa::encode_shfl(op.ops.mode, op.ops.sync);
    return op;
  }
  op.ops.lanes = lanes;
  op.ops.active = random_lane_mask(rng, lanes);
  op.ops.member = rng();
  if (unit == isa::Unit::Shf) {
    op.opcode = isa::opcode::kShf + std::uniform_int_distribution<unsigned>(0, 3)(rng);
    for (unsigned l = 0; l < lanes; ++l) isa::put_lane(op, l, random_shf(rng));
  } else {
    op.opcode = unit == isa::Unit::Shuf ? isa::opcode::kShuf : std::uniform_int_distribution<unsigned>(0xd, 0xf)(rng);
    for (unsigned l = 0; l < lanes; ++l) {
      isa::put_lane(op, l, random_shuf(rng));
      op.ops.c[l] = static_cast<uint32_t>(rng());
    }
  }
  return op;
}

}  // namespace xlane::verif
