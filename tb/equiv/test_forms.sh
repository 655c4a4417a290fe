#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# scripts/equiv.sh's checks of the Verilator form (NAME-sim) can fail, and find what they
# must: in a copy of rtl/, formal/ and scripts/ (never this tree),
#   - the Verilator form of xl_mux_tree broken (its select off by one bit): xl_shfl_n8-sim
#     and xl_shuf-sim fail, each with the module, its parameters, a counterexample and a VCD,
#     and the checks of the synthesis form still pass;
#   - a Verilator form added to xl_shfl_bnet (an empty, indented `ifdef VERILATOR): the check no
#     longer calls both forms one design, it proves the whole Verilator form against the
#     reference.
#
# Usage: tb/equiv/test_forms.sh WORK_DIR     (ctest: equiv_forms; run from the root)
set -uo pipefail
T=${1:?usage: test_forms.sh WORK_DIR}
rm -rf "$T"
mkdir -p "$T/src"
# shellcheck source=../cli/expect.sh
source "$(dirname "$0")/../cli/expect.sh"
root=$PWD
# The copy proves with this tree's virtual environment (its current Yosys, pyosys).
export XLANE_VENV=${XLANE_VENV:-$root/.venv}
cp -r rtl formal scripts "$T/src/"
mkdir -p "$T/src/synth"
cp -r synth/xlflow "$T/src/synth/"  # the table's reader, which scripts/configs.sh runs
cd "$T/src" || exit 1
E="scripts/equiv.sh"
export EQUIV_OUT=$T/equiv

expect "both forms one design where no module has a Verilator form (xl_shfl_bnet_n8)" 0 \
  'xl_shfl_bnet_n8-sim: PROVEN by check xl_shfl_bnet_n8: no module' -- $E xl_shfl_bnet_n8-sim
expect "the shuffle's Verilator form proven module by module" 0 \
  'xl_shfl_n8-sim: xl_mux_tree at NumIn=8 Width=32 SelBits=3: both forms PROVEN equal' -- $E xl_shfl_n8-sim

sed -i 's/assign out_o = in_i\[sel_i\*Width +: Width\];/assign out_o = in_i[(sel_i ^ 1)*Width +: Width];/' rtl/xl_mux_tree.sv
grep -qF '(sel_i ^ 1)' rtl/xl_mux_tree.sv && ok "xl_mux_tree's Verilator form broken" ||
  bad "xl_mux_tree's Verilator form broken" "the line to break is not in rtl/xl_mux_tree.sv"
expect "broken: xl_shfl_n8-sim fails, naming the module and its parameters" 1 \
  'xl_mux_tree at NumIn=8 Width=32 SelBits=3 \(rtl/xl_mux_tree.sv\): the two forms DIFFER' -- $E xl_shfl_n8-sim
expect "broken: the counterexample's select and both outputs" 1 'gate_out_o.*' -- $E xl_shfl_n8-sim
[ -s "$EQUIV_OUT/xl_shfl_n8-sim.1.vcd" ] && ok "broken: the counterexample as a VCD" ||
  bad "broken: the counterexample as a VCD" "no $EQUIV_OUT/xl_shfl_n8-sim.1.vcd"
expect "broken: xl_shuf-sim fails too (both of its muxes)" 1 \
  'xl_mux_tree at NumIn=4 Width=8 SelBits=2 \(rtl/xl_mux_tree.sv\): the two forms DIFFER' -- $E xl_shuf-sim
expect "broken: the synthesis form is still proven (xl_shuf)" 0 'xl_shuf: PROVEN equivalent' -- $E xl_shuf
cp "$root/rtl/xl_mux_tree.sv" rtl/

printf '  `ifdef VERILATOR\n  `endif\n' >> rtl/xl_shfl_bnet.sv
out=$($E xl_shfl_bnet_n8-sim 2>&1)
if grep -qF "(xl_shfl_bnet NumLanes=8, Verilator's form) ..." <<<"$out" && grep -q "xl_shfl_bnet_n8-sim: PROVEN equivalent" <<<"$out"; then
  ok "a Verilator form in xl_shfl_bnet: its whole Verilator form proven against the reference"
else
  bad "a Verilator form in xl_shfl_bnet: its whole Verilator form proven against the reference" "$out"
fi

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
