// SPDX-License-Identifier: Apache-2.0
// The bench's runs of other programs (xlane, xlane_sc, iverilog, vvp): the program and
// its arguments as a list, started without a shell, its standard output and error kept
// together for a failure report, its exit status and wall time. Their figures come back
// through a figures file (verif/figures.h), not through their printed text.
#pragma once

#include <string>
#include <vector>

namespace xlane::bench {

struct ToolRun {
  /// The exit status; -1 if it did not start or did not exit (a signal).
  int status = -1;
  /// Standard output and standard error, interleaved as written.
  std::string out;
  double seconds = 0;
};

/// Runs argv[0] (looked up in PATH when it has no '/') with the rest as its arguments.
ToolRun run_tool(const std::vector<std::string>& argv);

/// argv as one line to paste into a shell (arguments with other than [A-Za-z0-9_./=+:,-]
/// single-quoted).
std::string shown(const std::vector<std::string>& argv);

}  // namespace xlane::bench
