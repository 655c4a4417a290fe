#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The one-step miter of one mutant of a clocked unit (tb/mutate/mutate.sh), and its proof.

    step_miter.py [--timeout S] NETLIST TOP K AIG

A mutant and the original (mutsel 0) driven by the same inputs from the same state stay in
the same state until the first cycle on which the mutated cell gives another value; so if,
in every state the original reaches, the mutant's outputs and next state equal the
original's, no input sequence tells them apart. This miter asks exactly that: one register
bank, updated by the original; the combinational logic of the unit twice, at mutsel 0 and
at mutsel K, both reading that bank; its output high when the two give different outputs or
next states. Written as AIGER to AIG, then given to ABC: reach (BDDs: only the registers in
the mutated cell's cone remain, their reachable states few), then pdr, S seconds each
(default 300). Prints one verdict line, "step_miter: mutant K: V":
  equivalent  the output never rises: exit 0;
  differs     it rises in a reachable state: exit 1; this proves nothing (the difference
              may never show on an output);
  undecided   neither engine decided within S seconds: exit 1.
A netlist it cannot take (a register with an initial value, a cell that is neither a plain
register nor logic) exits 1, a bad call 2.

It decides the mutants the two-copy miter leaves unknown because they differ only in states
the original never reaches: the copies then hold the same registers by construction, and a
solver needs only the original's reachable states, not equalities between two copies (the
pipelined crossbar's ready_o = inside_q != 9 with a bit of inside_q held at 0 differs only
at inside_q = 11, which the count never reaches).

The netlist is mut_UNIT.v (tb/mutate/mutate_gen.sh); every register starts at zero (the
reset state; reset stays a free input), as in the two-copy miter. Runs on pyosys; ABC is
Debian's yosys-abc, as for the two-copy miter.
"""
import argparse
import subprocess
import sys

from pyosys import libyosys as ys

ID = ys.IdString


def write_miter(netlist: str, top: str, k: int, aig: str) -> bool:
    """Writes the miter of mutant k to aig; False (and says why) if the netlist is not fit."""
    d = ys.Design()
    ys.run_pass(f"read_verilog {netlist}", d)
    # Every register a plain $dff: enables and resets become logic in front of it (an
    # asynchronous reset acts on the next edge, as in the two-copy miter).
    ys.run_pass(f"hierarchy -top {top}; proc; memory; async2sync; dffunmap; opt_clean", d)
    unit = d.module(ID("\\" + top))
    # The registers start at zero here; an initial value would be lost, so none is taken.
    for wire in unit.wires_.values():
        if wire.has_attribute(ID("\\init")):
            print(f"step_miter: {top}: wire {wire.name.str()} has an initial value: not "
                  "supported (every register starts at zero)", file=sys.stderr)
            return False

    # The unit's registers everted: register i's output becomes input port __q<i>, its next
    # value output port __d<i>; the unit is then its combinational step function.
    regs = []
    for cell in list(unit.cells_.values()):
        kind = cell.type.str()
        if kind == "$dff":
            regs.append(cell)
        elif not kind.startswith("$") or "ff" in kind.lower() or "latch" in kind or kind == "$mem_v2":
            print(f"step_miter: {top}: cell {cell.name.str()} of type {kind}: not a plain "
                  "register or logic", file=sys.stderr)
            return False
    widths = []
    for i, cell in enumerate(regs):
        q, nxt = cell.getPort(ID("\\Q")), cell.getPort(ID("\\D"))
        unit.remove(cell)
        q_in = unit.addWire(ID(f"\\__q{i}"), q.size())
        q_in.port_input = True
        d_out = unit.addWire(ID(f"\\__d{i}"), q.size())
        d_out.port_output = True
        unit.connect(q, ys.SigSpec(q_in))
        unit.connect(ys.SigSpec(d_out), nxt)
        widths.append(q.size())
    unit.fixup_ports()
    ports = [w for w in unit.wires_.values() if w.port_id > 0 and not w.name.str().startswith("\\__")]
    inputs = [(w.name.str(), w.width) for w in ports if w.port_input]
    outputs = [(w.name.str(), w.width) for w in ports if w.port_output]
    if "\\mutsel" not in dict(inputs) or "\\clk_i" not in dict(inputs):
        print(f"step_miter: {top} has no mutsel or clk_i input", file=sys.stderr)
        return False

    miter = d.addModule(ID("\\step_miter"))
    gold = miter.addCell(ID("\\u_gold"), ID("\\" + top))
    mut = miter.addCell(ID("\\u_mut"), ID("\\" + top))
    for name, width in inputs:
        if name == "\\mutsel":
            gold.setPort(ID(name), ys.SigSpec(ys.Const(0, width)))
            mut.setPort(ID(name), ys.SigSpec(ys.Const(k, width)))
            continue
        wire = miter.addWire(ID(name), width)
        wire.port_input = True
        gold.setPort(ID(name), ys.SigSpec(wire))
        mut.setPort(ID(name), ys.SigSpec(wire))
    clk = ys.SigSpec(miter.wire(ID("\\clk_i")))
    seen_g, seen_m = ys.SigSpec(), ys.SigSpec()
    for i, width in enumerate(widths):
        state = miter.addWire(ID(f"\\state{i}"), width)
        next_g = miter.addWire(ID(f"\\next_gold{i}"), width)
        next_m = miter.addWire(ID(f"\\next_mut{i}"), width)
        for cell in (gold, mut):
            cell.setPort(ID(f"\\__q{i}"), ys.SigSpec(state))
        gold.setPort(ID(f"\\__d{i}"), ys.SigSpec(next_g))
        mut.setPort(ID(f"\\__d{i}"), ys.SigSpec(next_m))
        miter.addDff(ID(f"\\reg{i}"), clk, ys.SigSpec(next_g), ys.SigSpec(state))
        seen_g.append(ys.SigSpec(next_g))
        seen_m.append(ys.SigSpec(next_m))
    for name, width in outputs:
        out_g = miter.addWire(ID(name + "_gold"), width)
        out_m = miter.addWire(ID(name + "_mut"), width)
        gold.setPort(ID(name), ys.SigSpec(out_g))
        mut.setPort(ID(name), ys.SigSpec(out_m))
        seen_g.append(ys.SigSpec(out_g))
        seen_m.append(ys.SigSpec(out_m))
    trigger = miter.addWire(ID("\\trigger"), 1)
    trigger.port_output = True
    miter.addNe(ID("\\differ"), seen_g, seen_m, ys.SigSpec(trigger))
    miter.fixup_ports()

    # opt folds mutsel into both copies and merges what they share, and drops every register
    # outside the cone of trigger; the rest as in mutate.sh's two-copy miter.
    ys.run_pass("hierarchy -top step_miter; flatten; opt; zinit -all; techmap; opt -fast; "
                "dffunmap; delete t:$scopeinfo; abc -g AND; opt_clean", d)
    ys.run_pass(f"write_aiger -zinit {aig}", d)
    return True


def prove(aig: str, timeout: int) -> str:
    """ABC on the miter: equivalent, differs or undecided."""
    for engine in ("reach", "pdr"):
        run = subprocess.run(["yosys-abc", "-c", f"read_aiger {aig}; print_stats; {engine} -T {timeout}"],
                             capture_output=True, text=True, check=False)
        print(run.stdout, end="")
        if "proved unreachable" in run.stdout or "Property proved" in run.stdout:
            return "equivalent"
        if "was asserted" in run.stdout:
            return "differs"
    return "undecided"


def main() -> int:
    parser = argparse.ArgumentParser(prog="step_miter.py", description=__doc__.split("\n")[0])
    parser.add_argument("--timeout", type=int, default=300, help="seconds for each of reach and pdr")
    parser.add_argument("netlist")
    parser.add_argument("top")
    parser.add_argument("k", type=int, help="the mutant (mutsel = K)")
    parser.add_argument("aig", help="the miter written as AIGER")
    args = parser.parse_args()
    if not write_miter(args.netlist, args.top, args.k, args.aig):
        return 1
    verdict = prove(args.aig, args.timeout)
    print(f"step_miter: mutant {args.k}: {verdict}")
    return 0 if verdict == "equivalent" else 1


if __name__ == "__main__":
    sys.exit(main())
