# SPDX-License-Identifier: Apache-2.0
# Shared by the shell tests (test_cli.sh, test_run.sh): source it, then count with ok / bad
# and check commands with expect. The sourcing script prints "$pass passed, $fail failed".
pass=0
fail=0

ok() { pass=$((pass + 1)); echo "ok   $1"; }
bad() { fail=$((fail + 1)); echo "FAIL $1"; shift; printf '     %s\n' "$@"; }

# expect NAME STATUS PATTERN -- COMMAND...: COMMAND exits STATUS and its output (stdout and
# stderr) matches the extended regex PATTERN (a fixed string when it starts with '='). On a
# failure the first EXPECT_LINES (default 8) lines of the output are shown.
expect() {
  local name=$1 status=$2 pattern=$3
  shift 4
  local out rc
  out=$("$@" 2>&1)
  rc=$?
  local found=1
  if [[ $pattern == =* ]]; then
    grep -qF -- "${pattern#=}" <<<"$out" || found=0
  else
    grep -qE -- "$pattern" <<<"$out" || found=0
  fi
  if [ "$rc" -eq "$status" ] && [ $found -eq 1 ]; then
    ok "$name"
  else
    bad "$name" "exit $rc (want $status), output:" "$(head -"${EXPECT_LINES:-8}" <<<"$out")" "want: $pattern"
  fi
}

# work_dir DIR: DIR made empty, for a test's files.
work_dir() { rm -rf "$1" && mkdir -p "$1"; }
