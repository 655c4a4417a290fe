// SPDX-License-Identifier: Apache-2.0
// Parser of xlane warp programs; see ptx_parse.h and docs/run.md.
#include "ptx/ptx_parse.h"

#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <map>
#include <set>

namespace xlane::run {

std::string Diagnostic::str() const {
  return file + ":" + std::to_string(loc.line) + ":" + std::to_string(loc.col) + ": " + message;
}

const char* to_string(Type t) {
  switch (t) {
    case Type::None: return "";
    case Type::B32: return "b32";
    case Type::U32: return "u32";
    case Type::S32: return "s32";
    case Type::F32: return "f32";
    case Type::Pred: return "pred";
  }
  return "";
}

namespace {

// =======================================================================================
// Lexer
// =======================================================================================

struct Tok {
  enum Kind { Word, Num, Punct, Nl, Dir, End };
  Kind k = End;
  std::string s;
  Loc loc;
  size_t off = 0;  ///< byte offsets of the token in the text
  size_t end = 0;
};

bool word_start(char c) {
  return std::isalpha(static_cast<unsigned char>(c)) || c == '_' || c == '$' || c == '.';
}
bool word_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '$' || c == '.';
}

std::string show_char(char c) {
  const auto u = static_cast<unsigned char>(c);
  if (u >= 0x21 && u < 0x7f) return std::string("'") + c + "'";
  char buf[16];
  std::snprintf(buf, sizeof buf, "byte 0x%02x", u);
  return buf;
}

class Lexer {
 public:
  // Lexes text[begin, end). `base` is the place of text[begin]; `directive` lexes the
  // text of one `//!` line (no nested directives).
  Lexer(const std::string& text, size_t begin, size_t end, Loc base, bool directive, const std::string& file,
        std::vector<Diagnostic>& errors)
      : t_(text), i_(begin), end_(end), line_(base.line), line_start_(begin), col0_(base.col),
        directive_(directive), file_(file), errors_(errors) {}

  std::vector<Tok> run() {
    std::vector<Tok> out;
    while (i_ < end_) {
      const char c = t_[i_];
      const size_t start = i_;
      const Loc loc = here();
      if (c == '\n') {
        push(out, Tok::Nl, start, start + 1, loc);
        ++i_;
        ++line_;
        line_start_ = i_;
        col0_ = 1;
        continue;
      }
      if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
        ++i_;
        continue;
      }
      if (c == '/' && peek(1) == '/') {
        size_t e = i_;
        while (e < end_ && t_[e] != '\n') ++e;
        if (!directive_ && peek(2) == '!') {
          Tok tok;
          tok.k = Tok::Dir;
          tok.s = t_.substr(i_ + 3, e - (i_ + 3));
          tok.loc = loc;
          tok.off = i_ + 3;  // the directive's text
          tok.end = e;
          out.push_back(tok);
        }
        i_ = e;
        continue;
      }
      if (c == '/' && peek(1) == '*') {
        const size_t close = t_.find("*/", i_ + 2);
        if (close == std::string::npos || close + 2 > end_) {
          error(loc, "unterminated comment: '/*' without '*/'");
          i_ = end_;
          continue;
        }
        bool newline = false;
        for (size_t k = i_; k < close; ++k) {
          if (t_[k] == '\n') {
            newline = true;
            ++line_;
            line_start_ = k + 1;
            col0_ = 1;
          }
        }
        // A comment that spans lines ends the statement as a line end would.
        if (newline) push(out, Tok::Nl, start, start, loc);
        i_ = close + 2;
        continue;
      }
      if (std::isdigit(static_cast<unsigned char>(c))) {
        const bool radix = c == '0' && i_ + 1 < end_ && std::strchr("xXbBfFdD", t_[i_ + 1]) != nullptr;
        size_t e = i_;
        while (e < end_) {
          const char d = t_[e];
          if (word_char(d)) {
            ++e;
          } else if ((d == '+' || d == '-') && !radix && (t_[e - 1] == 'e' || t_[e - 1] == 'E')) {
            ++e;  // 1.5e-3
          } else {
            break;
          }
        }
        push(out, Tok::Num, start, e, loc);
        i_ = e;
        continue;
      }
      if (word_start(c) || (c == '%' && i_ + 1 < end_ && word_start(t_[i_ + 1]) && t_[i_ + 1] != '.')) {
        size_t e = i_ + 1;
        while (e < end_ && word_char(t_[e])) ++e;
        push(out, Tok::Word, start, e, loc);
        i_ = e;
        continue;
      }
      static const char* const kTwo[] = {"<<", ">>", "<=", ">=", "==", "!=", "&&", "||"};
      bool two = false;
      for (const char* op : kTwo) {
        if (c == op[0] && peek(1) == op[1]) two = true;
      }
      if (two) {
        push(out, Tok::Punct, start, start + 2, loc);
        i_ += 2;
        continue;
      }
      if (std::strchr(",;|@!<>{}#[]()+-*/%&^~=?:", c) != nullptr && c != '\0') {
        push(out, Tok::Punct, start, start + 1, loc);
        ++i_;
        continue;
      }
      error(loc, "unexpected character " + show_char(c));
      ++i_;
    }
    Tok e;
    e.k = Tok::End;
    e.loc = here();
    e.off = e.end = end_;
    out.push_back(e);
    return out;
  }

 private:
  char peek(size_t k) const { return i_ + k < end_ ? t_[i_ + k] : '\0'; }
  Loc here() const { return Loc{line_, static_cast<unsigned>(col0_ + (i_ - line_start_))}; }
  void push(std::vector<Tok>& out, Tok::Kind k, size_t b, size_t e, Loc loc) {
    Tok tok;
    tok.k = k;
    tok.s = t_.substr(b, e - b);
    tok.loc = loc;
    tok.off = b;
    tok.end = e;
    out.push_back(tok);
  }
  void error(Loc loc, const std::string& msg) { errors_.push_back(Diagnostic{file_, loc, msg}); }

  const std::string& t_;
  size_t i_, end_;
  unsigned line_;
  size_t line_start_;
  unsigned col0_;
  bool directive_;
  const std::string& file_;
  std::vector<Diagnostic>& errors_;
};

// =======================================================================================
// Numbers: PTX integer literals (hex 0x, binary 0b, octal 0..., decimal, U suffix),
// f32 literals 0fXXXXXXXX and decimal floats (1.5, 2e3)
// =======================================================================================

struct Number {
  bool ok = false;
  bool is_float = false;
  bool f32_bits = false;   ///< 0fXXXXXXXX: exact bits in `bits`
  bool overflow = false;   ///< integer above 2^64 - 1
  uint64_t mag = 0;        ///< integer magnitude
  double f = 0;
  uint32_t bits = 0;
  std::string error;
};

Number parse_number(std::string s) {
  Number n;
  const std::string shown = s;
  auto fail = [&](const std::string& why) {
    n.ok = false;
    n.error = "bad number '" + shown + "'" + (why.empty() ? "" : ": " + why);
    return n;
  };
  if (s.size() > 2 && s[0] == '0' && (s[1] == 'f' || s[1] == 'F')) {
    const std::string h = s.substr(2);
    if (h.size() != 8 || h.find_first_not_of("0123456789abcdefABCDEF") != std::string::npos) {
      return fail("an f32 literal is 0f followed by exactly 8 hex digits");
    }
    n.ok = n.is_float = n.f32_bits = true;
    n.bits = static_cast<uint32_t>(std::strtoul(h.c_str(), nullptr, 16));
    float f;
    std::memcpy(&f, &n.bits, sizeof f);
    n.f = f;
    return n;
  }
  if (s.size() > 1 && s[0] == '0' && (s[1] == 'd' || s[1] == 'D')) return fail("f64 literals are not supported");
  const bool hex = s.size() > 1 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
  const bool bin = s.size() > 1 && s[0] == '0' && (s[1] == 'b' || s[1] == 'B');
  if (!hex && !bin && s.find_first_of(".eE") != std::string::npos) {
    // Decimal float.
    if (s.find_first_not_of("0123456789.eE+-") != std::string::npos) return fail("");
    char* endp = nullptr;
    n.f = std::strtod(s.c_str(), &endp);
    if (endp == nullptr || *endp != '\0') return fail("");
    n.ok = n.is_float = true;
    return n;
  }
  if (!s.empty() && (s.back() == 'U' || s.back() == 'u')) s.pop_back();
  unsigned base = 10;
  std::string digits = s;
  if (hex) {
    base = 16;
    digits = s.substr(2);
  } else if (bin) {
    base = 2;
    digits = s.substr(2);
  } else if (s.size() > 1 && s[0] == '0') {
    base = 8;  // PTX: a leading 0 means octal
    digits = s.substr(1);
  }
  if (digits.empty()) return fail("no digits");
  for (char c : digits) {
    unsigned v;
    if (c >= '0' && c <= '9') {
      v = static_cast<unsigned>(c - '0');
    } else if (c >= 'a' && c <= 'f') {
      v = static_cast<unsigned>(c - 'a' + 10);
    } else if (c >= 'A' && c <= 'F') {
      v = static_cast<unsigned>(c - 'A' + 10);
    } else {
      return fail("");
    }
    if (v >= base) {
      return fail(base == 8 ? "a leading 0 makes it octal (PTX)" : "digit out of range for the base");
    }
    if (n.mag > (std::numeric_limits<uint64_t>::max() - v) / base) n.overflow = true;
    n.mag = n.mag * base + v;
  }
  n.ok = true;
  return n;
}

// =======================================================================================
// Parser
// =======================================================================================

const std::map<std::string, Cmp>& cmp_names() {
  static const std::map<std::string, Cmp> m = {
      {"eq", Cmp::Eq},   {"ne", Cmp::Ne},   {"lt", Cmp::Lt},   {"le", Cmp::Le},   {"gt", Cmp::Gt},
      {"ge", Cmp::Ge},   {"lo", Cmp::Lo},   {"ls", Cmp::Ls},   {"hi", Cmp::Hi},   {"hs", Cmp::Hs},
      {"equ", Cmp::Equ}, {"neu", Cmp::Neu}, {"ltu", Cmp::Ltu}, {"leu", Cmp::Leu}, {"gtu", Cmp::Gtu},
      {"geu", Cmp::Geu}, {"num", Cmp::Num}, {"nan", Cmp::Nan}};
  return m;
}

bool type_of(const std::string& s, Type& t) {
  if (s == "b32") t = Type::B32;
  else if (s == "u32") t = Type::U32;
  else if (s == "s32") t = Type::S32;
  else if (s == "f32") t = Type::F32;
  else if (s == "pred") t = Type::Pred;
  else return false;
  return true;
}

bool other_width_type(const std::string& s) {
  static const std::set<std::string> k = {"b8", "b16", "b64", "b128", "u8", "u16", "u64", "s8", "s16", "s64",
                                          "f16", "f16x2", "bf16", "bf16x2", "f64", "tf32"};
  return k.count(s) != 0;
}

Special special_of(const std::string& s) {
  if (s == "%laneid") return Special::LaneId;
  if (s == "%warpsize" || s == "WARP_SZ") return Special::WarpSize;
  if (s == "%lanemask_eq") return Special::LanemaskEq;
  if (s == "%lanemask_lt") return Special::LanemaskLt;
  if (s == "%lanemask_le") return Special::LanemaskLe;
  if (s == "%lanemask_gt") return Special::LanemaskGt;
  if (s == "%lanemask_ge") return Special::LanemaskGe;
  return Special::None;
}

bool unsupported_special(const std::string& s) {
  const std::string base = s.substr(0, s.find('.'));
  static const std::set<std::string> k = {"%tid",    "%ntid",   "%ctaid",  "%nctaid", "%warpid", "%nwarpid",
                                          "%smid",   "%nsmid",  "%gridid", "%clock",  "%clock64",
                                          "%globaltimer", "%pm0"};
  return k.count(base) != 0;
}

// Roles of a register operand.
enum class Role { Data, Pred };

struct Use {
  size_t instr;
  bool dst_list;
  size_t pos;
};

class Parser {
 public:
  Parser(const std::string& text, const std::string& file) : text_(text) { prog_.file = file; }

  Program run(const std::vector<CliInit>& inits, const std::vector<std::string>& print) {
    Lexer lx(text_, 0, text_.size(), Loc{1, 1}, false, prog_.file, prog_.errors);
    toks_ = lx.run();
    statements();
    cli(inits, print);
    resolve();
    return std::move(prog_);
  }

 private:
  // ---------------------------------------------------------------------------------
  // Diagnostics
  // ---------------------------------------------------------------------------------
  void error(Loc loc, const std::string& msg, const std::string& file = "") {
    prog_.errors.push_back(Diagnostic{file.empty() ? prog_.file : file, loc, msg});
  }

  // ---------------------------------------------------------------------------------
  // Statements
  // ---------------------------------------------------------------------------------
  void statements() {
    std::vector<Tok> cur;
    for (size_t i = 0; i < toks_.size(); ++i) {
      const Tok& t = toks_[i];
      const bool cont = !cur.empty() && cur.back().k == Tok::Punct && (cur.back().s == "," || cur.back().s == "|");
      if (t.k == Tok::End || (t.k == Tok::Nl && !cont) || (t.k == Tok::Punct && t.s == ";")) {
        if (t.k == Tok::Punct) cur.push_back(t);
        statement(cur);
        cur.clear();
        continue;
      }
      if (t.k == Tok::Nl) continue;  // continuation after ',' or '|'
      if (t.k == Tok::Dir) {
        if (!cur.empty()) {
          statement(cur);
          cur.clear();
        }
        directive(t);
        continue;
      }
      cur.push_back(t);
    }
  }

  std::string text_of(const std::vector<Tok>& toks) const {
    if (toks.empty()) return "";
    return text_.substr(toks.front().off, toks.back().end - toks.front().off);
  }

  void statement(std::vector<Tok> toks) {
    if (toks.empty()) return;
    if (toks.size() == 1 && toks[0].s == ";") return;  // empty statement
    const std::string text = text_of(toks);
    const Loc end_loc = toks.back().s == ";" ? toks.back().loc
                                             : Loc{toks.back().loc.line, toks.back().loc.col +
                                                                             static_cast<unsigned>(toks.back().s.size())};
    if (toks.back().k == Tok::Punct && toks.back().s == ";") toks.pop_back();
    const Tok& first = toks[0];
    if (first.k == Tok::Word && first.s[0] == '.') {
      if (first.s == ".reg") return declaration(toks);
      if (first.s == ".version" || first.s == ".target" || first.s == ".address_size") return;  // accepted, no effect
      return error(first.loc, "unsupported directive '" + first.s +
                                  "' (a program is a flat list of .reg declarations and instructions)");
    }
    Instr in;
    in.text = text;
    in.loc = first.loc;
    size_t k = 0;
    if (first.k == Tok::Punct && first.s == "@") {
      k = 1;
      if (k < toks.size() && toks[k].k == Tok::Punct && toks[k].s == "!") {
        in.guard_neg = true;
        ++k;
      }
      if (k >= toks.size() || toks[k].k != Tok::Word || toks[k].s.find('.') != std::string::npos ||
          special_of(toks[k].s) != Special::None) {
        const Loc at = k < toks.size() ? toks[k].loc : end_loc;
        const std::string found = k < toks.size() ? "'" + toks[k].s + "'" : "nothing";
        return error(at, "bad guard: expected a predicate register after '@" + std::string(in.guard_neg ? "!" : "") +
                             "', found " + found);
      }
      in.guard_name = toks[k].s;
      in.guard_loc = toks[k].loc;
      in.name = "@" + in.guard_name;
      in.guard = use(in.guard_name, Role::Pred, in.guard_loc, in);
      if (in.guard < 0) return;
      ++k;
      if (k >= toks.size()) return error(end_loc, "bad guard: '@" + in.guard_name + "' guards no instruction");
    }
    const Tok& opw = toks[k];
    if (opw.k != Tok::Word || opw.s[0] == '.' || opw.s[0] == '%') {
      return error(opw.loc, "expected an instruction, found '" + opw.s + "'");
    }
    if (k + 1 < toks.size() && toks[k + 1].k == Tok::Punct && toks[k + 1].s == ":") {
      return error(opw.loc, "labels are not supported (a program is straight-line code)");
    }
    in.name = opw.s;
    in.op_loc = opw.loc;
    if (!decode(in, opw)) return;
    // Operands: split at top-level commas.
    std::vector<std::vector<Tok>> ops;
    std::vector<Tok> one;
    for (size_t i = k + 1; i < toks.size(); ++i) {
      if (toks[i].k == Tok::Punct && toks[i].s == ",") {
        if (one.empty()) return error(toks[i].loc, "missing operand before ','");
        ops.push_back(one);
        one.clear();
        continue;
      }
      one.push_back(toks[i]);
    }
    if (!one.empty()) {
      ops.push_back(one);
    } else if (k + 1 < toks.size()) {
      return error(end_loc, "missing operand after ','");
    }
    operands(in, ops, end_loc);
  }

  // .reg .TYPE name[<N>] {, name[<N>]}
  void declaration(const std::vector<Tok>& toks) {
    if (toks.size() < 2 || toks[1].k != Tok::Word || toks[1].s[0] != '.') {
      return error(toks.size() < 2 ? toks[0].loc : toks[1].loc, ".reg: expected a type (.b32 .u32 .s32 .f32 .pred)");
    }
    Type t;
    const std::string ts = toks[1].s.substr(1);
    if (!type_of(ts, t)) {
      if (other_width_type(ts)) {
        return error(toks[1].loc, ".reg: type '" + toks[1].s + "' is not supported: registers are 32 bits (.b32 .u32 .s32 .f32) or .pred");
      }
      return error(toks[1].loc, ".reg: unknown type '" + toks[1].s + "' (.b32 .u32 .s32 .f32 .pred)");
    }
    size_t i = 2;
    if (i >= toks.size()) return error(toks[1].loc, ".reg: no register names");
    while (i < toks.size()) {
      const Tok& n = toks[i];
      if (n.k != Tok::Word || n.s[0] == '.' || n.s.find('.') != std::string::npos || special_of(n.s) != Special::None) {
        return error(n.loc, ".reg: bad register name '" + n.s + "'");
      }
      ++i;
      long count = -1;
      if (i < toks.size() && toks[i].s == "<") {
        if (i + 2 >= toks.size() || toks[i + 1].k != Tok::Num || toks[i + 2].s != ">") {
          return error(toks[i].loc, ".reg: expected '<N>' after '" + n.s + "'");
        }
        const Number num = parse_number(toks[i + 1].s);
        if (!num.ok || num.is_float) return error(toks[i + 1].loc, num.ok ? "bad register count" : num.error);
        if (num.mag < 1 || num.mag > 4096 || num.overflow) {
          return error(toks[i + 1].loc, ".reg: register count must be 1 to 4096");
        }
        count = static_cast<long>(num.mag);
        i += 3;
      }
      if (count < 0) {
        declare(n.s, t, n.loc);
      } else {
        for (long r = 0; r < count; ++r) declare(n.s + std::to_string(r), t, n.loc);
      }
      if (i < toks.size()) {
        if (toks[i].s != ",") return error(toks[i].loc, ".reg: expected ',' or ';', found '" + toks[i].s + "'");
        ++i;
        if (i >= toks.size()) return error(toks[i - 1].loc, ".reg: missing register name after ','");
      }
    }
  }

  void declare(const std::string& name, Type t, Loc loc) {
    const auto it = index_.find(name);
    if (it != index_.end()) {
      const RegInfo& r = prog_.regs[static_cast<size_t>(it->second)];
      error(loc, std::string("'") + name + "' is " + (r.declared ? "declared again" : "declared after its first use") +
                     " (line " + std::to_string(r.first.line) + ")");
      return;
    }
    RegInfo r;
    r.name = name;
    r.pred = t == Type::Pred;
    r.type = t;
    r.declared = true;
    r.first = loc;
    index_[name] = static_cast<int>(prog_.regs.size());
    prog_.regs.push_back(r);
  }

  // Decodes the opcode word and its modifiers into `in`; false (with an error) if bad.
  bool decode(Instr& in, const Tok& w) {
    std::vector<std::string> parts;
    std::vector<unsigned> cols;  // column of each part's '.'
    size_t p = 0;
    while (true) {
      const size_t dot = w.s.find('.', p);
      parts.push_back(w.s.substr(p, dot == std::string::npos ? std::string::npos : dot - p));
      cols.push_back(w.loc.col + static_cast<unsigned>(p == 0 ? 0 : p - 1));
      if (dot == std::string::npos) break;
      p = dot + 1;
    }
    std::string base = parts[0];
    if (base == "SHUF") base = "shuf";  // MRISC32 writes its mnemonics in either case
    const auto at = [&](size_t i) { return Loc{w.loc.line, cols[i]}; };
    const auto bad = [&](size_t i, const std::string& msg) {
      error(at(i), msg);
      return false;
    };
    const auto empty_part = [&]() -> int {
      for (size_t i = 1; i < parts.size(); ++i) if (parts[i].empty()) return static_cast<int>(i);
      return -1;
    };
    if (const int e = empty_part(); e > 0) return bad(static_cast<size_t>(e), "empty modifier in '" + w.s + "'");
    // The type is the last part for every typed opcode.
    const auto last_type = [&](std::initializer_list<Type> allowed, const char* list) -> bool {
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
    };
    // Modifiers between the opcode and the type: each from `allowed`, each at most once.
    const auto mods = [&](size_t from, size_t to, const std::set<std::string>& allowed,
                          std::set<std::string>& got) -> bool {
      for (size_t i = from; i < to; ++i) {
        if (parts[i] == "rz" || parts[i] == "rm" || parts[i] == "rp" || parts[i] == "rni" || parts[i] == "rzi") {
          return bad(i, base + ": rounding ." + parts[i] + " is not supported (only .rn, the C++ default)");
        }
        if (!allowed.count(parts[i])) return bad(i, base + ": unknown modifier '." + parts[i] + "'");
        if (!got.insert(parts[i]).second) return bad(i, base + ": modifier '." + parts[i] + "' given twice");
      }
      return true;
    };
    std::set<std::string> got;
    if (base == "mov") {
      in.op = Opcode::Mov;
      if (!last_type({Type::B32, Type::U32, Type::S32, Type::F32, Type::Pred}, ".b32 .u32 .s32 .f32 .pred")) return false;
      return mods(1, parts.size() - 1, {}, got);
    }
    if (base == "add" || base == "sub" || base == "mul") {
      in.op = base == "add" ? Opcode::Add : base == "sub" ? Opcode::Sub : Opcode::Mul;
      if (parts.size() >= 2 && parts.back() == "b32") {
        return bad(parts.size() - 1, base + " has no .b32 type (.u32 .s32 .f32)");
      }
      if (!last_type({Type::U32, Type::S32, Type::F32}, ".u32 .s32 .f32")) return false;
      if (in.type == Type::F32) {
        if (!mods(1, parts.size() - 1, {"rn", "ftz", "sat"}, got)) return false;
        in.ftz = got.count("ftz") != 0;
        in.sat = got.count("sat") != 0;
        return true;
      }
      if (in.op == Opcode::Mul) {
        for (size_t i = 1; i + 1 < parts.size(); ++i) {
          if (parts[i] == "wide") return bad(i, "mul.wide is not supported (its result is 64 bits)");
        }
        if (!mods(1, parts.size() - 1, {"lo", "hi"}, got)) return false;
        if (got.size() != 1) return bad(parts.size() - 1, "mul." + parts.back() + " needs .lo or .hi (mul.lo." + parts.back() + ")");
        in.hi = got.count("hi") != 0;
        return true;
      }
      if (!mods(1, parts.size() - 1, {"sat"}, got)) return false;
      in.sat = got.count("sat") != 0;
      if (in.sat && in.type != Type::S32) return bad(1, base + ".sat is only for .s32");
      return true;
    }
    if (base == "and" || base == "or" || base == "xor" || base == "not") {
      in.op = base == "and" ? Opcode::And : base == "or" ? Opcode::Or : base == "xor" ? Opcode::Xor : Opcode::Not;
      if (!last_type({Type::B32, Type::Pred}, ".b32 .pred")) return false;
      return mods(1, parts.size() - 1, {}, got);
    }
    if (base == "shl" || base == "shr") {
      in.op = base == "shl" ? Opcode::Shl : Opcode::Shr;
      if (base == "shl") {
        if (!last_type({Type::B32}, ".b32")) return false;
      } else if (!last_type({Type::B32, Type::U32, Type::S32}, ".b32 .u32 .s32")) {
        return false;
      }
      return mods(1, parts.size() - 1, {}, got);
    }
    if (base == "setp") {
      in.op = Opcode::Setp;
      if (parts.size() < 3) return bad(0, "setp needs a comparison and a type (setp.lt.s32)");
      const auto c = cmp_names().find(parts[1]);
      if (c == cmp_names().end()) return bad(1, "setp: unknown comparison '." + parts[1] + "'");
      in.cmp = c->second;
      if (!last_type({Type::B32, Type::U32, Type::S32, Type::F32}, ".b32 .u32 .s32 .f32")) return false;
      for (size_t i = 2; i + 1 < parts.size(); ++i) {
        if (parts[i] == "and" || parts[i] == "or" || parts[i] == "xor") {
          return bad(i, "setp with a boolean operation (." + parts[i] + ") is not supported");
        }
      }
      if (!mods(2, parts.size() - 1, in.type == Type::F32 ? std::set<std::string>{"ftz"} : std::set<std::string>{}, got)) {
        return false;
      }
      in.ftz = got.count("ftz") != 0;
      const unsigned ci = static_cast<unsigned>(in.cmp);
      const bool ordered6 = ci <= static_cast<unsigned>(Cmp::Ge);
      const bool unsigned4 = in.cmp == Cmp::Lo || in.cmp == Cmp::Ls || in.cmp == Cmp::Hi || in.cmp == Cmp::Hs;
      bool ok = false;
      switch (in.type) {
        case Type::B32: ok = in.cmp == Cmp::Eq || in.cmp == Cmp::Ne; break;
        case Type::U32: ok = ordered6 || unsigned4; break;
        case Type::S32: ok = ordered6; break;
        case Type::F32: ok = !unsigned4; break;
        default: break;
      }
      if (!ok) return bad(1, "setp: comparison ." + parts[1] + " is not defined for ." + to_string(in.type));
      return true;
    }
    if (base == "shfl") {
      in.op = Opcode::Shfl;
      in.type = Type::B32;
      size_t i = 1;
      const bool sync = i < parts.size() && parts[i] == "sync";
      if (sync) ++i;
      if (i >= parts.size()) return bad(0, "shfl needs a mode: shfl[.sync].{up,down,bfly,idx}.b32");
      bool found = false;
      for (const auto mode : {isa::ShflMode::Up, isa::ShflMode::Down, isa::ShflMode::Bfly, isa::ShflMode::Idx}) {
        if (parts[i] == model::to_string(mode)) {
          in.opcode = isa::encode_shfl(mode, sync);
          found = true;
        }
      }
      if (!found) return bad(i, "shfl: expected a mode (.up .down .bfly .idx), found '." + parts[i] + "'");
      ++i;
      if (i >= parts.size()) return bad(0, "shfl: missing type .b32");
      if (parts[i] != "b32") return bad(i, "shfl: expected .b32, found '." + parts[i] + "'");
      if (i + 1 < parts.size()) return bad(i + 1, "shfl: unexpected modifier '." + parts[i + 1] + "'");
      return true;
    }
    if (base == "shf") {
      in.op = Opcode::Shf;
      in.type = Type::B32;
      if (parts.size() != 4 || (parts[1] != "l" && parts[1] != "r") || (parts[2] != "clamp" && parts[2] != "wrap") ||
          parts[3] != "b32") {
        for (size_t i = 1; i < parts.size(); ++i) {
          const bool okp = (i == 1 && (parts[i] == "l" || parts[i] == "r")) ||
                           (i == 2 && (parts[i] == "clamp" || parts[i] == "wrap")) || (i == 3 && parts[i] == "b32");
          if (!okp) return bad(i, "shf: unexpected '." + parts[i] + "' (shf.{l,r}.{clamp,wrap}.b32)");
        }
        return bad(0, "shf: expected shf.{l,r}.{clamp,wrap}.b32");
      }
      in.opcode = isa::encode_shf(parts[1] == "l", parts[2] == "clamp");
      return true;
    }
    if (base == "shuf") {
      in.op = Opcode::Shuf;
      in.type = Type::None;
      in.opcode = isa::opcode::kShuf;
      if (parts.size() > 1) return bad(1, "shuf takes no modifiers (MRISC32: shuf d, a, ctrl)");
      return true;
    }
    bad(0, "unknown instruction '" + parts[0] + "' (mov add sub mul and or xor not shl shr setp shfl shf shuf)");
    return false;
  }

  // The operand count and roles of each opcode.
  void operands(Instr& in, const std::vector<std::vector<Tok>>& ops, Loc end_loc) {
    size_t nsrc = 2;
    const char* form = "";
    switch (in.op) {
      case Opcode::Mov: nsrc = 1; form = "d, a"; break;
      case Opcode::Not: nsrc = 1; form = "d, a"; break;
      case Opcode::Add: case Opcode::Sub: case Opcode::Mul: case Opcode::And: case Opcode::Or: case Opcode::Xor:
        form = "d, a, b"; break;
      case Opcode::Shl: case Opcode::Shr: form = "d, a, b"; break;
      case Opcode::Setp: form = "p[|q], a, b"; break;
      case Opcode::Shfl: nsrc = isa::decode(in.opcode).sync ? 4 : 3; form = isa::decode(in.opcode).sync ? "d[|p], a, b, c, membermask" : "d[|p], a, b, c"; break;
      case Opcode::Shf: nsrc = 3; form = "d, a, b, c"; break;
      case Opcode::Shuf: nsrc = 2; form = "d, a, ctrl"; break;
    }
    const size_t want = 1 + nsrc;
    const std::string name = in.name;
    if (ops.size() < want) {
      return error(end_loc, name + ": missing operand: expected " + std::to_string(want) + " (" + form + "), found " +
                                std::to_string(ops.size()));
    }
    if (ops.size() > want) {
      return error(ops[want][0].loc, name + ": too many operands: expected " + std::to_string(want) + " (" + form + ")");
    }
    const bool pred_op = in.type == Type::Pred;
    // Destination(s).
    const std::vector<Tok>& d = ops[0];
    const bool pair_ok = in.op == Opcode::Shfl || in.op == Opcode::Setp;
    if (!reg_operand(in, d, 0, in.dst, in.op == Opcode::Setp || pred_op ? Role::Pred : Role::Data, true)) return;
    if (d.size() > 1) {
      if (d[1].s != "|" || !pair_ok) {
        return error(d[1].loc, d[1].s == "|" ? name + ": only shfl (d|p) and setp (p|q) have two destinations"
                                             : name + ": unexpected '" + d[1].s + "' after the destination");
      }
      if (!reg_operand(in, d, 2, in.dst, Role::Pred, true)) return;
      if (d.size() > 3) return error(d[3].loc, name + ": unexpected '" + d[3].s + "' after the destination");
    }
    for (size_t i = 1; i < ops.size(); ++i) {
      if (!source(in, ops[i], pred_op ? Role::Pred : Role::Data)) return;
    }
    prog_.body.push_back(Statement{true, prog_.instrs.size()});
    prog_.instrs.push_back(std::move(in));
  }

  // A register (not special, not immediate) at toks[k]; appended to `out`.
  bool reg_operand(Instr& in, const std::vector<Tok>& toks, size_t k, std::vector<Operand>& out, Role role, bool dst) {
    if (k >= toks.size()) {
      error(toks.back().loc, in.name + ": missing register after '|'");
      return false;
    }
    const Tok& t = toks[k];
    if (t.k != Tok::Word || t.s[0] == '.') {
      error(t.loc, in.name + ": expected a " + std::string(role == Role::Pred ? "predicate" : "register") +
                       (dst ? " destination" : "") + ", found '" + t.s + "'");
      return false;
    }
    if (special_of(t.s) != Special::None || unsupported_special(t.s)) {
      error(t.loc, in.name + ": special register '" + t.s + "' cannot be written");
      return false;
    }
    if (t.s.find('.') != std::string::npos) {
      error(t.loc, in.name + ": bad register name '" + t.s + "'");
      return false;
    }
    Operand o;
    o.kind = Operand::Kind::Reg;
    o.name = t.s;
    o.loc = t.loc;
    o.reg = use(t.s, role, t.loc, in);
    if (o.reg < 0) return false;
    out.push_back(o);
    return true;
  }

  bool source(Instr& in, const std::vector<Tok>& toks, Role role) {
    const Tok& t0 = toks[0];
    if (t0.k == Tok::Word) {
      if (toks.size() > 1) {
        error(toks[1].loc, in.name + ": unexpected '" + toks[1].s + "' after operand '" + t0.s + "'");
        return false;
      }
      const Special sp = special_of(t0.s);
      if (sp != Special::None) {
        if (role == Role::Pred) {
          error(t0.loc, in.name + ": '" + t0.s + "' is not a predicate");
          return false;
        }
        Operand o;
        o.kind = Operand::Kind::Special;
        o.special = sp;
        o.name = t0.s;
        o.loc = t0.loc;
        in.src.push_back(o);
        return true;
      }
      if (unsupported_special(t0.s)) {
        error(t0.loc, in.name + ": special register '" + t0.s + "' is not supported (one warp: use %laneid)");
        return false;
      }
      return reg_operand(in, toks, 0, in.src, role, false);
    }
    // Immediate: ['#'] ['-'] number
    size_t k = 0;
    if (toks[k].s == "#") {
      if (in.op != Opcode::Shuf) {
        error(toks[k].loc, in.name + ": '#' immediates are MRISC32 syntax (shuf only)");
        return false;
      }
      ++k;
    }
    bool neg = false;
    if (k < toks.size() && toks[k].s == "-") {
      neg = true;
      ++k;
    }
    if (k >= toks.size() || toks[k].k != Tok::Num) {
      const Tok& at = k < toks.size() ? toks[k] : toks.back();
      error(at.loc, in.name + ": expected a register or an immediate, found '" + (k < toks.size() ? at.s : toks.back().s) + "'");
      return false;
    }
    const Tok& nt = toks[k];
    if (k + 1 < toks.size()) {
      error(toks[k + 1].loc, in.name + ": unexpected '" + toks[k + 1].s + "' after immediate '" + nt.s + "'");
      return false;
    }
    const Number n = parse_number(nt.s);
    if (!n.ok) {
      error(nt.loc, n.error);
      return false;
    }
    Operand o;
    o.kind = Operand::Kind::Imm;
    o.name = (neg ? "-" : "") + nt.s;
    o.loc = toks[0].loc;
    if (n.is_float) {
      if (in.type != Type::F32) {
        error(nt.loc, in.name + ": float immediate '" + nt.s + "' needs an .f32 instruction");
        return false;
      }
      uint32_t bits = n.bits;
      if (!n.f32_bits) {
        const float f = std::strtof(nt.s.c_str(), nullptr);
        std::memcpy(&bits, &f, sizeof bits);
      }
      o.imm = neg ? bits ^ 0x80000000u : bits;
    } else {
      if (n.overflow || (!neg && n.mag > 0xffffffffull) || (neg && n.mag > 0x80000000ull)) {
        error(o.loc, in.name + ": immediate '" + o.name + "' does not fit in 32 bits");
        return false;
      }
      const uint32_t v = neg ? static_cast<uint32_t>(0u - static_cast<uint32_t>(n.mag)) : static_cast<uint32_t>(n.mag);
      if (in.type == Type::F32) {
        // An integer literal on an f32 instruction is its value as a float.
        const float f = neg ? -static_cast<float>(n.mag) : static_cast<float>(n.mag);
        std::memcpy(&o.imm, &f, sizeof f);
      } else if (role == Role::Pred) {
        if (v > 1) {
          error(nt.loc, in.name + ": a predicate immediate is 0 or 1");
          return false;
        }
        o.imm = v;
      } else {
        o.imm = v;
      }
    }
    in.src.push_back(o);
    return true;
  }

  // Finds or creates register `name` used in role `role`; -1 (with an error) on a clash.
  int use(const std::string& name, Role role, Loc loc, const Instr& in) {
    const bool pred = role == Role::Pred;
    auto it = index_.find(name);
    if (it == index_.end()) {
      RegInfo r;
      r.name = name;
      r.pred = pred;
      r.type = pred ? Type::Pred : Type::B32;
      r.first = loc;
      it = index_.emplace(name, static_cast<int>(prog_.regs.size())).first;
      prog_.regs.push_back(r);
    }
    RegInfo& r = prog_.regs[static_cast<size_t>(it->second)];
    if (r.pred != pred) {
      const std::string who = !in.name.empty() && in.name[0] == '@' ? std::string("bad guard") : in.name;
      error(loc, who + ": '" + name + "' is " + (r.pred ? "a predicate" : "a 32-bit register") + " (line " +
                     std::to_string(r.first.line) + "), not " + (pred ? "a predicate" : "a 32-bit register"));
      return -1;
    }
    return it->second;
  }

  // ---------------------------------------------------------------------------------
  // Directives
  // ---------------------------------------------------------------------------------
  void directive(const Tok& t) {
    const Loc base{t.loc.line, t.loc.col + 3};
    std::vector<Tok> toks = Lexer(text_, t.off, t.end, base, true, prog_.file, prog_.errors).run();
    std::string text = text_.substr(t.off, t.end - t.off);
    const size_t b = text.find_first_not_of(" \t");
    const size_t e = text.find_last_not_of(" \t\r");
    text = b == std::string::npos ? std::string() : text.substr(b, e - b + 1);
    directive_tokens(toks, base, prog_.file, false, text);
  }

  void directive_tokens(const std::vector<Tok>& toks, Loc base, const std::string& file, bool cli,
                        const std::string& text) {
    const auto err = [&](Loc l, const std::string& m) { error(l, m, file); };
    size_t k = 0;
    if (!cli) {
      if (toks[0].k == Tok::End) return err(base, "empty directive: '//!' needs init, expect or print");
      if (toks[0].k != Tok::Word || (toks[0].s != "init" && toks[0].s != "expect" && toks[0].s != "print")) {
        return err(toks[0].loc, "unknown directive '" + toks[0].s + "' (//! init, //! expect, //! print)");
      }
      if (toks[0].s == "print") {
        size_t i = 1;
        if (toks[i].k == Tok::End) return err(toks[0].loc, "//! print: no registers");
        while (toks[i].k != Tok::End) {
          if (toks[i].k == Tok::Punct && toks[i].s == ",") {
            ++i;
            continue;
          }
          if (toks[i].k != Tok::Word) return err(toks[i].loc, "//! print: expected a register, found '" + toks[i].s + "'");
          print_names_.push_back({toks[i].s, toks[i].loc, file});
          ++i;
        }
        return;
      }
      k = 1;
    }
    Directive d;
    d.expect = !cli && toks[0].s == "expect";
    d.from_cli = cli;
    d.loc = cli ? base : toks[0].loc;
    d.text = text;
    const char* what = cli ? "--init" : d.expect ? "//! expect" : "//! init";
    if (toks[k].k != Tok::Word || toks[k].s[0] == '.' || special_of(toks[k].s) != Special::None) {
      return err(toks[k].loc, std::string(what) + ": expected a register name, found " +
                                  (toks[k].k == Tok::End ? std::string("nothing") : "'" + toks[k].s + "'"));
    }
    d.name = toks[k].s;
    d.name_loc = toks[k].loc;
    ++k;
    if (toks[k].k != Tok::Punct || toks[k].s != "=") {
      return err(toks[k].loc, std::string(what) + ": expected '=' after '" + d.name + "'");
    }
    ++k;
    ExprParser ep{toks, k, file, *this, true};  // '?' in //! init is reported below
    if (toks[k].k == Tok::End) return err(toks[k].loc, std::string(what) + ": expected a value after '='");
    const size_t errors_before = prog_.errors.size();
    while (toks[ep.k].k != Tok::End && prog_.errors.size() == errors_before) {
      d.values.push_back(ep.item());
      if (toks[ep.k].k == Tok::Punct && toks[ep.k].s == ",") {
        ++ep.k;
        if (toks[ep.k].k == Tok::End) err(toks[ep.k].loc, std::string(what) + ": missing value after ','");
      }
    }
    if (prog_.errors.size() != errors_before) return;
    if (d.values.size() != 1 && d.values.size() != kLanes) {
      return err(d.values[0].loc, std::string(what) + ": a lane list needs " + std::to_string(kLanes) +
                                      " values, this one has " + std::to_string(d.values.size()));
    }
    if (!d.expect) {
      for (const Expr& e : d.values) {
        if (e.kind == Expr::Kind::DontCare) return err(e.loc, std::string(what) + ": '?' is only for //! expect");
      }
    }
    prog_.body.push_back(Statement{false, prog_.directives.size()});
    prog_.directives.push_back(std::move(d));
  }

  // C-precedence expression parser over the tokens of one directive.
  struct ExprParser {
    const std::vector<Tok>& t;
    size_t k;
    const std::string& file;
    Parser& p;
    bool allow_dont_care;
    bool failed = false;

    void err(Loc l, const std::string& m) {
      if (!failed) p.error(l, m, file);
      failed = true;
    }
    bool is(const char* s) const { return t[k].k == Tok::Punct && t[k].s == s; }

    Expr item() {
      if (allow_dont_care && is("?")) {
        Expr e;
        e.kind = Expr::Kind::DontCare;
        e.loc = t[k].loc;
        ++k;
        return e;
      }
      const Loc start = t[k].loc;
      Expr e = expr(0);
      e.start = start;
      if (!failed && t[k].k != Tok::End && !is(",") && !starts_item()) {
        err(t[k].loc, "unexpected '" + t[k].s + "' in expression");
      }
      if (failed) k = t.size() - 1;  // stop at End
      return e;
    }
    // Juxtaposed list items: "1 3 6 10".
    bool starts_item() const {
      return t[k].k == Tok::Num || t[k].k == Tok::Word || is("(") || is("~") || is("!") || is("?");
    }

    static int prec(const std::string& op) {
      static const std::map<std::string, int> m = {{"||", 1}, {"&&", 2}, {"|", 3},  {"^", 4},  {"&", 5},
                                                   {"==", 6}, {"!=", 6}, {"<", 7},  {"<=", 7}, {">", 7},
                                                   {">=", 7}, {"<<", 8}, {">>", 8}, {"+", 9},  {"-", 9},
                                                   {"*", 10}, {"/", 10}, {"%", 10}};
      const auto it = m.find(op);
      return it == m.end() ? -1 : it->second;
    }

    // Does a ':' follow at this nesting depth before ',' or the end? ("c ? a : b", not
    // a '?' list entry.)
    bool ternary_ahead() const {
      int depth = 0;
      for (size_t i = k + 1; i < t.size() && t[i].k != Tok::End; ++i) {
        if (t[i].k != Tok::Punct) continue;
        if (t[i].s == "(") ++depth;
        if (t[i].s == ")") --depth;
        if (depth < 0) return false;
        if (depth == 0 && t[i].s == ",") return false;
        if (depth == 0 && t[i].s == ":") return true;
      }
      return false;
    }

    Expr expr(int min_prec) {
      Expr lhs = unary();
      while (!failed && t[k].k == Tok::Punct) {
        const std::string op = t[k].s;
        if (op == "?" && min_prec == 0 && ternary_ahead()) {
          Expr e;
          e.kind = Expr::Kind::Ternary;
          e.loc = t[k].loc;
          ++k;
          Expr a = expr(0);
          if (failed) return e;
          if (!is(":")) {
            err(t[k].loc, "expected ':' in 'c ? a : b'");
            return e;
          }
          ++k;
          Expr b = expr(0);
          e.kids = {lhs, a, b};
          return e;
        }
        const int pr = prec(op);
        if (pr < 0 || pr < min_prec) break;
        const Loc loc = t[k].loc;
        ++k;
        Expr rhs = expr(pr + 1);
        Expr e;
        e.kind = Expr::Kind::Binary;
        e.op = op;
        e.loc = loc;
        e.kids = {lhs, rhs};
        lhs = e;
      }
      return lhs;
    }

    Expr unary() {
      Expr e;
      e.loc = t[k].loc;
      if (is("-") || is("~") || is("!") || is("+")) {
        e.kind = Expr::Kind::Unary;
        e.op = t[k].s;
        ++k;
        e.kids = {unary()};
        return e;
      }
      if (is("(")) {
        ++k;
        Expr in = expr(0);
        if (!failed && !is(")")) err(t[k].loc, "expected ')'");
        if (!failed) ++k;
        return in;
      }
      if (t[k].k == Tok::Num) {
        const Number n = parse_number(t[k].s);
        if (!n.ok) {
          err(t[k].loc, n.error);
          return e;
        }
        if (n.is_float) {
          e.kind = Expr::Kind::Float;
          e.f = n.f;
        } else {
          if (n.overflow || n.mag > static_cast<uint64_t>(std::numeric_limits<int64_t>::max())) {
            err(t[k].loc, "number '" + t[k].s + "' is too large");
            return e;
          }
          e.kind = Expr::Kind::Int;
          e.i = static_cast<int64_t>(n.mag);
        }
        ++k;
        return e;
      }
      if (t[k].k == Tok::Word) {
        const std::string w = t[k].s;
        ++k;
        if (w == "%laneid" || w == "lane") {  // "lane": no '%' to quote on a command line
          e.kind = Expr::Kind::LaneId;
          return e;
        }
        if (w == "%warpsize") {
          e.kind = Expr::Kind::WarpSize;
          return e;
        }
        if (w == "f32" || w == "b32" || w == "s32" || w == "u32") {
          if (!is("(")) {
            err(t[k].loc, "expected '(' after '" + w + "'");
            return e;
          }
          ++k;
          Expr a = expr(0);
          if (!failed && !is(")")) err(t[k].loc, "expected ')'");
          if (!failed) ++k;
          e.kind = Expr::Kind::Call;
          e.op = w;
          e.kids = {a};
          return e;
        }
        err(e.loc, "unknown name '" + w + "' in a value (use numbers, %laneid or lane, %warpsize, f32() b32() s32() u32())");
        return e;
      }
      err(e.loc, t[k].k == Tok::End ? std::string("expected a value, found the end of the line")
                                    : "expected a value, found '" + t[k].s + "'");
      return e;
    }
  };

  // ---------------------------------------------------------------------------------
  // Command-line --init and --print
  // ---------------------------------------------------------------------------------
  void cli(const std::vector<CliInit>& inits, const std::vector<std::string>& print) {
    size_t placed = 0;
    for (const CliInit& c : inits) {
      std::vector<Tok> toks = Lexer(c.text, 0, c.text.size(), Loc{1, 1}, true, "--init", prog_.errors).run();
      const size_t before = prog_.body.size();
      directive_tokens(toks, Loc{1, 1}, "--init", true, c.text);
      if (prog_.body.size() != before) {
        // --init values are applied before the first statement.
        Statement s = prog_.body.back();
        prog_.body.pop_back();
        prog_.body.insert(prog_.body.begin() + static_cast<long>(placed++), s);
      }
    }
    if (!print.empty()) {
      print_names_.clear();
      for (const std::string& n : print) print_names_.push_back({n, Loc{1, 1}, "--print"});
    }
  }

  // ---------------------------------------------------------------------------------
  // After parsing: types, directive targets, every register written before it is read
  // ---------------------------------------------------------------------------------
  void resolve() {
    // Types of undeclared registers: the first typed (u32 / s32 / f32) instruction using them.
    std::vector<bool> typed(prog_.regs.size());
    for (size_t r = 0; r < prog_.regs.size(); ++r) typed[r] = prog_.regs[r].declared || prog_.regs[r].pred;
    for (const Instr& in : prog_.instrs) {
      if (in.type != Type::U32 && in.type != Type::S32 && in.type != Type::F32) continue;
      const auto mark = [&](const Operand& o) {
        if (o.kind != Operand::Kind::Reg || typed[static_cast<size_t>(o.reg)]) return;
        prog_.regs[static_cast<size_t>(o.reg)].type = in.type;
        typed[static_cast<size_t>(o.reg)] = true;
      };
      if (in.op != Opcode::Setp) mark(in.dst[0]);
      const size_t n = (in.op == Opcode::Shl || in.op == Opcode::Shr) ? 1 : in.src.size();  // not the shift amount
      for (size_t i = 0; i < n; ++i) mark(in.src[i]);
    }
    // Directive targets.
    std::set<std::string> cli_inits;
    for (Directive& d : prog_.directives) {
      const auto it = index_.find(d.name);
      const std::string file = d.from_cli ? "--init" : prog_.file;
      if (it == index_.end()) {
        error(d.name_loc, std::string(d.from_cli ? "--init" : d.expect ? "//! expect" : "//! init") + ": '" + d.name +
                              "' is not a register of the program", file);
        continue;
      }
      d.reg = it->second;
      if (d.from_cli) cli_inits.insert(d.name);
    }
    // --init replaces the file's //! init of the same register.
    std::vector<Statement> body;
    for (const Statement& s : prog_.body) {
      if (!s.is_instr) {
        const Directive& d = prog_.directives[s.index];
        if (!d.expect && !d.from_cli && cli_inits.count(d.name)) continue;
      }
      body.push_back(s);
    }
    prog_.body = body;
    for (const PrintName& pn : print_names_) {
      const auto it = index_.find(pn.name);
      if (it == index_.end()) {
        error(pn.loc, "print: '" + pn.name + "' is not a register of the program", pn.file);
        continue;
      }
      prog_.print.push_back(it->second);
    }
    // Registers are read only after something declared, initialised or wrote them.
    std::vector<bool> known(prog_.regs.size());
    std::vector<bool> reported(prog_.regs.size());
    for (size_t r = 0; r < prog_.regs.size(); ++r) known[r] = prog_.regs[r].declared;
    const auto check = [&](int reg, Loc loc, const std::string& file) {
      if (reg < 0 || known[static_cast<size_t>(reg)] || reported[static_cast<size_t>(reg)]) return;
      reported[static_cast<size_t>(reg)] = true;
      const RegInfo& r = prog_.regs[static_cast<size_t>(reg)];
      error(loc, std::string(r.pred ? "undefined predicate '" : "undefined register '") + r.name +
                     "': nothing declares, initialises or writes it before this",
            file);
    };
    for (const Statement& s : prog_.body) {
      if (!s.is_instr) {
        const Directive& d = prog_.directives[s.index];
        if (d.reg < 0) continue;
        if (d.expect) {
          check(d.reg, d.name_loc, prog_.file);
        } else {
          known[static_cast<size_t>(d.reg)] = true;
        }
        continue;
      }
      const Instr& in = prog_.instrs[s.index];
      if (in.guard >= 0) check(in.guard, in.guard_loc, prog_.file);
      for (const Operand& o : in.src) {
        if (o.kind == Operand::Kind::Reg) check(o.reg, o.loc, prog_.file);
      }
      for (const Operand& o : in.dst) known[static_cast<size_t>(o.reg)] = true;
    }
  }

  struct PrintName {
    std::string name;
    Loc loc;
    std::string file;
  };

  const std::string& text_;
  std::vector<Tok> toks_;
  Program prog_;
  std::map<std::string, int> index_;
  std::vector<PrintName> print_names_;
};

// =======================================================================================
// Evaluation of directive values
// =======================================================================================

double as_double(const Value& v) { return v.is_float ? v.f : static_cast<double>(v.i); }

Value make_int(int64_t i) {
  Value v;
  v.i = i;
  return v;
}
Value make_float(double f) {
  Value v;
  v.is_float = true;
  v.f = f;
  return v;
}

int64_t wrap_add(int64_t a, int64_t b) { return static_cast<int64_t>(static_cast<uint64_t>(a) + static_cast<uint64_t>(b)); }
int64_t wrap_sub(int64_t a, int64_t b) { return static_cast<int64_t>(static_cast<uint64_t>(a) - static_cast<uint64_t>(b)); }
int64_t wrap_mul(int64_t a, int64_t b) { return static_cast<int64_t>(static_cast<uint64_t>(a) * static_cast<uint64_t>(b)); }

}  // namespace

Value eval(const Expr& e, unsigned lane) {
  const auto need_int = [&](const Value& v, const Expr& at, const std::string& op) {
    if (v.is_float) throw EvalError{at.loc, "'" + op + "' needs integer operands, not floats"};
  };
  switch (e.kind) {
    case Expr::Kind::Int: return make_int(e.i);
    case Expr::Kind::Float: return make_float(e.f);
    case Expr::Kind::LaneId: return make_int(lane);
    case Expr::Kind::WarpSize: return make_int(kLanes);
    case Expr::Kind::DontCare: throw EvalError{e.loc, "'?' has no value"};
    case Expr::Kind::Ternary: {
      const Value c = eval(e.kids[0], lane);
      const bool t = c.is_float ? c.f != 0 : c.i != 0;
      return eval(e.kids[t ? 1 : 2], lane);
    }
    case Expr::Kind::Call: {
      const Value a = eval(e.kids[0], lane);
      if (e.op == "f32") return make_float(as_double(a));
      if (e.op == "b32") {
        Value v;
        if (a.is_float) {
          const float f = static_cast<float>(a.f);
          uint32_t bits;
          std::memcpy(&bits, &f, sizeof bits);
          v.i = bits;
        } else {
          v.i = static_cast<int64_t>(static_cast<uint32_t>(a.i));
        }
        v.raw = true;
        return v;
      }
      int64_t i = a.i;
      if (a.is_float) {
        if (!std::isfinite(a.f) || std::fabs(a.f) > 9.2e18) throw EvalError{e.loc, e.op + "(): float out of range"};
        i = static_cast<int64_t>(a.f);
      }
      if (e.op == "s32") return make_int(static_cast<int32_t>(static_cast<uint32_t>(i)));
      return make_int(static_cast<uint32_t>(i));  // u32
    }
    case Expr::Kind::Unary: {
      const Value a = eval(e.kids[0], lane);
      if (e.op == "+") return a;
      if (e.op == "-") return a.is_float ? make_float(-a.f) : make_int(wrap_sub(0, a.i));
      if (e.op == "!") return make_int(a.is_float ? a.f == 0 : a.i == 0);
      need_int(a, e, "~");
      return make_int(~a.i);
    }
    case Expr::Kind::Binary: break;
  }
  const std::string& op = e.op;
  if (op == "&&" || op == "||") {
    const Value a = eval(e.kids[0], lane);
    const bool at = a.is_float ? a.f != 0 : a.i != 0;
    if (op == "&&" && !at) return make_int(0);
    if (op == "||" && at) return make_int(1);
    const Value b = eval(e.kids[1], lane);
    return make_int(b.is_float ? b.f != 0 : b.i != 0);
  }
  const Value a = eval(e.kids[0], lane);
  const Value b = eval(e.kids[1], lane);
  const bool fl = a.is_float || b.is_float;
  if (op == "==" || op == "!=" || op == "<" || op == "<=" || op == ">" || op == ">=") {
    bool r;
    if (fl) {
      const double x = as_double(a), y = as_double(b);
      r = op == "==" ? x == y : op == "!=" ? x != y : op == "<" ? x < y : op == "<=" ? x <= y : op == ">" ? x > y : x >= y;
    } else {
      const int64_t x = a.i, y = b.i;
      r = op == "==" ? x == y : op == "!=" ? x != y : op == "<" ? x < y : op == "<=" ? x <= y : op == ">" ? x > y : x >= y;
    }
    return make_int(r);
  }
  if (op == "+" || op == "-" || op == "*" || op == "/") {
    if (fl) {
      const double x = as_double(a), y = as_double(b);
      return make_float(op == "+" ? x + y : op == "-" ? x - y : op == "*" ? x * y : x / y);
    }
    if (op == "+") return make_int(wrap_add(a.i, b.i));
    if (op == "-") return make_int(wrap_sub(a.i, b.i));
    if (op == "*") return make_int(wrap_mul(a.i, b.i));
    if (b.i == 0) throw EvalError{e.loc, "division by zero"};
    if (a.i == std::numeric_limits<int64_t>::min() && b.i == -1) return make_int(a.i);
    return make_int(a.i / b.i);
  }
  need_int(a, e, op);
  need_int(b, e, op);
  if (op == "%") {
    if (b.i == 0) throw EvalError{e.loc, "division by zero"};
    if (b.i == -1) return make_int(0);
    return make_int(a.i % b.i);
  }
  if (op == "&") return make_int(a.i & b.i);
  if (op == "|") return make_int(a.i | b.i);
  if (op == "^") return make_int(a.i ^ b.i);
  if (op == "<<" || op == ">>") {
    if (b.i < 0) throw EvalError{e.loc, "negative shift amount"};
    if (op == "<<") return make_int(b.i >= 64 ? 0 : static_cast<int64_t>(static_cast<uint64_t>(a.i) << b.i));
    return make_int(b.i >= 64 ? (a.i < 0 ? -1 : 0) : (a.i >> b.i));  // arithmetic
  }
  throw EvalError{e.loc, "unknown operator '" + op + "'"};
}

uint32_t to_register(const Value& v, Type t, Loc loc) {
  if (t == Type::Pred) return (v.is_float ? v.f != 0 : v.i != 0) ? 1u : 0u;
  if (v.is_float || (t == Type::F32 && !v.raw)) {
    const float f = static_cast<float>(as_double(v));
    uint32_t bits;
    std::memcpy(&bits, &f, sizeof bits);
    return bits;
  }
  if (v.i < -2147483648ll || v.i > 0xffffffffll) {
    throw EvalError{loc, "value " + std::to_string(v.i) + " does not fit in 32 bits"};
  }
  return static_cast<uint32_t>(v.i);
}

Program parse_program(const std::string& text, const std::string& file, const std::vector<CliInit>& inits,
                      const std::vector<std::string>& print) {
  return Parser(text, file).run(inits, print);
}

int find_reg(const Program& p, const std::string& name) {
  for (size_t i = 0; i < p.regs.size(); ++i) {
    if (p.regs[i].name == name) return static_cast<int>(i);
  }
  return -1;
}

}  // namespace xlane::run
