#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The codes of rtl/xl_pkg.sv (elaborated by pyslang) against the C++ side's (printed by
xlane_codes, tb/codes/print_codes.cpp): the same names, the same values. Then the same
comparison on a copy of the package with one value changed, which must fail and name it
(the check can fail).

Usage: tb/codes/test_codes.py PATH/TO/xlane_codes WORK_DIR      (ctest: codes)"""
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "synth"))
from xlflow import table  # noqa: E402  (table.package_constants: the package's constants)


# Constants of the package that are not codes: the field numbers of the shuffle's
# instruction bus (ShflOpA, ...), a layout inside the RTL that no C++ code drives (the
# harness drives xl_shfl_arch's named ports); and the reduction's and the match's structure
# numbers (ReduxArchSeq, ...), the collective units (PartyRedux, ...) and the one-word units
# (WordShf, ...), parameters of xl_warp, xl_party_unit and xl_word_unit that the tests choose
# by their verilated rows, not codes a C++ option drives.
LAYOUT_PREFIXES = ("ShflOp", "ReduxArch", "MatchArch", "Party", "Word")


def package_codes(path):
    """{name: value} of the codes of the package xl_pkg in `path` (pyslang)."""
    try:
        consts = table.package_constants(path)
    except table.TableError as e:
        sys.exit(f"codes: {e}")
    return {k: v for k, v in consts.items() if not k.startswith(LAYOUT_PREFIXES)}


def cpp_codes(exe):
    out = subprocess.run([exe], capture_output=True, text=True, check=True).stdout
    return {name: int(value) for name, value in (line.split() for line in out.splitlines())}


def differences(pkg, cpp, where):
    """One line for each code the two sides do not state alike."""
    bad = []
    for name in sorted(set(pkg) | set(cpp)):
        if name not in cpp:
            bad.append(f"{where}: {name} = {pkg[name]} has no C++ counterpart")
        elif name not in pkg:
            bad.append(f"{where}: the C++ side states {name} = {cpp[name]}, the package does not")
        elif pkg[name] != cpp[name]:
            bad.append(f"{where}: {name} is {pkg[name]} in the package, {cpp[name]} in C++")
    return bad


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__.strip().splitlines()[-1])
    exe, work = sys.argv[1], sys.argv[2]
    os.makedirs(work, exist_ok=True)
    pkg_path = os.path.join(ROOT, "rtl", "xl_pkg.sv")
    cpp = cpp_codes(exe)
    fail = 0
    bad = differences(package_codes(pkg_path), cpp, "rtl/xl_pkg.sv")
    if bad:
        print("FAIL codes:\n  " + "\n  ".join(bad))
        fail = 1
    else:
        print(f"ok   codes: the package and the C++ side state the same {len(cpp)} codes")
    # A copy with one code changed: the comparison must name it.
    text = open(pkg_path).read()
    broken_text = text.replace("ShflIdx  = 2'd3", "ShflIdx  = 2'd2")
    broken = os.path.join(work, "xl_pkg_broken.sv")
    open(broken, "w").write(broken_text)
    want = f"{broken}: ShflIdx is 2 in the package, 3 in C++"
    got = differences(package_codes(broken), cpp, broken)
    if broken_text != text and got == [want]:
        print("ok   codes: a copy with ShflIdx changed fails, naming it")
    else:
        print(f"FAIL codes: a copy with ShflIdx changed: want [{want!r}], got {got!r}")
        fail = 1
    return fail


if __name__ == "__main__":
    sys.exit(main())
