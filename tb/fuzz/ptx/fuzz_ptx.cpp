// SPDX-License-Identifier: Apache-2.0
// libFuzzer harness of the warp-program parser and executor (tb/fuzz/fuzz.sh ptx).
//
// Any input: parsing never crashes or hangs and every diagnostic is well formed
// (FILE:LINE:COL with LINE and COL >= 1 and a message). A program that parses runs on
// the golden model (isa::ModelWarpUnit, so the harness needs no Verilator) and ends
// normally or with a RunFailure of status 2 (status 1 would mean the model disagrees
// with itself).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string>

#include "ptx/ptx_exec.h"
#include "ptx/ptx_parse.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace xlane::run;
  using xlane::isa::ModelWarpUnit;
  const std::string text(reinterpret_cast<const char*>(data), size);
  const Program p = parse_program(text, "f.ptx");
  for (const Diagnostic& d : p.errors) {
    if (d.loc.line < 1 || d.loc.col < 1 || d.message.empty()) std::abort();
  }
  if (!p.errors.empty()) return 0;
  ModelWarpUnit unit;
  std::ostringstream out;
  ExecOptions o;
  o.check = true;
  o.step = true;
  Executor ex(p, unit, o, out);
  try {
    ex.run();
  } catch (const RunFailure& f) {
    if (f.status != 2) std::abort();
  }
  return 0;
}
