// SPDX-License-Identifier: Apache-2.0
// xlane_fcov's options (fcov_options.h).
#include "coverage/fcov_options.h"

#include <CLI/CLI.hpp>

namespace xlane::tb {

int parse_fcov_options(int argc, char** argv, FcovOptions& o) {
  CLI::App app{"Functional coverage of the xlane RTL tests' stimulus"};
  app.add_option("--seed", o.seed_text, "master seed (default: $XLANE_SEED, else random), as the tests");
  app.add_option("--random", o.random_count,
                 "random operations per random test (default 1000000, as the tests; $XLANE_RANDOM_OPS overrides)");
  app.add_option("--report", o.out_path, "write the Markdown report here (default: stdout summary only)");
  CLI11_PARSE(app, argc, argv);
  o.random_given = app.count("--random") != 0;
  return -1;
}

}  // namespace xlane::tb
