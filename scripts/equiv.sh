#!/usr/bin/env bash
# Formal equivalence of each combinational unit against a behavioural reference written
# from the seeds (formal/ref_*.sv): every output bit, the shuffle's write enables and
# undefined flags included, for every input. Yosys proves it with equiv_make +
# equiv_simple + equiv_status (formal/equiv_prove.ys); when that fails, miter -equiv +
# sat -prove (formal/equiv_cex.ys) finds the counterexample.
#
#   scripts/equiv.sh quick     xl_shf and xl_shuf full size, xl_shfl at 8 lanes (make equiv)
#   scripts/equiv.sh full      xl_shfl at 32 lanes (make equiv-full)
#   scripts/equiv.sh all       both
#   scripts/equiv.sh params    other sizes: xl_shf at Width 8 and 64, xl_shfl at 2, 4, 16
#                              and 64 lanes (about 4 minutes, 64 lanes 3.5 of them)
#   scripts/equiv.sh NAME...   single checks: shf, shuf, shfW (Width W), shflN (N lanes);
#                              NAME-sim reads the RTL as Verilator does (-DVERILATOR)
#
# The -sim checks prove the form of the RTL that the verilated tests simulate: xl_mux_tree
# is an indexed part-select under Verilator and an explicit 2:1 tree everywhere else, and
# xl_shf takes its result from one shift instead of its stages (see their headers), so
# both forms are proven against the same reference.
#
# A difference prints the counterexample's inputs and outputs (sat -show-inputs, one row
# per lane for the shuffle) and writes it as a VCD (sat -dump_vcd); the exit status is 1
# if any check is not proven. Logs, Yosys scripts and VCDs go to build/equiv/ (EQUIV_OUT);
# EQUIV_ENGINE=sat proves with the miter-wide sat alone (slow at 32 lanes).
set -euo pipefail
cd "$(dirname "$0")/.."

out=${EQUIV_OUT:-build/equiv}
engine=${EQUIV_ENGINE:-equiv}  # equiv: equiv_make/equiv_simple; sat: one miter-wide sat -prove
files=$(grep -v '^#' rtl/xlane.f | tr '\n' ' ')

case "${1:-quick}" in
  quick) checks=(shf shuf shfl8 shf-sim shuf-sim shfl8-sim) ;;
  full) checks=(shfl32 shfl32-sim) ;;
  all) checks=(shf shuf shfl8 shf-sim shuf-sim shfl8-sim shfl32 shfl32-sim) ;;
  params) checks=(shf8 shf64 shfl2 shfl4 shfl16 shfl64) ;;
  -h|--help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
  *) checks=("$@") ;;
esac

command -v yosys >/dev/null || { echo "equiv: yosys not found (make deps)" >&2; exit 1; }
mkdir -p "$out"

fail=0
check() {  # check <name>
  local name=$1 dut ref chparam="" what rtl=$files base=${1%-sim}
  if [ "${name%-sim}" != "$name" ]; then
    rtl="-DVERILATOR $files"  # the form Verilator simulates
  fi
  case $base in
    shf) dut=xl_shf; ref=ref_shf; what="Width 32" ;;
    shf[0-9]*) dut=xl_shf; ref=ref_shf; what="Width ${base#shf}"
      chparam="chparam -set Width ${base#shf} $dut $ref" ;;
    shuf) dut=xl_shuf; ref=ref_shuf; what="13-bit control" ;;
    shfl[0-9]*) dut=xl_shfl; ref=ref_shfl; what="${base#shfl} lanes x 32 bits"
      chparam="chparam -set NumLanes ${base#shfl} $dut $ref" ;;
    *) echo "equiv: unknown check '$name' (shf shfW shuf shflN, each also NAME-sim)" >&2
       fail=1; return ;;
  esac
  [ "$rtl" != "$files" ] && what+=", Verilator's form"
  local prove=$out/$name.prove.ys cex=$out/$name.cex.ys vcd=$out/$name.vcd
  local log=$out/$name.log cexlog=$out/$name.cex.log
  for t in prove cex; do
    sed -e "s|@FILES@|$rtl|" -e "s|@REF_FILE@|formal/$ref.sv|" -e "s|@CHPARAM@|$chparam|" \
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
    python3 formal/cex.py "$cexlog"
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
