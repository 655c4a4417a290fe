#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Generate-block coverage of the configurations: every generate block of every module in
rtl/xlane.f (each branch of an if or case generate, each loop body, named or not) must be
checked by the tests (make test, make test-long): elaborated by a `sim`, `run` or `sc` row of rtl/xlane.configs as
Verilator reads it (-DVERILATOR: the models the tests simulate) or by an `equiv` row in
either form (scripts/equiv.sh proves both: NAME and NAME-sim); and a block of a clocked
module (one with a clk_i port) also by a `formal-quick` row as SymbiYosys reads it
(-DSYNTHESIS -DFORMAL: its handshake proven). A branch that only lint or the long make
formal reaches can be wrong and the tests pass.

slang (pyslang) elaborates each row; a block it elaborates in an instance is reached, one
it skips (the other arm of an if generate, the body of a loop with no iteration) is not.
The blocks are those slang sees in those rows' and the `lint` rows' elaborations, every
module of rtl/xlane.f among them (slang also reads the modules no row instantiates).
Prints each block no row reaches, as FILE:LINE, and exits 1 if there is one.

Usage: scripts/gen-coverage.py [--list]   (--list: every block and the rows that reach it)
"""
import glob
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "synth"))
from xlflow import fpga, table  # noqa: E402  (rtl/xlane.configs and rtl/xlane.f readers)

try:
    import pyslang
except ImportError:
    sys.exit("gen-coverage: no pyslang (scripts/install-deps.sh installs it from PyPI)")


def blocks(top, params, files, defines):
    """{(file, line, name): elaborated} of every generate block slang sees for `top`."""
    driver = pyslang.driver.Driver()
    driver.addStandardArgs()
    args = ["slang", "--top", top] + [f"-D{d}" for d in defines]
    for name, value in params.items():
        args += ["-G", f"{name}={value}"]
    if not (driver.parseCommandLine(" ".join(args + files), pyslang.driver.CommandLineOptions())
            and driver.processOptions() and driver.parseAllSources()):
        sys.exit(f"gen-coverage: slang could not read {top} {params}")
    compilation = driver.createCompilation()
    sources = compilation.sourceManager
    seen = {}
    paths = {}  # slang's file name -> its path from ROOT

    def visit(symbol):
        name = sources.getFileName(symbol.location)
        if name not in paths:
            paths[name] = os.path.relpath(name, ROOT)
        key = (paths[name], sources.getLineNumber(symbol.location), symbol.name)
        seen[key] = seen.get(key, False) or not symbol.isUninstantiated

    # A lookup table: slang walks the tree natively and calls back for generate blocks only.
    compilation.getRoot().visit(lookup_table={pyslang.ast.SymbolKind.GenerateBlock: visit})
    return seen


def designs(top, params, files, defines):
    """What a row elaborates: its top at its parameters and, for a harness that wraps a unit
    (table.WRAPS: the Yosys flows set the unit's knobs on it, which slang's -G cannot reach
    below the top), the unit at those of the row's parameters it declares."""
    out = [(top, tuple(sorted(params.items())), tuple(files), tuple(defines))]
    unit = table.WRAPS.get(top)
    if unit:
        own = {k: v for k, v in params.items() if k in table.declared_parameters(unit)}
        out.append((unit, tuple(sorted(own.items())), tuple(files), tuple(defines)))
    return out


def main():
    os.chdir(ROOT)
    rtl = fpga.file_list("rtl/xlane.f")
    harness = sorted(glob.glob("formal/fv/*.sv"))
    reached = {"sim": {}, "equiv": {}, "formal-quick": {}}  # block -> the rows that elaborate it
    universe = set()
    flows = (("sim", "sim", rtl, ["VERILATOR"]), ("sim", "run", rtl, ["VERILATOR"]),
             ("sim", "sc", rtl, ["VERILATOR"]), ("equiv", "equiv", rtl, []), ("equiv", "equiv", rtl, ["VERILATOR"]),
             ("lint", "lint", rtl, []),  # the universe only: a loop with no iteration at defaults
             ("formal-quick", "formal-quick", rtl + harness, ["SYNTHESIS", "FORMAL"]))
    # A design elaborated once however many rows name it (the warp tops are `sim`, `run` and
    # `sc` rows alike): slang's result depends on the top, parameters, files and defines only.
    elaborations = {}
    for flow, row_flow, files, defines in flows:
        for name, top, params in fpga.configs(row_flow):
            for design in designs(top, params, files, defines):
                if design not in elaborations:
                    elaborations[design] = blocks(design[0], dict(design[1]), files, defines)
                for key, elaborated in elaborations[design].items():
                    if not key[0].startswith("rtl/"):
                        continue
                    universe.add(key)
                    if elaborated and flow in reached:
                        reached[flow].setdefault(key, []).append(name)
    clocked = set()
    for f in rtl:
        with open(f) as text:
            if "clk_i" in text.read():
                clocked.add(f)
    holes = 0
    for key in sorted(universe):
        where, line, name = key
        label = f"{where}:{line} {name or '(unnamed)'}"
        needs = [("sim", "equiv")] + ([("formal-quick",)] if where in clocked else [])
        if "--list" in sys.argv[1:]:
            rows = "; ".join(f"{flow}: {', '.join(reached[flow].get(key, [])) or '-'}"
                             for flow in ("sim", "equiv", "formal-quick"))
            print(f"{label}: {rows}")
        for flows_any in needs:
            if not any(key in reached[flow] for flow in flows_any):
                holes += 1
                what = "simulated or proven equivalent" if "sim" in flows_any else "proven (formal-quick)"
                print(f"HOLE {label}: {what} by no row of rtl/xlane.configs")
    print(f"gen-coverage: {len(universe)} generate blocks, {holes} holes")
    return 1 if holes else 0


if __name__ == "__main__":
    sys.exit(main())
