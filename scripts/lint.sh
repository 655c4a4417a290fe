#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Lint of every `lint` configuration of rtl/xlane.configs (each top at its defaults and at
# the extremes of the legal ranges) in Verilator (-Wall, warnings fatal) and Icarus
# (-g2012, any warning fails).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/configs.sh

files=$(rtl_files)
# Icarus's output goes to a scratch file, never to /dev/null: iverilog marks its output
# executable, and run as root that takes the write permission off /dev/null for every
# other user (apt's sandbox user among them).
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
null_mode=$(stat -c %a /dev/null)
fail=0
n=0
# LINT_SKIP_BUILT=1 (make test, when the build's lint warnings are fatal): the Verilator lint
# of the `sim` rows is left to the build, whose configure verilated each of them with the
# same -Wall and rtl/xlane.vlt, warnings fatal; make lint runs every row.
built=" "
[ "${LINT_SKIP_BUILT:-0}" = 1 ] && built=" $(configs sim | awk '{ print $1 }' | tr '\n' ' ')"
# LINT_SKIP_LONG=1 (make test): the `sim-long` rows are left to make lint too
# (lint_configs): the 64-lane fanout form's lint is the longest of all.
rows=$(lint_configs lint)
run() {  # run <tool> <name> <top> <params>
  local tool=$1 name=$2 top=$3 params=$4 out
  if [ "$tool" = verilator ] && [[ $built == *" $name "* ]]; then
    n=$((n + 1))
    echo "ok   $tool $name (verilated with -Wall by the build, warnings fatal)"
    return
  fi
  case $tool in
    # shellcheck disable=SC2046
    # Current Verilators print a statistics report even with --lint-only ("- V e r i l a t
    # i o n   R e p o r t", "- Verilator: ..."): not warnings, left out.
    verilator) out=$(verilator --lint-only -Wall rtl/xlane.vlt $files --top-module "$top" $(gparams "$params") 2>&1 |
                       grep -v -e '^- V e r i l a t i o n' -e '^- Verilator: ') || true ;;
    # shellcheck disable=SC2046
    icarus) out=$(iverilog -g2012 -o "$scratch/a.vvp" -s "$top" $(pparams "$top" "$params") $files 2>&1) ||
              out="${out:-iverilog failed}" ;;
  esac
  n=$((n + 1))
  if [ -n "$out" ]; then
    echo "FAIL $tool $name ($top $params)"
    echo "$out"
    fail=1
  else
    echo "ok   $tool $name"
  fi
}

# LINT_TOOLS: which of the two run (make compat lints with the current Verilator only).
for tool in ${LINT_TOOLS:-verilator icarus}; do
  while read -r name top params; do
    run "$tool" "$name" "$top" "$params"
  done <<<"$rows"
done
# The runs must leave the machine as they found it.
if [ "$(stat -c %a /dev/null)" != "$null_mode" ]; then
  echo "FAIL lint changed the mode of /dev/null from $null_mode to $(stat -c %a /dev/null)"
  fail=1
fi
echo "lint: $n runs, $([ $fail -eq 0 ] && echo "no warning" || echo "warnings or errors above")"
exit $fail
