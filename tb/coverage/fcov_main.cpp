// SPDX-License-Identifier: Apache-2.0
// xlane_fcov: functional coverage of the RTL tests' stimulus (bins in tb/coverage/fcov.h).
//
// Replays the stimulus of the unit tests that the bins are about, through
// tb/common/plans.h (the same loops, generators and per-test random streams as
// tb/rtl/test_shfl.cpp and test_shf_shuf.cpp under one master seed), into the collector:
//   shfl  "shfl: worked corner cases", "shfl exhaustive" (32 lanes), "shfl random 32"
//   shf   "shf sweep", "shf random"
//   SHUF  "shuf sweep", "shuf random"
//   prmt  "prmt sweep", "prmt random"
//   vote, match, redux  their 2-lane corners and "<unit> random N" at 8, 32 and 64 lanes
// The transactions are the tests' own, so the report says what the tests exercise; the
// golden model supplies each lane's predicate outcome (the RTL agrees, or the tests fail).
//
// Exit status: 0 when every reachable bin is hit, 1 with the holes listed by name (also
// when a bin marked unreachable was hit: its reason is wrong), 2 on a usage error.
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>

#include "common/plans.h"
#include "coverage/fcov.h"
#include "coverage/fcov_options.h"
#include "verif/seed.h"

int main(int argc, char* argv[]) {
  using namespace xlane;
  using namespace xlane::tb;
  using namespace xlane::verif;
  using namespace xlane::isa;
  FcovOptions opt;
  if (const int rc = parse_fcov_options(argc, argv, opt); rc >= 0) return rc;
  try {
    set_master_seed(opt.seed_text.empty() ? default_master_seed() : parse_seed(opt.seed_text));
  } catch (const std::exception& e) {
    std::cerr << "xlane_fcov: " << e.what() << '\n';
    return 2;
  }
  if (const char* env = std::getenv("XLANE_RANDOM_OPS"); env != nullptr && *env != '\0' && !opt.random_given) {
    try {
      opt.random_count = parse_seed(env);
    } catch (const std::exception&) {
      std::cerr << "xlane_fcov: XLANE_RANDOM_OPS='" << env << "' is not a whole number\n";
      return 2;
    }
  }
  const uint64_t seed = master_seed();
  std::printf("xlane_fcov: master seed %llu, %llu random operations per random test\n",
              static_cast<unsigned long long>(seed), static_cast<unsigned long long>(opt.random_count));
  const auto t0 = std::chrono::steady_clock::now();

  FuncCov cov;
  uint64_t n_shfl = 0, n_shf = 0, n_shuf = 0;
  const auto shfl = [&](uint64_t, const model::ShflOp& op) { cov.sample(op); ++n_shfl; return true; };
  plan::shfl_corners([&](uint64_t i, const ShflCorner&, const model::ShflOp& op) { return shfl(i, op); });
  plan::shfl32_exhaustive(shfl);
  plan::shfl32_random(opt.random_count, shfl);
  const auto shf = [&](uint64_t, const isa::ShfOp& t) { cov.sample(t); ++n_shf; return true; };
  plan::shf_sweep(shf);
  plan::shf_random(opt.random_count, shf);
  const auto shuf = [&](uint64_t, const isa::ShufOp& t) { cov.sample(t); ++n_shuf; return true; };
  plan::shuf_sweep(shuf);
  plan::shuf_random(opt.random_count, shuf);
  uint64_t n_prmt = 0, n_party = 0;
  const auto prmt = [&](uint64_t, const isa::PrmtOp& t) { cov.sample(t); ++n_prmt; return true; };
  plan::prmt_sweep(prmt);
  plan::prmt_random(opt.random_count, prmt);
  const auto party = [&](uint64_t, const auto& t) { cov.sample(t); ++n_party; return true; };
  plan::vote_exhaustive2(party);
  plan::match_corners2(party);
  plan::redux_corners2(party);
  // As the tests draw them (catch_check.h): a fifth of the count at 8 and 64 lanes.
  for (const unsigned lanes : {8u, 32u, 64u}) {
    const uint64_t n = lanes == 32 ? opt.random_count : opt.random_count / 5;
    plan::vote_random(lanes, n, party);
    plan::match_random(lanes, n, party);
    plan::redux_random(lanes, n, party);
  }
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();

  char head[512];
  std::snprintf(head, sizeof head,
                "# Functional coverage\n\nStimulus of the RTL unit tests (tb/common/plans.h), master seed %llu, "
                "%llu random operations per random test: %llu shfl (32 lanes), %llu shf, %llu SHUF, %llu prmt, "
                "%llu vote, match and redux transactions (%.1f s).\nReproduce: `xlane_fcov --seed %llu --random %llu`.\n",
                static_cast<unsigned long long>(seed), static_cast<unsigned long long>(opt.random_count),
                static_cast<unsigned long long>(n_shfl), static_cast<unsigned long long>(n_shf),
                static_cast<unsigned long long>(n_shuf), static_cast<unsigned long long>(n_prmt),
                static_cast<unsigned long long>(n_party), secs, static_cast<unsigned long long>(seed),
                static_cast<unsigned long long>(opt.random_count));
  const std::string report = cov.report(head);
  if (!opt.out_path.empty()) {
    std::ofstream(opt.out_path) << report;
  }
  // The summary table and the holes on stdout.
  const auto end = report.find("\n## Unreachable");
  std::cout << report.substr(0, end) << '\n';
  bool bad_unreachable = false;
  for (const auto& b : cov.bins()) {
    if (!b.unreachable.empty() && b.hits > 0) {
      std::cout << "UNREACHABLE BIN HIT: " << b.name << " (" << b.unreachable << ")\n";
      bad_unreachable = true;
    }
  }
  const auto holes = cov.holes();
  std::printf("xlane_fcov: %zu bins, %zu holes (%.1f s)%s\n", cov.bins().size(), holes.size(), secs,
              opt.out_path.empty() ? "" : (", report in " + opt.out_path).c_str());
  if (!holes.empty() || bad_unreachable) {
    std::printf("reproduce: %s --seed %llu --random %llu\n", argv[0], static_cast<unsigned long long>(seed),
                static_cast<unsigned long long>(opt.random_count));
    return 1;
  }
  return 0;
}
