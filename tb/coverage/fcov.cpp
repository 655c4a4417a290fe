// SPDX-License-Identifier: Apache-2.0
// Functional coverage bins; see fcov.h.
#include "coverage/fcov.h"

#include <algorithm>
#include <cstdio>
#include <sstream>

namespace xlane::tb {
namespace {

constexpr const char* kModes[4] = {"up", "down", "bfly", "idx"};
constexpr const char* kSegs[7] = {"w32", "w16", "w8", "w4", "w2", "w1", "other"};
constexpr const char* kPatterns[5] = {"all", "self-only", "contiguous", "scattered", "member-partial"};
constexpr const char* kAmounts[4] = {"c=0", "c=1..31", "c=32", "c>32"};
constexpr const char* kFills[3] = {"copy", "zero-fill", "sign-fill"};

// Segment class of c[12:8]: the CUDA packing of width w is segmask = 32 - w.
unsigned seg_class(uint32_t c) {
  switch ((c >> 8) & 0x1fu) {
    case 0x00: return 0;
    case 0x10: return 1;
    case 0x18: return 2;
    case 0x1c: return 3;
    case 0x1e: return 4;
    case 0x1f: return 5;
    default: return 6;
  }
}

// Pattern class of an instruction; -1 when no lane is active (nothing to sample).
int pattern_class(const model::ShflOp& op) {
  const uint64_t all = model::lane_mask(op.lanes);
  const uint64_t active = op.active & all;
  if (active == 0) return -1;
  if (op.sync && (active & ~op.member) != 0) return 4;
  if (active == all) return 0;
  if ((active & (active - 1)) == 0) return 1;
  uint64_t run = active;
  while ((run & 1u) == 0) run >>= 1;
  return (run & (run + 1)) == 0 ? 2 : 3;
}

unsigned amount_class(uint32_t c) { return c == 0 ? 0 : c < 32 ? 1 : c == 32 ? 2 : 3; }

}  // namespace

FuncCov::FuncCov() {
  shfl_base_ = bins_.size();
  for (unsigned m = 0; m < 4; ++m) {
    for (unsigned s = 0; s < 7; ++s) {
      for (unsigned p = 0; p < 2; ++p) {
        for (unsigned a = 0; a < 5; ++a) {
          Bin b{"shfl", std::string("shfl.") + kModes[m] + "/" + kSegs[s] + "/p=" + (p ? "1" : "0") + "/" + kPatterns[a],
                0, ""};
          // idx with segmask 0x1f: j = minLane = lane and maxLane = lane, so j <= maxLane.
          if (m == 3 && s == 5 && p == 0) b.unreachable = "idx with segmask 0x1f reads its own lane: j = maxLane, p = 1";
          bins_.push_back(b);
        }
      }
    }
  }
  shf_base_ = bins_.size();
  for (unsigned d = 0; d < 2; ++d) {
    for (unsigned m = 0; m < 2; ++m) {
      for (unsigned a = 0; a < 4; ++a) {
        bins_.push_back({"shf", std::string("shf.") + (d ? "l" : "r") + "." + (m ? "clamp" : "wrap") + "/" + kAmounts[a], 0, ""});
      }
    }
  }
  shuf_base_ = bins_.size();
  for (unsigned n = 0; n < 4; ++n) {
    for (unsigned f = 0; f < 3; ++f) {
      for (unsigned s = 0; s < 2; ++s) {
        for (unsigned i = 0; i < 4; ++i) {
          bins_.push_back({"shuf", "shuf.byte" + std::to_string(n) + "/" + kFills[f] + "/bit7=" + std::to_string(s) +
                                       "/src" + std::to_string(i),
                           0, ""});
        }
      }
    }
  }
  shuf_word_base_ = bins_.size();
  bins_.push_back({"shuf", "shuf.ctrl[12:0]=0 (zero control)", 0, ""});
  bins_.push_back({"shuf", "shuf.ctrl[31:13]!=0 (ignored bits set)", 0, ""});

  for (unsigned k = 0; k < 4; ++k) {
    for (unsigned n = 0; n < 16; ++n) add("prmt", "prmt/byte" + std::to_string(k) + "/sel" + std::to_string(n));
  }
  for (unsigned m = 1; m < 7; ++m) {
    for (unsigned c = 0; c < 4; ++c) {
      add("prmt", std::string("prmt") + model::to_string(static_cast<model::PrmtMode>(m)) + "/c=" + std::to_string(c));
    }
  }
  add("prmt", "prmt/c[31:16]!=0 (ignored bits set)");
  for (unsigned m = 0; m < 4; ++m) {
    for (const char* neg : {"", " !a"}) {
      const std::string form = std::string("vote") + model::to_string(static_cast<model::VoteMode>(m)) + neg;
      for (const char* o : m == 3 ? std::initializer_list<const char*>{"complete", "incomplete"}
                                  : std::initializer_list<const char*>{"p=1", "p=0", "incomplete"}) {
        add("vote", form + "/" + o);
      }
    }
  }
  add("vote", "vote/an executing lane outside membermask");
  for (const char* form : {"match.any.b32", "match.any.b64", "match.all.b32", "match.all.b64"}) {
    const bool any = std::string(form).find("any") != std::string::npos;
    for (const char* o : any ? std::initializer_list<const char*>{"group 1", "group 2", "group 3-4", "group 5-8",
                                                                  "group 9-16", "group 17-32", "group 33-64",
                                                                  "incomplete"}
                             : std::initializer_list<const char*>{"p=1", "p=0", "incomplete"}) {
      add("match", std::string(form) + "/" + o);
    }
    if (std::string(form).find("b64") != std::string::npos) add("match", std::string(form) + "/low words equal only");
  }
  for (unsigned o = 0; o < 8; ++o) {
    const std::string op = std::string("redux") + model::to_string(static_cast<model::ReduxOp>(o));
    add("redux", op + "/complete");
    add("redux", op + "/incomplete");
    if (o >= 1 && o <= 4) add("redux", op + "/both signs");
  }
  add("redux", "redux.add/sum wraps");
  add("redux", "redux/no member");
}

void FuncCov::add(const std::string& group, const std::string& name) {
  by_name_[name] = bins_.size();
  bins_.push_back({group, name, 0, ""});
}

void FuncCov::hit(const std::string& name) { ++bins_.at(by_name_.at(name)).hits; }

void FuncCov::sample(const isa::PrmtOp& t) {
  if (t.mode == model::PrmtMode::Default) {
    for (unsigned k = 0; k < 4; ++k) hit("prmt/byte" + std::to_string(k) + "/sel" + std::to_string((t.c >> (4 * k)) & 15u));
  } else {
    hit(std::string("prmt") + model::to_string(t.mode) + "/c=" + std::to_string(t.c & 3u));
  }
  if ((t.c >> 16) != 0) hit("prmt/c[31:16]!=0 (ignored bits set)");
}

namespace {

// The lanes of membermask within the warp, and whether each of them executes.
uint64_t members(const model::ShflOp& o) { return o.member & model::lane_mask(o.lanes); }
bool complete(const model::ShflOp& o) { return (members(o) & ~o.active) == 0; }

}  // namespace

void FuncCov::sample(const isa::VoteOp& t) {
  const std::string form = std::string("vote") + model::to_string(t.mode) + (t.negate ? " !a" : "");
  if (t.mode == model::VoteMode::Ballot) {
    hit(form + (complete(t.ops) ? "/complete" : "/incomplete"));
  } else if (!complete(t.ops)) {
    hit(form + "/incomplete");
  } else {
    hit(form + ((t.expected().p & t.ops.active) != 0 ? "/p=1" : "/p=0"));
  }
  if ((t.ops.active & ~t.ops.member & model::lane_mask(t.ops.lanes)) != 0) hit("vote/an executing lane outside membermask");
}

void FuncCov::sample(const isa::MatchOp& t) {
  const std::string form = std::string("match.") + (t.all ? "all" : "any") + (t.b64 ? ".b64" : ".b32");
  const uint64_t m = members(t.ops);
  const auto key = [&](unsigned l) { return (t.b64 ? static_cast<uint64_t>(t.ops.b[l]) << 32 : 0) | t.ops.a[l]; };
  unsigned largest = 0;
  bool low_only = false;
  for (unsigned l = 0; l < t.ops.lanes; ++l) {
    if (!((m >> l) & 1u)) continue;
    unsigned size = 0;
    for (unsigned j = 0; j < t.ops.lanes; ++j) {
      if (!((m >> j) & 1u)) continue;
      size += key(j) == key(l) ? 1 : 0;
      low_only = low_only || (t.ops.a[j] == t.ops.a[l] && t.ops.b[j] != t.ops.b[l]);
    }
    largest = std::max(largest, size);
  }
  if (t.b64 && low_only) hit(form + "/low words equal only");
  if (!complete(t.ops)) return hit(form + "/incomplete");
  if (t.all) return hit(form + ((t.expected().p & t.ops.active) != 0 ? "/p=1" : "/p=0"));
  if (largest == 0) return;  // no member: no group
  static const char* const kClass[] = {"group 1", "group 2", "group 3-4", "group 5-8", "group 9-16", "group 17-32",
                                       "group 33-64"};
  unsigned c = 0;
  while ((1u << c) < largest) ++c;  // ceil(log2(largest)): 1 -> 0, 2 -> 1, 3..4 -> 2, ...
  hit(form + "/" + kClass[c]);
}

void FuncCov::sample(const isa::ReduxOp& t) {
  const std::string op = std::string("redux") + model::to_string(t.op);
  const uint64_t m = members(t.ops);
  hit(op + (complete(t.ops) ? "/complete" : "/incomplete"));
  if (m == 0) hit("redux/no member");
  uint64_t sum = 0;
  bool neg = false, pos = false;
  for (unsigned l = 0; l < t.ops.lanes; ++l) {
    if (!((m >> l) & 1u)) continue;
    sum += t.ops.a[l];
    (t.ops.a[l] >> 31 ? neg : pos) = true;
  }
  if (t.op == model::ReduxOp::Add && sum > 0xffffffffull) hit("redux.add/sum wraps");
  const unsigned o = static_cast<unsigned>(t.op);
  if (o >= 1 && o <= 4 && neg && pos) hit(op + "/both signs");
}

void FuncCov::sample(const model::ShflOp& op) {
  if (op.lanes != model::kWarpLanes) return;
  const int pat = pattern_class(op);
  if (pat < 0) return;
  const model::ShflResult r = model::shfl(op);
  for (unsigned l = 0; l < op.lanes; ++l) {
    if (((r.written & ~r.p_undef) >> l & 1u) == 0) continue;
    const unsigned p = static_cast<unsigned>((r.p >> l) & 1u);
    const size_t i = (((static_cast<unsigned>(op.mode) * 7 + seg_class(op.c[l])) * 2 + p) * 5) + static_cast<unsigned>(pat);
    ++bins_[shfl_base_ + i].hits;
  }
}

void FuncCov::sample(const isa::ShfOp& t) {
  ++bins_[shf_base_ + ((t.left ? 1u : 0u) * 2 + (t.clamp ? 1u : 0u)) * 4 + amount_class(t.c)].hits;
}

void FuncCov::sample(const isa::ShufOp& t) {
  const bool sign = (t.ctrl >> 12) & 1u;
  for (unsigned n = 0; n < 4; ++n) {
    const unsigned idx = (t.ctrl >> (3 * n)) & 3u;
    const bool fill = (t.ctrl >> (3 * n + 2)) & 1u;
    const unsigned f = fill ? (sign ? 2u : 1u) : 0u;
    const unsigned bit7 = (t.a >> (8 * idx + 7)) & 1u;
    ++bins_[shuf_base_ + ((n * 3 + f) * 2 + bit7) * 4 + idx].hits;
  }
  if ((t.ctrl & 0x1fffu) == 0) ++bins_[shuf_word_base_].hits;
  if ((t.ctrl >> 13) != 0) ++bins_[shuf_word_base_ + 1].hits;
}

std::vector<const FuncCov::Bin*> FuncCov::holes() const {
  std::vector<const Bin*> out;
  for (const Bin& b : bins_) {
    if (b.unreachable.empty() && b.hits == 0) out.push_back(&b);
  }
  return out;
}

std::string FuncCov::report(const std::string& header) const {
  std::ostringstream os;
  os << header << "\n| group | bins | unreachable | reachable | hit | holes | fewest hits |\n|---|---|---|---|---|---|---|\n";
  for (const char* g : {"shfl", "shf", "shuf", "prmt", "vote", "match", "redux"}) {
    unsigned total = 0, unreach = 0, hit = 0;
    uint64_t fewest = UINT64_MAX;
    for (const Bin& b : bins_) {
      if (b.group != g) continue;
      ++total;
      if (!b.unreachable.empty()) {
        ++unreach;
        continue;
      }
      if (b.hits > 0) ++hit;
      fewest = std::min(fewest, b.hits);
    }
    os << "| " << g << " | " << total << " | " << unreach << " | " << total - unreach << " | " << hit << " | "
       << total - unreach - hit << " | " << fewest << " |\n";
  }
  const auto h = holes();
  os << "\n## Holes\n\n";
  if (h.empty()) os << "None: every reachable bin is hit.\n";
  for (const Bin* b : h) os << "- HOLE " << b->name << "\n";
  os << "\n## Unreachable bins (by the spec's formula, not by the stimulus)\n\n";
  for (const Bin& b : bins_) {
    if (!b.unreachable.empty()) os << "- " << b.name << ": " << b.unreachable << (b.hits ? " (HIT: the reason is wrong)" : "") << "\n";
  }
  std::vector<const Bin*> reach;
  for (const Bin& b : bins_) {
    if (b.unreachable.empty()) reach.push_back(&b);
  }
  std::stable_sort(reach.begin(), reach.end(), [](const Bin* x, const Bin* y) { return x->hits < y->hits; });
  os << "\n## Least-hit bins\n\n";
  for (size_t i = 0; i < reach.size() && i < 10; ++i) os << "- " << reach[i]->name << ": " << reach[i]->hits << "\n";
  os << "\n## Every bin\n\n| bin | hits |\n|---|---|\n";
  for (const Bin& b : bins_) os << "| " << b.name << " | " << (b.unreachable.empty() ? std::to_string(b.hits) : "unreachable") << " |\n";
  return os.str();
}

}  // namespace xlane::tb
