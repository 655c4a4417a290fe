#!/usr/bin/env bash
# Quick formal equivalence for ctest: xl_shf and xl_shuf at full size and xl_shfl at 8 lanes
# against their behavioural references (formal/ref_*.sv); exit 1 on any difference.
# The work is in scripts/equiv.sh (make equiv runs the same checks).
exec "$(dirname "$0")/equiv.sh" quick
