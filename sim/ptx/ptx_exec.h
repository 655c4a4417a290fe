// SPDX-License-Identifier: Apache-2.0
// xlane run: executes a parsed warp program (ptx_parse.h) over one 32-lane warp.
//
// Arithmetic, logic, shifts, setp and mov run here in C++; shfl / shfl.sync, shf and
// shuf run on a WarpUnit (the verilated xl_warp, warp_rtl.h) and every result the unit
// returns is checked against the golden model (isa::expected) before it is written:
// a disagreement stops the program. Every register lane carries a "defined" bit: values
// the spec leaves undefined (shfl from an inactive lane, uninitialised registers) are
// printed as '?' and propagate through arithmetic.
//
// Pure C++ (no Verilator): the unit tests run it on a model-backed WarpUnit.
#pragma once

#include <array>
#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "ptx/ptx_parse.h"
#include "isa/isa.h"

namespace xlane::run {

/// What executes the data-movement instructions. One call per instruction, so that a
/// waveform's time is the instruction's index.
class WarpUnit {
 public:
  virtual ~WarpUnit() = default;
  /// Executes one xl_warp instruction (valid_i high) and advances time by one.
  virtual isa::WarpResult execute(const isa::WarpOp& op) = 0;
  /// An instruction that does not use the unit: valid_i low for one time step.
  virtual void idle() = 0;
  /// The waveform time at which the last executed instruction's result was read; by
  /// default (one time step an instruction) its index.
  virtual uint64_t result_time(uint64_t index) const { return index; }
};

/// The golden model as a WarpUnit (tests, and a reference for the RTL).
class ModelWarpUnit : public WarpUnit {
 public:
  isa::WarpResult execute(const isa::WarpOp& op) override { return isa::expected(op); }
  void idle() override {}
};

/// One register's 32 lanes. Predicates hold 0 / 1.
struct Lanes {
  std::array<uint32_t, kLanes> v{};
  uint32_t def = 0;  ///< bit l: lane l holds a defined value
};

struct ExecOptions {
  bool check = false;          ///< evaluate `//! expect` (else they are skipped and counted)
  bool step = false;           ///< print the registers after every instruction
  long inject_error = -1;      ///< self-test: corrupt the model's result of this instruction
};

/// Stops the program: status 1 (RTL and model disagree), 2 (a program error found while
/// running, e.g. a guard that is undefined in some lane). `message` is the whole report.
struct RunFailure {
  int status;
  std::string message;
  long instruction = -1;  ///< waveform time of the failing instruction's result, if any
};

struct ExecSummary {
  unsigned instructions = 0;     ///< instructions executed (guards included)
  unsigned on_unit = 0;          ///< of them on the WarpUnit, each checked against the model
  unsigned expect_passed = 0;
  unsigned expect_failed = 0;
  unsigned expect_skipped = 0;   ///< without --check
};

class Executor {
 public:
  /// `out` receives --step output and expectation reports.
  Executor(const Program& prog, WarpUnit& unit, const ExecOptions& opt, std::ostream& out);

  /// Runs the whole program. Throws RunFailure.
  ExecSummary run();

  const Lanes& reg(int r) const { return regs_[static_cast<size_t>(r)]; }

  /// The registers `which` as a table, one row per lane; `extra` (optional, one entry per
  /// lane) is a last column headed `extra_head`.
  std::string table(const std::vector<int>& which, const std::vector<std::string>* extra = nullptr,
                    const std::string& extra_head = "") const;

  /// One register lane as printed: "0x3f800000 1", "?" for undefined, "1" for predicates.
  std::string cell(int r, unsigned lane) const;

 private:
  Lanes read(const Operand& o) const;
  uint32_t active_mask(const Instr& in) const;
  void exec(const Instr& in, size_t index);
  void exec_unit(const Instr& in, size_t index, uint32_t active, std::vector<std::string>* extra);
  uint32_t membermask(const Instr& in, uint32_t active);
  void write_back(const Instr& in, const Lanes& a, const Lanes& b, const Lanes& c, const model::ShflResult& exp,
                  const model::ShflResult& got, std::vector<std::string>* extra);
  void exec_alu(const Instr& in, uint32_t active);
  void directive(const Directive& d);
  [[noreturn]] void fail(int status, Loc loc, const std::string& msg, long index = -1) const;

  const Program& prog_;
  WarpUnit& unit_;
  ExecOptions opt_;
  std::ostream& out_;
  std::vector<Lanes> regs_;
  ExecSummary sum_;
};

/// Result of one setp comparison (exposed for the unit tests).
bool setp_compare(Cmp cmp, Type type, bool ftz, uint32_t a, uint32_t b);

/// One ALU lane operation for add / sub / mul / and / or / xor / not / shl / shr / mov on
/// 32-bit values (exposed for the unit tests).
uint32_t alu(const Instr& in, uint32_t a, uint32_t b);

}  // namespace xlane::run
