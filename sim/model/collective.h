// SPDX-License-Identifier: Apache-2.0
// xlane golden model, the shuffle's siblings: the warp-wide vote.sync, match.sync,
// redux.sync and activemask, and prmt, the per-lane byte permute beside SHUF. Written from
// docs/spec.md; like shfl.sync's, every result the spec leaves undefined is flagged in the
// result's masks, never replaced by an invented value.
//
//   vote.sync   PTX ISA 9.7.13.9     match.sync  PTX ISA 9.7.13.10
//   activemask  PTX ISA 9.7.13.11    redux.sync  PTX ISA 9.7.13.12
//   prmt        PTX ISA 9.7.9.7
//
// The warp-wide ones take their operands in a ShflOp (lanes, active, member, and per lane
// a and b; its mode and sync are not read) and give a ShflResult (d, p, written and the
// undefined masks; src is each lane itself), the shuffle's layout, which xl_warp's output
// stage shares. p is set only in written lanes.
#pragma once

#include <cstdint>

#include "model/xlane_model.h"

namespace xlane::model {

/// vote.sync's modes: .all, .any, .uni (a predicate result) and .ballot.b32 (a mask).
enum class VoteMode : unsigned { All = 0, Any = 1, Uni = 2, Ballot = 3 };

/// redux.sync's operations. .add is the same for .u32 and .s32 (it wraps); min and max
/// compare unsigned (U) or signed (S); and, or, xor are .b32.
enum class ReduxOp : unsigned { Add = 0, MinU = 1, MinS = 2, MaxU = 3, MaxS = 4, And = 5, Or = 6, Xor = 7 };

/// prmt's modes: the default (four selector nibbles in c[15:0]) and the six that read c[1:0].
enum class PrmtMode : unsigned { Default = 0, F4e = 1, B4e = 2, Rc8 = 3, Ecl = 4, Ecr = 5, Rc16 = 6 };

/// ".all", ".any", ".uni", ".ballot"; ".add", ".min" ...; "", ".f4e" ...
const char* to_string(VoteMode mode);
const char* to_string(ReduxOp op);
const char* to_string(PrmtMode mode);

/// The word of a lane mask that lane `lane` receives: the 32 bits that hold its own bit
/// (mask bits 31:0 for lanes 0..31, bits 63:32 for lanes 32..63 of a 64-lane warp).
constexpr uint32_t mask_word(uint64_t mask, unsigned lane) { return static_cast<uint32_t>(mask >> (32 * (lane / 32))); }

/// vote.sync.{all,any,uni}.pred and vote.sync.ballot.b32. Lane l's predicate is bit 0 of
/// a[l], inverted when `negate` (the `!a` operand). The predicate forms give p (and d = p as
/// 0 or 1); the ballot gives d (mask_word of the ballot) and p = 0.
ShflResult vote(VoteMode mode, bool negate, const ShflOp& op);

/// match.any.sync and match.all.sync, on the 32-bit a (.b32) or the 64-bit {b, a} (.b64:
/// a is bits 31:0, b bits 63:32). .any gives d (mask_word of the lanes whose value equals
/// the lane's own) and p = 0; .all gives d (membermask, or 0) and p (all equal).
ShflResult match(bool all, bool b64, const ShflOp& op);

/// redux.sync: d = the operation folded over the a of every lane of membermask; p = 0.
ShflResult redux(ReduxOp op, const ShflOp& ops);

/// activemask.b32: d = mask_word of the active mask; p = 0. membermask is not read.
ShflResult activemask(const ShflOp& op);

/// prmt.b32{.mode} d, a, b, c: the bytes of {b, a} (a bytes 0..3, b bytes 4..7) picked
/// into d as the mode and c say; in the default mode a selector's bit 3 replicates the
/// picked byte's sign bit.
uint32_t prmt(PrmtMode mode, uint32_t a, uint32_t b, uint32_t c);

}  // namespace xlane::model
