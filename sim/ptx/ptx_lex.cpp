// SPDX-License-Identifier: Apache-2.0
// The lexer of warp programs and PTX's number literals; see ptx_lex.h.
#include "ptx/ptx_lex.h"

#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>

namespace xlane::run {

namespace {

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

}  // namespace

std::vector<Tok> Lexer::run() {
  out_.clear();
  while (i_ < end_) {
    if (blank() || comment() || number() || word() || punct()) continue;
    error(here(), "unexpected character " + show_char(t_[i_]));
    ++i_;
  }
  Tok e;
  e.k = Tok::End;
  e.loc = here();
  e.off = e.end = end_;
  out_.push_back(e);
  return std::move(out_);
}

void Lexer::push(Tok::Kind k, size_t b, size_t e, Loc loc) {
  Tok tok;
  tok.k = k;
  tok.s = t_.substr(b, e - b);
  tok.loc = loc;
  tok.off = b;
  tok.end = e;
  out_.push_back(tok);
}

void Lexer::newline_at(size_t next) {
  ++line_;
  line_start_ = next;
  col0_ = 1;
}

bool Lexer::blank() {
  const char c = t_[i_];
  if (c == '\n') {
    push(Tok::Nl, i_, i_ + 1, here());
    ++i_;
    newline_at(i_);
    return true;
  }
  if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
    ++i_;
    return true;
  }
  return false;
}

bool Lexer::comment() {
  if (t_[i_] != '/' || (peek(1) != '/' && peek(1) != '*')) return false;
  const Loc loc = here();
  if (peek(1) == '/') {
    size_t e = i_;
    while (e < end_ && t_[e] != '\n') ++e;
    if (!directive_ && peek(2) == '!') {
      Tok tok;
      tok.k = Tok::Dir;
      tok.s = t_.substr(i_ + 3, e - (i_ + 3));
      tok.loc = loc;
      tok.off = i_ + 3;  // the directive's text
      tok.end = e;
      out_.push_back(tok);
    }
    i_ = e;
    return true;
  }
  const size_t close = t_.find("*/", i_ + 2);
  if (close == std::string::npos || close + 2 > end_) {
    error(loc, "unterminated comment: '/*' without '*/'");
    i_ = end_;
    return true;
  }
  const size_t start = i_;
  bool newline = false;
  for (size_t k = i_; k < close; ++k) {
    if (t_[k] == '\n') {
      newline = true;
      newline_at(k + 1);
    }
  }
  // A comment that spans lines ends the statement as a line end would.
  if (newline) push(Tok::Nl, start, start, loc);
  i_ = close + 2;
  return true;
}

bool Lexer::number() {
  const char c = t_[i_];
  if (!std::isdigit(static_cast<unsigned char>(c))) return false;
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
  push(Tok::Num, i_, e, here());
  i_ = e;
  return true;
}

bool Lexer::word() {
  const char c = t_[i_];
  if (!word_start(c) && !(c == '%' && i_ + 1 < end_ && word_start(t_[i_ + 1]) && t_[i_ + 1] != '.')) return false;
  size_t e = i_ + 1;
  while (e < end_ && word_char(t_[e])) ++e;
  push(Tok::Word, i_, e, here());
  i_ = e;
  return true;
}

bool Lexer::punct() {
  const char c = t_[i_];
  static const char* const kTwo[] = {"<<", ">>", "<=", ">=", "==", "!=", "&&", "||"};
  for (const char* op : kTwo) {
    if (c == op[0] && peek(1) == op[1]) {
      push(Tok::Punct, i_, i_ + 2, here());
      i_ += 2;
      return true;
    }
  }
  if (c == '\0' || std::strchr(",;|@!<>{}#[]()+-*/%&^~=?:", c) == nullptr) return false;
  push(Tok::Punct, i_, i_ + 1, here());
  ++i_;
  return true;
}

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
  if (hex || bin) {
    base = hex ? 16 : 2;
    digits = s.substr(2);
  } else if (s.size() > 1 && s[0] == '0') {
    base = 8;  // PTX: a leading 0 means octal
    digits = s.substr(1);
  }
  if (digits.empty()) return fail("no digits");
  for (char c : digits) {
    const unsigned v = std::isdigit(static_cast<unsigned char>(c)) ? static_cast<unsigned>(c - '0')
                       : std::isxdigit(static_cast<unsigned char>(c))
                           ? static_cast<unsigned>(std::tolower(static_cast<unsigned char>(c)) - 'a' + 10)
                           : 99u;
    if (v == 99u) return fail("");
    if (v >= base) return fail(base == 8 ? "a leading 0 makes it octal (PTX)" : "digit out of range for the base");
    if (n.mag > (std::numeric_limits<uint64_t>::max() - v) / base) n.overflow = true;
    n.mag = n.mag * base + v;
  }
  n.ok = true;
  return n;
}

}  // namespace xlane::run
