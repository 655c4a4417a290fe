// SPDX-License-Identifier: Apache-2.0
// Comparison and reports; see scoreboard.h.
#include "verif/scoreboard.h"

#include <cstdio>
#include <iostream>
#include <sstream>

#include "verif/stimulus.h"

namespace xlane::verif {

std::vector<LaneMismatch> compare_shfl_noflags(const model::ShflOp& op, const model::ShflResult& exp,
                                               const model::ShflResult& got, unsigned lanes) {
  model::ShflResult as_model = got;
  as_model.d_undef = exp.d_undef;
  as_model.p_undef = exp.p_undef;
  std::vector<LaneMismatch> out = compare_shfl(op, exp, as_model);
  for (unsigned l = 0; l < lanes; ++l) {
    if ((got.d_undef >> l) & 1u) out.push_back({l, "d_undef (UndefFlags=0)", 0, 1});
    if ((got.p_undef >> l) & 1u) out.push_back({l, "p_undef (UndefFlags=0)", 0, 1});
  }
  return out;
}

std::vector<LaneMismatch> compare_shfl(const model::ShflOp& op, const model::ShflResult& exp,
                                       const model::ShflResult& got) {
  std::vector<LaneMismatch> out;
  // Fast path, the same rules on whole masks: nothing differs (the common case) means no
  // lane loop with its per-field checks below.
  const uint64_t all = model::lane_mask(op.lanes);
  uint64_t diff = (exp.written ^ got.written) | (exp.d_undef ^ got.d_undef) | (exp.p_undef ^ got.p_undef) |
                  ((exp.p ^ got.p) & exp.written & ~exp.p_undef);
  const uint64_t d_care = exp.written & ~exp.d_undef & all;
  for (unsigned l = 0; l < op.lanes; ++l) {
    diff |= static_cast<uint64_t>(exp.d[l] != got.d[l]) << l & d_care;
  }
  if ((diff & all) == 0) return out;
  for (unsigned l = 0; l < op.lanes; ++l) {
    const auto bit = [l](uint64_t mask) -> uint64_t { return (mask >> l) & 1u; };
    const auto flag = [&](const char* field, uint64_t e, uint64_t g) {
      if (bit(e) != bit(g)) out.push_back({l, field, bit(e), bit(g)});
    };
    flag("we", exp.written, got.written);
    flag("d_undef", exp.d_undef, got.d_undef);
    flag("p_undef", exp.p_undef, got.p_undef);
    if (!bit(exp.written)) continue;  // not written: d and p are not results
    if (!bit(exp.p_undef)) flag("p", exp.p, got.p);
    if (!bit(exp.d_undef) && exp.d[l] != got.d[l]) out.push_back({l, "d", exp.d[l], got.d[l]});
  }
  return out;
}

std::string format_shfl(const model::ShflOp& op, const model::ShflResult& exp,
                        const model::ShflResult& got, const std::vector<LaneMismatch>& mismatches,
                        const std::string& name) {
  std::ostringstream os;
  char buf[256];
  std::snprintf(buf, sizeof buf, "%s lanes=%u active=0x%016llx member=0x%016llx\n",
                name.empty() ? isa::name(op).c_str() : name.c_str(), op.lanes, static_cast<unsigned long long>(op.active),
                static_cast<unsigned long long>(op.member));
  os << buf;
  os << " lane |     a          b          c      | src |  exp d     p we du pu |  got d     p we du pu\n";
  for (unsigned l = 0; l < op.lanes; ++l) {
    bool bad = false;
    for (const auto& m : mismatches) bad = bad || m.lane == l;
    const auto b = [l](uint64_t mask) { return static_cast<unsigned>((mask >> l) & 1u); };
    std::snprintf(buf, sizeof buf,
                  "%c %3u | 0x%08x 0x%08x 0x%08x | %3u | 0x%08x %u  %u  %u  %u | 0x%08x %u  %u  %u  %u\n",
                  bad ? '*' : ' ', l, op.a[l], op.b[l], op.c[l], exp.src[l], exp.d[l], b(exp.p),
                  b(exp.written), b(exp.d_undef), b(exp.p_undef), got.d[l], b(got.p),
                  b(got.written), b(got.d_undef), b(got.p_undef));
    os << buf;
  }
  for (const auto& m : mismatches) {
    std::snprintf(buf, sizeof buf, "  lane %u: %s expected 0x%08llx got 0x%08llx\n", m.lane,
                  m.field.c_str(), static_cast<unsigned long long>(m.expected),
                  static_cast<unsigned long long>(m.actual));
    os << buf;
  }
  return os.str();
}

std::vector<LaneMismatch> compare_warp(const isa::WarpOp& op, const isa::WarpResult& exp,
                                       const isa::WarpResult& got) {
  std::vector<LaneMismatch> out = compare_shfl(op.ops, exp.r, got.r);
  if (exp.illegal != got.illegal) out.push_back({0, "illegal", exp.illegal, got.illegal});
  return out;
}

std::string format_warp(const isa::WarpOp& op, const isa::WarpResult& exp, const isa::WarpResult& got,
                        const std::vector<LaneMismatch>& mismatches) {
  return format_shfl(op.ops, exp.r, got.r, mismatches, isa::decode(op.opcode).name);
}

Scoreboard::Scoreboard(std::string unit, unsigned lanes, unsigned print_limit)
    : unit_(std::move(unit)), lanes_(lanes), print_limit_(print_limit), per_lane_(lanes, 0) {}

void Scoreboard::add(uint64_t index, const std::vector<LaneMismatch>& mismatches,
                     const std::function<std::string()>& details) {
  ++checked_;
  if (mismatches.empty()) return;
  add_failure(index, mismatches, details);
}

void Scoreboard::add_failure(uint64_t index, const std::vector<LaneMismatch>& mismatches,
                             const std::function<std::string()>& details) {
  if (failed_ == 0) {
    first_index_ = index;
    first_mismatch_ = mismatches.front();
  }
  if (failed_ < print_limit_) {
    std::cout << "MISMATCH " << unit_ << " transaction " << index << ":\n" << details();
    if (failed_ + 1 == print_limit_) std::cout << "(further failures are counted, not printed)\n";
    std::cout.flush();
  }
  ++failed_;
  for (const auto& m : mismatches) {
    if (m.lane < lanes_) ++per_lane_[m.lane];
    bool found = false;
    for (auto& [field, count] : per_field_) {
      if (field == m.field) {
        ++count;
        found = true;
      }
    }
    if (!found) per_field_.emplace_back(m.field, 1);
  }
}

std::string Scoreboard::summary() const {
  std::ostringstream os;
  os << unit_ << ": " << checked_ << " checked, " << failed_ << " failed";
  if (failed_ != 0) {
    os << "\n  mismatches per field:";
    for (const auto& [field, count] : per_field_) os << ' ' << field << '=' << count;
    os << "\n  mismatches per lane:";
    for (unsigned l = 0; l < lanes_; ++l) {
      if (per_lane_[l] != 0) os << ' ' << l << ':' << per_lane_[l];
    }
  }
  return os.str();
}

}  // namespace xlane::verif
