#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# make synth: the synthesis report, built by synth/xlflow/synth.py (its text lists the runs and
# the environment it reads: SYNTH_JOBS, SYNTH_DESIGNS, SYNTH_OUT, SYNTH_YOSYS_CURRENT,
# SYNTH_XILINX_*). Writes build/synth/report.md and report.csv.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/venv.sh
exec "$XLANE_PY" synth/xlflow/synth.py run
