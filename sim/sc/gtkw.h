// SPDX-License-Identifier: Apache-2.0
// GTKWave save files for the warp top's waveforms: one for the top and one for each unit,
// with lanes grouped and opcodes / modes shown by name (translate filter files).
#pragma once

#include <cstdint>
#include <string>

namespace xlane::sim {

/// Writes DIR/xl_warp_l<L>.gtkw (top), ..._shfl.gtkw, ..._shf.gtkw, ..._shuf.gtkw and the
/// filter files they use, for the FST file `fst`. With `marker_ps` > 0 the views open with
/// the marker there and a few cycles before it in view (a failure's cycle).
void write_gtkw_files(const std::string& dir, unsigned latency, const std::string& fst, uint64_t marker_ps = 0);

}  // namespace xlane::sim
