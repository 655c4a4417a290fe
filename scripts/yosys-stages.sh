#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# A Yosys run in two stages, for the checks whose time goes to generic synthesis of the
# 32-lane tops (scripts/yosys-check.sh). Sourced, after scripts/venv.sh.
#
#   yosys_stages LOG FRONT BACK
#     FRONT  read_verilog, hierarchy, proc and the checks on their result, in Debian's
#            Yosys 0.23: the Yosys that xlane's RTL is written for reads and elaborates it,
#            and its warnings are the lint's.
#     BACK   the rest (synth, check), in the current Yosys of the project's virtual
#            environment (pyosys, native, through scripts/yosys-pyosys.py), on the RTLIL
#            the front end wrote. Its opt passes are about three times as fast on the large
#            tops (xl_warp at 32 lanes, Latency 2: 15 s against 45 s; YoWASP's WebAssembly
#            build of it took 15 s too, and 15 s against 11 on the 32-lane crossbar).
#   LOG gets both stages' logs, one after the other (the front end's first); the status is
#   the first failing stage's. The RTLIL is kept beside it (LOG with .il for .log).
#
# The synthesis figures (make synth, make explore) stay in Debian's Yosys alone: this is
# for pass or fail checks, where the result, not the cell count, is what is read.
yosys_stages() {
  local log=$1 front=$2 back=$3 il status=0
  il=${log%.log}.il
  yosys -q -l "$log" -p "$front; write_rtlil $il" >/dev/null 2>&1 || return $?
  "$XLANE_PY" "$xlane_root/scripts/yosys-pyosys.py" -q -l "$log.back" -p "read_rtlil $il; $back" >/dev/null 2>&1 ||
    status=$?
  cat "$log.back" >> "$log" 2>/dev/null
  rm -f "$log.back"
  return $status
}
