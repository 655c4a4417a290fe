#!/usr/bin/env bash
# Yosys 0.23 reads every RTL top, synthesizes it (generic gates, no ABC), and asserts the
# result has no latches, no combinational loops and no other `check` problem.
set -euo pipefail
cd "$(dirname "$0")/.."

files=$(grep -v '^#' rtl/xlane.f | tr '\n' ' ')
logdir=build/yosys
mkdir -p "$logdir"
fail=0
check() {  # check <top> [-chparam NAME VALUE ...]
  local top=$1
  shift
  local tag="$top${*:+ $*}"
  local log="$logdir/check_${top}${*:+_$(echo "$*" | tr -c 'a-zA-Z0-9' '_')}.log"
  if yosys -q -l "$log" -p "read_verilog -sv $files; hierarchy -check -top $top $*;
      proc; select -assert-none t:\$dlatch t:\$adlatch t:\$dlatchsr;
      synth -auto-top -flatten -noabc; select -assert-none t:\$_DLATCH_* t:\$_DLATCHSR_*;
      check -assert" >/dev/null 2>&1; then
    echo "ok   yosys $tag"
  else
    echo "FAIL yosys $tag (log: $log)"
    grep -iE "error|warning|found" "$log" | head -20 || true
    fail=1
  fi
}

check xl_shfl
check xl_shfl -chparam NumLanes 8 -chparam Width 16
check xl_shf
check xl_shuf
check xl_shfl_pipe -chparam Latency 2
check xl_shf_pipe -chparam Latency 2
check xl_shuf_pipe -chparam Latency 1
check xl_warp -chparam Latency 2
check xl_warp -chparam NumLanes 8 -chparam Latency 0
exit $fail
