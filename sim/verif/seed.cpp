// SPDX-License-Identifier: Apache-2.0
// Master seed handling; see seed.h.
#include "verif/seed.h"

#include <cstdlib>
#include <stdexcept>

namespace xlane::verif {
namespace {
uint64_t g_master_seed = 1;
std::string g_program = "xlane_tests";

// FNV-1a: a stable hash of the test name (std::hash may differ between library builds).
uint64_t fnv1a(const std::string& text) {
  uint64_t h = 0xcbf29ce484222325ull;
  for (unsigned char ch : text) {
    h ^= ch;
    h *= 0x100000001b3ull;
  }
  return h;
}
}  // namespace

void set_master_seed(uint64_t seed) { g_master_seed = seed; }

uint64_t master_seed() { return g_master_seed; }

std::mt19937_64 make_rng(const std::string& name) {
  const uint64_t h = fnv1a(name);
  std::seed_seq seq{static_cast<uint32_t>(g_master_seed), static_cast<uint32_t>(g_master_seed >> 32),
                    static_cast<uint32_t>(h), static_cast<uint32_t>(h >> 32)};
  return std::mt19937_64(seq);
}

void set_program(const std::string& argv0) { g_program = argv0; }

const std::string& program() { return g_program; }

std::string repro_command(const std::string& test_name) {
  // Catch2 reads a comma in a test spec as "or" and brackets as tags: a backslash makes
  // each literal. Single quotes keep the shell away from all of it.
  std::string spec;
  for (const char c : test_name) {
    if (c == '\\' || c == ',' || c == '[' || c == ']') spec += '\\';
    if (c == '\'') {
      spec += "'\\''";
    } else {
      spec += c;
    }
  }
  return g_program + " --seed " + std::to_string(g_master_seed) + " '" + spec + "'";
}

uint64_t parse_seed(const std::string& text) {
  if (text.empty()) throw std::invalid_argument("empty seed");
  size_t used = 0;
  uint64_t value = 0;
  try {
    value = std::stoull(text, &used, 0);
  } catch (const std::exception&) {
    throw std::invalid_argument("seed '" + text + "' is not a number");
  }
  if (used != text.size() || text[0] == '-') {
    throw std::invalid_argument("seed '" + text + "' is not a non-negative number");
  }
  return value;
}

uint64_t default_master_seed() {
  if (const char* env = std::getenv("XLANE_SEED"); env != nullptr && *env != '\0') {
    try {
      return parse_seed(env);
    } catch (const std::invalid_argument& e) {
      throw std::invalid_argument(std::string("XLANE_SEED: ") + e.what());
    }
  }
  std::random_device rd;
  return (static_cast<uint64_t>(rd()) << 32) ^ rd();
}

}  // namespace xlane::verif
