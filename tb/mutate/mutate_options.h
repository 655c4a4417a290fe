// SPDX-License-Identifier: Apache-2.0
// xlane_mutate's command line, read in a file of its own (mutate_options.cpp) compiled
// without optimization: CLI11's header-only parser is most of a file's -O1 compile time.
#pragma once

#include <cstdint>
#include <string>

namespace xlane::tb {

struct MutateOptions {
  std::string unit;                 // --unit
  std::string mutations;            // --mutations: the unit's mutations.txt
  std::string csv = "mutants.csv";  // --csv
  std::string seed_text = "1";      // --seed
  unsigned first = 1, last = 0;     // --first, --last (0: the last mutant)
  uint64_t random_count = 1000000;  // --random
};

/// Reads argv into o. Returns -1 when the run goes on, else the exit status (0 after
/// --help, CLI11's code for a bad option, its message printed).
int parse_mutate_options(int argc, char** argv, MutateOptions& o);

}  // namespace xlane::tb
