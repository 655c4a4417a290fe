// SPDX-License-Identifier: Apache-2.0
// Directed sequences from the examples of docs/spec.md; see directed.h.
#include "directed.h"

#include <cstdio>
#include <string>
#include <vector>

#include "verif/f32.h"
#include "verif/examples.h"
#include "model/xlane_model.h"

namespace xlane::sim {
namespace {

using isa::WarpOp;
using isa::WarpResult;
constexpr unsigned kLanes = 32;

float as_float(uint32_t bits) { return verif::bits_f32(bits); }
uint32_t as_bits(float f) { return verif::f32_bits(f); }

WarpOp per_lane(unsigned opcode) { return isa::warp_op(opcode, kLanes); }

struct Printer {
  bool on;
  unsigned mismatches = 0;
  void line(const std::string& s) const {
    if (on) std::printf("%s\n", s.c_str());
  }
  // Per-lane values of a sequence: four lanes a row, "rtl (expected)", '*' on a mismatch.
  void lanes(const char* title, const std::vector<uint32_t>& rtl, const std::vector<uint32_t>& exp,
             bool as_float_values) {
    unsigned bad = 0;
    for (unsigned l = 0; l < rtl.size(); ++l) bad += rtl[l] != exp[l];
    mismatches += bad;
    if (!on) return;
    std::printf("  %s: %u/%zu lanes as expected\n", title, static_cast<unsigned>(rtl.size()) - bad, rtl.size());
    for (unsigned l = 0; l < rtl.size(); ++l) {
      char cell[64];
      if (as_float_values) {
        std::snprintf(cell, sizeof cell, "%c%2u: %6g (%6g)", rtl[l] == exp[l] ? ' ' : '*', l, as_float(rtl[l]),
                      as_float(exp[l]));
      } else {
        std::snprintf(cell, sizeof cell, "%c%2u: 0x%08x (0x%08x)", rtl[l] == exp[l] ? ' ' : '*', l, rtl[l], exp[l]);
      }
      std::printf("   %s%s", cell, (l % 4 == 3 || l + 1 == rtl.size()) ? "\n" : "");
    }
  }
};

// shfl.<mode>.b32 Ry|p, Rx, k, c over the warp, then Rx = Ry + Rx where p (or always).
void scan(const std::function<WarpResult(const WarpOp&)>& exec, Printer& pr, const char* title,
          model::ShflMode mode, uint32_t c, bool predicated, const std::vector<uint32_t>& expected) {
  std::vector<uint32_t> x(kLanes);
  for (unsigned l = 0; l < kLanes; ++l) x[l] = as_bits(static_cast<float>(l + 1));
  const unsigned steps[] = {1, 2, 4, 8, 16};
  for (unsigned i = 0; i < 5; ++i) {
    const unsigned k = mode == model::ShflMode::Bfly ? 16 >> i : steps[i];
    WarpOp op = per_lane(isa::encode_shfl(mode, false));
    for (unsigned l = 0; l < kLanes; ++l) {
      op.ops.a[l] = x[l];
      op.ops.b[l] = k;
      op.ops.c[l] = c;
    }
    const WarpResult r = exec(op);
    for (unsigned l = 0; l < kLanes; ++l) {
      if (!predicated || ((r.r.p >> l) & 1u)) x[l] = as_bits(as_float(r.r.d[l]) + as_float(x[l]));
    }
  }
  pr.lanes(title, x, expected, true);
}

// One shf instruction over the warp: lane l computes shf(a[l], b[l], n = l).
std::vector<uint32_t> shf_lanes(const std::function<WarpResult(const WarpOp&)>& exec, unsigned opcode,
                                const std::vector<uint32_t>& a, const std::vector<uint32_t>& b) {
  WarpOp op = per_lane(opcode);
  for (unsigned l = 0; l < kLanes; ++l) {
    op.ops.a[l] = a[l];
    op.ops.b[l] = b[l];
    op.ops.c[l] = l;
  }
  const WarpResult r = exec(op);
  return std::vector<uint32_t>(r.r.d.begin(), r.r.d.begin() + kLanes);
}

void shifts(const std::function<WarpResult(const WarpOp&)>& exec, Printer& pr) {
  const unsigned kShfLClamp = isa::encode_shf(true, true), kShfRClamp = isa::encode_shf(false, true);
  // [r3, r2, r1, r0] differs in every lane; r3 is negative, for the arithmetic shift.
  std::vector<uint32_t> r0(kLanes), r1(kLanes), r2(kLanes), r3(kLanes);
  for (unsigned l = 0; l < kLanes; ++l) {
    r0[l] = 0x89abcdefu ^ (l * 0x01010101u);
    r1[l] = 0x01234567u + l * 0x00100001u;
    r2[l] = 0xfedcba98u - l * 0x00010010u;
    r3[l] = 0x80000076u | (l << 12);
  }
  std::vector<uint32_t> exp[4], got[4];
  for (auto& v : exp) v.resize(kLanes);
  for (auto& v : got) v.resize(kLanes);

  // 128-bit left shift, n = lane: shf.l.clamp r7,r2,r3,n; r6,r1,r2; r5,r0,r1; shl r4,r0,n.
  got[3] = shf_lanes(exec, kShfLClamp, r2, r3);
  got[2] = shf_lanes(exec, kShfLClamp, r1, r2);
  got[1] = shf_lanes(exec, kShfLClamp, r0, r1);
  for (unsigned l = 0; l < kLanes; ++l) {
    got[0][l] = r0[l] << l;
    const unsigned __int128 v = (static_cast<unsigned __int128>(r3[l]) << 96) |
                                (static_cast<unsigned __int128>(r2[l]) << 64) |
                                (static_cast<unsigned __int128>(r1[l]) << 32) | r0[l];
    const unsigned __int128 s = v << l;
    for (unsigned w = 0; w < 4; ++w) exp[w][l] = static_cast<uint32_t>(s >> (32 * w));
  }
  for (unsigned w = 4; w-- > 1;) {
    pr.lanes(("128-bit left shift by n = lane, word r" + std::to_string(4 + w) + " (shf.l.clamp)").c_str(), got[w],
             exp[w], false);
  }

  // 128-bit arithmetic right shift: shf.r.clamp r4,r0,r1,n; r5,r1,r2; r6,r2,r3; shr.s32 r7.
  got[0] = shf_lanes(exec, kShfRClamp, r0, r1);
  got[1] = shf_lanes(exec, kShfRClamp, r1, r2);
  got[2] = shf_lanes(exec, kShfRClamp, r2, r3);
  for (unsigned l = 0; l < kLanes; ++l) {
    __int128 v = static_cast<__int128>(static_cast<int32_t>(r3[l]));
    v = static_cast<__int128>(static_cast<unsigned __int128>(v) << 96 |
                              (static_cast<unsigned __int128>(r2[l]) << 64) |
                              (static_cast<unsigned __int128>(r1[l]) << 32) | r0[l]);
    const __int128 s = v >> l;  // arithmetic on the signed 128-bit value
    for (unsigned w = 0; w < 3; ++w) exp[w][l] = static_cast<uint32_t>(static_cast<unsigned __int128>(s) >> (32 * w));
  }
  for (unsigned w = 0; w < 3; ++w) {
    pr.lanes(("128-bit arithmetic right shift by n = lane, word r" + std::to_string(4 + w) + " (shf.r.clamp)").c_str(),
             got[w], exp[w], false);
  }

  // Rotates: shf.r.clamp r1,r0,r0,n and shf.l.clamp r1,r0,r0,n.
  got[0] = shf_lanes(exec, kShfRClamp, r0, r0);
  got[1] = shf_lanes(exec, kShfLClamp, r0, r0);
  for (unsigned l = 0; l < kLanes; ++l) {
    exp[0][l] = l == 0 ? r0[l] : (r0[l] >> l) | (r0[l] << (32 - l));
    exp[1][l] = l == 0 ? r0[l] : (r0[l] << l) | (r0[l] >> (32 - l));
  }
  pr.lanes("rotate right by n = lane (shf.r.clamp r1,r0,r0,n)", got[0], exp[0], false);
  pr.lanes("rotate left by n = lane (shf.l.clamp r1,r0,r0,n)", got[1], exp[1], false);
}

void shuf_table(const std::function<WarpResult(const WarpOp&)>& exec, Printer& pr) {
  WarpOp op = per_lane(isa::opcode::kShuf);
  const unsigned rows = sizeof(verif::kShufRows) / sizeof(verif::kShufRows[0]);
  op.ops.active = (1ull << (2 * rows)) - 1;
  for (unsigned r = 0; r < rows; ++r) {
    const auto& row = verif::kShufRows[r];
    for (unsigned s = 0; s < 2; ++s) {
      op.ops.a[2 * r + s] = s == 0 ? verif::kShufSample0 : verif::kShufSample1;
      op.ops.b[2 * r + s] = model::shuf_ctrl(row.s, row.fill, row.index);
    }
  }
  const WarpResult got = exec(op);
  pr.line("  SHUF conversions of the MRISC32 table (one instruction, two lanes per row):");
  for (unsigned r = 0; r < rows; ++r) {
    const auto& row = verif::kShufRows[r];
    for (unsigned s = 0; s < 2; ++s) {
      const unsigned l = 2 * r + s;
      const uint32_t exp = s == 0 ? row.out0 : row.out1;
      const bool ok = got.r.d[l] == exp;
      pr.mismatches += !ok;
      char buf[200];
      std::snprintf(buf, sizeof buf, "   %c %-34s ctrl=0x%04x  0x%08x -> 0x%08x (seed 0x%08x)", ok ? ' ' : '*',
                    s == 0 ? row.name : "", static_cast<unsigned>(op.ops.b[l]), static_cast<unsigned>(op.ops.a[l]),
                    got.r.d[l], exp);
      pr.line(buf);
    }
  }
}

}  // namespace

unsigned run_directed(const std::function<WarpResult(const WarpOp&)>& exec, bool print, unsigned latency) {
  Printer pr{print};
  pr.line("directed sequences of the spec's examples on xl_warp (latency " + std::to_string(latency) +
          "): RTL result (expected)");
  std::vector<uint32_t> inc(kLanes), rev(kLanes), all(kLanes);
  for (unsigned l = 0; l < kLanes; ++l) {
    inc[l] = as_bits(static_cast<float>((l + 1) * (l + 2) / 2));
    rev[l] = as_bits(static_cast<float>(528 - l * (l + 1) / 2));
    all[l] = as_bits(528.0f);
  }
  scan(exec, pr, "inclusive plus scan of 1..32 (shfl.up c=0, @p add.f32)", model::ShflMode::Up, 0x0, true, inc);
  scan(exec, pr, "inclusive plus reverse scan (shfl.down c=0x1f, @p add.f32)", model::ShflMode::Down, 0x1f, true,
       rev);
  scan(exec, pr, "butterfly reduction (shfl.bfly c=0x1f, add.f32)", model::ShflMode::Bfly, 0x1f, false, all);
  shifts(exec, pr);
  shuf_table(exec, pr);
  pr.line(pr.mismatches == 0 ? "directed sequences: all as expected"
                             : "directed sequences: " + std::to_string(pr.mismatches) + " values NOT as expected");
  return pr.mismatches;
}

}  // namespace xlane::sim
