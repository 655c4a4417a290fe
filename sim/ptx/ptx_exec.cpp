// SPDX-License-Identifier: Apache-2.0
// Executor of xlane warp programs; see ptx_exec.h and docs/run.md.
#include "ptx/ptx_exec.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>
#include <sstream>

#include "verif/f32.h"
#include "verif/scoreboard.h"

namespace xlane::run {

namespace {

constexpr uint32_t kAll = 0xffffffffu;

bool is_nan(uint32_t u) { return (u & 0x7fffffffu) > 0x7f800000u; }

// .ftz: subnormal inputs and results become zero of the same sign.
uint32_t ftz(uint32_t u) { return (u & 0x7f800000u) == 0 ? (u & 0x80000000u) : u; }

std::string lanes_list(uint32_t mask) {
  std::string s;
  unsigned shown = 0;
  for (unsigned l = 0; l < kLanes; ++l) {
    if (!((mask >> l) & 1u)) continue;
    if (shown == 8) {
      s += ", ...";
      break;
    }
    s += (s.empty() ? "" : ", ") + std::to_string(l);
    ++shown;
  }
  return s;
}

// Lane l of `r` becomes `v`, defined or not.
void put(Lanes& r, unsigned l, uint32_t v, bool def) {
  r.v[l] = v;
  r.def = def ? (r.def | (1u << l)) : (r.def & ~(1u << l));
}

std::string hex(uint32_t v) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "0x%08x", v);
  return buf;
}

// Shortest decimal that reads back as the same float.
std::string float_text(uint32_t bits) {
  const float f = verif::bits_f32(bits);
  char buf[48];
  if (f == std::trunc(f) && std::fabs(f) < 1e9f) {  // whole numbers without an exponent
    std::snprintf(buf, sizeof buf, "%.0f", static_cast<double>(f));
    return buf;
  }
  for (int prec = 1; prec <= 9; ++prec) {
    std::snprintf(buf, sizeof buf, "%.*g", prec, static_cast<double>(f));
    if (std::isnan(f) || std::strtof(buf, nullptr) == f) break;
  }
  return buf;
}

std::string value_text(uint32_t v, Type t) {
  switch (t) {
    case Type::F32: return hex(v) + " " + float_text(v);
    case Type::S32: return hex(v) + " " + std::to_string(static_cast<int32_t>(v));
    case Type::U32: return hex(v) + " " + std::to_string(v);
    case Type::Pred: return v ? "1" : "0";
    default: return hex(v);
  }
}

}  // namespace

// ---------------------------------------------------------------------------------------
// Lane operations
// ---------------------------------------------------------------------------------------

bool setp_compare(Cmp cmp, Type type, bool flush, uint32_t a, uint32_t b) {
  if (type == Type::F32) {
    if (flush) {
      a = ftz(a);
      b = ftz(b);
    }
    const float x = verif::bits_f32(a), y = verif::bits_f32(b);
    const bool unordered = is_nan(a) || is_nan(b);
    switch (cmp) {
      case Cmp::Eq: return !unordered && x == y;
      case Cmp::Ne: return !unordered && x != y;
      case Cmp::Lt: return !unordered && x < y;
      case Cmp::Le: return !unordered && x <= y;
      case Cmp::Gt: return !unordered && x > y;
      case Cmp::Ge: return !unordered && x >= y;
      case Cmp::Equ: return unordered || x == y;
      case Cmp::Neu: return unordered || x != y;
      case Cmp::Ltu: return unordered || x < y;
      case Cmp::Leu: return unordered || x <= y;
      case Cmp::Gtu: return unordered || x > y;
      case Cmp::Geu: return unordered || x >= y;
      case Cmp::Num: return !unordered;
      case Cmp::Nan: return unordered;
      default: return false;
    }
  }
  if (type == Type::S32) {
    const int32_t x = static_cast<int32_t>(a), y = static_cast<int32_t>(b);
    switch (cmp) {
      case Cmp::Eq: return x == y;
      case Cmp::Ne: return x != y;
      case Cmp::Lt: return x < y;
      case Cmp::Le: return x <= y;
      case Cmp::Gt: return x > y;
      case Cmp::Ge: return x >= y;
      default: return false;
    }
  }
  switch (cmp) {  // u32 and b32
    case Cmp::Eq: return a == b;
    case Cmp::Ne: return a != b;
    case Cmp::Lt: case Cmp::Lo: return a < b;
    case Cmp::Le: case Cmp::Ls: return a <= b;
    case Cmp::Gt: case Cmp::Hi: return a > b;
    case Cmp::Ge: case Cmp::Hs: return a >= b;
    default: return false;
  }
}

uint32_t alu(const Instr& in, uint32_t a, uint32_t b) {
  if (in.type == Type::F32 && (in.op == Opcode::Add || in.op == Opcode::Sub || in.op == Opcode::Mul)) {
    if (in.ftz) {
      a = ftz(a);
      b = ftz(b);
    }
    const float x = verif::bits_f32(a), y = verif::bits_f32(b);
    float r = in.op == Opcode::Add ? x + y : in.op == Opcode::Sub ? x - y : x * y;
    if (in.sat) r = std::isnan(r) ? 0.0f : std::min(1.0f, std::max(0.0f, r));
    uint32_t u = verif::f32_bits(r);
    if (in.ftz) u = ftz(u);
    if (in.sat && u == 0x80000000u) u = 0;  // -0.0 saturates to +0.0
    return u;
  }
  switch (in.op) {
    case Opcode::Mov: return a;
    case Opcode::Add:
    case Opcode::Sub: {
      if (in.sat) {
        const int64_t x = static_cast<int32_t>(a), y = static_cast<int32_t>(b);
        const int64_t r = in.op == Opcode::Add ? x + y : x - y;
        return static_cast<uint32_t>(static_cast<int32_t>(
            std::min<int64_t>(std::numeric_limits<int32_t>::max(), std::max<int64_t>(std::numeric_limits<int32_t>::min(), r))));
      }
      return in.op == Opcode::Add ? a + b : a - b;
    }
    case Opcode::Mul: {
      if (!in.hi) return a * b;
      if (in.type == Type::S32) {
        const int64_t p = static_cast<int64_t>(static_cast<int32_t>(a)) * static_cast<int32_t>(b);
        return static_cast<uint32_t>(static_cast<uint64_t>(p) >> 32);
      }
      return static_cast<uint32_t>((static_cast<uint64_t>(a) * b) >> 32);
    }
    case Opcode::And: return a & b;
    case Opcode::Or: return a | b;
    case Opcode::Xor: return a ^ b;
    case Opcode::Not: return in.type == Type::Pred ? (a ? 0u : 1u) : ~a;
    // PTX: shift amounts above the width clamp to the width.
    case Opcode::Shl: return b >= 32 ? 0u : a << b;
    case Opcode::Shr:
      if (in.type == Type::S32) {
        const int32_t s = static_cast<int32_t>(a);
        return static_cast<uint32_t>(b >= 32 ? (s < 0 ? -1 : 0) : (s >> b));
      }
      return b >= 32 ? 0u : a >> b;
    case Opcode::Popc: return static_cast<uint32_t>(__builtin_popcount(a));
    case Opcode::Brev: {
      uint32_t r = 0;
      for (unsigned i = 0; i < 32; ++i) r |= ((a >> i) & 1u) << (31 - i);
      return r;
    }
    case Opcode::Bfind: {
      // PTX: the place of the highest 1 bit (.shiftamt: the left shift that brings it to
      // bit 31), 0xffffffff when there is none.
      if (a == 0) return 0xffffffffu;
      const uint32_t msb = 31u - static_cast<uint32_t>(__builtin_clz(a));
      return in.shiftamt ? 31u - msb : msb;
    }
    default: return 0;
  }
}

// ---------------------------------------------------------------------------------------
// Executor
// ---------------------------------------------------------------------------------------

Executor::Executor(const Program& prog, isa::WarpUnit& unit, const ExecOptions& opt, std::ostream& out)
    : prog_(prog), unit_(unit), opt_(opt), out_(out), regs_(prog.regs.size()) {}

void Executor::fail(int status, Loc loc, const std::string& msg, long index) const {
  throw RunFailure{status, Diagnostic{prog_.file, loc, msg}.str(), index};
}

Lanes Executor::read(const Operand& o) const {
  Lanes r;
  switch (o.kind) {
    case Operand::Kind::Reg: return regs_[static_cast<size_t>(o.reg)];
    case Operand::Kind::Imm: r.v.fill(o.imm); break;
    case Operand::Kind::Special:
      for (unsigned l = 0; l < kLanes; ++l) {
        const uint32_t bit = 1u << l;
        switch (o.special) {
          case Special::LaneId: r.v[l] = l; break;
          case Special::WarpSize: r.v[l] = kLanes; break;
          case Special::LanemaskEq: r.v[l] = bit; break;
          case Special::LanemaskLt: r.v[l] = bit - 1; break;
          case Special::LanemaskLe: r.v[l] = bit | (bit - 1); break;
          case Special::LanemaskGt: r.v[l] = ~(bit | (bit - 1)); break;
          case Special::LanemaskGe: r.v[l] = ~(bit - 1); break;
          case Special::None: break;
        }
      }
      break;
  }
  r.def = kAll;
  return r;
}

uint32_t Executor::active_mask(const Instr& in) const {
  if (in.guard < 0) return kAll;
  const Lanes& g = regs_[static_cast<size_t>(in.guard)];
  if (g.def != kAll) {
    fail(2, in.guard_loc, "guard '" + in.guard_name + "' is undefined in lane(s) " + lanes_list(~g.def) +
                              ": which lanes execute is not known");
  }
  uint32_t m = 0;
  for (unsigned l = 0; l < kLanes; ++l) m |= (g.v[l] ? 1u : 0u) << l;
  return in.guard_neg ? ~m : m;
}

ExecSummary Executor::run() {
  size_t index = 0;
  for (const Statement& s : prog_.body) {
    if (s.is_instr) {
      exec(prog_.instrs[s.index], index++);
    } else {
      directive(prog_.directives[s.index]);
    }
  }
  return sum_;
}

void Executor::directive(const Directive& d) {
  const RegInfo& info = prog_.regs[static_cast<size_t>(d.reg)];
  Lanes& r = regs_[static_cast<size_t>(d.reg)];
  const std::string where = d.from_cli ? "--init" : prog_.file;
  const auto value = [&](unsigned l, uint32_t& bits) -> bool {
    const Expr& e = d.values.size() == 1 ? d.values[0] : d.values[l];
    if (e.kind == Expr::Kind::DontCare) return false;
    try {
      bits = to_register(eval(e, l), info.type, e.start);
    } catch (const EvalError& err) {
      throw RunFailure{2, Diagnostic{where, err.loc, err.message + " (lane " + std::to_string(l) + ")"}.str()};
    }
    return true;
  };
  if (!d.expect) {
    for (unsigned l = 0; l < kLanes; ++l) value(l, r.v[l]);
    r.def = kAll;
    if (opt_.step) out_ << "init " << info.name << " (" << Diagnostic{where, d.loc, d.text}.str() << ")\n";
    return;
  }
  if (!opt_.check) {
    ++sum_.expect_skipped;
    return;
  }
  std::string report;
  unsigned bad = 0;
  for (unsigned l = 0; l < kLanes; ++l) {
    uint32_t want = 0;
    if (!value(l, want)) continue;
    const bool def = (r.def >> l) & 1u;
    if (def && r.v[l] == want) continue;
    if (++bad <= 8) {
      report += "  lane " + std::to_string(l) + ": expected " + value_text(want, info.type) + ", got " +
                (def ? value_text(r.v[l], info.type) : std::string("? (undefined)")) + "\n";
    }
  }
  if (bad == 0) {
    ++sum_.expect_passed;
    if (opt_.step) out_ << "expect " << info.name << ": ok\n";
    return;
  }
  ++sum_.expect_failed;
  if (bad > 8) report += "  (" + std::to_string(bad - 8) + " more lanes)\n";
  out_ << Diagnostic{prog_.file, d.loc, "expectation failed: " + info.name + " differs in " + std::to_string(bad) +
                                            " lane(s)"}
              .str()
       << "\n"
       << report;
}

void Executor::exec(const Instr& in, size_t index) {
  const uint32_t active = active_mask(in);
  ++sum_.instructions;
  std::vector<std::string> extra;  // --step's source-lane column: shfl's alone
  if (in.on_rtl()) {
    exec_unit(in, index, active, opt_.step && in.op == Opcode::Shfl ? &extra : nullptr);
  } else {
    unit_.idle();
    exec_alu(in, active);
  }
  if (!opt_.step) return;
  char head[64];
  std::snprintf(head, sizeof head, "#%zu t=%zu ", index, index);
  out_ << head << Diagnostic{prog_.file, in.loc, in.text}.str() << "   [" << (in.on_rtl() ? "rtl" : "c++")
       << ", active " << hex(active) << "]\n";
  std::vector<int> which = prog_.print;
  if (which.empty()) {
    for (size_t r = 0; r < prog_.regs.size(); ++r) which.push_back(static_cast<int>(r));
  }
  out_ << table(which, extra.empty() ? nullptr : &extra, in.op == Opcode::Shfl ? "src" : "");
}

void Executor::exec_unit(const Instr& in, size_t index, uint32_t active, std::vector<std::string>* extra) {
  isa::WarpOp w;
  w.ops.lanes = kLanes;
  w.ops.active = active;
  w.ops.member = kAll;
  // The sources in the order of the warp operation's a, b, c (docs/spec.md places each
  // instruction's operands there); one an instruction lacks reads 0. The membermask last.
  const size_t data = in.src.size() - (in.member ? 1 : 0);
  std::array<Lanes, 3> ops;
  for (size_t i = 0; i < ops.size(); ++i) ops[i] = i < data ? read(in.src[i]) : Lanes{{}, kAll};
  for (unsigned l = 0; l < kLanes; ++l) {
    w.ops.a[l] = ops[0].v[l];
    w.ops.b[l] = ops[1].v[l];
    w.ops.c[l] = ops[2].v[l];
  }
  const unsigned opcode = in.opcode;
  if (in.member) w.ops.member = membermask(in, active);
  isa::set_opcode(w, opcode);

  // The golden model, then the unit; the unit's results are written only if they agree.
  isa::WarpResult exp = isa::expected(w);
  if (opt_.inject_error == static_cast<long>(index)) {
    // Self-test of the failure path: the model's d of the first written lane is wrong.
    for (unsigned l = 0; l < kLanes; ++l) {
      if ((exp.r.written >> l) & 1u & ~(exp.r.d_undef >> l) & ~(exp.r.p_undef >> l)) {
        exp.r.d[l] ^= 1u;
        break;
      }
    }
  }
  const isa::WarpResult got = unit_.execute(w);
  ++sum_.on_unit;
  const std::vector<verif::LaneMismatch> mm = verif::compare_warp(w, exp, got);
  if (!mm.empty()) {
    fail(1, in.op_loc,
         "the RTL and the golden model disagree on '" + in.text + "' (instruction " + std::to_string(index) +
             ", waveform time " + std::to_string(unit_.result_time()) + ")\n" +
             verif::format_shfl(w.ops, exp.r, got.r, mm, "xl_warp " + isa::decode(opcode).name + " (exp = model, got = rtl)"),
         static_cast<long>(unit_.result_time()));
  }

  write_back(in, w.ops.member, ops, exp.r, got.r, extra);
}

// membermask: one value for the warp. A register must hold the same value in every active
// lane.
uint32_t Executor::membermask(const Instr& in, uint32_t active) {
  const Operand& o = in.src.back();
  const Lanes m = read(o);
  uint32_t member = 0;
  bool first = true;
  for (unsigned l = 0; l < kLanes; ++l) {
    if (!((active >> l) & 1u)) continue;
    if (!((m.def >> l) & 1u)) fail(2, o.loc, "membermask '" + o.name + "' is undefined in lane " + std::to_string(l));
    if (!first && m.v[l] != member) {
      fail(2, o.loc, "membermask '" + o.name + "' differs between active lanes (" + hex(member) + " and " +
                         hex(m.v[l]) + " in lane " + std::to_string(l) + ")");
    }
    member = m.v[l];
    first = false;
  }
  return member;
}

// The unit's results into the destinations, with their defined bits. A lane's result is
// defined where the unit flags nothing and what it was computed from is defined: the
// lane's own operands (shf, shuf, prmt); its b and c and the source lane's a (shfl); the
// operands of every lane of membermask, as the result is the whole party's (vote, match,
// redux); nothing (activemask).
void Executor::write_back(const Instr& in, uint64_t member, const std::array<Lanes, 3>& ops,
                          const model::ShflResult& exp, const model::ShflResult& got, std::vector<std::string>* extra) {
  const isa::OpInfo& info = isa::decode(in.opcode);
  const uint32_t own = ops[0].def & ops[1].def & ops[2].def;
  uint32_t in_def = own;
  switch (info.unit) {
    case isa::Unit::Shfl: in_def = ops[1].def & ops[2].def; break;
    case isa::Unit::Vote:
    case isa::Unit::Match:
    case isa::Unit::Redux: in_def = (static_cast<uint32_t>(member) & ~own) == 0 ? kAll : 0u; break;
    default: break;
  }
  // vote.sync's predicate forms write p into their only destination.
  const bool p_only = info.unit == isa::Unit::Vote && info.vote != model::VoteMode::Ballot;
  Lanes& d = regs_[static_cast<size_t>(in.dst[0].reg)];
  Lanes* p = in.dst.size() > 1 ? &regs_[static_cast<size_t>(in.dst[1].reg)] : nullptr;
  for (unsigned l = 0; l < kLanes; ++l) {
    const uint32_t bit = 1u << l;
    if (!(got.written & bit)) {
      if (extra) extra->push_back("-");
      continue;
    }
    const bool p_def = (in_def & bit) && !(got.p_undef & bit);
    bool d_def = p_def && !(got.d_undef & bit);
    if (info.unit == isa::Unit::Shfl) {
      const unsigned src = exp.src[l];
      d_def = d_def && ((ops[0].def >> src) & 1u);
      if (extra) extra->push_back(std::to_string(src));
    }
    const uint32_t pv = (got.p & bit) ? 1u : 0u;
    put(d, l, p_only ? pv : got.d[l], p_only ? p_def : d_def);
    if (p) put(*p, l, pv, p_def);
  }
}

void Executor::exec_alu(const Instr& in, uint32_t active) {
  const Lanes a = read(in.src[0]);
  const Lanes b = in.src.size() > 1 ? read(in.src[1]) : Lanes{{}, kAll};
  Lanes& d = regs_[static_cast<size_t>(in.dst[0].reg)];
  Lanes* q = in.dst.size() > 1 ? &regs_[static_cast<size_t>(in.dst[1].reg)] : nullptr;
  const uint32_t def = a.def & b.def;
  for (unsigned l = 0; l < kLanes; ++l) {
    const uint32_t bit = 1u << l;
    if (!(active & bit)) continue;
    uint32_t v;
    if (in.op == Opcode::Setp) {
      v = setp_compare(in.cmp, in.type, in.ftz, a.v[l], b.v[l]) ? 1u : 0u;
    } else if (in.type == Type::Pred && in.op != Opcode::Mov && in.op != Opcode::Not) {
      const bool x = a.v[l] != 0, y = b.v[l] != 0;
      v = in.op == Opcode::And ? (x && y) : in.op == Opcode::Or ? (x || y) : (x != y);
    } else {
      v = alu(in, a.v[l], b.v[l]);
      if (in.type == Type::Pred) v = v ? 1u : 0u;
    }
    put(d, l, v, def & bit);
    if (q) put(*q, l, v ? 0u : 1u, def & bit);  // setp p|q: q = !p
  }
}

std::string Executor::cell(int r, unsigned lane) const {
  const Lanes& x = regs_[static_cast<size_t>(r)];
  if (!((x.def >> lane) & 1u)) return "?";
  return value_text(x.v[lane], prog_.regs[static_cast<size_t>(r)].type);
}

std::string Executor::table(const std::vector<int>& which, const std::vector<std::string>* extra,
                            const std::string& extra_head) const {
  std::vector<std::string> heads;
  std::vector<size_t> width;
  for (int r : which) {
    const RegInfo& info = prog_.regs[static_cast<size_t>(r)];
    heads.push_back(info.pred ? info.name : info.name + ":" + to_string(info.type));
    size_t w = heads.back().size();
    for (unsigned l = 0; l < kLanes; ++l) w = std::max(w, cell(r, l).size());
    width.push_back(w);
  }
  std::ostringstream os;
  const auto pad = [](const std::string& s, size_t w) { return s + std::string(w > s.size() ? w - s.size() : 0, ' '); };
  os << "lane";
  for (size_t i = 0; i < which.size(); ++i) os << " | " << pad(heads[i], width[i]);
  if (extra) os << " | " << extra_head;
  std::string head = os.str();
  while (!head.empty() && head.back() == ' ') head.pop_back();
  os.str("");
  os << head << "\n";
  for (unsigned l = 0; l < kLanes; ++l) {
    char lane[8];
    std::snprintf(lane, sizeof lane, "%4u", l);
    std::string row = lane;
    for (size_t i = 0; i < which.size(); ++i) row += " | " + pad(cell(which[i], l), width[i]);
    if (extra) row += " | " + (*extra)[l];
    while (!row.empty() && row.back() == ' ') row.pop_back();
    os << row << "\n";
  }
  return os.str();
}

}  // namespace xlane::run
