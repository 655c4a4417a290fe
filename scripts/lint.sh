#!/usr/bin/env bash
# Lint of every RTL top in Verilator (-Wall, warnings fatal) and Icarus (-g2012, any
# warning fails), at the default parameters and at the extremes of the legal ranges.
set -euo pipefail
cd "$(dirname "$0")/.."

files=$(grep -v '^#' rtl/xlane.f)
# Icarus's output goes to a scratch file, never to /dev/null: iverilog marks its output
# executable, and run as root that takes the write permission off /dev/null for every
# other user (apt's sandbox user among them).
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
null_mode=$(stat -c %a /dev/null)
fail=0
run() {  # run <tool> <top> [params...]
  local tool=$1 top=$2
  shift 2
  local out
  case $tool in
    verilator) out=$(verilator --lint-only -Wall rtl/xlane.vlt $files --top-module "$top" "$@" 2>&1) || true ;;
    icarus)
      local gparams=()
      for p in "$@"; do gparams+=("-P$top.${p#-G}"); done
      out=$(iverilog -g2012 -o "$scratch/a.vvp" -s "$top" "${gparams[@]}" $files 2>&1) || out="${out:-iverilog failed}" ;;
  esac
  if [ -n "$out" ]; then
    echo "FAIL $tool $top $*"
    echo "$out"
    fail=1
  else
    echo "ok   $tool $top $*"
  fi
}

for tool in verilator icarus; do
  run $tool xl_shfl
  run $tool xl_shfl -GNumLanes=2 -GWidth=1
  run $tool xl_shfl -GNumLanes=64 -GWidth=64
  run $tool xl_shfl -GUndefFlags=0
  run $tool xl_shfl_pipe -GLatency=2 -GUndefFlags=0
  run $tool xl_shf
  run $tool xl_shf -GWidth=8
  run $tool xl_shf -GWidth=64
  run $tool xl_shuf
  for lat in 0 1 2 3; do
    run $tool xl_shfl_pipe -GLatency=$lat
    run $tool xl_shf_pipe -GLatency=$lat
    run $tool xl_shuf_pipe -GLatency=$lat
    run $tool xl_warp -GLatency=$lat
  done
  run $tool xl_warp -GNumLanes=8 -GLatency=2
  run $tool xl_warp -GNumLanes=64 -GLatency=1
done
# The runs must leave the machine as they found it.
if [ "$(stat -c %a /dev/null)" != "$null_mode" ]; then
  echo "FAIL lint changed the mode of /dev/null from $null_mode to $(stat -c %a /dev/null)"
  fail=1
fi
exit $fail
