// SPDX-License-Identifier: Apache-2.0
// xlane run: executes a parsed warp program (ptx_parse.h) over one 32-lane warp.
//
// Arithmetic, logic, shifts, bit counts, setp and mov run here in C++; shfl / shfl.sync,
// shf, shuf, prmt, vote.sync, match.sync, redux.sync and activemask run on an
// isa::WarpUnit (the verilated xl_warp, harness/warp_engine.h) and every
// result the unit returns is checked against the golden model (isa::expected) before it
// is written: a disagreement stops the program. Every register lane carries a "defined"
// bit: values the spec leaves undefined (shfl from an inactive lane, uninitialised
// registers) are printed as '?' and propagate through arithmetic.
//
// Pure C++ (no Verilator): the unit tests run it on isa::ModelWarpUnit.
#pragma once

#include <array>
#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "isa/isa.h"
#include "isa/warp_unit.h"
#include "ptx/ptx_parse.h"

namespace xlane::run {

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
  unsigned on_unit = 0;          ///< of them on the unit, each checked against the model
  unsigned expect_passed = 0;
  unsigned expect_failed = 0;
  unsigned expect_skipped = 0;   ///< without --check
};

class Executor {
 public:
  /// `unit` executes the data-movement instructions and idles once for each other
  /// instruction. `out` receives --step output and expectation reports.
  Executor(const Program& prog, isa::WarpUnit& unit, const ExecOptions& opt, std::ostream& out);

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
  void write_back(const Instr& in, uint64_t member, const std::array<Lanes, 3>& ops, const model::ShflResult& exp,
                  const model::ShflResult& got, std::vector<std::string>* extra);
  void exec_alu(const Instr& in, uint32_t active);
  void directive(const Directive& d);
  [[noreturn]] void fail(int status, Loc loc, const std::string& msg, long index = -1) const;

  const Program& prog_;
  isa::WarpUnit& unit_;
  ExecOptions opt_;
  std::ostream& out_;
  std::vector<Lanes> regs_;
  ExecSummary sum_;
};

/// Result of one setp comparison (exposed for the unit tests).
bool setp_compare(Cmp cmp, Type type, bool ftz, uint32_t a, uint32_t b);

/// One ALU lane operation for add / sub / mul / and / or / xor / not / shl / shr / popc /
/// brev / bfind / mov on 32-bit values (exposed for the unit tests).
uint32_t alu(const Instr& in, uint32_t a, uint32_t b);

}  // namespace xlane::run
