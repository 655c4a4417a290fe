#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Synthesis report of xlane (make synth, scripts/synth.sh): Yosys on every `synth`
configuration of rtl/xlane.configs (each unit, the shuffle without its undefined flags, the
shuffle's crossbar alone to compare with its floor, and the warp top), flattened:
  generic      synth -noabc: MUX2 and other gate counts, depth (ltp -noff); then the
               ABC-mapped gate count and depth                       (synth/generic.ys)
  xilinx       synth_xilinx -noiopad [-widemux N]: LUT / MUXF7 / MUXF8 / CARRY4, LUT
               levels, and whether every MUXF7/MUXF8 is packable     (synth/xilinx.ys)
  xilinx-area  the same with an area-oriented ABC LUT mapping        (synth/xilinx_area.ys)
  xilinx-abc9  synth_xilinx -abc9 (ABC9's LUT mapping, which sees the cell delays)
and, for the three units (xl_shuf and xl_shf without -widemux, xl_shfl with -widemux 5),
the three Xilinx flows again with the current Yosys (flow name ending "~current"): the
command SYNTH_YOSYS_CURRENT, by default make compat's (<build>/compat/bin/yosys, set up by
`scripts/compat.sh --tools`; SYNTH_YOSYS_CURRENT= leaves these runs out). The summary's
headline is the fewest LUT sites over every flow and both versions, and names its flow.
Writes build/synth/report.md and report.csv and prints the summary table.

Each Yosys run is a job (`synth.py job`: its script rendered from the template by
synth/xlflow/yosys.py) of a GNU parallel job list (synth/xlflow/runner.py).

  synth.py run                                   every run, then the report
  synth.py render DIR                            the report again from DIR/results/ alone
  synth.py job --out DIR [--yosys Y] DESIGN FLOW WIDEMUX   one run

Environment: SYNTH_JOBS (parallel Yosys runs, default nproc), SYNTH_DESIGNS (names of
`synth` configurations; default all), SYNTH_OUT (default build/synth), and the Xilinx
runs as flow:widemux lists, by top: SYNTH_XILINX_SMALL (xl_shf, xl_shuf),
SYNTH_XILINX_SHFL, SYNTH_XILINX_XBAR, SYNTH_XILINX_WARP.
"""
import argparse
import os
import shutil
import subprocess
import sys
import time

if __package__ in (None, ""):  # run as a script: the package's parent on the path
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from xlflow import runner, table  # noqa: E402
from xlflow.yosys import render  # noqa: E402
from xlflow import report  # noqa: E402  (the MUXF check, the brief line, the report)
from xlflow import pages  # noqa: E402  (result files, provenance, keeping a page)

ROOT = table.ROOT
# -widemux 2 is in the lists to show it: its MUXF7 chains cannot be packed (see report.py).
XILINX = {
    "small": "xilinx:0 xilinx:2 xilinx:4 xilinx:5 xilinx:8 xilinx-area:0 xilinx-area:5",
    "shfl": "xilinx:0 xilinx:2 xilinx:4 xilinx:5 xilinx-area:0 xilinx-area:5",
    "warp": "xilinx:5 xilinx-area:5",
    "xbar": "xilinx:5 xilinx-area:5",
}
# The template of each flow, and -abc9 for xilinx-abc9.
TEMPLATE = {"generic": "generic.ys", "xilinx": "xilinx.ys", "xilinx-abc9": "xilinx.ys",
            "xilinx-area": "xilinx_area.ys"}


def xilinx_runs(row):
    """The Xilinx flow:widemux runs of a synth row (SYNTH_XILINX_* override the lists). The
    clocked shuffle runs the warp list, except the pipelined crossbar, whose report compares
    every -widemux."""
    group = {"xl_warp": "warp", "xl_shfl": "shfl", "xl_shfl_xbar": "xbar", "xl_shfl_bnet": "xbar"}.get(row.top, "small")
    if row.top == "xl_shfl_arch" and row.values().get("Arch", 0) != table.constants()["ShflArchPxbar"]:
        group = "warp"
    text = os.environ.get(f"SYNTH_XILINX_{group.upper()}", XILINX[group])
    return [tuple(x.split(":")) for x in text.split()]


def job_list(designs, current):
    """(design, flow, widemux) of every run, in the order of the designs."""
    synth_rows = {r.name: r for r in table.rows("synth")}
    jobs = []
    for design in designs:
        if design not in synth_rows:
            print(f"synth: '{design}' is not a synth row of rtl/xlane.configs", file=sys.stderr)
            sys.exit(2)
        jobs.append((design, "generic", "0"))
        jobs += [(design, flow, wm) for flow, wm in xilinx_runs(synth_rows[design])]
        wm = {"xl_shuf": "0", "xl_shf": "0", "xl_shfl": "5"}.get(design)
        if wm is None:
            continue
        jobs.append((design, "xilinx-abc9", wm))
        if current:
            jobs += [(design, f"{f}~current", wm) for f in ("xilinx", "xilinx-area", "xilinx-abc9")]
    return jobs


def cmd_job(args):
    row = {r.name: r for r in table.rows("synth")}.get(args.design)
    base = args.flow.replace("~current", "")
    if row is None or base not in TEMPLATE:
        print(f"synth: no synth row '{args.design}' or no flow '{args.flow}' ({', '.join(TEMPLATE)})",
              file=sys.stderr)
        return 2
    tag = f"{args.design}.generic" if base == "generic" else f"{args.design}.{args.flow}.wm{args.widemux}"
    out = args.out
    wmopt = f"-widemux {args.widemux}" if args.widemux != "0" else ""
    if base == "xilinx-abc9":
        wmopt += " -abc9"
    fill = {} if base == "generic" else {"widemux": wmopt}
    ys = os.path.join(out, "runs", tag + ".ys")
    os.makedirs(os.path.dirname(ys), exist_ok=True)
    with open(ys, "w") as f:
        f.write(render(TEMPLATE[base], row.top, os.path.join(out, tag), row.param_text(), **fill))
    tool = args.yosys if args.flow.endswith("~current") else "yosys"
    log = os.path.join(out, "runs", tag + ".log")
    t0 = time.time()
    ok, _, why = runner.run_tool([tool, "-q", "-l", log, "-s", ys], log + ".out", 7200)
    res = {"design": args.design, "top": row.top, "flow": args.flow, "widemux": args.widemux,
           "status": "ok" if ok else f"yosys {why}"}
    if ok:
        # The figures the page reads, from the files the script wrote: the cell counts by
        # type and the depth of each netlist, and the 7-series MUXF packing check.
        nets = ("noabc", "abc") if base == "generic" else ("xilinx",)
        stem = {n: os.path.join(out, f"{tag}.{n}" if base == "generic" else tag) for n in nets}
        res["cells"] = {n: report.cells_of(stem[n] + ".stat.json") for n in nets}
        res["depth"] = {n: report.depth_of(stem[n] + ".ltp") for n in nets}
        if base != "generic":
            net = os.path.join(out, tag + ".net.json")
            report.fmux_check(net, os.path.join(out, tag + ".fmux.json"))
            os.remove(net)
            res["fmux"] = report.load_json(os.path.join(out, tag + ".fmux.json"))
    secs = int(time.time() - t0)
    res["seconds"] = float(secs)
    command = runner.command(__file__, "job", "--out", runner.here(out), "--yosys", args.yosys, args.design,
                             args.flow, args.widemux)
    res["made"] = pages.made(command, pages.first_line([tool, "-V"]), time.time() - t0)
    pages.write_result(out, tag, res)
    if not ok:
        print(f"synth: FAIL {tag}: {why} (log: {log})")
        with open(log, errors="replace") as f:
            print("".join([l for l in f if "ERROR" in l][:5]), end="")
        return 1
    print(f"synth: done  {tag} ({secs} s): {report.brief(res)}", flush=True)
    return 0


def first_words(cmd, n=2):
    return " ".join(subprocess.run(cmd, capture_output=True, text=True).stdout.split()[:n])


def cmd_run(_args):
    out = os.environ.get("SYNTH_OUT") or os.path.join(ROOT, "build", "synth")
    out = os.path.abspath(out)
    jobs = int(os.environ.get("SYNTH_JOBS") or os.cpu_count() or 1)
    everything = not os.environ.get("SYNTH_DESIGNS")
    designs = (os.environ.get("SYNTH_DESIGNS") or " ".join(r.name for r in table.rows("synth"))).split()
    current = os.environ.get("SYNTH_YOSYS_CURRENT", os.path.join(ROOT, "build", "compat", "bin", "yosys"))
    if shutil.which("yosys") is None:
        sys.exit("synth: yosys not found (make deps)")
    version = first_words(["yosys", "-V"])
    if current:
        if not os.access(current, os.X_OK):
            sys.exit(f"synth: no current Yosys at {current} (scripts/compat.sh --tools, or SYNTH_YOSYS_CURRENT=)")
        current = os.path.realpath(current)
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(os.path.join(out, "runs"))
    runs = job_list(designs, current)
    lines = [runner.command(__file__, "job", "--out", runner.here(out), *(["--yosys", current] if current else []),
                            *run) for run in runs]
    print(f"synth: {len(runs)} Yosys runs on {' '.join(designs)}, {jobs} at a time, into {out}/ "
          f"({version})", flush=True)
    t0 = time.time()
    rc = runner.parallel(lines, out, jobs, "synth", resume=False)
    elapsed = int(time.time() - t0)
    print(f"synth: all runs finished in {elapsed} s; writing {out}/report.md and {out}/report.csv\n", flush=True)
    report.report(out)
    print(f"\nsynth: full tables in {out}/report.md")
    if rc != 0:
        print("synth: some runs failed", file=sys.stderr)
        return 1
    # A dated copy of a full run (all designs) beside the earlier ones, when asked (XLANE_KEEP=1).
    if everything:
        return pages.keep("synth", os.path.join(out, "report.md"), f"make synth (SYNTH_JOBS={jobs})",
                          results=os.path.join(out, "results"))
    return 0


def cmd_render(args):
    """report.md and report.csv again from DIR/results/ alone."""
    return pages.render("synth", args.dir, report.report)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    sub.add_parser("run")
    r = sub.add_parser("render", help="report.md and report.csv from DIR/results/ alone")
    r.add_argument("dir")
    j = sub.add_parser("job")
    j.add_argument("--out", required=True)
    j.add_argument("--yosys", default="yosys", help="the current Yosys, for the flows ending ~current")
    j.add_argument("design")
    j.add_argument("flow")
    j.add_argument("widemux")
    args = ap.parse_args()
    return {"run": cmd_run, "render": cmd_render, "job": cmd_job}[args.cmd](args)


if __name__ == "__main__":
    sys.exit(main())
