// SPDX-License-Identifier: Apache-2.0
// The instruction table and the decoder of opcode words; see ptx_table.h.
#include "ptx/ptx_table.h"

#include <algorithm>
#include <initializer_list>
#include <set>
#include <utility>

#include "isa/isa.h"

namespace xlane::run {

/// An opcode word split at its dots: parts[0] the mnemonic, then the modifiers and type,
/// each with its column (the column of the '.' before it).
class Decoder {
 public:
  Decoder(Instr& in, const Tok& w, const std::string& file, std::vector<Diagnostic>& errors)
      : in(in), file_(file), errors_(errors), line_(w.loc.line) {
    size_t p = 0;
    while (true) {
      const size_t dot = w.s.find('.', p);
      parts.push_back(w.s.substr(p, dot == std::string::npos ? std::string::npos : dot - p));
      cols_.push_back(w.loc.col + static_cast<unsigned>(p == 0 ? 0 : p - 1));
      if (dot == std::string::npos) break;
      p = dot + 1;
    }
    base = parts[0] == "SHUF" ? "shuf" : parts[0];  // MRISC32 writes its mnemonics in either case
  }

  /// Reports `msg` at part `i`; false.
  bool bad(size_t i, const std::string& msg) {
    errors_.push_back(Diagnostic{file_, Loc{line_, cols_[i]}, msg});
    return false;
  }

  /// The type, the last part of every typed opcode: one of `allowed`.
  bool last_type(std::initializer_list<Type> allowed, const char* list) {
    if (parts.size() < 2) return bad(0, base + ": missing type (" + list + ")");
    Type t;
    const std::string& s = parts.back();
    if (!type_of(s, t)) {
      if (other_width_type(s)) return bad(parts.size() - 1, base + ": type ." + s + " is not supported (32-bit registers only)");
      return bad(parts.size() - 1, base + ": expected a type (" + std::string(list) + "), found '." + s + "'");
    }
    for (Type a : allowed) {
      if (a == t) {
        in.type = t;
        return true;
      }
    }
    return bad(parts.size() - 1, base + " has no ." + s + " type (" + list + ")");
  }

  /// The modifiers between the mnemonic (or part `from`) and the type: each from
  /// `allowed`, each at most once; collected in `got`.
  bool mods(size_t from, const std::set<std::string>& allowed) {
    for (size_t i = from; i + 1 < parts.size(); ++i) {
      if (parts[i] == "rz" || parts[i] == "rm" || parts[i] == "rp" || parts[i] == "rni" || parts[i] == "rzi") {
        return bad(i, base + ": rounding ." + parts[i] + " is not supported (only .rn, the C++ default)");
      }
      if (!allowed.count(parts[i])) return bad(i, base + ": unknown modifier '." + parts[i] + "'");
      if (!got.insert(parts[i]).second) return bad(i, base + ": modifier '." + parts[i] + "' given twice");
    }
    return true;
  }

  Instr& in;
  std::vector<std::string> parts;
  std::string base;
  std::set<std::string> got;

 private:
  const std::string& file_;
  std::vector<Diagnostic>& errors_;
  unsigned line_;
  std::vector<unsigned> cols_;
};

namespace {

bool decode_mov(Decoder& d) {
  return d.last_type({Type::B32, Type::U32, Type::S32, Type::F32, Type::Pred}, ".b32 .u32 .s32 .f32 .pred") &&
         d.mods(1, {});
}

// add, sub, mul: .u32 .s32 .f32; f32 rounding and flushing; mul's half; add and sub's .sat.
bool decode_arith(Decoder& d) {
  const auto& parts = d.parts;
  const size_t last = parts.size() - 1;
  if (parts.size() >= 2 && parts.back() == "b32") return d.bad(last, d.base + " has no .b32 type (.u32 .s32 .f32)");
  if (!d.last_type({Type::U32, Type::S32, Type::F32}, ".u32 .s32 .f32")) return false;
  if (d.in.type == Type::F32) {
    if (!d.mods(1, {"rn", "ftz", "sat"})) return false;
    d.in.ftz = d.got.count("ftz") != 0;
    d.in.sat = d.got.count("sat") != 0;
    return true;
  }
  if (d.in.op == Opcode::Mul) {
    for (size_t i = 1; i < last; ++i) {
      if (parts[i] == "wide") return d.bad(i, "mul.wide is not supported (its result is 64 bits)");
    }
    if (!d.mods(1, {"lo", "hi"})) return false;
    if (d.got.size() != 1) return d.bad(last, "mul." + parts.back() + " needs .lo or .hi (mul.lo." + parts.back() + ")");
    d.in.hi = d.got.count("hi") != 0;
    return true;
  }
  if (!d.mods(1, {"sat"})) return false;
  d.in.sat = d.got.count("sat") != 0;
  if (d.in.sat && d.in.type != Type::S32) return d.bad(1, d.base + ".sat is only for .s32");
  return true;
}

bool decode_logic(Decoder& d) { return d.last_type({Type::B32, Type::Pred}, ".b32 .pred") && d.mods(1, {}); }

bool decode_shift(Decoder& d) {
  const bool ok = d.in.op == Opcode::Shl ? d.last_type({Type::B32}, ".b32")
                                         : d.last_type({Type::B32, Type::U32, Type::S32}, ".b32 .u32 .s32");
  return ok && d.mods(1, {});
}

// Whether setp's comparison is defined for its type.
bool cmp_defined(Cmp cmp, Type type) {
  const bool ordered6 = static_cast<unsigned>(cmp) <= static_cast<unsigned>(Cmp::Ge);
  const bool unsigned4 = cmp == Cmp::Lo || cmp == Cmp::Ls || cmp == Cmp::Hi || cmp == Cmp::Hs;
  switch (type) {
    case Type::B32: return cmp == Cmp::Eq || cmp == Cmp::Ne;
    case Type::U32: return ordered6 || unsigned4;
    case Type::S32: return ordered6;
    case Type::F32: return !unsigned4;
    default: return false;
  }
}

bool decode_setp(Decoder& d) {
  const auto& parts = d.parts;
  if (parts.size() < 3) return d.bad(0, "setp needs a comparison and a type (setp.lt.s32)");
  const auto c = cmp_names().find(parts[1]);
  if (c == cmp_names().end()) return d.bad(1, "setp: unknown comparison '." + parts[1] + "'");
  d.in.cmp = c->second;
  if (!d.last_type({Type::B32, Type::U32, Type::S32, Type::F32}, ".b32 .u32 .s32 .f32")) return false;
  for (size_t i = 2; i + 1 < parts.size(); ++i) {
    if (parts[i] == "and" || parts[i] == "or" || parts[i] == "xor") {
      return d.bad(i, "setp with a boolean operation (." + parts[i] + ") is not supported");
    }
  }
  if (!d.mods(2, d.in.type == Type::F32 ? std::set<std::string>{"ftz"} : std::set<std::string>{})) return false;
  d.in.ftz = d.got.count("ftz") != 0;
  if (!cmp_defined(d.in.cmp, d.in.type)) {
    return d.bad(1, "setp: comparison ." + parts[1] + " is not defined for ." + to_string(d.in.type));
  }
  return true;
}

// shfl[.sync].{up,down,bfly,idx}.b32
bool decode_shfl(Decoder& d) {
  const auto& parts = d.parts;
  d.in.type = Type::B32;
  size_t i = 1;
  const bool sync = i < parts.size() && parts[i] == "sync";
  if (sync) ++i;
  if (i >= parts.size()) return d.bad(0, "shfl needs a mode: shfl[.sync].{up,down,bfly,idx}.b32");
  bool found = false;
  for (const auto mode : {isa::ShflMode::Up, isa::ShflMode::Down, isa::ShflMode::Bfly, isa::ShflMode::Idx}) {
    if (parts[i] == model::to_string(mode)) {
      d.in.opcode = isa::encode_shfl(mode, sync);
      found = true;
    }
  }
  if (!found) return d.bad(i, "shfl: expected a mode (.up .down .bfly .idx), found '." + parts[i] + "'");
  ++i;
  if (i >= parts.size()) return d.bad(0, "shfl: missing type .b32");
  if (parts[i] != "b32") return d.bad(i, "shfl: expected .b32, found '." + parts[i] + "'");
  if (i + 1 < parts.size()) return d.bad(i + 1, "shfl: unexpected modifier '." + parts[i + 1] + "'");
  return true;
}

// shf.{l,r}.{clamp,wrap}.b32
bool decode_shf(Decoder& d) {
  const auto& parts = d.parts;
  d.in.type = Type::B32;
  const auto part_ok = [&](size_t i) {
    return (i == 1 && (parts[i] == "l" || parts[i] == "r")) || (i == 2 && (parts[i] == "clamp" || parts[i] == "wrap")) ||
           (i == 3 && parts[i] == "b32");
  };
  if (parts.size() != 4 || !part_ok(1) || !part_ok(2) || !part_ok(3)) {
    for (size_t i = 1; i < parts.size(); ++i) {
      if (!part_ok(i)) return d.bad(i, "shf: unexpected '." + parts[i] + "' (shf.{l,r}.{clamp,wrap}.b32)");
    }
    return d.bad(0, "shf: expected shf.{l,r}.{clamp,wrap}.b32");
  }
  d.in.opcode = isa::encode_shf(parts[1] == "l", parts[2] == "clamp");
  return true;
}

// MRISC32's shuf d, a, ctrl: no modifiers, no type.
bool decode_shuf(Decoder& d) {
  d.in.type = Type::None;
  d.in.opcode = isa::opcode::kShuf;
  if (d.parts.size() > 1) return d.bad(1, "shuf takes no modifiers (MRISC32: shuf d, a, ctrl)");
  return true;
}

// popc.b32 and brev.b32: no modifiers.
bool decode_bits(Decoder& d) { return d.last_type({Type::B32}, ".b32") && d.mods(1, {}); }

// bfind[.shiftamt].u32 (.s32, which looks for the first bit unlike the sign, is not needed
// by any program).
bool decode_bfind(Decoder& d) {
  if (d.parts.size() >= 2 && d.parts.back() == "s32") {
    return d.bad(d.parts.size() - 1, "bfind.s32 is not supported (.u32 only)");
  }
  if (!d.last_type({Type::U32}, ".u32") || !d.mods(1, {"shiftamt"})) return false;
  d.in.shiftamt = d.got.count("shiftamt") != 0;
  return true;
}

// The spellings of `mnemonic`'s opcode words among xl_warp's codes: each code's name as
// the ISA gives it (isa::decode(op).token(): "prmt.b32.f4e", "vote.sync.ballot.b32",
// "redux.sync.min.s32", "match.all.sync.b64", "activemask.b32"), in code order. A negated
// vote is not a spelling (it is the vote with the operand !a); PTX's redux.sync.add.s32 is
// .add.u32's code (the sum's bits do not depend on the type).
std::vector<std::pair<std::string, unsigned>> spellings(const std::string& mnemonic) {
  std::vector<std::pair<std::string, unsigned>> out;
  for (const unsigned op : isa::warp_opcodes()) {
    const isa::OpInfo& info = isa::decode(op);
    const std::string word = info.token();
    if (!info.negate && word.substr(0, word.find('.')) == mnemonic) out.emplace_back(word, op);
  }
  if (mnemonic == "redux") out.emplace_back("redux.sync.add.s32", isa::encode_redux(model::ReduxOp::Add));
  return out;
}

// prmt, vote, match, redux, activemask: the word must be one of the ISA's spellings. Read
// part by part, so that the first part no spelling continues with is the one reported,
// with the parts that could stand there.
bool decode_warp(Decoder& d) {
  const auto words = spellings(d.base);
  std::string prefix = d.base;
  for (size_t i = 1;; ++i) {
    std::vector<std::string> next;  // the parts that may follow `prefix`, in code order
    for (const auto& w : words) {
      if (w.first.size() <= prefix.size() + 1 || w.first.compare(0, prefix.size() + 1, prefix + ".") != 0) continue;
      const std::string rest = w.first.substr(prefix.size() + 1);
      const std::string part = rest.substr(0, rest.find('.'));
      if (std::find(next.begin(), next.end(), part) == next.end()) next.push_back(part);
    }
    std::string expected;
    for (const std::string& n : next) expected += (expected.empty() ? "." : " .") + n;
    if (i == d.parts.size()) {
      const auto w = std::find_if(words.begin(), words.end(), [&](const auto& x) { return x.first == prefix; });
      if (w == words.end()) return d.bad(i - 1, prefix + " is incomplete: expected " + expected + " after it");
      d.in.opcode = w->second;
      break;
    }
    if (std::find(next.begin(), next.end(), d.parts[i]) == next.end()) {
      if (next.empty()) return d.bad(i, prefix + ": unexpected modifier '." + d.parts[i] + "'");
      return d.bad(i, d.base + ": unexpected '." + d.parts[i] + "' after '" + prefix + "' (expected " + expected + ")");
    }
    prefix += "." + d.parts[i];
  }
  d.in.type = Type::B32;  // the registers' type: .u32 / .s32 (redux), .pred (vote), else .b32
  for (size_t i = 1; i < d.parts.size(); ++i) {
    Type t;
    if (type_of(d.parts[i], t)) d.in.type = t;
  }
  return true;
}

// The table. Order: the order messages list the mnemonics in.
const OpSpec kOps[] = {
    {"mov", Opcode::Mov, decode_mov, 1, "d, a", false, false},
    {"add", Opcode::Add, decode_arith, 2, "d, a, b", false, false},
    {"sub", Opcode::Sub, decode_arith, 2, "d, a, b", false, false},
    {"mul", Opcode::Mul, decode_arith, 2, "d, a, b", false, false},
    {"and", Opcode::And, decode_logic, 2, "d, a, b", false, false},
    {"or", Opcode::Or, decode_logic, 2, "d, a, b", false, false},
    {"xor", Opcode::Xor, decode_logic, 2, "d, a, b", false, false},
    {"not", Opcode::Not, decode_logic, 1, "d, a", false, false},
    {"shl", Opcode::Shl, decode_shift, 2, "d, a, b", false, false},
    {"shr", Opcode::Shr, decode_shift, 2, "d, a, b", false, false},
    {"setp", Opcode::Setp, decode_setp, 2, "p[|q], a, b", true, false},
    {"popc", Opcode::Popc, decode_bits, 1, "d, a", false, false},
    {"brev", Opcode::Brev, decode_bits, 1, "d, a", false, false},
    {"bfind", Opcode::Bfind, decode_bfind, 1, "d, a", false, false},
    {"shfl", Opcode::Shfl, decode_shfl, 3, "d[|p], a, b, c", true, true},
    {"shf", Opcode::Shf, decode_shf, 3, "d, a, b, c", false, true},
    {"shuf", Opcode::Shuf, decode_shuf, 2, "d, a, ctrl", false, true},
    {"prmt", Opcode::Prmt, decode_warp, 3, "d, a, b, c", false, true},
    {"vote", Opcode::Vote, decode_warp, 2, "d, {!}a, membermask", false, true},
    {"match", Opcode::Match, decode_warp, 2, "d, a, membermask", true, true},
    {"redux", Opcode::Redux, decode_warp, 2, "d, a, membermask", false, true},
    {"activemask", Opcode::Activemask, decode_warp, 0, "d", false, true},
};

const OpSpec& spec_of(Opcode op) {
  for (const OpSpec& s : kOps) {
    if (s.op == op) return s;
  }
  return kOps[0];  // every Opcode has its row
}

bool is_sync(const Instr& in) { return in.op == Opcode::Shfl && isa::decode(in.opcode).sync; }

// The row of `mnemonic`, or nullptr.
const OpSpec* find_op(const std::string& mnemonic) {
  for (const OpSpec& s : kOps) {
    if (mnemonic == s.mnemonic) return &s;
  }
  return nullptr;
}

}  // namespace

std::string mnemonic_list() {
  std::string out;
  for (const OpSpec& s : kOps) out += (out.empty() ? "" : " ") + std::string(s.mnemonic);
  return out;
}

bool decode_opcode(Instr& in, const Tok& w, const std::string& file, std::vector<Diagnostic>& errors) {
  Decoder d(in, w, file, errors);
  for (size_t i = 1; i < d.parts.size(); ++i) {
    if (d.parts[i].empty()) return d.bad(i, "empty modifier in '" + w.s + "'");
  }
  const OpSpec* spec = find_op(d.base);
  if (spec == nullptr) return d.bad(0, "unknown instruction '" + d.parts[0] + "' (" + mnemonic_list() + ")");
  in.op = spec->op;
  in.rtl = spec->rtl;
  if (!spec->decode(d)) return false;
  const isa::Unit unit = isa::decode(in.opcode).unit;
  in.member = in.rtl && (is_sync(in) || unit == isa::Unit::Vote || unit == isa::Unit::Match || unit == isa::Unit::Redux);
  return true;
}

unsigned source_count(const Instr& in) { return spec_of(in.op).sources + (is_sync(in) ? 1 : 0); }

std::string operand_form(const Instr& in) {
  const isa::OpInfo& info = isa::decode(in.opcode);
  switch (in.op) {
    case Opcode::Shfl: return std::string(spec_of(in.op).form) + (info.sync ? ", membermask" : "");
    case Opcode::Vote: return info.vote == model::VoteMode::Ballot ? "d, {!}a, membermask" : "p, {!}a, membermask";
    case Opcode::Match:
      return std::string(info.all ? "d[|p], " : "d, ") + (info.b64 ? "{lo, hi}" : "a") + ", membermask";
    default: return spec_of(in.op).form;
  }
}

bool has_two_dests(const Instr& in) {
  return spec_of(in.op).two_dests && (in.op != Opcode::Match || isa::decode(in.opcode).all);
}

bool pred_dest(const Instr& in) { return in.op == Opcode::Setp || in.type == Type::Pred; }

bool pred_source(const Instr& in, size_t i, size_t n) {
  if (in.member && i + 1 == n) return false;
  if (in.op == Opcode::Vote) return i == 0;
  return in.type == Type::Pred;
}

bool pair_source(const Instr& in, size_t i) {
  return in.op == Opcode::Match && i == 0 && isa::decode(in.opcode).b64;
}

const std::map<std::string, Cmp>& cmp_names() {
  static const std::map<std::string, Cmp> m = {
      {"eq", Cmp::Eq},   {"ne", Cmp::Ne},   {"lt", Cmp::Lt},   {"le", Cmp::Le},   {"gt", Cmp::Gt},
      {"ge", Cmp::Ge},   {"lo", Cmp::Lo},   {"ls", Cmp::Ls},   {"hi", Cmp::Hi},   {"hs", Cmp::Hs},
      {"equ", Cmp::Equ}, {"neu", Cmp::Neu}, {"ltu", Cmp::Ltu}, {"leu", Cmp::Leu}, {"gtu", Cmp::Gtu},
      {"geu", Cmp::Geu}, {"num", Cmp::Num}, {"nan", Cmp::Nan}};
  return m;
}

bool type_of(const std::string& s, Type& t) {
  static const std::map<std::string, Type> m = {
      {"b32", Type::B32}, {"u32", Type::U32}, {"s32", Type::S32}, {"f32", Type::F32}, {"pred", Type::Pred}};
  const auto it = m.find(s);
  if (it == m.end()) return false;
  t = it->second;
  return true;
}

bool other_width_type(const std::string& s) {
  static const std::set<std::string> k = {"b8", "b16", "b64", "b128", "u8", "u16", "u64", "s8", "s16", "s64",
                                          "f16", "f16x2", "bf16", "bf16x2", "f64", "tf32"};
  return k.count(s) != 0;
}

Special special_of(const std::string& s) {
  static const std::map<std::string, Special> m = {
      {"%laneid", Special::LaneId},         {"%warpsize", Special::WarpSize},     {"WARP_SZ", Special::WarpSize},
      {"%lanemask_eq", Special::LanemaskEq}, {"%lanemask_lt", Special::LanemaskLt}, {"%lanemask_le", Special::LanemaskLe},
      {"%lanemask_gt", Special::LanemaskGt}, {"%lanemask_ge", Special::LanemaskGe}};
  const auto it = m.find(s);
  return it == m.end() ? Special::None : it->second;
}

bool unsupported_special(const std::string& s) {
  const std::string base = s.substr(0, s.find('.'));
  static const std::set<std::string> k = {"%tid",    "%ntid",   "%ctaid",  "%nctaid", "%warpid", "%nwarpid",
                                          "%smid",   "%nsmid",  "%gridid", "%clock",  "%clock64",
                                          "%globaltimer", "%pm0"};
  return k.count(base) != 0;
}

}  // namespace xlane::run
