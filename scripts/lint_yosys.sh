#!/usr/bin/env bash
# Lint of every RTL top in Yosys 0.23: any "Warning:" line in the log fails, and is printed.
# The third lint tool beside scripts/lint.sh (Verilator -Wall, Icarus -g2012).
#
# Each top at its default parameters and at the extremes of the legal ranges (as lint.sh),
# and the place-and-route harness (synth/pnr/) at a small size:
#   full   read_verilog -sv, hierarchy -check, proc, synth -flatten -noabc
#   front  read_verilog -sv, hierarchy -check, proc, check: every front-end warning
#          (widths, drivers, processes) without the long generic synthesis, for the 32- and
#          64-lane shuffle and warp tops (their full synthesis takes 15 s to 5 min each;
#          scripts/yosys_check.sh synthesizes the 32-lane ones).
set -euo pipefail
cd "$(dirname "$0")/.."

files=$(grep -v '^#' rtl/xlane.f | tr '\n' ' ')
harness="synth/pnr/xl_pnr_sin.sv synth/pnr/xl_pnr_fold.sv synth/pnr/xl_pnr_wrap_shfl.sv synth/pnr/xl_pnr_wrap_shf.sv synth/pnr/xl_pnr_wrap_shuf.sv"
logdir=${LINT_YOSYS_LOGS:-build/lint_yosys}
mkdir -p "$logdir"
fail=0
n=0
run() {  # run full|front <top> [NAME=VALUE ...]
  local depth=$1 top=$2
  shift 2
  local sets="" p
  for p in "$@"; do sets+=" -set ${p%%=*} ${p#*=}"; done
  local log="$logdir/${top}${*:+_$(echo "$*" | tr -c 'a-zA-Z0-9' '_')}.log"
  local rest="proc; check"
  [ "$depth" = full ] && rest="proc; synth -flatten -noabc"
  # chparam before hierarchy (hierarchy -chparam asserts in Yosys 0.23, see yosys_check.sh)
  local status=0
  yosys -q -l "$log" -p "read_verilog -sv $files $harness; ${sets:+chparam$sets $top;}
      hierarchy -check -top $top; $rest" >/dev/null 2>&1 || status=$?
  n=$((n + 1))
  if [ $status -ne 0 ] || grep -q "Warning:" "$log"; then
    echo "FAIL yosys $depth $top $* (log: $log)"
    grep -E "Warning:|ERROR" "$log" | sort | uniq -c | head -20 || true
    fail=1
  else
    echo "ok   yosys $depth $top $*"
  fi
}

run front xl_shfl
run full  xl_shfl NumLanes=2 Width=1
run full  xl_shfl NumLanes=8 Width=16
run full  xl_shfl NumLanes=8 Width=16 UndefFlags=0
run front xl_shfl NumLanes=64 Width=64
run full  xl_shf
run full  xl_shf Width=8
run full  xl_shf Width=64
run full  xl_shuf
for lat in 0 1 2 3; do
  run front xl_shfl_pipe Latency=$lat
  run full  xl_shfl_pipe NumLanes=4 Width=8 Latency=$lat
  run full  xl_shf_pipe Latency=$lat
  run full  xl_shuf_pipe Latency=$lat
  run front xl_warp Latency=$lat
done
run full  xl_warp NumLanes=8 Latency=2
run front xl_warp NumLanes=64 Latency=1
run full  xl_pnr_wrap_shfl NumLanes=4 Width=8 Latency=2
run full  xl_pnr_wrap_shf Width=8 Latency=0
run full  xl_pnr_wrap_shuf Latency=1
echo "lint_yosys: $n runs, $([ $fail -eq 0 ] && echo "no warning" || echo "warnings or errors above")"
exit $fail
