// SPDX-License-Identifier: Apache-2.0
// GTKWave save files; see gtkw.h.
//
// Save-file syntax used here: "@<flags hex>" sets the flags of the traces that follow
// (0x2 hex, 0x8 binary, 0x20 right-justified, 0x200 blank/comment, 0x2000 translated by
// filter, 0x400000 closed group, 0x800000 group begin, 0x1000000 group end); "^1 FILE"
// installs translate filter 1; "#{alias} bit bit ..." builds a vector from single bits,
// which is how one lane of a flat lane bus gets its own row.
#include "gtkw.h"

#include <cstdio>
#include <fstream>
#include <initializer_list>
#include <string>
#include <vector>

#include "isa/isa.h"

namespace xlane::sim {
namespace {

constexpr unsigned kLanes = 32;

/// How a signal is shown: one bit, a hex vector, or a value translated to a name.
enum Kind { Bit, Hex, Named };
struct Sig {
  const char* name;
  Kind kind;
};

class SaveFile {
 public:
  SaveFile(const std::string& path, const std::string& fst, uint64_t marker_ps) : out_(path) {
    const uint64_t start = marker_ps > 80000 ? marker_ps - 80000 : 0;  // 8 cycles before
    out_ << "[*] xlane waveform view, written by xlane_sc\n";
    out_ << "[dumpfile] \"" << fst << "\"\n";
    out_ << "[savefile] \"" << path << "\"\n";
    out_ << "[timestart] " << start << "\n[size] 1600 1000\n[pos] -1 -1\n";
    out_ << "*-14.000000 " << (marker_ps > 0 ? std::to_string(marker_ps) : "-1") << " -1\n";
    out_ << "[sst_width] 260\n[signals_width] 300\n[sst_expanded] 1\n[sst_vpaned_height] 300\n";
  }
  bool ok() const { return static_cast<bool>(out_); }

  void group(const std::string& name, bool closed) {
    out_ << (closed ? "@c00200\n-" : "@800200\n-") << name << "\n";
  }
  void end_group(const std::string& name) { out_ << "@1000200\n-" << name << "\n"; }
  void bit(const std::string& sig) { out_ << "@28\n" << sig << "\n"; }
  void hex(const std::string& sig) { out_ << "@22\n" << sig << "\n"; }
  void named(const std::string& sig, unsigned filter) { out_ << "@2022\n^" << filter << ' ' << filters_[filter] << "\n" << sig << "\n"; }
  void set_filter(unsigned n, const std::string& file) { filters_[n] = file; }
  /// Signals under one scope, each as its kind says (the names filter is filter 1).
  void signals(const std::string& scope, std::initializer_list<Sig> sigs) {
    for (const Sig& sig : sigs) {
      switch (sig.kind) {
        case Bit: bit(scope + sig.name); break;
        case Hex: hex(scope + sig.name); break;
        case Named: named(scope + sig.name, 1); break;
      }
    }
  }
  // Bits [lsb + width - 1 : lsb] of the vector `vec` (its name without a range) as one hex
  // row called `alias`.
  void slice(const std::string& alias, const std::string& vec, unsigned lsb, unsigned width) {
    out_ << "@22\n#{" << alias << "}";
    for (unsigned i = width; i-- > 0;) out_ << ' ' << vec << '[' << (lsb + i) << ']';
    out_ << "\n";
  }

 private:
  std::ofstream out_;
  std::string filters_[4];
};

void write_filter(const std::string& path, const std::vector<std::string>& lines) {
  std::ofstream f(path);
  f << "# xlane: values to names for GTKWave (written by xlane_sc)\n";
  for (const std::string& line : lines) f << line << "\n";
}

}  // namespace

void write_gtkw_files(const std::string& dir, const std::string& label, const std::string& fst,
                      uint64_t marker_ps, bool crossbar) {
  // The translate filters: opcode and shuffle mode values as names (from the ISA table).
  const std::string ops = dir + "/opcodes.txt", modes = dir + "/modes.txt";
  std::vector<std::string> op_names, mode_names;
  for (unsigned op = 0; op < isa::opcode::kCount; ++op) {
    const isa::OpInfo& info = isa::decode(op);
    const std::string name = info.unit == isa::Unit::Reserved ? "reserved" : info.name;
    char code[4];
    std::snprintf(code, sizeof code, "%02X", op);
    op_names.push_back(code + (" " + name.substr(0, name.rfind(".b32"))));
  }
  for (const auto m : {isa::ShflMode::Up, isa::ShflMode::Down, isa::ShflMode::Bfly, isa::ShflMode::Idx}) {
    mode_names.push_back(std::to_string(static_cast<unsigned>(m)) + " " + model::to_string(m));
  }
  write_filter(ops, op_names);
  write_filter(modes, mode_names);

  const std::string top = "warp_" + label + ".dut.xl_warp.";
  const std::string base = dir + "/xl_warp_" + label;
  const auto lane_name = [](unsigned l) { return "lane " + std::to_string(l); };
  const auto gen = [](const char* block, unsigned l) { return std::string(block) + "[" + std::to_string(l) + "]."; };

  {  // ---- the top: control, then one group per lane (lanes 0..3 open)
    SaveFile s(base + ".gtkw", fst, marker_ps);
    s.set_filter(1, ops);
    s.group("xl_warp control", false);
    s.signals(top, {{"clk_i", Bit}, {"rst_ni", Bit}, {"valid_i", Bit}, {"ready_o", Bit}, {"op_i[5:0]", Named},
                    {"active_i[31:0]", Hex}, {"member_i[31:0]", Hex}, {"valid_o", Bit}, {"ready_i", Bit},
                    {"illegal_o", Bit}, {"we_o[31:0]", Hex},
                    {"p_o[31:0]", Hex}, {"d_undef_o[31:0]", Hex}, {"p_undef_o[31:0]", Hex}});
    s.end_group("xl_warp control");
    for (unsigned l = 0; l < kLanes; ++l) {
      s.group(lane_name(l), l >= 4);
      for (const char* port : {"a_i", "b_i", "c_i", "d_o"}) {
        s.slice(std::string(port) + "[" + std::to_string(l) + "]", top + port, 32 * l, 32);
      }
      s.end_group(lane_name(l));
    }
  }
  if (crossbar) {  // ---- the shuffle: lane logic and crossbar per lane (xl_warp's ShflArch 0)
    SaveFile s(base + "_shfl.gtkw", fst, marker_ps);
    s.set_filter(1, modes);
    const std::string arch = top + "u_shfl.";           // xl_shfl_arch: the shuffle's named ports
    const std::string u = arch + "gen_xbar.u_shfl.";    // its crossbar engine, xl_shfl_pipe
    s.group("xl_shfl_arch", false);
    s.bit(top + "clk_i");
    s.signals(arch, {{"valid_i", Bit}, {"ready_o", Bit}, {"pass_i", Bit}, {"mode_i[1:0]", Named}, {"sync_i", Bit},
                     {"active_i[31:0]", Hex}, {"member_i[31:0]", Hex}, {"valid_o", Bit}, {"ready_i", Bit},
                     {"p_o[31:0]", Hex}, {"we_o[31:0]", Hex},
                     {"d_undef_o[31:0]", Hex}});
    s.end_group("xl_shfl_arch");
    for (unsigned l = 0; l < kLanes; ++l) {
      s.group(lane_name(l), l >= 4);
      s.signals(u + "u_ctrl." + gen("gen_lane", l), {{"bval[4:0]", Hex}, {"cval[4:0]", Hex}, {"segmask[4:0]", Hex}});
      s.signals(u + "u_ctrl." + gen("gen_lane", l) + "u_lane.", {{"bound[4:0]", Hex}, {"wrap", Bit}});
      s.signals(u + "u_ctrl." + gen("gen_lane", l) + "u_lane.u_src.", {{"min_lane[4:0]", Hex}});
      s.signals(u + "u_ctrl." + gen("gen_lane", l), {{"j[4:0]", Hex}, {"pval", Bit}});
      s.hex(u + "u_xbar." + gen("gen_lane", l) + "gathered[31:0]");
      s.slice("d[" + std::to_string(l) + "]", arch + "d_o", 32 * l, 32);
      s.end_group(lane_name(l));
    }
  }
  // ---- the funnel shifter and the byte shuffle of each lane
  const auto per_lane_view = [&](const std::string& file, const char* unit, std::initializer_list<Sig> sigs) {
    SaveFile s(file, fst, marker_ps);
    s.set_filter(1, ops);
    s.signals(top, {{"clk_i", Bit}, {"valid_i", Bit}, {"ready_o", Bit}, {"op_i[5:0]", Named}, {"valid_o", Bit},
                    {"ready_i", Bit}});
    for (unsigned l = 0; l < kLanes; ++l) {
      s.group(lane_name(l), l >= 4);
      s.signals(top + gen("gen_lane", l) + unit + ".", sigs);
      s.end_group(lane_name(l));
    }
  };
  per_lane_view(base + "_shf.gtkw", "u_shf",
                {{"left_i", Bit}, {"clamp_i", Bit}, {"a_i[31:0]", Hex}, {"b_i[31:0]", Hex}, {"c_i[31:0]", Hex},
                 {"n[5:0]", Hex}, {"k[5:0]", Hex}, {"d_o[31:0]", Hex}});
  per_lane_view(base + "_shuf.gtkw", "u_shuf", {{"a_i[31:0]", Hex}, {"ctrl_i[12:0]", Hex}, {"sign_mode", Bit}, {"d_o[31:0]", Hex}});
  per_lane_view(base + "_prmt.gtkw", "u_prmt",
                {{"mode_i[2:0]", Hex}, {"a_i[31:0]", Hex}, {"b_i[31:0]", Hex}, {"c_i[15:0]", Hex}, {"d_o[31:0]", Hex}});
  {  // ---- vote, match, redux, activemask: the units in front, the flags behind the pipeline
    SaveFile s(base + "_party.gtkw", fst, marker_ps);
    s.set_filter(1, ops);
    s.group("xl_warp control", false);
    s.signals(top, {{"clk_i", Bit}, {"valid_i", Bit}, {"ready_o", Bit}, {"op_i[5:0]", Named},
                    {"active_i[31:0]", Hex}, {"member_i[31:0]", Hex}, {"valid_o", Bit}, {"ready_i", Bit}});
    s.end_group("xl_warp control");
    s.group("in front: the units", false);
    s.signals(top, {{"is_party", Bit}, {"party_member[31:0]", Hex}, {"party_pred", Bit}, {"party_p", Bit}});
    s.signals(top + "u_vote.", {{"mode_i[1:0]", Hex}, {"negate_i", Bit}, {"pred_i[31:0]", Hex}});
    // The one-a-cycle match and reduction, in xl_warp_front (the models xlane_sc runs).
    s.signals(top + "u_front.gen_match_all_pairs.u_match.", {{"all_i", Bit}, {"b64_i", Bit}, {"same", Bit}});
    s.signals(top + "u_front.gen_redux_tree.u_redux.", {{"op_i[2:0]", Hex}});
    s.end_group("in front: the units");
    s.group("behind the pipeline: p and the flags", false);
    s.signals(top, {{"party_q", Bit}, {"member_q[31:0]", Hex}, {"pred_q", Bit}, {"p_q", Bit}, {"complete_q", Bit},
                    {"we_o[31:0]", Hex}, {"p_o[31:0]", Hex}, {"d_undef_o[31:0]", Hex}, {"p_undef_o[31:0]", Hex}});
    s.end_group("behind the pipeline: p and the flags");
    for (unsigned l = 0; l < kLanes; ++l) {
      s.group(lane_name(l), l >= 4);
      for (const char* port : {"a_i", "b_i", "d_o"}) {
        s.slice(std::string(port) + "[" + std::to_string(l) + "]", top + port, 32 * l, 32);
      }
      s.end_group(lane_name(l));
    }
  }
}

}  // namespace xlane::sim
