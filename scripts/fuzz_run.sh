#!/usr/bin/env bash
# Fuzzes the warp-program parser and executor of `xlane run` (sim/run/fuzz_ptx.cpp) with
# libFuzzer (clang 14, ASan + UBSan) for SECONDS.
#
# Usage: scripts/fuzz_run.sh [SECONDS] [OUT_DIR]     (default 20 s, build/fuzz_run)
# The corpus grows in OUT_DIR/corpus (seeds: sim/run/corpus); a crash leaves its input in
# OUT_DIR and the script exits non-zero with the command that replays it.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-20}
out=${2:-build/fuzz_run}
mkdir -p "$out/corpus"
srcs=(sim/run/fuzz_ptx.cpp sim/run/ptx_parse.cpp sim/run/ptx_exec.cpp tb/common/warp.cpp tb/common/stimulus.cpp
      tb/common/scoreboard.cpp tb/common/seed.cpp tb/model/xlane_model.cpp)
bin=$out/fuzz_ptx
if [ ! -x "$bin" ] || [ -n "$(find "${srcs[@]}" sim/run/*.h tb/common/*.h tb/model/*.h -newer "$bin" 2>/dev/null)" ]; then
  echo "fuzz_run: building $bin (clang++-14, -fsanitize=fuzzer,address,undefined)"
  clang++-14 -std=c++17 -O1 -g -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined \
    -Isim/run -Itb/model -Itb/common "${srcs[@]}" -o "$bin"
fi

echo "fuzz_run: running for $seconds s (corpus $out/corpus, seeds sim/run/corpus)"
set +e
"$bin" -max_total_time="$seconds" -print_final_stats=1 -dict=sim/run/fuzz.dict -artifact_prefix="$out/" -max_len=4096 \
  "$out/corpus" sim/run/corpus > "$out/fuzz.log" 2>&1
rc=$?
set -e
runs=$(grep -Eo 'stat::number_of_executed_units: *[0-9]+' "$out/fuzz.log" | grep -Eo '[0-9]+$' || echo "?")
if [ $rc -ne 0 ]; then
  tail -40 "$out/fuzz.log"
  crash=$(grep -Eo "$out/(crash|leak|timeout|oom)-[0-9a-f]+" "$out/fuzz.log" | head -1 || true)
  echo "fuzz_run: FAILED after $runs runs (log: $out/fuzz.log)"
  [ -n "$crash" ] && echo "fuzz_run: replay with: $bin $crash"
  exit 1
fi
echo "fuzz_run: $runs runs in $seconds s, no crash, corpus $(find "$out/corpus" -type f | wc -l) inputs"
