# SPDX-License-Identifier: Apache-2.0
"""The standard-cell view of a design point: Yosys maps it to the OSU 0.18 um library
(Debian's qflow-tech-osu018) and OpenSTA times it with the library's delay tables.

Mapping (Yosys, synth/stdcell.ys): `synth -flatten`, the flip-flops by `dfflibmap`, the
logic by ABC with the Liberty file; the netlist has only the library's cells, its internal
multi-bit wires split so that OpenSTA's Verilog reader takes it (it reads no concatenation
on the left of an assign).

Fanout: no net drives more than FANOUT inputs. The library has no wire-load table, so no
tool downstream would add the buffers that a select driving hundreds of muxes needs, and
timing a netlist without them reports that one net's slope, not the logic. Inside the
logic ABC buffers and sizes against a delay target (`buffer -N FANOUT`, `upsize`,
`dnsize`, ABC_TARGET_PS); the nets ABC does not see as its own, the flip-flops' outputs
and the unit's inputs, get a tree of BUFX4 from `buffer_netlist`, the flow's own (ABC's
`buffer -p` leaves them, measured: a flip-flop of the 8-lane gather drove 187 inputs).
The clock and the asynchronous reset are left to the chip's clock and reset trees.

Timing (OpenSTA): a clock on clk_i (a virtual clock for a unit without one) of PERIOD_NS;
the inputs arrive and the outputs are required at the clock edge (input and output delay
0: the unit between ideal registers); a BUFX4 drives every input and every output drives
OUT_LOAD_PF; the wire model is
WIRE_PF_PER_FANOUT on every net per input pin it drives (set_load), added to the pins'
own capacitance from the library. The minimum period is PERIOD_NS less the worst slack;
Fmax is its inverse. Typical corner (1.8 V, 25 C), the library's only one.

The floor (`floor`): the crossbar that any NumLanes x Width shuffle must contain, in the
same library and wire model: each output bit a NumLanes-to-1 tree of MUX2X1 (NumLanes - 1
cells, log2(NumLanes) levels), each source bit driving one leaf in every output lane's
tree (fanout NumLanes), each select bit of level l driving its level's muxes across the
lane's Width bits (fanout Width x NumLanes / 2^(l+1)), every fanout above FANOUT
through a tree of BUFX4 with FANOUT loads a buffer. Area: the MUX2X1 of every
output bit (the buffers of every source and select counted apart). It is the plain
crossbar's size, not a bound: ABC builds wide muxes from AOI22 and NAND cells, smaller per
input than MUX2X1, and buffers only as far as its delay target asks. Delay: OpenSTA on a netlist of one
output bit's tree with its sources' and selects' buffer trees and their full loads (the
other trees' muxes as loads), so the floor's delay comes from the same tables and wire
model as the design's. Neither counts what decodes the selects from the instruction.
"""
import functools
import json
import math
import os
import re
import shlex

from xlflow import runner

LIBRARY = "osu018"
LIB = "/usr/share/qflow/tech/osu018/osu018_stdcells.lib"
ABC_TARGET_PS = 3000
PERIOD_NS = 20.0
OUT_LOAD_PF = 0.01
WIRE_PF_PER_FANOUT = 0.002
FANOUT = 8


TEMPLATE = "stdcell.ys"  # synth/stdcell.ys: the mapping's Yosys script


def fill(lib=LIB):
    """The values of synth/stdcell.ys's own placeholders (yosys.render): the mapped netlist
    goes to OUT.net.v, its cell counts to OUT.stat.json."""
    return {"lib": lib, "target_ps": ABC_TARGET_PS, "fanout": FANOUT}


@functools.lru_cache(maxsize=None)
def liberty(lib=LIB):
    """The Liberty file's text, read once."""
    with open(lib) as f:
        return f.read()


@functools.lru_cache(maxsize=None)
def cell_pins(lib=LIB):
    """Each cell's output pins, from the Liberty file."""
    text = liberty(lib)
    outs = {}
    for m in re.finditer(r"^\s*cell\s*\(\s*(\w+)\s*\)", text, re.M):
        nxt = text.find("\ncell", m.end())
        body = text[m.end():nxt if nxt > 0 else len(text)]
        outs[m.group(1)] = {p.group(1) for p in re.finditer(
            r"pin\s*\(\s*(\w+)\s*\)\s*\{\s*direction\s*:\s*output", body)}
    return outs


# A cell instance as Yosys writes it: TYPE NAME (, the name escaped (\name, ended by a
# space) or plain; its connections up to );.
_CELL = re.compile(r"^  (\w+) (\\\S+ |\S+) ?\((.*?)\);\n", re.M | re.S)
_CONN = re.compile(r"\.(\w+)\(([^()]*)\)")


def fanout_tree(src, loads, buf):
    """The nets that drive `loads` loads from src with at most FANOUT loads a net: a tree of
    buffers, buf(driver) -> the new buffer's output net; one net a load, in order."""
    if loads <= FANOUT:
        return [src] * loads
    outs = []
    for i, drv in enumerate(fanout_tree(src, math.ceil(loads / FANOUT), buf)):
        outs += [buf(drv)] * min(FANOUT, loads - i * FANOUT)
    return outs


# An assign with a concatenation on its left, which OpenSTA's reader does not take: Yosys
# writes one where output ports are copies of others or constants (a reduction's d, the
# same in every lane).
_CAT_ASSIGN = re.compile(r"^  assign \{(.*)\} = (?:\{(.*)\}|([^{};]+));$", re.M)
_BITS = re.compile(r"^(\\?\S+?) ?\[(\d+)(?::(\d+))?\]$|^(\d+)'b([01]+)$")


def _bits(items):
    """The bits of a concatenation's items (name[hi:lo], name[i], N'b...), first to last."""
    out = []
    for item in (x.strip() for x in items.split(",")):
        m = _BITS.match(item)
        if not m:
            raise ValueError(f"assign: '{item}' is not a bit range or a binary constant")
        if m.group(5) is not None:
            out += [f"1'b{b}" for b in m.group(5)]
            continue
        hi, lo = int(m.group(2)), int(m.group(3) if m.group(3) is not None else m.group(2))
        name = m.group(1) + (" " if m.group(1).startswith("\\") else "")  # an escaped name ends in a space
        out += [f"{name}[{i}]" for i in range(hi, lo - 1, -1)]
    return out


def split_assigns(text):
    """text with each assign of a concatenation written as one assign a bit."""
    def one(m):
        lhs, rhs = _bits(m.group(1)), _bits(m.group(2) if m.group(2) is not None else m.group(3))
        if len(lhs) != len(rhs):
            raise ValueError(f"assign: {len(lhs)} bits on the left, {len(rhs)} on the right")
        return "\n".join(f"  assign {a} = {b};" for a, b in zip(lhs, rhs))
    return _CAT_ASSIGN.sub(one, text)


def buffer_netlist(src, dst, keep=("clk_i", "rst_ni"), lib=LIB, cells_expected=None):
    """Writes src (a netlist of synth/stdcell.ys) to dst with every net of more than FANOUT
    inputs, other than `keep`, behind a tree of BUFX4 of at most FANOUT loads a buffer
    (output ports stay on the net's root), and each flip-flop named after the register it
    holds (REG_reg: the paths' start and end points). Returns the number of buffers added
    and the names of the module's inputs."""
    with open(src) as f:
        text = f.read()
    outs = cell_pins(lib)
    cells = []
    for m in _CELL.finditer(text):
        typ, name, conns = m.group(1), m.group(2), [[p, n.strip() + " "] for p, n in _CONN.findall(m.group(3))]
        q = [n for p, n in conns if p == "Q"]
        if typ.startswith("DFF") and q and not re.match(r"_\d+_ $", q[0]):  # named after its output
            name = "\\" + q[0].strip().lstrip("\\") + "_reg "
        cells.append([typ, name, conns])
    if cells_expected is not None and len(cells) != cells_expected:
        raise ValueError(f"{src}: read {len(cells)} cells, Yosys counted {cells_expected}")
    sinks = {}
    for typ, _, conns in cells:
        if typ not in outs:
            raise ValueError(f"cell {typ} is not in {os.path.basename(lib)}")
        for c in conns:
            if c[0] not in outs[typ] and not c[1].startswith(("1'", "{")):
                sinks.setdefault(c[1].strip(), []).append(c)
    added = []

    def buf(drv):
        o = f"_xlbuf{len(added) + 1}_"
        added.append((o, drv))
        return o

    for net, pins in sinks.items():
        if len(pins) > FANOUT and net not in keep:
            for c, drv in zip(pins, fanout_tree(net, len(pins), buf)):
                c[1] = drv
    body = "".join(f"  {t} {name} (" + ", ".join(f".{p}({v})" for p, v in conns) + ");\n"
                   for t, name, conns in cells)
    body += "".join(f"  wire {o};\n  BUFX4 {o}b (.A({d} ), .Y({o}));\n" for o, d in added)
    first = _CELL.search(text)
    head = text[:first.start()] if first else text[:text.rfind("endmodule")]
    rest = split_assigns(_CELL.sub("", text[len(head):]))
    with open(dst, "w") as f:
        f.write(head + body + rest)
    inputs = set(re.findall(r"^\s*input\s+(?:\[[^]]*\]\s*)?(\w+)\s*;", head, re.M))
    return len(added), inputs


def sta_script(netlist, top, clocked, reset=False, lib=LIB):
    """The OpenSTA commands that time `netlist` (module `top`) and report its worst path.
    The asynchronous reset (rst_ni) is not timed: its recovery against the clock is the
    reset tree's matter, built and timed with the chip's, not the unit's logic."""
    clock = (f"create_clock -name clk -period {PERIOD_NS} [get_ports clk_i]" if clocked
             else f"create_clock -name clk -period {PERIOD_NS}")
    if reset:
        clock += "\nset_false_path -from [get_ports rst_ni]"
    return (f"read_liberty {lib}\nread_verilog {netlist}\nlink_design {top}\n{clock}\n"
            "set_input_delay 0 -clock clk [all_inputs]\n"
            "set_driving_cell -lib_cell BUFX4 -pin Y [all_inputs]\n"
            "set_output_delay 0 -clock clk [all_outputs]\n"
            f"set_load {OUT_LOAD_PF} [all_outputs]\n"
            "foreach net [get_nets *] {\n"
            "  set fanout [llength [get_pins -of_objects $net -filter \"direction == input\"]]\n"
            f"  set_load [expr {{{WIRE_PF_PER_FANOUT} * $fanout}}] $net\n"
            "}\n"
            "report_checks -path_delay max -digits 3\n"
            "exit\n")


def parse_sta(text):
    """The worst path of report_checks: start and end points, arrival time, slack; raises
    ValueError when OpenSTA reported an error or no path."""
    errors = [l for l in text.splitlines() if l.startswith("Error")]
    if errors:
        raise ValueError(errors[0])
    start = re.search(r"^Startpoint: (\S+)", text, re.M)
    end = re.search(r"^Endpoint: (\S+)", text, re.M)
    arrival = re.search(r"^\s*(-?[0-9.]+)\s+data arrival time", text, re.M)
    slack = re.search(r"^\s*(-?[0-9.]+)\s+slack \((?:MET|VIOLATED)\)", text, re.M)
    if not (start and end and arrival and slack):
        raise ValueError("no timing path in OpenSTA's report")
    period = PERIOD_NS - float(slack.group(1))
    return {"path_ns": round(float(arrival.group(1)), 3), "period_ns": round(period, 3),
            "fmax_mhz": round(1000.0 / period, 1), "startpoint": start.group(1), "endpoint": end.group(1)}


@functools.lru_cache(maxsize=None)
def cell_areas(lib=LIB):
    """Each cell's area (um^2) from the Liberty file."""
    return {m.group(1): float(m.group(2)) for m in re.finditer(
        r"^\s*cell\s*\(\s*(\w+)\s*\)\s*\{(?:[^{}]*?)\barea\s*:\s*([0-9.]+)", liberty(lib), re.M)}


def cell_figures(stat_json, lib=LIB):
    """Area, cells and flip-flops of a mapped netlist from Yosys's `stat -json`."""
    with open(stat_json) as f:
        cells = json.load(f)["design"]["num_cells_by_type"]
    areas = cell_areas(lib)
    unknown = sorted(c for c in cells if c not in areas)
    if unknown:
        raise ValueError(f"cells not in {os.path.basename(lib)}: {' '.join(unknown)}")
    return {"area_um2": round(sum(areas[c] * n for c, n in cells.items())),
            "cells": sum(cells.values()),
            "ffs": sum(n for c, n in cells.items() if c.startswith("DFF") or c == "LATCH")}


# ------------------------------------------------------------------------------------------
# The crossbar's floor
# ------------------------------------------------------------------------------------------
def buffers(fanout):
    """The BUFX4 that fanout_tree puts in front of `fanout` loads."""
    count = [0]

    def buf(_):
        count[0] += 1
        return ""
    fanout_tree("", fanout, buf)
    return count[0]


def floor_counts(lanes, width):
    """MUX2X1 and BUFX4 of the floor (see the module's text)."""
    levels = int(math.log2(lanes))
    mux2 = lanes * width * (lanes - 1)
    bufs = lanes * width * buffers(lanes)  # every source bit, to its NumLanes leaves
    for lvl in range(levels):  # every lane's select bit of each level
        bufs += lanes * buffers(width * lanes >> (lvl + 1))
    return mux2, bufs


def floor_netlist(lanes, width):
    """Structural Verilog of one output bit's MUX2 tree with the buffer trees and the full
    loads of its sources and selects: module xl_floor (inputs d0.., s0.., output y)."""
    levels = int(math.log2(lanes))
    lines, n = [], [0]

    def net():
        n[0] += 1
        return f"n{n[0]}"

    def buf(drv):
        o = net()
        lines.append(f"  BUFX4 b_{o} (.A({drv}), .Y({o}));")
        return o

    def dummy(pin, drv):
        """A mux of another lane's tree: a load on drv's pin, its other inputs tied."""
        o = net()
        ties = {p: "1'b0" for p in ("A", "B", "S")}
        ties[pin] = drv
        lines.append(f"  MUX2X1 m_{o} (" + ", ".join(f".{p}({v})" for p, v in ties.items()) + f", .Y({o}));")

    # The selects: level l's bit drives width * lanes / 2^(l+1) MUX2 S pins, lanes >> (l+1)
    # of them in this tree.
    sel = []
    for lvl in range(levels):
        drivers = fanout_tree(f"s{lvl}", width * lanes >> (lvl + 1), buf)
        ours = lanes >> (lvl + 1)
        sel.append(drivers[:ours])
        for d in drivers[ours:]:
            dummy("S", d)
    # The sources: each drives a leaf of every output lane's tree; this tree's is the first.
    level = []
    for i in range(lanes):
        drivers = fanout_tree(f"d{i}", lanes, buf)
        level.append(drivers[0])
        for d in drivers[1:]:
            dummy("A", d)
    for lvl in range(levels):
        nxt = []
        for j in range(0, len(level), 2):
            o = "y" if len(level) == 2 else net()
            lines.append(f"  MUX2X1 t_{lvl}_{j // 2} (.A({level[j + 1]}), .B({level[j]}), "
                         f".S({sel[lvl][j // 2]}), .Y({o}));")
            nxt.append(o)
        level = nxt
    ports = [f"d{i}" for i in range(lanes)] + [f"s{l}" for l in range(levels)]
    wires = [f"n{i}" for i in range(1, n[0] + 1)]
    return ("module xl_floor (" + ", ".join(ports + ["y"]) + ");\n"
            + "".join(f"  input {p};\n" for p in ports) + "  output y;\n"
            + "".join(f"  wire {w};\n" for w in wires) + "\n".join(lines) + "\nendmodule\n")


def floor_area(lanes, width, lib=LIB):
    mux2, bufs = floor_counts(lanes, width)
    areas = cell_areas(lib)
    return {"floor_mux2": mux2, "floor_area_um2": round(mux2 * areas["MUX2X1"]), "floor_buffers": bufs}


def floor(lanes, width, base, run, lib=LIB):
    """The floor of a lanes x width crossbar: its area, and its delay timed by OpenSTA on
    base.floor.v. run(cmd, log) -> (ok, seconds, why) runs a tool."""
    res = floor_area(lanes, width, lib)
    with open(base + ".floor.v", "w") as f:
        f.write(floor_netlist(lanes, width))
    path = time_netlist(base + ".floor", "xl_floor", False, run, lib=lib)
    res.update({"floor_ns": path["path_ns"]})
    return res


def time_netlist(base, top, clocked, run, reset=False, lib=LIB):
    """OpenSTA on base.v; the script to base.sta.tcl, the report to base.sta.log;
    parse_sta's figures."""
    with open(base + ".sta.tcl", "w") as f:
        f.write(sta_script(base + ".v", top, clocked, reset, lib))
    log = base + ".sta.log"
    if os.path.exists(log):
        os.remove(log)
    ok, _, why = run(["sta", "-no_splash", "-exit", base + ".sta.tcl"], log)
    with open(log, errors="replace") as f:
        text = f.read()
    if runner.out_of_memory(text):  # OpenSTA says so and may still exit 0
        raise ValueError(f"sta memory limit {runner.JOB_MEM_GB:g} GiB")
    if not ok:
        raise ValueError(f"sta {why}")
    return parse_sta(text)


def measure(top, base, run, lanes=None, width=32, lib=LIB):
    """The figures of a netlist that synth/stdcell.ys wrote to base.net.v: area, cells and
    flip-flops, the worst path, and for a shuffle (lanes) the crossbar's floor beside."""
    res = cell_figures(base + ".stat.json", lib)
    added, ports = buffer_netlist(base + ".net.v", base + ".buf.v", lib=lib, cells_expected=res["cells"])
    res["area_um2"] += round(added * cell_areas(lib)["BUFX4"])
    res["cells"] += added
    res["fanout_buffers"] = added
    res.update(time_netlist(base + ".buf", top, "clk_i" in ports, run, "rst_ni" in ports, lib))
    if lanes:
        res.update(floor(lanes, width, base, run, lib))
    res["library"] = LIBRARY
    return res


# ------------------------------------------------------------------------------------------
# Place and route (qflow)
# ------------------------------------------------------------------------------------------
ROUTE_MAX_LANES = 8  # the shuffles that qflow places and routes within a job's time limit
# The cells' share of the core area that graywolf places at: qflow's default packs the
# 8-lane crossbar so that qrouter left 85 nets unrouted.
ROUTE_DENSITY = 0.5


def route(top, flatten, work, run):
    """qflow places and routes `top` in the OSU 0.18 um cells. flatten: the Yosys script
    (synth/flatten.ys) that writes the top, elaborated and flattened to one module, to
    work/source/TOP.v. qflow synthesizes that again with its own Yosys script (its ABC
    mapping and its own fanout buffering, blifFanout); graywolf places, qrouter routes, and
    qflow's Vesta times the routed netlist with the wires' extracted delays (register to
    register, the clock through the clock tree qflow builds). Returns the die area, the
    cells, and the Fmax after routing, or raises ValueError."""
    os.makedirs(os.path.join(work, "source"), exist_ok=True)
    with open(os.path.join(work, "flatten.ys"), "w") as f:
        f.write(flatten)
    ok, _, why = run(["yosys", "-q", "-s", os.path.join(work, "flatten.ys")], os.path.join(work, "flatten.log"))
    if not ok:
        raise ValueError(f"yosys {why}")
    # qflow reads its options from the project's project_vars.sh (tcsh), or writes one.
    with open(os.path.join(work, "project_vars.sh"), "w") as f:
        f.write(f"#!/usr/bin/tcsh -f\nset initial_density = {ROUTE_DENSITY}\n")
    log = os.path.join(work, "qflow.log")
    steps = f"qflow synthesize place route backanno -T {LIBRARY} {top}"
    ok, _, why = run(["sh", "-c", f"cd {shlex.quote(work)} && {steps}"], log)
    if not ok:
        raise ValueError(f"qflow {why}")
    return parse_route(work, top)


def parse_route(work, top):
    """The figures of a qflow run in `work`: its log, the placement's log, the routed DEF."""
    with open(os.path.join(work, "qflow.log"), errors="replace") as f:
        text = f.read()
    place = os.path.join(work, "log", "place.log")
    with open(place, errors="replace") if os.path.exists(place) else open(os.devnull) as f:
        placed = f.read()
    if "Final: No failed routes!" not in text:
        m = re.findall(r"Failed net routes: (\d+)", text)
        raise ValueError(f"qrouter: {m[-1]} failed routes at the end" if m else "qflow did not route")
    fmax = re.findall(r"Computed maximum clock frequency \(zero margin\) = ([0-9.]+) MHz", text)
    cells = re.search(r"Total stdcells\s*:\s*(\d+)", placed)
    with open(os.path.join(work, f"{top}.def")) as f:
        d = f.read()
    units = re.search(r"UNITS DISTANCE MICRONS (\d+)", d)
    die = re.search(r"DIEAREA \( (-?\d+) (-?\d+) \) \( (-?\d+) (-?\d+) \)", d)
    if not (fmax and cells and units and die):
        raise ValueError("qflow: no Fmax, cell count or die area in its output")
    u = int(units.group(1))
    x0, y0, x1, y1 = (int(v) for v in die.groups())
    return {"route_die_um2": round((x1 - x0) * (y1 - y0) / (u * u)), "route_cells": int(cells.group(1)),
            "route_fmax_mhz": round(float(fmax[-1]), 1)}
