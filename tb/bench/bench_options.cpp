// SPDX-License-Identifier: Apache-2.0
// xlane_bench's options (bench_options.h).
#include "bench/bench_options.h"

#include <CLI/CLI.hpp>

namespace xlane::bench {

int parse_options(int argc, char** argv, Options& o) {
  CLI::App app{"xlane_bench: simulation speed of the model, the verilated RTL, SystemC, xlane check and Icarus, "
               "side by side on the same random operations"};
  app.add_option("--ops", o.ops, "shfl operations (32-lane instructions)")->check(CLI::PositiveNumber)->capture_default_str();
  app.add_option("--word-ops", o.word_ops, "shf and shuf operations")->check(CLI::PositiveNumber)->capture_default_str();
  app.add_option("--vec-ops", o.vec_ops, "operations per unit written to the .vec file for xlane check")
      ->check(CLI::PositiveNumber)->capture_default_str();
  app.add_option("--icarus-ops", o.icarus_shfl, "shfl operations run in Icarus (0: no Icarus)")->capture_default_str();
  app.add_option("--icarus-word-ops", o.icarus_word, "shf and shuf operations run in Icarus, each Icarus row (icarus-x32: rounded up to "
                 "records of 32; 0: no Icarus)")->capture_default_str();
  app.add_option("--sc-ops", o.sc_ops, "xlane_sc instructions (default: as many as the clocked harness runs)");
  app.add_option("--reps", o.reps, "runs of each timing; the best counts")->check(CLI::Range(1u, 100u))->capture_default_str();
  app.add_option("--seed", o.seed_text, "master seed (decimal or 0x hex; default $XLANE_SEED, else random)");
  app.add_option("--units", o.units, "comma list of shfl, shf, shuf")->capture_default_str();
  app.add_option("--out", o.out, "directory for the .vec, .hex and run.md / run.csv files")->capture_default_str();
  app.add_option("--xlane", o.xlane, "the xlane tool, for the `xlane check --dut rtl` rows (none: skipped)");
  app.add_option("--xlane-sc", o.xlane_sc, "the SystemC simulation xlane_sc (none: skipped)");
  app.add_option("--src", o.src, "the source tree (rtl/xlane.f, tb/icarus)")->capture_default_str();
  app.add_flag("--profile", o.profile, "time the phases of the shfl differential loop");
  CLI11_PARSE(app, argc, argv);
  return -1;
}

}  // namespace xlane::bench
