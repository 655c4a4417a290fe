// SPDX-License-Identifier: Apache-2.0
// The verilated warp top (xl_warp, 32 lanes) as the tools drive it, one instruction at a
// time, in the shuffle microarchitecture chosen (xl_warp's ShflArch):
//
//   xbar     Latency 0: combinational; one evaluation an instruction (time = instruction)
//   gather   the gather at 8 lanes a cycle, clocked: the instruction offered until taken,
//   uniform  the uniform fast path, clocked;   then its result awaited (ready_i high)
//   pxbar    the pipelined crossbar (cuts after tree levels 2 and 4, 4 copies), clocked
//
// and, with the crossbar, the reduction and the match either combinational (the default)
// or time-multiplexed (`seq_collectives`: xl_warp_seq, clocked at Latency 1, a redux or
// match 8 cycles in its front stage).
//
// Each is an isa::WarpUnit; a clocked one also counts the clock cycles it took, and its
// waveform time is two steps a cycle (low phase, rising edge).
#pragma once

#include <memory>
#include <string>

#include "harness/arch.h"
#include "isa/warp_unit.h"

namespace xlane::harness {

/// The warp top `warp` names (its shuffle and, with seq(), the time-multiplexed reduction and
/// match). `trace`: an FST file to write ("" for none; the models with tracing are used only
/// then). Throws std::runtime_error if the file cannot be opened, std::invalid_argument for a
/// combination with no verilated model (WarpChoice::unsupported).
std::unique_ptr<isa::WarpUnit> make_rtl_warp_unit(const WarpChoice& warp, const std::string& trace = "");

}  // namespace xlane::harness
