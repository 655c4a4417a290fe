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
# One design per latency: Icarus 11's elaboration time grows with the square of the
# instances in a design (all three latencies in one: 40 s to compile; one at a time: about
# 4 s each). The same seed for each.
fail=0
for lat in 0 1 2; do
  vvp_file=$out/tb_xsafe_l$lat.vvp
  iverilog -g2012 -s tb_xsafe -P tb_xsafe.LatLo=$lat -P tb_xsafe.LatHi=$lat -o "$vvp_file" \
    $(grep -v '^#' rtl/xlane.f) tb/xsafe/tb_xsafe.sv
  log=$(vvp -n "$vvp_file" +seed="$seed")
  echo "$log"
  if grep -q '^FAIL' <<<"$log" || ! grep -qE '^[0-9]+ passed, 0 failed$' <<<"$log"; then
    fail=1
  fi
done
if [ $fail -ne 0 ]; then
  echo "reproduce: XLANE_SEED=$seed tb/xsafe/test_xsafe.sh"
  exit 1
fi
