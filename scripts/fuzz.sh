#!/usr/bin/env bash
# Fuzzes the vector file parser with libFuzzer (clang 14, ASan + UBSan) for SECONDS.
#
# Usage: scripts/fuzz.sh [SECONDS]     (default 20; `make fuzz` runs it for 10 minutes)
# The corpus grows in build/fuzz/corpus; a crash leaves its input in build/fuzz/ and the
# script exits non-zero, printing the command that replays it.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-20}
out=build/fuzz
mkdir -p "$out/corpus"
srcs=(tb/vec/fuzz_vec.cpp tb/vec/vec.cpp tb/common/stimulus.cpp tb/model/xlane_model.cpp)
bin=$out/fuzz_vec
if [ ! -x "$bin" ] || [ -n "$(find "${srcs[@]}" tb/vec/*.h tb/common/*.h tb/model/*.h -newer "$bin" 2>/dev/null)" ]; then
  echo "fuzz: building $bin (clang++-14, -fsanitize=fuzzer,address,undefined)"
  clang++-14 -std=c++17 -O1 -g -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined \
    -Itb/model -Itb/common -Itb/vec "${srcs[@]}" -o "$bin"
fi

echo "fuzz: running for $seconds s (corpus $out/corpus, seeds tb/vec/corpus)"
set +e
"$bin" -max_total_time="$seconds" -print_final_stats=1 -dict=tb/vec/fuzz.dict -artifact_prefix="$out/" \
  -max_len=8192 "$out/corpus" tb/vec/corpus > "$out/fuzz.log" 2>&1
rc=$?
set -e
runs=$(grep -Eo 'stat::number_of_executed_units: *[0-9]+' "$out/fuzz.log" | grep -Eo '[0-9]+$' || echo "?")
corpus=$(find "$out/corpus" -type f | wc -l)
if [ $rc -ne 0 ]; then
  tail -40 "$out/fuzz.log"
  crash=$(grep -Eo "$out/(crash|leak|timeout|oom)-[0-9a-f]+" "$out/fuzz.log" | head -1 || true)
  echo "fuzz: FAILED after $runs runs (log: $out/fuzz.log)"
  [ -n "$crash" ] && echo "fuzz: replay with: $bin $crash"
  exit 1
fi
echo "fuzz: $runs runs in $seconds s, no crash, corpus $corpus inputs"
