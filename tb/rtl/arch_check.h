// SPDX-License-Identifier: Apache-2.0
// One unit of the shuffle's clocked microarchitectures through every run of arch::runs,
// checked: the Catch2 side of arch_bench.h, shared by the tests of make test
// (test_archs.cpp) and the long regression's (test_archs_long.cpp, make regress-archs).
#pragma once

#include <cstdint>
#include <iostream>
#include <string>

#include "arch_bench.h"
#include "common/catch_check.h"

namespace xlane::tb {

/// Every run of one unit (arch::runs), each through a fresh V of Lanes x Width, with
/// random_ops(ops) operations; a run that must take one instruction a cycle (every_cycle)
/// fails on any refusal while ready_i is high.
template <class V, unsigned Lanes, unsigned Width, bool Flags = true>
void test_arch(const std::string& unit, const arch::Kind& kind, uint64_t ops) {
  for (arch::Run run : arch::runs(unit, Lanes, kind, ops)) {
    run.ops = random_ops(run.ops);
    Dut<V> dut;
    Scoreboard sb(run.name, Lanes);
    const StreamStats st = arch::run_arch<V, Lanes, Width, Flags>(dut, kind, run, sb);
    std::cout << "  " << run.name << ": " << st.taken << " instructions in " << st.cycles << " cycles, "
              << st.refused << " refused with ready_i high\n";
    require_clean(sb);
    if (run.every_cycle) {
      INFO(run.name << ": an instruction refused while ready_i was high (one a cycle expected)");
      CHECK(st.refused == 0);
    }
  }
}

}  // namespace xlane::tb
