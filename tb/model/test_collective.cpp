// SPDX-License-Identifier: Apache-2.0
// The golden model of the shuffle's siblings (vote.sync, match.sync, redux.sync,
// activemask, prmt) against values worked out by hand from docs/spec.md.
//
// TEST RATIONALE
// The RTL of these instructions will be held against this model, so the model is held
// against the spec alone: prmt's six mode tables row by row and its default mode over every
// selector (from the nibble rule restated here), each vote mode with and without !a, the
// ballot, match in groups of equal keys and with .b64 keys equal in one half only, redux's
// wrap-around and the signed and unsigned orders, activemask; the undefined cases (an
// executing lane outside membermask, a member that does not execute) flagged, and the
// 64-lane masks given to each lane as the 32-bit word that holds its own bit.
#include <catch2/catch.hpp>

#include <cstdint>

#include "model/collective.h"

namespace {

using namespace xlane::model;

// A 32-lane warp, every lane active and a member, a[l] = a_of(l).
template <class F>
ShflOp warp(F a_of, unsigned lanes = 32) {
  ShflOp op;
  op.lanes = lanes;
  op.active = lane_mask(lanes);
  op.member = lane_mask(lanes);
  for (unsigned l = 0; l < lanes; ++l) op.a[l] = a_of(l);
  return op;
}

uint32_t bytes(unsigned b3, unsigned b2, unsigned b1, unsigned b0) { return (b3 << 24) | (b2 << 16) | (b1 << 8) | b0; }

}  // namespace

TEST_CASE("prmt: every mode's table, row by row", "[collective]") {
  // Byte s of {b, a} holds the number s, so each result byte names the byte it took.
  const uint32_t a = 0x03020100, b = 0x07060504;
  // docs/spec.md's table: for s = c[1:0] = 0..3, the bytes d's bytes 3, 2, 1, 0 take.
  struct Table {
    PrmtMode mode;
    unsigned take[4][4];
  };
  const Table tables[] = {
      {PrmtMode::F4e, {{3, 2, 1, 0}, {4, 3, 2, 1}, {5, 4, 3, 2}, {6, 5, 4, 3}}},
      {PrmtMode::B4e, {{5, 6, 7, 0}, {6, 7, 0, 1}, {7, 0, 1, 2}, {0, 1, 2, 3}}},
      {PrmtMode::Rc8, {{0, 0, 0, 0}, {1, 1, 1, 1}, {2, 2, 2, 2}, {3, 3, 3, 3}}},
      {PrmtMode::Ecl, {{3, 2, 1, 0}, {3, 2, 1, 1}, {3, 2, 2, 2}, {3, 3, 3, 3}}},
      {PrmtMode::Ecr, {{0, 0, 0, 0}, {1, 1, 1, 0}, {2, 2, 1, 0}, {3, 2, 1, 0}}},
      {PrmtMode::Rc16, {{1, 0, 1, 0}, {3, 2, 3, 2}, {1, 0, 1, 0}, {3, 2, 3, 2}}},
  };
  for (const Table& t : tables) {
    for (unsigned s = 0; s < 4; ++s) {
      INFO("prmt" << to_string(t.mode) << " c[1:0] = " << s);
      const uint32_t want = bytes(t.take[s][0], t.take[s][1], t.take[s][2], t.take[s][3]);
      CHECK(prmt(t.mode, a, b, s) == want);
      CHECK(prmt(t.mode, a, b, s | 0xfffffffcu) == want);  // only c[1:0] is read
    }
  }
}

TEST_CASE("prmt: the default mode over every selector", "[collective]") {
  // Bytes with the sign bit set (b) and clear (a): sign replication gives 0xff and 0x00.
  const uint32_t a = 0x33221100, b = 0xf7e6d5c4;
  const uint32_t src[8] = {0x00, 0x11, 0x22, 0x33, 0xc4, 0xd5, 0xe6, 0xf7};
  for (uint32_t c = 0; c < 0x10000; ++c) {
    uint32_t want = 0;
    for (unsigned k = 0; k < 4; ++k) {
      const unsigned nib = (c >> (4 * k)) & 0xf;
      const uint32_t picked = src[nib & 7];
      want |= ((nib & 8) ? ((picked >= 0x80) ? 0xffu : 0u) : picked) << (8 * k);
    }
    if (prmt(PrmtMode::Default, a, b, c) != want || prmt(PrmtMode::Default, a, b, c | 0x5a5a0000u) != want) {
      FAIL("prmt c = " << std::hex << c << ": " << prmt(PrmtMode::Default, a, b, c) << ", want " << want);
    }
  }
  CHECK(prmt(PrmtMode::Default, 0x03020100, 0x07060504, 0x7531) == 0x07050301u);
  CHECK(prmt(PrmtMode::Default, 0x80, 0, 0x8) == 0x808080ffu);
}

TEST_CASE("vote.sync: each mode, !a, the ballot", "[collective]") {
  const ShflOp odd = warp([](unsigned l) { return l & 1u; });
  CHECK(vote(VoteMode::All, false, odd).p == 0);
  CHECK(vote(VoteMode::Any, false, odd).p == 0xffffffffull);
  CHECK(vote(VoteMode::Uni, false, odd).p == 0);
  CHECK(vote(VoteMode::Ballot, false, odd).d[7] == 0xaaaaaaaau);
  CHECK(vote(VoteMode::Ballot, true, odd).d[0] == 0x55555555u);
  const ShflOp ones = warp([](unsigned) { return 0xfffffff1u; });  // only bit 0 counts
  CHECK(vote(VoteMode::All, false, ones).p == 0xffffffffull);
  CHECK(vote(VoteMode::All, false, ones).d[3] == 1u);
  CHECK(vote(VoteMode::Any, true, ones).p == 0);  // !a: none true
  CHECK(vote(VoteMode::Uni, true, ones).p == 0xffffffffull);
  const ShflResult r = vote(VoteMode::All, false, ones);
  CHECK(r.written == 0xffffffffull);
  CHECK(r.p_undef == 0);
  CHECK(r.d_undef == 0);
}

TEST_CASE("vote.sync: membermask and the undefined cases", "[collective]") {
  ShflOp op = warp([](unsigned l) { return l < 4 ? 1u : 0u; });
  op.member = 0x0000000full;  // lanes 0..3 vote; 4..31 execute outside membermask
  ShflResult r = vote(VoteMode::All, false, op);
  CHECK((r.p & 0xf) == 0xf);
  CHECK(r.p_undef == 0xfffffff0ull);
  CHECK(r.d_undef == 0xfffffff0ull);
  r = vote(VoteMode::Ballot, false, op);
  CHECK(r.d[0] == 0xfu);
  // A member that does not execute (lane 2): no result is defined, anywhere.
  op.active = 0xfffffffbull;
  r = vote(VoteMode::Any, false, op);
  CHECK(r.written == 0xfffffffbull);
  CHECK(r.p_undef == 0xfffffffbull);
  r = vote(VoteMode::Ballot, false, op);
  CHECK(r.d_undef == 0xfffffffbull);
  CHECK(r.p_undef == 0xfffffff0ull);  // outside membermask: p too
}

TEST_CASE("match.sync: groups of equal keys, .all, .b64", "[collective]") {
  const ShflOp groups = warp([](unsigned l) { return l % 4; });
  const ShflResult any = match(false, false, groups);
  for (unsigned l = 0; l < 32; ++l) CHECK(any.d[l] == (0x11111111u << (l % 4)));
  CHECK(any.p == 0);
  const ShflResult all = match(true, false, groups);
  CHECK(all.p == 0);
  CHECK(all.d[9] == 0);
  ShflOp same = warp([](unsigned) { return 42u; });
  same.member = 0x00ff00ffull;
  same.active = 0x00ff00ffull;
  const ShflResult yes = match(true, false, same);
  CHECK(yes.p == 0x00ff00ffull);
  CHECK(yes.d[0] == 0x00ff00ffu);
  // .b64: the same low words, one lane with another high word.
  same.b[16] = 1;
  CHECK(match(true, true, same).p == 0);
  CHECK(match(false, true, same).d[16] == 0x00010000u);
  CHECK(match(false, true, same).d[0] == 0x00fe00ffu);
  CHECK(match(false, false, same).d[0] == 0x00ff00ffu);
}

TEST_CASE("redux.sync: wrap-around, signed and unsigned order, bitwise", "[collective]") {
  ShflOp op = warp([](unsigned l) { return l == 0 ? 0xffffffffu : l == 1 ? 0x80000000u : 1u; });
  CHECK(redux(ReduxOp::Add, op).d[5] == 0xffffffffu + 0x80000000u + 30u);
  CHECK(redux(ReduxOp::MinU, op).d[0] == 1u);
  CHECK(redux(ReduxOp::MinS, op).d[0] == 0x80000000u);
  CHECK(redux(ReduxOp::MaxU, op).d[0] == 0xffffffffu);
  CHECK(redux(ReduxOp::MaxS, op).d[0] == 1u);
  CHECK(redux(ReduxOp::And, op).d[0] == 0u);
  CHECK(redux(ReduxOp::Or, op).d[0] == 0xffffffffu);
  CHECK(redux(ReduxOp::Xor, op).d[0] == (0xffffffffu ^ 0x80000000u));  // thirty 1s cancel
  op.member = 0x6ull;  // lanes 1 and 2
  op.active = 0x6ull;
  CHECK(redux(ReduxOp::Add, op).d[1] == 0x80000001u);
  CHECK(redux(ReduxOp::MaxS, op).d[2] == 1u);
  CHECK(redux(ReduxOp::MaxS, op).written == 0x6ull);
}

TEST_CASE("activemask, and masks at 64 lanes", "[collective]") {
  ShflOp op = warp([](unsigned) { return 0u; });
  op.active = 0x0f0f0f0full;
  op.member = 0;  // not read
  const ShflResult r = activemask(op);
  CHECK(r.d[0] == 0x0f0f0f0fu);
  CHECK(r.written == 0x0f0f0f0full);
  CHECK(r.d_undef == 0);
  CHECK(r.p_undef == 0);
  ShflOp wide = warp([](unsigned l) { return l == 0 || l == 40 ? 1u : 0u; }, 64);
  const ShflResult b = vote(VoteMode::Ballot, false, wide);
  CHECK(b.d[3] == 1u);             // lanes 0..31: the mask's bits 31:0
  CHECK(b.d[63] == (1u << 8));     // lanes 32..63: bits 63:32 (lane 40 is bit 8)
  wide.active = 0x100000003ull;
  wide.member = 0;
  CHECK(activemask(wide).d[0] == 3u);
  CHECK(activemask(wide).d[32] == 1u);
}
