#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# ctest mutate_step: tb/mutate/step_miter.py on a fixture whose answers are known by hand
# (tb/mutate/step_fixture.v): mutant 1 differs only in a state the original never reaches,
# so its one-step miter must be proven never to rise; mutant 2 differs in a reachable one,
# so its miter must rise (a miter that proves everything fails here). Then a bad call.
# Usage: tb/mutate/step_test.sh BUILD
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/venv.sh
venv_pyosys
out=${1:?usage: tb/mutate/step_test.sh BUILD}/mutate-step
mkdir -p "$out"
fail=0
for k in 1 2; do
  "$XLANE_PY" tb/mutate/step_miter.py --timeout 60 tb/mutate/step_fixture.v mut_step "$k" "$out/step_$k.aig" \
    > "$out/step_$k.log" 2>&1 || true
  got=$(sed -n "s/^step_miter: mutant $k: //p" "$out/step_$k.log")
  want=$([[ $k == 1 ]] && echo equivalent || echo differs)
  echo "mutate_step: mutant $k: ${got:-no verdict} (expected $want; $out/step_$k.log)"
  [[ $got == "$want" ]] || fail=1
done
if "$XLANE_PY" tb/mutate/step_miter.py tb/mutate/step_fixture.v mut_step > "$out/usage.log" 2>&1; then
  echo "mutate_step: step_miter.py with too few arguments succeeded"; fail=1
else
  echo "mutate_step: a call with too few arguments: $(head -n 1 "$out/usage.log")"
fi
exit $fail
