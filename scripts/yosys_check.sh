#!/usr/bin/env bash
# Yosys 0.23 reads every RTL top, synthesizes it (generic gates, no ABC), and asserts the
# result has no latches, no combinational loops and no other `check` problem.
set -euo pipefail
cd "$(dirname "$0")/.."

files=$(grep -v '^#' rtl/xlane.f | tr '\n' ' ')
logdir=build/yosys
mkdir -p "$logdir"
fail=0
check() {  # check <top> [-set NAME VALUE ...]
  local top=$1
  shift
  # Parameters go through chparam before hierarchy: hierarchy -chparam on a top that
  # instantiates parameterized modules trips an internal assertion in Yosys 0.23.
  local tag="$top${*:+ $*}"
  local log="$logdir/check_${top}${*:+_$(echo "$*" | tr -c 'a-zA-Z0-9' '_')}.log"
  if yosys -q -l "$log" -p "read_verilog -sv $files; ${*:+chparam $* $top;} hierarchy -check -top $top;
      proc; select -assert-none t:\$dlatch t:\$adlatch t:\$dlatchsr;
      synth -auto-top -flatten -noabc; select -assert-none t:\$_DLATCH_* t:\$_DLATCHSR_*;
      check -assert" >/dev/null 2>&1; then
    echo "ok   yosys $tag"
  else
    echo "FAIL yosys $tag (log: $log)"
    grep -E "ERROR|Warning|problems" "$log" | grep -v "cached RTLIL" | head -20 || true
    fail=1
  fi
}

check xl_shfl
check xl_shfl -set NumLanes 8 -set Width 16
check xl_shf
check xl_shuf
check xl_shfl_pipe -set Latency 2
check xl_shf_pipe -set Latency 2
check xl_shuf_pipe -set Latency 1
check xl_warp -set Latency 2
check xl_warp -set NumLanes 8 -set Latency 0
exit $fail
