// SPDX-License-Identifier: Apache-2.0
// xlane_bench: simulation speed of every way xlane runs its RTL, side by side, on the same
// random operations (`make bench`, tb/bench/bench.sh).
//
// Per unit (shfl: one 32-lane warp instruction is one operation; shf and shuf: one 32-bit
// operation), the operations are drawn once (sim/verif/stimulus.h, seeded, the seed
// printed) and then timed on:
//   model      the golden model alone: the upper limit of any checked simulation
//   verilated  the tests' differential loop, through their own checkers
//              (tb/common/rtl_check.h): drive the combinational verilated unit, evaluate,
//              read, run the model, compare, scoreboard
//   rtl-only   the verilated unit checked against results computed before the loop: the
//              same work as the Icarus bench, for the Icarus comparison
//   clocked    a plain C++ clocked harness of the warp top xl_warp (Latency 0) driven
//              cycle by cycle, doing what xlane_sc does per instruction (draw a random
//              instruction of the unit, drive, check): the reference for SystemC
//   systemc    build/sim/xlane_sc --latency 0 --idle 0 --no-trace on the same unit
//   xlane      `xlane check --dut rtl` on these operations written as a .vec file
//   icarus     the same RTL in Icarus (tb/bench/icarus/bench_<unit>.sv) on the first operations,
//              written as a $readmemh file with the expected results, checked there
//   rtl-x32    shf and shuf: 32 instances of the unit side by side in one bench-only
//              wrapper (tb/bench/xl_<unit>_x32.sv, a word port per lane), verilated; the
//              same operations, 32 per eval, every lane checked against results computed
//              before the loop
//   icarus-x32 32 instances in Icarus (tb/bench/icarus/bench_<unit>_x32.sv), each on its own
//              signals as in the wrapper (not on flat wide buses, which both simulators
//              run several times slower), 32 operations a record and a #1, on the first
//              operations, every lane checked
//   rtl-floor  shf and shuf: tb/bench/xl_floor.sv (xl_shf's ports, d = a, no logic), one
//              operation an eval, checked: the fixed cost of a verilated eval
// Every timing is the best of --reps runs. Prints and writes a table (Markdown and CSV)
// with operations per second and the ratio to the model.
//
// The warp-top rows (clocked, systemc) run 32-lane instructions of the unit drawn by the
// same generator (verif::random_warp_of), the same distribution but not the operations of the
// other rows; for shf and shuf they count 32 operations an instruction. The speed goals
// (printed, and under the table): the verilated shuffle loop at a third of the model's
// speed or better, SystemC within 3x of the clocked C++ harness, the verilated RTL at
// least 1,000x Icarus. The last is judged on the same operations and
// checks with each simulator in its faster arrangement: for shf and shuf the faster of one
// instance and 32 instances, for each simulator on its own. One operation an eval is
// printed too, with the bound the floor puts on it: an eval costs Verilator a fixed time,
// several times what a whole funnel shift costs the model.
//
// shf and shuf run the same rows through one template (Bench::word) over a small struct
// per unit (ShfUnit, ShufUnit) that names its operations, RTL, drivers and records; the
// parts every unit has are Bench's templates over ShflUnit too.
#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <optional>
#include <random>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "Vxl_shf.h"
#include "Vxl_floor.h"
#include "Vxl_shf_x32.h"
#include "Vxl_shfl.h"
#include "Vxl_shuf.h"
#include "Vxl_shuf_x32.h"
#include "Vxl_warp_l0.h"
#include "bench/bench_options.h"
#include "bench/tool_run.h"
#include "common/rtl_check.h"
#include "harness/dut.h"
#include "harness/ports.h"
#include "verif/figures.h"
#include "verif/scoreboard.h"
#include "verif/seed.h"
#include "verif/stimulus.h"
#include "vec/vec.h"
#include "isa/isa.h"

#ifndef XLANE_SOURCE_DIR
#define XLANE_SOURCE_DIR "."
#endif

namespace {

using namespace xlane;
using namespace xlane::verif;
using namespace xlane::isa;
using namespace xlane::harness;
using xlane::bench::Options;
using xlane::bench::run_tool;
using xlane::bench::shown;
using xlane::bench::ToolRun;
using Clock = std::chrono::steady_clock;

// Keeps a value alive so the optimizer cannot drop the computation that made it.
template <class T>
inline void keep(const T& value) {
  asm volatile("" : : "g"(&value) : "memory");
}

double seconds_since(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }

// Best time of `reps` runs of f (f returns false on a failed check).
template <class F>
double best_of(unsigned reps, F&& f) {
  double best = 1e300;
  for (unsigned r = 0; r < reps; ++r) {
    const auto t0 = Clock::now();
    if (!f()) return -1.0;
    best = std::min(best, seconds_since(t0));
  }
  return best;
}

// ---------------------------------------------------------------------------------------
// Results table
// ---------------------------------------------------------------------------------------

struct Row {
  std::string unit;
  std::string sim;      ///< model, verilated, rtl-only, rtl-floor, rtl-x32, clocked, systemc, xlane, icarus, icarus-x32
  std::string what;     ///< a line of description
  uint64_t ops = 0;
  double seconds = 0;   ///< best run
  double ops_per_s = 0;
  double ratio = 0;     ///< ops_per_s / model's
  std::string note;
};

std::string fmt_rate(double v) {
  // 1,234,567 (thousands separated); under 10 with one decimal.
  if (v < 10) {
    char b[32];
    std::snprintf(b, sizeof b, "%.1f", v);
    return b;
  }
  std::string s = std::to_string(static_cast<unsigned long long>(v + 0.5));
  for (int i = static_cast<int>(s.size()) - 3; i > 0; i -= 3) s.insert(static_cast<size_t>(i), ",");
  return s;
}

std::string fmt_ratio(double r) {
  char b[32];
  if (r >= 0.1) std::snprintf(b, sizeof b, "%.2f", r);
  else if (r >= 0.001) std::snprintf(b, sizeof b, "%.4f", r);
  else std::snprintf(b, sizeof b, "%.2e", r);
  return b;
}

// ---------------------------------------------------------------------------------------
// $readmemh records: fields most significant first, as the Icarus benches unpack them
// ---------------------------------------------------------------------------------------

class HexRecord {
 public:
  void field(uint64_t value, unsigned width) {
    for (unsigned i = width; i-- > 0;) bits_.push_back(static_cast<uint8_t>((value >> i) & 1u));
  }
  /// Lanes of `width` bits each, the highest lane first: lane l at bits [l*width +: width]
  /// of the field, as on a bench's lane bus.
  template <class T, size_t N>
  void lanes(const std::array<T, N>& v, unsigned count, unsigned width) {
    for (unsigned l = count; l-- > 0;) field(v[l], width);
  }
  std::string hex() const {
    std::vector<uint8_t> b((4 - bits_.size() % 4) % 4, 0);
    b.insert(b.end(), bits_.begin(), bits_.end());
    std::string s;
    for (size_t i = 0; i < b.size(); i += 4) s += "0123456789abcdef"[b[i] * 8 + b[i + 1] * 4 + b[i + 2] * 2 + b[i + 3]];
    return s;
  }

 private:
  std::vector<uint8_t> bits_;
};

/// The records of the first `limit` items, one an item, written by record(HexRecord&, item).
template <class T, class F>
std::vector<std::string> hex_records(const std::vector<T>& items, uint64_t limit, F record) {
  std::vector<std::string> out;
  for (uint64_t i = 0; i < std::min<uint64_t>(limit, items.size()); ++i) {
    HexRecord h;
    record(h, items[i]);
    out.push_back(h.hex());
  }
  return out;
}

// ---------------------------------------------------------------------------------------
// Batches of 32 operations for the 32-instance wrappers (rtl-x32, icarus-x32)
// ---------------------------------------------------------------------------------------

constexpr unsigned kBatch = 32;

/// Batches that hold the first `n` operations; the lanes of a last partial batch take the
/// first operations again (every lane evaluated is a real operation, and counted).
uint64_t batches_for(uint64_t n) { return (n + kBatch - 1) / kBatch; }

// ---------------------------------------------------------------------------------------
// External runs (bench/tool_run.h): each tool writes its figures to a file of this run
// ---------------------------------------------------------------------------------------

/// A run of a tool and the figures it wrote.
struct Measured {
  ToolRun run;
  verif::Figures figures;
};

/// Runs argv, its figures file `file` removed first, into m. Returns what went wrong (the
/// command, why, and its output), or "" when it exited 0 and wrote its figures, and, when
/// `must_pass` is given, they say that many passed and none failed.
std::string measure(const std::vector<std::string>& argv, const std::string& file, Measured& m,
                    std::optional<uint64_t> must_pass = std::nullopt) {
  std::filesystem::remove(file);
  m.run = run_tool(argv);
  try {
    if (m.run.status != 0) throw std::runtime_error("exit status " + std::to_string(m.run.status));
    m.figures = verif::Figures::read(file);
    if (must_pass && (m.figures.at("passed", file) != static_cast<double>(*must_pass) ||
                      m.figures.at("failed", file) != 0)) {
      throw std::runtime_error("not every one of " + std::to_string(*must_pass) + " operations passed");
    }
    return "";
  } catch (const std::runtime_error& e) {
    return shown(argv) + ": " + e.what() + "\n" + m.run.out;
  }
}

// ---------------------------------------------------------------------------------------
// The units: what differs between their benches. Bench::shfl and Bench::word<Unit> run
// the rows; a unit names its operations, its verilated unit and the tests' checker for
// it, and its Icarus records.
// ---------------------------------------------------------------------------------------

/// What every unit names: its operation type, its verilated unit, its warp-top unit and
/// .vec field, the options that say how many operations it draws and runs in Icarus, and
/// the lanes of one operation's result (a warp instruction is 32 lanes: one shfl, or 32
/// shf or shuf operations).
template <class OpT, class RtlT, isa::Unit U, OpT vec::Op::*VecOp, uint64_t Options::*Ops,
          uint64_t Options::*IcarusOps, unsigned Lanes>
struct UnitOf {
  using Op = OpT;
  using Rtl = RtlT;
  static constexpr isa::Unit kUnit = U;
  static constexpr OpT vec::Op::*kVecOp = VecOp;
  static constexpr uint64_t Options::*kOps = Ops;
  static constexpr uint64_t Options::*kIcarusOps = IcarusOps;
  static constexpr unsigned kLanes = Lanes;
  static constexpr unsigned kPerInstr = 32 / Lanes;
};

/// The shuffle: an operation is one 32-lane warp instruction.
struct ShflUnit : UnitOf<model::ShflOp, Vxl_shfl, isa::Unit::Shfl, &vec::Op::shfl, &Options::ops,
                         &Options::icarus_shfl, 32> {
  static constexpr const char* kName = "shfl";
  static Op random(std::mt19937_64& rng) { return random_shfl(rng, 32); }
  static model::ShflResult golden(const Op& op) { return model::shfl(op); }
  static void check(Dut<Rtl>& dut, Scoreboard& sb, uint64_t i, const Op& op) { tb::check_shfl<32, 32>(dut, sb, i, op); }
  /// tb/bench/icarus/bench_shfl.sv's record: mode sync (4 bits each) active member, a b c
  /// by lanes (32, 5 and 13 bits a lane), the model's d by lanes, p we d_undef p_undef.
  static void record(HexRecord& h, const Op& op) {
    const model::ShflResult r = model::shfl(op);
    h.field(static_cast<unsigned>(op.mode), 4);
    h.field(op.sync, 4);
    h.field(op.active, 32);
    h.field(op.member, 32);
    h.lanes(op.a, 32, 32);
    h.lanes(op.b, 32, 5);
    h.lanes(op.c, 32, 13);
    h.lanes(r.d, 32, 32);
    h.field(r.p, 32);
    h.field(r.written, 32);
    h.field(r.d_undef, 32);
    h.field(r.p_undef, 32);
  }
};

/// shf and shuf: an operation is one 32-bit result; they also have rtl-floor and
/// 32-instance rows, on X32 (tb/bench/xl_<unit>_x32.sv).
template <class OpT, class RtlT, class X32T, isa::Unit U, OpT vec::Op::*VecOp>
struct WordUnit : UnitOf<OpT, RtlT, U, VecOp, &Options::word_ops, &Options::icarus_word, 1> {
  using X32 = X32T;
  static uint32_t golden(const OpT& t) { return t.expected(); }
};

/// The funnel shifter: one shf.
struct ShfUnit : WordUnit<isa::ShfOp, Vxl_shf, Vxl_shf_x32, isa::Unit::Shf, &vec::Op::shf> {
  static constexpr const char* kName = "shf";
  static Op random(std::mt19937_64& rng) { return random_shf(rng); }
  static void check(Dut<Rtl>& dut, Scoreboard& sb, uint64_t i, const Op& t) { tb::check_shf(dut, sb, i, t); }
  static void drive(Rtl& dut, const Op& t) { drive_shf(dut, t); }
  /// xl_floor has xl_shf's ports: the operation as it is.
  static isa::ShfOp floor_op(const Op& t) { return t; }
  /// bench_shf.sv's record: left (4 bits) clamp (4 bits) a b c d (32 bits each).
  static void record(HexRecord& h, const Op& t) {
    h.field(t.left, 4);
    h.field(t.clamp, 4);
    h.field(t.a, 32);
    h.field(t.b, 32);
    h.field(t.c, 32);
    h.field(t.expected(), 32);
  }

  /// 32 operations, one a lane of xl_shf_x32, and their results.
  struct Batch {
    uint32_t left = 0, clamp = 0;  ///< bit l: lane l's
    std::array<uint32_t, kBatch> a, b, c, d;
    void set(unsigned l, const Op& t) {
      left |= static_cast<uint32_t>(t.left) << l;
      clamp |= static_cast<uint32_t>(t.clamp) << l;
      a[l] = t.a;
      b[l] = t.b;
      c[l] = t.c;
      d[l] = t.expected();
    }
    void drive(X32& x) const {
      x.left_i = left;
      x.clamp_i = clamp;
      for (unsigned w = 0; w < kBatch; ++w) {
        x.a_i[w] = a[w];
        x.b_i[w] = b[w];
        x.c_i[w] = c[w];
      }
    }
    /// bench_shf_x32.sv's record: left clamp (32 bits, bit l for lane l) a b c d (lane l at
    /// [l*32 +: 32]).
    static void record(HexRecord& h, const Batch& x) {
      h.field(x.left, 32);
      h.field(x.clamp, 32);
      h.lanes(x.a, kBatch, 32);
      h.lanes(x.b, kBatch, 32);
      h.lanes(x.c, kBatch, 32);
      h.lanes(x.d, kBatch, 32);
    }
  };
};

/// The MRISC32 byte shuffle: one SHUF.
struct ShufUnit : WordUnit<isa::ShufOp, Vxl_shuf, Vxl_shuf_x32, isa::Unit::Shuf, &vec::Op::shuf> {
  static constexpr const char* kName = "shuf";
  static Op random(std::mt19937_64& rng) { return random_shuf(rng); }
  static void check(Dut<Rtl>& dut, Scoreboard& sb, uint64_t i, const Op& t) { tb::check_shuf(dut, sb, i, t); }
  static void drive(Rtl& dut, const Op& t) { drive_shuf(dut, t); }
  /// The bits of the control word that reach the unit's 13-bit port (as drive_shuf drives it).
  static uint16_t port_ctrl(const Op& t) { return static_cast<uint16_t>(t.ctrl & 0x1fffu); }
  /// On xl_floor's ports: a as a, the control port's bits as c.
  static isa::ShfOp floor_op(const Op& t) {
    isa::ShfOp f;
    f.a = t.a;
    f.c = port_ctrl(t);
    return f;
  }
  /// bench_shuf.sv's record: a (32 bits) ctrl (16 bits, 12:0 used) d (32 bits).
  static void record(HexRecord& h, const Op& t) {
    h.field(t.a, 32);
    h.field(port_ctrl(t), 16);
    h.field(t.expected(), 32);
  }

  /// 32 operations, one a lane of xl_shuf_x32, and their results.
  struct Batch {
    std::array<uint32_t, kBatch> a, d;
    std::array<uint16_t, kBatch> ctrl;
    void set(unsigned l, const Op& t) {
      a[l] = t.a;
      ctrl[l] = port_ctrl(t);
      d[l] = t.expected();
    }
    void drive(X32& x) const {
      for (unsigned w = 0; w < kBatch; ++w) {
        x.a_i[w] = a[w];
        x.ctrl_i[w] = ctrl[w];
      }
    }
    /// bench_shuf_x32.sv's record: a (lane l at [l*32 +: 32]) ctrl (lane l at [l*13 +: 13])
    /// d (lane l at [l*32 +: 32]).
    static void record(HexRecord& h, const Batch& x) {
      h.lanes(x.a, kBatch, 32);
      h.lanes(x.ctrl, kBatch, 13);
      h.lanes(x.d, kBatch, 32);
    }
  };
};

/// The unit's RTL module: xl_<unit>.
template <class U>
std::string rtl_name() {
  return std::string("xl_") + U::kName;
}

class Bench {
 public:
  Bench(const Options& o, uint64_t seed) : o_(o), seed_(seed) {}

  bool ok() const { return ok_; }
  const std::vector<Row>& rows() const { return rows_; }

  void shfl();
  /// shf (ShfUnit) or shuf (ShufUnit).
  template <class U>
  void word();

 private:
  void add(Row r) {
    if (r.sim == "model") model_rate_ = r.ops_per_s;
    r.ratio = model_rate_ > 0 ? r.ops_per_s / model_rate_ : 0;
    std::printf("  %-5s %-10s %12s ops/s  x%-9s %s%s%s\n", r.unit.c_str(), r.sim.c_str(), fmt_rate(r.ops_per_s).c_str(),
                fmt_ratio(r.ratio).c_str(), r.what.c_str(), r.note.empty() ? "" : "; ", r.note.c_str());
    std::fflush(stdout);
    rows_.push_back(std::move(r));
  }
  void fail(const std::string& what) {
    std::printf("FAIL: %s\n", what.c_str());
    ok_ = false;
  }
  Row timed(const std::string& unit, const std::string& sim, const std::string& what, uint64_t ops, double secs) {
    Row r;
    r.unit = unit;
    r.sim = sim;
    r.what = what;
    r.ops = ops;
    r.seconds = secs;
    r.ops_per_s = secs > 0 ? ops / secs : 0;
    return r;
  }
  /// A loop checked against results computed before it (`secs` from best_of): true if it
  /// passed, else a failure naming `what` and its `bad` mismatches.
  bool precomputed_ok(double secs, const std::string& what, uint64_t bad) {
    if (secs >= 0) return true;
    fail(what + " against precomputed results: " + std::to_string(bad) + " mismatches");
    return false;
  }

  // Every unit's rows, in their order: draw, then model and verilated first; clocked,
  // systemc, xlane and icarus after the unit's own rows.
  template <class U>
  std::vector<typename U::Op> draw(double& seconds);
  template <class U>
  bool model_and_verilated(Dut<typename U::Rtl>& dut, const std::vector<typename U::Op>& ops);
  template <class U>
  void warp_and_tools(const std::vector<typename U::Op>& ops);
  void rtl_only_row(const std::string& unit, const std::string& rtl, uint64_t ops, double secs);

  void profile(Dut<Vxl_shfl>& dut, const std::vector<model::ShflOp>& ops, double gen);
  /// The warp-top rows count `per_instr` operations an instruction.
  void clocked(const std::string& unit, isa::Unit which, uint64_t instrs, unsigned per_instr);
  /// The rtl-floor row: tb/bench/xl_floor.sv (xl_shf's ports, d = a, no logic) driven with
  /// the unit's operations on its ports, one per eval, checked (d against a): the fixed
  /// cost of an eval.
  void floor(const std::string& unit, const std::vector<isa::ShfOp>& ops);
  void systemc(const std::string& unit, uint64_t instrs_clocked, unsigned per_instr);
  void xlane_check(const std::string& unit, const std::vector<vec::Op>& ops);
  /// Icarus on `records` ($readmemh lines) with tb/bench/icarus/<top>.sv (default bench_<unit>) and
  /// the RTL; `per_record` operations a record; the row is named `sim`.
  void icarus(const std::string& unit, const std::vector<std::string>& records, const std::string& sim = "icarus",
              const std::string& top_name = "", unsigned per_record = 1);

  std::string path(const std::string& name) const { return o_.out + "/" + name; }

  Options o_;
  uint64_t seed_;
  bool ok_ = true;
  double model_rate_ = 0;
  double clocked_instr_rate_ = 0;
  std::vector<Row> rows_;
};

// ---- the rows every unit has ------------------------------------------------------------

template <class U>
std::vector<typename U::Op> Bench::draw(double& seconds) {
  const uint64_t n = o_.*U::kOps;
  std::printf("%s: %llu operations%s\n", U::kName, static_cast<unsigned long long>(n),
              U::kLanes > 1 ? " (32-lane warp instructions)" : "");
  auto rng = make_rng(std::string("bench ") + U::kName);
  std::vector<typename U::Op> ops(n);
  const auto tg = Clock::now();
  for (auto& op : ops) op = U::random(rng);
  seconds = seconds_since(tg);
  std::printf("  stimulus: %s ops/s\n", fmt_rate(ops.size() / seconds).c_str());
  return ops;
}

// The model alone, then the tests' differential loop through the tests' own checker
// (tb/common/rtl_check.h) on `dut`. False if the loop failed (the unit's other rows are
// skipped).
template <class U>
bool Bench::model_and_verilated(Dut<typename U::Rtl>& dut, const std::vector<typename U::Op>& ops) {
  const double tm = best_of(o_.reps, [&] {
    for (const auto& op : ops) keep(U::golden(op));
    return true;
  });
  add(timed(U::kName, "model", "golden model alone", ops.size(), tm));

  Scoreboard sb(rtl_name<U>() + " bench", U::kLanes);
  const double tv = best_of(o_.reps, [&] {
    for (uint64_t i = 0; i < ops.size(); ++i) U::check(dut, sb, i, ops[i]);
    return sb.ok();
  });
  if (tv < 0) {
    fail(sb.summary());
    return false;
  }
  add(timed(U::kName, "verilated", "verilated " + rtl_name<U>() + " + model + compare (the tests' loop)",
            ops.size(), tv));
  return true;
}

void Bench::rtl_only_row(const std::string& unit, const std::string& rtl, uint64_t ops, double secs) {
  add(timed(unit, "rtl-only", "verilated " + rtl + " checked against precomputed results (as Icarus is)", ops, secs));
}

// The warp top (clocked, systemc: instructions of the unit, 32 operations each for shf and
// shuf), then xlane check and Icarus on the first operations.
template <class U>
void Bench::warp_and_tools(const std::vector<typename U::Op>& ops) {
  const uint64_t instrs = (ops.size() + U::kPerInstr - 1) / U::kPerInstr;
  clocked(U::kName, U::kUnit, instrs, U::kPerInstr);
  systemc(U::kName, instrs, U::kPerInstr);

  std::vector<vec::Op> vops(std::min<uint64_t>(o_.vec_ops, ops.size()));
  for (size_t i = 0; i < vops.size(); ++i) {
    vops[i].unit = U::kUnit;
    vops[i].*U::kVecOp = ops[i];
  }
  xlane_check(U::kName, vops);

  icarus(U::kName, hex_records(ops, o_.*U::kIcarusOps, U::record));
}

void Bench::floor(const std::string& unit, const std::vector<isa::ShfOp>& ops) {
  Dut<Vxl_floor> dut;
  uint64_t bad = 0;
  const double t = best_of(o_.reps, [&] {
    for (const isa::ShfOp& f : ops) {
      drive_shf(*dut, f);
      dut.eval();
      bad += dut->d_o != f.a;
    }
    return bad == 0;
  });
  if (t < 0) return fail("xl_floor: " + std::to_string(bad) + " mismatches");
  Row r = timed(unit, "rtl-floor", "verilated tb/bench/xl_floor.sv: xl_shf's ports and no logic (d = a), one operation "
                "an eval, checked: the fixed cost of an eval", ops.size(), t);
  char note[80];
  std::snprintf(note, sizeof note, "%.1f ns an eval", 1e9 * t / ops.size());
  r.note = note;
  add(r);
}

// The plain C++ clocked harness of xl_warp at latency 0, doing per instruction what
// xlane_sc's driver, monitor and scoreboard do, without SystemC: draw a random instruction
// of the unit (the same generator as xlane_sc), drive it, the low phase (outputs settle),
// check every lane against the model, the rising edge.
void Bench::clocked(const std::string& unit, isa::Unit which, uint64_t instrs, unsigned per_instr) {
  Dut<Vxl_warp_l0> dut;
  dut->ready_i = 1;  // every result taken on its cycle, as xlane_sc does by default
  dut->rst_ni = 0;
  dut.low();
  dut.rise();
  dut->rst_ni = 1;
  Scoreboard sb("xl_warp latency 0 (clocked C++) " + unit, 32);
  const double secs = best_of(o_.reps, [&] {
    auto rng = make_rng("bench clocked " + unit);
    for (uint64_t i = 0; i < instrs; ++i) {
      const WarpOp w = random_warp_of(rng, 32, which);
      const WarpResult exp = isa::expected(w);
      drive_warp<32>(*dut, w);
      dut->valid_i = 1;
      dut.low();
      const WarpResult got = read_warp<32>(*dut);
      auto mm = compare_warp(w, exp, got);
      if (!dut->valid_o) mm.push_back({0, "valid", 1, 0});
      if (!dut->ready_o) mm.push_back({0, "ready_o", 1, 0});
      sb.add(i, mm, [&] { return format_warp(w, exp, got, mm); });
      dut.rise();
    }
    return sb.ok();
  });
  if (secs < 0) return fail(sb.summary());
  Row r = timed(unit, "clocked", "C++ harness, xl_warp latency 0, cycle by cycle, stimulus drawn inline",
                instrs * per_instr, secs);
  clocked_instr_rate_ = instrs / secs;
  if (per_instr != 1) r.note = fmt_rate(clocked_instr_rate_) + " instructions/s";
  add(r);
}

// xlane_sc at latency 0 on this unit only, no idle cycles, no trace: its figures file gives
// its rate (instructions per second of simulation, after elaboration).
void Bench::systemc(const std::string& unit, uint64_t instrs_clocked, unsigned per_instr) {
  if (o_.xlane_sc.empty()) return;
  const uint64_t n = o_.sc_ops != 0 ? o_.sc_ops : instrs_clocked;
  const std::string figures = path("systemc_" + unit + ".figures");
  const std::vector<std::string> argv = {o_.xlane_sc, "--seed", std::to_string(seed_), "--ops", std::to_string(n),
                                         "--latency", "0", "--idle", "0", "--no-trace", "--units", unit,
                                         "--figures", figures};
  double best = 0;
  uint64_t instrs = 0;
  for (unsigned r = 0; r < o_.reps; ++r) {
    Measured m;
    if (const std::string why = measure(argv, figures, m); !why.empty()) return fail("xlane_sc: " + why);
    instrs = static_cast<uint64_t>(m.figures.at("instructions", figures));
    best = std::max(best, m.figures.at("per_second", figures));
  }
  if (best <= 0) return fail("xlane_sc: " + shown(argv) + ": no rate");
  Row row = timed(unit, "systemc", "xlane_sc --latency 0 --idle 0 --no-trace --units " + unit, instrs * per_instr,
                  instrs / best);
  char note[160];
  std::snprintf(note, sizeof note, "%s instructions/s, %.2fx slower than the clocked C++ harness",
                fmt_rate(best).c_str(), clocked_instr_rate_ / best);
  row.note = note;
  add(row);
}

void Bench::xlane_check(const std::string& unit, const std::vector<vec::Op>& ops) {
  const uint64_t n = std::min<uint64_t>(o_.vec_ops, ops.size());
  const std::string file = path(unit + ".vec");
  {
    std::string text;
    for (uint64_t i = 0; i < n; ++i) {
      const vec::Results r = vec::model_results(ops[i]);
      text += vec::format_line(ops[i], &r);
      text += '\n';
    }
    std::ofstream(file) << text;
  }
  if (o_.xlane.empty()) return;
  const std::string figures = path(unit + ".figures");
  const std::vector<std::string> argv = {o_.xlane, "check", "--dut", "rtl", "--figures", figures, file};
  double best_all = 0, best_eval = 0;
  for (unsigned r = 0; r < o_.reps; ++r) {
    Measured m;
    if (const std::string why = measure(argv, figures, m, n); !why.empty()) return fail("xlane: " + why);
    best_all = std::max(best_all, m.figures.at("ops_per_s", figures));
    best_eval = std::max(best_eval, m.figures.at("eval_ops_per_s", figures));
  }
  Row row = timed(unit, "xlane", "xlane check --dut rtl FILE.vec, end to end", n, n / best_all);
  row.note = "evaluating and comparing alone " + fmt_rate(best_eval) + " ops/s (x" +
             fmt_ratio(best_eval / model_rate_) + "); the rest is reading and parsing";
  add(row);
}

// Icarus: compile the bench once for this file, time a run that only loads the file and
// a run of every operation; the difference is the simulation.
void Bench::icarus(const std::string& unit, const std::vector<std::string>& records, const std::string& sim,
                   const std::string& top_name, unsigned per_record) {
  const std::string top = top_name.empty() ? "bench_" + unit : top_name;
  const std::string hex = path(top.substr(6) + ".hex");  // <unit>.hex, <unit>_x32.hex
  {
    std::string text;
    for (const std::string& rec : records) text += rec + '\n';
    std::ofstream(hex) << text;
  }
  if (records.empty()) return;
  const std::string vvp = path(top + ".vvp");
  std::vector<std::string> rtl;
  {
    std::ifstream f(o_.src + "/rtl/xlane.f");
    std::string line;
    while (std::getline(f, line)) {
      if (!line.empty() && line[0] != '#') rtl.push_back(o_.src + "/" + line);
    }
  }
  const std::string dir = o_.src + "/tb/bench/icarus";
  std::vector<std::string> compile = {"iverilog", "-g2012", "-I", dir, "-P" + top + ".Ops=" + std::to_string(records.size()),
                                      "-o", vvp};
  compile.insert(compile.end(), rtl.begin(), rtl.end());
  compile.push_back(dir + "/" + top + ".sv");
  const ToolRun c = run_tool(compile);
  if (c.status != 0) return fail("iverilog: " + shown(compile) + "\n" + c.out);
  const uint64_t n = records.size(), ops = n * per_record;
  const std::string figures = path(top + ".figures");
  const std::vector<std::string> run0 = {"vvp", "-n", vvp, "+hex=" + hex, "+ops=0"};
  const std::vector<std::string> runn = {"vvp", "-n", vvp, "+hex=" + hex, "+ops=" + std::to_string(n), "+figures=" + figures};
  double load = 1e300, all = 1e300;
  for (unsigned r = 0; r < o_.reps; ++r) {
    const ToolRun a = run_tool(run0);
    if (a.status != 0) return fail("vvp: " + shown(run0) + "\n" + a.out);
    Measured b;
    if (const std::string why = measure(runn, figures, b, ops); !why.empty()) return fail("vvp: " + why);
    load = std::min(load, a.seconds);
    all = std::min(all, b.run.seconds);
  }
  std::string what = "Icarus " + std::string("vvp, tb/bench/icarus/") + top + ".sv";
  if (per_record != 1) {
    what += ", " + std::to_string(per_record) + " instances on their own signals, " + std::to_string(per_record) +
            " operations a #1";
  }
  Row row = timed(unit, sim, what, ops, std::max(all - load, 1e-9));
  char note[160];
  std::snprintf(note, sizeof note, "compile %.2f s, start-up and file load %.2f s (not counted)", c.seconds, load);
  row.note = note;
  add(row);
}

// ---- shfl ------------------------------------------------------------------------------

void Bench::shfl() {
  double gen = 0;
  const std::vector<model::ShflOp> ops = draw<ShflUnit>(gen);
  Dut<Vxl_shfl> dut;
  if (!model_and_verilated<ShflUnit>(dut, ops)) return;

  // The RTL alone, doing what the Icarus bench does: check against results computed
  // before (the model's, kept compactly), so no model in the loop.
  struct Expected {
    std::array<uint32_t, 32> d;
    uint32_t p_care, p, we, du, pu, d_care;
  };
  std::vector<Expected> expected(ops.size());
  for (size_t i = 0; i < ops.size(); ++i) {
    const model::ShflResult r = model::shfl(ops[i]);
    Expected& e = expected[i];
    std::copy_n(r.d.begin(), 32, e.d.begin());
    e.we = static_cast<uint32_t>(r.written);
    e.du = static_cast<uint32_t>(r.d_undef);
    e.pu = static_cast<uint32_t>(r.p_undef);
    e.p_care = e.we & ~e.pu;
    e.p = static_cast<uint32_t>(r.p) & e.p_care;
    e.d_care = e.we & ~e.du;
  }
  uint64_t bad = 0;
  const double tr = best_of(o_.reps, [&] {
    for (uint64_t i = 0; i < ops.size(); ++i) {
      drive_shfl<32, 32>(*dut, ops[i]);
      dut.eval();
      const Expected& e = expected[i];
      uint32_t diff = (dut->we_o ^ e.we) | (dut->d_undef_o ^ e.du) | (dut->p_undef_o ^ e.pu) | ((dut->p_o & e.p_care) ^ e.p);
      for (unsigned l = 0; l < 32; ++l) diff |= static_cast<uint32_t>(dut->d_o[l] != e.d[l]) << l & e.d_care;
      bad += diff != 0;
    }
    return bad == 0;
  });
  if (!precomputed_ok(tr, rtl_name<ShflUnit>(), bad)) return;
  rtl_only_row(ShflUnit::kName, rtl_name<ShflUnit>(), ops.size(), tr);

  if (o_.profile) profile(dut, ops, gen);
  warp_and_tools<ShflUnit>(ops);
}

// --profile: the tests' loop (check_shfl) written out, each phase timed on its own (the
// clock reads cost a little).
void Bench::profile(Dut<Vxl_shfl>& dut, const std::vector<model::ShflOp>& ops, double gen) {
  Scoreboard sb("xl_shfl bench (profile)", 32);
  double t[5] = {};
  const char* names[5] = {"drive", "eval", "read", "model", "compare"};
  for (uint64_t i = 0; i < ops.size(); ++i) {
    const model::ShflOp& op = ops[i];
    auto a = Clock::now();
    drive_shfl<32, 32>(*dut, op);
    auto b = Clock::now();
    dut.eval();
    auto c = Clock::now();
    const model::ShflResult got = read_shfl<32, 32>(*dut);
    auto d = Clock::now();
    const model::ShflResult exp = model::shfl(op);
    auto e = Clock::now();
    const auto mm = compare_shfl(op, exp, got);
    sb.add(i, mm, [&] { return format_shfl(op, exp, got, mm); });
    auto f = Clock::now();
    const Clock::time_point pts[6] = {a, b, c, d, e, f};
    for (int k = 0; k < 5; ++k) t[k] += std::chrono::duration<double>(pts[k + 1] - pts[k]).count();
  }
  std::printf("  profile (ns per operation):");
  for (int k = 0; k < 5; ++k) std::printf(" %s %.0f", names[k], 1e9 * t[k] / ops.size());
  std::printf("; stimulus %.0f\n", 1e9 * gen / ops.size());
  if (!sb.ok()) fail(sb.summary());
}

// ---- shf and shuf ------------------------------------------------------------------------

template <class U>
void Bench::word() {
  const std::string unit = U::kName, rtl = rtl_name<U>();
  double gen = 0;
  const std::vector<typename U::Op> ops = draw<U>(gen);
  Dut<typename U::Rtl> dut;
  if (!model_and_verilated<U>(dut, ops)) return;

  // The RTL alone against results computed before, as the Icarus bench checks.
  {
    std::vector<uint32_t> expected(ops.size());
    for (size_t i = 0; i < ops.size(); ++i) expected[i] = ops[i].expected();
    uint64_t bad = 0;
    const double tr = best_of(o_.reps, [&] {
      for (uint64_t i = 0; i < ops.size(); ++i) {
        U::drive(*dut, ops[i]);
        dut.eval();
        bad += dut->d_o != expected[i];
      }
      return bad == 0;
    });
    if (!precomputed_ok(tr, rtl, bad)) return;
    rtl_only_row(unit, rtl, ops.size(), tr);
  }
  {
    std::vector<isa::ShfOp> f(ops.size());
    for (size_t i = 0; i < ops.size(); ++i) f[i] = U::floor_op(ops[i]);
    floor(unit, f);
  }

  // 32 instances side by side (tb/bench/xl_<unit>_x32.sv): the same operations, 32 per
  // eval, the lanes' words precomputed, every lane checked against its result computed
  // before the loop. The Icarus x32 bench runs the first of these batches.
  std::vector<typename U::Batch> batches(batches_for(ops.size()));
  for (size_t k = 0; k < batches.size(); ++k) {
    for (unsigned l = 0; l < kBatch; ++l) batches[k].set(l, ops[(k * kBatch + l) % ops.size()]);
  }
  {
    Dut<typename U::X32> x32;
    uint64_t bad = 0;
    const double tr = best_of(o_.reps, [&] {
      for (const typename U::Batch& x : batches) {
        x.drive(*x32);
        x32.eval();
        for (unsigned w = 0; w < kBatch; ++w) bad += x32->d_o[w] != x.d[w];
      }
      return bad == 0;
    });
    if (!precomputed_ok(tr, rtl + "_x32", bad)) return;
    Row r = timed(unit, "rtl-x32", "verilated tb/bench/" + rtl + "_x32.sv (32 " + rtl + "), 32 operations an eval, "
                  "checked against precomputed results (as Icarus x32 is)", batches.size() * kBatch, tr);
    r.note = fmt_rate(batches.size() / tr) + " evals/s";
    add(r);
  }

  warp_and_tools<U>(ops);

  // The first batches, 32 operations a record: the same operations as the icarus row
  // (rounded up to a whole record).
  icarus(unit, hex_records(batches, batches_for(o_.icarus_word), U::Batch::record), "icarus-x32",
         "bench_" + unit + "_x32", kBatch);
}

// ---- goals and the table ---------------------------------------------------------------

const Row* find(const std::vector<Row>& rows, const std::string& unit, const std::string& sim) {
  for (const Row& r : rows) {
    if (r.unit == unit && r.sim == sim) return &r;
  }
  return nullptr;
}

std::vector<std::string> goals(const std::vector<Row>& rows) {
  std::vector<std::string> out;
  char b[600];
  for (const std::string u : {"shfl", "shf", "shuf"}) {
    const Row* m = find(rows, u, "model");
    const Row* v = find(rows, u, "verilated");
    const Row* c = find(rows, u, "clocked");
    const Row* s = find(rows, u, "systemc");
    const Row* i = find(rows, u, "icarus");
    if (m && v) {
      std::snprintf(b, sizeof b, "%s: verilated differential loop at %.2f of the model's speed (goal, shfl: at least 0.33): %s",
                    u.c_str(), v->ratio, v->ratio >= 1.0 / 3 ? "met" : (u == "shfl" ? "NOT met" : "not a goal for this unit"));
      out.push_back(b);
    }
    if (c && s) {
      const double slow = c->ops_per_s / s->ops_per_s;
      std::snprintf(b, sizeof b, "%s: SystemC %.2fx slower than the plain C++ clocked harness (goal: within 3x): %s",
                    u.c_str(), slow, slow <= 3.0 ? "met" : "NOT met");
      out.push_back(b);
    }
    // Verilated RTL against Icarus: each simulator in its faster arrangement for the unit
    // (one operation per eval / #1, or 32 instances per eval / #1), on the same operations
    // with the same checks. shfl has one arrangement (a 32-lane instruction an eval).
    const Row* o = find(rows, u, "rtl-only");
    const Row* o32 = find(rows, u, "rtl-x32");
    const Row* i32 = find(rows, u, "icarus-x32");
    const Row* fl = find(rows, u, "rtl-floor");
    if (o && i) {
      const Row* bv = (o32 && o32->ops_per_s > o->ops_per_s) ? o32 : o;
      const Row* bi = (i32 && i32->ops_per_s > i->ops_per_s) ? i32 : i;
      const double x = bv->ops_per_s / bi->ops_per_s;
      const auto how = [](const Row* r) { return r->sim.find("x32") != std::string::npos ? "32 instances" : "one instance"; };
      std::snprintf(b, sizeof b,
                    "%s: verilated RTL %.0fx Icarus, same operations and checks, each in its faster arrangement "
                    "(verilated %s, %s ops/s; Icarus %s, %s ops/s) (goal: at least 1,000x): %s",
                    u.c_str(), x, how(bv), fmt_rate(bv->ops_per_s).c_str(), how(bi), fmt_rate(bi->ops_per_s).c_str(),
                    x >= 1000 ? "met" : "NOT met");
      out.push_back(b);
      if (o32 || i32) {
        std::string bound;
        if (fl) {
          // A design with these ports evaluates no faster than the floor (fewer ports, as
          // SHUF has, save a few port writes), one operation an eval.
          char f[200];
          std::snprintf(f, sizeof f, "; an eval of a design with no logic takes %.1f ns (rtl-floor), so one operation "
                        "an eval cannot get much past %.0fx of this Icarus row, whatever the RTL",
                        1e9 / fl->ops_per_s, fl->ops_per_s / i->ops_per_s);
          bound = f;
        }
        std::snprintf(b, sizeof b, "%s: one operation an eval and a #1: verilated %.0fx Icarus (with the model in the "
                      "loop %.0fx)%s", u.c_str(), o->ops_per_s / i->ops_per_s, v ? v->ops_per_s / i->ops_per_s : 0.0,
                      bound.c_str());
        out.push_back(b);
      }
    }
  }
  return out;
}

void write_tables(const std::vector<Row>& rows, const std::string& dir, const std::string& header) {
  std::ostringstream md, csv;
  md << header << "\n\n";
  md << "| unit | simulation | ops/s | vs model | ops timed | best of runs, s | notes |\n";
  md << "|---|---|---:|---:|---:|---:|---|\n";
  csv << "unit,simulation,description,ops,seconds,ops_per_s,ratio_to_model,notes\n";
  for (const Row& r : rows) {
    char secs[32];
    std::snprintf(secs, sizeof secs, "%.4f", r.seconds);
    md << "| " << r.unit << " | " << r.sim << ": " << r.what << " | " << fmt_rate(r.ops_per_s) << " | "
       << fmt_ratio(r.ratio) << " | " << fmt_rate(static_cast<double>(r.ops)) << " | " << secs << " | " << r.note
       << " |\n";
    std::string note = r.note;
    std::replace(note.begin(), note.end(), ',', ';');
    std::string what = r.what;
    std::replace(what.begin(), what.end(), ',', ';');
    char line[512];
    std::snprintf(line, sizeof line, "%s,%s,%s,%llu,%.6f,%.1f,%.6g,%s\n", r.unit.c_str(), r.sim.c_str(), what.c_str(),
                  static_cast<unsigned long long>(r.ops), r.seconds, r.ops_per_s, r.ratio, note.c_str());
    csv << line;
  }
  md << "\nGoals:\n\n";
  for (const std::string& g : goals(rows)) md << "- " << g << "\n";
  std::ofstream(dir + "/run.md") << md.str();
  std::ofstream(dir + "/run.csv") << csv.str();
}

}  // namespace

int main(int argc, char** argv) {
  xlane::bench::Options o;
  if (const int rc = xlane::bench::parse_options(argc, argv, o); rc >= 0) return rc;
  uint64_t seed = 0;
  try {
    seed = o.seed_text.empty() ? default_master_seed() : parse_seed(o.seed_text);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "--seed: %s\n", e.what());
    return 2;
  }
  set_master_seed(seed);
  std::error_code ec;
  std::filesystem::create_directories(o.out, ec);
  if (ec) {
    std::fprintf(stderr, "--out: cannot create %s: %s\n", o.out.c_str(), ec.message().c_str());
    return 2;
  }
  std::printf("xlane_bench: master seed %llu, best of %u runs\n", static_cast<unsigned long long>(seed), o.reps);

  Bench bench(o, seed);
  std::stringstream ss(o.units);
  std::string u;
  while (std::getline(ss, u, ',')) {
    if (u == "shfl") bench.shfl();
    else if (u == "shf") bench.word<ShfUnit>();
    else if (u == "shuf") bench.word<ShufUnit>();
    else {
      std::fprintf(stderr, "--units: unknown unit '%s' (shfl, shf, shuf)\n", u.c_str());
      return 2;
    }
  }
  char header[200];
  std::snprintf(header, sizeof header, "Seed %llu; shfl %llu operations, shf and shuf %llu; best of %u runs.",
                static_cast<unsigned long long>(seed), static_cast<unsigned long long>(o.ops),
                static_cast<unsigned long long>(o.word_ops), o.reps);
  write_tables(bench.rows(), o.out, header);
  std::printf("\n");
  for (const std::string& g : goals(bench.rows())) std::printf("%s\n", g.c_str());
  std::printf("tables: %s/run.md, %s/run.csv\n%s\n", o.out.c_str(), o.out.c_str(), bench.ok() ? "PASS" : "FAIL");
  return bench.ok() ? 0 : 1;
}
