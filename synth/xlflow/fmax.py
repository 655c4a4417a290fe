#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""make fmax: place and route of every fmax-ice40 and fmax-ecp5 row of rtl/xlane.configs
(the xl_pnr_wrap_* harness around each unit; the jobs are xlflow.fpga's), and its page.

  fmax.py run    [--out DIR] [--jobs N] [--only SUBSTR] [--resume] [--seeds S]
                 every run, then DIR/fmax.md and fmax.csv
  fmax.py render DIR     fmax.md and fmax.csv again from DIR/results/ alone
"""
import argparse
import os
import re
import subprocess
import sys

if __package__ in (None, ""):  # run as a script: the package's parent on the path
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from xlflow import fpga  # noqa: E402  (the jobs, their runs and parsers)
from xlflow import pages  # noqa: E402  (result files, provenance, keeping a page)

ROOT = fpga.ROOT


def seeds_text(seeds):
    """What a page says of the seeds its runs used (their result files' `seeds`)."""
    if len(seeds) == 1:
        return f"Seed {seeds[0]}."
    return (f"Seeds {', '.join(seeds)}: each Fmax is the median seed's, the "
            f"critical path is that run's, and every seed's Fmax follows in brackets.")


def pnr_jobs(flow, family):
    """A place-and-route job on `family` for each row of rtl/xlane.configs that lists `flow`
    (the xl_pnr_wrap_* tops)."""
    jobs = []
    for _, top, p in fpga.configs(flow):
        unit = fpga.unit_of(top, p)
        lanes = p.get("NumLanes", 32) if unit == "shfl" else None
        jobs.append(fpga.Job("pnr", unit, lanes, p.get("Width", 32), p.get("Latency", 1), family,
                        p.get("SkidBuffer", 0), p.get("GlobalStall", 0), p.get("LowDepth", 0)))
    return jobs


def fmax_jobs():
    """The fmax-ecp5 and fmax-ice40 rows of rtl/xlane.configs."""
    return [j for family in ("ecp5", "ice40") for j in pnr_jobs(f"fmax-{family}", family)]


PNR_FIELDS = ["family", "device", "unit", "lanes", "width", "latency", "skid", "stall", "lowdepth",
              "fmax_mhz",
              "seeds", "fmax_seeds",
              "target_mhz", "luts", "ffs", "harness_luts", "harness_ffs", "unit_luts",
              "other_cells", "sites", "site_pct", "logic_ns", "route_ns", "synth_s", "pnr_s",
              "status"]


def pnr_row(job, r):
    hl, hf = job.harness_cost()
    row = {"family": job.family, "device": fpga.FAMILIES[job.family]["device"],
           "unit": f"xl_{job.unit}", "lanes": job.lanes or "", "width": job.width,
           "latency": job.latency, "skid": job.skid, "stall": job.stall, "lowdepth": job.lowdepth,
           "target_mhz": fpga.FAMILIES[job.family]["freq"],
           "harness_luts": hl, "harness_ffs": hf}
    for k in PNR_FIELDS:
        if k in r:
            row[k] = r[k]
    if "luts" in r:
        row["unit_luts"] = r["luts"] - hl
    return row


def cmd_fmax(args):
    jobs = [j for j in fmax_jobs() if not args.only or args.only in j.tag]
    print(f"fmax: {len(jobs)} place-and-route runs, {args.jobs} at a time, into {args.out}/ "
          f"({tool_versions()})", flush=True)
    fpga.run_all(jobs, args.out, args.jobs, "fmax", args.resume)
    rows, md = fmax_page(args.out)
    print(md)
    if not args.only:
        pages.keep("fmax", os.path.join(args.out, "fmax.md"), f"make fmax (FPGA_JOBS={args.jobs})",
                   results=os.path.join(args.out, "results"))
    return 0 if len(rows) == len(jobs) and all(r.get("status") == "ok" for r in rows) else 1


def results_jobs(out):
    """(results, [(job, result)]) of OUT/results/: every result file, and each job's with
    the fpga.Job its spec names."""
    results = pages.read_results(os.path.join(out, "results"))
    return results, [(fpga.Job.from_spec(r["job"]), r) for r in results.values() if "job" in r]


def fmax_page(out):
    """fmax.md and fmax.csv in OUT from OUT/results/ alone: (rows, page)."""
    results, pairs = results_jobs(out)
    rows = [pnr_row(j, r) for j, r in pairs if j.kind == "pnr"]
    order = {"xl_shfl": 0, "xl_shf": 1, "xl_shuf": 2}
    rows.sort(key=lambda r: (r["family"] != "ecp5", order[r["unit"]], r["latency"], r["skid"],
                             r["stall"], r["lowdepth"]))
    pages.write_csv(os.path.join(out, "fmax.csv"), PNR_FIELDS, rows)
    md = fmax_md(rows, pages.provenance(results))
    with open(os.path.join(out, "fmax.md"), "w") as f:
        f.write(md)
    return rows, md


def tool_versions():
    def version(cmd):
        try:
            p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               text=True, timeout=300)
            m = re.search(r"\(Version ([^)]+)\)|^(Yosys \S+)", p.stdout, re.M)
            return (m.group(1) or m.group(2)) if m else "?"
        except Exception:
            return "?"
    y = version(["yosys", "-V"])
    i = version(["nextpnr-ice40", "--version"])
    e = version(fpga.nextpnr("ecp5") + ["--version"])
    return f"{y}, nextpnr-ice40 {i}, {fpga.nextpnr('ecp5')[0]} {e}"


def fmax_md(rows, made):
    busy = sum(float(r.get("synth_s", 0)) + float(r.get("pnr_s", 0)) for r in rows)
    seeds = sorted({x for r in rows for x in str(r.get("seeds") or "1").split()}, key=int)
    out = ["# xlane Fmax (make fmax)", "",
           f"From {pages.provenance_text(made)}. {seeds_text(seeds)} {len(rows)} runs; their "
           f"synthesis and place and route times add up to {busy / 60:.0f} minutes. "
           "`fmax.py render DIR` writes this page again from DIR/results/.", "",
           "Each unit sits in synth/pnr/xl_pnr_wrap_*: a serial-in chain of flip-flops drives "
           "every input, every output is registered and XOR-folded to 4 pins, so every path "
           "is register to register. Latency 0 and 1 both leave the whole unit in one "
           "stage (1 uses the unit's output register instead of the harness's); Latency 2 "
           "cuts the shuffle after its lane logic, and only adds a second output register "
           "to xl_shf and xl_shuf (no retiming in this flow). LUTs are Yosys' LUT4 cells "
           "of the whole harness; 'unit LUTs' subtracts the harness's XOR tree. Sites are "
           "nextpnr's (an iCE40 logic cell is a LUT4 + flip-flop; the input chain's "
           "flip-flops take one each). Every input, ready_i included, comes from the chain and "
           "every output, ready_o included, goes to the fold. 'skid': SkidBuffer = 1 "
           "(ready_o a register); 'stall': GlobalStall = 1 (the stages' load enable is "
           "ready_i); 'low depth': xl_shf with LowDepth = 1.", "",
           "| device | unit | size | Latency | Fmax MHz | LUT4 | unit LUT4 | FF | sites used "
           "| critical path logic + routing ns | synth s | PnR s |",
           "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        size = f"{r['lanes']} x {r['width']}" if r["lanes"] else f"{r['width']} bit"
        lat = (f"{r['latency']}" + (" skid" if int(r.get("skid") or 0) else "")
               + (" stall" if int(r.get("stall") or 0) else "")
               + (" low depth" if int(r.get("lowdepth") or 0) else ""))
        if r.get("status") != "ok":
            out.append(f"| {r['device']} | {r['unit']} | {size} | {lat} | "
                       f"FAILED: {r.get('status')} | | | | | | {r.get('synth_s', '')} | "
                       f"{r.get('pnr_s', '')} |")
            continue
        out.append(f"| {r['device']} | {r['unit']} | {size} | {lat} | "
                   f"{r['fmax_mhz']:.1f}{seed_list(r)} | {r['luts']:,} | {r['unit_luts']:,} | "
                   f"{r['ffs']:,} | {r.get('sites', '')} ({r.get('site_pct', '')}%) | "
                   f"{r.get('logic_ns', '')} + {r.get('route_ns', '')} | {r['synth_s']:.0f} | "
                   f"{r['pnr_s']:.0f} |")
    return "\n".join(out) + "\n"


def seed_list(r):
    """' [33.8 40.1 33.8]': every seed's Fmax, when there was more than one."""
    f = str(r.get("fmax_seeds") or "").split()
    return f" [{' '.join(f'{float(x):.1f}' for x in f)}]" if len(f) > 1 else ""


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("run")
    p.add_argument("--out", default=os.path.join(ROOT, "build", "fmax"))
    p.add_argument("--jobs", type=int, default=int(os.environ.get("FPGA_JOBS", "2")))
    p.add_argument("--resume", action="store_true",
                   help="keep the runs that already have an ok result in DIR/results")
    p.add_argument("--only", default="", help="only runs whose tag contains this")
    p.add_argument("--seeds", default=os.environ.get("FMAX_SEEDS", "1"),
                   help="nextpnr seeds, e.g. 1,2,3: the median is reported (FMAX_SEEDS)")
    r = sub.add_parser("render", help="fmax.md and fmax.csv from DIR/results/ alone")
    r.add_argument("dir")
    args = ap.parse_args()
    if args.cmd == "render":
        return pages.render("fmax", args.dir, fmax_page)
    fpga.SEEDS[:] = fpga.parse_seeds(args.seeds)
    return cmd_fmax(args)


if __name__ == "__main__":
    sys.exit(main())
