#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# The shell's view of rtl/xlane.configs (the tops and parameter sets of every flow, read by
# synth/xlflow/table.py) and of rtl/xlane.f (the RTL files). Sourced by the flow scripts;
# run directly, it lists the configurations of a flow:  scripts/configs.sh lint
#
#   configs FLOW            one line per configuration that lists FLOW: "NAME TOP PARAMS"
#                           (PARAMS: NAME=VALUE,... or -)
#   lint_configs FLOW       the same, less the `sim-long` rows with LINT_SKIP_LONG=1 (ctest)
#   config_field ROW N      field N (1 name, 2 top, 3 parameters) of such a line
#   gparams PARAMS          Verilator options:  -GNumLanes=8 -GWidth=16
#   pparams TOP PARAMS      Icarus options:     -PTOP.NumLanes=8 -PTOP.Width=16
#   chparams TOP PARAMS     Yosys command:      chparam -set NumLanes 8 -set Width 16 TOP;  (or nothing;
#                           a harness's row: one for the unit it wraps too, table.py's WRAPS)
#   rtl_files               the files of rtl/xlane.f, in order, on one line
#   top_files TOP [FILE...]  the files TOP reads (FILE: a harness's files or .f lists
#                           after rtl/xlane.f), in order, on one line (table.py files)
#   pnr_files               the place-and-route harness, synth/pnr/pnr.f
xlane_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

# The table's one reader is synth/xlflow/table.py (Python's standard library only). A bad
# row, or a flow the table does not declare, stops the script that asked, with the row's
# line and column: the scripts read the rows through process substitution, where an exit
# status is lost and an empty list would pass silently.
configs() {
  local out
  if ! out=$(python3 "$xlane_root/synth/xlflow/table.py" rows "${1:?configs: which flow?}"); then
    kill -TERM $$
    exit 1
  fi
  [ -z "$out" ] || echo "$out"
}

# lint_configs FLOW: configs FLOW; with LINT_SKIP_LONG=1 (ctest) without the `sim-long`
# rows, the models too large for make test (make regress-archs builds them, make lint
# lints them), each named on stderr.
lint_configs() {
  local rows long
  rows=$(configs "$1")
  if [ "${LINT_SKIP_LONG:-0}" = 1 ] && [ -n "$rows" ]; then
    long=$(configs sim-long | cut -d' ' -f1)
    rows=$(awk -v flow="$1" 'NR == FNR { skip[$1]; next }
                             $1 in skip { print flow ": left to make lint: " $1 > "/dev/stderr"; next }
                             { print }' <(echo "$long") - <<<"$rows")
  fi
  [ -z "$rows" ] || echo "$rows"
}

config_field() { awk -v n="$2" '{ print $n }' <<<"$1"; }

# each_param FORMAT PARAMS: FORMAT (printf, %s = NAME, %s = VALUE) for every parameter.
each_param() {
  [ "$2" = - ] && return 0
  local p
  IFS=, read -ra ps <<<"$2"
  for p in "${ps[@]}"; do printf -- "$1" "${p%%=*}" "${p#*=}"; done
}

gparams() { each_param '-G%s=%s ' "$1"; }

pparams() { each_param "-P$1.%s=%s " "$2"; }

chparams() {
  [ "$2" = - ] && return 0
  python3 "$xlane_root/synth/xlflow/table.py" chparam "$1" "$2"
}

rtl_files() {
  grep -v '^#' "$xlane_root/rtl/xlane.f" | tr '\n' ' '
}

top_files() {
  python3 "$xlane_root/synth/xlflow/table.py" files "$@"
}

pnr_files() {
  grep -v '^#' "$xlane_root/synth/pnr/pnr.f" | tr '\n' ' '
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -euo pipefail
  configs "${1:?usage: scripts/configs.sh FLOW}"
fi
