#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Formal equivalence of each combinational unit against a behavioural reference written
# from docs/spec.md (formal/ref_*.sv): every output bit, the shuffle's write enables and
# undefined flags included, for every input. Yosys proves it with equiv_make +
# equiv_simple + equiv_status (formal/equiv_prove.ys); when that fails, miter -equiv +
# sat -prove (formal/equiv_cex.ys) finds the counterexample.
#
#   scripts/equiv.sh quick     the `equiv` rows of rtl/xlane.configs (make equiv, make test):
#                              xl_shf, xl_shuf and xl_shfl at full size, xl_shfl at 8 lanes
#   scripts/equiv.sh params    the `equiv-params` rows: other sizes (minutes)
#   scripts/equiv.sh all       both (make equiv-full)
#   scripts/equiv.sh NAME...   single checks by configuration name
#
# Every configuration is proven in both forms of the RTL: as synthesis and Icarus read it,
# and with -DVERILATOR as the verilated tests simulate it (check NAME-sim): xl_mux_tree is
# an indexed part-select under Verilator and an explicit 2:1 tree everywhere else, and
# xl_shf takes its result from one shift instead of its stages (see their headers).
#
# A difference prints the counterexample's inputs and outputs (sat -show-inputs, one row
# per lane for the shuffle) and writes it as a VCD (sat -dump_vcd); the exit status is 1
# if any check is not proven. Logs, Yosys scripts and VCDs go to build/equiv/ (EQUIV_OUT);
# EQUIV_ENGINE=sat proves with the miter-wide sat alone (slow at 32 lanes).
set -euo pipefail
cd "$(dirname "$0")/.."

out=${EQUIV_OUT:-build/equiv}
engine=${EQUIV_ENGINE:-equiv}  # equiv: equiv_make/equiv_simple; sat: one miter-wide sat -prove
source scripts/configs.sh
source scripts/venv.sh
both_forms() { while read -r name _; do echo "$name" "$name-sim"; done; }
case "${1:-quick}" in
  quick) checks=($(configs equiv | both_forms)) ;;
  params) checks=($(configs equiv-params | both_forms)) ;;
  all) checks=($( (configs equiv; configs equiv-params) | both_forms)) ;;
  -h|--help) awk 'NR > 2 && /^#/ { sub(/^# ?/, ""); print; next } NR > 2 { exit }' "$0"; exit 0 ;;
  *) checks=("$@") ;;
esac

command -v yosys >/dev/null || { echo "equiv: yosys not found (make deps)" >&2; exit 1; }
mkdir -p "$out"
files=$(rtl_files)

fail=0
ref_params() {  # ref_params <ref> <params>: those of <params> that formal/<ref>.sv declares
  local kept="" p
  for p in ${2//,/ }; do
    grep -qE "parameter +[a-z]+ +${p%%=*}\b" "formal/$1.sv" && kept+="${kept:+,}$p"
  done
  echo "${kept:--}"
}
check() {  # check <name>: a configuration of rtl/xlane.configs, or <name>-sim
  local name=$1 base=${1%-sim} rtl=$files what row top params ref chparam_dut="" chparam_ref=""
  row=$( (configs equiv; configs equiv-params) | awk -v n="$base" '$1 == n')
  if [ -z "$row" ]; then
    echo "equiv: unknown check '$name' (the equiv and equiv-params rows of rtl/xlane.configs, each also NAME-sim)" >&2
    fail=1
    return
  fi
  read -r _ top params <<<"$row"
  ref=ref_${top#xl_}
  what=$top
  if [ "$params" != - ]; then
    what+=" ${params//,/ }"
    # The reference has the function's parameters only (Width, NumLanes), not the structure's.
    chparam_dut=$(chparams "$top" "$params")
    chparam_ref=$(chparams "$ref" "$(ref_params "$ref" "$params")")
  fi
  if [ "$name" != "$base" ]; then
    rtl="-DVERILATOR $files"  # the form Verilator simulates
    what+=", Verilator's form"
  fi
  local dut=$top
  local prove=$out/$name.prove.ys cex=$out/$name.cex.ys vcd=$out/$name.vcd
  local log=$out/$name.log cexlog=$out/$name.cex.log
  for t in prove cex; do
    sed -e "s|@FILES@|$rtl|" -e "s|@REF_FILE@|formal/$ref.sv|" -e "s|@CHPARAM_DUT@|$chparam_dut|" -e "s|@CHPARAM_REF@|$chparam_ref|" \
        -e "s|@REF@|$ref|" -e "s|@DUT@|$dut|" -e "s|@VCD@|$vcd|" "formal/equiv_$t.ys" \
        > "$out/$name.$t.ys"
  done
  rm -f "$vcd" "$log" "$cexlog"
  echo "equiv: $name: $dut against formal/$ref.sv ($what) ..."
  local t0=$SECONDS proven=0
  if [ "$engine" = sat ]; then
    yosys -q -l "$cexlog" -s "$cex" >/dev/null 2>&1 && grep -q "SUCCESS!" "$cexlog" && proven=1
  else
    yosys -q -l "$log" -s "$prove" >/dev/null 2>&1 && grep -q "Equivalence successfully proven" "$log" \
      && proven=1
  fi
  if [ "$proven" = 1 ]; then
    echo "equiv: $name: PROVEN equivalent, every output bit for every input ($((SECONDS - t0)) s)"
    return
  fi
  fail=1
  if [ "$engine" != sat ]; then
    if grep -q "unproven" "$log" 2>/dev/null; then
      echo "equiv: $name: $(grep -m1 -o '[0-9]* are proven and [0-9]* are unproven' "$log") output bits;" \
           "searching a counterexample (miter + sat) ..."
      grep "Trying to prove .*failed" "$log" | sed 's/^ */    /' | head -8
    else
      echo "equiv: $name: ERROR in the proof run ($((SECONDS - t0)) s); log: $log"
      grep -E "ERROR" "$log" | head -5 | sed 's/^/    /' || true
      return
    fi
    yosys -q -l "$cexlog" -s "$cex" >/dev/null 2>&1 || true
  fi
  if grep -q "model found: FAIL" "$cexlog" 2>/dev/null; then
    echo "equiv: $name: NOT EQUIVALENT ($((SECONDS - t0)) s). Counterexample (in_* = inputs,"
    echo "equiv: $name: gold_* = formal/$ref.sv, gate_* = rtl $dut; full table in the log):"
    "$XLANE_PY" formal/cex.py "$cexlog"
    echo "equiv: $name: waveform: $vcd  (gtkwave $vcd); log: $cexlog; rerun: yosys -s $cex"
  else
    echo "equiv: $name: NOT PROVEN and no counterexample ($((SECONDS - t0)) s); logs: $log $cexlog"
    grep -E "ERROR" "$cexlog" | head -5 | sed 's/^/    /' || true
  fi
}

start=$SECONDS
for c in "${checks[@]}"; do check "$c"; done
if [ "$fail" -eq 0 ]; then
  echo "equiv: all ${#checks[@]} checks proven in $((SECONDS - start)) s (${checks[*]})"
else
  echo "equiv: FAILED (see above)" >&2
fi
exit $fail
