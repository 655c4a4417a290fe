// SPDX-License-Identifier: Apache-2.0
// The xlane instruction set; see isa.h.
#include "isa/isa.h"

#include <array>
#include <cstdio>

namespace xlane::isa {
namespace {

std::array<OpInfo, opcode::kCount> make_table() {
  std::array<OpInfo, opcode::kCount> t;
  for (unsigned op = 0; op < opcode::kCount; ++op) {
    OpInfo& i = t[op];
    i.opcode = op;
    if (op < opcode::kShf) {
      i.unit = Unit::Shfl;
      i.mode = static_cast<ShflMode>(op & 3u);
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

const OpInfo& decode(unsigned op) { return table()[op & (opcode::kCount - 1)]; }

const std::vector<unsigned>& legal_opcodes() {
  // The vector format's order: shfl, shfl.sync (up, down, bfly, idx), shf (l before r,
  // clamp before wrap), shuf.
  static const std::vector<unsigned> ops = {
      encode_shfl(ShflMode::Up, false),   encode_shfl(ShflMode::Down, false),
      encode_shfl(ShflMode::Bfly, false), encode_shfl(ShflMode::Idx, false),
      encode_shfl(ShflMode::Up, true),    encode_shfl(ShflMode::Down, true),
      encode_shfl(ShflMode::Bfly, true),  encode_shfl(ShflMode::Idx, true),
      encode_shf(true, true),             encode_shf(true, false),
      encode_shf(false, true),            encode_shf(false, false),
      opcode::kShuf};
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

WarpResult expected(const WarpOp& op) {
  WarpResult out;
  const OpInfo& info = decode(op.opcode);
  if (info.unit == Unit::Shfl) {
    out.r = model::shfl(op.ops);
    return out;
  }
  if (info.unit == Unit::Reserved) {
    out.illegal = true;
    return out;
  }
  const ShflOp& o = op.ops;
  out.r.written = o.active & model::lane_mask(o.lanes);
  for (unsigned l = 0; l < o.lanes; ++l) {
    out.r.d[l] = info.unit == Unit::Shuf ? model::shuf(o.a[l], o.b[l])
                                         : model::shf(info.left, info.clamp, o.a[l], o.b[l], o.c[l]);
    out.r.src[l] = static_cast<uint8_t>(l);
  }
  return out;
}

}  // namespace xlane::isa
