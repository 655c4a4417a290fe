// SPDX-License-Identifier: Apache-2.0
// xlane_fcov's command line, read in a file of its own (fcov_options.cpp) compiled without
// optimization: CLI11's header-only parser is most of a file's -O1 compile time.
#pragma once

#include <cstdint>
#include <string>

namespace xlane::tb {

struct FcovOptions {
  std::string seed_text;            // --seed (empty: $XLANE_SEED, else random)
  std::string out_path;             // --report (empty: the summary only)
  uint64_t random_count = 1000000;  // --random
  bool random_given = false;        // --random on the command line ($XLANE_RANDOM_OPS yields to it)
};

/// Reads argv into o. Returns -1 when the run goes on, else the exit status (0 after
/// --help, CLI11's code for a bad option, its message printed).
int parse_fcov_options(int argc, char** argv, FcovOptions& o);

}  // namespace xlane::tb
