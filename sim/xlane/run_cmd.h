// SPDX-License-Identifier: Apache-2.0
// xlane run: the subcommand behind `xlane run PROGRAM` (docs/run.md).
#pragma once

#include <string>
#include <vector>

#include "harness/arch.h"

namespace xlane::run {

struct RunOptions {
  std::string program;              ///< file name, "-" for standard input
  std::vector<std::string> inits;   ///< --init NAME=EXPR
  std::vector<std::string> print;   ///< --print NAME[,NAME...] (each entry may hold commas)
  bool check = false;               ///< --check: //! expect must hold (exit 1 otherwise)
  bool step = false;                ///< --step: registers after every instruction
  std::string trace;                ///< --trace FILE.fst
  long inject_error = -1;           ///< --inject-error N (self-test of the mismatch stop)
  harness::WarpChoice warp;         ///< --arch, --collectives: the verilated xl_warp
};

/// Runs the program; prints to stdout / stderr. Returns the exit status: 0 ok, 1 an
/// expectation failed or the RTL disagreed with the golden model, 2 bad program or usage.
int run_command(const RunOptions& opt);

}  // namespace xlane::run
