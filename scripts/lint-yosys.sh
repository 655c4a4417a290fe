#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Lint in Yosys, the third lint tool beside scripts/lint.sh (Verilator -Wall, Icarus
# -g2012): any "Warning:" line in the log fails, and is printed. The configurations are the
# `ylint` and `ylint-front` rows of rtl/xlane.configs (the place-and-route harness of
# synth/pnr/ among them):
#   ylint        read_verilog -sv, hierarchy -check, proc, synth -flatten -noabc
#   ylint-front  read_verilog -sv, hierarchy -check, proc, check: every front-end warning
#                (widths, drivers, processes) without the long generic synthesis, for the
#                32- and 64-lane shuffle and warp tops (scripts/yosys-check.sh synthesizes
#                the 32-lane ones).
# Each configuration is read with -defer: only its top's hierarchy is elaborated, at its
# parameters. One more run, `all-defaults`, reads every file without -defer, as a plain
# read_verilog does: every module of rtl/xlane.f and the harness at its defaults.
# YOSYS_LINT_SHARED=1 (ctest): the `ycheck` rows are left out here, scripts/yosys-check.sh
# lints them in the run that synthesizes them; and a `ylint` row's generic synthesis runs
# as yosys-check.sh's does, in two stages (scripts/yosys-stages.sh): Debian's Yosys 0.23
# reads, elaborates and runs proc, the current Yosys of the project's virtual environment
# synthesizes its RTLIL, and a warning of either stage fails. Run alone (make lint), every
# row is linted in Debian's Yosys, synthesis included.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/configs.sh
shared=${YOSYS_LINT_SHARED:-0}
if [ "$shared" = 1 ]; then
  source scripts/venv.sh
  source scripts/yosys-stages.sh
  venv_pyosys || exit 1
fi

files=$(rtl_files)
harness=$(pnr_files)
logdir=${LINT_YOSYS_LOGS:-build/lint_yosys}
mkdir -p "$logdir"
fail=0
n=0
run() {  # run ylint|ylint-front <name> <top> <params>
  local depth=$1 name=$2 top=$3 params=$4
  local log="$logdir/$name.log"
  local rest="proc; check"
  [ "$depth" = ylint ] && rest="proc; synth -flatten -noabc"
  # chparam before hierarchy (hierarchy -chparam asserts in Yosys 0.23, see yosys-check.sh)
  local t0=$SECONDS status=0 read="read_verilog -sv -defer $files $harness; $(chparams "$top" "$params") hierarchy -check -top $top"
  [ "$name" = all-defaults ] && read="read_verilog -sv $files $harness; hierarchy -check"
  if [ "$depth" = ylint ] && [ "$shared" = 1 ]; then
    yosys_stages "$log" "$read; proc" "synth -flatten -noabc" || status=$?
  else
    yosys -q -l "$log" -p "$read; $rest" >/dev/null 2>&1 || status=$?
  fi
  n=$((n + 1))
  if [ $status -ne 0 ] || grep -q "Warning:" "$log"; then
    echo "FAIL yosys $depth $name (log: $log)"
    grep -E "Warning:|ERROR" "$log" | sort | uniq -c | head -20 || true
    fail=1
  else
    echo "ok   yosys $depth $name ($((SECONDS - t0)) s)"
  fi
}

checked=" "
[ "$shared" = 1 ] && checked+="$(configs ycheck | cut -d' ' -f1 | tr '\n' ' ')"
left=0
run ylint-front all-defaults - -
for depth in ylint-front ylint; do
  while read -r name top params; do
    if [[ $checked == *" $name "* ]]; then
      left=$((left + 1))
      continue
    fi
    run "$depth" "$name" "$top" "$params"
  done < <(lint_configs "$depth")  # LINT_SKIP_LONG=1 (ctest): less the sim-long rows
done
[ $left -eq 0 ] || echo "lint-yosys: $left ycheck rows left to scripts/yosys-check.sh, which lints them as it synthesizes them"
echo "lint-yosys: $n runs, $([ $fail -eq 0 ] && echo "no warning" || echo "warnings or errors above")"
exit $fail
