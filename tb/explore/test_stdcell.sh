#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# The standard-cell measure (synth/xlflow/stdcell.py, explore.py's `stdcell` jobs) on the
# 8-lane crossbar:
#
# - the job's figures are there, and the crossbar's floor is the count that the shuffle's
#   shape gives (8 x 32 output bits of 7 MUX2; each lane's select bits of levels 0 to 2
#   drive 128, 64 and 32 muxes, behind 18, 8 and 4 BUFX4 of at most 8 loads), worked out
#   here, not taken from stdcell.py;
# - no net of the timed netlist drives more than 8 inputs but the clock and the reset,
#   counted here from the netlist's text;
# - the timed netlist, fanout buffers and all, is proven equal to the RTL by Yosys (the
#   library's cell functions read from its Liberty file), and a netlist with two loads'
#   drivers swapped is not (the proof can fail);
# - OpenSTA's errors and a report without a path fail the measure, naming them.
#
# Usage: tb/explore/test_stdcell.sh WORK_DIR       (ctest: stdcell; run from the root)
set -uo pipefail
T=${1:?usage: test_stdcell.sh WORK_DIR}
# shellcheck source=setup.sh
source "$(dirname "$0")/setup.sh"
LIB=/usr/share/qflow/tech/osu018/osu018_stdcells.lib
point=shfl-xbar-n8
result="$T/results/$point.stdcell.json"
base="$T/runs/$point.stdcell"  # the job's netlists

expect "the job: $point stdcell" 0 "$point stdcell: ok" -- $E job --out "$T" $point stdcell
field() { "$XLANE_PY" -c "import json, sys; print(json.load(open(sys.argv[1]))[sys.argv[2]])" "$result" "$1"; }
for f in area_um2 cells ffs period_ns fmax_mhz floor_ns; do
  v=$(field $f)
  [[ $v =~ ^[0-9]+(\.[0-9]+)?$ ]] && [ "$v" != 0 ] && ok "result: $f = $v" || bad "result: $f is a positive number" "$v"
done
[[ $(field startpoint) != "" && $(field endpoint) != "" ]] && ok "result: the path from $(field startpoint) to $(field endpoint)" ||
  bad "result: start and end points" "$(cat "$result")"

# The floor, from the crossbar's shape.
lanes=8 width=32 fanout=8
mux2=$((lanes * width * (lanes - 1)))
tree() {  # tree LOADS: the buffers of a tree of at most $fanout loads a net
  local n=$1 total=0
  while [ "$n" -gt $fanout ]; do
    n=$(((n + fanout - 1) / fanout))
    total=$((total + n))
  done
  echo $total
}
bufs=$((lanes * width * $(tree $lanes)))
for lvl in 0 1 2; do
  bufs=$((bufs + lanes * $(tree $((width * lanes >> (lvl + 1))))))
done
[ "$(field floor_mux2)" = $mux2 ] && ok "floor: $mux2 MUX2" || bad "floor: $mux2 MUX2" "$(field floor_mux2)"
[ "$(field floor_buffers)" = $bufs ] && ok "floor: $bufs buffers" || bad "floor: $bufs buffers" "$(field floor_buffers)"
mux_area=$(awk '/cell \(MUX2X1\)/ { c = 1 } c && /area/ { print $3 + 0; exit }' $LIB)
[ "$(field floor_area_um2)" = $((mux2 * mux_area)) ] && ok "floor: $((mux2 * mux_area)) um^2 of MUX2X1 ($mux_area each)" ||
  bad "floor: area" "$(field floor_area_um2), want $mux2 x $mux_area"

# Fanout: every net's input pins, counted over the netlist's cell connections (a cell's
# outputs are Y, YC, YS and Q in this library).
worst=$(tr -d '\n' < "$base.buf.v" | grep -oE '\.[A-Z]+\([^()]*\)' |
  awk -F'[()]' '{ pin = substr($1, 2); net = $2; gsub(/^ +| +$/, "", net) }
                pin !~ /^(Y|YC|YS|Q)$/ && net !~ /^[0-9]+'"'"'/ { n[net]++ }
                END { for (k in n) if (k != "clk_i" && k != "rst_ni" && n[k] > m) { m = n[k]; w = k }; print m + 0, w }')
[ "${worst%% *}" -le $fanout ] && ok "fanout: at most $fanout inputs a net (the most: $worst)" ||
  bad "fanout: at most $fanout inputs a net" "$worst"
added=$(grep -c '^  BUFX4 _xlbuf' "$base.buf.v")
[ "$added" -gt 0 ] && [ "$added" = "$(field fanout_buffers)" ] && ok "fanout: $added buffers added, as the result says" ||
  bad "fanout: the buffers added" "$added in the netlist, $(field fanout_buffers) in the result"

# The timed netlist against the RTL.
files=$("$XLANE_PY" synth/xlflow/table.py files xl_shfl_arch)
prove() {  # prove NETLIST: Yosys proves it equal to xl_shfl_arch's crossbar at 8 lanes
  cat > "$T/equiv.ys" <<EOF
read_verilog -sv -defer $files
chparam -set Arch 0 -set Latency 1 -set NumLanes 8 -set Width 32 xl_shfl_arch
hierarchy -check -top xl_shfl_arch
proc; flatten; opt_clean
rename xl_shfl_arch gold
design -stash gold
read_liberty $LIB
read_verilog $1
hierarchy -top xl_shfl_arch
flatten; opt_clean
rename xl_shfl_arch gate
design -stash gate
design -copy-from gold -as gold gold
design -copy-from gate -as gate gate
async2sync
equiv_make gold gate equiv
hierarchy -top equiv
equiv_simple -seq 2
equiv_induct -seq 2
equiv_status -assert
EOF
  yosys -q -l "$T/equiv.log" -s "$T/equiv.ys" > /dev/null 2>&1
}
prove "$base.buf.v" && ok "equivalence: the timed netlist equals the RTL" ||
  bad "equivalence: the timed netlist equals the RTL" "$(grep -m3 -E 'ERROR|Unproven' "$T/equiv.log")"
# A mutant: the last two buffers added swap their drivers (two different nets' trees).
"$XLANE_PY" - "$base.buf.v" "$T/mutant.v" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
bufs = list(re.finditer(r"^  BUFX4 (\S+) \(\.A\(([^()]*)\), \.Y\(([^()]*)\)\);$", text, re.M))
a = next(b for b in reversed(bufs) if b.group(2).strip() != bufs[-1].group(2).strip())
b = bufs[-1]
swap = {a.start(2): b.group(2), b.start(2): a.group(2)}
out, last = [], 0
for m in sorted((a, b), key=lambda m: m.start(2)):
    out += [text[last:m.start(2)], swap[m.start(2)]]
    last = m.end(2)
open(sys.argv[2], "w").write("".join(out) + text[last:])
PY
if prove "$T/mutant.v"; then
  bad "equivalence: a netlist with two drivers swapped is found unequal" "proven equal"
else
  grep -q "unproven" "$T/equiv.log" && ok "equivalence: a netlist with two drivers swapped is found unequal" ||
    bad "equivalence: a netlist with two drivers swapped is found unequal" "$(grep -m3 ERROR "$T/equiv.log")"
fi

# OpenSTA's faults fail the measure.
sta_check=$("$XLANE_PY" - "$T" <<'PY'
import sys
sys.path.insert(0, "synth")
from xlflow import stdcell
t = sys.argv[1]
seen = []
for text in ("Error: x.v, line 3 syntax error\n", "Startpoint: a (input port)\n"):
    try:
        stdcell.parse_sta(text)
        seen.append("accepted")
    except ValueError as e:
        seen.append(str(e))
print(" | ".join(seen))
PY
)
[[ $sta_check == "Error: x.v, line 3 syntax error | no timing path in OpenSTA's report" ]] &&
  ok "OpenSTA: an error and a report without a path are faults" || bad "OpenSTA: faults" "$sta_check"
echo "test_stdcell: $pass passed, $fail failed"
[ $fail -eq 0 ]
