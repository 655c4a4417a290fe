// SPDX-License-Identifier: Apache-2.0
// GTKWave save files for the warp top's waveforms: one for the top and one for each unit,
// with lanes grouped and opcodes / modes shown by name (translate filter files).
#pragma once

#include <cstdint>
#include <string>

namespace xlane::sim {

/// Writes DIR/xl_warp_<label>.gtkw (top), ..._shfl.gtkw, ..._shf.gtkw, ..._shuf.gtkw and
/// the filter files they use, for the FST file `fst` of the bench warp_<label> (label: l<L>,
/// or l<L>_skid with the skid buffer, or the shuffle's name). With `marker_ps` > 0 the views
/// open with the marker there and a few cycles before it in view (a failure's cycle).
/// `crossbar` false (the gather and uniform shuffles): no ..._shfl.gtkw, whose signals are
/// the crossbar's.
void write_gtkw_files(const std::string& dir, const std::string& label, const std::string& fst,
                      uint64_t marker_ps = 0, bool crossbar = true);

}  // namespace xlane::sim
