// SPDX-License-Identifier: Apache-2.0
// The lexer of warp programs and of their `//!` directives, and PTX's number literals:
// the first stage of the parser (ptx_parse.h). Internal to sim/ptx/.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "ptx/ptx_parse.h"

namespace xlane::run {

struct Tok {
  enum Kind { Word, Num, Punct, Nl, Dir, End };
  Kind k = End;
  std::string s;
  Loc loc;
  size_t off = 0;  ///< byte offsets of the token in the text
  size_t end = 0;
};

/// Splits text[begin, end) into tokens, the last one End. A `//!` line becomes one Dir
/// token holding its text (lexed again by the directive parser); other comments vanish,
/// and a block comment that spans lines ends the statement as a line end does. A
/// character no token takes is reported to `errors` and skipped.
class Lexer {
 public:
  /// `base` is the place of text[begin]; `directive`: the text of one `//!` line (no
  /// nested directives).
  Lexer(const std::string& text, size_t begin, size_t end, Loc base, bool directive, const std::string& file,
        std::vector<Diagnostic>& errors)
      : t_(text), i_(begin), end_(end), line_(base.line), line_start_(begin), col0_(base.col),
        directive_(directive), file_(file), errors_(errors) {}

  std::vector<Tok> run();

 private:
  bool blank();                      // white space, a line end
  bool comment();                    // a line or block comment, a directive
  bool number();                     // a literal, as one token (parse_number reads it)
  bool word();                       // a name, an opcode, a modifier, a %register
  bool punct();                      // an operator or separator
  char peek(size_t k) const { return i_ + k < end_ ? t_[i_ + k] : '\0'; }
  Loc here() const { return Loc{line_, static_cast<unsigned>(col0_ + (i_ - line_start_))}; }
  void push(Tok::Kind k, size_t b, size_t e, Loc loc);
  void newline_at(size_t next);      // a line starts at t_[next]
  void error(Loc loc, const std::string& msg) { errors_.push_back(Diagnostic{file_, loc, msg}); }

  const std::string& t_;
  size_t i_, end_;
  unsigned line_;
  size_t line_start_;
  unsigned col0_;
  bool directive_;
  const std::string& file_;
  std::vector<Diagnostic>& errors_;
  std::vector<Tok> out_;
};

/// A PTX number literal: integers (hex 0x, binary 0b, octal 0..., decimal, U suffix),
/// f32 bit patterns 0fXXXXXXXX and decimal floats (1.5, 2e3).
struct Number {
  bool ok = false;
  bool is_float = false;
  bool f32_bits = false;   ///< 0fXXXXXXXX: exact bits in `bits`
  bool overflow = false;   ///< integer above 2^64 - 1
  uint64_t mag = 0;        ///< integer magnitude
  double f = 0;
  uint32_t bits = 0;
  std::string error;       ///< why not ok
};

Number parse_number(std::string s);

}  // namespace xlane::run
