#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Mutation testing of the RTL test bench (make mutate), the method of YosysHQ's mcy:
#
#   1. tb/mutate/mutate_gen.sh (run by CMake at configure time): Yosys lists N mutations of
#      each flattened unit and builds ONE netlist holding all of them, mutant K enabled by
#      the extra input mutsel = K (0 = the original);
#   2. xlane_mutate (tb/mutate/mutate_runner.cpp), verilated once against that netlist,
#      replays the test bench's stimulus for every mutsel value: killed at the first
#      mismatch, survived if the whole bench passes;
#   3. every survivor goes to Yosys `sat` on a miter of the same netlist at mutsel = 0 and
#      mutsel = K (tb/mutate/miter_*.sv, under the bench's own don't-care rules):
#      equivalent (proof, no input tells them apart), survived (a counterexample: the bench
#      has a hole; the counterexample is printed) or unknown (SAT time limit). The clocked
#      units (the shuffles gather8, uniform8, pxbar8, pxbarq8, pxbarft8; the time-multiplexed
#      collectives reduxseq8, matchseq8; the warp top warp8) are compared cycle by cycle
#      (tb/mutate/miter_stream.sv, miter_redux_seq.sv, miter_match_seq.sv, miter_warp.sv)
#      from the reset state over input sequences of any length, by ABC (scorr, then
#      k-induction or pdr; what neither decides, the one-step miter, step_check).
#
# Score per unit = killed / (total - equivalent). Exit status 1 if any mutant survived or
# stayed unknown, 2 on a usage error.
#
# Usage: tb/mutate/mutate.sh full [BUILD]   every unit, XLANE_MUTANTS (250) mutants each; output
#                                         BUILD/mutate/report.md, report.csv, UNIT.log
#        tb/mutate/mutate.sh quick BUILD    the ctest subset: mutants 60..79 of xl_shf (19 killed,
#                                         1 equivalent) with the binary of an existing build
#        tb/mutate/mutate.sh unit UNIT BUILD   every mutant of one of the units an existing build
#                                         holds: every build shuf, shf, prmt, vote8, redux8,
#                                         match8; one configured with -DXLANE_MUTATE_FULL=ON
#                                         (make mutate's BUILD/mutate) every unit of full;
#                                         output BUILD/mutate-UNIT/
# Environment: MUTATE_UNITS (full: "shuf shf prmt vote8 redux8 match8 shfl8 shfl gather8
# uniform8 pxbar8 pxbarq8 pxbarft8 reduxseq8 matchseq8 warp8"), MUTATE_RANDOM (random operations per
# mutant; default 1000000, as the tests), MUTATE_SEED (master seed, default 1), SAT_TIMEOUT
# (seconds per survivor and proof engine, default 300), IND_FRAMES (the clocked units'
# k-induction: at most this many frames, default 30).
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
source scripts/venv.sh
mode=${1:-full}
build=${2:-build}
random=${MUTATE_RANDOM:-1000000}
seed=${MUTATE_SEED:-1}
sat_timeout=${SAT_TIMEOUT:-300}
ind_frames=${IND_FRAMES:-30}

# Every unit, in the order of the report; the last nine only in a build configured with
# -DXLANE_MUTATE_FULL=ON (tb/mutate/CMakeLists.txt).
all_units="shuf shf prmt vote8 redux8 match8 shfl8 shfl gather8 uniform8 pxbar8 pxbarq8 pxbarft8"
all_units+=" reduxseq8 matchseq8 warp8"

case $mode in
  full)
    dir=$build/mutate
    units=${MUTATE_UNITS:-$all_units}
    echo "mutate: configuring and building $dir (mutant netlists of every unit)"
    start=$(date +%s)
    cmake -S . -B "$dir" -DXLANE_MUTATE_FULL=ON >/dev/null
    nice cmake --build "$dir" -j "${JOBS:-$(nproc)}" --target xlane_mutate >/dev/null
    echo "mutate: built in $(( $(date +%s) - start )) s"
    out=$dir
    first=1; last=0 ;;
  quick)
    dir=$build
    units=shf
    out=$build/mutate-quick
    first=60; last=79 ;;
  unit)
    units=${2:?usage: tb/mutate/mutate.sh unit UNIT BUILD}
    dir=${3:-build}
    if [[ " $all_units " != *" $units "* ]]; then
      echo "mutate: unit: no unit $units ($all_units)" >&2
      exit 2
    fi
    if [[ ! -f $dir/tb/mutate/$units/mutations.txt ]]; then
      echo "mutate: unit: $dir holds no $units mutants (all but shuf, shf, prmt, vote8, redux8 and" \
           "match8: configure it with -DXLANE_MUTATE_FULL=ON)" >&2
      exit 2
    fi
    out=$dir/mutate-$units
    first=1; last=0 ;;
  *) echo "usage: tb/mutate/mutate.sh full|quick|unit [UNIT] [BUILD]" >&2; exit 2 ;;
esac
bin=$dir/tb/mutate/xlane_mutate
[[ -x $bin ]] || { echo "mutate: $bin not built" >&2; exit 2; }
mkdir -p "$out/sat"

# abc_cec READ K: the combinational miter that READ builds (of sat_check's UNIT, appending
# to its log), past Yosys sat's time limit:
# mapped to an and-inverter graph (ABC inside Yosys merges what the two copies share) and
# checked by ABC's dprove; succeeds on UNSATISFIABLE (no input makes trigger high).
abc_cec() {
  local aig=$out/sat/${unit}_$2.aig
  printf '%s\nopt\ntechmap\nopt -fast\nabc -g AND\nopt_clean\nwrite_aiger %s\n' "$1" "$aig" \
    > "$out/sat/${unit}_$2.cec.ys"
  yosys -q -l "$out/sat/${unit}_$2.cec.log" "$out/sat/${unit}_$2.cec.ys" >/dev/null 2>&1 || return 1
  yosys-abc -c "read_aiger $aig; print_stats; dprove" >> "$log" 2>&1 || return 1
  grep -q "UNSATISFIABLE" "$log"
}

# is_clocked UNIT: succeeds for the units with registers (sat_check's sequential miters).
is_clocked() {
  case $1 in gather8|uniform8|pxbar8|pxbarq8|pxbarft8|reduxseq8|matchseq8|warp8) return 0 ;; esac
  return 1
}

# step_check UNIT K: succeeds when tb/mutate/step_miter.py proves clocked mutant K
# equivalent by its one-step miter (the original's registers, its logic at mutsel 0 and at
# K, high when their outputs or next states differ, never high: no state the original
# reaches lets the mutant part from it). Appends its verdict to sat_check's log.
step_check() {
  local slog=$out/sat/${1}_$2.step.log verdict=0
  if ! venv_pyosys 2>> "$out/sat/${1}_$2.log"; then return 1; fi
  "$XLANE_PY" tb/mutate/step_miter.py --timeout "$sat_timeout" "$out/sat/mut_$1.v" "mut_$1" "$2" \
    "$out/sat/${1}_$2.step.aig" > "$slog" 2>&1 || verdict=1
  { echo "mutate: the one-step miter ($slog):"; grep -E '^step_miter|i/o =' "$slog" || true; } \
    >> "$out/sat/${1}_$2.log"
  return $verdict
}

# sat_check UNIT K: prints equivalent | survived | unknown; the log in $out/sat/UNIT_K.log.
#   Combinational units: Yosys sat on the miter, one step; past its time limit, ABC (abc_cec).
#   Clocked units: the miter as an AIGER circuit (memories mapped to registers), every
#   register starting at zero (the reset state; reset stays a free input), to ABC: scorr
#   first (signal correspondence: merges the signals of the two copies that k-induction
#   proves equal in every reachable state; Yosys's opt cannot merge registers that feed
#   themselves, such as an accumulator or a shift register, and pdr alone spends its time
#   limit rediscovering those equalities), then on what is left:
#   - k-induction with uniqueness (ind -u: the k states before the failing one all
#     different): a mutant whose registers differ from the original's but not for long,
#     such as an accumulator bit flipped on every step of an instruction of an even number
#     of steps, is k-inductive once the stall loops (held inputs, a unit full, ready_i low)
#     are ruled out, and no plain equality scorr could merge says so. ABC's ind proves the
#     inductive step only, so the base case, bmc3 from the reset state over the frames
#     ind used and one more, must find no failure either;
#   - else pdr (property-directed reachability);
#   - if neither decides, the one-step miter (step_check).
#   "proved" holds for every input sequence of any length; a failure at frame N (of bmc3
#   or pdr) is then replayed by Yosys sat over N + 1 cycles to print the input sequence.
sat_check() {
  local unit=$1 k=$2 defs miter clocked=0
  is_clocked "$unit" && clocked=1
  case $unit in
    shf)   miter=tb/mutate/miter_shf.sv;  defs="" ;;
    shuf)  miter=tb/mutate/miter_shuf.sv; defs="" ;;
    prmt)  miter=tb/mutate/miter_prmt.sv; defs="" ;;
    shfl8) miter=tb/mutate/miter_shfl.sv; defs="-DLANES=8 -DWIDTH=16 -DMUT=mut_shfl8" ;;
    shfl)  miter=tb/mutate/miter_shfl.sv; defs="-DLANES=32 -DWIDTH=32 -DMUT=mut_shfl" ;;
    vote8) miter=tb/mutate/miter_vote.sv; defs="-DLANES=8 -DMUT=mut_vote8" ;;
    redux8) miter=tb/mutate/miter_redux.sv; defs="-DLANES=8 -DMUT=mut_redux8" ;;
    match8) miter=tb/mutate/miter_match.sv; defs="-DLANES=8 -DMUT=mut_match8" ;;
    gather8|uniform8|pxbar8|pxbarq8|pxbarft8)
           miter=tb/mutate/miter_stream.sv; defs="-DLANES=8 -DWIDTH=16 -DMUT=mut_$unit" ;;
    reduxseq8) miter=tb/mutate/miter_redux_seq.sv; defs="-DLANES=8 -DMUT=mut_$unit" ;;
    matchseq8) miter=tb/mutate/miter_match_seq.sv; defs="-DLANES=8 -DMUT=mut_$unit" ;;
    warp8) miter=tb/mutate/miter_warp.sv; defs="-DLANES=8 -DMUT=mut_$unit" ;;
  esac
  local ys=$out/sat/${unit}_$k.ys log=$out/sat/${unit}_$k.log
  # opt folds mutsel into both copies and merges their identical logic, so the solver sees
  # little more than the mutated cone.
  local read="read_verilog $out/sat/mut_$unit.v
read_verilog -sv -DMUTSEL=$k $defs $miter tb/mutate/miter_result.sv tb/mutate/miter_stream_result.sv
hierarchy -top miter
proc
flatten"
  if (( ! clocked )); then
    printf '%s\nopt\nsat -prove trigger 0 -show-inputs -timeout %s\n' "$read" "$sat_timeout" > "$ys"
    yosys -q -l "$log" "$ys" >/dev/null 2>&1 || true
    if grep -q "no model found: SUCCESS" "$log"; then echo equivalent
    elif grep -q "model found: FAIL" "$log"; then echo survived
    elif abc_cec "$read" "$k"; then echo equivalent
    else echo unknown; fi
    return
  fi
  local aig=$out/sat/${unit}_$k.aig
  printf '%s\nmemory\nasync2sync\nzinit -all\nopt\ntechmap\nopt -fast\ndffunmap\nabc -g AND\nopt_clean\nwrite_aiger -zinit %s\n' \
    "$read" "$aig" > "$ys"
  if ! yosys -q -l "$log" "$ys" >/dev/null 2>&1; then echo unknown; return; fi
  local frame depth
  yosys-abc -c "read_aiger $aig; print_stats; scorr; print_stats; ind -u -v -F $ind_frames -T $sat_timeout" \
    > "$log.ind" 2>&1 || true
  grep -v '^Frame' "$log.ind" >> "$log"
  depth=$(sed -n 's/^Completed \([0-9]*\) iterations.*/\1/p' "$log.ind" | head -n 1)
  if [[ -n $depth ]] && grep -q "Networks are equivalent" "$log.ind"; then
    # The base case, in a run of its own (after a proof of ind, ABC skips the miter).
    yosys-abc -c "read_aiger $aig; scorr; bmc3 -F $((depth + 1)) -T $sat_timeout" >> "$log" 2>&1 || true
    if grep -q "No output asserted in $((depth + 1)) frames" "$log"; then
      echo "mutate: k-induction: the inductive step at $depth frames and the base case hold" >> "$log"
      echo equivalent; return
    fi
  fi
  if ! grep -q "was asserted in frame" "$log"; then
    yosys-abc -c "read_aiger $aig; scorr; pdr -T $sat_timeout" >> "$log" 2>&1 || true
    if grep -q "Property proved" "$log"; then echo equivalent; return; fi
  fi
  frame=$(sed -n 's/.*was asserted in frame \([0-9]*\).*/\1/p' "$log" | head -n 1)
  if [[ -z $frame ]]; then
    if step_check "$unit" "$k"; then echo equivalent; else echo unknown; fi
    return
  fi
  printf '%s\nmemory\nasync2sync\nopt\nsat -seq %d -set-init-zero -prove trigger 0 -show-inputs -timeout %s\n' \
    "$read" $((frame + 1)) "$sat_timeout" > "$out/sat/${unit}_$k.trace.ys"
  yosys -q -l "$out/sat/${unit}_$k.trace.log" "$out/sat/${unit}_$k.trace.ys" >/dev/null 2>&1 || true
  cat "$out/sat/${unit}_$k.trace.log" >> "$log"
  echo survived
}

csv=$out/report.csv
echo "unit,mutant,mode,src,wire,verdict,phase,txn,seconds" > "$csv"
summary=""
status=0
for unit in $units; do
  muts=$dir/tb/mutate/$unit/mutations.txt
  lastk=$last; (( lastk == 0 )) && lastk=$(wc -l < "$muts")
  echo "mutate: $unit: running the test bench on mutants $first..$lastk (progress: one line per mutant)"
  t0=$(date +%s)
  nice "$bin" --unit "$unit" --mutations "$muts" --first "$first" --last "$lastk" --random "$random" \
    --seed "$seed" --csv "$out/$unit.csv" | tee "$out/$unit.log"
  t_bench=$(( $(date +%s) - t0 ))
  survivors=$(awk -F, 'NR > 1 && $6 == "survived" { print $2 }' "$out/$unit.csv")
  declare -A class=()
  t1=$(date +%s)
  # The netlist as the solver reads it (sat_check): as simulated. Yosys writes a
  # multiplexer whose selects are one-hot ($pmux) as a casez marked "synopsys
  # parallel_case"; a mutant can set two selects at once, and there the bench (Verilator:
  # the first matching case) and Yosys (with the mark the value is undefined; its techmap
  # ORs the cases) part. Without the mark Yosys reads the casez as Verilator does.
  sed 's|// synopsys parallel_case||' "$dir/tb/mutate/$unit/mut_$unit.v" > "$out/sat/mut_$unit.v"
  # Guard against a vacuous miter (a proof of "equivalent" that proves nothing): the first
  # mutant the bench killed must get a counterexample from SAT too.
  probe=$(awk -F, 'NR > 1 && $6 == "killed" { print $2; exit }' "$out/$unit.csv")
  if [[ -n $probe ]]; then
    c=$(sat_check "$unit" "$probe")
    if [[ $c != survived ]]; then
      echo "mutate: $unit: the solver calls killed mutant $probe '$c': the miter is broken ($out/sat/${unit}_$probe.log)" >&2
      exit 1
    fi
    echo "mutate: $unit: miter self-check: killed mutant $probe has a counterexample from the solver too"
    # The same guard for the one-step miter of the clocked units: the killed mutant parts
    # from the original in a state the original reaches.
    if is_clocked "$unit"; then
      if step_check "$unit" "$probe"; then
        echo "mutate: $unit: the one-step miter proves killed mutant $probe equivalent: it is broken ($out/sat/${unit}_$probe.step.log)" >&2
        exit 1
      fi
      echo "mutate: $unit: one-step miter self-check: killed mutant $probe is not proven equivalent by it either"
    fi
  fi
  for k in $survivors; do
    c=$(sat_check "$unit" "$k")
    class[$k]=$c
    line=$(sed -n "${k}p" "$muts" | sed 's/^mutate -ctrl mutsel 10 [0-9]* //')
    echo "mutate: $unit mutant $k: $c ($out/sat/${unit}_$k.log)"
    if [[ $c != equivalent ]]; then
      echo "  $line"
      # The counterexample: every input of the miter that tells the two apart.
      [[ $c == survived ]] && sed -n '/Signal Name/,/^$/p' "$out/sat/${unit}_$k.log" | sed 's/^/  /' | cut -c1-200
    fi
  done
  t_sat=$(( $(date +%s) - t1 ))
  # Final verdicts: the bench's, with survivors replaced by the SAT class.
  awk -F, -v OFS=, -v cls="$(for k in "${!class[@]}"; do printf '%s=%s ' "$k" "${class[$k]}"; done)" '
    BEGIN { n = split(cls, kv, " "); for (i = 1; i <= n; i++) { split(kv[i], p, "="); c[p[1]] = p[2] } }
    NR > 1 { v = $6; if (v == "survived") v = c[$2]; print $1, $2, $3, $4, $5, v, $7, $8, $9 }' \
    "$out/$unit.csv" >> "$csv"
  read -r total killed equiv surv unknown < <(awk -F, -v u="$unit" '$1 == u { t++; n[$6]++ }
    END { print t + 0, n["killed"] + 0, n["equivalent"] + 0, n["survived"] + 0, n["unknown"] + 0 }' "$csv")
  score=$(awk -v k="$killed" -v t="$total" -v e="$equiv" 'BEGIN { printf "%.1f", (t > e) ? 100 * k / (t - e) : 100 }')
  echo "mutate: $unit: $total mutants, $killed killed, $equiv equivalent, $surv survived, $unknown unknown: score $score% (bench ${t_bench} s, sat ${t_sat} s)"
  summary+="| $unit | $total | $killed | $equiv | $surv | $unknown | $score% | ${t_bench} s | ${t_sat} s |"$'\n'
  (( surv + unknown > 0 )) && status=1
  unset class
done

{
  echo "# Mutation testing report"
  echo
  echo "Generated by \`tb/mutate/mutate.sh $mode\` on $(date -u '+%Y-%m-%d %H:%M UTC'): Yosys \`mutate -list\` (seed ${XLANE_MUTATE_SEED:-1}), one netlist per unit with"
  echo "every mutant behind \`mutsel\`, the test bench replayed per mutant (master seed $seed, $random random"
  echo "operations per phase), survivors decided by Yosys \`sat\` and ABC (below). Score = killed / (total - equivalent)."
  echo
  echo "| unit | mutants | killed | equivalent | survived | unknown | score | bench time | sat time |"
  echo "|---|---|---|---|---|---|---|---|---|"
  printf '%s' "$summary"
  echo
  echo "Units: shf = xl_shf; shuf = xl_shuf; shfl8 = xl_shfl at 8 lanes x 16 bits; shfl = xl_shfl at 32 x 32;"
  echo "gather8, uniform8, pxbar8, pxbarq8, pxbarft8 = the rtl/xlane.configs rows xl_shfl_gather_n8k2,"
  echo "xl_shfl_uniform_n8, xl_shfl_pxbar_n8, xl_shfl_pxbar_n8_q and xl_shfl_pxbar_n8_ft_wr (8 lanes x 16 bits); reduxseq8, matchseq8 = the rows"
  echo "xl_redux_seq_n8_k2 and xl_match_seq_n8k2 (8 lanes, 2 a step); warp8 = the row xl_warp_n8_seq (xl_warp at 8 lanes,"
  echo "its reduction and match time-multiplexed in xl_warp_front). For these clocked units, equivalent means that no input"
  echo "sequence of any length from the reset state tells them apart under the bench's rules (ABC scorr, then k-induction or pdr,"
  echo "else the one-step miter of tb/mutate/step_miter.py: no state the original reaches lets the mutant's step differ)."
  echo
  echo "## Mutants not killed"
  echo
  echo "| unit | mutant | mode | source | net | verdict |"
  echo "|---|---|---|---|---|---|"
  awk -F, 'NR > 1 && $6 != "killed" { printf "| %s | %s | %s | %s | %s | %s |\n", $1, $2, $3, $4, $5, $6 }' "$csv"
} > "$out/report.md"
echo "mutate: report in $out/report.md and $out/report.csv"
[ "$mode" = full ] && [ -z "${MUTATE_UNITS:-}" ] && scripts/keep-result.sh mutate "$out/report.md" "make mutate"
if (( status != 0 )); then
  echo "mutate: FAIL: some mutant neither killed nor proven equivalent (see above)" >&2
fi
exit $status
