// SPDX-License-Identifier: Apache-2.0
// The commands of the `xlane` tool that read and write vector files (commands.cpp): each
// returns the exit status, or throws BadInput for input it cannot use.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "harness/arch.h"

namespace xlane::cli {

constexpr int kExitMismatch = 1;
constexpr int kExitBadInput = 2;

// Input the command cannot use (a syntax error, an unreadable file, a bad value): the
// message names the file, line and column where there are such.
struct BadInput {
  std::string message;
};

// What eval and check report beside their results: --stats, the rates printed to standard
// error; --figures FILE, the same figures (and check's counts) for a program to read
// (verif/figures.h): operations, seconds, ops_per_s, parse_seconds, eval_seconds,
// eval_ops_per_s, and after check passed, failed.
struct Report {
  bool stats = false;
  std::string figures;
};

// xlane eval: every operation of the files with its results after '=>' (the RTL: `warp`).
int run_eval(const std::string& dut, const harness::WarpChoice& warp, std::vector<std::string> files,
             const Report& report);
// xlane check: every line that carries results, checked on dut (model, rtl or both).
int run_check(const std::string& dut, const harness::WarpChoice& warp, const std::vector<std::string>& files,
              const Report& report);
// xlane random: count random operations of kind with the model's results.
int run_random(const std::string& kind, uint64_t count, const std::string& seed_text);

}  // namespace xlane::cli
