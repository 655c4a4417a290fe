// SPDX-License-Identifier: Apache-2.0
// The shuffle microarchitectures of xl_warp (its ShflArch parameter, xl_shfl_arch's Arch)
// as the tools name them after --arch: xlane (harness::make_rtl_warp_unit) and xlane_sc.
// The list is the package's, and after it the forms of a microarchitecture that the tools
// also run (kArchForms: another verilated xl_warp with other knobs); a microarchitecture
// with no verilated xl_warp of its own is refused by the tools with that reason.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

// ShflArch and kShflArchs, written at configure time from rtl/xl_pkg.sv's ShflArch
// constants (synth/xlflow/archs.py cxx).
#include "xlane_archs.h"

namespace xlane::harness {

/// A form of one of the package's microarchitectures (not a ShflArch of its own): its --arch
/// name and what sets it apart (the knobs of its xl_warp row). The tools pick its model by
/// name (make_rtl_warp_unit, xlane_sc).
struct ArchForm {
  const char* tool_name;
  const char* what;
};

/// The pipelined crossbar with the registered fanout trees: the row xl_warp_pxbar_ft.
inline constexpr const char* kPxbarFanout = "pxbar-fanout";
inline constexpr ArchForm kArchForms[] = {
    {kPxbarFanout, "pxbar with registered fanout trees of fanout 8 and its output queue behind a register"},
};

/// The names: kShflArchs' in ShflArch order, then kArchForms'.
inline const std::vector<std::string>& arch_names() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> n;
    for (const ShflArchInfo& a : kShflArchs) n.emplace_back(a.tool_name);
    for (const ArchForm& f : kArchForms) n.emplace_back(f.tool_name);
    return n;
  }();
  return names;
}

/// ShflArch of one of kShflArchs' names (the caller has checked it and handled the forms).
inline ShflArch parse_arch(const std::string& name) {
  for (const ShflArchInfo& a : kShflArchs) {
    if (name == a.tool_name) return a.arch;
  }
  throw std::invalid_argument("unknown shuffle microarchitecture '" + name + "'");
}

/// The reduction's and the match's structures in xl_warp as the tools name them after
/// --collectives: "comb" (the tree and the all-pairs array, one instruction a cycle; the
/// default) or "seq" (xl_redux_seq and xl_match_seq at 4 lanes / keys a step, in
/// xl_warp_front: the `run` row xl_warp_seq).
inline const std::vector<std::string>& collectives_names() {
  static const std::vector<std::string> names = {"comb", "seq"};
  return names;
}

/// One line for --help: what --collectives chooses.
inline std::string collectives_help() {
  return "the reduction's and the match's structure in xl_warp: comb (the tree and the all-pairs array, one "
         "instruction a cycle) or seq (time-multiplexed, 4 lanes or keys a step: 8 cycles a redux or match at 32 "
         "lanes; with the crossbar only)";
}

/// The verilated xl_warp a tool drives, as its options name it: --arch (arch_names()) and
/// --collectives (collectives_names()).
struct WarpChoice {
  std::string arch = "xbar";
  std::string collectives = "comb";

  bool seq() const { return collectives == "seq"; }
  /// Clocked (one instruction at a time, its cycles counted), not the combinational crossbar.
  bool clocked() const { return arch != "xbar" || seq(); }
  /// What a cycle count was taken on, e.g. "gather shuffle".
  std::string label() const {
    return seq() ? "crossbar with the time-multiplexed reduction and match" : arch + " shuffle";
  }
  /// Why no verilated model has this combination ("" when one has).
  std::string unsupported() const {
    return seq() && arch != "xbar" ? "--collectives seq: only with --arch xbar (no verilated xl_warp has the " + arch +
                                         " shuffle with the time-multiplexed reduction and match)"
                                   : "";
  }
};

/// One line for --help: what each name is.
inline std::string arch_help() {
  std::string text = "the shuffle's microarchitecture in xl_warp:";
  for (const ShflArchInfo& a : kShflArchs) text += std::string(" ") + a.tool_name + " (" + a.what + "),";
  for (const ArchForm& f : kArchForms) text += std::string(" ") + f.tool_name + " (" + f.what + "),";
  text.back() = ';';
  return text + " the tools run the clocked ones as xl_warp's rows of rtl/xlane.configs set them "
                "(gather: 8 lanes a cycle; pxbar: cuts after tree levels 2 and 4, 4 copies; pxbar-fanout: the same and a "
                "cut after the last level, in front of its queue)";
}

}  // namespace xlane::harness
