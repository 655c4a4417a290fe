// Catch2 glue shared by the RTL tests: end-of-test verdict with the reproduce command, and
// the operation counts (scaled by XLANE_RANDOM_OPS for long regressions).
#pragma once

#include <catch2/catch.hpp>

#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <string>

#include "verif/scoreboard.h"
#include "verif/seed.h"

namespace xlane::tb {

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

}  // namespace xlane::tb
