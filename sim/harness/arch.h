// SPDX-License-Identifier: Apache-2.0
// The shuffle microarchitectures of xl_warp (its ShflArch parameter, xl_shfl_arch's Arch)
// as the tools name them after --arch: xlane (harness::make_rtl_warp_unit) and xlane_sc.
// The list is the package's: a microarchitecture with no verilated xl_warp of its own is
// refused by the tools with that reason.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

// ShflArch and kShflArchs, written at configure time from rtl/xl_pkg.sv's ShflArch
// constants (synth/xlflow/archs.py cxx).
#include "xlane_archs.h"

namespace xlane::harness {

/// The names, in ShflArch order (kShflArchs' tool names).
inline const std::vector<std::string>& arch_names() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> n;
    for (const ShflArchInfo& a : kShflArchs) n.emplace_back(a.tool_name);
    return n;
  }();
  return names;
}

/// ShflArch of a name of arch_names() (the caller has checked it).
inline ShflArch parse_arch(const std::string& name) {
  for (const ShflArchInfo& a : kShflArchs) {
    if (name == a.tool_name) return a.arch;
  }
  throw std::invalid_argument("unknown shuffle microarchitecture '" + name + "'");
}

/// One line for --help: what each name is.
inline std::string arch_help() {
  std::string text = "the shuffle's microarchitecture in xl_warp:";
  for (const ShflArchInfo& a : kShflArchs) text += std::string(" ") + a.tool_name + " (" + a.what + "),";
  text.back() = ';';
  return text + " the tools run the clocked ones as xl_warp's rows of rtl/xlane.configs set them "
                "(gather: 8 lanes a cycle; pxbar: cuts after tree levels 2 and 4, 4 copies)";
}

}  // namespace xlane::harness
