#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Keeps a dated copy of a flow's report under docs/results/, headed by the command that made
# it, the commit, the machine and the tool versions, when asked: XLANE_KEEP=1 (make synth
# XLANE_KEEP=1). The flows (make bench, synth, fmax, sweep, formal, mutate, coverage) call
# it when they finish; without XLANE_KEEP=1 it only says how to keep the report, which
# stays under build/: running a flow does not change the source tree.
#
# Usage: scripts/keep-result.sh [--image FILE]... [--results DIR] FLOW REPORT.md COMMAND...
#   writes docs/results/FLOW-YYYY-MM-DD.md (a second run on the same day replaces it),
#   copies each FILE into docs/img/ (the plots the documents show), and DIR's result files
#   (*.json) into docs/results/FLOW-YYYY-MM-DD/ beside the page (make explore: the page is
#   rendered from them alone, and rendering them again gives the page's table)
set -euo pipefail
images=()
results=
while [ "${1:-}" = --image ] || [ "${1:-}" = --results ]; do
  case $1 in
    --image) images+=("${2:?--image FILE}") ;;
    --results) results=${2:?--results DIR} ;;
  esac
  shift 2
done
flow=${1:?flow}
report=${2:?report file}
shift 2
command="$*"
root=$(cd "$(dirname "$0")/.." && pwd)
[ -f "$report" ] || { echo "keep-result: no report $report" >&2; exit 1; }
day=$(date -u +%Y-%m-%d)
out=$root/docs/results/$flow-$day.md
case ${XLANE_KEEP:-0} in
  1) ;;
  0) echo "keep-result: $report stays in the build folder (XLANE_KEEP=1 copies it to docs/results/$flow-$day.md)"
     exit 0 ;;
  *) echo "keep-result: XLANE_KEEP: want 0 or 1, got '$XLANE_KEEP'" >&2; exit 2 ;;
esac
mkdir -p "$root/docs/results"

version() { "$@" 2>/dev/null | head -1 || echo "not found"; }
cpu=$(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //')
mem=$(awk '/MemTotal/ { printf "%.0f GB", $2 / 1048576 }' /proc/meminfo)
commit=$(git -C "$root" describe --always --dirty 2>/dev/null || echo "unknown")
{
  echo "# $flow, $day"
  echo
  echo "- command: \`$command\`"
  echo "- commit: $commit"
  echo "- machine: $cpu, $(nproc) cores (nproc), $mem; load average at the end $(cut -d' ' -f1-3 /proc/loadavg)"
  echo "- tools: $(version verilator --version | cut -d' ' -f1-2); $(version yosys -V | cut -d' ' -f1-2);" \
       "$(version iverilog -V | sed 's/ (.*//'); g++ $(g++ -dumpfullversion)"
  echo
  # The report's own title line is replaced by the heading above.
  sed '1{/^# /d}' "$report"
} > "$out"
echo "keep-result: $out"
if [ -n "$results" ]; then
  rm -rf "${out%.md}"
  mkdir -p "${out%.md}"
  cp "$results"/*.json "${out%.md}/"
  echo "keep-result: ${out%.md}/ ($(ls "${out%.md}" | wc -l) result files)"
fi
for img in "${images[@]}"; do
  cp "$img" "$root/docs/img/"
  echo "keep-result: $root/docs/img/$(basename "$img")"
done
