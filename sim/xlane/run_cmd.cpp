// SPDX-License-Identifier: Apache-2.0
// `xlane run`: read, parse, execute on the RTL, print; see run_cmd.h and docs/run.md.
#include "xlane/run_cmd.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>

#include "harness/warp_engine.h"
#include "ptx/ptx_exec.h"
#include "ptx/ptx_parse.h"

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

// The program's text into `text` and its name for messages into `name` ("-": standard
// input); kOk, else kBad (reported).
int read_program(const std::string& path, std::string& name, std::string& text) {
  name = path;
  if (path == "-") {
    name = "<stdin>";
    text.assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
    return kOk;
  }
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) return bad(path + ": is a directory, not a program");
  std::ifstream in(path, std::ios::binary);
  if (!in) return bad(path + ": cannot open for reading");
  try {
    text.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  } catch (const std::exception& e) {
    return bad(path + ": read error: " + e.what());
  }
  if (in.bad()) return bad(path + ": read error");
  return kOk;
}

// The program parsed with the --init and --print options (--print: comma-separated lists).
Program parse_with_options(const RunOptions& opt, const std::string& text, const std::string& name) {
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
  return parse_program(text, name, inits, print);
}

// Every parse error (up to kMaxErrorsShown), then kBad; kOk for a program that can run.
int report_errors(const Program& prog, const std::string& name) {
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
  return kOk;
}

// A failed run: what ran, the failure, and where the waveform shows it.
int report_failure(const RunFailure& f, const RunOptions& opt, const std::string& out, bool clocked,
                   const std::string& time_unit) {
  std::cout << out;
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

// The summary line of a run that finished.
std::string summary(const RunOptions& opt, const std::string& name, const ExecSummary& sum, uint64_t cycles,
                    bool clocked, const std::string& time_unit) {
  std::string line = name + ": " + std::to_string(sum.instructions) + " instructions, " + std::to_string(sum.on_unit) +
                     " on the RTL (all matching the golden model)";
  if (clocked) line += ", " + std::to_string(cycles) + " clock cycles on the " + opt.warp.label();
  if (opt.check) {
    line += "; expectations: " + std::to_string(sum.expect_passed) + " passed, " + std::to_string(sum.expect_failed) +
            " failed";
  } else if (sum.expect_skipped) {
    line += "; " + std::to_string(sum.expect_skipped) + " expectation(s) not checked (use --check)";
  }
  if (!opt.trace.empty()) line += "; waveform " + opt.trace + " (" + time_unit + ")";
  return line;
}

}  // namespace

int run_command(const RunOptions& opt) {
  std::string text, name;
  if (const int status = read_program(opt.program, name, text); status != kOk) return status;
  // Parse: every error, then stop.
  const Program prog = parse_with_options(opt, text, name);
  if (const int status = report_errors(prog, name); status != kOk) return status;

  // Run.
  if (!opt.trace.empty()) {
    std::error_code ec;
    if (std::filesystem::is_directory(opt.trace, ec)) return bad("--trace " + opt.trace + ": is a directory");
    std::ofstream probe(opt.trace, std::ios::binary);
    if (!probe) return bad("--trace " + opt.trace + ": cannot open for writing");
  }
  const bool clocked = opt.warp.clocked();
  const std::string time_unit = clocked ? "two steps a clock cycle" : "time = instruction index";
  std::unique_ptr<isa::WarpUnit> rtl;
  try {
    rtl = harness::make_rtl_warp_unit(opt.warp, opt.trace);
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
    return report_failure(f, opt, out.str(), clocked, time_unit);
  }
  rtl->close();

  // Results.
  std::vector<int> which = prog.print;
  if (which.empty()) {
    for (size_t r = 0; r < prog.regs.size(); ++r) which.push_back(static_cast<int>(r));
  }
  std::cout << out.str();
  if (opt.step) std::cout << "end: " << name << "\n";
  std::cout << ex.table(which);
  std::cout << summary(opt, name, sum, rtl->cycles(), clocked, time_unit) << "\n";
  std::cout.flush();
  return sum.expect_failed ? kMismatch : kOk;
}

}  // namespace xlane::run
