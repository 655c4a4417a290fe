// SPDX-License-Identifier: Apache-2.0
// xlane_mutate's options (mutate_options.h).
#include "mutate/mutate_options.h"

#include <CLI/CLI.hpp>

namespace xlane::tb {

int parse_mutate_options(int argc, char** argv, MutateOptions& o) {
  CLI::App app{"Runs the xlane RTL test bench against the mutants of one unit (see tb/mutate/mutate.sh)"};
  app.add_option("--unit", o.unit,
                 "shf, shuf, prmt, vote8, redux8, match8, shfl8, shfl, gather8, uniform8, pxbar8, pxbarq8, pxbarft8, reduxseq8, "
                 "matchseq8 or warp8 (all but the first six need -DXLANE_MUTATE_FULL=ON)")
      ->required();
  app.add_option("--mutations", o.mutations, "the unit's mutations.txt (line K = mutant K)")->required();
  app.add_option("--first", o.first, "first mutant (default 1)");
  app.add_option("--last", o.last, "last mutant (default: the last line of --mutations)");
  app.add_option("--random", o.random_count,
                 "random operations per mutant (default 1000000, as the tests; the clocked units run at most "
                 "their tests' counts: 40000 for the shuffles, 20000 and 100000 for reduxseq8 and matchseq8, 50000 for "
                 "warp8)");
  app.add_option("--seed", o.seed_text, "master seed of the random stimulus (default 1)");
  app.add_option("--csv", o.csv, "per-mutant verdicts (default mutants.csv)");
  CLI11_PARSE(app, argc, argv);
  return -1;
}

}  // namespace xlane::tb
