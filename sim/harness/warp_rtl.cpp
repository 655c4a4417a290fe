// SPDX-License-Identifier: Apache-2.0
// The verilated xl_warp behind `xlane run`; see warp_rtl.h. The model and its clocking are
// harness::WarpEngine's.
#include "harness/warp_rtl.h"

namespace xlane::run {

struct RtlWarpUnit::Impl {
  std::unique_ptr<harness::WarpEngine> engine;
};

RtlWarpUnit::RtlWarpUnit(const std::string& trace, harness::ShflArch arch)
    : impl_(std::make_unique<Impl>(Impl{harness::make_warp_engine(arch, trace)})) {}
RtlWarpUnit::~RtlWarpUnit() = default;

isa::WarpResult RtlWarpUnit::execute(const isa::WarpOp& op) { return impl_->engine->execute(op); }

void RtlWarpUnit::idle() { impl_->engine->idle(); }

uint64_t RtlWarpUnit::result_time(uint64_t) const { return impl_->engine->result_time(); }

void RtlWarpUnit::close() { impl_->engine->close(); }

uint64_t RtlWarpUnit::time() const { return impl_->engine->time(); }

uint64_t RtlWarpUnit::cycles() const { return impl_->engine->cycles(); }

}  // namespace xlane::run
