// SPDX-License-Identifier: Apache-2.0
// The xlane instruction set: the xl_warp opcodes, which unit runs each, their names,
// encode and decode, the instruction types, and the golden model's results of a warp
// instruction. This is the one place in C++ that maps an operation to its opcode (the RTL's
// codes are rtl/xl_pkg.sv's, and the ctest `codes` checks the two agree); the tests, the
// bench, `xlane`, `xlane run` and `xlane_sc` all go through it.
//
// Pure C++17 on top of the golden model: no Verilator.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "model/collective.h"
#include "model/xlane_model.h"

namespace xlane::isa {

using model::ShflMode;
using model::ShflOp;
using model::ShflResult;

/// The unit that executes an opcode.
enum class Unit : uint8_t { Shfl, Shf, Shuf, Prmt, Redux, Vote, Match, Activemask, Reserved };

/// A unit's name: "shfl", "shf", "shuf", "prmt", "redux", "vote", "match", "activemask",
/// "reserved" (the reserved opcodes).
const char* unit_name(Unit unit);

/// The unit of a name unit_name gives; false if `name` is none.
bool find_unit(std::string_view name, Unit& unit);

/// Every unit, reserved last.
const std::vector<Unit>& units();

/// xl_warp opcodes (op_i, 6 bits; rtl/xl_pkg.sv's Op* codes).
namespace opcode {
constexpr unsigned kShfl = 0x00;        ///< 0b0000mm: shfl.<mode>, mm = ShflMode
constexpr unsigned kShflSync = 0x04;    ///< 0b0001mm: shfl.sync.<mode>
constexpr unsigned kShf = 0x08;         ///< 0b0010lc: shf, l = shf.l, c = .clamp
constexpr unsigned kShuf = 0x0c;        ///< SHUF, control word = b[12:0]
constexpr unsigned kPrmt = 0x10;        ///< 0b010mmm: prmt, mmm = PrmtMode (7 reserved)
constexpr unsigned kRedux = 0x18;       ///< 0b011ooo: redux.sync, ooo = ReduxOp
constexpr unsigned kVote = 0x20;        ///< 0b100nmm: vote.sync, mm = VoteMode, n = !a
constexpr unsigned kMatch = 0x28;       ///< 0b1010aw: match.sync, a = .all, w = .b64
constexpr unsigned kActivemask = 0x2c;  ///< activemask.b32
constexpr unsigned kCount = 64;         ///< the codes no group claims are reserved:
                                        ///< no lane writes, illegal_o
}  // namespace opcode

/// What an opcode means.
struct OpInfo {
  unsigned opcode = 0;
  Unit unit = Unit::Reserved;
  ShflMode mode = ShflMode::Up;                        ///< shfl
  bool sync = false;                                   ///< shfl: shfl.sync
  bool left = false;                                   ///< shf: shf.l
  bool clamp = false;                                  ///< shf: .clamp
  model::PrmtMode prmt = model::PrmtMode::Default;     ///< prmt
  model::ReduxOp redux = model::ReduxOp::Add;          ///< redux.sync
  model::VoteMode vote = model::VoteMode::All;         ///< vote.sync
  bool negate = false;                                 ///< vote.sync: the source is !a
  bool all = false;                                    ///< match: match.all (else .any)
  bool b64 = false;                                    ///< match: .b64, the value {b, a}
  /// "shfl.sync.up.b32", "shf.l.clamp.b32", "shuf", "prmt.b32.f4e", "redux.sync.min.s32",
  /// "vote.sync.all.pred", "vote.sync.all.pred !a", "match.any.sync.b64",
  /// "activemask.b32", "reserved.13"
  std::string name;
  /// The name's words of an operation the vector format and --op spell with one token:
  /// the name up to a space (a negated vote is its vote with the operand !a).
  std::string token() const { return name.substr(0, name.find(' ')); }
};

/// Decodes the low six bits of `op`.
const OpInfo& decode(unsigned op);

constexpr unsigned encode_shfl(ShflMode mode, bool sync) {
  return (sync ? opcode::kShflSync : opcode::kShfl) | static_cast<unsigned>(mode);
}
constexpr unsigned encode_shf(bool left, bool clamp) {
  return opcode::kShf | (left ? 2u : 0u) | (clamp ? 1u : 0u);
}
constexpr unsigned encode_prmt(model::PrmtMode mode) { return opcode::kPrmt | static_cast<unsigned>(mode); }
constexpr unsigned encode_redux(model::ReduxOp op) { return opcode::kRedux | static_cast<unsigned>(op); }
constexpr unsigned encode_vote(model::VoteMode mode, bool negate) {
  return opcode::kVote | (negate ? 4u : 0u) | static_cast<unsigned>(mode);
}
constexpr unsigned encode_match(bool all, bool b64) {
  return opcode::kMatch | (all ? 2u : 0u) | (b64 ? 1u : 0u);
}

/// The legal opcodes, in the order the vector format lists its operations (a vote with !a
/// is its vote's line with the operand !a, so not among them).
const std::vector<unsigned>& legal_opcodes();

/// Every opcode xl_warp executes (not reserved), in code order.
std::vector<unsigned> warp_opcodes();

/// The opcode of a legal operation's name; false if `name` is none.
bool find(std::string_view name, unsigned& op);

/// "shfl.up.b32" or "shfl.sync.bfly.b32".
std::string name(const ShflOp& op);

// ---------------------------------------------------------------------------------------
// Instructions
// ---------------------------------------------------------------------------------------

/// One shf: `a` is bits 31:0 of the source, `b` bits 63:32, `c` the shift amount.
struct ShfOp {
  bool left = false;   ///< shf.l (else shf.r)
  bool clamp = false;  ///< .clamp (else .wrap)
  uint32_t a = 0, b = 0, c = 0;
  unsigned opcode() const { return encode_shf(left, clamp); }
  uint32_t expected() const { return model::shf(left, clamp, a, b, c); }
  /// "shf.l.clamp.b32 a=0x... b=0x... c=0x..."
  std::string to_string() const;
};

/// One SHUF.
struct ShufOp {
  uint32_t a = 0;
  uint32_t ctrl = 0;  ///< the whole register; SHUF ignores bits 31..13
  unsigned opcode() const { return opcode::kShuf; }
  uint32_t expected() const { return model::shuf(a, ctrl); }
  /// "shuf a=0x... ctrl=0x..."
  std::string to_string() const;
};

/// One prmt: d = the bytes of {b, a} that the mode and c pick (docs/spec.md, prmt).
struct PrmtOp {
  model::PrmtMode mode = model::PrmtMode::Default;
  uint32_t a = 0, b = 0;
  uint32_t c = 0;  ///< the whole register; prmt reads c[15:0] (the modes c[1:0])
  uint32_t expected() const { return model::prmt(mode, a, b, c); }
  /// "prmt.b32.f4e a=0x... b=0x... c=0x..."
  std::string to_string() const;
};

/// One vote.sync over a warp: the form, !a, and in `ops` the lanes, active, member and each
/// lane's predicate in bit 0 of a (docs/spec.md, vote.sync).
struct VoteOp {
  model::VoteMode mode = model::VoteMode::All;
  bool negate = false;
  model::ShflOp ops;
  unsigned opcode() const { return encode_vote(mode, negate); }
  model::ShflResult expected() const { return model::vote(mode, negate, ops); }
  /// "vote.sync.all.pred !a lanes=32 active=0x... member=0x... pred=0x..."
  std::string to_string() const;
};

/// One match.sync over a warp: .any or .all, .b32 or .b64, and in `ops` the lanes, active,
/// member and each lane's value, a (.b64: {b, a}, b the high word) (docs/spec.md,
/// match.sync).
struct MatchOp {
  bool all = false;  ///< match.all (else match.any)
  bool b64 = false;  ///< the .b64 forms (else .b32)
  model::ShflOp ops;
  unsigned opcode() const { return encode_match(all, b64); }
  model::ShflResult expected() const { return model::match(all, b64, ops); }
  /// "match.any.sync.b64 lanes=32 active=0x... member=0x..."
  std::string to_string() const;
};

/// One redux.sync over a warp: the operation, and in `ops` the lanes, active, member and
/// each lane's a (docs/spec.md, redux.sync).
struct ReduxOp {
  model::ReduxOp op = model::ReduxOp::Add;
  model::ShflOp ops;
  unsigned opcode() const { return encode_redux(op); }
  model::ShflResult expected() const { return model::redux(op, ops); }
  /// "redux.sync.min.s32 lanes=32 active=0x... member=0x..."
  std::string to_string() const;
};

/// One xl_warp instruction: the opcode and the per-lane operands. For shfl opcodes
/// `ops.mode` and `ops.sync` must agree with the opcode: set_opcode keeps them in step.
struct WarpOp {
  unsigned opcode = opcode::kShuf;
  ShflOp ops;  ///< lanes, active, member; a, b, c per lane
};

/// Sets `op.opcode` and, for a shfl opcode, `op.ops.mode` and `op.ops.sync` from it.
void set_opcode(WarpOp& op, unsigned opcode);

/// A warp instruction of `opcode` over `lanes` lanes, every lane active and a member,
/// operands 0.
WarpOp warp_op(unsigned opcode, unsigned lanes = model::kWarpLanes);

/// Puts one shf or SHUF in lane `lane` of a warp instruction (its a, b, c; SHUF's control
/// word goes in b, c is left as it is).
void put_lane(WarpOp& w, unsigned lane, const ShfOp& op);
void put_lane(WarpOp& w, unsigned lane, const ShufOp& op);
void put_lane(WarpOp& w, unsigned lane, const PrmtOp& op);

/// Results of a warp instruction, in the shuffle's layout. For shf, SHUF and prmt: d per
/// lane, written = active, p and both undefined masks 0, src = the own lane; for vote,
/// match, redux and activemask the golden model's (model/collective.h).
struct WarpResult {
  ShflResult r;
  bool illegal = false;  ///< a reserved opcode: nothing is written
};

/// The golden model's results of a warp instruction.
WarpResult expected(const WarpOp& op);

}  // namespace xlane::isa
