// SPDX-License-Identifier: Apache-2.0
// Batched RTL evaluation of vector-file operations; see rtl_eval.h.
#include "harness/rtl_eval.h"

#include <array>

#include "isa/isa.h"

namespace xlane::vec {

isa::WarpResult RtlEvaluator::eval(const isa::WarpOp& w) {
  ++evaluations_;
  return unit_->execute(w);
}

std::vector<Results> RtlEvaluator::run(const std::vector<const Op*>& ops) {
  std::vector<Results> out(ops.size());
  // Per-lane ops (shf, SHUF, prmt) waiting for a batch, by opcode: indices into ops.
  std::array<std::vector<size_t>, isa::opcode::kCount> pending;

  const auto flush = [&](unsigned opcode) {
    std::vector<size_t>& batch = pending[opcode];
    if (batch.empty()) return;
    isa::WarpOp w;
    w.opcode = opcode;
    w.ops.active = 0;
    for (size_t l = 0; l < batch.size(); ++l) {
      w.ops.active |= 1ull << l;
      ops[batch[l]]->put_lane(w, static_cast<unsigned>(l));
    }
    const isa::WarpResult got = eval(w);
    for (size_t l = 0; l < batch.size(); ++l) {
      Results& r = out[batch[l]];
      r.has_d = true;
      r.d[0] = got.r.d[l];
      r.d_entry[0] = ((got.r.written >> l) & 1u) ? Entry::Value : Entry::NotWritten;
    }
    batch.clear();
  };

  for (size_t i = 0; i < ops.size(); ++i) {
    const Op& op = *ops[i];
    const unsigned opcode = op.opcode();
    if (!op.per_warp()) {
      pending[opcode].push_back(i);
      if (pending[opcode].size() == kLanes) flush(opcode);
      continue;
    }
    const isa::WarpResult got = eval(op.warp());
    Results& r = out[i];
    r.has_d = true;
    r.has_p = op.has_p();
    for (unsigned l = 0; l < kLanes; ++l) {
      r.d[l] = got.r.d[l];
      r.d_entry[l] = !((got.r.written >> l) & 1u)  ? Entry::NotWritten
                     : ((got.r.d_undef >> l) & 1u) ? Entry::Undef
                                                   : Entry::Value;
    }
    r.p = static_cast<uint32_t>(got.r.p & got.r.written & ~got.r.p_undef);
  }
  for (unsigned opcode = 0; opcode < pending.size(); ++opcode) flush(opcode);
  return out;
}

}  // namespace xlane::vec
