#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Checks of the repository itself (ctest `tree`): the repository stands alone and says its
# licence. Every committed source file carries an SPDX licence line near its top; no file
# refers to anything outside the repository (the material the specification was written
# from is summarised in docs/spec.md); no file holds an absolute path of a machine.
#
# Usage: scripts/check-tree.sh        exit 1 with the offending files listed
set -euo pipefail
cd "$(dirname "$0")/.."
fail=0

# Source files: code, scripts, build and flow files. Data (fuzz corpora and dictionaries,
# images) and prose (Markdown, LICENSE) carry no licence line.
sources=$(git ls-files -- '*.sv' '*.v' '*.svh' '*.cpp' '*.h' '*.sh' '*.py' '*.ys' '*.vlt' '*.f' '*.configs' \
          '*.core' '*.ptx' '*.cmake' '*CMakeLists.txt' 'Makefile' '.ci/run' | grep -v '/corpus/' || true)
missing=()
for f in $sources; do
  head -3 "$f" | grep -q 'SPDX-License-Identifier: Apache-2.0' || missing+=("$f")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "FAIL no SPDX-License-Identifier line in the first three lines of:"
  printf '  %s\n' "${missing[@]}"
  fail=1
else
  echo "ok   $(wc -w <<<"$sources") source files carry the Apache-2.0 SPDX line"
fi

# Nothing outside the repository (this script's own patterns excepted).
outside=$(git grep -nE '\.\./shared|shared/(seeds|spec)|semantics\.md' -- . ':!scripts/check-tree.sh' || true)
if [ -n "$outside" ]; then
  echo "FAIL references to files outside the repository:"
  echo "$outside" | sed 's/^/  /'
  fail=1
else
  echo "ok   no reference to a file outside the repository"
fi

# No absolute machine paths (a home, a work or a temporary folder of the machine that wrote it).
paths=$(git grep -nE '(^|[^A-Za-z0-9_.])/(work|home|root|tmp)/[A-Za-z0-9_.-]' -- . ':!scripts/check-tree.sh' \
        ':!*.png' | grep -vE 'mktemp|TMPDIR|/tmp/[a-z_]*\.(vvp|log)\b' || true)
if [ -n "$paths" ]; then
  echo "FAIL absolute machine paths:"
  echo "$paths" | sed 's/^/  /'
  fail=1
else
  echo "ok   no absolute machine path"
fi
exit $fail
