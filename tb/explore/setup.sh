# SPDX-License-Identifier: Apache-2.0
# Sourced by the explore tests after they set T (their work folder): ok, bad and expect
# (tb/cli/expect.sh), T made empty, the project's interpreter (XLANE_PY) and E, the
# command of synth/xlflow/explore.py.
# shellcheck source=../cli/expect.sh
source "$(dirname "${BASH_SOURCE[0]}")/../cli/expect.sh"
work_dir "$T"
source scripts/venv.sh
# shellcheck disable=SC2034  # used by the sourcing test
E="$XLANE_PY synth/xlflow/explore.py"
