// SPDX-License-Identifier: Apache-2.0
// Random stimulus for every unit and the warp top, biased to the corners of
// docs/spec.md: partial active and member masks, CUDA segment widths including
// non-powers of two, b with bits above the lane field, c above 32, shift amounts
// 0 / 31 / 32 / 33 / huge, SHUF fill and sign fill with garbage above control bit 12.
//
// Pure C++ (no Verilator): the tests, the bench, `xlane random` and `xlane_sc` draw from it.
#pragma once

#include <cstdint>
#include <random>

#include "isa/isa.h"

namespace xlane::verif {

using isa::ShfOp;
using isa::PrmtOp;
using isa::ShufOp;
using isa::WarpOp;

/// A random shfl / shfl.sync over `lanes` lanes (power of two, 2..64).
model::ShflOp random_shfl(std::mt19937_64& rng, unsigned lanes = model::kWarpLanes);

/// A shuffle as CUDA code issues it (__shfl_sync and friends in scans, reductions and
/// broadcasts): one b and one c for every lane, full or partial active masks, the
/// membermask mostly the active lanes. Random otherwise (modes, values, sync).
model::ShflOp uniform_shfl(std::mt19937_64& rng, unsigned lanes = model::kWarpLanes);

/// A random shf.
ShfOp random_shf(std::mt19937_64& rng);

/// A random SHUF.
ShufOp random_shuf(std::mt19937_64& rng);

/// A random prmt: every mode alike, c random (bits above 15 too), a and b random or with
/// bytes whose sign bits differ.
PrmtOp random_prmt(std::mt19937_64& rng);

/// A random vote.sync over `lanes` lanes, biased so that the interesting cases happen:
/// membermask the active lanes, all lanes, a subset of the active ones, or with a member
/// that does not execute; predicates all 1, all 0, the same in every member (uniform), or
/// random; !a half the time.
isa::VoteOp random_vote(std::mt19937_64& rng, unsigned lanes);

/// A random match.sync over `lanes` lanes: .any or .all, .b32 or .b64 alike, the masks as
/// random_vote's, and the values drawn so that equal keys group in every way the spec tells
/// apart: every lane equal (.all true), one group of every size from 1 lane to all, the
/// members equal and the other lanes not, a few groups, low words equal but high words not
/// (.b64 splits what .b32 groups), or random (groups of one). Keys that differ, differ in one
/// bit of one word.
isa::MatchOp random_match(std::mt19937_64& rng, unsigned lanes);

/// A random redux.sync over `lanes` lanes: every operation alike, the masks as
/// random_vote's, and the values random, all equal, the ends of the unsigned and signed
/// orders (0, 1, 0x7fffffff, 0x80000000, 0xffffffff and their neighbours), with the top bit
/// set (sums that wrap), or small numbers around 0 (-8 to 15).
isa::ReduxOp random_redux(std::mt19937_64& rng, unsigned lanes);

/// A random 64-bit lane mask over `lanes` lanes, biased to full, empty, single lanes,
/// ranges and "all but one".
uint64_t random_lane_mask(std::mt19937_64& rng, unsigned lanes);

/// A random warp instruction of any unit: shfl 40 in 100, shf 20, SHUF 12, prmt, redux,
/// vote and match 5 or 6 each, activemask 2, a reserved opcode 3; each unit's operands as
/// its own generator draws them.
WarpOp random_warp(std::mt19937_64& rng, unsigned lanes);

/// A random warp instruction of one of `units`, picked with random_warp's weights.
WarpOp random_warp_among(std::mt19937_64& rng, unsigned lanes, const std::vector<isa::Unit>& units);

/// A random warp instruction of one unit (its opcode drawn as random_warp draws it): for
/// runs of one unit, without drawing, and throwing away, the others' instructions.
WarpOp random_warp_of(std::mt19937_64& rng, unsigned lanes, isa::Unit unit);

}  // namespace xlane::verif
