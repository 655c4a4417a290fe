// xlane_mutate: runs the RTL test bench against every mutant of one unit and says which
// mutants it kills (mutation testing, the method of YosysHQ's mcy).
//
// The mutants come from scripts/mutate_gen.sh: one Yosys netlist of the unit with every
// mutation built in, each enabled by its own value of the extra input `mutsel` (0 = the
// original). This program is built once against that netlist and, for mutsel = first..last,
// runs the test bench's stimulus until the first mismatch (killed) or to the end (survived).
// Survivors go to Yosys `sat` (scripts/mutate.sh), which proves them equivalent or prints
// the input that tells them apart.
//
// FIXED TEST-BENCH REPLICA: the phases are the stimulus of the RTL tests, in the same order,
// from tb/common/bench_replica.h (the same generators and per-test random streams: make_rng
// of the same test names under one master seed), with the tests' comparison rules
// (compare_shfl: d and p only where written and defined; flags everywhere):
//   shf    tb/rtl/test_shf_shuf.cpp  "shf sweep" (every variant x 96 + 81 amounts x data),
//                                    "shf random" (random_shf)
//   shuf   tb/rtl/test_shf_shuf.cpp  "shuf sweep" (8192 control words x 16 words),
//                                    "shuf random" (random_shuf)
//   shfl8  tb/rtl/test_shfl.cpp      "shfl exhaustive 8", "shfl random 8"
//   shfl   tb/rtl/test_shfl.cpp      directed corners (kShflCorners + kShflExtraCorners, checked
//                                    against the spec's j and p), "shfl exhaustive",
//                                    "shfl random 32"
// The Catch2 tests cannot be run per mutant (they own their Dut and stop at the first failed
// REQUIRE), so bench_replica.h restates their loops; when a test's stimulus changes, change
// the matching phase there too. The master seed is fixed (default 1), so every mutant and
// every run sees the same transactions.
//
// Exit status 1 if mutsel = 0 (the unmutated netlist) fails: then the replica or the netlist
// is wrong, and no verdict would mean anything.
#include <CLI/CLI.hpp>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "bench_replica.h"
#include "corners.h"
#include "dut.h"
#include "scoreboard.h"
#include "seed.h"
#include "stimulus.h"
#include "Vmut_shf.h"
#include "Vmut_shuf.h"
#ifdef XLANE_MUTATE_FULL
#include "Vmut_shfl.h"
#include "Vmut_shfl8.h"
#endif

namespace {

using namespace xlane;
using namespace xlane::tb;

/// How a mutant fared: the first failing phase and transaction, or none (survived).
struct Verdict {
  bool killed = false;
  std::string phase;
  uint64_t txn = 0;
  std::string detail;  ///< the failing transaction, one line
};

Verdict kill(const std::string& phase, uint64_t txn, std::string detail) {
  return {true, phase, txn, std::move(detail)};
}

std::string hex_pair(uint32_t exp, uint32_t got) {
  char buf[64];
  std::snprintf(buf, sizeof buf, " d expected 0x%08x got 0x%08x", exp, got);
  return buf;
}

// ---------------------------------------------------------------------------------------
// shf and SHUF (tb/rtl/test_shf_shuf.cpp)
// ---------------------------------------------------------------------------------------

template <class V>
std::optional<Verdict> shf_one(Dut<V>& dut, const char* phase, uint64_t index, const ShfTxn& t) {
  dut->left_i = t.left;
  dut->clamp_i = t.clamp;
  dut->a_i = t.a;
  dut->b_i = t.b;
  dut->c_i = t.c;
  dut.eval();
  const uint32_t exp = t.expected();
  const uint32_t got = dut->d_o;
  if (exp != got) return kill(phase, index, t.to_string() + hex_pair(exp, got));
  return std::nullopt;
}

template <class V>
Verdict run_shf(Dut<V>& dut, uint64_t random_count) {
  Verdict v;
  const auto check = [&](const char* phase) {
    return [&dut, &v, phase](uint64_t i, const ShfTxn& t) {
      if (auto k = shf_one(dut, phase, i, t)) v = *k;
      return !v.killed;
    };
  };
  replica::shf_sweep(check("shf sweep")) && replica::shf_random(random_count, check("shf random"));
  return v;
}

template <class V>
std::optional<Verdict> shuf_one(Dut<V>& dut, const char* phase, uint64_t index, const ShufTxn& t) {
  dut->a_i = t.a;
  dut->ctrl_i = t.ctrl & 0x1fffu;  // the port is 13 bits, as in the test
  dut.eval();
  const uint32_t exp = t.expected();
  const uint32_t got = dut->d_o;
  if (exp != got) return kill(phase, index, t.to_string() + hex_pair(exp, got));
  return std::nullopt;
}

template <class V>
Verdict run_shuf(Dut<V>& dut, uint64_t random_count) {
  Verdict v;
  const auto check = [&](const char* phase) {
    return [&dut, &v, phase](uint64_t i, const ShufTxn& t) {
      if (auto k = shuf_one(dut, phase, i, t)) v = *k;
      return !v.killed;
    };
  };
  replica::shuf_sweep(check("shuf sweep")) && replica::shuf_random(random_count, check("shuf random"));
  return v;
}

// ---------------------------------------------------------------------------------------
// shfl (tb/rtl/test_shfl.cpp)
// ---------------------------------------------------------------------------------------

template <unsigned Lanes, unsigned Width, class V>
std::optional<Verdict> shfl_one(Dut<V>& dut, const char* phase, uint64_t index, model::ShflOp op) {
  if constexpr (Width < 32) {
    for (unsigned l = 0; l < Lanes; ++l) op.a[l] &= (1u << Width) - 1;
  }
  drive_shfl<Lanes, Width>(*dut, op);
  dut.eval();
  const model::ShflResult got = read_shfl<Lanes, Width>(*dut);
  const model::ShflResult exp = model::shfl(op);
  const auto mm = compare_shfl(op, exp, got);
  if (mm.empty()) return std::nullopt;
  std::ostringstream os;
  os << shfl_name(op) << ": lane " << mm[0].lane << " " << mm[0].field << " expected 0x" << std::hex
     << mm[0].expected << " got 0x" << mm[0].actual;
  return kill(phase, index, os.str());
}

template <unsigned Lanes, unsigned Width, class V>
Verdict run_shfl(Dut<V>& dut, uint64_t random_count, const std::string& exhaustive_name,
                 const std::string& random_name) {
  Verdict v;
  if constexpr (Lanes == 32 && Width == 32) {
    // The directed test checks the corner's lane against the spec's j and p, and that
    // every lane is written and defined.
    replica::shfl_directed([&](uint64_t i, const ShflCorner& k, const model::ShflOp& op) {
      drive_shfl<32, 32>(*dut, op);
      dut.eval();
      const model::ShflResult got = read_shfl<32, 32>(*dut);
      const bool ok = got.d[k.lane] == (0xa0000000u | k.j) && ((got.p >> k.lane) & 1u) == (k.p ? 1u : 0u) &&
                      got.written == 0xffffffffull && got.d_undef == 0 && got.p_undef == 0;
      if (!ok) v = kill("shfl directed", i, std::string(k.name) + (op.sync ? " (shfl.sync)" : " (shfl)"));
      return ok;
    });
    if (v.killed) return v;
  }
  const auto check = [&](const char* phase) {
    return [&dut, &v, phase](uint64_t i, const model::ShflOp& op) {
      if (auto k = shfl_one<Lanes, Width>(dut, phase, i, op)) v = *k;
      return !v.killed;
    };
  };
  replica::shfl_exhaustive<Lanes>(exhaustive_name, check("shfl exhaustive")) &&
      replica::shfl_random<Lanes>(random_name, random_count, check("shfl random"));
  return v;
}

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
              << "\n  the replica or the netlist is wrong; no mutant verdict is meaningful\n";
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
  CLI::App app{"Runs the xlane RTL test bench against the mutants of one unit (see scripts/mutate.sh)"};
  std::string unit, mutations, csv = "mutants.csv", seed_text = "1";
  unsigned first = 1, last = 0;
  uint64_t random_count = 1000000;
  app.add_option("--unit", unit, "shf, shuf, shfl8 or shfl (shfl8 and shfl need -DXLANE_MUTATE_FULL=ON)")->required();
  app.add_option("--mutations", mutations, "the unit's mutations.txt (line K = mutant K)")->required();
  app.add_option("--first", first, "first mutant (default 1)");
  app.add_option("--last", last, "last mutant (default: the last line of --mutations)");
  app.add_option("--random", random_count, "random operations per mutant (default 1000000, as the tests)");
  app.add_option("--seed", seed_text, "master seed of the random stimulus (default 1)");
  app.add_option("--csv", csv, "per-mutant verdicts (default mutants.csv)");
  CLI11_PARSE(app, argc, argv);

  std::vector<MutantInfo> muts;
  try {
    set_master_seed(parse_seed(seed_text));
    muts = read_mutations(mutations);
  } catch (const std::exception& e) {
    std::cerr << "xlane_mutate: " << e.what() << '\n';
    return 2;
  }
  if (last == 0) last = static_cast<unsigned>(muts.size());
  if (first < 1 || last > muts.size() || first > last) {
    std::cerr << "xlane_mutate: mutant range " << first << ".." << last << " outside 1.." << muts.size() << '\n';
    return 2;
  }
  std::printf("xlane_mutate: master seed %llu, %llu random operations per mutant\n",
              static_cast<unsigned long long>(master_seed()), static_cast<unsigned long long>(random_count));
  std::printf("reproduce: %s --unit %s --mutations %s --first %u --last %u --random %llu --seed %llu\n", argv[0],
              unit.c_str(), mutations.c_str(), first, last, static_cast<unsigned long long>(random_count),
              static_cast<unsigned long long>(master_seed()));
  if (unit == "shuf") {
    return run_unit<Vmut_shuf>(unit, muts, first, last, csv, [&](auto& d) { return run_shuf(d, random_count); });
  }
  if (unit == "shf") {
    return run_unit<Vmut_shf>(unit, muts, first, last, csv, [&](auto& d) { return run_shf(d, random_count); });
  }
#ifdef XLANE_MUTATE_FULL
  if (unit == "shfl8") {
    return run_unit<Vmut_shfl8>(unit, muts, first, last, csv, [&](auto& d) {
      return run_shfl<8, 16>(d, random_count, "shfl exhaustive 8", "shfl random 8");
    });
  }
  if (unit == "shfl") {
    return run_unit<Vmut_shfl>(unit, muts, first, last, csv, [&](auto& d) {
      return run_shfl<32, 32>(d, random_count, "shfl exhaustive", "shfl random 32");
    });
  }
#endif
  std::cerr << "xlane_mutate: unit '" << unit << "' is not built here (configure with -DXLANE_MUTATE_FULL=ON)\n";
  return 2;
}
