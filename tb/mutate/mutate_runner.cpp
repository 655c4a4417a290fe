// SPDX-License-Identifier: Apache-2.0
// xlane_mutate: runs the RTL test bench against every mutant of one unit and says which
// mutants it kills (mutation testing, the method of YosysHQ's mcy).
//
// The mutants come from tb/mutate/mutate_gen.sh: one Yosys netlist of the unit with every
// mutation built in, each enabled by its own value of the extra input `mutsel` (0 = the
// original). This program is built once against that netlist and, for mutsel = first..last,
// runs the test bench's stimulus until the first mismatch (killed) or to the end (survived).
// Survivors go to Yosys `sat` (tb/mutate/mutate.sh), which proves them equivalent or prints
// the input that tells them apart.
//
// The stimulus is the RTL tests' own, in the same order, from tb/common/plans.h, checked
// through the same functions as the tests (tb/common/rtl_check.h), under one fixed master
// seed (default 1), so that every mutant and every run sees the same transactions:
//   shf    "shf sweep", "shf random"                          (tb/rtl/test_shf_shuf.cpp)
//   shuf   "shuf sweep", "shuf random"                        (tb/rtl/test_shf_shuf.cpp)
//   prmt   "prmt sweep", "prmt random"                        (tb/rtl/test_shf_shuf.cpp)
//   vote8  "vote random 8"                                    (tb/rtl/test_vote.cpp)
//   redux8 "redux random 8"                                   (tb/rtl/test_redux.cpp)
//   match8 "match random 8"                                   (tb/rtl/test_match.cpp)
//   shfl8  "shfl exhaustive 8", "shfl random 8"               (tb/rtl/test_shfl.cpp)
//   shfl   the corner cases (against the spec's j and p), "shfl exhaustive",
//          "shfl random 32"                                   (tb/rtl/test_shfl.cpp)
//   gather8, uniform8, pxbar8, pxbarq8, pxbarft8: the clocked shuffles at 8 lanes x 16 bits,
//          their runs of tb/rtl/test_archs.cpp (tb/rtl/arch_bench.h: random and uniform
//          operations, with and without backpressure, each run through a fresh model;
//          killed also by a unit off its own schedule: ready_o early or late)
//   reduxseq8, matchseq8: xl_redux_seq and xl_match_seq at 8 lanes, 2 lanes (keys) a step,
//          their stream runs of tb/rtl/test_redux.cpp and tb/rtl/test_match.cpp
//          (tb/rtl/collective_bench.h: random operations with and without backpressure,
//          each run through a fresh model; killed also by a broken handshake rule or a
//          unit off its schedule)
//   warp8  xl_warp at 8 lanes with the time-multiplexed reduction (4 lanes a step) and
//          match (1 key a step), the rtl/xlane.configs row xl_warp_n8_seq: its stream runs
//          of tb/rtl/test_warp.cpp (tb/rtl/warp_bench.h: random instructions of every
//          opcode, uniform shuffles with shf and SHUF, runs of collectives; with and without
//          backpressure, each run through a fresh model; killed also by a broken handshake
//          rule or an instruction refused with ready_i high where none may be)
//
// Exit status 1 if mutsel = 0 (the unmutated netlist) fails: then the netlist is wrong, and
// no verdict would mean anything.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <type_traits>
#include <vector>

#include "common/plans.h"
#include "common/rtl_check.h"
#include "mutate/mutate_options.h"
#include "Vmut_match8.h"
#include "Vmut_prmt.h"
#include "Vmut_redux8.h"
#include "Vmut_shf.h"
#include "Vmut_shuf.h"
#include "Vmut_vote8.h"
#ifdef XLANE_MUTATE_FULL
#include "Vmut_gather8.h"
#include "Vmut_matchseq8.h"
#include "Vmut_pxbar8.h"
#include "Vmut_pxbarq8.h"
#include "Vmut_pxbarft8.h"
#include "Vmut_reduxseq8.h"
#include "Vmut_shfl.h"
#include "Vmut_shfl8.h"
#include "Vmut_uniform8.h"
#include "Vmut_warp8.h"
#include "rtl/arch_bench.h"
#include "rtl/collective_bench.h"
#include "rtl/warp_bench.h"
#endif

namespace {

using namespace xlane;
using namespace xlane::tb;
using harness::Dut;
using isa::ShflOp;
using verif::LaneMismatch;
using verif::Scoreboard;

/// How a mutant fared: the first failing phase and transaction, or none (survived).
struct Verdict {
  bool killed = false;
  std::string phase;
  uint64_t txn = 0;
  std::string detail;  ///< the first mismatch of the failing transaction, one line
};

/// The verdict of a run that failed on `sb`: killed in `phase` at its first mismatch.
Verdict killed_by(const Scoreboard& sb, const std::string& phase) {
  const LaneMismatch& m = sb.first_mismatch();
  std::ostringstream os;
  os << "lane " << m.lane << " " << m.field << " expected 0x" << std::hex << m.expected << " got 0x" << m.actual;
  return {true, phase, sb.first_index(), os.str()};
}

/// Runs the phases in order, each a plan over one checker, until the first mismatch.
class Phases {
 public:
  /// Runs `plan(visitor)`, where the visitor calls `check(sb, index, txn...)`.
  template <class Plan, class Check>
  Phases& run(const std::string& phase, Plan&& plan, Check&& check) {
    if (v_.killed) return *this;
    verif::Scoreboard sb(phase, 64, 0);
    plan([&](uint64_t i, const auto&... txn) {
      check(sb, i, txn...);
      return sb.ok();
    });
    if (!sb.ok()) v_ = killed_by(sb, phase);
    return *this;
  }
  Verdict verdict() const { return v_; }

 private:
  Verdict v_;
};

// A one-word unit (shf, shuf): its sweep, then its random operations, through the tests'
// checker `check_one`.
template <class V, class Op, class Sweep, class Random>
Verdict run_word(Dut<V>& dut, const std::string& unit, void (*check_one)(Dut<V>&, Scoreboard&, uint64_t, const Op&),
                 Sweep sweep, Random random, uint64_t random_count) {
  const auto check = [&](Scoreboard& sb, uint64_t i, const Op& op) { check_one(dut, sb, i, op); };
  return Phases()
      .run(unit + " sweep", [&](auto&& v) { return sweep(v); }, check)
      .run(unit + " random", [&](auto&& v) { return random(random_count, v); }, check)
      .verdict();
}

template <unsigned Lanes, unsigned Width, class V>
Verdict run_shfl(Dut<V>& dut, uint64_t random_count) {
  const auto check = [&](verif::Scoreboard& sb, uint64_t i, const ShflOp& op) {
    check_shfl<Lanes, Width>(dut, sb, i, op);
  };
  Phases phases;
  if constexpr (Lanes == 32) {
    phases.run("shfl directed", [](auto&& v) { return plan::shfl_corners(v); },
               [&](verif::Scoreboard& sb, uint64_t i, const verif::ShflCorner& k, const ShflOp& op) {
                 check_shfl_corner(dut, sb, i, k, op);
               });
    phases.run("shfl exhaustive", [](auto&& v) { return plan::shfl32_exhaustive(v); }, check)
        .run("shfl random", [&](auto&& v) { return plan::shfl32_random(random_count, v); }, check);
  } else {
    phases.run("shfl exhaustive", [](auto&& v) { return plan::shfl8_exhaustive(v); }, check)
        .run("shfl random", [&](auto&& v) { return plan::shfl8_random(random_count, v); }, check);
  }
  return phases.verdict();
}

#ifdef XLANE_MUTATE_FULL
// A clocked shuffle of 8 lanes x 16 bits, named as in test_archs.cpp (the name seeds the
// runs): its runs there, `ops` random operations, each run through a fresh model with the
// mutant of `mutsel`, so that a verdict does not depend on the mutant run before.
template <class V>
Verdict run_arch8(uint16_t mutsel, const std::string& unit, const arch::Kind& kind, uint64_t ops) {
  for (const arch::Run& run : arch::runs(unit, 8, kind, ops)) {
    Dut<V> dut;
    dut->mutsel = mutsel;
    verif::Scoreboard sb(run.name, 8, 0);
    const StreamStats st = arch::run_arch<V, 8, 16>(dut, kind, run, sb);
    if (!sb.ok()) return killed_by(sb, run.name);
    if (run.every_cycle && st.refused > 0) {
      return {true, run.name, 0, std::to_string(st.refused) + " instructions refused with ready_i high"};
    }
  }
  return {};
}

// A time-multiplexed collective of 8 lanes taking `steps` steps an operation: its stream
// runs `runs` (collective::redux_seq_runs, match_seq_runs; at most `cap` operations each),
// each through a fresh model with the mutant of `mutsel`, to its first mismatch.
template <class V, class Op>
Verdict run_seq8(uint16_t mutsel, const std::vector<collective::Run>& runs, unsigned steps,
                 Op (*draw)(std::mt19937_64&, unsigned), uint64_t cap) {
  for (const collective::Run& run : runs) {
    Dut<V> dut;
    dut->mutsel = mutsel;
    verif::Scoreboard sb(run.name, 8, 0);
    collective::run_seq<8>(dut, run, steps, std::min(run.ops, cap), draw, {}, sb, true);
    if (!sb.ok()) return killed_by(sb, run.name);
  }
  return {};
}

// The warp top at 8 lanes: its stream runs `runs` (at most `cap` instructions each), each
// through a fresh model with the mutant of `mutsel`, to its first mismatch.
template <class V>
Verdict run_warp8(uint16_t mutsel, const std::vector<warp::StreamRun>& runs, uint64_t cap) {
  for (const warp::StreamRun& run : runs) {
    Dut<V> dut;
    dut->mutsel = mutsel;
    const std::string name = warp::stream_name(8, run);
    verif::Scoreboard sb(name, 8, 0);
    const StreamStats st = warp::run_stream<8>(dut, run, std::min(run.ops, cap), sb, true);
    if (!sb.ok()) return killed_by(sb, name);
    if (run.fast && st.refused > 0) {
      return {true, name, 0, std::to_string(st.refused) + " instructions refused with ready_i high"};
    }
  }
  return {};
}
#endif

// ---------------------------------------------------------------------------------------
// Driver
// ---------------------------------------------------------------------------------------

/// Mode and first source line of mutant k, from its `mutate` command.
struct MutantInfo {
  std::string mode, src, wire;  ///< wire: the mutated net's name and bit, when it has one
};

std::vector<MutantInfo> read_mutations(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot read " + path);
  std::vector<MutantInfo> out;
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream words(line);
    std::string w, prev, cell, last_src, wire, wirebit;
    MutantInfo m;
    while (words >> w) {
      if (prev == "-mode") m.mode = w;
      if (prev == "-cell") cell = w;
      if (prev == "-wire") wire = w;
      if (prev == "-wirebit") wirebit = w;
      if (prev == "-src" && w.find(":0.0-0.0") == std::string::npos) last_src = w.substr(0, w.find('.', w.find(':')));
      prev = w;
    }
    if (!wire.empty()) m.wire = wire + "[" + wirebit + "]";
    // The mutated cell's own source line is in its name ($and$rtl/xl_shf.sv:58$36); cells
    // Yosys made itself ($procmux) have none: then the last source tag.
    const auto at = cell.find("rtl/");
    if (at != std::string::npos) {
      m.src = cell.substr(at, cell.find('$', at) - at);
    } else {
      m.src = last_src;
    }
    out.push_back(m);
  }
  return out;
}

template <class V, class Run>
int run_unit(const std::string& unit, const std::vector<MutantInfo>& muts, unsigned first, unsigned last,
             const std::string& csv_path, Run run) {
  Dut<V> dut;
  const auto t0 = std::chrono::steady_clock::now();
  dut->mutsel = 0;
  const Verdict base = run(dut);
  if (base.killed) {
    std::cerr << "xlane_mutate: the UNMUTATED " << unit << " netlist (mutsel = 0) fails " << base.phase
              << " transaction " << base.txn << ": " << base.detail
              << "\n  the netlist is wrong; no mutant verdict is meaningful\n";
    return 1;
  }
  const double base_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::printf("xlane_mutate: %s: unmutated netlist passes the whole bench (%.2f s); mutants %u..%u\n", unit.c_str(),
              base_s, first, last);
  std::ofstream csv(csv_path);
  csv << "unit,mutant,mode,src,wire,verdict,phase,txn,seconds,detail\n";
  unsigned killed = 0, survived = 0;
  for (unsigned k = first; k <= last; ++k) {
    const auto t1 = std::chrono::steady_clock::now();
    dut->mutsel = static_cast<uint16_t>(k);
    const Verdict v = run(dut);
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t1).count();
    (v.killed ? killed : survived)++;
    const MutantInfo& m = muts.at(k - 1);
    std::printf("[%s %3u/%u] %-8s %-6s %-24s %-15s #%-8llu %5.2f s  %s\n", unit.c_str(), k, last,
                v.killed ? "killed" : "SURVIVED", m.mode.c_str(), m.src.c_str(), v.killed ? v.phase.c_str() : "-",
                static_cast<unsigned long long>(v.txn), s, m.wire.c_str());
    std::fflush(stdout);
    std::string detail = v.detail;
    for (char& ch : detail) {
      if (ch == ',' || ch == '"') ch = ';';
    }
    csv << unit << ',' << k << ',' << m.mode << ',' << m.src << ',' << m.wire << ',' << (v.killed ? "killed" : "survived") << ','
        << (v.killed ? v.phase : "") << ',' << (v.killed ? std::to_string(v.txn) : "") << ',' << s << ',' << detail
        << '\n';
  }
  const double total = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::printf("xlane_mutate: %s: %u mutants, %u killed, %u survived (%.1f s)\n", unit.c_str(), last - first + 1,
              killed, survived, total);
  return 0;
}

}  // namespace

int main(int argc, char* argv[]) {
  xlane::tb::MutateOptions opt;
  if (const int rc = xlane::tb::parse_mutate_options(argc, argv, opt); rc >= 0) return rc;
  std::vector<MutantInfo> muts;
  try {
    verif::set_master_seed(verif::parse_seed(opt.seed_text));
    muts = read_mutations(opt.mutations);
  } catch (const std::exception& e) {
    std::cerr << "xlane_mutate: " << e.what() << '\n';
    return 2;
  }
  if (opt.last == 0) opt.last = static_cast<unsigned>(muts.size());
  if (opt.first < 1 || opt.last > muts.size() || opt.first > opt.last) {
    std::cerr << "xlane_mutate: mutant range " << opt.first << ".." << opt.last << " outside 1.." << muts.size() << '\n';
    return 2;
  }
  std::printf("xlane_mutate: master seed %llu, %llu random operations per mutant\n",
              static_cast<unsigned long long>(verif::master_seed()), static_cast<unsigned long long>(opt.random_count));
  std::printf("reproduce: %s --unit %s --mutations %s --first %u --last %u --random %llu --seed %llu\n", argv[0],
              opt.unit.c_str(), opt.mutations.c_str(), opt.first, opt.last, static_cast<unsigned long long>(opt.random_count),
              static_cast<unsigned long long>(verif::master_seed()));
  // A one-word unit: its sweep, then its random operations.
  const auto word_unit = [&](auto* model, auto check, auto sweep, auto random) {
    using V = std::remove_pointer_t<decltype(model)>;
    return run_unit<V>(opt.unit, muts, opt.first, opt.last, opt.csv,
                       [&](auto& d) { return run_word(d, opt.unit, check, sweep, random, opt.random_count); });
  };
  if (opt.unit == "shuf") {
    return word_unit(static_cast<Vmut_shuf*>(nullptr), check_shuf<Vmut_shuf>,
                     [](auto&& v) { return plan::shuf_sweep(v); }, plan::shuf_random);
  }
  if (opt.unit == "shf") {
    return word_unit(static_cast<Vmut_shf*>(nullptr), check_shf<Vmut_shf>, [](auto&& v) { return plan::shf_sweep(v); },
                     plan::shf_random);
  }
  if (opt.unit == "prmt") {
    return word_unit(static_cast<Vmut_prmt*>(nullptr), check_prmt<Vmut_prmt>,
                     [](auto&& v) { return plan::prmt_sweep(v); }, plan::prmt_random);
  }
  // A warp-wide collective of 8 lanes: its random operations through the tests' checker.
  const auto collective8 = [&](auto* model, const char* phase, auto plan) {
    using V = std::remove_pointer_t<decltype(model)>;
    return run_unit<V>(opt.unit, muts, opt.first, opt.last, opt.csv, [&](auto& d) {
      return Phases()
          .run(phase, [&](auto&& v) { return plan(8, opt.random_count, v); },
               [&](Scoreboard& sb, uint64_t i, const auto& op) { check_collective<8>(d, sb, i, op); })
          .verdict();
    });
  };
  if (opt.unit == "vote8") return collective8(static_cast<Vmut_vote8*>(nullptr), "vote random 8", plan::vote_random);
  if (opt.unit == "redux8") return collective8(static_cast<Vmut_redux8*>(nullptr), "redux random 8", plan::redux_random);
  if (opt.unit == "match8") return collective8(static_cast<Vmut_match8*>(nullptr), "match random 8", plan::match_random);
#ifdef XLANE_MUTATE_FULL
  if (opt.unit == "shfl8") {
    return run_unit<Vmut_shfl8>(opt.unit, muts, opt.first, opt.last, opt.csv, [&](auto& d) {
      return run_shfl<8, 16>(d, opt.random_count);
    });
  }
  if (opt.unit == "shfl") {
    return run_unit<Vmut_shfl>(opt.unit, muts, opt.first, opt.last, opt.csv, [&](auto& d) {
      return run_shfl<32, 32>(d, opt.random_count);
    });
  }
  const uint64_t arch_ops = std::min<uint64_t>(opt.random_count, 40000);
  if (opt.unit == "gather8") {
    return run_unit<Vmut_gather8>(opt.unit, muts, opt.first, opt.last, opt.csv, [&](auto& d) {
      return run_arch8<Vmut_gather8>(d->mutsel, "xl_shfl_gather 8x16 K2", arch::gather(2), arch_ops);
    });
  }
  if (opt.unit == "uniform8") {
    return run_unit<Vmut_uniform8>(opt.unit, muts, opt.first, opt.last, opt.csv, [&](auto& d) {
      return run_arch8<Vmut_uniform8>(d->mutsel, "xl_shfl_uniform 8x16", arch::uniform(), arch_ops);
    });
  }
  if (opt.unit == "pxbar8") {
    return run_unit<Vmut_pxbar8>(opt.unit, muts, opt.first, opt.last, opt.csv, [&](auto& d) {
      return run_arch8<Vmut_pxbar8>(d->mutsel, "xl_shfl_pxbar 8x16", arch::pxbar(), arch_ops);
    });
  }
  if (opt.unit == "pxbarq8") {
    return run_unit<Vmut_pxbarq8>(opt.unit, muts, opt.first, opt.last, opt.csv, [&](auto& d) {
      return run_arch8<Vmut_pxbarq8>(d->mutsel, "xl_shfl_pxbar 8x16 queue", arch::pxbar_queue(4), arch_ops);
    });
  }
  // The fanout form: T1 5 and two cuts (after level 1 and the last, in front of the queue's
  // write), so 9 slots (test_archs' row of the same name).
  if (opt.unit == "pxbarft8") {
    return run_unit<Vmut_pxbarft8>(opt.unit, muts, opt.first, opt.last, opt.csv, [&](auto& d) {
      return run_arch8<Vmut_pxbarft8>(d->mutsel, "xl_shfl_pxbar 8x16 fanout 4 write register", arch::pxbar_queue(9),
                                       arch_ops);
    });
  }
  // The tests' 8-lane runs: 2 lanes (keys) a step, 4 steps; the tests' counts.
  if (opt.unit == "reduxseq8") {
    return run_unit<Vmut_reduxseq8>(opt.unit, muts, opt.first, opt.last, opt.csv, [&](auto& d) {
      return run_seq8<Vmut_reduxseq8>(d->mutsel, collective::redux_seq_runs(8, 2, 20000), 4, verif::random_redux,
                                      opt.random_count);
    });
  }
  if (opt.unit == "matchseq8") {
    return run_unit<Vmut_matchseq8>(opt.unit, muts, opt.first, opt.last, opt.csv, [&](auto& d) {
      return run_seq8<Vmut_matchseq8>(d->mutsel, collective::match_seq_runs(8, 2, 100000), 4, verif::random_match,
                                      opt.random_count);
    });
  }
  if (opt.unit == "warp8") {
    return run_unit<Vmut_warp8>(opt.unit, muts, opt.first, opt.last, opt.csv, [&](auto& d) {
      return run_warp8<Vmut_warp8>(d->mutsel, warp::n8_seq_runs(), opt.random_count);
    });
  }
#endif
  std::cerr << "xlane_mutate: unit '" << opt.unit << "' is not built here (configure with -DXLANE_MUTATE_FULL=ON)\n";
  return 2;
}
