// SPDX-License-Identifier: Apache-2.0
// Parser of xlane warp programs; see ptx_parse.h and docs/run.md. The stages: the lexer
// (ptx_lex.h), statements and operands here, opcode words through the instruction table
// (ptx_table.h), directive values through the expression parser (ptx_expr.h), then the
// checks that need the whole program (resolve).
#include "ptx/ptx_parse.h"

#include <cstdlib>
#include <cstring>
#include <map>

#include "ptx/ptx_expr.h"
#include "ptx/ptx_lex.h"
#include "ptx/ptx_resolve.h"
#include "ptx/ptx_table.h"

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

// Roles of a register operand.
enum class Role { Data, Pred };

class Parser {
 public:
  Parser(const std::string& text, const std::string& file) : text_(text) { prog_.file = file; }

  Program run(const std::vector<CliInit>& inits, const std::vector<std::string>& print) {
    Lexer lx(text_, 0, text_.size(), Loc{1, 1}, false, prog_.file, prog_.errors);
    toks_ = lx.run();
    statements();
    cli(inits, print);
    resolve(prog_, index_, print_names_);
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
    if (!decode_opcode(in, opw, prog_.file, prog_.errors)) return;
    // Operands: split at the commas outside braces ({lo, hi} is one operand).
    std::vector<std::vector<Tok>> ops;
    std::vector<Tok> one;
    int depth = 0;
    for (size_t i = k + 1; i < toks.size(); ++i) {
      if (toks[i].k == Tok::Punct && (toks[i].s == "{" || toks[i].s == "}")) depth += toks[i].s == "{" ? 1 : -1;
      if (toks[i].k == Tok::Punct && toks[i].s == "," && depth <= 0) {
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

  // The operand count and roles of each opcode (ptx_table.h).
  void operands(Instr& in, const std::vector<std::vector<Tok>>& ops, Loc end_loc) {
    const size_t nsrc = source_count(in);
    const std::string form = operand_form(in);
    const size_t want = 1 + nsrc;
    const std::string name = in.name;
    if (ops.size() < want) {
      return error(end_loc, name + ": missing operand: expected " + std::to_string(want) + " (" + form + "), found " +
                                std::to_string(ops.size()));
    }
    if (ops.size() > want) {
      return error(ops[want][0].loc, name + ": too many operands: expected " + std::to_string(want) + " (" + form + ")");
    }
    // Destination(s).
    const std::vector<Tok>& d = ops[0];
    const bool pair_ok = has_two_dests(in);
    if (!reg_operand(in, d, 0, in.dst, pred_dest(in) ? Role::Pred : Role::Data, true)) return;
    if (d.size() > 1) {
      if (d[1].s != "|" || !pair_ok) {
        return error(d[1].loc, d[1].s == "|"
                                   ? name + ": only shfl (d|p), setp (p|q) and match.all (d|p) have two destinations"
                                   : name + ": unexpected '" + d[1].s + "' after the destination");
      }
      if (!reg_operand(in, d, 2, in.dst, Role::Pred, true)) return;
      if (d.size() > 3) return error(d[3].loc, name + ": unexpected '" + d[3].s + "' after the destination");
    }
    for (size_t i = 1; i < ops.size(); ++i) {
      const Role role = pred_source(in, i - 1, nsrc) ? Role::Pred : Role::Data;
      bool ok;
      if (pair_source(in, i - 1)) {
        ok = pair(in, ops[i]);
      } else if (in.op == Opcode::Vote && i == 1) {
        ok = vote_source(in, ops[i]);
      } else {
        ok = source(in, ops[i], role);
      }
      if (!ok) return;
    }
    prog_.body.push_back(Statement{true, prog_.instrs.size()});
    prog_.instrs.push_back(std::move(in));
  }

  // vote.sync's {!}a: a predicate, negated by a leading '!' (the opcode's n bit).
  bool vote_source(Instr& in, std::vector<Tok> toks) {
    if (toks[0].k == Tok::Punct && toks[0].s == "!") {
      if (toks.size() < 2 || toks[1].k != Tok::Word) {
        error(toks[0].loc, in.name + ": '!' negates a predicate register");
        return false;
      }
      in.opcode = isa::encode_vote(isa::decode(in.opcode).vote, true);
      toks.erase(toks.begin());
    }
    return source(in, toks, Role::Pred);
  }

  // match.sync.b64's 64-bit a: two 32-bit sources written {lo, hi}, PTX's way of making
  // a 64-bit value of two halves (mov.b64 d, {lo, hi}); lo becomes a, hi b.
  bool pair(Instr& in, const std::vector<Tok>& toks) {
    const std::string want =
        in.name + ": the 64-bit operand is written {lo, hi} (two 32-bit registers, the low word first)";
    if (toks[0].s != "{" || toks.back().s != "}" || toks.size() < 3) {
      error(toks[0].loc, want);
      return false;
    }
    std::vector<std::vector<Tok>> halves(1);
    for (size_t i = 1; i + 1 < toks.size(); ++i) {
      if (toks[i].k == Tok::Punct && (toks[i].s == "{" || toks[i].s == "}")) {
        error(toks[i].loc, want);
        return false;
      }
      if (toks[i].k == Tok::Punct && toks[i].s == ",") {
        halves.emplace_back();
        continue;
      }
      halves.back().push_back(toks[i]);
    }
    if (halves.size() != 2 || halves[0].empty() || halves[1].empty()) {
      error(toks[0].loc, want);
      return false;
    }
    return source(in, halves[0], Role::Data) && source(in, halves[1], Role::Data);
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
    if (t0.k == Tok::Punct && (t0.s == "{" || t0.s == "!")) {
      error(t0.loc, in.name + (t0.s == "{" ? ": '{lo, hi}' is match.sync.b64's 64-bit operand only"
                                           : ": '!' negates only vote.sync's predicate operand"));
      return false;
    }
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
    return immediate(in, toks, role);
  }

  // An immediate source: ['#'] ['-'] number.
  bool immediate(Instr& in, const std::vector<Tok>& toks, Role role) {
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
    if (!immediate_bits(in, nt, n, neg, role, o)) return false;
    in.src.push_back(o);
    return true;
  }

  // The 32 bits of immediate `nt` (its Number `n`, negated with `neg`) into o.imm.
  bool immediate_bits(const Instr& in, const Tok& nt, const Number& n, bool neg, Role role, Operand& o) {
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
      if (toks[0].s == "print") return print_directive(toks, file);
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
    ExprParser ep(toks, k, file, prog_.errors, true);  // '?' in //! init is reported below
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

  // //! print REG {[,] REG}
  void print_directive(const std::vector<Tok>& toks, const std::string& file) {
    size_t i = 1;
    if (toks[i].k == Tok::End) return error(toks[0].loc, "//! print: no registers", file);
    while (toks[i].k != Tok::End) {
      if (toks[i].k == Tok::Punct && toks[i].s == ",") {
        ++i;
        continue;
      }
      if (toks[i].k != Tok::Word) return error(toks[i].loc, "//! print: expected a register, found '" + toks[i].s + "'", file);
      print_names_.push_back({toks[i].s, toks[i].loc, file});
      ++i;
    }
  }

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

  const std::string& text_;
  std::vector<Tok> toks_;
  Program prog_;
  std::map<std::string, int> index_;
  std::vector<PrintName> print_names_;
};

}  // namespace

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
