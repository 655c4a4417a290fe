#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Yosys reads every `ycheck` configuration of rtl/xlane.configs, synthesizes it (generic
# gates, no ABC), and asserts the result has no latches, no combinational loops and no
# other `check` problem. Two stages (scripts/yosys-stages.sh): Debian's Yosys 0.23 reads,
# elaborates and runs proc (no latch inferred there), the current Yosys of the project's
# virtual environment synthesizes its RTLIL and checks the netlist.
#
# YOSYS_LINT_SHARED=1 (ctest sets it for this and scripts/lint-yosys.sh): each row's run
# is also its Yosys lint (the place-and-route harness read too, any "Warning:" line of
# either stage fails), and lint-yosys.sh leaves the `ycheck` rows out, so that no
# configuration is synthesized twice. Debian's Yosys lints the front end as lint-yosys.sh
# does (read, hierarchy, proc, check), the current Yosys the synthesis; run alone,
# lint-yosys.sh lints every row in Debian's Yosys, synthesis included.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/configs.sh
source scripts/venv.sh
source scripts/yosys-stages.sh
venv_pyosys || exit 1

files=$(rtl_files)
shared=${YOSYS_LINT_SHARED:-0}
[ "$shared" = 1 ] && files+=" $(pnr_files)"
logdir=build/yosys
mkdir -p "$logdir"
fail=0
check() {  # check <name> <top> <params>
  local name=$1 top=$2 params=$3
  # Parameters go through chparam before hierarchy: hierarchy -chparam on a top that
  # instantiates parameterized modules trips an internal assertion in Yosys 0.23. -defer:
  # only the top's own hierarchy is elaborated, at the parameters asked for (the same
  # design; no other module of rtl/xlane.f is elaborated at its defaults on the way).
  local log="$logdir/check_$name.log"
  if yosys_stages "$log" "read_verilog -sv -defer $files; $(chparams "$top" "$params") hierarchy -check -top $top;
      proc; select -assert-none t:\$dlatch t:\$adlatch t:\$dlatchsr; check" \
      "synth -auto-top -flatten -noabc; select -assert-none t:\$_DLATCH_* t:\$_DLATCHSR_*; check -assert"; then
    if [ "$shared" = 1 ] && grep -q "Warning:" "$log"; then
      echo "FAIL yosys $name: a warning, and this run is its Yosys lint ($top $params; log: $log)"
      grep "Warning:" "$log" | sort | uniq -c | head -20
      fail=1
      return
    fi
    echo "ok   yosys $name$([ "$shared" = 1 ] && echo " (and its Yosys lint)")"
  else
    echo "FAIL yosys $name ($top $params; log: $log)"
    grep -E "ERROR|Warning|problems" "$log" | grep -v "cached RTLIL" | head -20 || true
    fail=1
  fi
}

while read -r name top params; do
  check "$name" "$top" "$params"
done < <(configs ycheck)
exit $fail
