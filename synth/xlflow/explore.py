#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""make explore: every shuffle microarchitecture, and the funnel shifter's two structures,
measured side by side in one flow, as a job list that GNU parallel runs.

  explore.py run   [--out DIR] [--jobs N] [SELECTION] [--sshlogin S]... [--ops N] [--tput-sim S]
                   the job list, parallel on it (resumable: --joblog, --resume), then merge
  explore.py jobs  [--out DIR] [SELECTION] [--ops N] [--tput-sim S]   print the job list
  explore.py job   --out DIR [--tput-sim S] POINT MEASURE      run one job
  explore.py merge [--out DIR]          CSV, Markdown, PNG plots from DIR/results/ alone
  SELECTION: --tiny (two points at 8 lanes), --quick (every microarchitecture at 8 and 32
  lanes, the Yosys and standard-cell measures), --lanes 8,32 (the shuffle at these lane
  counts), --no-pnr (no place and route)
  explore.py plot  --table MD --out DIR        the PNG plots again from a table merge wrote

Design points (POINT): the rows of rtl/xlane.configs that list the flow `explore`, each
with its parameters: the shuffle at 8, 16, 32 and 64 lanes of 32 bits as the crossbar
(xbar, Latency 1), the gather at GatherLanes K = 1, 2, 4, 8, 16 (K below the lane count),
the uniform fast path and the pipelined crossbar (its cuts and copies, named
shfl-pxbarCUTScCOPIES[q]-nN, q: the queue); the funnel shifter at Latency 1 with LowDepth 0
and 1; the byte shuffle (SHUF) at Latency 1. A point is added by adding a row.
Measures (MEASURE), one job each:
  generic   Yosys synth -flatten -noabc: MUX2 and depth (ltp -noff, flip-flops cut paths)
  xilinx    synth_xilinx -widemux 5 with the area-oriented LUT mapping (synth/xilinx_area.ys):
            7-series LUTs (plus route-through LUTs) and flip-flops
  ice40     synth_ice40: LUT4 and flip-flops;   ecp5   synth_ecp5: LUT4 and flip-flops
  stdcell   the OSU 0.18 um standard cells (Yosys, ABC with the Liberty file) timed by
            OpenSTA (synth/xlflow/stdcell.py): area in um^2, cells, flip-flops, the worst
            path and Fmax; for the shuffle, the plain crossbar's floor beside them
  pnr-ice40, pnr-ecp5   place and route of the unit between registers (synth/pnr/,
            synth/xlflow/fpga.py) on the iCE40 HX8K and the ECP5-85F: Fmax, or "does not fit"
  pnr-osu018  qflow (graywolf, qrouter, Vesta) places and routes the unit in the OSU 0.18 um
            cells: die area and Fmax after routing (the funnel shifter, SHUF, and the
            shuffles of at most 8 lanes)
  tput      runs of synth/tput/tb_tput.sv: instructions per cycle with valid_i and
            ready_i held high, and the latency, on three workloads: random per-lane b and
            c, CUDA-style uniform shuffles, and the shuffles of programs/*.ptx. In Icarus
            (--tput-sim icarus, the default), or built by Verilator --binary --timing
            (--tput-sim verilator: seconds where Icarus takes hours on the 32-lane pipelined
            crossbar; the same cycles, but $urandom draws other random operands)

Each job writes DIR/results/POINT.MEASURE.json; `merge` reads whatever is there and writes
DIR/explore.csv, DIR/explore.md (the Pareto-optimal rows marked, per device and lane
count: fewer LUTs or more instructions per second) and DIR/explore_<device>.png. Derived
columns: million instructions per second (throughput x Fmax) and per thousand LUTs.

The job list is plain commands, one a line, so that GNU parallel runs it anywhere:
  locally          parallel --jobs 2 --joblog DIR/joblog --resume < DIR/jobs.txt
  several machines parallel --sshlogin 8/host1,8/host2 --workdir /path/to/xlane \\
                            --return DIR/results/ --joblog DIR/joblog --resume < DIR/jobs.txt
(each machine a clone of the same commit with the tools: make deps pnr-deps), then
explore.py merge. docs/explore.md has the details.
"""
import argparse
import csv
import functools
import json
import os
import re
import shutil
import subprocess
import sys
import time

if __package__ in (None, ""):  # run as a script: the package's parent on the path
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from xlflow import fpga  # noqa: E402  (file lists, Yosys and nextpnr runners, parsers)
from xlflow import stdcell  # noqa: E402  (the OSU 0.18 um mapping and OpenSTA timing)
from xlflow.yosys import render  # noqa: E402  (the Yosys scripts of synth/*.ys)
from xlflow import runner  # noqa: E402  (GNU parallel on a job list)
from xlflow import report  # noqa: E402  (the MUXF packing check of the 7-series jobs)
from xlflow import pages  # noqa: E402  (provenance of result files)

ROOT = fpga.ROOT

# The shuffle's microarchitecture numbers (xl_shfl_arch's Arch): rtl/xl_pkg.sv's constants.
_PKG = fpga.table.constants()
ARCH_XBAR, ARCH_GATHER, ARCH_UNIFORM, ARCH_PXBAR = (
    _PKG[f"ShflArch{n}"] for n in ("Xbar", "Gather", "Uniform", "Pxbar"))

WORKLOADS = ("random", "uniform", "programs")
AREA = ("generic", "xilinx", "ice40", "ecp5", "stdcell")
DEVICES = ("ice40", "ecp5")
# The targets a design point's instructions per second and area are weighed on: the two
# FPGA devices (LUT4, Fmax after place and route) and the standard cells (um^2, OpenSTA).
TARGETS = DEVICES + (stdcell.LIBRARY,)
AREA_OF = {"ice40": "lut_ice40", "ecp5": "lut_ecp5", stdcell.LIBRARY: f"um2_{stdcell.LIBRARY}"}
AREA_UNIT = {"ice40": "LUT4", "ecp5": "LUT4", stdcell.LIBRARY: "um^2"}


# ------------------------------------------------------------------------------------------
# Design points: the rows of rtl/xlane.configs that list the flow `explore`
# ------------------------------------------------------------------------------------------
# The unit each top of an explore row builds.
UNITS = {"xl_shfl_arch": "shfl", "xl_shf_pipe": "shf", "xl_shuf_pipe": "shuf"}
# --tiny: two of those rows.
TINY = ("shfl-xbar-n8", "shfl-gather2-n8")


def variant(p):
    """A point's variant as the tables and plots name it."""
    if p["unit"] == "shf":
        return f"LowDepth {p['lowdepth']}"
    if p["unit"] == "shuf":
        return "SHUF"
    if p["arch"] == ARCH_GATHER:
        return f"gather K{p['k']}"
    if p["arch"] == ARCH_PXBAR:
        return f"pxbar cuts {p['cuts']} copies {p['copies']}" + (" queue" if p["queue"] else "")
    return "uniform" if p["arch"] == ARCH_UNIFORM else "xbar"


@functools.lru_cache(maxsize=None)
def _table_points():
    pts = {}
    try:
        explore_rows = fpga.table.rows("explore")
    except fpga.table.TableError as e:  # a bad row: its file, line and column
        sys.exit(str(e))
    for row in explore_rows:
        if row.top not in UNITS:
            sys.exit(f"{row.path}:{row.line}:1: explore: {row.top} is not a top make explore measures "
                     f"({', '.join(UNITS)})")
        v = row.values()
        p = {"unit": UNITS[row.top], "lanes": v.get("NumLanes", 0), "arch": v.get("Arch", ARCH_XBAR), "row": row}
        p["k"] = v["GatherLanes"] if p["arch"] == ARCH_GATHER else 0
        if p["arch"] == ARCH_PXBAR:
            p.update(cuts=v["TreeCuts"], copies=v["Copies"], queue=v["Queue"])
        if p["unit"] == "shf":
            p["lowdepth"] = v["LowDepth"]
        p["variant"] = variant(p)
        pts[row.name] = p
    return pts


def points(tiny=False):
    """The design points (name -> description), in the table's order: every explore row,
    or the --tiny two."""
    pts = _table_points()
    return {n: pts[n] for n in TINY} if tiny else dict(pts)


def measures(point, pnr=True):
    ms = list(AREA)
    if pnr:
        ms += [f"pnr-{d}" for d in DEVICES]
        if point["unit"] != "shfl" or point["lanes"] <= stdcell.ROUTE_MAX_LANES:
            ms.append(f"pnr-{stdcell.LIBRARY}")
    if point["unit"] == "shfl":
        ms.append("tput")
    return ms


def top_and_params(p, measure):
    """The point's top and its parameters, as its row gives them; the shuffle's WideLuts is
    the measure's (fpga.wide_luts)."""
    params = p["row"].values()
    if p["row"].top == "xl_shfl_arch":
        params["WideLuts"] = fpga.wide_luts(measure)
    return p["row"].top, params


# ------------------------------------------------------------------------------------------
# Jobs
# ------------------------------------------------------------------------------------------
def rtl(top, *extra):
    """The files a job of `top` reads (its own RTL only: table.top_files)."""
    return fpga.table.top_files(top, extra)


JOB_TIMEOUT = 3600  # seconds, each tool of a job (runner.run_tool)


def run_tool(cmd, log):
    """A tool of a job, under its time and memory limits: (ok, seconds, why)."""
    return runner.run_tool(cmd, log, JOB_TIMEOUT, ROOT)


def yosys(script, log):
    ok, secs, why = run_tool(["yosys", "-q", "-l", log, "-s", script], log + ".out")
    return ok, round(secs, 1), why


# Each Yosys measure's template of synth/ and its own placeholders (xlflow/yosys.py), and
# the cell counts it writes (OUT + the suffix).
AREA_SCRIPT = {
    "generic": ("generic.ys", {}, ".noabc.stat.json"),
    "xilinx": ("xilinx_area.ys", {"widemux": "-widemux 5"}, ".stat.json"),
    "ice40": ("lut4.ys", {"synth": "synth_ice40", "json": ""}, ".stat.json"),
    "ecp5": ("lut4.ys", {"synth": "synth_ecp5", "json": ""}, ".stat.json"),
    "stdcell": (stdcell.TEMPLATE, stdcell.fill(), ".stat.json"),
}


def job_area(name, p, measure, wdir):
    top, params = top_and_params(p, measure)
    base = os.path.join(wdir, f"{name}.{measure}")
    template, fill, stat = AREA_SCRIPT[measure]
    stat = base + stat
    with open(base + ".ys", "w") as f:
        f.write(render(template, top, base, params, files=rtl(top), **fill))
    for old in (base + ".log", base + ".log.out"):
        if os.path.exists(old):
            os.remove(old)
    ok, secs, why = yosys(base + ".ys", base + ".log")
    res = {"status": "ok" if ok else f"yosys {why}", "seconds": secs}
    if not ok:
        return res
    if measure == "stdcell":
        try:
            res.update(stdcell.measure(top, base, run_tool, lanes=p["lanes"] if p["unit"] == "shfl" else None))
        except (OSError, ValueError) as e:
            res["status"] = str(e)
        return res
    with open(stat) as f:
        cells = json.load(f)["design"]["num_cells_by_type"]
    if measure == "generic":
        res["mux2"] = cells.get("$_MUX_", 0)
        res["depth"] = fpga.ltp(base + ".noabc.ltp")
    elif measure == "xilinx":
        res["luts"] = sum(v for k, v in cells.items() if k.startswith("LUT"))
        res["ffs"] = sum(v for k, v in cells.items() if k.startswith("FD"))
        # Route-through LUTs for MUXF pins that no LUT drives (synth/xlflow/report.py's rule).
        fm = base + ".fmux.json"
        report.fmux_check(base + ".net.json", fm)
        os.remove(base + ".net.json")
        with open(fm) as f:
            res["luts"] += int(json.load(f).get("bad_pins", 0))
    else:
        res.update({k: v for k, v in fpga.synth_cells(measure, stat).items() if k in ("luts", "ffs")})
    return res


def job_route(name, p, wdir):
    """qflow's place and route in the standard cells (stdcell.route), in runs/NAME.route/."""
    top, params = top_and_params(p, "stdcell")
    work = os.path.join(wdir, f"{name}.route")
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    flatten = render("flatten.ys", top, os.path.join(work, "source", top), params, files=rtl(top))
    t0 = time.time()
    try:
        res = {"status": "ok", **stdcell.route(top, flatten, work, run_tool)}
    except (OSError, ValueError) as e:
        res = {"status": f"qflow: {e}"}
    res["seconds"] = round(time.time() - t0, 1)
    return res


def job_pnr(name, p, device, wdir):
    v = p["row"].values()
    if p["unit"] in ("shf", "shuf"):
        job = fpga.Job("pnr", p["unit"], None, 32, v["Latency"], device, lowdepth=v.get("LowDepth", 0))
    else:
        # The shuffle alone (pass_i tied low): the harness's input chain is then NumLanes x
        # Width flip-flops shorter; and the harness does not register again the outputs of
        # a unit whose outputs are registers (all but the crossbar at Latency 1, whose
        # figures stay make fmax's): so the 32-lane gather's harness fits the iCE40.
        job = fpga.Job("pnr", "shfl", v["NumLanes"], v["Width"], v["Latency"], device, arch=v["Arch"],
                       gather=v["GatherLanes"], passthrough=0, cuts=v["TreeCuts"], copies=v["Copies"],
                       queue=v["Queue"], capture=1 if p["arch"] == ARCH_XBAR else 0)
    return fpga.run_pnr(job, os.path.dirname(wdir))  # "does not fit": fpga.MISFIT


def programs_list(path):
    """The shuffles of programs/*.ptx as "mode b c" lines (hex) for tb_tput's list workload:
    every one has an immediate b and c, the same for every lane."""
    modes = {"up": 0, "down": 1, "bfly": 2, "idx": 3}
    lines = []
    for f in sorted(os.listdir(os.path.join(ROOT, "programs"))):
        if not f.endswith(".ptx"):
            continue
        for line in open(os.path.join(ROOT, "programs", f)):
            code = line.split("//")[0]
            m = re.search(r"shfl(?:\.sync)?\.(up|down|bfly|idx)\.b32\s+[^,]+,\s*[^,]+,\s*([^,;\s]+)\s*,\s*([^,;\s]+)", code)
            if m:
                lines.append(f"{modes[m.group(1)]} {int(m.group(2), 0):x} {int(m.group(3), 0):x}")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
    return len(lines)


def job_tput(name, p, wdir, ops, sim="icarus"):
    params = p["row"].values()  # tb_tput has every parameter of xl_shfl_arch's rows
    files = rtl("tb_tput", "synth/tput/tb_tput.sv")
    t0 = time.time()
    work = os.path.join(wdir, name + ".tput")  # the simulation model, removed at the end
    shutil.rmtree(work, ignore_errors=True)
    if sim == "verilator":
        build = (["verilator", "--binary", "--timing", "-O1", "-Wno-fatal", "-Wno-lint", "-Wno-style", "--Mdir", work,
                  "--top-module", "tb_tput"] + [f"-G{k}={v}" for k, v in params.items()])
        sim_cmd = [os.path.join(work, "Vtb_tput")]
    else:
        os.makedirs(work)
        build = (["iverilog", "-g2012", "-o", os.path.join(work, "tb_tput.vvp"), "-s", "tb_tput"]
                 + [f"-Ptb_tput.{k}={v}" for k, v in params.items()])
        sim_cmd = ["vvp", "-n", os.path.join(work, "tb_tput.vvp")]
    r = subprocess.run(build + files, cwd=ROOT, capture_output=True, text=True)
    if r.returncode != 0:
        return {"status": f"{sim} failed: " + (r.stdout + r.stderr).strip()[-200:]}
    listing = os.path.join(wdir, name + ".programs.txt")
    programs_list(listing)
    res = {"status": "ok"}
    for w in WORKLOADS:
        args = [f"+workload={'list' if w == 'programs' else w}", f"+ops={ops}", "+seed=1"]
        if w == "programs":
            args.append(f"+list={listing}")
        out = subprocess.run(sim_cmd + args, cwd=ROOT, capture_output=True, text=True, timeout=3600)
        m = re.search(r"tput ops=(\d+) span=(\d+) latency=(\d+)", out.stdout)
        if not m:
            return {"status": f"tb_tput {w}: no result ({(out.stdout + out.stderr).strip()[-200:]})"}
        n, span, lat = map(int, m.groups())
        res[f"ipc_{w}"] = round((n - 1) / span, 4) if span > 0 else 1.0
        res[f"latency_{w}"] = lat
    shutil.rmtree(work, ignore_errors=True)
    res["tput_sim"] = sim
    res["seconds"] = round(time.time() - t0, 1)
    return res


def cmd_job(args):
    pts = all_points()
    if args.point not in pts:
        sys.exit(f"explore: unknown design point '{args.point}' (explore.py jobs lists them)")
    p = pts[args.point]
    if args.measure not in measures(p):
        sys.exit(f"explore: unknown measure '{args.measure}' for {args.point}: {' '.join(measures(p))}")
    # The result file to results/ (what merge reads, and what a kept page keeps), the
    # scripts, logs and netlists to runs/.
    rdir, wdir = os.path.join(args.out, "results"), os.path.join(args.out, "runs")
    os.makedirs(rdir, exist_ok=True)
    os.makedirs(wdir, exist_ok=True)
    keep = os.path.join(rdir, f"{args.point}.{args.measure}.json")
    if os.path.exists(keep) and not args.again:
        with open(keep) as f:
            old = json.load(f)
        if old.get("status") in ("ok", "does not fit"):
            print(f"explore: {args.point} {args.measure}: kept ({keep})", flush=True)
            return 0
    t0 = time.time()
    if args.measure in AREA:
        res = job_area(args.point, p, args.measure, wdir)
    elif args.measure == f"pnr-{stdcell.LIBRARY}":
        res = job_route(args.point, p, wdir)
    elif args.measure.startswith("pnr-"):
        res = job_pnr(args.point, p, args.measure[4:], wdir)
    else:
        res = job_tput(args.point, p, wdir, args.ops, args.tput_sim)
    res["point"], res["measure"] = args.point, args.measure
    res["made"] = made(args, time.time() - t0)
    with open(os.path.join(rdir, f"{args.point}.{args.measure}.json"), "w") as f:
        json.dump(res, f)
    brief = ", ".join(f"{k}={v}" for k, v in res.items() if k not in ("point", "measure", "status", "made"))
    print(f"explore: {args.point} {args.measure}: {res['status']} ({time.time() - t0:.0f} s) {brief}", flush=True)
    return 0 if res["status"] in ("ok", "does not fit") else 1


def job_command(args, point, measure, again=False):
    """The command line of one job, as GNU parallel runs it (runner.command: the same line
    runs in any clone)."""
    sim = ["--tput-sim", args.tput_sim] if measure == "tput" and args.tput_sim != "icarus" else []
    return runner.command(__file__, "job", *(["--again"] if again else []), "--out", runner.here(args.out),
                          "--ops", args.ops, *sim, point, measure)


def made(args, wall):
    """How a job's result was made, kept beside its figures: the command that makes it again
    (--again: even with the result there), the commit (git describe, "-dirty" with
    uncommitted changes), the measure's tool and version, the job's wall time."""
    m = args.measure
    if m == "stdcell":
        tool = pages.first_line(["yosys", "-V"]) + "; OpenSTA " + pages.first_line(["sta", "-version"])
    elif m == f"pnr-{stdcell.LIBRARY}":
        tool = pages.first_line(["yosys", "-V"]) + "; " + pages.first_line(["sh", "-c", "qflow -h 2>&1 | head -1"])
    elif m in AREA:
        tool = pages.first_line(["yosys", "-V"])
    elif m.startswith("pnr-"):
        tool = pages.first_line(fpga.nextpnr(m[4:]) + ["--version"])
    else:
        tool = pages.first_line(["verilator", "--version"] if args.tput_sim == "verilator" else ["iverilog", "-V"])
    return pages.made(job_command(args, args.point, m, again=True), tool, wall)


# --quick: every microarchitecture at these lane counts, the Yosys and standard-cell
# measures only (no place and route, no throughput runs).
QUICK_LANES = (8, 32)


def lane_list(text):
    """--lanes: lane counts separated by commas."""
    try:
        return tuple(int(x) for x in text.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not a list of lane counts (8,32)") from None


def selection(args):
    """The design points of a run and their measures: name -> (point, [measure]), as --tiny,
    --quick, --lanes and --no-pnr choose."""
    lanes = QUICK_LANES if args.quick else args.lanes
    sel = {}
    for name, p in points(args.tiny).items():
        if lanes and p["unit"] == "shfl" and p["lanes"] not in lanes:
            continue
        ms = measures(p, pnr=not (args.no_pnr or args.quick))
        sel[name] = (p, [m for m in ms if m in AREA] if args.quick else ms)
    return sel


def job_lines(args):
    lines = [job_command(args, name, m) for name, (p, ms) in selection(args).items() for m in ms]
    # Yosys and simulation first, then place and route on the iCE40, then on the ECP5 (the
    # longest), each smallest first: the table fills from the quick measures up, and an
    # interrupted run has the most rows.
    def rank(line):
        stage = 2 if line.endswith(" pnr-ecp5") else 1 if " pnr-" in line else 0
        lanes = re.search(r"-n(\d+) ", line)
        return stage, int(lanes.group(1)) if lanes else 0
    lines.sort(key=rank)
    return lines


def cmd_jobs(args):
    print("\n".join(job_lines(args)))
    return 0


# ------------------------------------------------------------------------------------------
# Merge: one row a design point
# ------------------------------------------------------------------------------------------
_S = stdcell.LIBRARY
FIELDS = ["point", "unit", "variant", "lanes", "k", "mux2", "depth", "lut_xilinx", "ff_xilinx", "lut_ice40",
          "ff_ice40", "lut_ecp5", "ff_ecp5", f"um2_{_S}", f"cells_{_S}", f"ff_{_S}", f"ns_{_S}", "floor_um2",
          "floor_ns", "fmax_ice40", "fmax_ecp5", f"fmax_{_S}", "route_um2", "route_fmax", "latency", "ipc_random",
          "ipc_uniform", "ipc_programs"]
for _d in TARGETS:
    FIELDS += [f"mips_{_d}_{w}" for w in WORKLOADS] + ([f"mips_per_klut_{_d}"] if _d in DEVICES else [])
FIELDS += ["pareto", "notes"]


def all_points():
    """Every design point, the tiny job list's included, in the table's order."""
    pts = points(tiny=False)
    pts.update(points(tiny=True))
    return pts


def read_results(rdir):
    """Every result file of a results folder: (point, measure) -> its content."""
    found = {}
    for f in sorted(os.listdir(rdir)) if os.path.isdir(rdir) else []:
        if f.endswith(".json") and f.count(".") == 2:
            with open(os.path.join(rdir, f)) as fh:
                found[tuple(f[:-5].split("."))] = json.load(fh)
    return found


def merge_rows(rdir):
    """One row a design point that has a result file in rdir, from those files alone."""
    results = read_results(rdir)
    rows = []
    for name, p in all_points().items():
        if not any(pt == name for pt, _ in results):
            continue
        row = {"point": name, "unit": p["unit"], "variant": p["variant"], "lanes": p["lanes"] or "",
               "k": p["k"] or "", "notes": ""}
        notes = []
        for m in measures(p):
            r = results.get((name, m))
            if r is None:
                continue
            if r.get("status") != "ok":
                notes.append(f"{m}: {r.get('status')}")
                continue
            if m == "generic":
                row["mux2"], row["depth"] = r["mux2"], r["depth"]
            elif m in ("xilinx", "ice40", "ecp5"):
                row[f"lut_{m}"], row[f"ff_{m}"] = r["luts"], r["ffs"]
            elif m == "stdcell":
                for key, field in (("area_um2", "um2"), ("cells", "cells"), ("ffs", "ff"), ("period_ns", "ns"),
                                   ("fmax_mhz", "fmax")):
                    row[f"{field}_{_S}"] = r[key]
                row["floor_um2"], row["floor_ns"] = r.get("floor_area_um2"), r.get("floor_ns")
            elif m == f"pnr-{_S}":
                row["route_um2"], row["route_fmax"] = r["route_die_um2"], r["route_fmax_mhz"]
            elif m.startswith("pnr-"):
                row[f"fmax_{m[4:]}"] = r["fmax_mhz"]
            elif m == "tput":
                for w in WORKLOADS:
                    row[f"ipc_{w}"] = r[f"ipc_{w}"]
                row["latency"] = r["latency_uniform"]
        if p["unit"] in ("shf", "shuf"):
            for w in WORKLOADS:  # a pipeline: one instruction a cycle by construction (xl_pipe)
                row[f"ipc_{w}"] = 1.0
            row["latency"] = 1
        for d in TARGETS:
            f = row.get(f"fmax_{d}")
            for w in WORKLOADS:
                if f is not None and row.get(f"ipc_{w}") not in (None, ""):
                    row[f"mips_{d}_{w}"] = round(f * row[f"ipc_{w}"], 2)
            lut = row.get(f"lut_{d}")
            if d in DEVICES and row.get(f"mips_{d}_programs") is not None and lut:
                row[f"mips_per_klut_{d}"] = round(1000 * row[f"mips_{d}_programs"] / lut, 3)
        row["notes"] = "; ".join(notes)
        rows.append(row)
    # Pareto, per target and unit and lane count: no other point has at most the area (LUT4,
    # um^2) and at least as many instructions per second (the programs' workload), one
    # strictly. Without an Fmax the same on instructions per cycle: "(IPC)".
    marks = {r["point"]: [] for r in rows}
    for d in TARGETS:
        perf, area = f"mips_{d}_programs", AREA_OF[d]
        if not any(r.get(perf) is not None for r in rows):
            perf = "ipc_programs"
        for r in rows:
            lut, ips = r.get(area), r.get(perf)
            if lut is None or ips is None:
                continue
            peers = [q for q in rows if q["unit"] == r["unit"] and q["lanes"] == r["lanes"] and q is not r
                     and q.get(area) is not None and q.get(perf) is not None]
            dominated = any(q[area] <= lut and q[perf] >= ips
                            and (q[area] < lut or q[perf] > ips) for q in peers)
            if not dominated:
                marks[r["point"]].append(d if perf != "ipc_programs" else f"{d} (IPC)")
    for r in rows:
        r["pareto"] = " ".join(marks[r["point"]])
    return rows


def fmt(v):
    if v is None or v == "":
        return ""
    if isinstance(v, float):
        return f"{v:,.3f}".rstrip("0").rstrip(".") if v < 10 else f"{v:,.1f}"
    if isinstance(v, int):
        return f"{v:,}"
    return str(v)


# The Markdown table's columns: (field, heading).
MD_COLS = [("point", "design point"), ("lanes", "lanes"), ("variant", "variant"), ("mux2", "MUX2"),
           ("depth", "depth"), ("lut_xilinx", "7-series LUT"), ("ff_xilinx", "FF"), ("lut_ice40", "iCE40 LUT4"),
           ("ff_ice40", "FF"), ("lut_ecp5", "ECP5 LUT4"), ("ff_ecp5", "FF"), ("fmax_ice40", "iCE40 MHz"),
           ("fmax_ecp5", "ECP5 MHz"), ("latency", "latency"), ("ipc_random", "IPC random"),
           ("ipc_uniform", "IPC uniform"), ("ipc_programs", "IPC programs"),
           ("mips_ice40_programs", "iCE40 MIPS"), ("mips_ecp5_programs", "ECP5 MIPS"),
           ("mips_per_klut_ecp5", "ECP5 MIPS/kLUT"), ("pareto", "Pareto"), ("notes", "notes")]
# The pages written before the standard-cell view had these columns only; read_md reads
# both. The current table adds the OSU 0.18 um area, minimum period, Fmax and MIPS, and
# the crossbar's floor.
MD_COLS_FPGA = list(MD_COLS)
_after = {"ff_ecp5": [(f"um2_{_S}", "OSU018 um^2"), (f"ns_{_S}", "OSU018 ns"), ("floor_um2", "floor um^2"),
                      ("floor_ns", "floor ns")],
          "fmax_ecp5": [(f"fmax_{_S}", "OSU018 MHz"), ("route_um2", "routed um^2"), ("route_fmax", "routed MHz")], "mips_ecp5_programs": [(f"mips_{_S}_programs", "OSU018 MIPS")]}
MD_COLS = [c for col in MD_COLS_FPGA for c in [col] + _after.get(col[0], [])]
# Its columns of text; every other column is a number or empty.
MD_TEXT = ("point", "variant", "pareto", "notes")


def write_md(path, rows, made):
    """The Markdown table, from the rows and pages.provenance() alone: the same result files give
    the same page, byte for byte (a kept page's files are kept beside it)."""
    with open(path, "w") as f:
        f.write("# make explore\n\n")
        f.write(f"{len(rows)} design points from {made['files']} result files ({made['job_seconds']:,.0f} s of "
                f"job time; commits {', '.join(made['commits'])}; tools: {'; '.join(made['tools'])}). "
                "Columns: docs/explore.md. "
                "MIPS: million instructions per second on the programs' shuffles (IPC x Fmax). Pareto: "
                "the targets (the two devices, the OSU 0.18 um cells) on which no other point of the same "
                "unit and lane count has at most the area (LUT4, um^2) and at least as many MIPS.\n\n")
        f.write("| " + " | ".join(h for _, h in MD_COLS) + " |\n")
        f.write("|" + "---|" * len(MD_COLS) + "\n")
        for r in rows:
            cells = [fmt(r.get(k)) for k, _ in MD_COLS]
            if r.get("pareto"):
                cells[0] = f"**{cells[0]}**"
            f.write("| " + " | ".join(cells) + " |\n")


def plot_files(out):
    """The plots merge drew into out."""
    return [os.path.join(out, f"explore_{d}.png") for d in TARGETS
            if os.path.exists(os.path.join(out, f"explore_{d}.png"))]


def plot(out, rows):
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.ticker
        import matplotlib.pyplot as plt
    except ImportError:
        print("explore: matplotlib not installed: no PNG (scripts/install-deps.sh installs Debian's python3-matplotlib)")
        return None
    made = []
    for d in TARGETS:
        area = AREA_OF[d]
        pts = [r for r in rows if r["unit"] == "shfl" and r.get(area) and r.get(f"mips_{d}_programs")]
        if not pts:
            continue
        lanes = sorted({r["lanes"] for r in pts})
        fig, axes = plt.subplots(1, len(lanes), figsize=(4.5 * len(lanes), 4), squeeze=False)
        for ax, n in zip(axes[0], lanes):
            for r in (r for r in pts if r["lanes"] == n):
                ax.scatter(r[area], r[f"mips_{d}_programs"], marker="*" if d in r["pareto"].split() else "o")
                ax.annotate(r["variant"], (r[area], r[f"mips_{d}_programs"]), fontsize=7)
            ax.set_xscale("log")
            # Ticks at 1, 2, 3, 5, 7 x 10^n, written 2k, 30k: the default labels crowd.
            ax.xaxis.set_major_locator(matplotlib.ticker.LogLocator(base=10, subs=(1, 2, 3, 5, 7)))
            ax.xaxis.set_major_formatter(matplotlib.ticker.FuncFormatter(
                lambda v, _: f"{v / 1e6:g}M" if v >= 1e6 else f"{v / 1000:g}k" if v >= 1000 else f"{v:g}"))
            ax.xaxis.set_minor_formatter(matplotlib.ticker.NullFormatter())
            ax.set_xlabel(f"{d} {AREA_UNIT[d]}")
            ax.set_ylabel("MIPS (programs' shuffles)")
            ax.set_title(f"{n} lanes x 32 bit")
            ax.grid(True, alpha=0.3)
        where = f"in the {d.upper()} standard cells" if d not in DEVICES else f"on the {d}"
        fig.suptitle(f"xlane shuffle microarchitectures {where}: area against instructions per second")
        fig.tight_layout()
        path = os.path.join(out, f"explore_{d}.png")
        fig.savefig(path, dpi=100)
        plt.close(fig)
        made.append(path)
    return made


def read_md(path):
    """The rows of a Markdown table that write_md wrote (build/explore/explore.md, or a page
    of docs/results/ that keeps one): numbers as numbers, the Pareto bold mark dropped."""
    with open(path) as f:
        lines = [l.rstrip("\n") for l in f]
    for cols in (MD_COLS, MD_COLS_FPGA):
        heads = "| " + " | ".join(h for _, h in cols) + " |"
        if heads in lines:
            break
    else:
        raise ValueError(f"{path}: no explore table (no line reads '{heads[:40]}...')")
    rows = []
    start = lines.index(heads) + 2
    for n, line in enumerate(lines[start:], start + 1):
        if not line.startswith("| "):
            break
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != len(cols):
            raise ValueError(f"{path}:{n}:1: {len(cells)} cells, "
                             f"the table has {len(cols)} columns")
        row = {}
        for (key, _), cell in zip(cols, cells):
            v = cell.replace(",", "")
            if key in MD_TEXT:
                row[key] = cell.strip("*") if key == "point" else cell
            elif v == "":
                row[key] = None
            else:
                try:
                    row[key] = float(v) if "." in v else int(v)
                except ValueError:
                    raise ValueError(f"{path}:{n}: column '{key}': '{cell}' "
                                     "is not a number") from None
        row["unit"] = row["point"].split("-")[0]
        rows.append(row)
    return rows


def cmd_plot(args):
    try:
        rows = read_md(args.table)
    except (OSError, ValueError) as e:
        print(f"explore: {e}", file=sys.stderr)
        return 2
    os.makedirs(args.out, exist_ok=True)
    pngs = plot(args.out, rows)
    if pngs is None:
        return 1
    print(f"explore: {len(rows)} design points read from {args.table}: "
          + (", ".join(pngs) if pngs else "no plot (no point has both LUT4 and an Fmax)"))
    return 0


def cmd_merge(args, secs=0.0):
    rdir = os.path.join(args.out, "results")
    rows = merge_rows(rdir)
    csv_path, md_path = os.path.join(args.out, "explore.csv"), os.path.join(args.out, "explore.md")
    with open(csv_path, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=FIELDS, extrasaction="ignore")
        w.writeheader()
        for r in rows:
            w.writerow(r)
    write_md(md_path, rows, pages.provenance(read_results(rdir)))
    pngs = plot(args.out, rows)
    print(f"explore: {len(rows)} design points merged into {csv_path}, {md_path}"
          + (", " + ", ".join(pngs) if pngs else "") + (f" (the run took {secs:.0f} s)" if secs else ""))
    return 0


def cmd_run(args):
    t0 = time.time()
    rc = runner.parallel(job_lines(args), args.out, args.jobs, "explore", args.sshlogin,
                         returns=runner.here(os.path.join(args.out, "results")))
    cmd_merge(args, time.time() - t0)
    if not args.tiny:  # a copy under docs/results/ with its result files, when asked (XLANE_KEEP=1)
        flow = "explore-quick" if args.quick else "explore-partial" if args.no_pnr or args.lanes else "explore"
        pages.keep(flow, os.path.join(args.out, "explore.md"), "python3 synth/xlflow/explore.py run " + " ".join(sys.argv[2:]),
                   results=os.path.join(args.out, "results"), images=plot_files(args.out))
    if rc != 0:
        print(f"explore: {rc} job(s) failed (see {args.out}/joblog); rerun to retry them", file=sys.stderr)
    return 0 if rc == 0 else 1


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    for name in ("run", "jobs", "job", "merge", "plot"):
        s = sub.add_parser(name)
        if name == "plot":  # no default: the plots of a run stay those of its own table
            s.add_argument("--out", required=True, help="the folder for the PNGs")
            s.add_argument("--table", required=True, help="a Markdown table that merge wrote")
            continue
        s.add_argument("--out", default=os.path.join(ROOT, "build/explore"))
        if name in ("run", "jobs", "job"):
            s.add_argument("--ops", type=int, default=1000, help="instructions per throughput run")
            s.add_argument("--tput-sim", choices=("icarus", "verilator"), default="icarus",
                           help="the simulator of the throughput runs")
        if name in ("run", "jobs"):
            s.add_argument("--tiny", action="store_true", help="two points at 8 lanes (the make test job list)")
            s.add_argument("--no-pnr", action="store_true", help="Yosys, standard cells and simulation only")
            s.add_argument("--quick", action="store_true",
                           help=f"lanes {' and '.join(map(str, QUICK_LANES))}, Yosys and standard cells only")
            s.add_argument("--lanes", type=lane_list, default=(),
                           help="the shuffle at these lane counts only (8,32)")
        if name == "run":
            s.add_argument("--jobs", type=int, default=2)
            s.add_argument("--sshlogin", action="append", default=[], help="GNU parallel --sshlogin (repeatable)")
        if name == "job":
            s.add_argument("--again", action="store_true", help="run it even if its result is there")
            s.add_argument("point")
            s.add_argument("measure")
    args = ap.parse_args()
    args.out = os.path.abspath(args.out)
    cmds = {"run": cmd_run, "jobs": cmd_jobs, "job": cmd_job, "merge": cmd_merge, "plot": cmd_plot}
    return cmds[args.cmd](args)


if __name__ == "__main__":
    sys.exit(main())
