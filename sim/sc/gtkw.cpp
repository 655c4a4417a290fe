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

namespace xlane::sim {
namespace {

constexpr unsigned kLanes = 32;

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

void write_filter(const std::string& path, const char* const* lines) {
  std::ofstream f(path);
  f << "# xlane: values to names for GTKWave (written by xlane_sc)\n";
  for (; *lines != nullptr; ++lines) f << *lines << "\n";
}

}  // namespace

void write_gtkw_files(const std::string& dir, unsigned latency, const std::string& fst, uint64_t marker_ps) {
  const std::string ops = dir + "/opcodes.txt", modes = dir + "/modes.txt";
  static const char* const kOps[] = {"0 shfl.up",        "1 shfl.down",     "2 shfl.bfly",     "3 shfl.idx",
                                     "4 shfl.sync.up",   "5 shfl.sync.down", "6 shfl.sync.bfly", "7 shfl.sync.idx",
                                     "8 shf.r.wrap",     "9 shf.r.clamp",   "A shf.l.wrap",    "B shf.l.clamp",
                                     "C shuf",           "D reserved",      "E reserved",      "F reserved",
                                     nullptr};
  static const char* const kModes[] = {"0 up", "1 down", "2 bfly", "3 idx", nullptr};
  write_filter(ops, kOps);
  write_filter(modes, kModes);

  const std::string top = "warp_l" + std::to_string(latency) + ".dut.xl_warp.";
  const std::string base = dir + "/xl_warp_l" + std::to_string(latency);
  const auto lane_name = [](unsigned l) { return "lane " + std::to_string(l); };
  const auto gen = [](const char* block, unsigned l) { return std::string(block) + "[" + std::to_string(l) + "]."; };

  {  // ---- the top: control, then one group per lane (lanes 0..3 open)
    SaveFile s(base + ".gtkw", fst, marker_ps);
    s.set_filter(1, ops);
    s.group("xl_warp control", false);
    s.bit(top + "clk_i");
    s.bit(top + "rst_ni");
    s.bit(top + "valid_i");
    s.named(top + "op_i[3:0]", 1);
    s.hex(top + "active_i[31:0]");
    s.hex(top + "member_i[31:0]");
    s.bit(top + "valid_o");
    s.bit(top + "illegal_o");
    s.hex(top + "we_o[31:0]");
    s.hex(top + "p_o[31:0]");
    s.hex(top + "d_undef_o[31:0]");
    s.hex(top + "p_undef_o[31:0]");
    s.end_group("xl_warp control");
    for (unsigned l = 0; l < kLanes; ++l) {
      s.group(lane_name(l), l >= 4);
      for (const char* port : {"a_i", "b_i", "c_i", "d_o"}) {
        s.slice(std::string(port) + "[" + std::to_string(l) + "]", top + port, 32 * l, 32);
      }
      s.end_group(lane_name(l));
    }
  }
  {  // ---- the shuffle: lane logic and crossbar per lane
    SaveFile s(base + "_shfl.gtkw", fst, marker_ps);
    s.set_filter(1, modes);
    const std::string u = top + "u_shfl.";
    s.group("xl_shfl_pipe", false);
    s.bit(top + "clk_i");
    s.bit(u + "valid_i");
    s.named(u + "mode_i[1:0]", 1);
    s.bit(u + "sync_i");
    s.hex(u + "active_i[31:0]");
    s.hex(u + "member_i[31:0]");
    s.bit(u + "valid_o");
    s.hex(u + "p_o[31:0]");
    s.hex(u + "we_o[31:0]");
    s.hex(u + "d_undef_o[31:0]");
    s.end_group("xl_shfl_pipe");
    for (unsigned l = 0; l < kLanes; ++l) {
      const std::string c = u + "u_ctrl." + gen("gen_lane", l);
      s.group(lane_name(l), l >= 4);
      s.hex(c + "bval[4:0]");
      s.hex(c + "cval[4:0]");
      s.hex(c + "segmask[4:0]");
      s.hex(c + "max_lane[4:0]");
      s.hex(c + "min_lane[4:0]");
      s.hex(c + "j[4:0]");
      s.bit(c + "pval");
      s.hex(u + "u_xbar." + gen("gen_lane", l) + "gathered[31:0]");
      s.slice("d[" + std::to_string(l) + "]", u + "d_o", 32 * l, 32);
      s.end_group(lane_name(l));
    }
  }
  // ---- the funnel shifter and the byte shuffle of each lane
  struct Sig {
    const char* name;
    bool bit;
  };
  const auto per_lane_view = [&](const std::string& file, const char* unit, std::initializer_list<Sig> sigs) {
    SaveFile s(file, fst, marker_ps);
    s.set_filter(1, ops);
    s.bit(top + "clk_i");
    s.bit(top + "valid_i");
    s.named(top + "op_i[3:0]", 1);
    for (unsigned l = 0; l < kLanes; ++l) {
      const std::string f = top + gen("gen_lane", l) + unit + ".";
      s.group(lane_name(l), l >= 4);
      for (const Sig& sig : sigs) sig.bit ? s.bit(f + sig.name) : s.hex(f + sig.name);
      s.end_group(lane_name(l));
    }
  };
  per_lane_view(base + "_shf.gtkw", "u_shf",
                {{"left_i", true}, {"clamp_i", true}, {"a_i[31:0]", false}, {"b_i[31:0]", false},
                 {"c_i[31:0]", false}, {"n[5:0]", false}, {"k[5:0]", false}, {"d_o[31:0]", false}});
  per_lane_view(base + "_shuf.gtkw", "u_shuf",
                {{"a_i[31:0]", false}, {"ctrl_i[12:0]", false}, {"sign_mode", true}, {"d_o[31:0]", false}});
}

}  // namespace xlane::sim
