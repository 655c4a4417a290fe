// SPDX-License-Identifier: Apache-2.0
// Master seed of a test run and the per-test random generators derived from it.
//
// One master seed per run: from --seed, else the XLANE_SEED environment variable, else a
// fresh one. Every test derives its own std::mt19937_64 from (master seed, test name), so a
// test's stimulus does not depend on which other tests ran before it.
#pragma once

#include <cstdint>
#include <random>
#include <string>

namespace xlane::verif {

/// Sets the master seed (called once, by main).
void set_master_seed(uint64_t seed);

/// The master seed of this run.
uint64_t master_seed();

/// A generator for `name`, derived from the master seed.
std::mt19937_64 make_rng(const std::string& name);

/// Picks a master seed: XLANE_SEED if set (decimal or 0x hex), else random_device.
/// Throws std::invalid_argument naming the variable when XLANE_SEED is malformed.
uint64_t default_master_seed();

/// Records how this program was started (argv[0]), for repro_command().
void set_program(const std::string& argv0);

/// What set_program() recorded.
const std::string& program();

/// The one command that reruns `test_name` with this run's master seed: the name escaped
/// for Catch2's test spec (`,` `[` `]` `\`) and single-quoted for the shell.
std::string repro_command(const std::string& test_name);

/// Parses a seed written in decimal or 0x hex; throws std::invalid_argument otherwise.
uint64_t parse_seed(const std::string& text);

}  // namespace xlane::verif
