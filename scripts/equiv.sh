#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Formal equivalence of each combinational unit against a behavioural reference written
# from docs/spec.md (formal/ref_*.sv): every output bit, the shuffle's write enables and
# undefined flags included, for every input. Yosys proves it with equiv_make +
# equiv_simple + equiv_status (formal/equiv_prove.ys: Debian's Yosys 0.23 reads and
# elaborates the RTL, the current Yosys of the project's environment, pyosys, proves); when
# that fails, miter -equiv + sat -prove (formal/equiv_cex.ys, Yosys 0.23) finds the
# counterexample.
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
# xl_shf takes its result from one shift instead of its stages (see their headers). Check
# NAME-sim proves the Verilator form equal to the synthesis form module by module where it
# can (sim_forms below: each xl_mux_tree the top instantiates, at its parameters), and
# the whole Verilator form against the reference where the top has that form itself.
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
source scripts/yosys-stages.sh
both_forms() { while read -r name _; do echo "$name" "$name-sim"; done; }
case "${1:-quick}" in
  quick) checks=($(configs equiv | both_forms)) ;;
  params) checks=($(configs equiv-params | both_forms)) ;;
  all) checks=($( (configs equiv; configs equiv-params) | both_forms)) ;;
  -h|--help) awk 'NR > 2 && /^#/ { sub(/^# ?/, ""); print; next } NR > 2 { exit }' "$0"; exit 0 ;;
  *) checks=("$@") ;;
esac

command -v yosys >/dev/null || { echo "equiv: yosys not found (make deps)" >&2; exit 1; }
venv_pyosys || exit 1
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
# The Verilator form of a configuration (check NAME-sim), module by module. The two forms
# differ only inside the modules whose file has `ifdef VERILATOR; every other module is the
# same text in both. So when those modules are leaves (no instances) and not the top, the
# forms are equal exactly when each such module's two forms are equal at the parameters
# the top instantiates it with, and that is what is proven: full size, a few seconds
# (xl_mux_tree at 32 inputs of 32 bits), where the whole 32-lane shuffle against the
# reference took 86 s. When no module of the hierarchy has a Verilator form, the two forms
# are one design, proven by check NAME. When the top has one itself (xl_shf), or such a
# module instantiates others, the whole Verilator form is proven against the reference
# (return 1: the caller does it).
sim_forms() {  # sim_forms <name> <base> <top> <chparam of the top>
  local name=$1 base=$2 top=$3 chparam=$4 il=$out/$1.hier.il mod file leaf params n=0 status=0
  # The hierarchy as synthesis elaborates it: each module's source file, parameters and
  # whether it instantiates another (a cell whose type is a module, not a $ primitive).
  yosys -q -l "$out/$name.hier.log" -p "read_verilog -sv -defer $files; $chparam hierarchy -check -top $top;
      write_rtlil $il" >/dev/null 2>&1 || return 1
  local hier
  hier=$(awk -v q="'" '
    /^attribute \\src "/ { src = $3; gsub(/"/, "", src); sub(/:.*/, "", src) }
    /^attribute \\hdlname "/ { hdl = $3; gsub(/["\\]/, "", hdl) }
    /^module / { mod = $2; if (hdl == "") { hdl = mod; sub(/^\\/, "", hdl) } file = src; params = ""; leaf = 1 }
    /^  parameter / { v = $3; if (v ~ ("^[0-9]+" q "[01]+$")) sub(q, q "b", v); params = params " -set " substr($2, 2) " " v }
    /^  cell / && ($2 ~ /^\\/ || $2 ~ /^\$paramod/) { leaf = 0 }
    /^end$/ && mod != "" { printf "%s %s %d%s\n", hdl, file, leaf, params; mod = ""; hdl = ""; src = "" }' "$il")
  # The top must be among them, or the hierarchy was not read as expected: the whole proof.
  awk -v t="$top" '$1 == t { found = 1 } END { exit !found }' <<<"$hier" || return 1
  local forms=()
  while read -r mod file leaf params; do
    # Any conditional on VERILATOR, indented or not; a file that includes or defines
    # anything is taken as having a Verilator form (its text is not all here to read).
    grep -qE '`(ifdef|ifndef|elsif)[[:space:]]+VERILATOR([^A-Za-z0-9_]|$)|`include|`define' "$file" || continue
    if [ "$mod" = "$top" ] || [ "$leaf" != 1 ]; then return 1; fi
    forms+=("$mod $file $params")
  done <<<"$hier"
  if [ ${#forms[@]} -eq 0 ]; then
    echo "equiv: $name: PROVEN by check $base: no module of $top's hierarchy has a Verilator form, so both forms are one design"
    return 0
  fi
  local t0=$SECONDS
  while read -r mod file params; do
    n=$((n + 1))
    local ys=$out/$name.$n.ys log=$out/$name.$n.log vcd=$out/$name.$n.vcd
    rm -f "$log" "$vcd" "$out/$name.$n.cex.log"
    local cp="" shown
    [ -n "$params" ] && cp="chparam $params $mod"
    shown=$(sed -E 's/-set ([A-Za-z0-9_]+) ([^ ]+)/\1=\2/g' <<<"$params")
    shown=" ${shown:+at $shown}"
    # Both forms of the one file, the Verilator form renamed; ports paired by name.
    local read="read_verilog -sv -DVERILATOR $file
$cp
rename $mod verilator_form
read_verilog -sv $file
$cp
proc
opt_clean -purge"
    printf '%s\nequiv_make %s verilator_form equiv\nhierarchy -top equiv\nequiv_simple\nequiv_status -assert\n' \
      "$read" "$mod" > "$ys"
    if yosys -q -l "$log" -s "$ys" >/dev/null 2>&1 && grep -q "Equivalence successfully proven" "$log"; then
      echo "equiv: $name: $mod$shown: both forms PROVEN equal, every output bit for every input"
      continue
    fi
    status=1
    printf '%s\nmiter -equiv -flatten -make_outputs %s verilator_form miter\nhierarchy -top miter\nsat -verify -prove trigger 0 -show-inputs -show-outputs -dump_vcd %s miter\n' \
      "$read" "$mod" "$vcd" > "$out/$name.$n.cex.ys"
    yosys -q -l "$out/$name.$n.cex.log" -s "$out/$name.$n.cex.ys" >/dev/null 2>&1 || true
    echo "equiv: $name: $mod$shown ($file): the two forms DIFFER (or the proof did not run); log: $log"
    echo "equiv: $name: counterexample (in_* = inputs, gold_* = the synthesis form, gate_* = Verilator's):"
    grep -E "^ *\\\\(in_|gold_|gate_)" "$out/$name.$n.cex.log" | head -12 | sed 's/^ */    /' || true
    echo "equiv: $name: counterexample: $vcd; rerun: yosys -s $out/$name.$n.cex.ys"
  done < <(printf '%s\n' "${forms[@]}" | sort -u)
  if [ $status -eq 0 ]; then
    echo "equiv: $name: PROVEN: $top's Verilator form equals its synthesis form (check $base), module by module ($((SECONDS - t0)) s)"
  else
    fail=1
  fi
  return 0
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
    sim_forms "$name" "$base" "$top" "$chparam_dut" && return
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
    # Two stages (scripts/yosys-stages.sh), the script split at its @CURRENT_YOSYS@ line:
    # Debian's Yosys 0.23 reads, elaborates and flattens, the current Yosys proves.
    awk '/^# @CURRENT_YOSYS@/ { exit } { print }' "$prove" > "$out/$name.front.ys"
    awk 'back { print } /^# @CURRENT_YOSYS@/ { back = 1 }' "$prove" > "$out/$name.back.ys"
    yosys_stages "$log" "script $out/$name.front.ys" "script $out/$name.back.ys" || true
    grep -q "Equivalence successfully proven" "$log" && proven=1
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
      # Each bit that failed ("Trying to prove ... failed.", over one, two or three lines:
      # the current Yosys names its SAT solver between them).
      awk '/Trying to prove/ { t = $0; sub(/^ */, "", t); sub(/ *(failed\.|success!)$/, "", t) }
           t != "" && /failed\.$/ { print "    " t " failed."; t = "" }
           /success!$/ { t = "" }' "$log" | head -8
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
