# SPDX-License-Identifier: Apache-2.0
"""make explore's design points and measures: the rows of rtl/xlane.configs that list the
flow `explore` (xlflow.table), what each point is (unit, lanes, microarchitecture), the
measures it takes and the top and parameters a measure builds."""
import functools
import sys

from xlflow import fpga
from xlflow import stdcell

# The shuffle's microarchitecture numbers (xl_shfl_arch's Arch), and the sequential ones of
# the reduction and the match (xl_party_unit's Arch): rtl/xl_pkg.sv's constants.
_PKG = fpga.table.constants()
ARCH_XBAR, ARCH_GATHER, ARCH_UNIFORM, ARCH_PXBAR = (
    _PKG[f"ShflArch{n}"] for n in ("Xbar", "Gather", "Uniform", "Pxbar"))
SEQ_ARCH = {"redux": _PKG["ReduxArchSeq"], "match": _PKG["MatchArchSeq"]}

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
# The unit each top of an explore row builds; xl_party_unit's and xl_word_unit's by their
# Unit (fpga.PARTY, fpga.WORD).
UNITS = {"xl_shfl_arch": "shfl", "xl_word_unit": "word", "xl_party_unit": "party"}
PARTY_OF = {n: u for u, n in fpga.PARTY.items()}
WORD_OF = {n: u for u, n in fpga.WORD.items()}
# The combinational structure of the reduction and the match (Arch 0), by unit.
COMB_NAME = {"redux": "tree", "match": "all-pairs"}
# --tiny: two of those rows.
TINY = ("shfl-xbar-n8", "shfl-gather2-n8")


def variant(p):
    """A point's variant as the tables and plots name it."""
    if p["unit"] == "shf":
        return f"LowDepth {p['lowdepth']}"
    if p["unit"] == "shuf":
        return "SHUF"
    if p["unit"] in ("vote", "prmt"):
        return p["unit"]
    if p["unit"] in SEQ_ARCH:
        return f"seq K{p['k']}" if p["arch"] == SEQ_ARCH[p["unit"]] else COMB_NAME[p["unit"]]
    if p["arch"] == ARCH_GATHER:
        return f"gather K{p['k']}"
    if p["arch"] == ARCH_PXBAR:  # fpga.Job's label, written once there
        return fpga.Job("area", "shfl", arch=ARCH_PXBAR, cuts=p["cuts"], copies=p["copies"], queue=p["queue"],
                        fanout=p["fanout"], extra=p["extra"]).arch_name(" ").strip()
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
        kinds = {"party": PARTY_OF, "word": WORD_OF}
        if UNITS[row.top] in kinds and v.get("Unit") not in kinds[UNITS[row.top]]:
            sys.exit(f"{row.path}:{row.line}:1: explore: a row of {row.top} sets Unit to one of "
                     f"{', '.join(kinds[UNITS[row.top]].values())} (the unit it holds)")
        unit = kinds[UNITS[row.top]][v["Unit"]] if UNITS[row.top] in kinds else UNITS[row.top]
        p = {"unit": unit, "lanes": v.get("NumLanes", 0), "arch": v.get("Arch", ARCH_XBAR), "row": row}
        p["k"] = v["GatherLanes"] if p["arch"] == ARCH_GATHER and p["unit"] == "shfl" else 0
        if p["unit"] in SEQ_ARCH and p["arch"] == SEQ_ARCH[p["unit"]]:
            p["k"] = v["PerStep"]
        if p["arch"] == ARCH_PXBAR and p["unit"] == "shfl":
            p.update(cuts=v["TreeCuts"], copies=v["Copies"], queue=v["Queue"], fanout=v.get("Fanout", 0),
                     extra=v.get("Extra", 0))
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
    """The measures of a point: the Yosys and standard-cell ones, place and route on both
    devices and (one lane, or at most stdcell.ROUTE_MAX_LANES lanes) in the standard cells,
    and the shuffle's throughput runs (the other units' schedules are fixed: ipc())."""
    ms = list(AREA)
    if pnr:
        ms += [f"pnr-{d}" for d in DEVICES]
        if point["unit"] in ("shf", "shuf", "prmt") or point["lanes"] <= stdcell.ROUTE_MAX_LANES:
            ms.append(f"pnr-{stdcell.LIBRARY}")
    if point["unit"] == "shfl":
        ms.append("tput")
    return ms


def ipc(p):
    """(instructions a cycle, latency in cycles) of a unit whose schedule is fixed, with
    ready_i high (None for the shuffle: its tput runs measure them): a combinational unit
    behind xl_pipe at Latency L takes one a cycle and gives it L cycles later; the
    sequential reduction and match take one every NumLanes / K cycles and give it one cycle
    after the last step (xl_multicycle). The RTL tests check both schedules (run_stream)."""
    if p["unit"] == "shfl":
        return None
    v = p["row"].values()
    if p["k"]:
        steps = p["lanes"] // p["k"]
        return round(1 / steps, 4), steps + 1
    return 1.0, v["Latency"]


def top_and_params(p, measure):
    """The point's top and its parameters, as its row gives them; the shuffle's WideLuts is
    the measure's (fpga.wide_luts)."""
    params = p["row"].values()
    if p["row"].top == "xl_shfl_arch":
        params["WideLuts"] = fpga.wide_luts(measure)
    return p["row"].top, params


def all_points():
    """Every design point, the tiny job list's included, in the table's order."""
    pts = points(tiny=False)
    pts.update(points(tiny=True))
    return pts
