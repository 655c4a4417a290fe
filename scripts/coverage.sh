#!/usr/bin/env bash
# Verilator line and toggle coverage of the RTL from the differential tests: builds the
# models with --coverage in BUILD/coverage, runs every RTL test (XLANE_RANDOM_OPS each,
# default 20000), merges the counts and annotates the sources.
#
# Usage: scripts/coverage.sh [BUILD]      (output: BUILD/coverage/{merged.dat,annotated/})
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-build}/coverage
echo "coverage: configuring and building $out (models with --coverage)"
cmake -S . -B "$out" -DXLANE_COVERAGE=ON >/dev/null
cmake --build "$out" -j "$(nproc)" --target xlane_rtl_tests >/dev/null
rm -rf "$out/dat" "$out/annotated"
mkdir -p "$out/dat"
echo "coverage: running the RTL tests"
XLANE_COVERAGE_DIR=$out/dat XLANE_RANDOM_OPS=${XLANE_RANDOM_OPS:-20000} "$out/tb/xlane_rtl_tests" | tail -2
verilator_coverage --write "$out/merged.dat" "$out"/dat/*.dat
verilator_coverage --annotate "$out/annotated" --annotate-min 1 "$out/merged.dat" | tee "$out/summary.txt"
echo "coverage: annotated sources in $out/annotated (lines starting with %NNNNNN were hit fewer than 1 times)"
