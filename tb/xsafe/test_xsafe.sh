#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# X-safety and reset of the pipelined wrappers and the warp top under Icarus (4-state):
# X on every input while valid is low must never reach an output while valid_o is high,
# and reset clears valid. See tb/xsafe/tb_xsafe.sv.
#
# Usage: tb/xsafe/test_xsafe.sh [OUT_DIR]     (seed: $XLANE_SEED, else random)
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${1:-build/icarus}
mkdir -p "$out"
seed=${XLANE_SEED:-$((RANDOM * 32768 + RANDOM))}
iverilog -g2012 -o "$out/tb_xsafe.vvp" $(grep -v '^#' rtl/xlane.f) tb/xsafe/tb_xsafe.sv
log=$(vvp -n "$out/tb_xsafe.vvp" +seed="$seed")
echo "$log"
if grep -q '^FAIL' <<<"$log" || ! grep -qE '^[0-9]+ passed, 0 failed$' <<<"$log"; then
  echo "reproduce: XLANE_SEED=$seed tb/xsafe/test_xsafe.sh"
  exit 1
fi
