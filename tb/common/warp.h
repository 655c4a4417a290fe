// The warp top's instruction set (mirrors rtl/xl_warp.sv) and its expected results from
// the golden model. Pure C++: shared by the tests and the simulation.
#pragma once

#include <cstdint>
#include <random>
#include <string>

#include "xlane_model.h"

namespace xlane::tb {

/// Opcodes of xl_warp (op_i).
namespace warp_op {
constexpr unsigned kShfl = 0x0;      ///< 0b00mm: shfl.<mode>
constexpr unsigned kShflSync = 0x4;  ///< 0b01mm: shfl.sync.<mode>
constexpr unsigned kShfRWrap = 0x8;
constexpr unsigned kShfRClamp = 0x9;
constexpr unsigned kShfLWrap = 0xa;
constexpr unsigned kShfLClamp = 0xb;
constexpr unsigned kShuf = 0xc;      ///< SHUF: ctrl = b[12:0]
// 0xd..0xf are reserved: no lane writes, illegal_o.
}  // namespace warp_op

/// Which unit an opcode runs on.
enum class WarpUnit { Shfl, Shf, Shuf, Reserved };
WarpUnit warp_unit(unsigned opcode);

/// One warp instruction: opcode plus per-lane operands. For shfl opcodes, `ops.mode` and
/// `ops.sync` must match the opcode (make_warp_op keeps them in step).
struct WarpOp {
  unsigned opcode = warp_op::kShuf;
  model::ShflOp ops;  ///< a, b, c per lane, active, member, lanes
};

/// Expected results of a warp instruction, in the shuffle's result layout: for shf and
/// SHUF, d per lane, written = active, p and both undefined masks 0.
struct WarpResult {
  model::ShflResult r;
  bool illegal = false;
};

/// Sets opcode and, for shfl opcodes, ops.mode / ops.sync from it.
void set_opcode(WarpOp& op, unsigned opcode);

/// The golden model's results.
WarpResult warp_expected(const WarpOp& op);

/// "shfl.sync.up.b32", "shf.l.clamp.b32", "shuf" or "reserved.0xd".
std::string warp_name(unsigned opcode);

/// A random instruction (shfl half the time, shf, SHUF, now and then a reserved opcode).
WarpOp random_warp(std::mt19937_64& rng, unsigned lanes);

/// A random instruction of one unit (its opcode drawn as random_warp draws it): for runs
/// of one unit, without drawing, and throwing away, the others' instructions.
WarpOp random_warp_of(std::mt19937_64& rng, unsigned lanes, WarpUnit unit);

}  // namespace xlane::tb
