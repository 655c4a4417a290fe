# SPDX-License-Identifier: Apache-2.0
"""The shuffle's microarchitectures as rtl/xl_pkg.sv lists them, and what is written from
that list: rtl/xl_shfl_arch.sv's check of Arch and its dispatch (between the marker lines),
each microarchitecture's file in rtl/xlane.f, and the C++ side's list. A microarchitecture is a constant `ShflArch<Name> = <number>;` of the
package whose `///<` comment ends with its module in parentheses:

    localparam int ShflArchGather  = 1;  ///< time-multiplexed gather (xl_shfl_gather)

Number 0 is the default (the dispatch's last branch). The module's parameters other than
the sizes (NumLanes, Width, UserWidth) are its knobs, which xl_shfl_arch must declare and
passes on by name. So a new microarchitecture is its module and its constant; `write`
makes the dispatch, and ctest `table` runs `check`, which fails while the committed section
is not what `write` makes. `cxx` writes the C++ side's list (the enum, the --arch names and
what each is) at configure time, so the tools and the codes test follow the package.

Usage (from the repository's root):
  python3 synth/xlflow/archs.py write     rewrite the section of rtl/xl_shfl_arch.sv and
                                          list missing files in rtl/xlane.f
  python3 synth/xlflow/archs.py cxx OUT   the C++ side's list (CMake, at configure)
  python3 synth/xlflow/archs.py check [FILE]
                                          exit 1, naming the file and line, if FILE's
                                          section (default rtl/xl_shfl_arch.sv) is stale
"""
import os
import re
import sys

if __package__ in (None, ""):
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from xlflow import table  # noqa: E402

SHELL = "rtl/xl_shfl_arch.sv"
FILE_LIST = "rtl/xlane.f"
BEGIN = "  // ---- written by synth/xlflow/archs.py from xl_pkg's ShflArch constants: do not edit ----"
END = "  // ---- end of the written part ----"
SIZES = ("NumLanes", "Width", "UserWidth")
_ARCH = re.compile(r"^\s*localparam\s+int\s+ShflArch([A-Z][A-Za-z0-9]*)\s*=\s*([0-9]+)\s*;\s*///<\s*(.*?)\s*"
                   r"\((xl_shfl_[a-z0-9_]+)\)\s*$", re.M)
WRAP = 100


def archs(path=table.PACKAGE):
    """[(number, Name, module)] of the package's microarchitectures, by number."""
    return [(n, name, mod) for n, name, mod, _ in described(path)]


def described(path=table.PACKAGE):
    """[(number, Name, module, what it is)] of the package's microarchitectures, by number:
    what it is, the constant's `///<` comment before the module."""
    with open(os.path.join(table.ROOT, path)) as f:
        found = [(int(n), name, mod, what) for name, n, what, mod in _ARCH.findall(f.read())]
    numbers = sorted(n for n, _, _, _ in found)
    if numbers != list(range(len(found))):
        raise ValueError(f"{path}: the ShflArch constants are numbered {numbers}, not 0 to {len(found) - 1}")
    return sorted(found)


def _wrap(head, items, tail, indent):
    """head + items joined by ', ' + tail, broken before an item that would pass WRAP."""
    lines, line = [], head
    for k, item in enumerate(items):
        text = item + ("," if k < len(items) - 1 else tail)
        if len(line) + len(text) + (1 if not line.endswith("(") else 0) > WRAP and not line.endswith("("):
            lines.append(line)
            line = " " * indent + text
        else:
            line += ("" if line.endswith("(") else " ") + text
    return lines + [line]


def section(shell_params, path=table.PACKAGE):
    """The lines between the markers, for a shell that declares `shell_params`."""
    found = archs(path)
    names = ", ".join(f"{n} ({name.lower()})" for n, name, _ in found[:-1]) + f" or {found[-1][0]} ({found[-1][1].lower()})"
    fatal = f'    else $fatal(1, "xl_shfl_arch: Arch must be {names}");'
    if len(fatal) > WRAP:  # too many to name on one line: the range and where the names are
        fatal = f'    else $fatal(1, "xl_shfl_arch: Arch must be 0 to {found[-1][0]} (xl_pkg\'s ShflArch constants)");'
    out = ["`ifndef SYNTHESIS",
           f"  initial assert (Arch >= 0 && Arch <= {found[-1][0]})",
           fatal,
           "`endif  // SYNTHESIS",
           ""]
    order = found[1:] + found[:1]  # number 0, the default, last
    for k, (n, name, mod) in enumerate(order):
        # Its own file: a new one is not yet in rtl/xlane.f when `write` first runs.
        knobs = [p for p in table.declared_parameters(mod, (f"rtl/{mod}.sv",)) if p not in SIZES]
        missing = [p for p in knobs if p not in shell_params]
        if missing:
            raise ValueError(f"{mod}'s knobs {', '.join(missing)} are not parameters of xl_shfl_arch")
        block = f"gen_{name.lower()}"
        if k == 0:
            out.append(f"  if (Arch == xl_pkg::ShflArch{name}) begin : {block}")
        elif n != 0:
            out.append(f"  end else if (Arch == xl_pkg::ShflArch{name}) begin : {block}")
        else:
            out.append(f"  end else begin : {block}")
        head = f"    {mod} #("
        out += _wrap(head, [f".{p}({p})" for p in SIZES + tuple(knobs)], ")", len(head))
        out.append("      u_shfl (.clk_i, .rst_ni, .valid_i, .ready_o, .op_i(op), .valid_o, .ready_i, .res_o(res));")
    out.append("  end")
    return out


def _split(text, path):
    lines = text.split("\n")
    try:
        b, e = lines.index(BEGIN), lines.index(END)
    except ValueError:
        raise ValueError(f"{path}: no marker lines (archs.py's BEGIN and END)")
    return lines, b, e


def written(path=SHELL):
    """The shell's text with its section as `write` makes it."""
    with open(os.path.join(table.ROOT, path)) as f:
        text = f.read()
    lines, b, e = _split(text, path)
    return "\n".join(lines[:b + 1] + section(table.declared_parameters("xl_shfl_arch")) + lines[e:]), text


def listed(path=FILE_LIST):
    """rtl/xlane.f's text with every microarchitecture's file in it: one missing goes in
    front of the shell's (which instantiates it)."""
    with open(os.path.join(table.ROOT, path)) as f:
        text = f.read()
    lines = text.split("\n")
    for _, _, mod, _ in described():
        f = f"rtl/{mod}.sv"
        if f not in lines:
            lines.insert(lines.index(SHELL), f)
    return "\n".join(lines), text


def cxx():
    """The C++ side's list (sim/harness/arch.h includes it): the enum and, for each, its
    package name, its --arch name and what it is."""
    found = described()
    enum = ", ".join(f"{name} = {n}" for n, name, _, _ in found)
    rows = "\n".join(f'    {{ShflArch::{name}, "{name}", "{name.lower()}", "{what}"}},' for n, name, _, what in found)
    return f"""// Generated by synth/xlflow/archs.py from rtl/xl_pkg.sv's ShflArch constants: do not edit.
#pragma once

namespace xlane::harness {{

enum class ShflArch : unsigned {{ {enum} }};

/// A microarchitecture: its constant in xl_pkg (ShflArch<name>), its --arch name, what it is.
struct ShflArchInfo {{
  ShflArch arch;
  const char* name;
  const char* tool_name;
  const char* what;
}};

/// Every microarchitecture, in ShflArch order.
inline constexpr ShflArchInfo kShflArchs[] = {{
{rows}
}};

}}  // namespace xlane::harness
"""


def main(argv):
    if argv[:1] == ["cxx"] and len(argv) == 2:
        try:
            text = cxx()
        except ValueError as e:
            print(f"archs: {e}", file=sys.stderr)
            return 1
        old = open(argv[1]).read() if os.path.exists(argv[1]) else None
        if text != old:  # unchanged: no rebuild of what includes it
            os.makedirs(os.path.dirname(os.path.abspath(argv[1])), exist_ok=True)
            with open(argv[1], "w") as f:
                f.write(text)
        return 0
    if not argv or argv[0] not in ("write", "check") or (argv[0] == "write" and len(argv) > 1):
        sys.exit(__doc__.strip().split("Usage")[1].strip())
    path = argv[1] if len(argv) > 1 else SHELL
    try:
        made = [(path, *written(path)), (FILE_LIST, *listed())]
    except ValueError as e:
        print(f"archs: {e}", file=sys.stderr)
        return 1
    stale = 0
    for where, new, old in made:
        if new == old:
            continue
        if argv[0] == "write":
            with open(os.path.join(table.ROOT, where), "w") as f:
                f.write(new)
            continue
        a, b = old.split("\n"), new.split("\n")
        line = next(k for k in range(min(len(a), len(b)) + 1) if k >= min(len(a), len(b)) or a[k] != b[k]) + 1
        print(f"{where}:{line}:1: what is written from xl_pkg's ShflArch constants is stale: "
              f"python3 synth/xlflow/archs.py write", file=sys.stderr)
        stale += 1
    if argv[0] == "check" and not stale:
        print(f"ok   archs: {path}'s dispatch and {FILE_LIST} match xl_pkg's {len(archs())} microarchitectures")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
