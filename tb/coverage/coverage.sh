#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Verilator line and toggle coverage of the RTL from the differential tests: builds the
# models with --coverage in BUILD/coverage, runs every RTL test (XLANE_RANDOM_OPS each,
# default 20000), merges the counts and annotates the sources.
#
# Then the figures per kind of point (line, branch, toggle) from the merged counts, and the
# functional coverage report of the same tests' stimulus (xlane_fcov: named bins, holes by
# name) in BUILD/coverage/functional.md, at the tests' default random counts (FCOV_RANDOM_OPS,
# default 1000000) and the run's master seed. Exit status 1 if a functional bin is a hole.
#
# Usage: tb/coverage/coverage.sh [BUILD]      (output: BUILD/coverage/{merged.dat,annotated/,
#                                          summary.txt,functional.md})
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${1:-build}/coverage
echo "coverage: configuring and building $out (models with --coverage)"
cmake -S . -B "$out" -DXLANE_COVERAGE=ON >/dev/null
tests="xlane_test_shfl xlane_test_shf_shuf xlane_test_pipes xlane_test_warp"
# shellcheck disable=SC2086
cmake --build "$out" -j "$(nproc)" --target $tests xlane_fcov >/dev/null
# One master seed for the tests and the functional report, so that both see the same stimulus.
export XLANE_SEED=${XLANE_SEED:-$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')}
rm -rf "$out/dat" "$out/annotated"
mkdir -p "$out/dat"
echo "coverage: running the RTL tests"
for t in $tests; do
  XLANE_COVERAGE_DIR=$out/dat XLANE_RANDOM_OPS=${XLANE_RANDOM_OPS:-20000} "$out/tb/$t" | tail -2
done
verilator_coverage --write "$out/merged.dat" "$out"/dat/*.dat
verilator_coverage --annotate "$out/annotated" --annotate-min 1 "$out/merged.dat" | tee "$out/summary.txt"
echo "coverage: annotated sources in $out/annotated (lines starting with %NNNNNN were hit fewer than 1 times)"
# Points per kind (the page field of each point: v_line, v_branch, v_toggle); the total
# above counts annotated source lines, these count coverage points.
awk '/^C / { t = $0; sub(/.*page/, "", t); gsub(/[\001\002]/, "", t); sub(/\/.*/, "", t); sub(/^v_/, "", t)
             tot[t]++; if ($NF > 0) hit[t]++ }
     END { for (k in tot) printf "coverage: %-7s %6d / %6d points hit (%.1f%%)\n", k, hit[k], tot[k], 100 * hit[k] / tot[k] }' \
  "$out/merged.dat" | sort | tee -a "$out/summary.txt"
# Source paths relative to the repository (the report is kept in docs/results/).
awk '/^C / && $NF == 0 { p = $0; gsub(/[\001\002]/, " ", p); print "coverage: not hit:", p }' "$out/merged.dat" |
  sed "s| $PWD/| |" | cut -c1-200 | tee -a "$out/summary.txt"
echo "coverage: functional coverage of the tests' stimulus (seed $XLANE_SEED)"
fcov_rc=0
"$out/tb/coverage/xlane_fcov" --seed "$XLANE_SEED" --random "${FCOV_RANDOM_OPS:-1000000}" --report "$out/functional.md" || fcov_rc=$?
{
  echo "# coverage"
  echo
  echo "Verilator line and toggle coverage of the RTL tests (XLANE_RANDOM_OPS=${XLANE_RANDOM_OPS:-20000}, master seed $XLANE_SEED):"
  echo
  echo '```'
  grep "^coverage:" "$out/summary.txt" || true
  echo '```'
  echo
  sed 's/^# /## /' "$out/functional.md"
} > "$out/coverage.md"
scripts/keep-result.sh coverage "$out/coverage.md" "make coverage (XLANE_SEED=$XLANE_SEED)"
exit $fcov_rc
