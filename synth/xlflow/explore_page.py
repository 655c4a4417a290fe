# SPDX-License-Identifier: Apache-2.0
"""make explore's page: one row a design point from the result files alone (merge_rows),
the Pareto marks, the CSV, the Markdown table (write_md, and read_md to read one back) and
the plots (area against instructions per second, per target and lane count)."""
import json
import os

from xlflow import pages
from xlflow import stdcell
from xlflow.explore_points import (AREA_OF, AREA_UNIT, DEVICES, TARGETS, WORKLOADS, all_points, ipc,
                                   measures)

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
        fixed = ipc(p)
        if fixed:  # a schedule of its own, the same on every workload (explore_points.ipc)
            for w in WORKLOADS:
                row[f"ipc_{w}"] = fixed[0]
            row["latency"] = fixed[1]
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


def write_page(out):
    """explore.csv, explore.md and the plots in OUT from OUT/results/ alone: (rows, CSV
    path, Markdown path, the plots drawn or None without matplotlib)."""
    rdir = os.path.join(out, "results")
    rows = merge_rows(rdir)
    csv_path, md_path = os.path.join(out, "explore.csv"), os.path.join(out, "explore.md")
    pages.write_csv(csv_path, FIELDS, rows)
    write_md(md_path, rows, pages.provenance(read_results(rdir)))
    return rows, csv_path, md_path, plot(out, rows)
