// SPDX-License-Identifier: Apache-2.0
// Catch2 main for every xlane test binary: adds --seed, prints the master seed first.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <cstdio>
#include <exception>
#include <string>

#include "verif/seed.h"

int main(int argc, char* argv[]) {
  Catch::Session session;
  std::string seed_text;
  using Catch::clara::Opt;
  session.cli(session.cli() |
              Opt(seed_text, "seed")["--seed"](
                  "master seed of the random stimulus (decimal or 0x hex; default: "
                  "$XLANE_SEED, else random)"));
  if (const int rc = session.applyCommandLine(argc, argv); rc != 0) return rc;

  uint64_t seed = 0;
  try {
    seed = seed_text.empty() ? xlane::verif::default_master_seed() : xlane::verif::parse_seed(seed_text);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "%s: --seed: %s\n", argv[0], e.what());
    return 2;
  }
  xlane::verif::set_master_seed(seed);
  xlane::verif::set_program(argv[0]);
  std::printf("xlane: master seed %llu (rerun with --seed %llu)\n",
              static_cast<unsigned long long>(seed), static_cast<unsigned long long>(seed));
  std::fflush(stdout);
  const int failed = session.run();
  if (failed != 0) {
    std::printf("xlane: %d test case(s) failed; reproduce with: %s --seed %llu [\"test name\"]\n", failed,
                argv[0], static_cast<unsigned long long>(seed));
  }
  return failed;
}
