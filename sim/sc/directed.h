// SPDX-License-Identifier: Apache-2.0
// Directed sequences from the examples of docs/spec.md, run on the RTL through a bench's execute():
// the shfl inclusive scan, reverse scan and butterfly reduction (shuffles with predicated
// adds over 32 lanes), 128-bit shifts and rotates built from shf, and the SHUF conversions
// of the MRISC32 table. Expected values come from plain arithmetic or the documented table.
#pragma once

#include <functional>

#include "isa/isa.h"

namespace xlane::sim {

/// Runs every directed sequence; prints the RTL's results next to the expected ones when
/// `print`. Returns the number of lanes / values that did not match (also counted by the
/// bench's scoreboard, which checks every instruction against the model).
unsigned run_directed(const std::function<isa::WarpResult(const isa::WarpOp&)>& exec, bool print,
                      unsigned latency);

}  // namespace xlane::sim
