// SPDX-License-Identifier: Apache-2.0
// The shuffle microarchitectures of xl_warp (its ShflArch parameter, xl_shfl_arch's Arch)
// as the tools name them after --arch: xlane (harness::make_rtl_warp_unit) and xlane_sc.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

namespace xlane::harness {

enum class ShflArch : unsigned { Xbar = 0, Gather = 1, Uniform = 2, Pxbar = 3 };

/// The names, in ShflArch order.
inline const std::vector<std::string>& arch_names() {
  static const std::vector<std::string> names = {"xbar", "gather", "uniform", "pxbar"};
  return names;
}

/// ShflArch of a name of arch_names() (the caller has checked it).
inline ShflArch parse_arch(const std::string& name) {
  const auto& n = arch_names();
  for (unsigned i = 0; i < n.size(); ++i) {
    if (n[i] == name) return static_cast<ShflArch>(i);
  }
  throw std::invalid_argument("unknown shuffle microarchitecture '" + name + "'");
}

/// One line for --help: what each name is.
inline std::string arch_help() {
  return "the shuffle's microarchitecture in xl_warp: xbar (the crossbar), gather (8 lanes a cycle, clocked), "
         "uniform (butterfly network, one instruction a cycle when the lanes share b, clocked), pxbar (the crossbar "
         "with registers inside its trees, latency 4, clocked)";
}

}  // namespace xlane::harness
