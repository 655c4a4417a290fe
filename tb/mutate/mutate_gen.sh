#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Mutant netlist of one xlane unit, the method of YosysHQ's mcy: Yosys lists COUNT
# mutations of the flattened unit (`mutate -list`, an even sampling over cells, ports, wires
# and source lines; modes inv, const0, const1, cnot0, cnot1), then applies ALL of them to one
# copy of the netlist, each behind its own value of a new input `mutsel` (`mutate -ctrl
# mutsel 10 K`): mutsel = 0 is the original unit, mutsel = K is mutant K alone. One netlist,
# verilated once, serves every mutant (tb/mutate/mutate_runner.cpp); Yosys `sat` on the same
# netlist decides the survivors (tb/mutate/mutate.sh).
#
# Usage: tb/mutate/mutate_gen.sh UNIT OUTDIR [COUNT] [SEED]
#   UNIT: shf (xl_shf), shuf (xl_shuf), prmt (xl_prmt), vote8 (xl_vote, 8 lanes), redux8
#         (xl_redux, 8 lanes), match8 (xl_match, 8 lanes), shfl8 (xl_shfl, 8 lanes x 16
#         bits), shfl (xl_shfl, 32 x 32), and the shuffle's clocked microarchitectures at 8
#         lanes x 16 bits, at the parameters of their rtl/xlane.configs rows: gather8
#         (xl_shfl_gather_n8k2), uniform8 (xl_shfl_uniform_n8), pxbar8 (xl_shfl_pxbar_n8),
#         pxbarq8 (xl_shfl_pxbar_n8_q, with the output queue), pxbarft8
#         (xl_shfl_pxbar_n8_ft_wr, with the registered fanout trees and a register in
#         front of the queue's write); the time-multiplexed collectives at 8 lanes, 2
#         lanes (keys) a step, at their rows: reduxseq8 (xl_redux_seq_n8_k2), matchseq8
#         (xl_match_seq_n8k2); the warp top at 8 lanes with a
#         time-multiplexed reduction (4 lanes a step) and match (1 key a step) in its
#         front: warp8 (xl_warp_n8_seq). Writes OUTDIR/mutations.txt
#         (one `mutate` command per line, line K = mutant K) and OUTDIR/mut_UNIT.v (module
#         mut_UNIT: the unit's ports plus mutsel).
set -euo pipefail
cd "$(dirname "$0")/../.."
unit=${1:?unit}
out=${2:?output directory}
count=${3:-250}
seed=${4:-1}
case $unit in
  shf)   top=xl_shf;  chparam="" ;;
  shuf)  top=xl_shuf; chparam="" ;;
  prmt)  top=xl_prmt; chparam="" ;;
  vote8) top=xl_vote; chparam="chparam -set NumLanes 8 xl_vote" ;;
  redux8) top=xl_redux; chparam="chparam -set NumLanes 8 xl_redux" ;;
  match8) top=xl_match; chparam="chparam -set NumLanes 8 xl_match" ;;
  shfl8) top=xl_shfl; chparam="chparam -set NumLanes 8 -set Width 16 xl_shfl" ;;
  shfl)  top=xl_shfl; chparam="" ;;
  gather8)  config=xl_shfl_gather_n8k2 ;;
  uniform8) config=xl_shfl_uniform_n8 ;;
  pxbar8)   config=xl_shfl_pxbar_n8 ;;
  pxbarq8)  config=xl_shfl_pxbar_n8_q ;;
  pxbarft8) config=xl_shfl_pxbar_n8_ft_wr ;;
  reduxseq8) config=xl_redux_seq_n8_k2 ;;
  matchseq8) config=xl_match_seq_n8k2 ;;
  warp8)    config=xl_warp_n8_seq ;;
  *) echo "mutate_gen: unknown unit '$unit' (shf, shuf, prmt, vote8, redux8, match8, shfl8, shfl," \
          "gather8, uniform8, pxbar8, pxbarq8, pxbarft8, reduxseq8, matchseq8, warp8)" >&2
     exit 2 ;;
esac
if [[ -n ${config:-} ]]; then
  source scripts/configs.sh
  row=$(configs sim | awk -v n="$config" '$1 == n')
  [[ -n $row ]] || { echo "mutate_gen: no sim row $config in rtl/xlane.configs" >&2; exit 2; }
  top=$(config_field "$row" 2)
  chparam=$(chparams "$top" "$(config_field "$row" 3)")
  split=1
fi
if (( count > 1023 )); then echo "mutate_gen: at most 1023 mutants (mutsel is 10 bits)" >&2; exit 2; fi
mkdir -p "$out"
# Every file of rtl/xlane.f, in order (prep -top keeps only the modules the unit uses, so a
# module the unit starts to use is never missing; the mutants and their numbers depend only
# on those modules). Relative paths: the src tags in mutations.txt then read
# rtl/xl_shf.sv:61.
files=$(grep -v '^#' rtl/xlane.f | tr '\n' ' ')
prep="read_verilog -sv $files
$chparam
prep -top $top
flatten
opt_clean"
# Written beside the old outputs and moved over them only when different: CMake runs this at
# every configure, and an unchanged netlist must not make Verilator and the compiler rerun.
printf '%s\nmutate -list %d -seed %d -ctrl mutsel 10 1 -o %s\n' "$prep" "$count" "$seed" "$out/mutations.txt.new" \
  > "$out/list.ys"
yosys -q -l "$out/list.log" "$out/list.ys" >/dev/null
n=$(wc -l < "$out/mutations.txt.new")
if (( n != count )); then echo "mutate_gen: Yosys listed $n mutations, not $count" >&2; exit 1; fi
{
  printf '%s\n' "$prep"
  cat "$out/mutations.txt.new"
  echo "opt_clean"
  # The clocked units' wide wires split into single bits: Verilator 5.006 evaluates the
  # bit-level paths through a wide wire (UNOPTFLAT, no real loop) between the registers
  # wrongly in the pipelined crossbar's netlist (its unmutated netlist then fails the bench,
  # differently at -O3 and -O0, while Icarus agrees with the RTL); single bits have no such
  # false loop. Ports are not split (the bench drives them by name). Verilator 5.006 can
  # also evaluate a netlist wrongly where bits of an output port are copies of other bits
  # of the same port; whether its data-flow optimizer (-fno-dfg) matters depends on the
  # netlist, so no flag is set: the unmutated run, which must pass the whole bench, catches
  # it (exit 1). The lasting fix: every port split too, behind a wrapper with the unit's
  # ports.
  [[ -n ${split:-} ]] && echo "splitnets"
  # The top by its role: after chparam, Yosys may name it $paramod$...\xl_warp.
  echo "rename -top mut_$unit"
  echo "write_verilog -noattr $out/mut_$unit.v.new"
} > "$out/apply.ys"
yosys -q -l "$out/apply.log" "$out/apply.ys" >/dev/null
for f in mutations.txt "mut_$unit.v"; do
  if cmp -s "$out/$f.new" "$out/$f"; then rm "$out/$f.new"; else mv "$out/$f.new" "$out/$f"; fi
done
echo "mutate_gen: $unit: $n mutants of $top${chparam:+ (${chparam#chparam })} in $out/mut_$unit.v"
