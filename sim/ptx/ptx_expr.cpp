// SPDX-License-Identifier: Apache-2.0
// Directive expressions: the parser (ptx_expr.h) and their values per lane (eval and
// to_register, declared in ptx_parse.h).
#include "ptx/ptx_expr.h"

#include <cmath>
#include <cstring>
#include <limits>
#include <map>

namespace xlane::run {

// =======================================================================================
// Parsing
// =======================================================================================

void ExprParser::err(Loc l, const std::string& m) {
  if (!failed) errors_.push_back(Diagnostic{file_, l, m});
  failed = true;
}

Expr ExprParser::item() {
  if (allow_dont_care_ && is("?")) {
    Expr e;
    e.kind = Expr::Kind::DontCare;
    e.loc = t_[k].loc;
    ++k;
    return e;
  }
  const Loc start = t_[k].loc;
  Expr e = expr(0);
  e.start = start;
  if (!failed && t_[k].k != Tok::End && !is(",") && !starts_item()) {
    err(t_[k].loc, "unexpected '" + t_[k].s + "' in expression");
  }
  if (failed) k = t_.size() - 1;  // stop at End
  return e;
}

// Juxtaposed list items: "1 3 6 10".
bool ExprParser::starts_item() const {
  return t_[k].k == Tok::Num || t_[k].k == Tok::Word || is("(") || is("~") || is("!") || is("?");
}

namespace {

int prec(const std::string& op) {
  static const std::map<std::string, int> m = {{"||", 1}, {"&&", 2}, {"|", 3},  {"^", 4},  {"&", 5},
                                               {"==", 6}, {"!=", 6}, {"<", 7},  {"<=", 7}, {">", 7},
                                               {">=", 7}, {"<<", 8}, {">>", 8}, {"+", 9},  {"-", 9},
                                               {"*", 10}, {"/", 10}, {"%", 10}};
  const auto it = m.find(op);
  return it == m.end() ? -1 : it->second;
}

}  // namespace

// Does a ':' follow at this nesting depth before ',' or the end? ("c ? a : b", not a '?'
// list entry.)
bool ExprParser::ternary_ahead() const {
  int depth = 0;
  for (size_t i = k + 1; i < t_.size() && t_[i].k != Tok::End; ++i) {
    if (t_[i].k != Tok::Punct) continue;
    if (t_[i].s == "(") ++depth;
    if (t_[i].s == ")") --depth;
    if (depth < 0) return false;
    if (depth == 0 && t_[i].s == ",") return false;
    if (depth == 0 && t_[i].s == ":") return true;
  }
  return false;
}

Expr ExprParser::expr(int min_prec) {
  Expr lhs = unary();
  while (!failed && t_[k].k == Tok::Punct) {
    const std::string op = t_[k].s;
    if (op == "?" && min_prec == 0 && ternary_ahead()) return ternary(lhs);
    const int pr = prec(op);
    if (pr < 0 || pr < min_prec) break;
    const Loc loc = t_[k].loc;
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

// cond ? a : b, from the '?'.
Expr ExprParser::ternary(Expr cond) {
  Expr e;
  e.kind = Expr::Kind::Ternary;
  e.loc = t_[k].loc;
  ++k;
  Expr a = expr(0);
  if (failed) return e;
  if (!is(":")) {
    err(t_[k].loc, "expected ':' in 'c ? a : b'");
    return e;
  }
  ++k;
  Expr b = expr(0);
  e.kids = {cond, a, b};
  return e;
}

Expr ExprParser::unary() {
  Expr e;
  e.loc = t_[k].loc;
  if (is("-") || is("~") || is("!") || is("+")) {
    e.kind = Expr::Kind::Unary;
    e.op = t_[k].s;
    ++k;
    e.kids = {unary()};
    return e;
  }
  if (is("(")) {
    ++k;
    Expr in = expr(0);
    if (!failed && !is(")")) err(t_[k].loc, "expected ')'");
    if (!failed) ++k;
    return in;
  }
  if (t_[k].k == Tok::Num) return literal();
  if (t_[k].k == Tok::Word) return name();
  err(e.loc, t_[k].k == Tok::End ? std::string("expected a value, found the end of the line")
                                 : "expected a value, found '" + t_[k].s + "'");
  return e;
}

Expr ExprParser::literal() {
  Expr e;
  e.loc = t_[k].loc;
  const Number n = parse_number(t_[k].s);
  if (!n.ok) {
    err(t_[k].loc, n.error);
    return e;
  }
  if (n.is_float) {
    e.kind = Expr::Kind::Float;
    e.f = n.f;
  } else {
    if (n.overflow || n.mag > static_cast<uint64_t>(std::numeric_limits<int64_t>::max())) {
      err(t_[k].loc, "number '" + t_[k].s + "' is too large");
      return e;
    }
    e.kind = Expr::Kind::Int;
    e.i = static_cast<int64_t>(n.mag);
  }
  ++k;
  return e;
}

Expr ExprParser::name() {
  Expr e;
  e.loc = t_[k].loc;
  const std::string w = t_[k].s;
  ++k;
  if (w == "%laneid" || w == "lane") {  // "lane": no '%' to quote on a command line
    e.kind = Expr::Kind::LaneId;
    return e;
  }
  if (w == "%warpsize") {
    e.kind = Expr::Kind::WarpSize;
    return e;
  }
  if (w == "f32" || w == "b32" || w == "s32" || w == "u32") return call(w, e);
  err(e.loc, "unknown name '" + w + "' in a value (use numbers, %laneid or lane, %warpsize, f32() b32() s32() u32())");
  return e;
}

// TYPE(expr), after the name.
Expr ExprParser::call(const std::string& type, Expr e) {
  if (!is("(")) {
    err(t_[k].loc, "expected '(' after '" + type + "'");
    return e;
  }
  ++k;
  Expr a = expr(0);
  if (!failed && !is(")")) err(t_[k].loc, "expected ')'");
  if (!failed) ++k;
  e.kind = Expr::Kind::Call;
  e.op = type;
  e.kids = {a};
  return e;
}

// =======================================================================================
// Values
// =======================================================================================

namespace {

double as_double(const Value& v) { return v.is_float ? v.f : static_cast<double>(v.i); }
bool truth(const Value& v) { return v.is_float ? v.f != 0 : v.i != 0; }

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

void need_int(const Value& v, const Expr& at, const std::string& op) {
  if (v.is_float) throw EvalError{at.loc, "'" + op + "' needs integer operands, not floats"};
}

// f32(x), b32(x) (the bits, kept as they are), s32(x), u32(x).
Value eval_call(const Expr& e, const Value& a) {
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

Value eval_unary(const Expr& e, const Value& a) {
  if (e.op == "+") return a;
  if (e.op == "-") return a.is_float ? make_float(-a.f) : make_int(wrap_sub(0, a.i));
  if (e.op == "!") return make_int(a.is_float ? a.f == 0 : a.i == 0);
  need_int(a, e, "~");
  return make_int(~a.i);
}

// The comparisons and + - * /, on doubles when either side is a float.
bool arithmetic(const Expr& e, const Value& a, const Value& b, Value& out) {
  const std::string& op = e.op;
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
    out = make_int(r);
    return true;
  }
  if (op != "+" && op != "-" && op != "*" && op != "/") return false;
  if (fl) {
    const double x = as_double(a), y = as_double(b);
    out = make_float(op == "+" ? x + y : op == "-" ? x - y : op == "*" ? x * y : x / y);
  } else if (op == "+" || op == "-" || op == "*") {
    out = make_int(op == "+" ? wrap_add(a.i, b.i) : op == "-" ? wrap_sub(a.i, b.i) : wrap_mul(a.i, b.i));
  } else if (b.i == 0) {
    throw EvalError{e.loc, "division by zero"};
  } else {
    out = make_int(a.i == std::numeric_limits<int64_t>::min() && b.i == -1 ? a.i : a.i / b.i);
  }
  return true;
}

// % & | ^ << >>: integers only.
Value bitwise(const Expr& e, const Value& a, const Value& b) {
  const std::string& op = e.op;
  need_int(a, e, op);
  need_int(b, e, op);
  if (op == "%") {
    if (b.i == 0) throw EvalError{e.loc, "division by zero"};
    return make_int(b.i == -1 ? 0 : a.i % b.i);
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

Value eval_binary(const Expr& e, unsigned lane) {
  const std::string& op = e.op;
  if (op == "&&" || op == "||") {  // short-circuit: the right side is not evaluated
    const bool at = truth(eval(e.kids[0], lane));
    if (op == "&&" && !at) return make_int(0);
    if (op == "||" && at) return make_int(1);
    return make_int(truth(eval(e.kids[1], lane)));
  }
  const Value a = eval(e.kids[0], lane);
  const Value b = eval(e.kids[1], lane);
  Value out;
  if (arithmetic(e, a, b, out)) return out;
  return bitwise(e, a, b);
}

}  // namespace

Value eval(const Expr& e, unsigned lane) {
  switch (e.kind) {
    case Expr::Kind::Int: return make_int(e.i);
    case Expr::Kind::Float: return make_float(e.f);
    case Expr::Kind::LaneId: return make_int(lane);
    case Expr::Kind::WarpSize: return make_int(kLanes);
    case Expr::Kind::DontCare: throw EvalError{e.loc, "'?' has no value"};
    case Expr::Kind::Ternary: return eval(e.kids[truth(eval(e.kids[0], lane)) ? 1 : 2], lane);
    case Expr::Kind::Call: return eval_call(e, eval(e.kids[0], lane));
    case Expr::Kind::Unary: return eval_unary(e, eval(e.kids[0], lane));
    case Expr::Kind::Binary: break;
  }
  return eval_binary(e, lane);
}

uint32_t to_register(const Value& v, Type t, Loc loc) {
  if (t == Type::Pred) return truth(v) ? 1u : 0u;
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

}  // namespace xlane::run
