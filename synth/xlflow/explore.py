#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""make explore: every shuffle microarchitecture, the funnel shifter's two structures, SHUF,
and the collectives' structures, measured side by side in one flow, as a job list that GNU
parallel runs.

  explore.py run   [--out DIR] [--jobs N] [SELECTION] [--sshlogin S]... [--ops N] [--tput-sim S]
                   the job list, parallel on it (resumable: --joblog, --resume), then merge
  explore.py jobs  [--out DIR] [SELECTION] [--ops N] [--tput-sim S]   print the job list
  explore.py job   --out DIR [--tput-sim S] POINT MEASURE      run one job
  explore.py merge [--out DIR]          CSV, Markdown, PNG plots from DIR/results/ alone
  SELECTION: --tiny (two points at 8 lanes), --quick (every microarchitecture at 8 and 32
  lanes, the Yosys and standard-cell measures), --lanes 8,32 (the shuffle at these lane
  counts), --units redux,match (these units' points), --measures generic,pnr-ecp5 (these
  measures), --no-pnr (no place and route)
  explore.py plot  --table MD --out DIR        the PNG plots again from a table merge wrote

Design points (POINT): the rows of rtl/xlane.configs that list the flow `explore`, each
with its parameters: the shuffle at 8, 16, 32 and 64 lanes of 32 bits as the crossbar
(xbar, Latency 1), the gather at GatherLanes K = 1, 2, 4, 8, 16 (K below the lane count),
the uniform fast path and the pipelined crossbar (its cuts and copies, named
shfl-pxbarCUTScCOPIES[q][fF[eE]]-nN, q: the queue, F: the fanout trees' fanout, E: Extra); the funnel shifter at Latency 1 with LowDepth 0
and 1; the byte shuffle (SHUF) at Latency 1; redux.sync as the tree behind a register
(xl_party_unit Arch 0) or time-multiplexed at PerStep K lanes a step (Arch 1), match.sync
as the all-pairs comparators behind a register (Arch 0) or at K keys a step (Arch 1),
vote.sync and prmt behind a register (xl_party_unit, xl_word_unit). A point is added
by adding a row.
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
            crossbar; the same cycles, but $urandom draws other random operands). The shuffle
            only: the other units' schedules are fixed (explore_points.ipc: one a cycle
            behind xl_pipe, one every NumLanes / K cycles in the sequential collectives)

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
from xlflow.explore_page import plot, plot_files, read_md, write_page  # noqa: E402  (the page, CSV, plots)
from xlflow.explore_points import (AREA, ARCH_XBAR, UNITS, WORKLOADS, all_points, measures,  # noqa: E402
                                   points, top_and_params)

ROOT = fpga.ROOT

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
    elif p["unit"] == "prmt":
        # prmt's harness takes the outputs without registering them again (they are registers).
        job = fpga.Job("pnr", "prmt", None, 32, v["Latency"], device, capture=0)
    elif p["unit"] != "shfl":
        # A collective: its harness (xl_pnr_wrap_party) takes the outputs without registering
        # them again (they are registers), and folds one copy of a d that every lane (the
        # reduction) or every lane of a word (the vote) gets.
        job = fpga.Job("pnr", p["unit"], v.get("NumLanes"), 32, v["Latency"], device, arch=v.get("Arch", 0),
                       per_step=v.get("PerStep", 1))
    else:
        # The shuffle alone (pass_i tied low): the harness's input chain is then NumLanes x
        # Width flip-flops shorter; and the harness does not register again the outputs of
        # a unit whose outputs are registers (all but the crossbar at Latency 1, whose
        # figures stay make fmax's, and the pipelined crossbar with its output queue, whose
        # result is the queue's read mux: registered, its paths end in the harness's first
        # flip-flops, not in its XOR tree): so the 32-lane gather's harness fits the iCE40.
        capture = 1 if p["arch"] == ARCH_XBAR or v["Queue"] else 0
        job = fpga.Job("pnr", "shfl", v["NumLanes"], v["Width"], v["Latency"], device, arch=v["Arch"],
                       gather=v["GatherLanes"], passthrough=0, cuts=v["TreeCuts"], copies=v["Copies"],
                       queue=v["Queue"], capture=capture, fanout=v.get("Fanout", 0),
                       extra=v.get("Extra", 0))
    return fpga.run_pnr(job, os.path.dirname(wdir))  # "does not fit": fpga.MISFIT


def programs_list(path):
    """The shuffles of programs/*.ptx with an immediate b and c (the same for every lane)
    as "mode b c" lines (hex) for tb_tput's list workload; one whose b or c is a register
    (warp_agg_inc.ptx's broadcast from the leader lane) has no fixed b to list."""
    modes = {"up": 0, "down": 1, "bfly": 2, "idx": 3}
    lines = []
    for f in sorted(os.listdir(os.path.join(ROOT, "programs"))):
        if not f.endswith(".ptx"):
            continue
        for line in open(os.path.join(ROOT, "programs", f)):
            code = line.split("//")[0]
            m = re.search(r"shfl(?:\.sync)?\.(up|down|bfly|idx)\.b32\s+[^,]+,\s*[^,]+,\s*(0[xX][0-9a-fA-F]+|\d+)\s*,"
                          r"\s*(0[xX][0-9a-fA-F]+|\d+)\s*[,;]", code)
            if m:
                lines.append(f"{modes[m.group(1)]} {int(m.group(2), 0):x} {int(m.group(3), 0):x}")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
    return len(lines)


TPUT_BENCH = "synth/tput/tb_tput.sv"


# The bench's own parameters, which size its signals; a point's other parameters reach the
# unit through the macro XL_TPUT_UNIT (tb_tput.sv).
TPUT_SIZES = ("NumLanes", "Width")


# The parameters of xl_shfl_arch that the bench fixes: its sideband is one bit; the
# derived ones.
TPUT_FIXED = ("UserWidth", "LaneBits", "CBits")


def tput_missing(p):
    """The parameters of a point's row that the bench cannot give the unit: those
    xl_shfl_arch does not have (Icarus only warns of an unknown named override) and those
    the bench fixes. A point with any is refused."""
    known = set(fpga.table.declared_parameters("xl_shfl_arch")) - set(TPUT_FIXED)
    return sorted(set(p["row"].values()) - known)


def job_tput(name, p, wdir, ops, sim="icarus"):
    params = p["row"].values()
    missing = tput_missing(p)
    if missing:
        return {"status": f"the bench cannot set {', '.join(missing)} of xl_shfl_arch"}
    sizes = {k: v for k, v in params.items() if k in TPUT_SIZES}
    unit = "-DXL_TPUT_UNIT=" + "".join(f",.{k}({v})" for k, v in params.items() if k not in TPUT_SIZES)
    files = rtl("tb_tput", TPUT_BENCH)
    t0 = time.time()
    work = os.path.join(wdir, name + ".tput")  # the simulation model, removed at the end
    shutil.rmtree(work, ignore_errors=True)
    if sim == "verilator":
        build = (["verilator", "--binary", "--timing", "-O1", "-Wno-fatal", "-Wno-lint", "-Wno-style", "--Mdir", work,
                  "--top-module", "tb_tput", unit] + [f"-G{k}={v}" for k, v in sizes.items()])
        sim_cmd = [os.path.join(work, "Vtb_tput")]
    else:
        os.makedirs(work)
        build = (["iverilog", "-g2012", "-o", os.path.join(work, "tb_tput.vvp"), "-s", "tb_tput", unit]
                 + [f"-Ptb_tput.{k}={v}" for k, v in sizes.items()])
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
        # A place-and-route result of other seeds or another placer is made again.
        if old.get("status") in ("ok", "does not fit") and (args.measure not in FPGA_PNR or fpga.same_pnr_run(old)):
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
    seeds = ["--seeds", args.seeds] if measure in FPGA_PNR and args.seeds != "1" else []
    placer = fpga.placer_args() if measure in FPGA_PNR else []
    return runner.command(__file__, "job", *(["--again"] if again else []), "--out", runner.here(args.out),
                          "--ops", args.ops, *sim, *seeds, *placer, point, measure)


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


# Every measure a point can take, in the order measures() lists them.
# The FPGA place-and-route measures (nextpnr: --seeds applies to them).
FPGA_PNR = ("pnr-ice40", "pnr-ecp5")
ALL_MEASURES = AREA + FPGA_PNR + (f"pnr-{stdcell.LIBRARY}", "tput")

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
    --quick, --lanes, --units, --measures and --no-pnr choose."""
    lanes = QUICK_LANES if args.quick else args.lanes
    sel = {}
    for name, p in points(args.tiny).items():
        if lanes and p["unit"] == "shfl" and p["lanes"] not in lanes:
            continue
        if args.units and p["unit"] not in args.units:
            continue
        ms = measures(p, pnr=not (args.no_pnr or args.quick))
        ms = [m for m in ms if m in AREA] if args.quick else ms
        ms = [m for m in ms if m in args.measures] if args.measures else ms
        if ms:
            sel[name] = (p, ms)
    return sel


def name_list(known, what):
    """--units, --measures: names separated by commas, each one of `known`."""
    def parse(text):
        names = tuple(x for x in text.split(",") if x)
        bad = [x for x in names if x not in known]
        if bad or not names:
            raise argparse.ArgumentTypeError(f"'{text}': {what} are {', '.join(known)}")
        return names
    return parse


def job_lines(args):
    sel = selection(args)
    for name, (p, ms) in sel.items():
        if "tput" in ms and tput_missing(p):
            sys.exit(f"explore: {name}: the bench cannot set {', '.join(tput_missing(p))} of xl_shfl_arch "
                     "(its throughput would be measured without it)")
    lines = [job_command(args, name, m) for name, (p, ms) in sel.items() for m in ms]
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
    rows, csv_path, md_path, pngs = write_page(args.out)
    print(f"explore: {len(rows)} design points merged into {csv_path}, {md_path}"
          + (", " + ", ".join(pngs) if pngs else "") + (f" (the run took {secs:.0f} s)" if secs else ""))
    return 0


def cmd_run(args):
    t0 = time.time()
    rc = runner.parallel(job_lines(args), args.out, args.jobs, "explore", args.sshlogin,
                         returns=runner.here(os.path.join(args.out, "results")))
    cmd_merge(args, time.time() - t0)
    if not args.tiny:  # a copy under docs/results/ with its result files, when asked (XLANE_KEEP=1)
        flow = ("explore-quick" if args.quick else "explore-partial"
                if args.no_pnr or args.lanes or args.units or args.measures else "explore")
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
            s.add_argument("--seeds", default="1",
                           help="nextpnr seeds of the iCE40 and ECP5 runs, e.g. 1,2,3: the median is reported")
            s.add_argument("--placer", choices=fpga.PLACERS, default="heap",
                           help="nextpnr's placer of the iCE40 and ECP5 runs")
        if name in ("run", "jobs"):
            s.add_argument("--tiny", action="store_true", help="two points at 8 lanes (the make test job list)")
            s.add_argument("--no-pnr", action="store_true", help="Yosys, standard cells and simulation only")
            s.add_argument("--quick", action="store_true",
                           help=f"lanes {' and '.join(map(str, QUICK_LANES))}, Yosys and standard cells only")
            s.add_argument("--lanes", type=lane_list, default=(),
                           help="the shuffle at these lane counts only (8,32)")
            s.add_argument("--units", type=name_list(sorted(set(UNITS.values())), "the units"), default=(),
                           help="these units' points only (redux,match,vote,prmt)")
            s.add_argument("--measures", type=name_list(ALL_MEASURES, "the measures"), default=(),
                           help="these measures only (generic,ecp5,pnr-ecp5)")
        if name == "run":
            s.add_argument("--jobs", type=int, default=2)
            s.add_argument("--sshlogin", action="append", default=[], help="GNU parallel --sshlogin (repeatable)")
        if name == "job":
            s.add_argument("--again", action="store_true", help="run it even if its result is there")
            s.add_argument("point")
            s.add_argument("measure")
    args = ap.parse_args()
    args.out = os.path.abspath(args.out)
    if hasattr(args, "seeds"):
        fpga.SEEDS[:] = fpga.parse_seeds(args.seeds)
        args.seeds = ",".join(map(str, fpga.SEEDS))
        fpga.PLACER = args.placer
    cmds = {"run": cmd_run, "jobs": cmd_jobs, "job": cmd_job, "merge": cmd_merge, "plot": cmd_plot}
    return cmds[args.cmd](args)


if __name__ == "__main__":
    sys.exit(main())
