// SPDX-License-Identifier: Apache-2.0
// One transaction on a combinational verilated unit, checked against the golden model:
// drive, evaluate, read, compare, and record on the scoreboard. The tests, the mutation
// runner and the bench's verilated rows all check through these, with one set of
// comparison rules (verif::compare_shfl: d and p where written and defined, the write
// enables and both undefined flags on every lane).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <type_traits>
#include <vector>

#include "harness/dut.h"
#include "harness/ports.h"
#include "isa/isa.h"
#include "verif/corners.h"
#include "verif/scoreboard.h"

namespace xlane::tb {

/// "<transaction>\n  d expected 0x... got 0x...\n"
inline std::string word_report(const std::string& txn, uint32_t expected, uint32_t got) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "\n  d expected 0x%08x got 0x%08x\n", expected, got);
  return txn + buf;
}

/// The mismatches of a one-word result.
inline std::vector<verif::LaneMismatch> word_mismatches(uint32_t expected, uint32_t got) {
  if (expected == got) return {};
  return {{0, "d", expected, got}};
}

/// A one-word result for a clocked bench: its mismatches, and the report when there are some.
inline std::vector<verif::LaneMismatch> word_check(uint32_t expected, uint32_t got, const std::string& txn,
                                                   std::string& report) {
  auto mm = word_mismatches(expected, got);
  if (!mm.empty()) report = word_report(txn, expected, got);
  return mm;
}

/// A one-word unit (xl_shf, xl_shuf): `drive` puts the operation on the ports, `d_o` is
/// compared with op.expected(). For SHUF the model is given all 32 bits of the control word
/// and must ignore bits 31..13; the unit's port has 13 (harness::drive_shuf).
template <class V, class Op, class Drive>
void check_word(harness::Dut<V>& dut, verif::Scoreboard& sb, uint64_t index, const Op& op, Drive drive) {
  drive(*dut, op);
  dut.eval();
  const uint32_t exp = op.expected();
  const uint32_t got = dut->d_o;
  sb.add(index, word_mismatches(exp, got), [&] { return word_report(op.to_string(), exp, got); });
}

template <class V>
void check_shf(harness::Dut<V>& dut, verif::Scoreboard& sb, uint64_t index, const isa::ShfOp& op) {
  check_word(dut, sb, index, op, harness::drive_shf<V>);
}

template <class V>
void check_shuf(harness::Dut<V>& dut, verif::Scoreboard& sb, uint64_t index, const isa::ShufOp& op) {
  check_word(dut, sb, index, op, harness::drive_shuf<V>);
}

template <class V>
void check_prmt(harness::Dut<V>& dut, verif::Scoreboard& sb, uint64_t index, const isa::PrmtOp& op) {
  check_word(dut, sb, index, op, harness::drive_prmt<V>);
}

/// Puts a warp-wide collective on the ports of its unit of `Lanes` lanes: xl_vote, xl_match
/// or xl_redux (or their time-multiplexed xl_match_seq and xl_redux_seq) as `op` is an
/// isa::VoteOp, an isa::MatchOp or an isa::ReduxOp.
template <unsigned Lanes, class V, class Op>
void drive_collective(V& dut, const Op& op) {
  if constexpr (std::is_same_v<Op, isa::VoteOp>) {
    harness::drive_vote<Lanes>(dut, op);
  } else if constexpr (std::is_same_v<Op, isa::MatchOp>) {
    harness::drive_match<Lanes>(dut, op);
  } else {
    static_assert(std::is_same_v<Op, isa::ReduxOp>, "a warp-wide collective is a vote, a match or a reduction");
    harness::drive_redux<Lanes>(dut, op);
  }
}

/// A warp-wide collective's result bus (res_o) against the model's result for `op`, under
/// the shuffle's rules (d and p compared where defined, the write enables and the undefined
/// flags exactly): the mismatches, and `report` filled when there are some.
template <unsigned Lanes, std::size_t N, class Op>
std::vector<verif::LaneMismatch> collective_mismatches(const Op& op, const VlWide<N>& res, std::string& report) {
  const isa::ShflResult got = harness::read_res<Lanes>(res);
  const isa::ShflResult exp = op.expected();
  auto mm = verif::compare_shfl(op.ops, exp, got);
  // The report's header line adds the lanes and masks to the instruction's name; a vote's
  // predicates are bit 0 of the table's a column.
  if (!mm.empty()) report = verif::format_shfl(op.ops, exp, got, mm, isa::decode(op.opcode()).name);
  return mm;
}

/// A warp-wide collective of `Lanes` lanes on its combinational unit (drive_collective),
/// checked by collective_mismatches.
template <unsigned Lanes, class V, class Op>
void check_collective(harness::Dut<V>& dut, verif::Scoreboard& sb, uint64_t index, const Op& op) {
  drive_collective<Lanes>(*dut, op);
  dut.eval();
  std::string report;
  const auto mm = collective_mismatches<Lanes>(op, dut->res_o, report);
  sb.add(index, mm, [&] { return report; });
}

/// A shuffle of `Lanes` lanes of `Width` bits: `a` is cut to Width bits first (on a copy;
/// at 32 bits there is nothing to cut and no copy). With `Flags` false (a unit built with
/// UndefFlags = 0) both flags must read 0 on every lane, and the model's undefined masks
/// still say which d and p are don't-cares.
template <unsigned Lanes, unsigned Width, bool Flags = true, class V>
void check_shfl(harness::Dut<V>& dut, verif::Scoreboard& sb, uint64_t index,
                std::conditional_t<(Width < 32), isa::ShflOp, const isa::ShflOp&> op) {
  if constexpr (Width < 32) {
    for (unsigned l = 0; l < Lanes; ++l) op.a[l] &= (1u << Width) - 1;
  }
  harness::drive_shfl<Lanes, Width>(*dut, op);
  dut.eval();
  const isa::ShflResult raw = harness::read_shfl<Lanes, Width>(*dut);
  const isa::ShflResult exp = model::shfl(op);
  const auto mm = Flags ? verif::compare_shfl(op, exp, raw) : verif::compare_shfl_noflags(op, exp, raw, Lanes);
  sb.add(index, mm, [&] { return verif::format_shfl(op, exp, raw, mm); });
}

/// A worked corner case (plan::shfl_corners) on a 32-lane shuffle, against the spec's own
/// source lane and predicate, not the model: lane `k.lane` reads lane `k.j` with p = `k.p`,
/// and every lane is written and defined.
template <class V>
void check_shfl_corner(harness::Dut<V>& dut, verif::Scoreboard& sb, uint64_t index, const verif::ShflCorner& k,
                       const isa::ShflOp& op) {
  harness::drive_shfl<32, 32>(*dut, op);
  dut.eval();
  const isa::ShflResult got = harness::read_shfl<32, 32>(*dut);
  std::vector<verif::LaneMismatch> mm;
  const uint32_t want_d = 0xa0000000u | k.j;
  if (got.d[k.lane] != want_d) mm.push_back({k.lane, "d", want_d, got.d[k.lane]});
  if (((got.p >> k.lane) & 1u) != (k.p ? 1u : 0u)) mm.push_back({k.lane, "p", k.p, (got.p >> k.lane) & 1u});
  if (got.written != 0xffffffffull) mm.push_back({k.lane, "we (all lanes)", 0xffffffffull, got.written});
  if (got.d_undef != 0) mm.push_back({k.lane, "d_undef (all lanes)", 0, got.d_undef});
  if (got.p_undef != 0) mm.push_back({k.lane, "p_undef (all lanes)", 0, got.p_undef});
  sb.add(index, mm, [&] {
    return std::string(k.name) + (op.sync ? " (shfl.sync)" : " (shfl)") + ", lane " + std::to_string(k.lane) +
           ": the spec reads lane " + std::to_string(k.j) + " with p = " + (k.p ? "1" : "0") + "\n" +
           verif::format_shfl(op, model::shfl(op), got, mm);
  });
}

}  // namespace xlane::tb
