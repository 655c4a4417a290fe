#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""make synth's page: report.md and report.csv from the result files of its jobs
(DIR/results/TAG.json, written by synth.py job), then the summary table on the terminal;
and the MUXF packing check of a 7-series netlist.

  report.py fmux NET.json OUT.json   MUXF7/MUXF8 packing check of one Xilinx netlist
  report.py report DIR               report.md, report.csv and the summary table, from
                                     DIR/results/ alone

Packing check: on 7-series a MUXF7 only combines the two LUT6 outputs of its slice and a
MUXF8 only the two MUXF7 outputs. Yosys 0.23 does not legalize this: with -widemux 2 it
turns every 2:1 mux into a MUXF7, and with -widemux 3 or 4 some 4:1 covers get MUXF7 fed
by inputs, carry chains or other MUXF. Every such pin would cost Vivado a route-through
LUT, so they are counted: "LUT sites" = LUTs + those pins, and "best" is the run with the
fewest LUT sites (ties: fewer levels).
"""
import csv
import json
import os
import re
import sys

if __package__ in (None, ""):  # run as a script: the package's parent on the path
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from xlflow import pages  # noqa: E402
from xlflow import table as configs_table  # noqa: E402  (rtl/xlane.configs)

# Structural floors (docs/synthesis.md). MUX2 and depth are for synth -noabc cells.
FLOORS = {
    "xl_shfl": {"mux2": 31744, "depth": 5, "lut": 9216, "muxf7": 4096, "muxf8": 2048,
                "what": "32x32 crossbar of 32-bit lanes: 32x32x31 MUX2 at depth 5; "
                        "9 LUT + 4 MUXF7 + 2 MUXF8 per output bit (two 16:1 slices, one "
                        "LUT for the last 2:1 with the fallback folded in)"},
    "xl_shf": {"mux2": 218, "depth": 6,
               "what": "64->32 right funnel, 6 stages of 32+33+35+39+47+32 MUX2; "
                       "plus the clamp / k logic"},
    "xl_shuf": {"mux2": 128, "and": 4, "depth": 4,
                "what": "4 x (8-bit 4:1 mux + fill AND + 8-bit 2:1 mux)"},
}
FLOORS["xl_prmt"] = {"mux2": 256, "depth": 4,
                     "what": "4 x (8-bit 8:1 mux of the bytes of {b, a} + 8-bit 2:1 sign fill "
                             "mux): 256 MUX2 at depth 4; plus each mode's selector"}
FLOORS["xl_shfl_xbar"] = dict(FLOORS["xl_shfl"], what="the same crossbar alone, plus the "
                              "fallback 2:1 mux per bit (1,024 MUX2, one more level; free in "
                              "the last LUT)")
FLOORS["xl_shf_lowdepth"] = dict(FLOORS["xl_shf"], what="xl_shf with LowDepth = 1: the same "
                                 "function, the clamp and Width - n after the stages")
FLOORS["xl_shfl_noflags"] = dict(FLOORS["xl_shfl"], what="xl_shfl with UndefFlags = 0 (no "
                                 "d_undef_o / p_undef_o): the same floor as the crossbar")
ORDER = ["xl_shuf", "xl_prmt", "xl_vote", "xl_redux", "xl_shf", "xl_shf_lowdepth", "xl_shfl_xbar", "xl_shfl_noflags",
         "xl_shfl",
         "xl_shfl_pipe_l1", "xl_shfl_pipe_l1_gstall", "xl_shfl_pipe_l1_skid", "xl_warp_l1", "xl_warp_l1_gstall",
         "xl_warp_l1_skid"]
NOTES = {
    "xl_shfl_pipe_l1": "Latency 1, the valid/ready handshake with ready_o combinational "
                       "(SkidBuffer = 0)",
    "xl_shfl_pipe_l1_skid": "Latency 1, SkidBuffer = 1: ready_o a register, a skid buffer of "
                            "one instruction in front of the crossbar",
    "xl_warp_l1_skid": "xl_warp_l1 with SkidBuffer = 1",
    "xl_shfl_pipe_l1_gstall": "Latency 1, GlobalStall = 1: ready_o = ready_i, the registers' "
                              "load enable is ready_i itself",
    "xl_warp_l1_gstall": "xl_warp_l1 with GlobalStall = 1",
    "xl_warp_l1": "Latency 1: 32 lanes of xl_shf + xl_shuf, xl_shfl passing their results "
                  "through its fallback mux, one set of output registers; depth is register "
                  "to register / port",
}


def pct(value, floor):
    return f"{100.0 * (value - floor) / floor:+.1f}%"


def load_json(path):
    with open(path) as f:
        return json.load(f)


def cells_of(stat_path):
    """Cell counts by type of the flattened top from `stat -json`."""
    d = load_json(stat_path)
    return dict(d["design"]["num_cells_by_type"])


def depth_of(ltp_path):
    with open(ltp_path) as f:
        m = re.search(r"Longest topological path in \S+ \(length=(\d+)\)", f.read())
    return int(m.group(1)) if m else None


def fmux_check(net_path, out_path):
    net = load_json(net_path)
    res = {"muxf7": 0, "muxf8": 0, "bad_pins": 0, "bad_sources": {}}
    for mod in net["modules"].values():
        attrs = mod.get("attributes", {})
        if "top" not in attrs:
            continue
        driver = {}
        for cell in mod["cells"].values():
            for port, direction in cell.get("port_directions", {}).items():
                if direction == "output":
                    for bit in cell["connections"][port]:
                        driver[bit] = cell["type"]
        for cell in mod["cells"].values():
            if cell["type"] not in ("MUXF7", "MUXF8"):
                continue
            res[cell["type"].lower()] += 1
            want = "LUT" if cell["type"] == "MUXF7" else "MUXF7"
            for port in ("I0", "I1"):
                for bit in cell["connections"][port]:
                    src = driver.get(bit, "port" if isinstance(bit, int) else "constant")
                    if not src.startswith(want):
                        key = f"{cell['type']}<-{src}"
                        res["bad_sources"][key] = res["bad_sources"].get(key, 0) + 1
                        res["bad_pins"] += 1
    with open(out_path, "w") as f:
        json.dump(res, f, indent=1)


def sum_prefix(cells, prefix):
    return sum(n for t, n in cells.items() if t.startswith(prefix))


def generic_row(res, flow):
    """The figures of a generic run's netlist `flow` (noabc, abc) from its result."""
    cells = res["cells"][flow]
    ffs = sum(n for t, n in cells.items() if "DFF" in t or "LATCH" in t)
    gates = {t: n for t, n in cells.items() if t not in ("$_MUX_",) and not ("DFF" in t)}
    return {
        "mux2": cells.get("$_MUX_", 0),
        "and": cells.get("$_AND_", 0),
        "gates": " ".join(f"{t.strip('$_')}:{n}" for t, n in sorted(gates.items())),
        "comb_cells": sum(cells.values()) - ffs,
        "ff": ffs,
        "depth": res["depth"][flow],
    }


def xilinx_row(res):
    """The figures of a 7-series run from its result."""
    cells = res["cells"]["xilinx"]
    fm = res.get("fmux") or {"bad_pins": None, "bad_sources": {}}
    return {
        "lut": sum_prefix(cells, "LUT"),
        "muxf7": cells.get("MUXF7", 0),
        "muxf8": cells.get("MUXF8", 0),
        "carry4": cells.get("CARRY4", 0),
        "ff": sum_prefix(cells, "FD"),
        "depth": res["depth"]["xilinx"],
        "bad_pins": fm["bad_pins"],
        "bad_sources": fm["bad_sources"],
        "luts_by_size": " ".join(f"{t}:{n}" for t, n in sorted(cells.items()) if t.startswith("LUT")),
    }


def brief(res):
    """One line on one finished run (progress output)."""
    if "noabc" in res["cells"]:
        r, a = generic_row(res, "noabc"), generic_row(res, "abc")
        return (f"{r['mux2']} MUX2, {r['comb_cells']} gates, depth {r['depth']} (noabc); "
                f"{a['comb_cells']} gates, depth {a['depth']} (abc)")
    x = xilinx_row(res)
    pack = ("every MUXF fed by LUT/MUXF7" if x["bad_pins"] == 0
            else f"+{x['bad_pins']} route-through LUTs for MUXF pins")
    return (f"{x['lut']} LUT, {x['muxf7']} MUXF7, {x['muxf8']} MUXF8, {x['carry4']} CARRY4, "
            f"depth {x['depth']}; {pack}")


def gap(value, floor):
    if value is None or not floor:
        return ""
    return f"{100.0 * (value - floor) / floor:+.1f}%"


def fmt(v):
    return "" if v is None else (f"{v:,}" if isinstance(v, int) else str(v))


def table(header, rows):
    out = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    out += ["| " + " | ".join(fmt(c) for c in r) + " |" for r in rows]
    return out


def design_rows(results, top):
    """One design's runs: its CSV rows, its Xilinx rows, its summary row and the figures
    the notes quote (MUX2, cells, LUT sites, MUXF7 / MUXF8)."""
    fl = FLOORS.get(top, {})
    g = f"{top}.generic"
    noabc = abc = None
    csv_rows, xil_rows = [], []
    if g in results:
        noabc, abc = generic_row(results[g], "noabc"), generic_row(results[g], "abc")
        secs = results[g]["seconds"]
        for flow, r in (("noabc", noabc), ("abc", abc)):
            csv_rows.append({"design": top, "flow": flow, "widemux": "", "mux2": r["mux2"],
                             "comb_cells": r["comb_cells"], "ff": r["ff"], "depth": r["depth"],
                             "gates": r["gates"], "seconds": secs})
    best = None
    for t in results:
        if not t.startswith(top + ".xilinx"):
            continue
        flow, wm = t.split(".")[1], t.split(".wm")[1]
        x = xilinx_row(results[t])
        x.update(flow=flow, wm=wm, secs=results[t]["seconds"])
        xil_rows.append((top, x))
        csv_rows.append({"design": top, "flow": flow, "widemux": wm, "lut": x["lut"],
                         "lut_sites": x["lut"] + (x["bad_pins"] or 0),
                         "muxf7": x["muxf7"], "muxf8": x["muxf8"], "carry4": x["carry4"],
                         "ff": x["ff"], "depth": x["depth"], "bad_muxf_pins": x["bad_pins"],
                         "gates": x["luts_by_size"], "seconds": x["secs"]})
        key = (x["lut"] + (x["bad_pins"] or 0), x["depth"] or 0)
        if best is None or key < best[0]:
            best = (key, x)
    bx = best[1] if best else {}
    res = {"mux2": noabc and noabc["mux2"], "cells": noabc and noabc["comb_cells"],
           "sites": bx and bx["lut"] + bx["bad_pins"], "f7": bx and bx["muxf7"],
           "f8": bx and bx["muxf8"]}
    summary = [
        top,
        noabc and noabc["mux2"], fl.get("mux2"), noabc and gap(noabc["mux2"], fl.get("mux2")),
        noabc and noabc["comb_cells"], noabc and noabc["depth"], fl.get("depth"),
        abc and abc["comb_cells"], abc and abc["depth"],
        bx and bx["lut"] + bx["bad_pins"], fl.get("lut"),
        bx and gap(bx["lut"] + bx["bad_pins"], fl.get("lut")),
        bx and f"{bx['muxf7']} / {bx['muxf8']}", bx.get("depth"),
        bx and f"{bx['flow']} wm={bx['wm']}" + ("" if bx["bad_pins"] == 0
                                                  else f" ({bx['bad_pins']} route-through)"),
    ]
    return csv_rows, xil_rows, summary, res


def summary_md(designs, summary, res, made):
    """The report's head: the summary table, what its columns are, the floors and the notes
    on the shuffle's gap."""
    head = ["design", "MUX2 (noabc)", "floor", "gap", "cells (noabc)", "depth", "floor depth",
            "cells (abc)", "depth (abc)", "LUT sites (7-series)", "LUT floor", "LUT gap",
            "MUXF7 / MUXF8", "LUT levels", "best flow"]
    md = ["# xlane synthesis report", "",
          f"From {pages.provenance_text(made)}. Made by `make synth` (scripts/synth.sh); every "
          "run's Yosys script is in `runs/`, its log next to it; `synth.py render DIR` writes "
          "this page again from DIR/results/.", "",
          "## Summary", ""]
    md += table(head, summary)
    md += ["",
           "- MUX2 / cells / depth (noabc): `synth -flatten -noabc`, cells counted by `stat`, "
           "depth = cells on the longest path (`ltp -noff`). Cells exclude flip-flops.",
           "- cells / depth (abc): the same netlist after `abc -g AND,NAND,OR,NOR,XOR,XNOR,MUX`.",
           "- LUT sites: best of the Xilinx runs below, counting LUTs plus one route-through "
           "LUT for every MUXF7 input not driven by a LUT and every MUXF8 input not driven by "
           "a MUXF7 (Yosys 0.23 does not legalize these; -widemux 2 makes every 2:1 mux a "
           "MUXF7). LUT levels = LUT/MUXF7/MUXF8/CARRY4 cells on the longest path between "
           "flip-flops and ports.",
           "- gap = (measured - floor) / floor.", "",
           "## Floors", ""]
    for top in designs:
        if top in FLOORS:
            md.append(f"- `{top}`: {FLOORS[top]['what']}.")
        if top in NOTES:
            md.append(f"- `{top}`: {NOTES[top]}.")
    if "xl_shfl" in res and "xl_shfl_xbar" in res:
        s, x = res["xl_shfl"], res["xl_shfl_xbar"]
        md += ["", "## Where the shuffle's gap to the floor goes", "",
               f"- The crossbar alone (`xl_shfl_xbar`): {fmt(x['mux2'])} MUX2 = 31,744 + 1,024 "
               f"for the fallback 2:1 mux; {fmt(x['sites'])} LUT sites with "
               f"{x['f7']} MUXF7 / {x['f8']} MUXF8 (floor 9,216 / 4,096 / 2,048).",
               f"- The lane logic (`xl_shfl_ctrl`, the difference): {fmt(s['mux2'] - x['mux2'])} "
               f"MUX2 and {fmt(s['cells'] - x['cells'])} cells in all; "
               f"{fmt(s['sites'] - x['sites'])} LUT sites, "
               f"{s['f7'] - x['f7']} MUXF7 / {s['f8'] - x['f8']} MUXF8. Of its MUX2, 992 are "
               "the per-lane 32:1 lookup readable[j] behind d_undef_o (31 per lane), the rest "
               "the mode select of j.",
               "- So the whole unit with its undefined flags cannot come within 5% of 31,744 MUX2 "
               "while it has the "
               "fallback mux outside the select path (+3.2%) and the undefined flags (+3.1%); "
               "in LUTs the readable[j] lookup alone (a 32:1 mux per lane: 8 LUT6 + 4 MUXF7 + "
               "2 MUXF8) is 256 LUTs or 2.8% of 9,216, before j (5 bits of up to 8 inputs "
               "each) and the range check (17 inputs)."]
    if "xl_shfl_noflags" in res:
        n = res["xl_shfl_noflags"]
        md += [f"- Without the flags (`xl_shfl_noflags`, UndefFlags = 0): {fmt(n['mux2'])} MUX2 "
               f"({pct(n['mux2'], 31744)} over 31,744) and {fmt(n['sites'])} LUT sites "
               f"({pct(n['sites'], 9216)} over 9,216): the configuration for hardware that "
               "needs no verification aid."]
    return md


def details_md(csv_rows, xil_rows):
    """The report's tail: every generic and every Xilinx run."""
    md = ["", "## Gate counts (synth -flatten -noabc, then abc)", ""]
    grow = [[r["design"], r["flow"], r["mux2"], r["comb_cells"], r["ff"], r["depth"], r["gates"]]
            for r in csv_rows if r["flow"] in ("noabc", "abc")]
    md += table(["design", "flow", "MUX2", "comb cells", "FF", "depth", "cells by type"], grow)
    md += ["", "## Xilinx 7-series runs", "",
           "`xilinx` = `synth_xilinx -flatten -noiopad [-widemux N]` (wm=0: no -widemux); "
           "`xilinx-area` = the same up to LUT mapping, then ABC with an area script "
           "(`if -a -K 6; mfs2`) instead of the default delay script; `xilinx-abc9` = "
           "`synth_xilinx -abc9`. A flow ending `~current` ran with the current Yosys named "
           "at the top (make compat's), the others with Debian's. The summary's best flow is "
           "the fewest LUT sites over all of them.", ""]
    xrows = []
    for top, x in xil_rows:
        srcs = ", ".join(f"{k} {v}" for k, v in sorted(x["bad_sources"].items()))
        xrows.append([top, x["flow"], x["wm"], x["lut"], x["muxf7"], x["muxf8"], x["carry4"],
                      x["ff"], x["depth"], x["lut"] + x["bad_pins"],
                      "" if x["bad_pins"] == 0 else f"{x['bad_pins']}: {srcs}",
                      x["luts_by_size"], f"{x['secs']:.0f}" if x["secs"] is not None else ""])
    md += table(["design", "flow", "wm", "LUT", "MUXF7", "MUXF8", "CARRY4", "FF", "levels",
                 "LUT sites", "MUXF pins without LUT/MUXF7 driver", "LUTs by size", "s"], xrows)
    md.append("")
    return md


def print_summary(summary):
    """The summary on the terminal, in fixed-width columns."""
    short = ["design", "MUX2", "floor", "gap", "depth", "fl.d", "abc cells", "abc d", "LUTs",
             "LUT floor", "gap", "F7/F8", "lvl", "best"]
    rows = [[fmt(c) for c in r] for r in summary]
    rows = [r[:4] + [r[5], r[6], r[7], r[8]] + r[9:] for r in rows]
    widths = [max([len(h)] + [len(r[i]) for r in rows]) for i, h in enumerate(short)]
    print("  ".join(h.ljust(w) for h, w in zip(short, widths)))
    for r in rows:
        print("  ".join(c.ljust(w) for c, w in zip(r, widths)))


def report(d):
    """report.md and report.csv in d from the result files of d/results/ (the runs that
    ended well); the summary on the terminal."""
    results = {t: r for t, r in pages.read_results(os.path.join(d, "results")).items() if r.get("status") == "ok"}
    # ORDER's designs first, as the report has always listed them, then every other `synth`
    # row of rtl/xlane.configs in the table's order (a new unit's rows need no edit here).
    order = ORDER + [r.name for r in configs_table.rows("synth") if r.name not in ORDER]
    designs = [t for t in order if any(x.startswith(t + ".") for x in results)]
    csv_rows, xil_rows, summary, res = [], [], [], {}
    for top in designs:
        c, x, row, res[top] = design_rows(results, top)
        csv_rows += c
        xil_rows += x
        summary.append(row)
    md = summary_md(designs, summary, res, pages.provenance(results)) + details_md(csv_rows, xil_rows)
    with open(os.path.join(d, "report.md"), "w") as f:
        f.write("\n".join(md))
    fields = ["design", "flow", "widemux", "mux2", "comb_cells", "lut", "lut_sites", "muxf7", "muxf8",
              "carry4", "ff", "depth", "bad_muxf_pins", "gates", "seconds"]
    with open(os.path.join(d, "report.csv"), "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=fields)
        w.writeheader()
        for r in csv_rows:
            w.writerow(r)
    print_summary(summary)


def main(argv):
    if len(argv) == 4 and argv[1] == "fmux":
        fmux_check(argv[2], argv[3])
    elif len(argv) == 3 and argv[1] == "report":
        report(argv[2])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv)
