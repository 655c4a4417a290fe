// SPDX-License-Identifier: Apache-2.0
// The xlane instruction set; see isa.h.
#include "isa/isa.h"

#include <array>
#include <cstdio>

namespace xlane::isa {
namespace {

std::array<OpInfo, opcode::kCount> make_table() {
  static const char* const kReduxType[] = {".u32", "", "", "", "", ".b32", ".b32", ".b32"};  // min, max: in the op
  std::array<OpInfo, opcode::kCount> t;
  for (unsigned op = 0; op < opcode::kCount; ++op) {
    OpInfo& i = t[op];
    i.opcode = op;
    const unsigned low2 = op & 3u, low3 = op & 7u;
    if (op < opcode::kShf) {
      i.unit = Unit::Shfl;
      i.mode = static_cast<ShflMode>(low2);
      i.sync = (op & 4u) != 0;
      i.name = std::string(i.sync ? "shfl.sync." : "shfl.") + model::to_string(i.mode) + ".b32";
    } else if (op < opcode::kShuf) {
      i.unit = Unit::Shf;
      i.left = (op & 2u) != 0;
      i.clamp = (op & 1u) != 0;
      i.name = std::string("shf.") + (i.left ? "l" : "r") + (i.clamp ? ".clamp" : ".wrap") + ".b32";
    } else if (op == opcode::kShuf) {
      i.unit = Unit::Shuf;
      i.name = "shuf";
    } else if ((op & ~7u) == opcode::kPrmt && low3 != 7) {
      i.unit = Unit::Prmt;
      i.prmt = static_cast<model::PrmtMode>(low3);
      i.name = std::string("prmt.b32") + model::to_string(i.prmt);
    } else if ((op & ~7u) == opcode::kRedux) {
      i.unit = Unit::Redux;
      i.redux = static_cast<model::ReduxOp>(low3);
      i.name = std::string("redux.sync") + model::to_string(i.redux) + kReduxType[low3];
    } else if ((op & ~7u) == opcode::kVote) {
      i.unit = Unit::Vote;
      i.vote = static_cast<model::VoteMode>(low2);
      i.negate = (op & 4u) != 0;
      i.name = std::string("vote.sync") + model::to_string(i.vote) +
               (i.vote == model::VoteMode::Ballot ? ".b32" : ".pred") + (i.negate ? " !a" : "");
    } else if ((op & ~3u) == opcode::kMatch) {
      i.unit = Unit::Match;
      i.all = (op & 2u) != 0;
      i.b64 = (op & 1u) != 0;
      i.name = std::string("match.") + (i.all ? "all" : "any") + ".sync" + (i.b64 ? ".b64" : ".b32");
    } else if (op == opcode::kActivemask) {
      i.unit = Unit::Activemask;
      i.name = "activemask.b32";
    } else {
      i.name = "reserved." + std::to_string(op);
    }
  }
  return t;
}

const std::array<OpInfo, opcode::kCount>& table() {
  static const std::array<OpInfo, opcode::kCount> t = make_table();
  return t;
}

}  // namespace

const char* unit_name(Unit unit) {
  static const char* const kNames[] = {"shfl", "shf", "shuf", "prmt", "redux", "vote", "match", "activemask", "reserved"};
  return kNames[static_cast<unsigned>(unit)];
}

const std::vector<Unit>& units() {
  static const std::vector<Unit> all = {Unit::Shfl,  Unit::Shf,   Unit::Shuf,       Unit::Prmt,    Unit::Redux,
                                        Unit::Vote,  Unit::Match, Unit::Activemask, Unit::Reserved};
  return all;
}

bool find_unit(std::string_view name, Unit& unit) {
  for (const Unit u : units()) {
    if (name == unit_name(u)) {
      unit = u;
      return true;
    }
  }
  return false;
}

const OpInfo& decode(unsigned op) { return table()[op & (opcode::kCount - 1)]; }

std::vector<unsigned> warp_opcodes() {
  std::vector<unsigned> ops;
  for (unsigned op = 0; op < opcode::kCount; ++op) {
    if (decode(op).unit != Unit::Reserved) ops.push_back(op);
  }
  return ops;
}

const std::vector<unsigned>& legal_opcodes() {
  // The vector format's order: shfl, shfl.sync (up, down, bfly, idx), shf (l before r,
  // clamp before wrap), shuf, then prmt, vote, match, redux and activemask, each group's
  // operations in code order.
  static const std::vector<unsigned> ops = [] {
    std::vector<unsigned> v = {
        encode_shfl(ShflMode::Up, false),   encode_shfl(ShflMode::Down, false),
        encode_shfl(ShflMode::Bfly, false), encode_shfl(ShflMode::Idx, false),
        encode_shfl(ShflMode::Up, true),    encode_shfl(ShflMode::Down, true),
        encode_shfl(ShflMode::Bfly, true),  encode_shfl(ShflMode::Idx, true),
        encode_shf(true, true),             encode_shf(true, false),
        encode_shf(false, true),            encode_shf(false, false),
        opcode::kShuf};
    for (const Unit unit : {Unit::Prmt, Unit::Vote, Unit::Match, Unit::Redux, Unit::Activemask}) {
      for (unsigned op = 0; op < opcode::kCount; ++op) {
        if (decode(op).unit == unit && !decode(op).negate) v.push_back(op);
      }
    }
    return v;
  }();
  return ops;
}

bool find(std::string_view name, unsigned& op) {
  for (const unsigned o : legal_opcodes()) {
    if (decode(o).name == name) {
      op = o;
      return true;
    }
  }
  return false;
}

std::string name(const ShflOp& op) { return decode(encode_shfl(op.mode, op.sync)).name; }

std::string ShfOp::to_string() const {
  char buf[96];
  std::snprintf(buf, sizeof buf, "%s a=0x%08x b=0x%08x c=0x%08x", decode(opcode()).name.c_str(), a, b, c);
  return buf;
}

std::string ShufOp::to_string() const {
  char buf[64];
  std::snprintf(buf, sizeof buf, "shuf a=0x%08x ctrl=0x%08x", a, ctrl);
  return buf;
}

std::string PrmtOp::to_string() const {
  char buf[96];
  std::snprintf(buf, sizeof buf, "prmt.b32%s a=0x%08x b=0x%08x c=0x%08x", model::to_string(mode), a, b, c);
  return buf;
}

std::string VoteOp::to_string() const {
  uint64_t pred = 0;
  for (unsigned l = 0; l < ops.lanes; ++l) pred |= static_cast<uint64_t>(ops.a[l] & 1u) << l;
  char buf[160];
  std::snprintf(buf, sizeof buf, "vote.sync%s%s %sa lanes=%u active=0x%llx member=0x%llx pred=0x%llx",
                model::to_string(mode), mode == model::VoteMode::Ballot ? ".b32" : ".pred", negate ? "!" : "", ops.lanes,
                static_cast<unsigned long long>(ops.active), static_cast<unsigned long long>(ops.member),
                static_cast<unsigned long long>(pred));
  return buf;
}

std::string MatchOp::to_string() const {
  char buf[160];
  std::snprintf(buf, sizeof buf, "match.%s.sync.%s lanes=%u active=0x%llx member=0x%llx", all ? "all" : "any",
                b64 ? "b64" : "b32", ops.lanes, static_cast<unsigned long long>(ops.active),
                static_cast<unsigned long long>(ops.member));
  return buf;
}

std::string ReduxOp::to_string() const {
  static const char* const kType[] = {".u32", "", "", "", "", ".b32", ".b32", ".b32"};  // min, max: in the name
  char buf[160];
  std::snprintf(buf, sizeof buf, "redux.sync%s%s lanes=%u active=0x%llx member=0x%llx", model::to_string(op),
                kType[static_cast<unsigned>(op)], ops.lanes, static_cast<unsigned long long>(ops.active),
                static_cast<unsigned long long>(ops.member));
  return buf;
}

void set_opcode(WarpOp& op, unsigned opcode) {
  const OpInfo& info = decode(opcode);
  op.opcode = info.opcode;
  if (info.unit == Unit::Shfl) {
    op.ops.mode = info.mode;
    op.ops.sync = info.sync;
  }
}

WarpOp warp_op(unsigned opcode, unsigned lanes) {
  WarpOp op;
  set_opcode(op, opcode);
  op.ops.lanes = lanes;
  op.ops.active = model::lane_mask(lanes);
  op.ops.member = model::lane_mask(lanes);
  return op;
}

void put_lane(WarpOp& w, unsigned lane, const ShfOp& op) {
  w.ops.a[lane] = op.a;
  w.ops.b[lane] = op.b;
  w.ops.c[lane] = op.c;
}

void put_lane(WarpOp& w, unsigned lane, const ShufOp& op) {
  w.ops.a[lane] = op.a;
  w.ops.b[lane] = op.ctrl;
}

void put_lane(WarpOp& w, unsigned lane, const PrmtOp& op) {
  w.ops.a[lane] = op.a;
  w.ops.b[lane] = op.b;
  w.ops.c[lane] = op.c;
}

WarpResult expected(const WarpOp& op) {
  WarpResult out;
  const OpInfo& info = decode(op.opcode);
  const ShflOp& o = op.ops;
  switch (info.unit) {
    case Unit::Shfl: out.r = model::shfl(o); return out;
    case Unit::Redux: out.r = model::redux(info.redux, o); return out;
    case Unit::Vote: out.r = model::vote(info.vote, info.negate, o); return out;
    case Unit::Match: out.r = model::match(info.all, info.b64, o); return out;
    case Unit::Activemask: out.r = model::activemask(o); return out;
    case Unit::Reserved: out.illegal = true; return out;
    case Unit::Shf:
    case Unit::Shuf:
    case Unit::Prmt: break;
  }
  out.r.written = o.active & model::lane_mask(o.lanes);
  for (unsigned l = 0; l < o.lanes; ++l) {
    switch (info.unit) {
      case Unit::Shuf: out.r.d[l] = model::shuf(o.a[l], o.b[l]); break;
      case Unit::Prmt: out.r.d[l] = model::prmt(info.prmt, o.a[l], o.b[l], o.c[l]); break;
      default: out.r.d[l] = model::shf(info.left, info.clamp, o.a[l], o.b[l], o.c[l]); break;
    }
    out.r.src[l] = static_cast<uint8_t>(l);
  }
  return out;
}

}  // namespace xlane::isa
