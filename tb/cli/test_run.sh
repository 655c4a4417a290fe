#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# End-to-end tests of `xlane run` (docs/run.md): every program in programs/ with --check on
# the RTL, a wrong expectation, the RTL-vs-model stop (self-test), --step, --trace, the
# --init / --print options, and every kind of bad program: FILE:LINE:COL and exit 2.
#
# Usage: tb/cli/test_run.sh PATH/TO/xlane PROGRAMS_DIR WORK_DIR     (ctest: cli_run)
set -uo pipefail
X=${1:?usage: test_run.sh PATH/TO/xlane PROGRAMS_DIR WORK_DIR}
P=${2:?programs directory}
T=${3:?work directory}
rm -rf "$T"
mkdir -p "$T"
# shellcheck source=expect.sh
source "$(dirname "$0")/expect.sh"

# --- every program in programs/ holds its expectations on the RTL --------------------------
n=0
for f in "$P"/*.ptx; do
  n=$((n + 1))
  expect "$(basename "$f") --check" 0 'expectations: [1-9][0-9]* passed, 0 failed$' -- "$X" run --check "$f"
done
[ $n -ge 16 ] && ok "programs/ holds $n programs" || bad "programs/ holds only $n programs"
# Each is a row of docs/run.md's table and of docs/spec.md's Examples as programs.
for doc in run spec; do
  missing=$(for f in "$P"/*.ptx; do grep -qF "| \`$(basename "$f")\` |" "$P/../docs/$doc.md" || basename "$f"; done)
  [ -z "$missing" ] && ok "docs/$doc.md lists every program" || bad "docs/$doc.md lists every program" "missing: $missing"
done

# The same on the shuffle's other microarchitectures (--arch): results and expectations,
# and the clock cycles they took in the summary.
for arch in gather uniform pxbar pxbar-fanout; do
  for f in "$P"/*.ptx; do
    expect "$(basename "$f") --check --arch $arch" 0 \
      "clock cycles on the $arch shuffle; expectations: [1-9][0-9]* passed, 0 failed\$" -- "$X" run --check --arch $arch "$f"
  done
done
# With the time-multiplexed reduction and match (--collectives seq): every program, its
# results and expectations, and the clock cycles in the summary.
for f in "$P"/*.ptx; do
  expect "$(basename "$f") --check --collectives seq" 0 \
    "clock cycles on the crossbar with the time-multiplexed reduction and match; expectations: [1-9][0-9]* passed, 0 failed\$" -- \
    "$X" run --check --collectives seq "$f"
done
# On the uniform unit a uniform shuffle, one at a time, takes 3 cycles (taken, passed
# through the network, given): scan's 5 shuffles 15, its 5 other instructions a cycle each.
expect "scan on the uniform unit: 20 cycles" 0 '5 on the RTL \(all matching the golden model\), 20 clock cycles on the uniform shuffle' -- \
  "$X" run --arch uniform "$P/scan.ptx"
"$X" run --arch gather --inject-error 4 --trace "$T/fail_gather.fst" "$P/scan.ptx" > "$T/fail_gather.out" 2>&1
rc=$?
if [ $rc -eq 1 ] && [ -s "$T/fail_gather.fst" ] &&
   grep -qE "waveform: $T/fail_gather.fst \(the failing instruction's result is at time [0-9]+, two steps a clock cycle\)" "$T/fail_gather.out"; then
  ok "injected model error on the gather: the waveform is kept, the result's time named"
else
  bad "injected model error on the gather: the waveform is kept, the result's time named" "exit $rc" "$(tail -3 "$T/fail_gather.out")"
fi

# The examples' stated results, visible in the printed table (not only in the directives).
expect "scan: lane 3 holds 10, lane 31 holds 528" 0 '^  31 \| 0x44040000 528 ' -- "$X" run "$P/scan.ptx"
expect "scan: lane 3 row" 0 '^   3 \| 0x41200000 10 ' -- "$X" run "$P/scan.ptx"
expect "butterfly: every lane 528" 0 '^   0 \| 0x44040000 528$' -- "$X" run "$P/butterfly.ptx"
expect "without --check the expectations are counted, not checked" 0 '2 expectation\(s\) not checked \(use --check\)' -- \
  "$X" run "$P/scan.ptx"
expect "summary counts the instructions on the RTL" 0 '10 instructions, 5 on the RTL \(all matching the golden model\)' -- \
  "$X" run "$P/scan.ptx"
expect "undefined lanes print as ?" 0 '^   8 \| 0x00000050 \| \? ' -- "$X" run --check "$P/divergent.ptx"
# The shuffle's siblings on the RTL: one row of each program's table.
expect "warp_agg_inc: lane 31 takes slot 119, the leader's counter moved" 0 \
  '^  31 \| 0x0000000c 12 \| 1 +\| 0xb5ad6b5e \| 0x00000014 20 \| 0x00000001 1 \| 0x00000077 119 \| 0x00000064 100$' -- \
  "$X" run "$P/warp_agg_inc.ptx"
expect "warp_agg_inc: a lane without an item takes no part" 0 '^   0 \| 0x00000019 25 \| 0 +\| \? +\| \? +\| \? +\| \? +\| 0x00000064 100$' -- \
  "$X" run "$P/warp_agg_inc.ptx"
expect "warp_agg_inc: 6 instructions on the RTL" 0 '18 instructions, 6 on the RTL \(all matching the golden model\)' -- \
  "$X" run "$P/warp_agg_inc.ptx"
expect "match_groups: lane 7's group, leader and place" 0 '^   7 \| 0x00000004 \| 0x08421084 \| 0x00000002 2 \| 0x00000006 \| 0x00000001 \| 0$' -- \
  "$X" run "$P/match_groups.ptx"
expect "redux: redux.sync and the butterfly agree" 0 '^   5 \| 0x00001c30 7216 \| 0x00001c30 7216 \| 0xffffffed 4294967277$' -- \
  "$X" run --print sum,s,maxu "$P/redux.ptx"
expect "vote: a membermask lane that does not execute makes the result undefined" 0 '^   1 \| \?$' -- \
  "$X" run --print w "$P/vote.ptx"
expect "vote: lanes that do not execute keep their value" 0 '^   0 \| 0$' -- "$X" run --print w "$P/vote.ptx"
expect "prmt: the spec's two examples" 0 '^  17 \| 0x07050301 \| 0x808080ff$' -- "$X" run --print ex1,ex2 "$P/prmt.ptx"
expect "--step: a vote step" 0 "vote.sync.ballot.b32  no, !p, 0xffffffff;   \\[rtl, active 0xffffffff\\]" -- \
  "$X" run --step "$P/vote.ptx"

# --- a wrong expectation: exit 1 with the lane -----------------------------------------------
sed 's|^//! expect Rx = .*|//! expect Rx = (%laneid + 1) * (%laneid + 2) / 2 + (%laneid == 7)|' "$P/scan.ptx" > "$T/wrong.ptx"
expect "wrong expectation: exit 1, file:line:col" 1 "$T/wrong.ptx:[0-9]+:5: expectation failed: Rx differs in 1 lane" -- \
  "$X" run --check "$T/wrong.ptx"
expect "wrong expectation: the lane and both values" 1 '=lane 7: expected 0x42140000 37, got 0x42100000 36' -- \
  "$X" run --check "$T/wrong.ptx"
expect "wrong expectation without --check: exit 0" 0 'not checked' -- "$X" run "$T/wrong.ptx"

# --- the RTL is checked against the model: the self-test stops the run -----------------------
expect "injected model error: exit 1 and the lane table" 1 'the RTL and the golden model disagree on .shfl.up.b32  Ry\|p, Rx, 0x4,  0x0;. \(instruction 4, waveform time 4\)' -- \
  "$X" run --inject-error 4 "$P/scan.ptx"
expect "injected model error: the report names the lane" 1 '^\* +[0-9]+ \|' -- "$X" run --inject-error 4 "$P/scan.ptx"
"$X" run --inject-error 4 --trace "$T/fail.fst" "$P/scan.ptx" > "$T/fail.out" 2>&1
rc=$?
if [ $rc -eq 1 ] && [ -s "$T/fail.fst" ] && grep -qF "waveform: $T/fail.fst (the failing instruction is at time 4)" "$T/fail.out"; then
  ok "injected model error: the waveform is closed and kept"
else
  bad "injected model error: the waveform is closed and kept" "exit $rc" "$(tail -3 "$T/fail.out")"
fi

# --- --step and --trace ------------------------------------------------------------------------
"$X" run --step "$P/scan.ptx" > "$T/step.out" 2>&1
steps=$(grep -c '^#[0-9]* t=[0-9]* ' "$T/step.out")
[ "$steps" -eq 10 ] && ok "--step: one block per instruction (10)" || bad "--step: one block per instruction" "got $steps"
expect "--step: the instruction with its place, unit and active lanes" 0 \
  "=#1 t=1 $P/scan.ptx:" -- "$X" run --step "$P/scan.ptx"
expect "--step: shfl steps show the source lane" 0 '^lane \| Rx:f32 +\| Ry:f32 +\| p \| src$' -- "$X" run --step "$P/scan.ptx"
printf 'setp.lt.u32 p, %%laneid, 4;\n//! init r = 1\n@p shf.l.clamp.b32 d, r, r, 1;\n' > "$T/guarded_shf.ptx"
expect "--step: a guarded shf step has no source-lane column" 0 '^  31 \| 0 \| \? +\| 0x00000001$' -- \
  "$X" run --step "$T/guarded_shf.ptx"
expect "--step: a guarded add shows its active lanes" 0 '\[c\+\+, active 0xfffffffe\]' -- "$X" run --step "$P/scan.ptx"
rm -f "$T/scan.fst"
expect "--trace: runs and says where" 0 "waveform $T/scan.fst \(time = instruction index\)" -- \
  "$X" run --check --trace "$T/scan.fst" "$P/scan.ptx"
if [ -s "$T/scan.fst" ]; then ok "--trace: the FST exists and is not empty"; else bad "--trace: the FST exists and is not empty"; fi
if command -v fst2vcd > /dev/null; then
  fst2vcd "$T/scan.fst" > "$T/scan.vcd" 2> /dev/null
  last=$(grep -E '^#[0-9]+' "$T/scan.vcd" | tail -1)
  if grep -q 'valid_i' "$T/scan.vcd" && [ "$last" = "#9" ]; then
    ok "--trace: xl_warp's ports are in it, last time 9 (10 instructions)"
  else
    bad "--trace: xl_warp's ports are in it, last time 9" "last time stamp: $last"
  fi
fi
expect "--trace into a directory: exit 2" 2 "=--trace $T: is a directory" -- "$X" run --trace "$T" "$P/scan.ptx"

# --- --init and --print -------------------------------------------------------------------------
expect "--init replaces //! init (32 ones sum to 32)" 0 '^   0 \| 0x42000000 32$' -- "$X" run --init 'Rx = 1' --print Rx "$P/butterfly.ptx"
expect "--init: a lane list" 0 '^  31 \| 0x44040000 528$' -- "$X" run --print Rx \
  --init 'Rx=32 31 30 29 28 27 26 25 24 23 22 21 20 19 18 17 16 15 14 13 12 11 10 9 8 7 6 5 4 3 2 1' "$P/butterfly.ptx"
expect "--init Rx=lane+1 (lane: %laneid)" 0 '^  31 \| 0x44040000 528 ' -- "$X" run --init Rx=lane+1 "$P/scan.ptx"
expect "--print chooses the columns" 0 '^lane \| p$' -- "$X" run --print p "$P/scan.ptx"
expect "--print of an unknown register: exit 2" 2 "=--print:1:1: print: 'Rz' is not a register of the program" -- \
  "$X" run --print Rz "$P/scan.ptx"
expect "--init with a bad value: exit 2" 2 "=--init:1:6: --init: expected a value after '='" -- \
  "$X" run --init 'Rx = ' "$P/scan.ptx"
expect "--init of an unknown register: exit 2" 2 "=--init:1:1: --init: 'rx' is not a register of the program" -- \
  "$X" run --init 'rx=1' "$P/scan.ptx"
expect "standard input" 0 '^   5 \| 0x00000006$' -- bash -c "printf '//! init r = %%laneid\nadd.u32 r, r, 1;\n//! print r\n' | sed 's/add.u32 r, r, 1;/xor.b32 r, r, 3;/' | '$X' run -"

# --- bad programs: FILE:LINE:COL, exit 2, nothing runs ----------------------------------------
# badprog NAME TEXT PATTERN: the program TEXT fails with PATTERN (fixed string, after FILE:).
badprog() {
  local name=$1 text=$2 want=$3
  printf '%b' "$text" > "$T/bad.ptx"
  expect "bad program: $name" 2 "=$T/bad.ptx:$want" -- "$X" run "$T/bad.ptx"
}
badprog "unknown opcode" 'mov.u32 r1, 1;\nfrob.b32 r1, r1;\n' "2:1: unknown instruction 'frob'"
badprog "bad register" 'mov.u32 r1, 1;\nadd.u32 r2, r1.x, 1;\n' "2:13: add.u32: bad register name 'r1.x'"
badprog "predicate as a register" 'setp.eq.u32 p, 1, 1;\nadd.u32 r2, p, 1;\n' "2:13: add.u32: 'p' is a predicate (line 1), not a 32-bit register"
badprog "missing operand" 'mov.u32 r1, 1;\nshfl.up.b32 r2, r1, 1;\n' "2:22: shfl.up.b32: missing operand: expected 4 (d[|p], a, b, c), found 3"
badprog "missing membermask" 'mov.u32 r1, 1;\nshfl.sync.up.b32 r2|p, r1, 1, 0;\n' "2:32: shfl.sync.up.b32: missing operand: expected 5"
badprog "bad guard" 'mov.u32 r1, 1;\n@ add.u32 r1, r1, 1;\n' "2:3: bad guard: expected a predicate register after '@', found 'add.u32'"
badprog "register as guard" 'mov.u32 r1, 1;\n@r1 add.u32 r1, r1, 1;\n' "2:2: bad guard: 'r1' is a 32-bit register"
badprog "undefined predicate" 'mov.u32 r1, 1;\n@!q add.u32 r1, r1, 1;\n' "2:3: undefined predicate 'q'"
badprog "undefined register" 'add.u32 r1, r1, 1;\n' "1:13: undefined register 'r1'"
badprog "unterminated comment" 'mov.u32 r1, 1;\n  /* no end\nmov.u32 r2, 2;\n' "2:3: unterminated comment: '/*' without '*/'"
badprog "too-large immediate" 'mov.u32 r1, 0x100000000;\n' "1:13: mov.u32: immediate '0x100000000' does not fit in 32 bits"
badprog "too-large negative immediate" 'mov.u32 r1, -2147483649;\n' "1:13: mov.u32: immediate '-2147483649' does not fit in 32 bits"
badprog "bad number" 'mov.u32 r1, 12ab;\n' "1:13: bad number '12ab'"
badprog "float immediate on an integer op" 'mov.u32 r1, 1.5;\n' "1:13: mov.u32: float immediate '1.5' needs an .f32 instruction"
badprog "unknown modifier" 'add.rz.f32 r1, 1, 2;\n' "1:4: add: rounding .rz is not supported"
badprog "64-bit register" '.reg .u64 r<2>;\n' "1:6: .reg: type '.u64' is not supported"
badprog "bad character" 'mov.u32 r1, 1 \\ 2;\n' "1:15: unexpected character"
badprog "unknown directive" 'mov.u32 r1, 1;\n//! expext r1 = 1\n' "2:5: unknown directive 'expext' (//! init, //! expect, //! print)"
badprog "bad lane list" 'mov.u32 r1, 1;\n//! expect r1 = 1 2 3\n' "2:17: //! expect: a lane list needs 32 values, this one has 3"
badprog "expect of an unknown register" 'mov.u32 r1, 1;\n//! expect r2 = 1\n' "2:12: //! expect: 'r2' is not a register of the program"
badprog "guard undefined while running" '.reg .pred g;\n.reg .b32 r;\n@g mov.b32 r, 1;\n' "3:2: guard 'g' is undefined in lane(s) 0, 1, 2"
badprog "init value out of range" 'mov.u32 r1, 1;\n//! init r1 = 1 << 40\n' "2:15: value 1099511627776 does not fit in 32 bits (lane 0)"
badprog "membermask differs between lanes" '//! init v = 1\nshfl.sync.idx.b32 v, v, 0, 0x1f, %laneid;\n' "2:34: membermask '%laneid' differs between active lanes"
badprog "redux membermask differs between lanes" '//! init v = 1\nredux.sync.add.u32 s, v, %laneid;\n' "2:26: membermask '%laneid' differs between active lanes"
badprog "vote without .sync" 'setp.eq.u32 p, 1, 1;\nvote.all.pred q, p, 0xffffffff;\n' "2:5: vote: unexpected '.all' after 'vote' (expected .sync)"
badprog "bad redux operation" '//! init v = 1\nredux.sync.mul.u32 s, v, 0xffffffff;\n' "2:11: redux: unexpected '.mul' after 'redux.sync' (expected .add .min .max .and .or .xor)"
badprog "redux type of another operation" '//! init v = 1\nredux.sync.xor.s32 s, v, 0xffffffff;\n' "2:15: redux: unexpected '.s32' after 'redux.sync.xor' (expected .b32)"
badprog "bad prmt mode" '//! init v = 1\nprmt.b32.rc4 d, v, v, v;\n' "2:9: prmt: unexpected '.rc4' after 'prmt.b32' (expected .f4e .b4e .rc8 .ecl .ecr .rc16)"
badprog "vote missing membermask" 'setp.eq.u32 p, 1, 1;\nvote.sync.any.pred q, p;\n' "2:24: vote.sync.any.pred: missing operand: expected 3 (p, {!}a, membermask), found 2"
badprog "vote of a 32-bit register" 'mov.u32 v, 1;\nvote.sync.any.pred q, v, 0xffffffff;\n' "2:23: vote.sync.any.pred: 'v' is a 32-bit register (line 1), not a predicate"
badprog "match.any has no p" '//! init v = 1\nmatch.any.sync.b32 d|p, v, 0xffffffff;\n' "2:21: match.any.sync.b32: only shfl (d|p), setp (p|q) and match.all (d|p) have two destinations"
badprog "match.b64 of one register" '//! init v = 1\nmatch.all.sync.b64 d, v, 0xffffffff;\n' "2:23: match.all.sync.b64: the 64-bit operand is written {lo, hi}"
badprog "activemask with a source" 'activemask.b32 m, 1;\n' "1:19: activemask.b32: too many operands: expected 1 (d)"
badprog "negated operand outside vote" '//! init v = 1\nsetp.eq.u32 p, v, 1;\nand.pred q, !p, p;\n' "3:13: and.pred: '!' negates only vote.sync's predicate operand"
printf 'frob;\nmov.u32 r1, 0x1ffffffff;\nadd.u32 r2, r3, 1;\n' > "$T/many.ptx"
expect "every error of a file is listed" 2 '^xlane: run: .*many.ptx: 3 error\(s\); nothing was run$' -- "$X" run "$T/many.ptx"
head -c 3000 /dev/urandom > "$T/binary.ptx"
expect "binary garbage: exit 2, no crash" 2 'error\(s\); nothing was run' -- "$X" run "$T/binary.ptx"
: > "$T/empty.ptx"
expect "empty program: exit 2" 2 "=xlane: run: $T/empty.ptx: no instructions" -- "$X" run "$T/empty.ptx"
expect "directory as program: exit 2" 2 "=xlane: run: $T: is a directory, not a program" -- "$X" run "$T"
expect "missing file: exit 2" 2 "=xlane: run: $T/nope.ptx: cannot open for reading" -- "$X" run "$T/nope.ptx"
expect "no program: exit 2" 2 'PROGRAM is required' -- "$X" run
expect "unknown option: exit 2" 2 'frobnicate' -- "$X" run --frobnicate "$P/scan.ptx"
expect "--help" 0 '--trace' -- "$X" run --help

echo "test_run: $pass passed, $fail failed"
[ $fail -eq 0 ]
