// SPDX-License-Identifier: Apache-2.0
// The work of `xlane eval`, `check` and `random` (commands.h); the options are read in
// main.cpp.
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "harness/rtl_eval.h"
#include "xlane/commands.h"
#include "xlane/run_cmd.h"
#include "verif/figures.h"
#include "verif/seed.h"
#include "vec/vec.h"

namespace xlane::cli {
namespace {

using namespace xlane::vec;

// Reads and parses every file ("-" is standard input); throws BadInput listing every
// syntax error of every file.
std::vector<ParsedFile> read_all(const std::vector<std::string>& names) {
  std::vector<ParsedFile> files;
  std::string errors;
  bool stdin_used = false;
  for (const std::string& name : names) {
    std::string text;
    std::string shown = name;
    if (name == "-") {
      if (stdin_used) {
        errors += "xlane: '-' (standard input) is given more than once\n";
        continue;
      }
      stdin_used = true;
      shown = "<stdin>";
      text.assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
    } else {
      std::error_code ec;
      if (std::filesystem::is_directory(name, ec)) {
        errors += "xlane: " + name + ": is a directory\n";
        continue;
      }
      std::ifstream in(name, std::ios::binary);
      if (!in) {
        errors += "xlane: " + name + ": cannot open for reading\n";
        continue;
      }
      try {
        text.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
      } catch (const std::exception& e) {
        errors += "xlane: " + name + ": read error: " + e.what() + "\n";
        continue;
      }
      if (in.bad()) {
        errors += "xlane: " + name + ": read error\n";
        continue;
      }
    }
    files.push_back(parse(text, shown));
    for (const Diagnostic& d : files.back().errors) errors += d.str() + "\n";
  }
  // Every problem of every file is listed before anything is evaluated.
  if (!errors.empty()) throw BadInput{errors + "xlane: bad input: nothing was evaluated"};
  return files;
}

std::vector<const Op*> ops_of(const ParsedFile& f, bool with_results_only) {
  std::vector<const Op*> ops;
  for (const Line& line : f.lines) {
    if (line.is_op && (line.has_results || !with_results_only)) ops.push_back(&line.op);
  }
  return ops;
}

std::vector<Results> evaluate(const std::vector<const Op*>& ops, const std::string& dut, RtlEvaluator* rtl) {
  if (dut == "rtl") return rtl->run(ops);
  std::vector<Results> out;
  out.reserve(ops.size());
  for (const Op* op : ops) out.push_back(model_results(*op));
  return out;
}

using Clock = std::chrono::steady_clock;

// --stats: operations per second, end to end (read, parse, evaluate, compare, print) and
// for the evaluation and comparison alone; --figures: the same, and `counts`, to a file.
void report_rate(const Report& report, const std::string& what, uint64_t ops, Clock::time_point start,
                 Clock::time_point parsed, const xlane::verif::Figures& counts = {}) {
  if (!report.stats && report.figures.empty()) return;
  const auto secs = [](Clock::time_point a, Clock::time_point b) {
    return std::chrono::duration<double>(b - a).count();
  };
  const auto now = Clock::now();
  const double total = secs(start, now), work = secs(parsed, now);
  const double rate = total > 0 ? ops / total : 0.0, work_rate = work > 0 ? ops / work : 0.0;
  if (report.stats) {
    std::fprintf(stderr,
                 "xlane: %s: %llu operations: %.3f s in all (%.0f ops/s), %.3f s reading and parsing, "
                 "%.3f s evaluating (%.0f ops/s)\n",
                 what.c_str(), static_cast<unsigned long long>(ops), total, rate, secs(start, parsed), work,
                 work_rate);
  }
  if (!report.figures.empty()) {
    xlane::verif::Figures f = counts;
    f.add("operations", static_cast<double>(ops));
    f.add("seconds", total);
    f.add("ops_per_s", rate);
    f.add("parse_seconds", secs(start, parsed));
    f.add("eval_seconds", work);
    f.add("eval_ops_per_s", work_rate);
    try {
      f.write(report.figures);
    } catch (const std::runtime_error& e) {
      throw BadInput{std::string("xlane: --figures: ") + e.what()};
    }
  }
}

// ---------------------------------------------------------------------------------------

// With --stats, the clock cycles a clocked warp took for `ops` instructions.
void report_cycles(bool stats, const RtlEvaluator* rtl, const harness::WarpChoice& warp) {
  if (!stats || rtl == nullptr || !warp.clocked()) return;
  const uint64_t n = rtl->evaluations(), c = rtl->cycles();
  std::fprintf(stderr,
               "xlane: %llu instructions on the RTL in %llu clock cycles (%s, one instruction at a time: "
               "%.2f cycles each)\n",
               static_cast<unsigned long long>(n), static_cast<unsigned long long>(c), warp.label().c_str(),
               n > 0 ? static_cast<double>(c) / static_cast<double>(n) : 0.0);
}

}  // namespace

int run_eval(const std::string& dut, const harness::WarpChoice& warp, std::vector<std::string> files,
             const Report& report) {
  if (files.empty()) files.push_back("-");
  const auto start = Clock::now();
  const auto parsed = read_all(files);
  std::unique_ptr<RtlEvaluator> rtl;
  if (dut == "rtl") rtl = std::make_unique<RtlEvaluator>(warp);
  const auto t0 = Clock::now();
  uint64_t count = 0;
  std::string out;
  for (const ParsedFile& f : parsed) {
    const auto ops = ops_of(f, false);
    const auto results = evaluate(ops, dut, rtl.get());
    count += ops.size();
    size_t k = 0;
    for (const Line& line : f.lines) {
      if (!line.is_op) {
        out += line.text;
      } else {
        out += format_line(line.op, &results[k++], line.comment);
      }
      out += '\n';
    }
  }
  std::fwrite(out.data(), 1, out.size(), stdout);
  report_rate(report, "eval --dut " + dut, count, start, t0);
  report_cycles(report.stats, rtl.get(), warp);
  return 0;
}

int run_check(const std::string& dut, const harness::WarpChoice& warp, const std::vector<std::string>& files,
              const Report& report) {
  const auto start = Clock::now();
  const auto parsed = read_all(files);
  std::unique_ptr<RtlEvaluator> rtl;
  if (dut != "model") rtl = std::make_unique<RtlEvaluator>(warp);
  const auto t0 = Clock::now();
  uint64_t passed = 0, failed = 0, total = 0, without = 0;
  for (const ParsedFile& f : parsed) {
    const auto ops = ops_of(f, true);
    total += ops.size();
    without += ops_of(f, false).size() - ops.size();
    std::vector<Results> model, hw;
    if (dut != "rtl") model = evaluate(ops, "model", nullptr);
    if (dut != "model") hw = evaluate(ops, "rtl", rtl.get());
    size_t k = 0;
    for (const Line& line : f.lines) {
      if (!line.is_op || !line.has_results) continue;
      std::vector<std::string> messages;
      const auto add = [&](const std::vector<Mismatch>& mm, const char* who) {
        for (const Mismatch& m : mm) messages.push_back(format_mismatch(f.name, line.number, line.op, m, who));
      };
      if (!model.empty()) add(check(line.op, line.expected, model[k]), "model");
      if (!hw.empty()) add(check(line.op, line.expected, hw[k]), "rtl");
      if (!model.empty() && !hw.empty()) {
        // The model and the RTL must agree on everything, "?" and "-" included
        // (reported with the model's value as the expected one).
        add(check(line.op, model[k], hw[k], true), "rtl vs model");
      }
      ++k;
      if (messages.empty()) {
        ++passed;
      } else {
        ++failed;
        for (const auto& m : messages) std::printf("%s\n", m.c_str());
      }
    }
  }
  if (total == 0) {
    std::string names;
    for (const ParsedFile& f : parsed) names += (names.empty() ? "" : ", ") + f.name;
    throw BadInput{"xlane: check: no line of " + names + " carries results (=> d=...): nothing to check"};
  }
  if (without != 0) {
    std::fflush(stdout);
    std::fprintf(stderr, "xlane: check: %llu operation line(s) carry no results and were not checked\n",
                 static_cast<unsigned long long>(without));
  }
  std::printf("%llu passed, %llu failed\n", static_cast<unsigned long long>(passed),
              static_cast<unsigned long long>(failed));
  xlane::verif::Figures counts;
  counts.add("passed", static_cast<double>(passed));
  counts.add("failed", static_cast<double>(failed));
  report_rate(report, "check --dut " + dut, total, start, t0, counts);
  report_cycles(report.stats, rtl.get(), warp);
  return failed == 0 ? 0 : kExitMismatch;
}

int run_random(const std::string& kind, uint64_t count, const std::string& seed_text) {
  uint64_t seed = 0;
  try {
    seed = seed_text.empty() ? verif::default_master_seed() : verif::parse_seed(seed_text);
  } catch (const std::exception& e) {
    throw BadInput{std::string("xlane: random: --seed: ") + e.what()};
  }
  verif::set_master_seed(seed);
  auto rng = verif::make_rng("xlane random");
  std::string out = "# xlane random --op " + kind + " --count " + std::to_string(count) + " --seed " +
                    std::to_string(seed) + "\n";
  Op op;
  for (uint64_t i = 0; i < count; ++i) {
    if (!random_op(rng, kind, op)) throw BadInput{"xlane: random: unknown --op '" + kind + "'"};
    const Results r = model_results(op);
    out += format_line(op, &r);
    out += '\n';
    if (out.size() > (1u << 20)) {
      std::fwrite(out.data(), 1, out.size(), stdout);
      out.clear();
    }
  }
  std::fwrite(out.data(), 1, out.size(), stdout);
  return 0;
}

}  // namespace xlane::cli
