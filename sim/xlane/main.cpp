// SPDX-License-Identifier: Apache-2.0
// xlane: evaluate and check vector files (docs/vector-format.md) on the golden model and
// on the verilated RTL, and generate random vector files.
//
//   xlane eval   [--dut model|rtl] [--arch A] [FILE...]     print ops with their results
//   xlane check  [--dut model|rtl|both] [--arch A] FILE...  check the results a file carries
//   xlane random [--op OP|all] [--count N] [--seed S]
//   xlane run    PROGRAM [--init R=EXPR] [--print R,..] [--check] [--step] [--trace F.fst] [--arch A]
//                                                   run a warp program on the RTL (docs/run.md)
//
// --arch xbar|gather|uniform|pxbar: the shuffle's microarchitecture in the RTL (xl_warp's
// ShflArch); --collectives comb|seq: its reduction and match, one a cycle or time-multiplexed
// (ReduxArch, MatchArch; with the crossbar only). harness/warp_engine.h.
//
// Exit status: 0 success, 1 a result mismatched, 2 bad input (syntax error in a vector
// file, unreadable file, bad option or value).
//
// This file reads the options only (commands.cpp and run_cmd.cpp do the work): it is
// compiled without optimization (sim/CMakeLists.txt), as CLI11's header-only code takes
// more than half of a file's -O1 compile time and none of the run time.
#include <CLI/CLI.hpp>

#include <cstdio>
#include <string>
#include <vector>

#include "harness/arch.h"
#include "vec/vec.h"
#include "xlane/commands.h"
#include "xlane/run_cmd.h"

namespace {

using namespace xlane::cli;

// Every subcommand's options, as CLI11 fills them.
struct Options {
  std::string eval_dut = "model";
  xlane::harness::WarpChoice eval_warp;
  std::vector<std::string> eval_files;
  std::string check_dut = "both";
  xlane::harness::WarpChoice check_warp;
  std::vector<std::string> check_files;
  Report report;
  std::string kind = "all";
  uint64_t count = 1;
  std::string seed_text;
  xlane::run::RunOptions run;
};

// --arch and --collectives on eval, check and run: the verilated xl_warp.
void add_arch(CLI::App* cmd, xlane::harness::WarpChoice& warp) {
  cmd->add_option("--arch", warp.arch, xlane::harness::arch_help())
      ->check(CLI::IsMember(xlane::harness::arch_names()))
      ->capture_default_str();
  cmd->add_option("--collectives", warp.collectives, xlane::harness::collectives_help())
      ->check(CLI::IsMember(xlane::harness::collectives_names()))
      ->capture_default_str();
}

// --stats and --figures on eval and check.
void add_report(CLI::App* cmd, Report& r) {
  cmd->add_flag("--stats", r.stats, "print operations per second to standard error");
  cmd->add_option("--figures", r.figures, "write the rates (and check's counts) to this file, a figure a line");
}

CLI::App* add_eval(CLI::App& app, Options& o) {
  CLI::App* eval = app.add_subcommand("eval", "print each operation with its results after '=>'");
  eval->add_option("--dut", o.eval_dut, "what computes the results")->check(CLI::IsMember({"model", "rtl"}));
  eval->add_option("FILE", o.eval_files, "vector files ('-' or none: standard input)");
  add_report(eval, o.report);
  add_arch(eval, o.eval_warp);
  return eval;
}

CLI::App* add_check(CLI::App& app, Options& o) {
  CLI::App* chk = app.add_subcommand("check", "check every line that carries results");
  chk->add_option("--dut", o.check_dut, "what to check: model, rtl, or both (and that they agree)")
      ->check(CLI::IsMember({"model", "rtl", "both"}));
  chk->add_option("FILE", o.check_files, "vector files ('-': standard input)")->required();
  add_report(chk, o.report);
  add_arch(chk, o.check_warp);
  return chk;
}

CLI::App* add_random(CLI::App& app, Options& o) {
  CLI::App* rnd = app.add_subcommand("random", "print random operations with the model's results");
  std::vector<std::string> kinds = {"all"};
  kinds.insert(kinds.end(), xlane::vec::families().begin(), xlane::vec::families().end());
  kinds.insert(kinds.end(), xlane::vec::op_names().begin(), xlane::vec::op_names().end());
  rnd->add_option("--op", o.kind, "an operation, a family, or all")->check(CLI::IsMember(kinds));
  rnd->add_option("--count", o.count, "number of operations")
      ->check(CLI::Validator(
          [](const std::string& v) {
            const bool digits = !v.empty() && v.size() <= 12 && v.find_first_not_of("0123456789") == std::string::npos;
            return digits ? std::string() : "'" + v + "' is not a whole number from 0 to 999999999999";
          },
          "COUNT"));
  rnd->add_option("--seed", o.seed_text, "seed (decimal or 0x hex; default $XLANE_SEED, else random)");
  return rnd;
}

CLI::App* add_run(CLI::App& app, xlane::run::RunOptions& r) {
  CLI::App* runc = app.add_subcommand("run", "run a PTX-style warp program on the RTL, checked against the model (docs/run.md)");
  runc->add_option("PROGRAM", r.program, "program file ('-': standard input)")->required();
  runc->add_option("--init", r.inits, "NAME=EXPR: set a register in every lane before the program (repeatable; "
                                      "replaces the file's //! init of NAME), e.g. Rx=%laneid+1")
      ->expected(1)->take_all();
  runc->add_option("--print", r.print, "registers to print at the end, NAME[,NAME...] (default: //! print, else all)")
      ->expected(1)->take_all();
  runc->add_flag("--check", r.check, "check the program's //! expect lines; exit 1 if one fails");
  runc->add_flag("--step", r.step, "print the registers after every instruction");
  runc->add_option("--trace", r.trace, "record the RTL into this FST file (time = instruction index)");
  runc->add_option("--inject-error", r.inject_error,
                   "self-test: corrupt the golden model's result of instruction N (the run must stop, exit 1)");
  add_arch(runc, r.warp);
  return runc;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"xlane: evaluate and check xlane vector files on the golden model and the RTL, and run warp programs on the RTL"};
  app.require_subcommand(1);
  app.set_version_flag("--version", "xlane vector format version 1");
  Options o;
  // In the order `xlane --help` lists them.
  const CLI::App* eval = add_eval(app, o);
  const CLI::App* chk = add_check(app, o);
  add_random(app, o);
  const CLI::App* runc = add_run(app, o.run);

  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    app.exit(e);
    return kExitBadInput;
  }

  // A combination of --arch and --collectives with no verilated model: a usage error.
  const xlane::harness::WarpChoice& warp = *runc ? o.run.warp : *eval ? o.eval_warp : o.check_warp;
  if (const std::string why = warp.unsupported(); !why.empty()) {
    std::fprintf(stderr, "xlane: %s\n", why.c_str());
    return kExitBadInput;
  }
  try {
    if (*runc) return xlane::run::run_command(o.run);
    if (*eval) return run_eval(o.eval_dut, o.eval_warp, o.eval_files, o.report);
    if (*chk) return run_check(o.check_dut, o.check_warp, o.check_files, o.report);
    return run_random(o.kind, o.count, o.seed_text);
  } catch (const BadInput& e) {
    std::fflush(stdout);
    std::fprintf(stderr, "%s\n", e.message.c_str());
    return kExitBadInput;
  }
}
