// SPDX-License-Identifier: Apache-2.0
// xlane run: the verilated xl_warp (combinational, 32 lanes) as the WarpUnit of the
// program executor, with an optional FST waveform whose time is the instruction index.
#pragma once

#include <memory>
#include <string>

#include "ptx/ptx_exec.h"

namespace xlane::run {

class RtlWarpUnit : public WarpUnit {
 public:
  /// `trace`: FST file to write, or "" for none. Throws std::runtime_error if the file
  /// cannot be opened.
  explicit RtlWarpUnit(const std::string& trace);
  ~RtlWarpUnit() override;
  RtlWarpUnit(const RtlWarpUnit&) = delete;
  RtlWarpUnit& operator=(const RtlWarpUnit&) = delete;

  isa::WarpResult execute(const isa::WarpOp& op) override;
  void idle() override;
  /// Writes the last time step and closes the waveform (also done by the destructor).
  void close();
  /// Time steps so far (= instructions executed).
  uint64_t time() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace xlane::run
