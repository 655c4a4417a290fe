#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Elaborates every `lint` configuration of rtl/xlane.configs (each top at its defaults and
at the extremes of its legal ranges) with slang, through its Python build pyslang, with
every warning on (-Weverything): any warning or error fails. slang is the strictest open
SystemVerilog front end; Verilator, Icarus and Yosys check the same tops in scripts/lint.sh
and scripts/lint-yosys.sh.

Usage: scripts/lint-slang.py [NAME...]   (default: every lint configuration)
"""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "synth"))
from xlflow import fpga  # noqa: E402  (rtl/xlane.configs and rtl/xlane.f readers)

try:
    import pyslang
except ImportError:
    sys.exit("lint-slang: no pyslang (scripts/install-deps.sh installs it from PyPI)")


def elaborate(top, params, files):
    """slang's diagnostics of `top` with `params` over `files`: (warnings + errors, text)."""
    driver = pyslang.driver.Driver()
    driver.addStandardArgs()
    args = ["slang", "-Weverything", "--top", top]
    for name, value in params.items():
        args += ["-G", f"{name}={value}"]
    # The quoting of parseCommandLine is a shell's; the paths have no spaces.
    ok = driver.parseCommandLine(" ".join(args + files), pyslang.driver.CommandLineOptions())
    ok = ok and driver.processOptions() and driver.parseAllSources()
    if not ok:
        return 1, "slang could not read the command line or the sources"
    client = driver.textDiagClient
    compilation = driver.createCompilation()
    driver.reportCompilation(compilation, True)
    engine = driver.diagEngine
    return engine.numWarnings + engine.numErrors, client.getString()


def main():
    os.chdir(ROOT)
    files = fpga.file_list("rtl/xlane.f")
    rows = fpga.configs("lint")
    wanted = set(sys.argv[1:])
    unknown = wanted - {name for name, _, _ in rows}
    if unknown:
        sys.exit(f"lint-slang: not a lint configuration of rtl/xlane.configs: {', '.join(sorted(unknown))}")
    # LINT_SKIP_LONG=1 (make test): the `sim-long` rows, the models too large for make test,
    # are left to make lint (as scripts/lint.sh leaves them).
    long = set()
    if os.environ.get("LINT_SKIP_LONG") == "1" and not wanted:
        long = {name for name, _, _ in fpga.configs("sim-long")}
        rows = [row for row in rows if row[0] not in long]
    failed = 0
    for name, top, params in rows:
        if wanted and name not in wanted:
            continue
        count, text = elaborate(top, params, files)
        if count:
            failed += 1
            print(f"FAIL slang {name} ({top} {params}): {count} diagnostics\n{text}")
        else:
            print(f"ok   slang {name}")
    runs = len(wanted) if wanted else len(rows)
    print(f"lint-slang: pyslang {pyslang.__version__}, {runs} tops, "
          f"{'no warning' if not failed else f'{failed} with warnings or errors'}"
          + (f" ({len(long)} sim-long rows left to make lint)" if long else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
