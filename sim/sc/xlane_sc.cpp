// SPDX-License-Identifier: Apache-2.0
// xlane_sc: the clocked SystemC simulation of the warp top (`make sim`).
//
// One SystemC process runs xl_warp at each selected latency (0, 1, 2) side by side on one
// clock, each with its driver, monitor and scoreboard (warp_bench.h). First the directed
// sequences of the spec's examples, then random instructions with idle cycles; --stall
// drops ready_i at random, --skid runs the model with the skid buffer (latency 1). --arch
// gather|uniform|pxbar runs xl_warp with that shuffle microarchitecture instead (ShflArch; one
// bench, the handshake's rules checked in place of the crossbar's exact timing).
// Waveforms: one FST a latency, with GTKWave save files for the top and each unit (gtkw.h).
//
// Exit status: 0 all checked and passed, 1 a mismatch, 2 bad options.
#include <verilated.h>
#include <verilated_fst_sc.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <array>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "Vxl_warp_gather_sc.h"
#include "Vxl_warp_l0_sc.h"
#include "Vxl_warp_l1_sc.h"
#include "Vxl_warp_l1_skid_sc.h"
#include "Vxl_warp_l2_sc.h"
#include "Vxl_warp_pxbar_sc.h"
#include "Vxl_warp_pxbar_ft_sc.h"
#include "Vxl_warp_uniform_sc.h"
#include "gtkw.h"
#include "harness/arch.h"
#include "sc_options.h"
#include "verif/figures.h"
#include "verif/seed.h"
#include "warp_bench_impl.h"

namespace xlane::sim {

// ---------------------------------------------------------------------------------------
// Coverage
// ---------------------------------------------------------------------------------------

std::string segment_width_class(uint32_t c) {
  const uint32_t segmask = (c >> 8) & 0x1fu;
  const uint32_t width = 32 - segmask;  // the CUDA width that packs this mask
  if ((width & (width - 1)) == 0) return std::to_string(width);
  return "other";  // CUDA widths that are not powers of two (3, 5, ..., 31)
}

std::string shift_amount_class(uint32_t c) {
  if (c == 0) return "0";
  if (c < 32) return "1..31";
  if (c == 32) return "32";
  return "over 32";
}

// Once per instruction, so cheap: names made once, per-lane classes counted in arrays and
// added to the maps once an instruction (no string built per lane).
void Coverage::add(const WarpOp& op, const WarpResult& exp) {
  static const std::array<std::string, isa::opcode::kCount> kNames = [] {
    std::array<std::string, isa::opcode::kCount> n;
    for (unsigned i = 0; i < isa::opcode::kCount; ++i) n[i] = isa::decode(i).name;
    return n;
  }();
  static const std::array<std::string, 4> kAmount = {shift_amount_class(0), shift_amount_class(1),
                                                     shift_amount_class(32), shift_amount_class(33)};
  static const std::array<std::string, 3> kFill = {"copy", "zero fill", "sign fill"};
  ++per_op[kNames[op.opcode & (isa::opcode::kCount - 1)]];
  const uint64_t active = op.ops.active & 0xffffffffull;
  const isa::Unit unit = isa::decode(op.opcode).unit;
  ++per_unit[isa::unit_name(unit)];
  switch (unit) {
    case isa::Unit::Shfl: {
      not_written += kLanes - __builtin_popcountll(exp.r.written);
      ++seg_width[segment_width_class(op.ops.c[0])];
      const uint64_t defined = exp.r.written & ~exp.r.p_undef;
      p_true += __builtin_popcountll(defined & exp.r.p);
      p_false += __builtin_popcountll(defined & ~exp.r.p);
      d_undef += __builtin_popcountll(exp.r.d_undef);
      p_undef += __builtin_popcountll(exp.r.p_undef);
      break;
    }
    case isa::Unit::Shf: {
      std::array<uint64_t, 4> n{};  // the classes of shift_amount_class, in kAmount's order
      for (unsigned l = 0; l < kLanes; ++l) {
        if (!((active >> l) & 1u)) continue;
        const uint32_t c = op.ops.c[l];
        ++n[c == 0 ? 0 : c < 32 ? 1 : c == 32 ? 2 : 3];
      }
      for (unsigned k = 0; k < 4; ++k) {
        if (n[k] != 0) shf_amount[kAmount[k]] += n[k];
      }
      break;
    }
    case isa::Unit::Shuf: {
      std::array<uint64_t, 3> n{};  // copy, zero fill, sign fill
      for (unsigned l = 0; l < kLanes; ++l) {
        if (!((active >> l) & 1u)) continue;
        const uint32_t ctrl = op.ops.b[l];
        const unsigned sign = ((ctrl >> 12) & 1u) + 1;
        for (unsigned b = 0; b < 4; ++b) ++n[((ctrl >> (3 * b + 2)) & 1u) ? sign : 0];
      }
      for (unsigned k = 0; k < 3; ++k) {
        if (n[k] != 0) shuf_fill[kFill[k]] += n[k];
      }
      break;
    }
    case isa::Unit::Vote:
    case isa::Unit::Match:
    case isa::Unit::Redux: {
      const uint64_t member = op.ops.member & model::lane_mask(op.ops.lanes);
      ++party[(member & ~op.ops.active) != 0 ? "incomplete" : "complete"];
      const uint64_t defined = exp.r.written & ~exp.r.p_undef;
      if (isa::decode(op.opcode).unit != isa::Unit::Redux && defined != 0 && exp.r.p != 0) ++party["p = 1"];
      if (unit == isa::Unit::Match) {
        std::vector<uint64_t> keys;
        const bool b64 = isa::decode(op.opcode).b64;
        for (unsigned l = 0; l < op.ops.lanes; ++l) {
          if (!((member >> l) & 1u)) continue;
          const uint64_t k = (b64 ? static_cast<uint64_t>(op.ops.b[l]) << 32 : 0) | op.ops.a[l];
          if (std::find(keys.begin(), keys.end(), k) == keys.end()) keys.push_back(k);
        }
        ++party[keys.size() <= 1 ? "match: 1 key" : keys.size() <= 4 ? "match: 2 to 4 keys" : "match: 5 keys or more"];
      }
      break;
    }
    default: break;
  }
}

namespace {

constexpr uint64_t kDirected = 24;  // instructions of the directed sequences

// Type-erased view of a bench, for the loop and the summary.
struct AnyBench {
  unsigned latency;
  std::string label;  // l<latency>, l<latency>_skid, or the shuffle's name: names the module and the files
  std::function<bool()> done, failed;
  std::function<uint64_t()> issued, checked, mismatches, cycles;
  std::function<const Coverage&()> coverage;
  std::function<const std::string&()> failure;
  std::function<uint64_t()> failure_cycle;
  std::function<void(VerilatedFstSc*)> trace_dut;  // the model's signals into a trace
  std::unique_ptr<VerilatedFstSc> trace;
  std::string fst;
  std::unique_ptr<sc_core::sc_module> owner;
};

std::string bench_label(const BenchConfig& cfg) {
  if (cfg.arch != "xbar") return cfg.arch;
  return "l" + std::to_string(cfg.latency) + (cfg.skid ? "_skid" : "");
}

template <class V>
AnyBench make_bench(sc_core::sc_clock& clk, const BenchConfig& cfg) {
  auto* b = new WarpBench<V>(("warp_" + bench_label(cfg)).c_str(), clk, cfg, 0);
  AnyBench a;
  a.latency = cfg.latency;
  a.label = bench_label(cfg);
  a.done = [b] { return b->done(); };
  a.failed = [b] { return b->failed(); };
  a.issued = [b] { return b->issued(); };
  a.checked = [b] { return b->checked(); };
  a.mismatches = [b] { return b->mismatches(); };
  a.cycles = [b] { return b->cycles(); };
  a.coverage = [b]() -> const Coverage& { return b->coverage(); };
  a.failure = [b]() -> const std::string& { return b->failure(); };
  a.failure_cycle = [b] { return b->failure_cycle(); };
  // The depth is fixed when verilating (--trace-depth).
  a.trace_dut = [b](VerilatedFstSc* t) { b->dut().trace(t, 99); };
  a.owner.reset(b);
  return a;
}

void open_trace(AnyBench& a, const std::string& dir) {
  a.trace = std::make_unique<VerilatedFstSc>();
  a.trace_dut(a.trace.get());
  a.fst = dir + "/xl_warp_" + a.label + ".fst";
  a.trace->open(a.fst.c_str());
}

void print_map(const char* title, const std::map<std::string, uint64_t>& m) {
  std::printf("    %-22s", title);
  bool first = true;
  for (const auto& [k, v] : m) {
    std::printf("%s%s: %llu", first ? "" : ", ", k.c_str(), static_cast<unsigned long long>(v));
    first = false;
  }
  std::printf("%s\n", first ? "(none)" : "");
}

// --units into the bench's units; false (reported) for a bad list.
bool parse_units(const std::string& units, BenchConfig& base) {
  std::string names;
  for (const isa::Unit u : isa::units()) names += std::string(names.empty() ? "" : ", ") + isa::unit_name(u);
  if (units == "all") {
    base.units = isa::units();
    return true;
  }
  base.units.clear();
  std::stringstream ss(units);
  std::string u;
  while (std::getline(ss, u, ',')) {
    isa::Unit unit;
    if (!isa::find_unit(u, unit)) {
      std::fprintf(stderr, "--units: unknown unit '%s' (all, or a comma list of %s)\n", u.c_str(), names.c_str());
      return false;
    }
    if (std::find(base.units.begin(), base.units.end(), unit) == base.units.end()) base.units.push_back(unit);
  }
  if (base.units.empty()) {
    std::fprintf(stderr, "--units: name at least one of %s\n", names.c_str());
    return false;
  }
  return true;
}

// The options together, into the benches' common configuration, and the master seed;
// false (reported) when they do not go together.
bool configure(const ScOptions& opt, BenchConfig& base) {
  base.ops = opt.ops;
  base.idle_percent = opt.idle;
  base.stall_percent = opt.stall;
  base.skid = opt.skid;
  base.inject_error = opt.inject;
  base.arch = opt.arch;
  if (!parse_units(opt.units, base)) return false;
  if (opt.arch != "xbar" && (opt.skid || opt.latency != "all")) {
    std::fprintf(stderr, "--arch %s: the %s shuffle has no Latency or skid buffer to choose; drop --latency and --skid\n",
                 opt.arch.c_str(), opt.arch.c_str());
    return false;
  }
  if (opt.skid && opt.latency != "1" && opt.latency != "all") {
    std::fprintf(stderr, "--skid: xl_warp with the skid buffer is built for SystemC at latency 1 only "
                         "(the sc rows of rtl/xlane.configs); use --latency 1\n");
    return false;
  }
  if (opt.inject != -1 && (opt.inject < 0 || static_cast<uint64_t>(opt.inject) >= opt.ops + kDirected)) {
    std::fprintf(stderr, "--inject-error: transaction %lld is not in this run (0 to %llu)\n",
                 static_cast<long long>(opt.inject), static_cast<unsigned long long>(opt.ops + kDirected - 1));
    return false;
  }
  try {
    verif::set_master_seed(opt.seed_text.empty() ? verif::default_master_seed() : verif::parse_seed(opt.seed_text));
  } catch (const std::exception& e) {
    std::fprintf(stderr, "--seed: %s\n", e.what());
    return false;
  }
  return true;
}

void print_banner(const ScOptions& opt) {
  // The backpressure options are named only when used: a default run prints as it did.
  const std::string handshake = (opt.stall != 0 ? ", stall " + std::to_string(opt.stall) + "%" : std::string()) +
                                (opt.skid ? ", skid buffer" : "") + (opt.arch != "xbar" ? ", " + opt.arch + " shuffle" : "");
  std::printf("xlane_sc: master seed %llu; %llu random instructions per latency (%s), units %s, idle %u%%%s, "
              "tracing %s\n",
              static_cast<unsigned long long>(verif::master_seed()), static_cast<unsigned long long>(opt.ops),
              opt.arch != "xbar" ? opt.arch.c_str() : opt.skid ? "1" : opt.latency.c_str(), opt.units.c_str(), opt.idle, handshake.c_str(),
              opt.trace ? "on" : "off");
}

// One bench for the shuffle microarchitecture --arch names, else one for each latency
// selected; the first prints the directed sequences.
std::vector<AnyBench> make_benches(sc_core::sc_clock& clk, const ScOptions& opt, const BenchConfig& base) {
  std::vector<AnyBench> benches;
  if (opt.arch != "xbar") {
    BenchConfig cfg = base;
    cfg.print_directed = true;
    if (opt.arch == "gather") benches.push_back(make_bench<Vxl_warp_gather_sc>(clk, cfg));
    if (opt.arch == "uniform") benches.push_back(make_bench<Vxl_warp_uniform_sc>(clk, cfg));
    if (opt.arch == "pxbar") benches.push_back(make_bench<Vxl_warp_pxbar_sc>(clk, cfg));
    if (opt.arch == harness::kPxbarFanout) benches.push_back(make_bench<Vxl_warp_pxbar_ft_sc>(clk, cfg));
  }
  for (unsigned lat = 0; lat < 3 && opt.arch == "xbar"; ++lat) {
    if (opt.latency != "all" && opt.latency != std::to_string(lat)) continue;
    if (opt.skid && lat != 1) continue;
    BenchConfig cfg = base;
    cfg.latency = lat;
    cfg.print_directed = benches.empty();
    if (lat == 0) benches.push_back(make_bench<Vxl_warp_l0_sc>(clk, cfg));
    if (lat == 1 && !opt.skid) benches.push_back(make_bench<Vxl_warp_l1_sc>(clk, cfg));
    if (lat == 1 && opt.skid) benches.push_back(make_bench<Vxl_warp_l1_skid_sc>(clk, cfg));
    if (lat == 2) benches.push_back(make_bench<Vxl_warp_l2_sc>(clk, cfg));
  }
  return benches;
}

// Each bench's FST and its GTKWave save files.
void open_traces(std::vector<AnyBench>& benches, const ScOptions& opt) {
  for (AnyBench& b : benches) {
    open_trace(b, opt.wave_dir);
    write_gtkw_files(opt.wave_dir, b.label, b.fst, 0, opt.arch == "xbar");
  }
}

// Simulates until every bench is done or one fails, with a progress line every 2 s;
// the traces closed (flushed: the failing cycle is in the file). Returns the wall seconds.
double run_benches(std::vector<AnyBench>& benches, const ScOptions& opt) {
  using Clock = std::chrono::steady_clock;
  const auto t0 = Clock::now();
  auto last = t0;
  const auto any = [&](const std::function<bool(const AnyBench&)>& f) {
    for (const AnyBench& b : benches) {
      if (f(b)) return true;
    }
    return false;
  };
  const auto progress = [&](bool final) {
    const double s = std::chrono::duration<double>(Clock::now() - t0).count();
    uint64_t done = 0, bad = 0;
    for (const AnyBench& b : benches) {
      done += b.checked();
      bad += b.mismatches();
    }
    std::printf("%s %llu / %llu instructions checked, %.0f per s, %llu mismatches, cycle %llu\n",
                final ? "done:" : "  ...", static_cast<unsigned long long>(done),
                static_cast<unsigned long long>(benches.size() * (opt.ops + kDirected)), s > 0 ? done / s : 0.0,
                static_cast<unsigned long long>(bad), static_cast<unsigned long long>(benches[0].cycles()));
    std::fflush(stdout);
  };
  while (any([](const AnyBench& b) { return !b.done(); }) && !any([](const AnyBench& b) { return b.failed(); })) {
    sc_core::sc_start(20000, sc_core::SC_NS);
    if (sc_core::sc_get_status() == sc_core::SC_STOPPED) break;
    if (Clock::now() - last > std::chrono::seconds(2)) {
      progress(false);
      last = Clock::now();
    }
  }
  const double secs = std::chrono::duration<double>(Clock::now() - t0).count();
  for (AnyBench& b : benches) {
    if (b.trace) b.trace->close();
  }
  progress(true);
  return secs;
}

// The summary: each bench's counts and coverage, then the rate. True when all passed.
bool print_summary(const std::vector<AnyBench>& benches, const ScOptions& opt, double secs) {
  bool ok = true;
  uint64_t total = 0;
  uint64_t cycles = 0;
  for (const AnyBench& b : benches) cycles = std::max(cycles, b.cycles());
  std::printf("\nsummary (%llu cycles of 10 ns simulated, %.2f s wall)\n", static_cast<unsigned long long>(cycles), secs);
  for (const AnyBench& b : benches) {
    const Coverage& c = b.coverage();
    ok = ok && !b.failed() && b.done();
    total += b.checked();
    std::printf("  %s%s: %llu instructions checked, %llu mismatches%s\n",
                opt.arch != "xbar" ? (opt.arch + " shuffle").c_str() : ("latency " + std::to_string(b.latency)).c_str(),
                opt.skid ? " (skid buffer)" : "",
                static_cast<unsigned long long>(b.checked()), static_cast<unsigned long long>(b.mismatches()),
                b.trace ? (", waveform " + b.fst).c_str() : "");
    print_map("per unit:", c.per_unit);
    print_map("per opcode:", c.per_op);
    print_map("shfl segment widths:", c.seg_width);  // CUDA width packed in lane 0's c
    std::printf("    %-22sp = 1: %llu lanes, p = 0: %llu, d undefined: %llu, p undefined: %llu, not written: %llu\n",
                "shfl outcomes:", static_cast<unsigned long long>(c.p_true), static_cast<unsigned long long>(c.p_false),
                static_cast<unsigned long long>(c.d_undef), static_cast<unsigned long long>(c.p_undef),
                static_cast<unsigned long long>(c.not_written));
    print_map("shf amounts (lanes):", c.shf_amount);
    print_map("SHUF bytes:", c.shuf_fill);
    print_map("vote, match, redux:", c.party);
  }
  std::printf("  %llu instructions in %.2f s: %.0f per second\n", static_cast<unsigned long long>(total), secs,
              secs > 0 ? total / secs : 0.0);
  if (!opt.figures.empty()) {
    verif::Figures f;
    f.add("instructions", static_cast<double>(total));
    f.add("seconds", secs);
    f.add("per_second", secs > 0 ? total / secs : 0.0);
    try {
      f.write(opt.figures);
    } catch (const std::runtime_error& e) {
      std::fprintf(stderr, "xlane_sc: --figures: %s\n", e.what());
      ok = false;
    }
  }
  return ok;
}

// Each failed bench: the mismatch, the waveform with save files that open on the failing
// cycle, and the command that reproduces it.
void report_failures(const std::vector<AnyBench>& benches, const ScOptions& opt, const std::string& repro) {
  for (const AnyBench& b : benches) {
    if (!b.failed()) continue;
    std::printf("\nMISMATCH on xl_warp %s%s at cycle %llu (%llu ns):\n%s",
                opt.arch != "xbar" ? ("with the " + opt.arch + " shuffle").c_str() : ("latency " + std::to_string(b.latency)).c_str(),
                opt.skid ? " with the skid buffer" : "",
                static_cast<unsigned long long>(b.failure_cycle()),
                static_cast<unsigned long long>(b.failure_cycle() * 10), b.failure().c_str());
    if (b.trace) {
      // The save files open on the failing cycle, with the marker on its closing edge.
      write_gtkw_files(opt.wave_dir, b.label, b.fst, b.failure_cycle() * 10000, opt.arch == "xbar");
      std::printf("waveform: %s (the failing cycle ends at %llu ns; the save files put the marker there)\n"
                  "  gtkwave %s/xl_warp_%s.gtkw      (or: make wave)\n",
                  b.fst.c_str(), static_cast<unsigned long long>(b.failure_cycle() * 10), opt.wave_dir.c_str(),
                  b.label.c_str());
    }
    std::printf("reproduce: %s%s\n", repro.c_str(), opt.inject >= 0 ? (" --inject-error " + std::to_string(opt.inject)).c_str() : "");
  }
  // `make wave` opens the view named here: the failing latency, else the first one.
  if (opt.trace) {
    std::string show = benches[0].label;
    for (const AnyBench& b : benches) {
      if (b.failed()) {
        show = b.label;
        break;
      }
    }
    std::ofstream(opt.wave_dir + "/latest") << "xl_warp_" << show << "\n";
  }
}

}  // namespace
}  // namespace xlane::sim

int sc_main(int argc, char* argv[]) {
  using namespace xlane;
  using namespace xlane::sim;

  ScOptions opt;
  if (const int rc = parse_sc_options(argc, argv, opt); rc >= 0) return rc;
  BenchConfig base;
  if (!configure(opt, base)) return 2;
  const std::string repro = opt.reproduce(argv[0], verif::master_seed());
  print_banner(opt);
  if (opt.trace) {
    Verilated::traceEverOn(true);
    std::error_code ec;
    std::filesystem::create_directories(opt.wave_dir, ec);
    if (ec) {
      std::fprintf(stderr, "--wave-dir: cannot create %s: %s\n", opt.wave_dir.c_str(), ec.message().c_str());
      return 2;
    }
  }

  sc_core::sc_clock clk("clk", 10, sc_core::SC_NS);
  std::vector<AnyBench> benches = make_benches(clk, opt, base);
  if (benches.empty()) {
    std::fprintf(stderr, "--arch %s: no verilated xl_warp with that shuffle microarchitecture\n", opt.arch.c_str());
    return 2;
  }
  sc_core::sc_start(sc_core::SC_ZERO_TIME);
  if (opt.trace) open_traces(benches, opt);
  const double secs = run_benches(benches, opt);
  const bool ok = print_summary(benches, opt, secs);
  report_failures(benches, opt, repro);
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
