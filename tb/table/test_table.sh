#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# The design-point table's reader (synth/xlflow/table.py): the table checks clean against
# the RTL, the shell's reader gives the same rows, and each kind of bad row is an error that
# names the file, line and column (copies of the table with one row broken); a top's file
# list; and the flows' Yosys script renderer (synth/xlflow/yosys.py).
#
# Usage: tb/table/test_table.sh WORK_DIR       (ctest: table; run from the root)
set -uo pipefail
T=${1:?usage: test_table.sh WORK_DIR}
rm -rf "$T"
mkdir -p "$T"
# shellcheck source=../cli/expect.sh
source "$(dirname "$0")/../cli/expect.sh"
source scripts/venv.sh
source scripts/configs.sh
table="$XLANE_PY synth/xlflow/table.py"

# Rows: a sweep's row stands for the product of its alternatives' counts (A|B|C).
n=$(awk '!/^[[:space:]]*(#|$)/ { k = 1; m = split($3, p, ","); for (i = 1; i <= m; i++) k *= split(p[i], a, "|"); n += k }
         END { print n }' rtl/xlane.configs)
expect "the table: each of its $n rows checks against its top" 0 \
  "^table: rtl/xlane.configs: $n rows, each top elaborated .*: no fault$" -- $table check
for flow in sim lint ycheck formal-quick; do
  if diff <(python3 synth/xlflow/table.py rows "$flow") <(configs "$flow") >/dev/null; then
    ok "scripts/configs.sh gives the reader's $flow rows"
  else
    bad "scripts/configs.sh gives the reader's $flow rows" "$(diff <(python3 synth/xlflow/table.py rows "$flow") <(configs "$flow") | head -4)"
  fi
done

# broken NAME LINE_PATTERN REPLACEMENT WANT: a copy of the table with the first row that
# matches LINE_PATTERN (sed) replaced; the check of that row must fail with WANT
# (FILE:LINE:COLUMN: ...).
broken() {
  local name=$1 pattern=$2 replacement=$3 want=$4 copy=$T/$1.configs row
  sed "0,/$pattern/s//$replacement/" rtl/xlane.configs > "$copy"
  row=$(sed -n "0,/$pattern/s/^\([a-z0-9_]*\) .*/\1/p" rtl/xlane.configs | tail -1)
  expect "bad row: $name" 1 "$want" -- $table check "$copy" "$row"
}
line=$(grep -n '^xl_shfl_n8w16 ' rtl/xlane.configs | cut -d: -f1)
broken unknown-flow '^\(xl_shfl_n8w16 .*\) ycheck$' '\1 ychek' \
  "$T/unknown-flow.configs:$line:[0-9]+: 'ychek' is not a flow the table declares"
broken unknown-param '^xl_shfl_n8w16 \( *\)xl_shfl\( *\)NumLanes=8,' 'xl_shfl_n8w16 \1xl_shfl\2NumLane=8,' \
  "$T/unknown-param.configs:$line:[0-9]+: xl_shfl has no parameter NumLane \\(it has NumLanes, Width, UndefFlags, "
lpline=$(grep -n '^xl_shfl_pipe_l1 ' rtl/xlane.configs | cut -d: -f1)
broken localparam '^xl_shfl_pipe_l1 \( *\)xl_shfl_arch\( *\)Latency=1' 'xl_shfl_pipe_l1 \1xl_shfl_pipe\2PreDepth=1' \
  "$T/localparam.configs:$lpline:[0-9]+: PreDepth is a localparam of xl_shfl_pipe: it cannot be set"
broken out-of-range '^xl_shfl_n8w16 \( *\)xl_shfl\( *\)NumLanes=8,' 'xl_shfl_n8w16 \1xl_shfl\2NumLanes=12,' \
  "$T/out-of-range.configs:$line:[0-9]+: xl_shfl NumLanes=12,Width=16: xl_shfl_ctrl: NumLanes must be a power of two from 2 to 64 \\(rtl/xl_shfl_ctrl.sv:[0-9]+\\)"
broken bad-value '^xl_shfl_n8w16 \( *\)xl_shfl\( *\)NumLanes=8,' 'xl_shfl_n8w16 \1xl_shfl\2NumLanes=eight,' \
  "$T/bad-value.configs:$line:[0-9]+: NumLanes: eight is not a constant of rtl/xl_pkg.sv \\([A-Z][A-Za-z]*, "
broken bad-literal '^xl_shfl_n8w16 \( *\)xl_shfl\( *\)NumLanes=8,' 'xl_shfl_n8w16 \1xl_shfl\2NumLanes=8h,' \
  "$T/bad-literal.configs:$line:[0-9]+: NumLanes: '8h' is not a decimal, a sized constant \\(1'b1\\) or a constant of rtl/xl_pkg.sv$"
broken model-name '^xl_shfl_n8w16 ' 'xl-shfl-n8w16 ' \
  "$T/model-name.configs:$line:1: the name 'xl-shfl-n8w16' is not an identifier, and the row lists sim \\(its model is V<name>\\)"
# A harness's row may set the knobs of the unit it wraps (WRAPS), checked at the unit, in
# Yosys flows only; a name neither declares is an error.
wline=$(grep -n '^fv_shfl_gather_n4w4_k2 ' rtl/xlane.configs | cut -d: -f1)
broken wrapped-range '^\(fv_shfl_gather_n4w4_k2 .*\)GatherLanes=2' '\1GatherLanes=3' \
  "$T/wrapped-range.configs:$wline:[0-9]+: xl_shfl_arch NumLanes=4,Width=4,Arch=1,GatherLanes=3: xl_shfl_gather: GatherLanes must be a power of two from 1 to NumLanes \\(rtl/xl_shfl_gather.sv:[0-9]+\\)"
broken wrapped-flow '^\(fv_shfl_gather_n4w4_k2 .*\)GatherLanes=2 ' '\1GatherLanes=2,WideLuts=0 lint ' \
  "$T/wrapped-flow.configs:$wline:[0-9]+: WideLuts is xl_shfl_arch's, which fv_shfl_pipe wraps: only Yosys sets it \\(chparam\\), not the flows lint"
broken wrapped-unknown '^\(fv_shfl_gather_n4w4_k2 .*\)GatherLanes=2' '\1GatherLane=2' \
  "$T/wrapped-unknown.configs:$wline:[0-9]+: fv_shfl_pipe has no parameter GatherLane \\(it has .*, and xl_shfl_arch's, which it wraps\\)"
# ... and the flows give each module its own: the harness and the unit.
expect "chparam: a harness's row reaches the unit it wraps" 0 \
  "^chparam -set NumLanes 4 -set Arch 1 fv_shfl_pipe; chparam -set NumLanes 4 -set Arch 1 -set WideLuts 0 xl_shfl_arch;$" \
  -- $table chparam fv_shfl_pipe NumLanes=4,Arch=1,WideLuts=0
# xl_shfl_arch's dispatch is written from xl_pkg's ShflArch constants (synth/xlflow/archs.py):
# the committed text is what it writes, and a stale copy is an error naming its line.
expect "archs: xl_shfl_arch's dispatch is the one archs.py writes" 0 "^ok   archs: " -- \
  python3 synth/xlflow/archs.py check
grep -v 'xl_shfl_uniform #(' rtl/xl_shfl_arch.sv > "$T/xl_shfl_arch_stale.sv"
expect "archs: a dispatch missing a microarchitecture is stale" 1 \
  "^$T/xl_shfl_arch_stale.sv:[0-9]+:1: what is written from xl_pkg's ShflArch constants is stale" -- \
  python3 synth/xlflow/archs.py check "$T/xl_shfl_arch_stale.sv"
# A package constant as a value, and a declared sweep (rows of make explore and make sweep).
xline=$(grep -n '^shfl-xbar-n8 ' rtl/xlane.configs | cut -d: -f1)
broken unknown-constant '^\(shfl-xbar-n8 .*\)Arch=ShflArchXbar,' '\1Arch=ShflArchXbr,' \
  "$T/unknown-constant.configs:$xline:[0-9]+: Arch: ShflArchXbr is not a constant of rtl/xl_pkg.sv \\([A-Z][A-Za-z]*, "
gline=$(grep -n '^shfl-gather{GatherLanes}-n8 ' rtl/xlane.configs | cut -d: -f1)
broken sweep-unnamed '^shfl-gather{GatherLanes}-n8 ' 'shfl-gather-n8 ' \
  "$T/sweep-unnamed.configs:$gline:[0-9]+: GatherLanes is swept: the name 'shfl-gather-n8' must carry {GatherLanes} to tell its rows apart"
broken sweep-placeholder '^shfl-gather{GatherLanes}-n8 ' 'shfl-gather{GatherLanes}-n{Lanes} ' \
  "$T/sweep-placeholder.configs:$gline:[0-9]+: {Lanes}: the row has no parameter Lanes to name"
broken sweep-twice '^shfl-gather{GatherLanes}-n8 \(.*\)GatherLanes=1|2|4,' 'shfl-gather{GatherLanes}-n8 \1GatherLanes=1|2|2,' \
  "$T/sweep-twice.configs:$gline:1: the name 'shfl-gather2-n8' is used twice \\(first on line $gline\\)"
sed '0,/GatherLanes=1|2|4,/s//GatherLanes=1|2|12,/' rtl/xlane.configs > "$T/sweep-range.configs"
expect "bad row: a swept value out of range names the row's line" 1 \
  "$T/sweep-range.configs:$gline:[0-9]+: xl_shfl_arch Arch=1,GatherLanes=12,.*: " -- \
  $table check "$T/sweep-range.configs" shfl-gather12-n8
expect "sweep: the rows of a sweep, the first parameter outermost, named by its values" 0 \
  '^sweep-shfl-n4w8 xl_shfl NumLanes=4,Width=8 sweep-shfl-n4w16 xl_shfl NumLanes=4,Width=16 .* sweep-shf-w64 xl_shf Width=64$' -- \
  sh -c "python3 synth/xlflow/table.py rows sweep | tr '\n' ' ' | sed 's/ $//'"
expect "sweep: make explore's 55 design points, package constants as their values" 0 \
  '^55 shfl-pxbar10c4-n32 xl_shfl_arch Arch=3,GatherLanes=1,Latency=1,TreeCuts=10,Copies=4,Queue=0,NumLanes=32,Width=32$' -- \
  sh -c "python3 synth/xlflow/table.py rows explore | wc -l | tr '\n' ' '; python3 synth/xlflow/table.py rows explore | grep '^shfl-pxbar10c4-n32 '"
broken not-name-value '^xl_shfl_n8w16 \( *\)xl_shfl\( *\)NumLanes=8,' 'xl_shfl_n8w16 \1xl_shfl\2NumLanes,' \
  "$T/not-name-value.configs:$line:[0-9]+: 'NumLanes' is not NAME=VALUE"
broken twice '^xl_shfl_n8w16 \( *\)xl_shfl\( *\)NumLanes=8,' 'xl_shfl_n8w16 \1xl_shfl\2Width=8,' \
  "$T/twice.configs:$line:[0-9]+: the parameter Width is given twice"
broken duplicate-name '^xl_shfl_n8w16 ' 'xl_shfl_n2w1 ' \
  "$T/duplicate-name.configs:$line:1: the name 'xl_shfl_n2w1' is used twice \\(first on line [0-9]+\\)"
broken unknown-top '^xl_shfl_n8w16 \( *\)xl_shfl ' 'xl_shfl_n8w16 \1xl_shufl ' \
  "$T/unknown-top.configs:$line:1: xl_shufl: no module of that name"
broken short-row '^\(xl_shfl_n8w16 *xl_shfl *[^ ]*\) .*$' '\1' \
  "$T/short-row.configs:$line:[0-9]+: a row needs a name, a top, parameters"
# Column: the out-of-range fault points at the parameter column of its row.
col=$(awk -v l="$line" 'NR == l { print index($0, "NumLanes") }' rtl/xlane.configs)
expect "bad row: the column is the parameters' column ($col)" 1 "out-of-range.configs:$line:$col: " -- \
  $table check "$T/out-of-range.configs" xl_shfl_n8w16
# The shell's and CMake's readers refuse a bad row too, with its line.
expect "bad row: rows FLOW refuses it, with its line" 1 "unknown-flow.configs:$line:" -- \
  python3 synth/xlflow/table.py rows sim "$T/unknown-flow.configs"

# The files a top reads: the modules and packages it names, in rtl/xlane.f's order; a
# harness's files after them; an unknown top is an error.
expect "files: xl_shfl_xbar reads the mux tree and itself" 0 '^rtl/xl_mux_tree.sv rtl/xl_shfl_xbar.sv$' -- \
  python3 synth/xlflow/table.py files xl_shfl_xbar
expect "files: xl_word_unit reads the pipeline and its three units, not the shuffle" 0 \
  '^rtl/xl_pkg.sv rtl/xl_pipe.sv rtl/xl_mux_tree.sv rtl/xl_shf.sv rtl/xl_shuf.sv rtl/xl_prmt.sv rtl/xl_word_unit.sv$' -- \
  python3 synth/xlflow/table.py files xl_word_unit
expect "files: the package comes first (xl_shfl_bnet names xl_pkg::)" 0 '^rtl/xl_pkg.sv rtl/xl_shfl_bnet.sv$' -- \
  python3 synth/xlflow/table.py files xl_shfl_bnet
expect "files: a harness after the RTL" 0 ' rtl/xl_word_unit.sv synth/pnr/xl_pnr_pkg.sv synth/pnr/xl_pnr_sin.sv .*synth/pnr/xl_pnr_wrap_word.sv$' -- \
  python3 synth/xlflow/table.py files xl_pnr_wrap_word synth/pnr/pnr.f
expect "files: an unknown top" 1 '^table: files: no file of rtl/xlane.f defines a module xl_nope$' -- \
  python3 synth/xlflow/table.py files xl_nope
# A module named only in a comment is not read (xl_shf uses no other module).
mkdir -p "$T/files/rtl"
cp rtl/xl_shf.sv rtl/xl_mux_tree.sv "$T/files/rtl/"
printf 'rtl/xl_mux_tree.sv\nrtl/xl_shf.sv\n' > "$T/files/rtl/xlane.f"
printf '// xl_mux_tree #(.N(2)) u_x ();\n/* xl_mux_tree u_y (); */\n' >> "$T/files/rtl/xl_shf.sv"
got=$(cd "$T/files" && python3 - "$OLDPWD/synth" <<'PY'
import os, sys
sys.path.insert(0, sys.argv[1])
from xlflow import table
table.ROOT = os.getcwd()
print(" ".join(table.top_files("xl_shf")))
PY
)
[ "$got" = rtl/xl_shf.sv ] && ok "files: a module named in a comment only is not read" ||
  bad "files: a module named in a comment only is not read" "$got"
# top_files TREE TOP: the files TOP reads in the scratch tree TREE (or its error).
top_files_in() {
  (cd "$1" && python3 - "$OLDPWD/synth" "$2" <<'PY'
import os, sys
sys.path.insert(0, sys.argv[1])
from xlflow import table
table.ROOT = os.getcwd()
try:
    print(" ".join(table.top_files(sys.argv[2])))
except ValueError as e:
    print(e)
PY
  )
}
# A "/*" or "//" inside a string starts no comment: the instance after it is found.
cp -r "$T/files" "$T/strings"
printf 'module xl_probe;\n  initial $display("/* http://x");\n  xl_mux_tree #(.N(2)) u_y ();\n  /* a comment */\nendmodule\n' > "$T/strings/rtl/xl_probe.sv"
echo rtl/xl_probe.sv >> "$T/strings/rtl/xlane.f"
got=$(top_files_in "$T/strings" xl_probe)
[ "$got" = "rtl/xl_mux_tree.sv rtl/xl_probe.sv" ] && ok "files: a comment opener inside a string hides no instance" ||
  bad "files: a comment opener inside a string hides no instance" "$got"
# `include is refused with its file and line, not followed silently.
printf '`include "ports.svh"\n' >> "$T/strings/rtl/xl_probe.sv"
got=$(top_files_in "$T/strings" xl_probe)
[[ $got == "rtl/xl_probe.sv:6: \`include is not followed"* ]] && ok "files: \`include is an error naming file and line" ||
  bad "files: \`include is an error naming file and line" "$got"

# The flows' one Yosys script renderer (synth/xlflow/yosys.py): a template of synth/ with
# the top's files, its chparam line and the template's own placeholders filled; a
# placeholder left unfilled, or a value with no place, is an error naming where.
render="$XLANE_PY synth/xlflow/yosys.py render"
expect "render: chparam and files filled" 0 '^chparam -set NumLanes 8 -set Width 16 xl_shfl;$' -- \
  $render generic.ys xl_shfl out/x --params NumLanes=8,Width=16
script=$($render xilinx_area.ys xl_shfl_pipe out/x --params - --fill "WIDEMUX=-widemux 5")
rc=$?
got=$(grep -v '^#' <<<"$script" | grep -c '@')
[ $rc -eq 0 ] && [ "$got" = 0 ] && grep -q '^synth_xilinx -flatten -noiopad -widemux 5 -top xl_shfl_pipe' <<<"$script" &&
  ok "render: no placeholder left" || bad "render: no placeholder left" "exit $rc, $got lines with @"
line=$(grep -n '@WIDEMUX@' synth/xilinx.ys | head -1 | cut -d: -f1)
col=$(grep -m1 '@WIDEMUX@' synth/xilinx.ys | awk '{ print index($0, "@WIDEMUX@") }')
expect "render: a placeholder without a value" 2 "synth/xilinx.ys:$line:$col: @WIDEMUX@: no value given for it" -- \
  $render xilinx.ys xl_shuf out/x
expect "render: a value without a place" 2 "no place for @SYNTH@" -- $render generic.ys xl_shuf out/x --fill SYNTH=synth_ice40
expect "render: --fill not KEY=VALUE" 2 "--fill 'WIDEMUX': not KEY=VALUE" -- $render xilinx.ys xl_shuf out/x --fill WIDEMUX
expect "render: an unknown top" 2 "defines a module xl_nosuch" -- $render generic.ys xl_nosuch out/x

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
