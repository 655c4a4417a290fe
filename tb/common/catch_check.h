// SPDX-License-Identifier: Apache-2.0
// Catch2 glue shared by the RTL tests: end-of-test verdict with the reproduce command, and
// the operation counts (scaled by XLANE_RANDOM_OPS for long regressions).
#pragma once

#include <catch2/catch.hpp>

#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <string>

#include "harness/dut.h"
#include "harness/ports.h"
#include "isa/isa.h"
#include "verif/scoreboard.h"
#include "verif/seed.h"

namespace xlane::tb {

// The RTL tests use the model, the verification library, the ISA and the harness throughout.
namespace model = xlane::model;
using namespace xlane::verif;
using namespace xlane::isa;
using namespace xlane::harness;

/// Prints the scoreboard's summary; fails the test, with the one command that reproduces
/// it, if anything mismatched.
inline void require_clean(const verif::Scoreboard& sb) {
  std::cout << "  " << sb.summary() << '\n';
  const std::string name = Catch::getResultCapture().getCurrentTestName();
  if (!sb.ok()) {
    FAIL(sb.summary() << "\nreproduce: " << verif::repro_command(name));
  }
  REQUIRE(sb.checked() > 0);
}

/// Random operations for a test: `count`, or XLANE_RANDOM_OPS when set (a whole number).
inline uint64_t random_ops(uint64_t count) {
  if (const char* env = std::getenv("XLANE_RANDOM_OPS"); env != nullptr && *env != '\0') {
    char* end = nullptr;
    const unsigned long long v = std::strtoull(env, &end, 10);
    if (*end != '\0' || v == 0) FAIL("XLANE_RANDOM_OPS='" << env << "' is not a positive whole number");
    return v;
  }
  return count;
}

/// One test over a fresh model V: `plan(visit)` calls `visit(index, op)` for each
/// transaction, `check(dut, sb, index, op)` checks it, and the test fails unless all match.
/// `unit` and `lanes` name and size the scoreboard's report.
template <class V, class Plan, class Check>
void run_checked(const std::string& unit, unsigned lanes, Plan plan, Check check) {
  harness::Dut<V> dut;
  verif::Scoreboard sb(unit, lanes);
  plan([&](uint64_t i, const auto&... op) {
    check(dut, sb, i, op...);
    return true;
  });
  require_clean(sb);
}

}  // namespace xlane::tb
