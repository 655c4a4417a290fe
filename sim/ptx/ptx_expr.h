// SPDX-License-Identifier: Apache-2.0
// The values of `//! init`, `//! expect` and --init: C-precedence expressions over one
// directive's tokens (ptx_lex.h), evaluated per lane by eval() (ptx_parse.h). Internal to
// sim/ptx/.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "ptx/ptx_lex.h"
#include "ptx/ptx_parse.h"

namespace xlane::run {

/// Reads list items from t[k] on; the first error goes to `errors` (as FILE:LINE:COL) and
/// stops the parse: `failed` is set and `k` left on the End token.
class ExprParser {
 public:
  ExprParser(const std::vector<Tok>& t, size_t k, const std::string& file, std::vector<Diagnostic>& errors,
             bool allow_dont_care)
      : k(k), t_(t), file_(file), errors_(errors), allow_dont_care_(allow_dont_care) {}

  /// One list item: an expression, or `?` where allowed. Items may be juxtaposed
  /// ("1 3 6 10") or separated by ',' (left for the caller).
  Expr item();

  size_t k;             ///< the next token
  bool failed = false;  ///< an error was reported

 private:
  void err(Loc l, const std::string& m);
  bool is(const char* s) const { return t_[k].k == Tok::Punct && t_[k].s == s; }
  bool starts_item() const;
  bool ternary_ahead() const;
  Expr expr(int min_prec);
  Expr ternary(Expr cond);
  Expr unary();
  Expr literal();
  Expr name();
  Expr call(const std::string& type, Expr e);

  const std::vector<Tok>& t_;
  const std::string& file_;
  std::vector<Diagnostic>& errors_;
  bool allow_dont_care_;
};

}  // namespace xlane::run
