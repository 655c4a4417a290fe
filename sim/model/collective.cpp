// SPDX-License-Identifier: Apache-2.0
// xlane golden model, the shuffle's siblings: implementation. See collective.h; above each
// function, the rule of docs/spec.md it implements.
#include "model/collective.h"

#include <stdexcept>
#include <string>

namespace xlane::model {

const char* to_string(VoteMode mode) {
  static const char* const kNames[] = {".all", ".any", ".uni", ".ballot"};
  return kNames[static_cast<unsigned>(mode) & 3u];
}

const char* to_string(ReduxOp op) {
  static const char* const kNames[] = {".add", ".min.u32", ".min.s32", ".max.u32", ".max.s32", ".and", ".or", ".xor"};
  return kNames[static_cast<unsigned>(op) & 7u];
}

const char* to_string(PrmtMode mode) {
  static const char* const kNames[] = {"", ".f4e", ".b4e", ".rc8", ".ecl", ".ecr", ".rc16"};
  const unsigned m = static_cast<unsigned>(mode);
  return m < 7 ? kNames[m] : "?";
}

namespace {

// docs/spec.md, Who takes part: the lanes of membermask take part; the result is defined
// when every one of them executes (xlane cannot tell a member that has exited, which PTX
// leaves out, from one that is elsewhere, for which PTX waits), and only for executing
// lanes in membermask. `pred`: the result is a predicate (p, and d as 0 or 1), so an
// undefined one is flagged in p_undef; else it is d alone, flagged in d_undef (and an
// executing lane outside membermask in p_undef, as for shfl.sync).
struct Party {
  uint64_t all = 0;     // the lanes of the warp
  uint64_t active = 0;  // executing lanes
  uint64_t member = 0;  // membermask within the warp
  bool complete = false;  // every member executes
};

Party party(const ShflOp& op, const char* what) {
  if (op.lanes < 2 || op.lanes > kMaxLanes || (op.lanes & (op.lanes - 1)) != 0) {
    throw std::invalid_argument(std::string(what) + ": lane count must be a power of two from 2 to 64");
  }
  Party p;
  p.all = lane_mask(op.lanes);
  p.active = op.active & p.all;
  p.member = op.member & p.all;
  p.complete = (p.member & ~p.active) == 0;
  return p;
}

// The written lanes and undefined masks of a collective's result (see Party).
void flags(const Party& p, bool pred, ShflResult& r) {
  r.written = p.active;
  r.p_undef = p.active & ~p.member;
  if (!p.complete) (pred ? r.p_undef : r.d_undef) |= p.active;
  r.d_undef |= r.p_undef;
  for (unsigned l = 0; l < kMaxLanes; ++l) r.src[l] = static_cast<uint8_t>(l);
}

}  // namespace

// docs/spec.md, vote.sync: v[l] = a[l] bit 0, inverted by !a. .all: v is 1 in every lane of
// membermask; .any: in at least one; .uni: the same in all; .ballot: bit l = v[l] for the
// lanes of membermask, 0 elsewhere.
ShflResult vote(VoteMode mode, bool negate, const ShflOp& op) {
  const Party p = party(op, "vote");
  uint64_t v = 0;
  for (unsigned l = 0; l < op.lanes; ++l) {
    if (((op.a[l] & 1u) != 0) != negate) v |= 1ull << l;
  }
  v &= p.member;
  ShflResult r;
  flags(p, mode != VoteMode::Ballot, r);
  bool result = false;
  switch (mode) {
    case VoteMode::All: result = v == p.member; break;
    case VoteMode::Any: result = v != 0; break;
    case VoteMode::Uni: result = v == 0 || v == p.member; break;
    case VoteMode::Ballot: break;
  }
  for (unsigned l = 0; l < op.lanes; ++l) {
    if (mode == VoteMode::Ballot) {
      r.d[l] = mask_word(v, l);
    } else {
      r.d[l] = result ? 1u : 0u;
      if (result) r.p |= 1ull << l;
    }
  }
  r.p &= r.written;
  return r;
}

// docs/spec.md, match.sync: the value of lane l is a[l] (.b32) or {b[l], a[l]} (.b64).
// .any: d = the lanes of membermask whose value equals lane l's. .all: if every lane of
// membermask holds the same value, d = membermask and p = 1, else d = 0 and p = 0.
ShflResult match(bool all, bool b64, const ShflOp& op) {
  const Party p = party(op, "match");
  const auto value = [&](unsigned l) { return (b64 ? static_cast<uint64_t>(op.b[l]) << 32 : 0) | op.a[l]; };
  ShflResult r;
  flags(p, all, r);
  bool same = true;
  uint64_t first = 0;
  bool seen = false;
  for (unsigned l = 0; l < op.lanes; ++l) {
    if (!((p.member >> l) & 1)) continue;
    if (seen && value(l) != first) same = false;
    first = seen ? first : value(l);
    seen = true;
  }
  for (unsigned l = 0; l < op.lanes; ++l) {
    if (all) {
      r.d[l] = same ? mask_word(p.member, l) : 0u;
      if (same) r.p |= 1ull << l;
      continue;
    }
    uint64_t m = 0;
    for (unsigned j = 0; j < op.lanes; ++j) {
      if (((p.member >> j) & 1) && value(j) == value(l)) m |= 1ull << j;
    }
    r.d[l] = mask_word(m, l);
  }
  r.p &= r.written;
  return r;
}

// docs/spec.md, redux.sync: the a of every lane of membermask folded by the operation:
// .add modulo 2^32, .min / .max unsigned (.u32) or signed (.s32), .and / .or / .xor bitwise.
ShflResult redux(ReduxOp o, const ShflOp& ops) {
  const Party p = party(ops, "redux");
  ShflResult r;
  flags(p, false, r);
  bool seen = false;
  uint32_t acc = 0;
  for (unsigned l = 0; l < ops.lanes; ++l) {
    if (!((p.member >> l) & 1)) continue;
    const uint32_t x = ops.a[l];
    if (!seen) {
      acc = x;
      seen = true;
      continue;
    }
    switch (o) {
      case ReduxOp::Add: acc += x; break;
      case ReduxOp::MinU: acc = x < acc ? x : acc; break;
      case ReduxOp::MinS: acc = static_cast<int32_t>(x) < static_cast<int32_t>(acc) ? x : acc; break;
      case ReduxOp::MaxU: acc = x > acc ? x : acc; break;
      case ReduxOp::MaxS: acc = static_cast<int32_t>(x) > static_cast<int32_t>(acc) ? x : acc; break;
      case ReduxOp::And: acc &= x; break;
      case ReduxOp::Or: acc |= x; break;
      case ReduxOp::Xor: acc ^= x; break;
    }
  }
  for (unsigned l = 0; l < ops.lanes; ++l) r.d[l] = acc;
  return r;
}

// docs/spec.md, activemask: bit l = lane l executes. Nothing is undefined.
ShflResult activemask(const ShflOp& op) {
  ShflOp any = op;
  any.member = 0;  // no membermask: every executing lane gets the mask
  const Party p = party(any, "activemask");
  ShflResult r;
  r.written = p.active;
  for (unsigned l = 0; l < op.lanes; ++l) {
    r.d[l] = mask_word(p.active, l);
    r.src[l] = static_cast<uint8_t>(l);
  }
  return r;
}

// docs/spec.md, prmt: byte s of {b, a} is a's byte s for s < 4 and b's byte s - 4 above.
// Default: result byte k takes selector c[4k+3:4k]: byte c[4k+2:4k], or with c[4k+3] set
// eight copies of that byte's bit 7. The modes read s = c[1:0] and give result byte k
// byte f4e: s + k; b4e: (s - k) mod 8; rc8: s; ecl: max(k, s); ecr: min(k, s);
// rc16: 2 * (s mod 2) + (k mod 2).
uint32_t prmt(PrmtMode mode, uint32_t a, uint32_t b, uint32_t c) {
  const uint64_t src = (static_cast<uint64_t>(b) << 32) | a;
  const auto byte = [&](unsigned s) { return static_cast<uint32_t>(src >> (8 * (s & 7u))) & 0xffu; };
  const unsigned s = c & 3u;
  uint32_t d = 0;
  for (unsigned k = 0; k < 4; ++k) {
    uint32_t out = 0;
    switch (mode) {
      case PrmtMode::Default: {
        const unsigned sel = (c >> (4 * k)) & 0xfu;
        out = byte(sel);
        if (sel & 8u) out = (out & 0x80u) ? 0xffu : 0x00u;
        break;
      }
      case PrmtMode::F4e: out = byte(s + k); break;
      case PrmtMode::B4e: out = byte(s + 8 - k); break;
      case PrmtMode::Rc8: out = byte(s); break;
      case PrmtMode::Ecl: out = byte(k > s ? k : s); break;
      case PrmtMode::Ecr: out = byte(k < s ? k : s); break;
      case PrmtMode::Rc16: out = byte(2 * (s & 1u) + (k & 1u)); break;
    }
    d |= out << (8 * k);
  }
  return d;
}

}  // namespace xlane::model
