// SPDX-License-Identifier: Apache-2.0
// WarpBench member functions (a template: included by the one file that instantiates it).
#pragma once

#include <cstdio>

#include "directed.h"
#include "verif/seed.h"
#include "verif/stimulus.h"
#include "warp_bench.h"

namespace xlane::sim {

// Every output of the warp top alike (what must hold while valid_o is high and ready_i low).
inline bool same_outputs(const WarpResult& a, const WarpResult& b) {
  return a.illegal == b.illegal && a.r.p == b.r.p && a.r.written == b.r.written && a.r.d_undef == b.r.d_undef &&
         a.r.p_undef == b.r.p_undef && a.r.d == b.r.d;
}

// The result of transaction `index` (driven after edge `cycle`) against the model's, given at
// edge `now`; on a mismatch `report` gets the transaction's table.
inline std::vector<verif::LaneMismatch> check_result(const WarpOp& op, const WarpResult& exp, const WarpResult& got,
                                                     uint64_t index, uint64_t cycle, uint64_t now,
                                                     std::string& report) {
  std::vector<verif::LaneMismatch> mm = verif::compare_warp(op, exp, got);
  if (!mm.empty()) {
    char head[160];
    std::snprintf(head, sizeof head, "transaction %llu, driven after edge %llu, result at edge %llu:\n",
                  static_cast<unsigned long long>(index), static_cast<unsigned long long>(cycle),
                  static_cast<unsigned long long>(now));
    report = head + verif::format_warp(op, exp, got, mm);
  }
  return mm;
}

template <class V>
WarpBench<V>::WarpBench(sc_core::sc_module_name name, sc_core::sc_clock& clk, const BenchConfig& cfg,
                        uint64_t seed_salt)
    : sc_module(name),
      cfg_(cfg),
      clk_(clk),
      dut_(std::make_unique<V>("dut")),
      rng_(verif::make_rng("sc " + (cfg.arch == "xbar" ? "latency " + std::to_string(cfg.latency) : cfg.arch) +
                           (cfg.skid ? " skid " : " ") + std::to_string(seed_salt))),
      consumer_(verif::ReadyPattern::fixed(
          cfg.stall_percent, verif::make_rng("sc ready " +
                                             (cfg.arch == "xbar" ? "latency " + std::to_string(cfg.latency) : cfg.arch) +
                                             (cfg.skid ? " skid " : " ") + std::to_string(seed_salt)))),
      timing_(cfg.latency, cfg.skid),
      stream_(10000, cfg.arch == "xbar" && cfg.latency == 0),
      sb_("xl_warp " + (cfg.arch == "xbar" ? "latency " + std::to_string(cfg.latency) : cfg.arch + " shuffle") +
              (cfg.skid ? " skid buffer" : ""),
          kLanes, 0) {  // reports: ours
  V& d = *dut_;
  d.clk_i(clk_);
  d.rst_ni(rst_n_);
  d.valid_i(valid_i_);
  d.ready_o(ready_o_);
  d.op_i(op_i_);
  d.a_i(a_i_);
  d.b_i(b_i_);
  d.c_i(c_i_);
  d.active_i(active_i_);
  d.member_i(member_i_);
  d.valid_o(valid_o_);
  d.ready_i(ready_i_);
  d.d_o(d_o_);
  d.p_o(p_o_);
  d.we_o(we_o_);
  d.d_undef_o(d_undef_o_);
  d.p_undef_o(p_undef_o_);
  d.illegal_o(illegal_o_);

  SC_THREAD(driver);
  SC_METHOD(monitor);
  sensitive << clk_.posedge_event();
  dont_initialize();
}

template <class V>
uint64_t WarpBench<V>::cycle_now() const {
  return static_cast<uint64_t>(sc_core::sc_time_stamp() / clk_.period());
}

template <class V>
void WarpBench<V>::drive(const WarpOp& op, bool valid) {
  // Word at a time into buffers kept between calls (an sc_bv allocates when made).
  for (unsigned l = 0; l < kLanes; ++l) {
    a_buf_.set_word(l, op.ops.a[l]);
    b_buf_.set_word(l, op.ops.b[l]);
    c_buf_.set_word(l, op.ops.c[l]);
  }
  a_i_.write(a_buf_);
  b_i_.write(b_buf_);
  c_i_.write(c_buf_);
  op_i_.write(op.opcode);
  active_i_.write(static_cast<uint32_t>(op.ops.active));
  member_i_.write(static_cast<uint32_t>(op.ops.member));
  valid_i_.write(valid);
  if (!valid) return;
  Pending p{cycle_now(), issued_++, op, isa::expected(op)};
  if (cfg_.inject_error >= 0 && p.index == static_cast<uint64_t>(cfg_.inject_error)) {
    p.exp.r.d[0] ^= 0x1u;  // the self-test: this expectation is wrong on purpose
    p.exp.r.d_undef &= ~1ull;
    p.exp.r.written |= 1ull;
  }
  cov_.add(op, p.exp);
  queue_.push_back(std::move(p));
}

template <class V>
WarpOp WarpBench<V>::random_op() {
  // Only the chosen units' instructions are drawn, with random_warp's weights.
  return verif::random_warp_among(rng_, kLanes, cfg_.units);
}

// The edge that ends a cycle with ready_o high takes it; its ready_o is still the value of
// that cycle when the driver wakes on the edge (signals change after the edge's processes).
template <class V>
void WarpBench<V>::offer(const WarpOp& op) {
  drive(op, true);
  do {
    wait(clk_.posedge_event());
  } while (!ready_o_.read() && !failed_);
}

template <class V>
WarpResult WarpBench<V>::execute(const WarpOp& op) {
  offer(op);
  drive(random_op(), false);
  wait(result_event_);
  return last_;
}

template <class V>
void WarpBench<V>::driver() {
  rst_n_.write(false);
  valid_i_.write(false);
  for (int i = 0; i < 3; ++i) wait(clk_.posedge_event());
  rst_n_.write(true);
  wait(clk_.posedge_event());

  directed_mismatches_ =
      run_directed([this](const WarpOp& op) { return execute(op); }, cfg_.print_directed, cfg_.latency);
  if (directed_mismatches_ != 0 && !failed_) {
    failed_ = true;
    failure_ = std::to_string(directed_mismatches_) + " values of the directed sequences not as the spec gives\n";
    failure_cycle_ = end_cycle_ = cycle_now();
    sc_core::sc_stop();
    return;
  }

  verif::ValidPattern producer = verif::ValidPattern::gaps(cfg_.idle_percent);
  for (uint64_t i = 0; i < cfg_.ops && !failed_; ++i) {
    while (!producer.offer(rng_)) {
      drive(random_op(), false);  // scrambled inputs while valid is low
      wait(clk_.posedge_event());
    }
    offer(random_op());
  }
  drive(random_op(), false);
  while (!queue_.empty() && !failed_) wait(clk_.posedge_event());
  done_ = true;
  end_cycle_ = cycle_now();
}

template <class V>
WarpResult WarpBench<V>::outputs() const {
  WarpResult got;
  const sc_dt::sc_bv<kLanes * 32>& d = d_o_.read();
  for (unsigned l = 0; l < kLanes; ++l) got.r.d[l] = static_cast<uint32_t>(d.get_word(l));
  got.r.p = p_o_.read();
  got.r.written = we_o_.read();
  got.r.d_undef = d_undef_o_.read();
  got.r.p_undef = p_undef_o_.read();
  got.illegal = illegal_o_.read();
  return got;
}

template <class V>
void WarpBench<V>::monitor() {
  if (failed_) return;
  const uint64_t now = cycle_now();
  const bool rst_n = rst_n_.read(), valid_i = valid_i_.read(), ready_i = ready_i_.read();
  const bool ready_o = ready_o_.read(), valid_o = valid_o_.read();

  // The consumer: ready_i for the cycle that begins at this edge (from the first edge on,
  // in reset; before it the signal's initial 0).
  ready_i_.write(consumer_.next());
  if (cfg_.arch != "xbar") {
    monitor_stream(now, rst_n, valid_i, ready_i, ready_o, valid_o);
    return;
  }

  // What the handshake model says of the cycle that ends at this edge (in reset: of an
  // empty pipe, which the reset keeps empty).
  if (!rst_n) timing_.reset();
  const verif::PipeCycle m = timing_.cycle(valid_i && rst_n, taken_, ready_i);
  if (!rst_n) timing_.reset();
  log_.add(now, valid_i, taken_, ready_i, ready_o, valid_o, m);
  if (m.taken_in) ++taken_;
  // In reset ready_o is not compared: at latency 0 it follows ready_i, which is 0 until
  // the first edge.
  const bool ready_ok = !rst_n || ready_o == m.ready_o;
  // The rules of any handshake (the outputs held while stalled, among them), after the
  // model's ports agree.
  const WarpResult got = valid_o ? outputs() : WarpResult{};
  const verif::StreamMonitor::Verdict rules =
      ready_ok && valid_o == m.valid_o
          ? stream_.cycle(rst_n, valid_i, ready_o, valid_o, ready_i, [&] { return same_outputs(got, held_); })
          : verif::StreamMonitor::Verdict{};
  if (stream_.stalled()) held_ = got;
  if (!m.valid_o && !valid_o && ready_ok && rules.rule == nullptr) return;

  std::vector<verif::LaneMismatch> mm;
  std::string report;
  const auto handshake = [&](const char* field, bool want, bool got, const std::string& what) {
    mm.push_back({0, field, want, got});
    report = what + " (the handshake model: " + timing_.name() + "; edge " + std::to_string(now) +
             " ends the last row)\n" + log_.table();
  };
  uint64_t index = m.valid_o ? m.out : taken_;

  if (!ready_ok) {
    handshake("ready_o", m.ready_o, ready_o, std::string("ready_o ") + (ready_o ? "high" : "low"));
  } else if (valid_o && !m.valid_o) {
    handshake("valid", false, true, "valid_o high with no result due");
  } else if (!valid_o && m.valid_o) {
    handshake("valid", true, false, "valid_o low when the result of transaction " + std::to_string(m.out) + " was due");
  } else if (rules.rule != nullptr) {
    handshake(rules.rule, true, false, rules.what + " (transaction " + std::to_string(index) + ")");
  } else if (m.taken_out) {
    if (queue_.empty() || queue_.front().index != m.out) {
      handshake("order", true, false, "transaction " + std::to_string(m.out) + " leaves, the queue is not there yet");
    } else {
      const Pending& p = queue_.front();
      mm = check_result(p.op, p.exp, got, p.index, p.cycle, now, report);
      last_ = got;
      queue_.pop_front();
      result_event_.notify(sc_core::SC_ZERO_TIME);
    }
  }
  if (mm.empty() && !m.taken_out) return;  // stalled: checked when it leaves
  sb_.add(index, mm, [] { return std::string(); });
  if (!mm.empty()) {
    failed_ = true;
    failure_ = report;
    failure_cycle_ = end_cycle_ = now;
    sc_core::sc_stop();
  }
}

template <class V>
void WarpBench<V>::monitor_stream(uint64_t now, bool rst_n, bool valid_i, bool ready_i, bool ready_o, bool valid_o) {
  const WarpResult got = valid_o ? outputs() : WarpResult{};
  const verif::StreamMonitor::Verdict v =
      stream_.cycle(rst_n, valid_i, ready_o, valid_o, ready_i, [&] { return same_outputs(got, held_); });
  if (stream_.stalled()) held_ = got;
  if (v.took) ++taken_;
  std::vector<verif::LaneMismatch> mm;
  std::string report;
  if (v.rule != nullptr) {
    mm.push_back({0, v.rule, 1, 0});
    report = v.what + " at edge " + std::to_string(now) + " (" + cfg_.arch + " shuffle: the handshake's rules)\n";
    sb_.add(taken_, mm, [] { return std::string(); });
  } else if (v.gave) {
    const Pending& p = queue_.front();
    mm = check_result(p.op, p.exp, got, p.index, p.cycle, now, report);
    sb_.add(p.index, mm, [] { return std::string(); });
    last_ = got;
    queue_.pop_front();
    result_event_.notify(sc_core::SC_ZERO_TIME);
  }
  if (!mm.empty()) {
    failed_ = true;
    failure_ = report;
    failure_cycle_ = end_cycle_ = now;
    sc_core::sc_stop();
  }
}

}  // namespace xlane::sim
