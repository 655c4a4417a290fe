#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The parameter sweep of xlane (make sweep): area against size, Fmax against Latency.

  sweep.py sweep [--out DIR] [--jobs N] [--no-pnr] [--resume]  -> DIR/sweep.csv, .md, PNGs
  sweep.py plot  [--out DIR]                                   -> the PNGs again from sweep.csv
  sweep.py render DIR                       -> sweep.csv and sweep.md from DIR/results/ alone

The shuffle over lanes x data width at Latency 0 and the funnel shifter over width, each
through Yosys `synth -flatten -noabc` (MUX2 and all generic cells, depth by ltp) and then
`abc -fast -lut 6` (generic 6-input LUTs and LUT levels: no MUXF7/MUXF8, so more LUTs than
the 7-series numbers of make synth; -fast because ABC's full script is far slower on the
64 x 64 crossbar); then Fmax against Latency 0/1/2 on a subset that places and routes in
under a minute each on the iCE40. The runs are synth/xlflow/fpga.py's (its Job, runners and
parsers, as make fmax's), FPGA_JOBS (default 2) at a time.
"""
import argparse
import csv
import os
import sys

if __package__ in (None, ""):  # run as a script: the package's parent on the path
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from xlflow import fpga  # noqa: E402  (jobs, runners, parsers)
from xlflow import fmax  # noqa: E402  (the place-and-route rows)
from xlflow import pages  # noqa: E402  (result files, provenance, keeping a page)

SWEEP_FIELDS = ["kind", "unit", "lanes", "width", "latency", "mux2", "cells", "depth", "lut6",
                "lut_depth", "family", "device", "fmax_mhz", "luts", "ffs", "unit_luts",
                "logic_ns", "route_ns", "synth_s", "pnr_s", "status"]


def sweep_jobs(pnr=True):
    """The rows of rtl/xlane.configs that list `sweep` (Yosys: the shuffle over lanes x
    width, the funnel shifter over width, at Latency 0) and, with `pnr`, `sweep-ice40`
    (place and route of the xl_pnr_wrap_* tops on the iCE40 HX8K, Fmax against Latency)."""
    area = []
    for _, top, p in fpga.configs("sweep"):
        unit = top.replace("xl_", "")
        area.append(fpga.Job("area", unit, p["NumLanes"] if unit == "shfl" else None, p["Width"]))
    fm = fmax.pnr_jobs("sweep-ice40", "ice40") if pnr else []
    # Place and route first (minutes in all), then Yosys from the smallest up: the 64 x 64
    # shuffle alone takes as long as all the rest.
    area.sort(key=lambda j: (j.lanes or 1) ** 2 * j.width)
    fm.sort(key=lambda j: -((j.lanes or 2) ** 2 * j.width))
    return fm + area


def cmd_sweep(args):
    jobs = sweep_jobs(not args.no_pnr)
    print(f"sweep: {len(jobs)} runs ({sum(j.kind == 'area' for j in jobs)} Yosys, "
          f"{sum(j.kind == 'pnr' for j in jobs)} place and route), {args.jobs} at a time, "
          f"into {args.out}/", flush=True)
    _, secs = fpga.run_all(jobs, args.out, args.jobs, "sweep", args.resume)
    rows = sweep_page(args.out)
    print(f"sweep: {len(rows)} rows in {args.out}/sweep.csv ({secs:.0f} s)")
    plot(args.out)
    if not args.no_pnr:
        # A kept run replaces the README's plots too.
        pages.keep("sweep", os.path.join(args.out, "sweep.md"), f"make sweep (FPGA_JOBS={args.jobs})",
                   results=os.path.join(args.out, "results"),
                   images=[os.path.join(args.out, png) for png in ("sweep_area.png", "sweep_fmax.png")])
    return 0 if len(rows) == len(jobs) and all(r.get("status") == "ok" for r in rows) else 1


def sweep_page(out):
    """sweep.csv and sweep.md in OUT from OUT/results/ alone; the rows."""
    results, pairs = fmax.results_jobs(out)
    rows = []
    for j, r in pairs:
        if j.kind == "pnr":
            row = fmax.pnr_row(j, r)
            row["kind"] = "fmax"
        else:
            row = {"kind": "area", "unit": f"xl_{j.unit}", "lanes": j.lanes or "",
                   "width": j.width, "latency": 0}
            row.update(r)
        rows.append(row)
    rows.sort(key=lambda r: (r["kind"], r["unit"], int(r["lanes"] or 0), int(r["width"]),
                             int(r["latency"])))
    pages.write_csv(os.path.join(out, "sweep.csv"), SWEEP_FIELDS, rows)
    with open(os.path.join(out, "sweep.md"), "w") as f:
        f.write(f"# sweep\n\nEvery run of `make sweep`, from {pages.provenance_text(pages.provenance(results))}; "
                "the plots are sweep_area.png and sweep_fmax.png beside it (and in docs/img/ when the run is "
                "kept, XLANE_KEEP=1); `sweep.py render DIR` writes this page again from DIR/results/.\n\n")
        f.write("| " + " | ".join(SWEEP_FIELDS) + " |\n|" + "---|" * len(SWEEP_FIELDS) + "\n")
        for r in rows:
            f.write("| " + " | ".join(str(r.get(k, "")) for k in SWEEP_FIELDS) + " |\n")
    return rows


def read_sweep(out):
    with open(os.path.join(out, "sweep.csv")) as f:
        return list(csv.DictReader(f))


def log_axes(ax, ticks, xlabel, title):
    """Log-log axes with the design points as x ticks, a grid and the legend."""
    ax.set_xscale("log", base=2)
    ax.set_yscale("log")
    ax.set_xticks(list(ticks), [str(n) for n in ticks])
    ax.set_xlabel(xlabel)
    ax.set_title(title)
    ax.grid(True, which="both", alpha=0.3)
    ax.legend()


def plot(out):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rows = [r for r in read_sweep(out) if r["status"] == "ok"]
    # Area against lanes, one curve per width; the funnel shifter beside it.
    fig, (ax, bx) = plt.subplots(1, 2, figsize=(11, 4.6), gridspec_kw={"width_ratios": [3, 2]})
    shfl = [r for r in rows if r["kind"] == "area" and r["unit"] == "xl_shfl"]
    lanes, widths = (sorted({int(r[k]) for r in shfl}) for k in ("lanes", "width"))
    for w in widths:
        pts = sorted((int(r["lanes"]), int(r["lut6"])) for r in rows
                     if r["kind"] == "area" and r["unit"] == "xl_shfl" and int(r["width"]) == w)
        if pts:
            ax.plot([p[0] for p in pts], [p[1] for p in pts], "o-", label=f"{w}-bit lanes")
            for x, y in pts:
                ax.annotate(f"{y:,}", (x, y), textcoords="offset points", xytext=(4, -10),
                            fontsize=7)
    log_axes(ax, lanes, "lanes", "xl_shfl, Latency 0: LUTs against lanes")
    ax.set_ylabel("6-input LUTs (Yosys abc -fast -lut 6)")
    pts = sorted((int(r["width"]), int(r["lut6"]), int(r["mux2"])) for r in rows
                 if r["kind"] == "area" and r["unit"] == "xl_shf")
    if pts:
        bx.plot([p[0] for p in pts], [p[1] for p in pts], "o-", label="6-input LUTs")
        bx.plot([p[0] for p in pts], [p[2] for p in pts], "s--", label="MUX2 (synth -noabc)")
        for x, y, _ in pts:
            bx.annotate(f"{y:,}", (x, y), textcoords="offset points", xytext=(4, -10),
                        fontsize=7)
        log_axes(bx, [p[0] for p in pts], "width (bits)", "xl_shf: cells against width")
    fig.tight_layout()
    fig.savefig(os.path.join(out, "sweep_area.png"), dpi=110)
    plt.close(fig)

    # Fmax against latency stages, one curve per design point: the sweep's iCE40 subset,
    # and beside it make fmax's ECP5 runs (the 32-lane shuffle) when fmax.csv is there.
    fm = [r for r in rows if r["kind"] == "fmax"]
    if not fm:
        return
    ecp5 = []
    fcsv = os.path.join(out, "..", "fmax", "fmax.csv")
    if os.path.exists(fcsv):
        with open(fcsv) as f:
            ecp5 = [r for r in csv.DictReader(f) if r["family"] == "ecp5" and r["status"] == "ok"]
    panels = [(fm, "iCE40 HX8K (make sweep)")] + ([(ecp5, "ECP5 LFE5U-85F (make fmax)")]
                                                   if ecp5 else [])
    fig, axes = plt.subplots(1, len(panels), figsize=(6.5 * len(panels), 4.8), squeeze=False)
    colors = plt.get_cmap("tab10").colors
    for ax, (data, title) in zip(axes[0], panels):
        keys = sorted({(r["unit"], int(r["lanes"] or 0), int(r["width"])) for r in data})
        for i, (unit, lanes, width) in enumerate(keys):
            pts = sorted((int(r["latency"]), float(r["fmax_mhz"])) for r in data
                         if (r["unit"], int(r["lanes"] or 0), int(r["width"])) ==
                         (unit, lanes, width))
            name = f"{unit} {lanes} x {width}" if lanes else f"{unit} {width} bit"
            style = "o-" if unit == "xl_shfl" else ("s--" if unit == "xl_shf" else "^:")
            ax.plot([p[0] for p in pts], [p[1] for p in pts], style, label=name,
                    color=colors[i % len(colors)])
            ax.annotate(f"{pts[-1][1]:.0f}", pts[-1], textcoords="offset points",
                        xytext=(5, -3), fontsize=7)
        ax.set_xticks([0, 1, 2])
        ax.set_xlim(-0.2, 2.4)
        ax.set_xlabel("Latency (0 and 1: the whole unit in one stage)")
        ax.set_ylabel("Fmax (MHz), nextpnr, seed 1")
        ax.set_title(f"Fmax against pipeline stages: {title}", fontsize=10)
        ax.grid(True, alpha=0.3)
        ax.legend(fontsize=8, ncol=2)
    fig.tight_layout()
    fig.savefig(os.path.join(out, "sweep_fmax.png"), dpi=110)
    plt.close(fig)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("render", help="sweep.md and sweep.csv from DIR/results/ alone")
    r.add_argument("dir")
    for name in ("sweep", "plot"):
        p = sub.add_parser(name)
        p.add_argument("--out", default=os.path.join(fpga.ROOT, "build", "sweep"))
        if name == "sweep":
            p.add_argument("--jobs", type=int, default=int(os.environ.get("FPGA_JOBS", "2")))
            p.add_argument("--resume", action="store_true",
                           help="keep the runs that already have an ok result in DIR/results")
            p.add_argument("--no-pnr", action="store_true", help="Yosys runs only")
    args = ap.parse_args()
    if args.cmd == "sweep":
        return cmd_sweep(args)
    if args.cmd == "render":
        return pages.render("sweep", args.dir, sweep_page)
    plot(args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
