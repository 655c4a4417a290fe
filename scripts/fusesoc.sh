#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Checks xlane.core with FuseSoC (make fusesoc): installs fusesoc from PyPI into the
# project's virtual environment when it is missing (scripts/install-deps.sh --fusesoc,
# saying so), then runs the core's four targets in BUILD/fusesoc:
# lint (Verilator -Wall), sim (Icarus X-safety bench), sim_verilator (the verilated warp top
# against the golden model, tb/core/core_sim.cpp) and synth (Yosys synth_xilinx of
# xl_warp). Both simulations must print "N passed, 0 failed". Exit status 1 on the first
# failure.
#
# Usage: scripts/fusesoc.sh [BUILD]    FUSESOC_TARGETS="lint ..." runs only those targets
# (make compat: the two Verilator targets with the current Verilator).
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(realpath -m "${1:-build}/fusesoc")

scripts/install-deps.sh --fusesoc
source scripts/venv.sh
fusesoc=$(venv_tool fusesoc)
echo "fusesoc: $("$fusesoc" --version 2>&1 | head -1), builds in $out"
rm -rf "$out"
mkdir -p "$out"

for target in ${FUSESOC_TARGETS:-lint sim sim_verilator synth}; do
  log=$out/$target.log
  t0=$SECONDS
  if ! "$fusesoc" --cores-root . run --build-root "$out/$target" --target "$target" ::xlane >"$log" 2>&1; then
    echo "fusesoc: FAIL target $target ($((SECONDS - t0)) s); log: $log"
    tail -20 "$log"
    exit 1
  fi
  if [[ $target = sim* ]] && ! grep -qE '^[0-9]+ passed, 0 failed$' "$log"; then
    echo "fusesoc: FAIL target $target: no '<N> passed, 0 failed' line; log: $log"
    tail -20 "$log"
    exit 1
  fi
  echo "fusesoc: ok   target $target ($((SECONDS - t0)) s)$( [[ $target = sim* ]] && echo ": $(grep -E '^[0-9]+ passed' "$log")")"
done
