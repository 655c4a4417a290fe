// SPDX-License-Identifier: Apache-2.0
// `xlane run`: read, parse, execute on the RTL, print; see run_cmd.h and docs/run.md.
#include "xlane/run_cmd.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>

#include "ptx/ptx_exec.h"
#include "ptx/ptx_parse.h"
#include "harness/warp_rtl.h"

namespace xlane::run {

namespace {

constexpr int kOk = 0;
constexpr int kMismatch = 1;
constexpr int kBad = 2;
constexpr size_t kMaxErrorsShown = 50;

int bad(const std::string& msg) {
  std::fflush(stdout);
  std::fprintf(stderr, "xlane: run: %s\n", msg.c_str());
  return kBad;
}

}  // namespace

int run_command(const RunOptions& opt) {
  // --- the program text ---------------------------------------------------------------
  std::string text;
  std::string name = opt.program;
  if (opt.program == "-") {
    name = "<stdin>";
    text.assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
  } else {
    std::error_code ec;
    if (std::filesystem::is_directory(opt.program, ec)) return bad(opt.program + ": is a directory, not a program");
    std::ifstream in(opt.program, std::ios::binary);
    if (!in) return bad(opt.program + ": cannot open for reading");
    try {
      text.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    } catch (const std::exception& e) {
      return bad(opt.program + ": read error: " + e.what());
    }
    if (in.bad()) return bad(opt.program + ": read error");
  }

  // --- parse: every error, then stop --------------------------------------------------
  std::vector<CliInit> inits;
  for (const std::string& s : opt.inits) inits.push_back(CliInit{s});
  std::vector<std::string> print;
  for (const std::string& s : opt.print) {
    std::stringstream ss(s);
    std::string item;
    while (std::getline(ss, item, ',')) {
      if (!item.empty()) print.push_back(item);
    }
  }
  const Program prog = parse_program(text, name, inits, print);
  if (!prog.errors.empty()) {
    std::fflush(stdout);
    for (size_t i = 0; i < prog.errors.size() && i < kMaxErrorsShown; ++i) {
      std::fprintf(stderr, "%s\n", prog.errors[i].str().c_str());
    }
    if (prog.errors.size() > kMaxErrorsShown) {
      std::fprintf(stderr, "(%zu more errors)\n", prog.errors.size() - kMaxErrorsShown);
    }
    return bad(name + ": " + std::to_string(prog.errors.size()) + " error(s); nothing was run");
  }
  if (prog.instrs.empty()) return bad(name + ": no instructions");

  // --- run ------------------------------------------------------------------------------
  if (!opt.trace.empty()) {
    std::error_code ec;
    if (std::filesystem::is_directory(opt.trace, ec)) return bad("--trace " + opt.trace + ": is a directory");
    std::ofstream probe(opt.trace, std::ios::binary);
    if (!probe) return bad("--trace " + opt.trace + ": cannot open for writing");
  }
  const bool clocked = opt.arch != "xbar";
  const std::string time_unit = clocked ? "two steps a clock cycle" : "time = instruction index";
  std::unique_ptr<RtlWarpUnit> rtl;
  try {
    rtl = std::make_unique<RtlWarpUnit>(opt.trace, harness::parse_arch(opt.arch));
  } catch (const std::exception& e) {
    return bad(std::string("--trace: ") + e.what());
  }
  ExecOptions eo;
  eo.check = opt.check;
  eo.step = opt.step;
  eo.inject_error = opt.inject_error;
  std::ostringstream out;
  Executor ex(prog, *rtl, eo, out);
  ExecSummary sum;
  try {
    sum = ex.run();
  } catch (const RunFailure& f) {
    rtl->close();  // the waveform of a failure always survives
    std::cout << out.str();
    std::cout.flush();
    std::fprintf(stderr, "%s\n", f.message.c_str());
    if (!opt.trace.empty()) {
      std::fprintf(stderr, "waveform: %s%s\n", opt.trace.c_str(),
                   f.instruction < 0 ? ""
                   : clocked ? (" (the failing instruction's result is at time " + std::to_string(f.instruction) + ", " +
                                time_unit + ")").c_str()
                             : (" (the failing instruction is at time " + std::to_string(f.instruction) + ")").c_str());
    }
    return f.status;
  }
  rtl->close();

  // --- results --------------------------------------------------------------------------
  std::vector<int> which = prog.print;
  if (which.empty()) {
    for (size_t r = 0; r < prog.regs.size(); ++r) which.push_back(static_cast<int>(r));
  }
  std::cout << out.str();
  if (opt.step) std::cout << "end: " << name << "\n";
  std::cout << ex.table(which);
  std::string line = name + ": " + std::to_string(sum.instructions) + " instructions, " + std::to_string(sum.on_unit) +
                     " on the RTL (all matching the golden model)";
  if (clocked) line += ", " + std::to_string(rtl->cycles()) + " clock cycles on the " + opt.arch + " shuffle";
  if (opt.check) {
    line += "; expectations: " + std::to_string(sum.expect_passed) + " passed, " + std::to_string(sum.expect_failed) +
            " failed";
  } else if (sum.expect_skipped) {
    line += "; " + std::to_string(sum.expect_skipped) + " expectation(s) not checked (use --check)";
  }
  if (!opt.trace.empty()) line += "; waveform " + opt.trace + " (" + time_unit + ")";
  std::cout << line << "\n";
  std::cout.flush();
  return sum.expect_failed ? kMismatch : kOk;
}

}  // namespace xlane::run
