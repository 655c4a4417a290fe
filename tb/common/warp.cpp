// Warp instruction set and expected results; see warp.h.
#include "warp.h"

#include "stimulus.h"

namespace xlane::tb {

WarpUnit warp_unit(unsigned opcode) {
  if (opcode < 0x8) return WarpUnit::Shfl;
  if (opcode < 0xc) return WarpUnit::Shf;
  if (opcode == warp_op::kShuf) return WarpUnit::Shuf;
  return WarpUnit::Reserved;
}

void set_opcode(WarpOp& op, unsigned opcode) {
  op.opcode = opcode & 0xfu;
  if (warp_unit(op.opcode) == WarpUnit::Shfl) {
    op.ops.mode = static_cast<model::ShflMode>(op.opcode & 3u);
    op.ops.sync = (op.opcode & 4u) != 0;
  }
}

WarpResult warp_expected(const WarpOp& op) {
  WarpResult out;
  const WarpUnit unit = warp_unit(op.opcode);
  if (unit == WarpUnit::Shfl) {
    out.r = model::shfl(op.ops);
    return out;
  }
  if (unit == WarpUnit::Reserved) {
    out.illegal = true;
    return out;
  }
  out.r.written = op.ops.active & model::lane_mask(op.ops.lanes);
  for (unsigned l = 0; l < op.ops.lanes; ++l) {
    const auto& o = op.ops;
    out.r.d[l] = unit == WarpUnit::Shuf
                     ? model::shuf(o.a[l], o.b[l])
                     : model::shf((op.opcode & 2u) != 0, (op.opcode & 1u) != 0, o.a[l], o.b[l], o.c[l]);
    out.r.src[l] = static_cast<uint8_t>(l);
  }
  return out;
}

std::string warp_name(unsigned opcode) {
  switch (warp_unit(opcode)) {
    case WarpUnit::Shfl: {
      model::ShflOp op;
      op.mode = static_cast<model::ShflMode>(opcode & 3u);
      op.sync = (opcode & 4u) != 0;
      return shfl_name(op);
    }
    case WarpUnit::Shf:
      return std::string("shf.") + ((opcode & 2u) ? "l" : "r") + ((opcode & 1u) ? ".clamp" : ".wrap") +
             ".b32";
    case WarpUnit::Shuf: return "shuf";
    case WarpUnit::Reserved: break;
  }
  return "reserved." + std::to_string(opcode);
}

WarpOp random_warp(std::mt19937_64& rng, unsigned lanes) {
  const unsigned pick = std::uniform_int_distribution<unsigned>(0, 99)(rng);
  const WarpUnit unit = pick < 50   ? WarpUnit::Shfl
                        : pick < 80 ? WarpUnit::Shf
                        : pick < 96 ? WarpUnit::Shuf
                                    : WarpUnit::Reserved;
  return random_warp_of(rng, lanes, unit);
}

WarpOp random_warp_of(std::mt19937_64& rng, unsigned lanes, WarpUnit unit) {
  WarpOp op;
  if (unit == WarpUnit::Shfl) {
    op.ops = random_shfl(rng, lanes);
    op.opcode = (op.ops.sync ? warp_op::kShflSync : warp_op::kShfl) | static_cast<unsigned>(op.ops.mode);
    return op;
  }
  op.ops.lanes = lanes;
  op.ops.active = random_lane_mask(rng, lanes);
  op.ops.member = rng();
  if (unit == WarpUnit::Shf) {
    op.opcode = warp_op::kShfRWrap + std::uniform_int_distribution<unsigned>(0, 3)(rng);
    for (unsigned l = 0; l < lanes; ++l) {
      const ShfTxn t = random_shf(rng);
      op.ops.a[l] = t.a;
      op.ops.b[l] = t.b;
      op.ops.c[l] = t.c;
    }
  } else {
    op.opcode = unit == WarpUnit::Shuf ? warp_op::kShuf : std::uniform_int_distribution<unsigned>(0xd, 0xf)(rng);
    for (unsigned l = 0; l < lanes; ++l) {
      const ShufTxn t = random_shuf(rng);
      op.ops.a[l] = t.a;
      op.ops.b[l] = t.ctrl;
      op.ops.c[l] = static_cast<uint32_t>(rng());
    }
  }
  return op;
}

}  // namespace xlane::tb
