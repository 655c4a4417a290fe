# SPDX-License-Identifier: Apache-2.0
"""The one renderer of the flows' Yosys scripts. A script is a template of synth/ (*.ys)
with placeholders between @ signs; every flow fills them here: make synth
(scripts/synth.sh, through `render` on the command line), make fmax and make sweep
(synth/xlflow/fpga.py) and make explore (synth/xlflow/explore.py).

Placeholders every template may use:
  FILES    the files the top reads (table.top_files: its own RTL, in rtl/xlane.f's order)
  CHPARAM  `chparam -set NAME VALUE ... TOP;` for the parameters given (and one for the unit a
           harness wraps: table.WRAPS), or an empty line
  TOP      the top module;   OUT   the prefix of the files the script writes
and the template's own (WIDEMUX, SYNTH, ...), given as fill=VALUE. A placeholder the
template has and no one fills, or a fill the template has no place for, is an error that
names the template's line and column.

Usage (from the repository's root):
  python3 synth/xlflow/yosys.py render TEMPLATE TOP OUT [--params P] [--fill KEY=VALUE]...
      the script on standard output; P: NAME=VALUE,... (rtl/xlane.configs' form) or -
"""
import os
import re
import sys

if __package__ in (None, ""):
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from xlflow import table  # noqa: E402

ROOT = table.ROOT
_PLACE = re.compile(r"@([A-Z][A-Z0-9_]*)@")


class RenderError(Exception):
    pass


def chparam(top, params):
    """The chparam line for params (a dict, NAME=VALUE,... text, or - / empty for none):
    table.yosys_chparam's."""
    if isinstance(params, str):
        params = {} if params in ("", "-") else dict(p.split("=", 1) for p in params.split(","))
    return table.yosys_chparam(top, params or {})


def render(template, top, out, params=None, files=None, **fill):
    """The text of synth/TEMPLATE with its placeholders filled (see the module's text)."""
    path = template if os.path.isabs(template) else os.path.join(ROOT, "synth", template)
    rel = os.path.relpath(path, ROOT)
    with open(path) as f:
        lines = f.read().split("\n")
    values = {"FILES": " ".join(files if files is not None else table.top_files(top)),
              "CHPARAM": chparam(top, params), "TOP": top, "OUT": out}
    values.update({k.upper(): str(v) for k, v in fill.items()})
    used = set()
    for n, line in enumerate(lines, 1):
        if line.startswith("#"):
            continue
        for m in _PLACE.finditer(line):
            if m.group(1) not in values:
                raise RenderError(f"{rel}:{n}:{m.start() + 1}: @{m.group(1)}@: no value given for it")
            used.add(m.group(1))
    unused = sorted({k.upper() for k in fill} - used)
    if unused:
        raise RenderError(f"{rel}:1:1: no place for {', '.join('@' + k + '@' for k in unused)} in the template")
    return "\n".join(line if line.startswith("#") else _PLACE.sub(lambda m: values[m.group(1)], line)
                     for line in lines)


def main(argv):
    import argparse
    ap = argparse.ArgumentParser(prog="yosys.py", description="Renders a Yosys script of synth/.")
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("render")
    r.add_argument("template")
    r.add_argument("top")
    r.add_argument("out")
    r.add_argument("--params", default="-")
    r.add_argument("--fill", action="append", default=[], metavar="KEY=VALUE")
    args = ap.parse_args(argv)
    fill = {}
    for kv in args.fill:
        if "=" not in kv:
            print(f"yosys.py: --fill '{kv}': not KEY=VALUE", file=sys.stderr)
            return 2
        k, v = kv.split("=", 1)
        fill[k] = v
    try:
        sys.stdout.write(render(args.template, args.top, args.out, args.params, **fill))
    except (OSError, ValueError, RenderError) as e:
        print(f"yosys.py: {e}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
