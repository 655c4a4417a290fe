// SPDX-License-Identifier: Apache-2.0
// The verilated warp top (xl_warp, 32 lanes) as the tools drive it, one instruction at a
// time, in the shuffle microarchitecture chosen (xl_warp's ShflArch):
//
//   xbar     Latency 0: combinational; one evaluation an instruction (time = instruction)
//   gather   the gather at 8 lanes a cycle, clocked: the instruction offered until taken,
//   uniform  the uniform fast path, clocked;   then its result awaited (ready_i high)
//   pxbar    the pipelined crossbar (cuts after tree levels 2 and 4, 4 copies), clocked
//
// Every engine gives the results of one instruction; a clocked one also counts the clock
// cycles it took, and its waveform time is two steps a cycle (low phase, rising edge).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "harness/arch.h"
#include "isa/isa.h"

namespace xlane::harness {

class WarpEngine {
 public:
  virtual ~WarpEngine() = default;
  /// Runs one instruction through the RTL and returns its results.
  virtual isa::WarpResult execute(const isa::WarpOp& op) = 0;
  /// A step without an instruction (valid_i low).
  virtual void idle() = 0;
  /// Writes the last time step and closes the waveform, if any.
  virtual void close() = 0;
  /// Waveform time steps so far.
  virtual uint64_t time() const = 0;
  /// The waveform time at which the last instruction's result was read.
  virtual uint64_t result_time() const = 0;
  /// Clock cycles so far (0 for the combinational crossbar).
  virtual uint64_t cycles() const = 0;
};

/// The engine of `arch`. `trace`: an FST file to write ("" for none; the models with
/// tracing are used only then). Throws std::runtime_error if the file cannot be opened.
std::unique_ptr<WarpEngine> make_warp_engine(ShflArch arch, const std::string& trace = "");

}  // namespace xlane::harness
