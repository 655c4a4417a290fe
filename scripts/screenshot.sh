#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Renders the README's GTKWave screenshot headless: a short `make sim` run (latency 1,
# shfl only, seed 1), the shuffle view opened under Xvfb on the first instruction of the
# inclusive scan (shfl.up b=1 c=0), captured to docs/img/gtkwave_shfl.png. The save file
# names its waveform by a relative path, so the picture shows no path of this machine.
# Installs Xvfb and ImageMagick from Debian's packages when missing (docs only: not
# needed by make sim or make test).
#
# Usage: scripts/screenshot.sh [BUILD_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
need=()
command -v xvfb-run >/dev/null || need+=(xvfb xauth)
command -v xwd >/dev/null || need+=(x11-apps)
[ -x /usr/bin/convert ] || need+=(imagemagick)
if [ ${#need[@]} -gt 0 ]; then
  echo "screenshot: apt-get install ${need[*]}"
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo=sudo
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${need[@]}"
fi
waves=$build/shot_waves
rm -rf "$waves"
echo "screenshot: simulating into $waves"
"$build/sim/xlane_sc" --latency 1 --units shfl --ops 20 --idle 0 --seed 1 --wave-dir "$waves" >/dev/null
save=$waves/xl_warp_l1_shfl.gtkw
# About 250 ns in view from time 0; the marker in the cycle of the first shuffle.
sed -i 's/^\[timestart\] .*/[timestart] 0/; s/^\*-14\.000000 .*/*-15.000000 35000 -1/' "$save"
sed -i 's|^\[dumpfile\] .*|[dumpfile] "xl_warp_l1.fst"|; s|^\[savefile\] .*|[savefile] "xl_warp_l1_shfl.gtkw"|' "$save"
out=$PWD/docs/img/gtkwave_shfl.png
echo "screenshot: gtkwave under Xvfb -> $out"
(cd "$waves" && xvfb-run -a -s "-screen 0 1600x1000x24" bash -c \
  "gtkwave xl_warp_l1.fst $(basename "$save") >/dev/null 2>&1 & sleep 8; xwd -root -silent | /usr/bin/convert xwd:- -strip png:$out; kill %1")
echo "screenshot: done"
