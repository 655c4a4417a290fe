#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# End-to-end tests of the xlane tool: round trips on the model and the RTL, error messages
# and exit codes, mismatch reports, don't-care entries.
#
# Usage: tb/cli/test_cli.sh PATH/TO/xlane      (run by ctest as cli_xlane)
set -uo pipefail
X=${1:?usage: test_cli.sh PATH/TO/xlane}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
# shellcheck source=expect.sh
source "$(dirname "$0")/expect.sh"

seed=${XLANE_SEED:-$RANDOM$RANDOM}
echo "test_cli: seed $seed (rerun with XLANE_SEED=$seed $0 $X)"

# --- round trips: random | eval | check ------------------------------------------------------
for kind in all shfl shfl.sync shf shuf prmt vote match redux activemask; do
  "$X" random --op $kind --count 2000 --seed "$seed" > "$T/r.vec"
  expect "random $kind | eval --dut model | check --dut model" 0 '^2000 passed, 0 failed$' -- \
    bash -c "'$X' eval --dut model '$T/r.vec' | '$X' check --dut model -"
  expect "random $kind | eval --dut rtl | check --dut both" 0 '^2000 passed, 0 failed$' -- \
    bash -c "'$X' eval --dut rtl '$T/r.vec' | '$X' check --dut both -"
done
"$X" random --op all --count 500 --seed "$seed" > "$T/a.vec"
expect "random output checks as it is (model and rtl agree)" 0 '^500 passed, 0 failed$' -- "$X" check "$T/a.vec"
expect "eval keeps comment lines" 0 '^# xlane random --op all' -- "$X" eval "$T/a.vec"
expect "the same seed gives the same file" 0 '' -- \
  bash -c "'$X' random --op all --count 500 --seed '$seed' | cmp - '$T/a.vec'"

# --- the shuffle's other microarchitectures in the RTL (--arch) --------------------------------
for arch in gather uniform pxbar pxbar-fanout; do
  expect "check --dut both --arch $arch" 0 '^500 passed, 0 failed$' -- "$X" check --dut both --arch $arch "$T/a.vec"
  expect "eval --dut rtl --arch $arch | check --dut model" 0 '^500 passed, 0 failed$' -- \
    bash -c "'$X' eval --dut rtl --arch $arch '$T/a.vec' | '$X' check --dut model -"
  expect "check --arch $arch --stats counts the clock cycles" 0 "instructions on the RTL in [0-9]+ clock cycles \\($arch shuffle" -- \
    "$X" check --dut rtl --arch $arch --stats "$T/a.vec"
done
# The choices are xl_pkg's microarchitectures, the default first (the C++ list is written from it).
expect "bad --arch" 2 'benes not in \{xbar(,[a-z-]+)+\}' -- "$X" check --arch benes "$T/a.vec"
# The time-multiplexed reduction and match (--collectives seq): the same results on a file
# rich in them, and the cycles counted; with another shuffle no model has it (usage error).
"$X" random --op redux --count 300 --seed "$seed" > "$T/c.vec"
"$X" random --op match --count 300 --seed "$seed" >> "$T/c.vec"
cat "$T/a.vec" >> "$T/c.vec"
expect "check --dut both --collectives seq" 0 '^1100 passed, 0 failed$' -- "$X" check --dut both --collectives seq "$T/c.vec"
expect "check --collectives seq --stats counts the clock cycles" 0 \
  'instructions on the RTL in [0-9]+ clock cycles \(crossbar with the time-multiplexed reduction and match' -- \
  "$X" check --dut rtl --collectives seq --stats "$T/c.vec"
expect "--collectives seq with the gather" 2 '^xlane: --collectives seq: only with --arch xbar' -- \
  "$X" check --arch gather --collectives seq "$T/a.vec"
expect "bad --collectives" 2 'tree not in \{comb,seq\}' -- "$X" check --collectives tree "$T/a.vec"

# --- a wrong expected value is reported with file, line and lane -------------------------------
{
  echo "# one good line, then one with lane 7 of d wrong, then a wrong shf"
  echo "shfl.idx.b32 a=0x10,0x11,0x12,0x13,0x14,0x15,0x16,0x17,0x18,0x19,0x1a,0x1b,0x1c,0x1d,0x1e,0x1f,0x20,0x21,0x22,0x23,0x24,0x25,0x26,0x27,0x28,0x29,0x2a,0x2b,0x2c,0x2d,0x2e,0x2f b=3 c=0x1f => d=0x13 p=0xffffffff"
  echo "shfl.idx.b32 a=0x10,0x11,0x12,0x13,0x14,0x15,0x16,0x17,0x18,0x19,0x1a,0x1b,0x1c,0x1d,0x1e,0x1f,0x20,0x21,0x22,0x23,0x24,0x25,0x26,0x27,0x28,0x29,0x2a,0x2b,0x2c,0x2d,0x2e,0x2f b=3 c=0x1f => d=0x13,0x13,0x13,0x13,0x13,0x13,0x13,0x99,0x13,0x13,0x13,0x13,0x13,0x13,0x13,0x13,0x13,0x13,0x13,0x13,0x13,0x13,0x13,0x13,0x13,0x13,0x13,0x13,0x13,0x13,0x13,0x13"
  echo "shf.l.clamp.b32 a=0x1 b=0x2 c=32 => d=0x2"
} > "$T/wrong.vec"
expect "wrong d reported for the model" 1 "=$T/wrong.vec:3: shfl.idx.b32: lane 7: d expected 0x00000099 got 0x00000013 (model)" -- "$X" check "$T/wrong.vec"
expect "wrong d reported for the rtl" 1 "=$T/wrong.vec:3: shfl.idx.b32: lane 7: d expected 0x00000099 got 0x00000013 (rtl)" -- "$X" check --dut rtl "$T/wrong.vec"
expect "wrong d reported for the rtl's gather" 1 "=$T/wrong.vec:3: shfl.idx.b32: lane 7: d expected 0x00000099 got 0x00000013 (rtl)" -- "$X" check --dut rtl --arch gather "$T/wrong.vec"
expect "wrong shf reported (n = 32 gives a)" 1 "=$T/wrong.vec:4: shf.l.clamp.b32: d expected 0x00000002 got 0x00000001 (model)" -- "$X" check --dut model "$T/wrong.vec"
expect "summary counts lines" 1 '^1 passed, 2 failed$' -- "$X" check "$T/wrong.vec"

# --- ? and - are not compared; p only where the lane executes --------------------------------
{
  echo "shfl.sync.idx.b32 a=5 b=0 c=0x1f active=0x3 member=0x1 => d=?,?,?,-,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,? p=0xfffffffd"
  echo "shfl.idx.b32 a=5 b=0 c=0x1f active=0x1 => d=0x5,0x77,-,-,-,-,-,-,-,-,-,-,-,-,-,-,-,-,-,-,-,-,-,-,-,-,-,-,-,-,-,- p=0x1"
} > "$T/dontcare.vec"
expect "? and - entries and p of lanes that do not execute are not compared" 0 '^2 passed, 0 failed$' -- "$X" check "$T/dontcare.vec"

# --- malformed input: FILE:LINE:COL, exit 2, nothing checked ----------------------------------
printf '# bad\nshuf a=1\nfrob a=1\nshfl.up.b32 a=1 b=2 c=3 member=4\nshuf a=0x100000000 ctrl=0 => d=0\nshfl.idx.b32 a=1,2 b=0 c=0\n' > "$T/bad.vec"
expect "missing operand" 2 "=$T/bad.vec:2:1: shuf: missing operand 'ctrl'" -- "$X" check "$T/bad.vec"
expect "unknown operation" 2 "=$T/bad.vec:3:1: unknown operation 'frob'" -- "$X" check "$T/bad.vec"
expect "member on a non-sync op" 2 "=$T/bad.vec:4:25: member is only for shfl.sync" -- "$X" check "$T/bad.vec"
expect "number wider than 32 bits" 2 "=$T/bad.vec:5:8: '0x100000000' is wider than 32 bits" -- "$X" check "$T/bad.vec"
expect "lane list of the wrong length" 2 "=$T/bad.vec:6:16: lane list has 2 entries" -- "$X" check "$T/bad.vec"
expect "syntax errors stop before checking" 2 '^xlane: bad input: nothing was evaluated$' -- "$X" check "$T/bad.vec"
expect "eval stops on syntax errors too" 2 "=$T/bad.vec:2:1:" -- "$X" eval "$T/bad.vec"
expect "stdin is named <stdin>" 2 '^<stdin>:1:1: unknown operation' -- bash -c "echo 'nope' | '$X' eval"
printf 'shfl.up.b32 a=1 b=2 c=3 \xff\x00\x01 => d=1\n' > "$T/binary.vec"
expect "binary bytes are escaped in messages" 2 "expected key=value, found '\\\\xff\\\\x00\\\\x01'" -- "$X" check "$T/binary.vec"
printf 'shuf a=1 ctrl=2\n' > "$T/nores.vec"
expect "a file without results is an error for check" 2 "no line of $T/nores.vec carries results" -- "$X" check "$T/nores.vec"
printf 'shuf a=1 ctrl=0 => d=0x01010101\nshuf a=1 ctrl=0#1 => d=0xdeadbeef\n' > "$T/hash.vec"
expect "a '#' inside a token is an error, not a silent comment" 2 "$T/hash.vec:2:16: '#' inside a token" -- "$X" check "$T/hash.vec"
printf 'shuf a=1 ctrl=0 => d=0x01010101\nshuf a=1 ctrl=0   # no results\n' > "$T/partial.vec"
expect "lines without results are counted, not silently skipped" 0 'carry no results and were not checked' -- "$X" check "$T/partial.vec"
expect "standard input twice is an error" 2 "='-' (standard input) is given more than once" -- bash -c "echo 'shuf a=1 ctrl=0 => d=0x01010101' | '$X' check - -"
expect "errors of every file are listed, also before an unreadable one" 2 "=$T/bad.vec:3:1: unknown operation 'frob'" -- "$X" check "$T/bad.vec" "$T/missing.vec"

# --- files and options -----------------------------------------------------------------------
expect "unreadable file" 2 "$T/missing.vec: cannot open for reading" -- "$X" check "$T/missing.vec"
expect "a directory is not a vector file" 2 "$T: is a directory" -- "$X" check "$T"
expect "unknown option" 2 '--frob' -- "$X" check --frob "$T/a.vec"
expect "bad --dut" 2 'foo not in' -- "$X" check --dut foo "$T/a.vec"
expect "eval has no --dut both" 2 'both not in' -- "$X" eval --dut both "$T/a.vec"
expect "bad --op" 2 'sideways not in' -- "$X" random --op sideways
expect "bad --count" 2 "'-3' is not a whole number" -- "$X" random --count -3
expect "bad --seed" 2 "seed 'abc' is not a number" -- "$X" random --seed abc
expect "check needs a file" 2 'FILE is required' -- "$X" check
expect "a subcommand is required" 2 'subcommand is required' -- "$X"
for sub in eval check random run; do
  expect "$sub --help" 0 "Usage: .*$sub" -- "$X" $sub --help
done
expect "--help" 0 'Subcommands:' -- "$X" --help
expect "--help lists run" 0 'run .*warp program' -- "$X" --help

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
