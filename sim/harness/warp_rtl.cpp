// SPDX-License-Identifier: Apache-2.0
// The verilated xl_warp behind `xlane run`; see warp_rtl.h.
//
// Vxl_warp_l0_trace is xl_warp at Latency 0 built with FST tracing (sim/harness/CMakeLists.txt).
// One evaluation per instruction: data movement with valid_i high, every other
// instruction with valid_i low, so that waveform time t is instruction t.
#include "harness/warp_rtl.h"

#include <verilated.h>
#include <verilated_fst_c.h>

#include <stdexcept>

#include "Vxl_warp_l0_trace.h"
#include "harness/dut.h"
#include "harness/ports.h"

namespace xlane::run {

struct RtlWarpUnit::Impl {
  std::unique_ptr<VerilatedContext> ctx;
  std::unique_ptr<Vxl_warp_l0_trace> top;
  std::unique_ptr<VerilatedFstC> fst;

  explicit Impl(const std::string& trace) : ctx(std::make_unique<VerilatedContext>()) {
    ctx->fatalOnError(false);
    if (!trace.empty()) ctx->traceEverOn(true);
    top = std::make_unique<Vxl_warp_l0_trace>(ctx.get(), "xl_warp");
    top->clk_i = 0;
    top->rst_ni = 1;
    top->valid_i = 0;
    top->ready_i = 1;  // every result is taken on its cycle
    if (!trace.empty()) {
      fst = std::make_unique<VerilatedFstC>();
      top->trace(fst.get(), 99);
      fst->open(trace.c_str());
      if (!fst->isOpen()) throw std::runtime_error("cannot open " + trace + " for writing");
    }
  }

  void step() {
    top->eval();
    if (fst) fst->dump(ctx->time());
    ctx->timeInc(1);
  }

  void close() {
    if (fst) {
      fst->close();
      fst.reset();
    }
  }

  ~Impl() {
    close();
    top->final();
  }
};

RtlWarpUnit::RtlWarpUnit(const std::string& trace) : impl_(std::make_unique<Impl>(trace)) {}
RtlWarpUnit::~RtlWarpUnit() = default;

isa::WarpResult RtlWarpUnit::execute(const isa::WarpOp& op) {
  harness::drive_warp<kLanes>(*impl_->top, op);
  impl_->top->valid_i = 1;
  impl_->top->eval();
  // Latency 0: the results are on the outputs now (valid_o = valid_i).
  const isa::WarpResult r = harness::read_warp<kLanes>(*impl_->top);
  impl_->step();
  return r;
}

void RtlWarpUnit::idle() {
  impl_->top->valid_i = 0;
  impl_->step();
}

void RtlWarpUnit::close() { impl_->close(); }

uint64_t RtlWarpUnit::time() const { return impl_->ctx->time(); }

}  // namespace xlane::run
