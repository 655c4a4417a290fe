// SPDX-License-Identifier: Apache-2.0
// The command line of xlane_sc (make sim), read in a file of its own (sc_options.cpp),
// compiled without optimization: CLI11's header-only parser was more than half of
// xlane_sc.cpp's compile time.
#pragma once

#include <cstdint>
#include <string>

namespace xlane::sim {

struct ScOptions {
  std::string seed_text;               ///< --seed (empty: $XLANE_SEED, else random)
  uint64_t ops = 10000;                ///< --ops: random instructions per latency
  std::string latency = "all";         ///< --latency 0|1|2|all
  std::string units = "all";           ///< --units: all, or a comma list of unit names
  unsigned idle = 20;                  ///< --idle: percent of instructions after idle cycles
  unsigned stall = 0;                  ///< --stall: percent of cycles with ready_i low
  bool skid = false;                   ///< --skid
  std::string arch = "xbar";           ///< --arch
  bool trace = true;                   ///< --trace / --no-trace
  std::string wave_dir = "build/waves";///< --wave-dir
  std::string figures;                 ///< --figures: instructions, seconds, per_second to this file
  int64_t inject = -1;                 ///< --inject-error (hidden self-test)

  /// The command that runs this simulation again: `program` with these options and the
  /// master seed `seed` (the one the run used, whatever --seed said), --inject-error
  /// left out.
  std::string reproduce(const std::string& program, uint64_t seed) const;
};

/// Reads argv into opt. Returns -1 when the simulation is to run, else the exit status
/// (0 after --help, 2 for a bad option, with CLI11's message printed).
int parse_sc_options(int argc, char* argv[], ScOptions& opt);

}  // namespace xlane::sim
