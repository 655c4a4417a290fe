// SPDX-License-Identifier: Apache-2.0
// xlane_sc's options (sc_options.h).
#include "sc_options.h"

#include <CLI/CLI.hpp>

#include "harness/arch.h"

namespace xlane::sim {

int parse_sc_options(int argc, char* argv[], ScOptions& o) {
  CLI::App app{"xlane_sc: clocked SystemC simulation of the xlane warp top, checked against the golden model"};
  app.add_option("--seed", o.seed_text, "master seed (decimal or 0x hex; default $XLANE_SEED, else random)");
  app.add_option("--ops", o.ops, "random instructions per latency (after the directed sequences)")
      ->check(CLI::Range(uint64_t{1}, uint64_t{1000000000}));
  app.add_option("--latency", o.latency, "pipeline latency to simulate")->check(CLI::IsMember({"0", "1", "2", "all"}));
  app.add_option("--units", o.units, "units that get random instructions: all, or a comma list of shfl, shf, shuf, prmt, "
                 "redux, vote, match, activemask, reserved");
  app.add_option("--idle", o.idle, "percent of instructions preceded by 1-4 idle cycles")->check(CLI::Range(0u, 100u));
  app.add_option("--stall", o.stall, "backpressure: percent of cycles with ready_i low (default 0: always ready)")
      ->check(CLI::Range(0u, 99u).description("a percentage, 0 to 99 (at 100 no result would ever leave)"));
  app.add_flag("--skid", o.skid, "simulate xl_warp with the skid buffer (SkidBuffer = 1; built at latency 1)");
  app.add_option("--arch", o.arch, harness::arch_help() + "; the clocked ones: one bench, --latency and --skid do not apply")
      ->check(CLI::IsMember(harness::arch_names()))
      ->capture_default_str();
  app.add_flag("--trace,!--no-trace", o.trace, "write FST waveforms (default on)");
  app.add_option("--wave-dir", o.wave_dir, "directory for the FST and GTKWave save files");
  app.add_option("--figures", o.figures, "write the instructions checked, the seconds and the rate to this file, a "
                 "figure a line (for xlane_bench)");
  app.add_option("--inject-error", o.inject, "self-test: expect a wrong d in lane 0 of transaction N")->group("");
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    const int rc = app.exit(e);
    return rc == 0 ? 0 : 2;
  }
  return -1;
}

std::string ScOptions::reproduce(const std::string& program, uint64_t seed) const {
  return program + " --seed " + std::to_string(seed) + " --ops " + std::to_string(ops) + " --latency " + latency +
         " --units " + units + " --idle " + std::to_string(idle) + (stall != 0 ? " --stall " + std::to_string(stall) : "") +
         (skid ? " --skid" : "") + (arch != "xbar" ? " --arch " + arch : "") +
         (trace ? " --wave-dir " + wave_dir : " --no-trace");
}

}  // namespace xlane::sim
