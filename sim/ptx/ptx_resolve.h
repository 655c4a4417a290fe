// SPDX-License-Identifier: Apache-2.0
// The last stage of the parser (ptx_parse.h): the checks that need the whole program.
// Internal to sim/ptx/.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "ptx/ptx_parse.h"

namespace xlane::run {

/// A register to print (`//! print` or --print), from `file` ("--print" for the option).
struct PrintName {
  std::string name;
  Loc loc;
  std::string file;
};

/// After parsing: the types of undeclared registers (their first typed use), the
/// registers of the directives and of `print` (--init replacing the file's `//! init` of
/// the same register), and every register written before it is read. `index` maps each
/// register's name to its place in prog.regs. Problems go to prog.errors.
void resolve(Program& prog, const std::map<std::string, int>& index, const std::vector<PrintName>& print);

}  // namespace xlane::run
