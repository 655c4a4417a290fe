#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Tests of the SystemC simulation (run by ctest as sim_sc): a short run at every latency
# with waveforms must pass, its GTKWave save files must name only signals that are in the
# FST files, and a run with a deliberately wrong expectation must stop with the full
# report: the failing transaction, the cycle, the waveform and the reproduce command.
# With backpressure (--stall, and --skid for the skid buffer model) the runs must pass
# too, and bad values of the options are refused.
#
# Usage: tb/cli/test_sim.sh PATH/TO/xlane_sc WAVE_DIR
set -uo pipefail
sim=${1:?usage: test_sim.sh PATH/TO/xlane_sc WAVE_DIR}
waves=${2:?usage: test_sim.sh PATH/TO/xlane_sc WAVE_DIR}
here=$(cd "$(dirname "$0")" && pwd)
pass=0
fail=0
ok() { pass=$((pass + 1)); echo "ok   $1"; }
bad() { fail=$((fail + 1)); echo "FAIL $1"; }

rm -rf "$waves"
out=$("$sim" --ops 2000 --wave-dir "$waves/pass" 2>&1)
rc=$?
echo "$out" | grep -E '^(xlane_sc|done:|  latency|  [0-9]+ instructions|PASS|FAIL)'
[ $rc -eq 0 ] && grep -q '^PASS$' <<<"$out" && ok "2000 random instructions at latency 0, 1, 2 pass" || bad "short run (exit $rc)"
grep -q 'directed sequences: all as expected' <<<"$out" && ok "directed sequences of the spec's examples as expected" || bad "directed sequences"
for l in 0 1 2; do
  [ -s "$waves/pass/xl_warp_l$l.fst" ] && ok "waveform of latency $l written" || bad "no FST for latency $l"
done
if "$here/check_gtkw.sh" "$waves/pass" >/dev/null; then ok "save files name only signals in the FST"; else
  "$here/check_gtkw.sh" "$waves/pass"
  bad "save files name signals missing from the FST"
fi

out=$("$sim" --ops 500 --latency 1 --seed 7 --inject-error 100 --wave-dir "$waves/fail" 2>&1)
rc=$?
[ $rc -eq 1 ] && ok "a wrong expectation exits 1" || bad "wrong expectation: exit $rc"
for want in 'MISMATCH on xl_warp latency 1 at cycle' 'transaction 100, driven after edge' 'lane 0: d expected' \
  "waveform: $waves/fail/xl_warp_l1.fst" 'reproduce: .* --seed 7 --ops 500 --latency 1 .*--inject-error 100'; do
  grep -qE -- "$want" <<<"$out" && ok "failure report has: $want" || bad "failure report lacks: $want"
done
cycle=$(sed -n 's/^MISMATCH on xl_warp latency 1 at cycle \([0-9]*\).*/\1/p' <<<"$out")
grep -q "^\*-14.000000 $((cycle * 10000)) " "$waves/fail/xl_warp_l1.gtkw" && ok "save file marks the failing cycle" ||
  bad "save file marker"
[ -s "$waves/fail/xl_warp_l1.fst" ] && ok "the failing run's waveform is closed and on disk" || bad "failing FST"

[ "$(cat "$waves/fail/latest")" = xl_warp_l1 ] && ok "make wave would open the failing latency" || bad "latest pointer"
wave=$(DISPLAY= "$here/../../scripts/wave.sh" "$waves/fail" shfl 2>&1)
grep -q "gtkwave $waves/fail/xl_warp_l1_shfl.gtkw" <<<"$wave" && ok "wave.sh prints the command without a display" || bad "wave.sh: $wave"
# Backpressure: ready_i low half the cycles, every latency, and the skid buffer model.
# waves_ok WHAT DIR FST: the run left DIR/FST, and its save files name only signals in it.
waves_ok() {
  if [ -s "$2/$3" ] && "$here/check_gtkw.sh" "$2" >/dev/null; then
    ok "$1: the save files name only signals in its FST"
  else
    bad "$1: waveform or save files"
  fi
}
out=$("$sim" --ops 2000 --stall 50 --no-trace 2>&1)
rc=$?
echo "$out" | grep -E '^(xlane_sc|  latency|PASS|FAIL)'
[ $rc -eq 0 ] && grep -q '^PASS$' <<<"$out" && grep -q 'stall 50%' <<<"$out" &&
  ok "--stall 50: 2000 random instructions at latency 0, 1, 2 pass" || bad "--stall 50 (exit $rc)"
out=$("$sim" --ops 2000 --stall 50 --skid --wave-dir "$waves/skid" 2>&1)
rc=$?
echo "$out" | grep -E '^(xlane_sc|  latency|PASS|FAIL)'
[ $rc -eq 0 ] && grep -q '^PASS$' <<<"$out" && grep -q '^  latency 1 (skid buffer): 2024 instructions checked' <<<"$out" &&
  ok "--stall 50 --skid: the skid buffer model passes" || bad "--stall 50 --skid (exit $rc)"
waves_ok "the skid buffer run" "$waves/skid" xl_warp_l1_skid.fst
# The shuffle's other microarchitectures (--arch): the directed sequences and random
# instructions pass, with and without backpressure; their save files name only signals in
# their FST; a failure names --arch in its reproduce command.
for arch in gather uniform pxbar pxbar-fanout; do
  out=$("$sim" --arch $arch --ops 2000 --wave-dir "$waves/$arch" 2>&1)
  rc=$?
  echo "$out" | grep -E '^(  [a-z]+ shuffle|PASS|FAIL)'
  [ $rc -eq 0 ] && grep -q '^PASS$' <<<"$out" && grep -q "^  $arch shuffle: 2024 instructions checked, 0 mismatches" <<<"$out" &&
    ok "--arch $arch: 2000 random instructions pass" || bad "--arch $arch (exit $rc)"
  waves_ok "--arch $arch" "$waves/$arch" "xl_warp_$arch.fst"
  out=$("$sim" --arch $arch --ops 2000 --stall 50 --no-trace 2>&1)
  [ $? -eq 0 ] && grep -q '^PASS$' <<<"$out" && ok "--arch $arch --stall 50 passes" || bad "--arch $arch --stall 50"
done
out=$("$sim" --arch gather --ops 300 --seed 7 --inject-error 40 --no-trace 2>&1)
rc=$?
[ $rc -eq 1 ] && grep -qE -- 'reproduce: .* --seed 7 --ops 300 .*--arch gather .*--inject-error 40' <<<"$out" &&
  ok "a failure on the gather names --arch in the reproduce command" || bad "--arch failure report (exit $rc)"
out=$("$sim" --arch uniform --latency 1 2>&1); [ $? -eq 2 ] && grep -q -- 'drop --latency' <<<"$out" &&
  ok "--arch uniform with --latency is refused (exit 2)" || bad "--arch uniform --latency 1: $out"
out=$("$sim" --arch benes 2>&1); [ $? -eq 2 ] && grep -q -- 'benes not in' <<<"$out" && ok "bad --arch (exit 2)" ||
  bad "--arch benes: $out"
out=$("$sim" --ops 500 --latency 1 --seed 7 --stall 30 --inject-error 100 --no-trace 2>&1)
rc=$?
[ $rc -eq 1 ] && grep -qE -- 'reproduce: .* --seed 7 --ops 500 --latency 1 .*--stall 30 .*--inject-error 100' <<<"$out" &&
  ok "a failure under backpressure names --stall in the reproduce command" || bad "--stall failure report (exit $rc)"
out=$("$sim" --stall 101 2>&1); [ $? -eq 2 ] && grep -q -- '--stall: .*not in range 0 to 99' <<<"$out" && ok "--stall 101 is refused (exit 2)" ||
  bad "--stall 101: $out"
out=$("$sim" --stall 100 2>&1); [ $? -eq 2 ] && grep -q -- '--stall' <<<"$out" && ok "--stall 100 is refused (exit 2)" ||
  bad "--stall 100: $out"
out=$("$sim" --skid --latency 2 2>&1); [ $? -eq 2 ] && grep -q -- '--skid' <<<"$out" && ok "--skid at latency 2 is refused" ||
  bad "--skid --latency 2: $out"
out=$("$sim" --units "" 2>&1); [ $? -eq 2 ] && ok "--units with no unit is refused (exit 2)" || bad "--units ''"
out=$("$sim" --inject-error 99999 --ops 10 2>&1); [ $? -eq 2 ] && ok "--inject-error beyond the run is refused" || bad "--inject-error range"
out=$("$sim" --ops 0 2>&1); [ $? -eq 2 ] && ok "--ops 0 is refused (exit 2)" || bad "--ops 0"
out=$("$sim" --units shfl,foo 2>&1); [ $? -eq 2 ] && grep -q "unknown unit 'foo'" <<<"$out" && ok "bad --units (exit 2)" || bad "--units"
out=$("$sim" --help 2>&1); [ $? -eq 0 ] && grep -q -- '--no-trace' <<<"$out" && ok "--help" || bad "--help"

echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
