#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# scripts/formal.sh's batches (FORMAL_BATCH=1, as ctest formal_quick runs them) can fail, and find
# what the rows alone find: in a copy of rtl/, formal/ and scripts/ (never this tree), with
# xl_pipe's stage 2 loading its data register while stalled, the batch of the harnesses
# whose units check themselves (fv_pipe's rows) fails (its proof is xl_pipe's own
# assertions: a batch that dropped them would pass), is split, and
# fv_pipe_d2 fails alone with the assertion's source line and a counterexample, while
# fv_pipe_d1_skid (no stage 2; the same depth, 5, so the same batch) and the other
# harnesses' batch pass.
#
# Usage: tb/formal/test_batch.sh WORK_DIR     (ctest: formal_batch; run from the root)
set -uo pipefail
T=${1:?usage: test_batch.sh WORK_DIR}
rm -rf "$T"
mkdir -p "$T/src/synth"
# shellcheck source=../cli/expect.sh
source "$(dirname "$0")/../cli/expect.sh"
export XLANE_VENV=${XLANE_VENV:-$PWD/.venv}
cp -r rtl formal scripts "$T/src/"
cp -r synth/xlflow "$T/src/synth/"  # the table's reader, which scripts/configs.sh runs
cd "$T/src" || exit 1
sed -i 's/if (ready\[s-1\] && (GlobalStall || valid\[s-1\])) begin/if ((ready[s-1] \&\& (GlobalStall || valid[s-1])) || s == 2) begin/' rtl/xl_pipe.sv
if grep -q '|| s == 2) begin' rtl/xl_pipe.sv; then ok "xl_pipe broken in the copy"; else bad "xl_pipe broken in the copy" "the line to break was not found"; fi

export FORMAL_BATCH=1 FORMAL_OUT=$T/formal FORMAL_JOBS=2
scripts/formal.sh fv_pipe_d1_skid fv_pipe_d2 fv_word_shf_w8_l0 fv_word_shuf_l0 > "$T/out.txt" 2>&1
rc=$?
[ $rc -eq 1 ] && ok "formal.sh: exit 1" || bad "formal.sh: exit 1" "exit $rc" "$(tail -5 "$T/out.txt")"
has() {  # has NAME PATTERN: a line of the run's output matches PATTERN
  if grep -qE -- "$2" "$T/out.txt"; then ok "$1"; else bad "$1" "no line matches: $2" "$(head -12 "$T/out.txt")"; fi
}
has "the fv_pipe batch fails and is split" '^fv_batch_own_d5 +k-induction +2 rows: each alone +split'
has "the other harnesses' batch passes" '^fv_batch_units_d3 +k-induction +2 rows, depth 3 +pass'
has "fv_pipe_d2 fails alone, with xl_pipe's assertion and its line" 'formal: fv_pipe_d2: failed: xl_pipe\.sv:[0-9]+: assert'
has "fv_pipe_d2's counterexample" 'formal: fv_pipe_d2: counterexample \(12 cycles from reset\): .*trace\.vcd'
has "fv_pipe_d1_skid passes alone" '^fv_pipe_d1_skid +k-induction .* pass +[0-9.]+ s pass'
has "the covers of the proven batch's rows" '^fv_word_shuf_l0 +k-induction .* pass +batch - pass'
echo "test_batch: $pass passed, $fail failed"
[ $fail -eq 0 ]
