#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Opens the waveform of the last `make sim` (the failing latency if it failed) in GTKWave with its save file, or prints the
# command when there is no display.
#
# Usage: scripts/wave.sh [WAVE_DIR] [VIEW]     VIEW: top (default), shfl, shf, shuf, prmt or party
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:-build/waves}
view=${2:-top}
# xlane_sc names the view to open in $dir/latest: the failing latency, else the first.
if [ -f "$dir/latest" ]; then
  fst=$dir/$(cat "$dir/latest").fst
else
  fst=$(ls -t "$dir"/*.fst 2>/dev/null | head -1 || true)
fi
[ -f "${fst:-/nonexistent}" ] || fst=
if [ -z "$fst" ]; then
  echo "wave: no FST file in $dir: run 'make sim' first (tracing is on by default)" >&2
  exit 1
fi
case $view in
  top) save=${fst%.fst}.gtkw ;;
  shfl | shf | shuf | prmt | party) save=${fst%.fst}_$view.gtkw ;;
  *) echo "wave: unknown view '$view' (top, shfl, shf, shuf, prmt, party)" >&2; exit 2 ;;
esac
cmd="gtkwave $save"
if [ -n "${DISPLAY:-}" ] && command -v gtkwave >/dev/null 2>&1; then
  echo "wave: $cmd"
  exec gtkwave "$save"
fi
echo "wave: no display; open the waveform with:"
echo "  $cmd"
