// xlane_sim: randomized differential simulation of the warp top (xl_warp, 32 lanes) at
// latency 0, 1 and 2, checked against the golden model, with a summary at the end.
//
// Usage: xlane_sim [--seed S] [--ops N] [--latency 0|1|2|all]
#include <CLI/CLI.hpp>

#include <array>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <map>
#include <string>

#include "Vxl_warp_l0.h"
#include "Vxl_warp_l1.h"
#include "Vxl_warp_l2.h"
#include "dut.h"
#include "pipe_bench.h"
#include "scoreboard.h"
#include "seed.h"
#include "warp.h"

namespace {

using namespace xlane;
using namespace xlane::tb;

struct Stats {
  std::map<std::string, uint64_t> per_op;  // operations per instruction name
  uint64_t p_true = 0, p_false = 0;        // defined predicate outcomes seen
  uint64_t undef_lanes = 0, idle_lanes = 0;
};

template <class V>
bool run_latency(unsigned latency, uint64_t ops, Stats& stats) {
  Dut<V> dut;
  auto rng = make_rng("sim latency " + std::to_string(latency));
  PipeBench<V, WarpOp> bench;
  uint64_t made = 0;
  bench.make = [&] {
    WarpOp op = random_warp(rng, 32);
    ++stats.per_op[warp_name(op.opcode)];
    if (++made % 100000 == 0) {
      std::printf("  latency %u: %llu / %llu operations\n", latency,
                  static_cast<unsigned long long>(made), static_cast<unsigned long long>(ops));
      std::fflush(stdout);
    }
    return op;
  };
  bench.drive = [](V& d, const WarpOp& op) { drive_warp<32>(d, op); };
  bench.scramble = [&](V& d) { drive_warp<32>(d, random_warp(rng, 32)); };
  bench.check = [&](const V& d, const WarpOp& op, std::string& report) {
    const WarpResult exp = warp_expected(op);
    const WarpResult got = read_warp<32>(d);
    if (warp_unit(op.opcode) == WarpUnit::Shfl) {
      const uint64_t defined = exp.r.written & ~exp.r.p_undef;
      stats.p_true += __builtin_popcountll(defined & exp.r.p);
      stats.p_false += __builtin_popcountll(defined & ~exp.r.p);
      stats.undef_lanes += __builtin_popcountll(exp.r.d_undef);
    }
    stats.idle_lanes += 32 - __builtin_popcountll(exp.r.written);
    auto mm = compare_shfl(op.ops, exp.r, got.r);
    if (exp.illegal != got.illegal) mm.push_back({0, "illegal", exp.illegal, got.illegal});
    if (!mm.empty()) report = format_shfl(op.ops, exp.r, got.r, mm, warp_name(op.opcode));
    return mm;
  };
  Scoreboard sb("xl_warp latency " + std::to_string(latency), 32);
  const auto t0 = std::chrono::steady_clock::now();
  run_pipe(dut, latency, ops, rng, bench, sb);
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::printf("  %s  (%llu sim time units, %.2f s, %.0f ops/s)\n", sb.summary().c_str(),
              static_cast<unsigned long long>(dut.time()), secs, ops / secs);
  return sb.ok();
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"xlane_sim: randomized differential simulation of the xlane warp top"};
  std::string seed_text;
  uint64_t ops = 200000;
  std::string latency = "all";
  app.add_option("--seed", seed_text, "master seed (decimal or 0x hex; default $XLANE_SEED, else random)");
  app.add_option("--ops", ops, "operations per latency setting")->check(CLI::PositiveNumber);
  app.add_option("--latency", latency, "pipeline latency to simulate")
      ->check(CLI::IsMember({"0", "1", "2", "all"}));
  CLI11_PARSE(app, argc, argv);

  try {
    set_master_seed(seed_text.empty() ? default_master_seed() : parse_seed(seed_text));
  } catch (const std::exception& e) {
    std::fprintf(stderr, "%s: --seed: %s\n", argv[0], e.what());
    return 2;
  }
  std::printf("xlane_sim: master seed %llu, %llu operations per latency, latency %s\n",
              static_cast<unsigned long long>(master_seed()), static_cast<unsigned long long>(ops),
              latency.c_str());

  Stats stats;
  bool ok = true;
  const auto t0 = std::chrono::steady_clock::now();
  if (latency == "0" || latency == "all") ok = run_latency<Vxl_warp_l0>(0, ops, stats) && ok;
  if (latency == "1" || latency == "all") ok = run_latency<Vxl_warp_l1>(1, ops, stats) && ok;
  if (latency == "2" || latency == "all") ok = run_latency<Vxl_warp_l2>(2, ops, stats) && ok;
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();

  std::printf("\nsummary\n  operations per instruction:\n");
  uint64_t total = 0;
  for (const auto& [name, count] : stats.per_op) {
    std::printf("    %-22s %10llu\n", name.c_str(), static_cast<unsigned long long>(count));
    total += count;
  }
  std::printf("  shfl lanes with p = 1: %llu, p = 0: %llu, d undefined: %llu; lanes not written: %llu\n",
              static_cast<unsigned long long>(stats.p_true), static_cast<unsigned long long>(stats.p_false),
              static_cast<unsigned long long>(stats.undef_lanes),
              static_cast<unsigned long long>(stats.idle_lanes));
  std::printf("  %llu operations in %.2f s (%.0f ops/s): %s\n", static_cast<unsigned long long>(total), secs,
              total / secs, ok ? "PASS" : "FAIL");
  if (!ok) {
    std::printf("reproduce: %s --seed %llu --ops %llu --latency %s\n", argv[0],
                static_cast<unsigned long long>(master_seed()), static_cast<unsigned long long>(ops),
                latency.c_str());
  }
  return ok ? 0 : 1;
}
