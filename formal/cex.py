#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Prints the counterexample of a failed `sat -prove` (run by scripts/equiv.sh).

  cex.py LOG

Reads the value table that `sat -show-inputs -show-outputs` writes into the Yosys log
(in_* = miter inputs, gold_* = the reference, gate_* = the RTL). For the shuffle, and for
the units with a warp result bus (vote, match, redux), it prints one row per lane, `*` on the
lanes whose outputs differ; for the other units the signals.
"""
import re
import sys


def read_table(path):
    values, inside = {}, False
    for line in open(path):
        if re.match(r"\s*Signal Name\s+Dec\s+Hex\s+Bin", line):
            inside = True
            continue
        if inside:
            if not line.strip():
                if values:
                    break
                continue
            if line.strip().startswith("---"):
                continue
            parts = line.split()
            if len(parts) >= 2 and parts[0].startswith("\\"):
                values[parts[0][1:]] = parts[-1]
    return values


def hexw(bits):
    return f"{int(bits, 2):0{(len(bits) + 3) // 4}x}"


def field(bits, lane, width):
    # bit strings are MSB first; lane 0 sits at the least significant end
    end = len(bits) - lane * width
    return bits[end - width:end]


def main(path):
    v = read_table(path)
    if not v:
        print("    (no counterexample table in the log)")
        return
    if "gold_res_o" in v:
        warp_result(v)
        return
    if "in_b_i" not in v:
        for name in sorted(v):
            print(f"    {name:<16} 0x{hexw(v[name])}")
        return
    lanes = len(v["in_active_i"])
    width = len(v["in_a_i"]) // lanes
    lbits = len(v["in_b_i"]) // lanes
    cbits = len(v["in_c_i"]) // lanes
    mode = ["up", "down", "bfly", "idx"][int(v["in_mode_i"], 2)]
    sync = ".sync" if v["in_sync_i"] == "1" else ""
    print(f"    shfl{sync}.{mode}, {lanes} lanes of {width} bits; "
          f"gold = reference, gate = RTL; * = lane differs")
    outs = ["d_o", "p_o", "we_o", "d_undef_o", "p_undef_o"]
    cw = (cbits + 3) // 4 + 2
    print(f"    {'lane':>4} | {'a':>{(width + 3) // 4}} {'b':>3} {'c':>{cw}} act mem | "
          f"{'gold d':>{(width + 3) // 4}} p we du pu | {'gate d':>{(width + 3) // 4}} p we du pu")
    for lane in range(lanes):
        row = [f"{hexw(field(v['in_a_i'], lane, width))}",
               f"{int(field(v['in_b_i'], lane, lbits), 2):>3}",
               f"0x{hexw(field(v['in_c_i'], lane, cbits))}",
               f"{field(v['in_active_i'], lane, 1):>3}", f"{field(v['in_member_i'], lane, 1):>3}"]
        res = {}
        for side in ("gold", "gate"):
            res[side] = [field(v[f"{side}_{o}"], lane, width if o == "d_o" else 1) for o in outs]
        mark = "*" if res["gold"] != res["gate"] else " "
        cols = []
        for side in ("gold", "gate"):
            d, p, we, du, pu = res[side]
            cols.append(f"{hexw(d)} {p} {we:>2} {du:>2} {pu:>2}")
        print(f"   {mark}{lane:>4} | {' '.join(row)} | {cols[0]} | {cols[1]}")


def warp_result(v):
    """A unit with a warp result bus (res_o = {d, p_undef, d_undef, we, p}, rtl/xl_pkg.sv):
    the inputs, then one row per lane of both sides' results."""
    for name in sorted(k for k in v if k.startswith("in_")):
        print(f"    {name:<16} 0x{hexw(v[name])}")
    lanes = len(v["gold_res_o"]) // 36
    print(f"    {lanes} lanes; gold = reference, gate = RTL; * = lane differs")
    print(f"    {'lane':>4} | {'gold d':>8} p we du pu | {'gate d':>8} p we du pu")
    for lane in range(lanes):
        cols = []
        for side in ("gold", "gate"):
            bits = v[f"{side}_res_o"]
            flags = [field(bits, f * lanes + lane, 1) for f in range(4)]  # p, we, d_undef, p_undef
            d = field(bits[:len(bits) - 4 * lanes], lane, 32)
            cols.append((hexw(d), flags))
        mark = "*" if cols[0] != cols[1] else " "
        text = [f"{d:>8} {fl[0]} {fl[1]:>2} {fl[2]:>2} {fl[3]:>2}" for d, fl in cols]
        print(f"   {mark}{lane:>4} | {text[0]} | {text[1]}")


if __name__ == "__main__":
    main(sys.argv[1])
