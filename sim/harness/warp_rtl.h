// SPDX-License-Identifier: Apache-2.0
// xlane run: the verilated xl_warp (32 lanes; the combinational crossbar, or a clocked
// shuffle microarchitecture) as the WarpUnit of the program executor, with an optional FST
// waveform: its time is the instruction index for the crossbar, two steps a clock cycle
// for the others.
#pragma once

#include <memory>
#include <string>

#include "harness/warp_engine.h"
#include "ptx/ptx_exec.h"

namespace xlane::run {

class RtlWarpUnit : public WarpUnit {
 public:
  /// `trace`: FST file to write, or "" for none. Throws std::runtime_error if the file
  /// cannot be opened.
  explicit RtlWarpUnit(const std::string& trace, harness::ShflArch arch = harness::ShflArch::Xbar);
  ~RtlWarpUnit() override;
  RtlWarpUnit(const RtlWarpUnit&) = delete;
  RtlWarpUnit& operator=(const RtlWarpUnit&) = delete;

  isa::WarpResult execute(const isa::WarpOp& op) override;
  void idle() override;
  uint64_t result_time(uint64_t index) const override;
  /// Writes the last time step and closes the waveform (also done by the destructor).
  void close();
  /// Waveform time steps so far (instructions executed, for the crossbar).
  uint64_t time() const;
  /// Clock cycles so far (0 for the combinational crossbar).
  uint64_t cycles() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace xlane::run
