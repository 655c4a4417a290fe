// SPDX-License-Identifier: Apache-2.0
// xlane_bench's command line, read in a file of its own (bench_options.cpp) compiled
// without optimization: CLI11's header-only parser is most of a file's -O1 compile time.
#pragma once

#include <cstdint>
#include <string>

namespace xlane::bench {

struct Options {
  uint64_t ops = 200000;          // shfl operations
  uint64_t word_ops = 2000000;    // shf and shuf operations
  uint64_t vec_ops = 100000;      // operations in each .vec file for xlane check
  uint64_t icarus_shfl = 200;     // Icarus operations, shfl
  uint64_t icarus_word = 50000;   // Icarus operations, shf and shuf
  uint64_t sc_ops = 0;            // xlane_sc instructions (0: as many as the clocked harness)
  unsigned reps = 5;
  std::string out = "build/bench";
  std::string xlane, xlane_sc, src = XLANE_SOURCE_DIR;
  bool profile = false;
  std::string seed_text;                // empty: $XLANE_SEED, else random
  std::string units = "shfl,shf,shuf";  // comma list
};

/// Reads argv into o. Returns -1 when the bench is to run, else the exit status (0 after
/// --help, CLI11's code for a bad option, its message printed).
int parse_options(int argc, char** argv, Options& o);

}  // namespace xlane::bench
