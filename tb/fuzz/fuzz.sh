#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Fuzzes one of xlane's parsers with libFuzzer (clang 14, ASan + UBSan) for SECONDS:
#   vec   the vector file format (tb/fuzz/vec/fuzz_vec.cpp, sim/vec/)
#   ptx   the warp-program parser and executor of `xlane run` (tb/fuzz/ptx/fuzz_ptx.cpp, sim/ptx/)
#
# Usage: tb/fuzz/fuzz.sh vec|ptx [SECONDS] [OUT_DIR]   (default 20 s, build/fuzz/TARGET)
# The corpus grows in OUT_DIR/corpus, seeded from tb/fuzz/TARGET/corpus; a crash leaves its
# input in OUT_DIR and the script exits non-zero with the command that replays it.
set -euo pipefail
cd "$(dirname "$0")/../.."

target=${1:?usage: tb/fuzz/fuzz.sh vec|ptx [SECONDS] [OUT_DIR]}
seconds=${2:-20}
out=${3:-build/fuzz/$target}
lib=(sim/isa/isa.cpp sim/verif/stimulus.cpp sim/model/xlane_model.cpp sim/model/collective.cpp)
case $target in
  vec) srcs=(tb/fuzz/vec/fuzz_vec.cpp sim/vec/vec.cpp "${lib[@]}"); max_len=8192 ;;
  ptx) srcs=(tb/fuzz/ptx/fuzz_ptx.cpp sim/ptx/ptx_*.cpp sim/verif/scoreboard.cpp
             sim/verif/seed.cpp "${lib[@]}"); max_len=4096 ;;
  *) echo "fuzz: unknown target '$target' (vec, ptx)" >&2; exit 2 ;;
esac
mkdir -p "$out/corpus"
bin=$out/fuzz_$target
# Rebuilt when a source or any header under sim/ is newer (every start point is tested
# against the names: '*.h' alone would never see a changed .cpp).
if [ ! -x "$bin" ] || [ -n "$(find "${srcs[@]}" sim \( -name '*.h' -o -name '*.cpp' \) -newer "$bin" 2>/dev/null)" ]; then
  echo "fuzz: building $bin (clang++-14, -fsanitize=fuzzer,address,undefined)"
  # Line tables only: a sanitizer's report and a crash's stack name file and line as with -g,
  # without the full debug information nobody reads here (a shorter build).
  clang++-14 -std=c++17 -O1 -gline-tables-only -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined \
    -Isim "${srcs[@]}" -o "$bin"
fi

echo "fuzz: $target for $seconds s (corpus $out/corpus, seeds tb/fuzz/$target/corpus)"
set +e
"$bin" -max_total_time="$seconds" -print_final_stats=1 -dict="tb/fuzz/$target/fuzz.dict" -artifact_prefix="$out/" \
  -max_len=$max_len "$out/corpus" "tb/fuzz/$target/corpus" > "$out/fuzz.log" 2>&1
rc=$?
set -e
runs=$(grep -Eo 'stat::number_of_executed_units: *[0-9]+' "$out/fuzz.log" | grep -Eo '[0-9]+$' || echo "?")
if [ $rc -ne 0 ]; then
  tail -40 "$out/fuzz.log"
  crash=$(grep -Eo "$out/(crash|leak|timeout|oom)-[0-9a-f]+" "$out/fuzz.log" | head -1 || true)
  echo "fuzz: $target FAILED after $runs runs (log: $out/fuzz.log)"
  [ -n "$crash" ] && echo "fuzz: replay with: $bin $crash"
  exit 1
fi
echo "fuzz: $target: $runs runs in $seconds s, no crash, corpus $(find "$out/corpus" -type f | wc -l) inputs"
