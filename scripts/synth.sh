#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Synthesis report of xlane (make synth): Yosys on every `synth` configuration of
# rtl/xlane.configs (each unit, the shuffle without its undefined flags, the shuffle's
# crossbar alone to compare with its floor, and the warp top), flattened:
#   generic      synth -noabc: MUX2 and other gate counts, depth (ltp -noff); then the
#                ABC-mapped gate count and depth                       (synth/generic.ys)
#   xilinx       synth_xilinx -noiopad [-widemux N]: LUT / MUXF7 / MUXF8 / CARRY4, LUT
#                levels, and whether every MUXF7/MUXF8 is packable     (synth/xilinx.ys)
#   xilinx-area  the same with an area-oriented ABC LUT mapping        (synth/xilinx_area.ys)
#   xilinx-abc9  synth_xilinx -abc9 (ABC9's LUT mapping, which sees the cell delays)
# and, for the three units (xl_shuf and xl_shf without -widemux, xl_shfl with -widemux 5),
# the three Xilinx flows again with the current Yosys (flow name ending "~current"): the
# command SYNTH_YOSYS_CURRENT, by default make compat's (<build>/compat/bin/yosys, set up by
# `scripts/compat.sh --tools`; SYNTH_YOSYS_CURRENT= leaves these runs out). The summary's
# headline is the fewest LUT sites over every flow and both versions, and names its flow.
# Writes build/synth/report.md and report.csv and prints the summary table.
#
# Environment: SYNTH_JOBS (parallel Yosys runs, default nproc), SYNTH_DESIGNS (names of
# `synth` configurations; default all), SYNTH_OUT (default build/synth), and the Xilinx
# runs as flow:widemux lists, by top: SYNTH_XILINX_SMALL (xl_shf, xl_shuf),
# SYNTH_XILINX_SHFL, SYNTH_XILINX_XBAR, SYNTH_XILINX_WARP.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/configs.sh
source scripts/venv.sh

out=${SYNTH_OUT:-build/synth}
jobs=${SYNTH_JOBS:-$(nproc)}
designs=${SYNTH_DESIGNS:-$(configs synth | cut -d' ' -f1 | tr '\n' ' ')}
# -widemux 2 is in the lists to show it: its MUXF7 chains cannot be packed (see report.py).
xil_small=${SYNTH_XILINX_SMALL:-"xilinx:0 xilinx:2 xilinx:4 xilinx:5 xilinx:8 xilinx-area:0 xilinx-area:5"}
xil_shfl=${SYNTH_XILINX_SHFL:-"xilinx:0 xilinx:2 xilinx:4 xilinx:5 xilinx-area:0 xilinx-area:5"}
xil_warp=${SYNTH_XILINX_WARP:-"xilinx:5 xilinx-area:5"}
xil_xbar=${SYNTH_XILINX_XBAR:-"xilinx:5 xilinx-area:5"}
current=${SYNTH_YOSYS_CURRENT-build/compat/bin/yosys}

command -v yosys >/dev/null || { echo "synth: yosys not found (make deps)" >&2; exit 1; }
export YOSYS_VERSION="$(yosys -V | cut -d' ' -f1-2)"
if [ -n "$current" ]; then
  [ -x "$current" ] || { echo "synth: no current Yosys at $current (scripts/compat.sh --tools, or SYNTH_YOSYS_CURRENT=)" >&2; exit 1; }
  current=$(realpath "$current")
  export YOSYS_CURRENT_VERSION="$("$current" -V | cut -d' ' -f1-2)"
fi
export SYNTH_JOBS=$jobs
rm -rf "$out"
mkdir -p "$out/runs"

# Job list, longest first so that the parallel runs finish together.
jobs_list=()
for design in $designs; do
  read -r _ top _ <<<"$(configs synth | awk -v n="$design" '$1 == n')"
  [ -n "$top" ] || { echo "synth: '$design' is not a synth row of rtl/xlane.configs" >&2; exit 2; }
  jobs_list+=("$design generic 0")
  case $top in
    xl_warp|xl_shfl_pipe|xl_shfl_gather|xl_shfl_uniform) list=$xil_warp ;;
    xl_shfl) list=$xil_shfl ;;
    xl_shfl_xbar|xl_shfl_bnet) list=$xil_xbar ;;
    *) list=$xil_small ;;
  esac
  for x in $list; do jobs_list+=("$design ${x%%:*} ${x#*:}"); done
  case $design in
    xl_shuf|xl_shf) wm=0 ;;
    xl_shfl) wm=5 ;;
    *) continue ;;
  esac
  jobs_list+=("$design xilinx-abc9 $wm")
  if [ -n "$current" ]; then
    for f in xilinx xilinx-area xilinx-abc9; do jobs_list+=("$design $f~current $wm"); done
  fi
done
total=${#jobs_list[@]}

run_job() {  # run_job <n> <design> <flow> <widemux>
  local n=$1 design=$2 flow=$3 wm=$4 tag template wmopt="" top params tool=yosys fill=()
  read -r _ top params <<<"$(configs synth | awk -v n="$design" '$1 == n')"
  [ "$wm" != 0 ] && wmopt="-widemux $wm"
  [ "$flow" != "${flow%~current}" ] && tool=$current
  case ${flow%~current} in
    generic) tag=$design.generic; template=generic.ys ;;
    xilinx) tag=$design.$flow.wm$wm; template=xilinx.ys ;;
    xilinx-abc9) tag=$design.$flow.wm$wm; template=xilinx.ys; wmopt="$wmopt -abc9" ;;
    xilinx-area) tag=$design.$flow.wm$wm; template=xilinx_area.ys ;;
  esac
  [ "$template" != generic.ys ] && fill=(--fill "WIDEMUX=$wmopt")
  "$XLANE_PY" synth/xlflow/yosys.py render "$template" "$top" "$out/$tag" --params "$params" "${fill[@]}" \
    > "$out/runs/$tag.ys" || return 1
  local t0=$SECONDS
  if ! "$tool" -q -l "$out/runs/$tag.log" -s "$out/runs/$tag.ys" >/dev/null 2>&1; then
    echo "synth: [$n/$total] FAIL $tag (log: $out/runs/$tag.log)"
    grep -E "ERROR" "$out/runs/$tag.log" | head -5 || true
    return 1
  fi
  if [ "$flow" != generic ]; then
    "$XLANE_PY" synth/report.py fmux "$out/$tag.net.json" "$out/$tag.fmux.json"
    rm -f "$out/$tag.net.json"
  fi
  echo $((SECONDS - t0)) > "$out/$tag.seconds"
  echo "synth: [$n/$total] done  $tag ($((SECONDS - t0)) s): $("$XLANE_PY" synth/report.py brief "$out" "$tag")"
}

echo "synth: $total Yosys runs on $designs, $jobs at a time, into $out/ ($YOSYS_VERSION)"
start=$SECONDS
fail=0
running=0
n=0
for job in "${jobs_list[@]}"; do
  n=$((n + 1))
  set -- $job
  if [ "$running" -ge "$jobs" ]; then
    wait -n || fail=1
    running=$((running - 1))
  fi
  label="$1 $2"
  [ "$3" != 0 ] && label+=" -widemux $3"
  echo "synth: [$n/$total] start $label"
  run_job "$n" "$1" "$2" "$3" &
  running=$((running + 1))
done
while [ "$running" -gt 0 ]; do
  wait -n || fail=1
  running=$((running - 1))
done
elapsed=$((SECONDS - start))

echo "synth: all runs finished in ${elapsed} s; writing $out/report.md and $out/report.csv"
echo
"$XLANE_PY" synth/report.py report "$out" "$elapsed"
echo
echo "synth: full tables in $out/report.md"
[ "$fail" -eq 0 ] || { echo "synth: some runs failed" >&2; exit 1; }
# A dated copy of a full run (all designs) beside the earlier ones, when asked (XLANE_KEEP=1).
if [ -z "${SYNTH_DESIGNS:-}" ]; then
  scripts/keep-result.sh synth "$out/report.md" "make synth (SYNTH_JOBS=$jobs)"
fi
