// SPDX-License-Identifier: Apache-2.0
// The FuseSoC core's Verilator simulation (xlane.core, target sim_verilator): the core's top,
// xl_warp (32 lanes) at the core's Latency, SkidBuffer and GlobalStall, verilated by
// FuseSoC and driven here with random warp instructions. The handshake is exercised as a
// user's pipeline would: the offered instruction stays until it is taken, bubbles on the
// input and random backpressure on the output. Every result is checked, in order, against
// the golden model.
//
// Prints the seed, "<N> passed, <M> failed" (what scripts/fusesoc.sh looks for) and, on a
// failure, the first mismatch in full and the command that repeats the run.
// Plusargs: +seed=<decimal or 0x hex> (default: $XLANE_SEED, else random), +ops=<count>.
#include <verilated.h>

#include <cstdio>
#include <cstdlib>
#include <deque>
#include <exception>
#include <memory>
#include <random>
#include <stdexcept>
#include <string>
#include <utility>

#include "Vxl_warp.h"
#include "harness/ports.h"
#include "isa/isa.h"
#include "verif/scoreboard.h"
#include "verif/seed.h"
#include "verif/stimulus.h"

namespace {

constexpr unsigned kLanes = 32;           // the core's NumLanes (not a parameter of this target)
constexpr uint64_t kStallLimit = 10000;   // cycles without progress before the run gives up

std::string plusarg(VerilatedContext& ctx, const char* name) {
  const std::string match = ctx.commandArgsPlusMatch(name);
  const std::string prefix = std::string("+") + name + "=";
  return match.rfind(prefix, 0) == 0 ? match.substr(prefix.size()) : std::string();
}

int run(int argc, char** argv) {
  auto ctx = std::make_unique<VerilatedContext>();
  ctx->commandArgs(argc, argv);
  const std::string seed_text = plusarg(*ctx, "seed");
  const std::string ops_text = plusarg(*ctx, "ops");
  const uint64_t seed = seed_text.empty() ? xlane::verif::default_master_seed() : xlane::verif::parse_seed(seed_text);
  uint64_t ops = 20000;
  if (!ops_text.empty()) {
    size_t used = 0;
    try {
      ops = std::stoull(ops_text, &used, 10);
    } catch (const std::exception&) {
      used = 0;
    }
    if (used != ops_text.size() || ops_text[0] == '-' || ops == 0) {
      throw std::invalid_argument("+ops=" + ops_text + ": a whole number of instructions, 1 or more");
    }
  }
  xlane::verif::set_master_seed(seed);
  std::mt19937_64 rng = xlane::verif::make_rng("core_sim");
  std::printf("core_sim: xl_warp, %llu instructions, seed 0x%llx\n", static_cast<unsigned long long>(ops),
              static_cast<unsigned long long>(seed));

  auto top = std::make_unique<Vxl_warp>(ctx.get(), "xl_warp");
  const auto half = [&](int clk) {
    top->clk_i = clk;
    top->eval();
  };
  top->rst_ni = 0;
  top->valid_i = 0;
  top->ready_i = 1;
  for (int i = 0; i < 2; ++i) {
    half(0);
    half(1);
  }
  top->rst_ni = 1;

  std::deque<std::pair<xlane::isa::WarpOp, xlane::isa::WarpResult>> inside;  // taken, not yet out
  xlane::isa::WarpOp offer;
  bool offering = false;
  uint64_t sent = 0, passed = 0, failed = 0, idle = 0;
  while ((sent < ops || !inside.empty()) && failed == 0) {
    if (!offering && sent < ops && rng() % 4 != 0) {  // a bubble one cycle in four
      offer = xlane::verif::random_warp(rng, kLanes);
      offering = true;
    }
    if (offering) xlane::harness::drive_warp<kLanes>(*top, offer);
    top->valid_i = offering;
    top->ready_i = rng() % 4 != 0;  // backpressure one cycle in four
    half(0);
    bool progress = false;
    if (offering && top->ready_o) {  // taken: its result is due after the older ones
      inside.emplace_back(offer, xlane::isa::expected(offer));
      offering = false;
      ++sent;
      progress = true;
    }
    if (top->valid_o && top->ready_i) {
      if (inside.empty()) {
        std::printf("core_sim: FAIL: a result with no instruction inside\n");
        ++failed;
        break;
      }
      const auto& [op, exp] = inside.front();
      const xlane::isa::WarpResult got = xlane::harness::read_warp<kLanes>(*top);
      const auto mismatches = xlane::verif::compare_warp(op, exp, got);
      if (mismatches.empty()) {
        ++passed;
      } else {
        ++failed;
        std::printf("core_sim: FAIL at instruction %llu\n%s\n", static_cast<unsigned long long>(passed),
                    xlane::verif::format_warp(op, exp, got, mismatches).c_str());
      }
      inside.pop_front();
      progress = true;
    }
    half(1);
    idle = progress ? 0 : idle + 1;
    if (idle > kStallLimit) {
      std::printf("core_sim: FAIL: no instruction taken and no result for %llu cycles\n",
                  static_cast<unsigned long long>(kStallLimit));
      ++failed;
    }
  }
  top->final();
  std::printf("%llu passed, %llu failed\n", static_cast<unsigned long long>(passed),
              static_cast<unsigned long long>(failed));
  if (failed) std::printf("core_sim: rerun: %s +seed=0x%llx +ops=%llu\n", argv[0], static_cast<unsigned long long>(seed),
                          static_cast<unsigned long long>(ops));
  return failed ? 1 : 0;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    return run(argc, argv);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "core_sim: error: %s\n", e.what());
    return 2;
  }
}
