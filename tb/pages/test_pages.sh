#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Every page the flow engine writes is rendered from result files alone (synth/xlflow/
# pages.py): each kept page of docs/results/ with its result files beside it renders again
# from them, byte for byte; and a small run of make synth, pages of make fmax and make sweep
# from a few result files (a Yosys job run here; place and route's kept: make test installs
# no nextpnr), render again from their results/ the same page, a changed result file
# changes the page, and a folder without result files is an error.
#
# Usage: tb/pages/test_pages.sh WORK_DIR       (ctest: pages; run from the root)
set -uo pipefail
T=${1:?usage: test_pages.sh WORK_DIR}
# shellcheck source=../cli/expect.sh
source "$(dirname "$0")/../cli/expect.sh"
work_dir "$T"
source scripts/venv.sh
S="$XLANE_PY synth/xlflow/synth.py"
F="$XLANE_PY synth/xlflow/fmax.py"
W="$XLANE_PY synth/xlflow/sweep.py"
E="$XLANE_PY synth/xlflow/explore.py"

# render FLOW DIR: the page of FLOW from DIR/results/, written in DIR; its path.
render() {
  case $1 in
    explore*) $E merge --out "$2" > /dev/null 2>&1; echo "$2/explore.md" ;;
    synth) $S render "$2" > /dev/null 2>&1; echo "$2/report.md" ;;
    fmax) $F render "$2" > /dev/null 2>&1; echo "$2/fmax.md" ;;
    sweep) $W render "$2" > /dev/null 2>&1; echo "$2/sweep.md" ;;
  esac
}

# Every kept page with its result files beside it (scripts/keep-result.sh --results) renders
# again from them alone, byte for byte: the page less the heading keep-result.sh gave it
# (its first seven lines) against the rendered page less its title line.
kept=0
for dir in docs/results/*-20??-??-??/; do
  [ -d "$dir" ] || continue
  page=${dir%/}.md
  flow=$(basename "${dir%/}" | sed 's/-20[0-9-]*$//')
  work="$T/kept-$(basename "${dir%/}")"
  mkdir -p "$work/results" && cp "$dir"*.json "$work/results/"
  out=$(render "$flow" "$work")
  if [ -n "$out" ] && diff <(tail -n +8 "$page") <(tail -n +2 "$out") > "$work.diff"; then
    ok "$page: rendered again from its $(ls "$dir" | wc -l) result files, byte for byte"
  else
    bad "$page: rendered again from its result files" "$(head -5 "$work.diff" 2>/dev/null)"
  fi
  kept=$((kept + 1))
done
[ $kept -gt 0 ] && ok "$kept kept page(s) with result files" || bad "a kept page with its result files" "none under docs/results/"

# again NAME FLOW DIR PAGE: DIR's page, rendered again from DIR/results/, is the same.
again() {
  cp "$4" "$T/$1.first"
  render "$2" "$3" > /dev/null
  cmp -s "$4" "$T/$1.first" && ok "$1: rendered again from results/ alone, the same page" ||
    bad "$1: rendered again from results/ alone" "$(diff "$T/$1.first" "$4" | head -4)"
}

# make synth on SHUF: its nine runs (generic, seven Xilinx, one ABC9; no current Yosys)
# through the runner, a result file each, the report from them.
SYNTH_DESIGNS=xl_shuf SYNTH_YOSYS_CURRENT= SYNTH_OUT="$T/synth" SYNTH_JOBS=2 scripts/synth.sh > "$T/synth.out" 2>&1
rc=$?
runs=$(grep -c '^\[[0-9]*/9\].*synth: done  xl_shuf\.' "$T/synth.out")
files=$(ls "$T/synth/results" 2>/dev/null | wc -l)
rows=$(tail -n +2 "$T/synth/report.csv" 2>/dev/null | wc -l)
[ $rc -eq 0 ] && [ "$runs" -eq 9 ] && [ "$files" -eq 9 ] && [ "$rows" -eq 10 ] &&
  ok "synth: xl_shuf's 9 runs, 9 result files, 10 report rows (generic: two)" ||
  bad "synth: xl_shuf's 9 runs" "exit $rc, $runs runs, $files files, $rows rows" "$(tail -5 "$T/synth.out")"
again synth synth "$T/synth" "$T/synth/report.md"
# The page is the result files' (not the logs' or the netlists'): SHUF's MUX2 count
# changed in its result file is the page's.
"$XLANE_PY" - "$T/synth/results/xl_shuf.generic.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
r["cells"]["noabc"]["$_MUX_"] = 4242
json.dump(r, open(sys.argv[1], "w"))
PY
render synth "$T/synth" > /dev/null
grep -q '^| xl_shuf | 4,242 | 128 |' "$T/synth/report.md" && ok "synth: a changed result file is the page's figure" ||
  bad "synth: a changed result file is the page's figure" "$(grep '^| xl_shuf |' "$T/synth/report.md" | head -2)"
expect "synth: design that is no synth row" 2 "'xl_nosuch' is not a synth row" -- \
  env SYNTH_DESIGNS=xl_nosuch SYNTH_YOSYS_CURRENT= SYNTH_OUT="$T/synth2" scripts/synth.sh

# make fmax's page from three of its kept result files (SHUF at Latency 1 on the iCE40):
# place and route needs nextpnr, which make test does not install (scripts/install-deps.sh
# --pnr), so the runs are the kept page's.
mkdir -p "$T/fmax/results"
cp docs/results/fmax-2026-11-27/ice40.xl_shuf.w32.l1*.json "$T/fmax/results/"
render fmax "$T/fmax" > /dev/null
rows=$(grep -c '^| iCE40HX8K-CT256 | xl_shuf | 32 bit | 1' "$T/fmax/fmax.md" 2>/dev/null)
[ "$rows" -eq 3 ] && ok "fmax: SHUF's three iCE40 runs at Latency 1 on the page" || bad "fmax: three runs" "$rows"
again fmax fmax "$T/fmax" "$T/fmax/fmax.md"

# make sweep's two kinds: one Yosys job run here (SHUF's generic cells and LUT6), and one
# place and route's result file kept from the sweep's page (the 8-bit funnel shifter at
# Latency 0 on the iCE40), then its page.
"$XLANE_PY" - "$T/sweep" > "$T/sweep.out" 2>&1 <<'PY'
import sys
sys.path.insert(0, "synth")
from xlflow import fpga
fpga.run_all([fpga.Job("area", "shuf", None, 32)], sys.argv[1], 1, "sweep")
PY
cp docs/results/sweep-2026-11-27/ice40.xl_shf.w8.l0.json "$T/sweep/results/"
render sweep "$T/sweep" > /dev/null
rows=$(grep -cE '^\| (area \| xl_shuf|fmax \| xl_shf) \|.* \| ok \|$' "$T/sweep/sweep.md" 2>/dev/null)
[ "$rows" -eq 2 ] && ok "sweep: a Yosys row and a place-and-route row from two result files" ||
  bad "sweep: two rows" "$rows" "$(tail -5 "$T/sweep.out")" "$(tail -3 "$T/sweep/sweep.md" 2>/dev/null)"
again sweep sweep "$T/sweep" "$T/sweep/sweep.md"

mkdir -p "$T/empty"
expect "synth render: no result files" 2 "no result files in $T/empty/results/" -- $S render "$T/empty"
expect "fmax render: no result files" 2 "no result files in $T/empty/results/" -- $F render "$T/empty"
expect "sweep render: no result files" 2 "no result files in $T/empty/results/" -- $W render "$T/empty"
echo "test_pages: $pass passed, $fail failed"
[ $fail -eq 0 ]
