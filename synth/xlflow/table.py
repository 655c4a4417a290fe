# SPDX-License-Identifier: Apache-2.0
"""The reader of rtl/xlane.configs, the table of every top at every parameter set that a
build or a flow uses. Every other reader takes its view from this one: the shell's
(scripts/configs.sh, through `rows`), CMake's (sim/harness/xlane_rtl.cmake, through
`cmake`) and the Python flows' (synth/xlflow/, import).

A row is a name, a top, its parameters (NAME=VALUE,... or -) and the flows that use it.
The flows are declared once, in the table's own header: a comment line of two spaces'
indent, the flow's name, then its description. A value is a decimal, a sized constant
(1'b1, 4'hf) or the name of a constant of rtl/xl_pkg.sv (Arch=ShflArchGather: the codes
are written once, there). A value of alternatives, A|B|C, declares a sweep: the row stands
for one row per combination of its alternatives (the first parameter outermost), and its
name carries a {NAME} for each parameter swept (shfl-gather{GatherLanes}-n8), so that each
row's name says its point. Reading checks the form of every row; a fault is an error that
names the table's file, line and column:

- a row with fewer than four columns, a name used twice (after a sweep's expansion), a
  name that is not an identifier (a '-' may join words, except in the rows of the flows
  whose verilated models are named after the row: sim, sc, run), a {NAME} in a name that
  is not a parameter of the row, a swept parameter the name does not carry;
- a parameter that is not NAME=VALUE, a value that is not a decimal, a sized constant or a
  constant of the package, a parameter given twice;
- a flow the header does not declare.

`check` also reads the RTL (pyslang, from the project's virtual environment) and tests each
row against its top as elaborated at those parameters: the top must be a module of the
RTL, each parameter one the top declares (not a localparam) or, for a harness that wraps a
unit (WRAPS), one the unit declares (the Yosys flows set it there), and every elaboration check
the RTL makes of its parameters (an `assert ... else $fatal` in an initial block) must
hold: a value out of range names the check that fails and where it is.

Usage (from the repository's root):
  python3 synth/xlflow/table.py rows FLOW [TABLE]   "NAME TOP PARAMS" of every row that lists FLOW
  python3 synth/xlflow/table.py chparam TOP PARAMS
                                              Yosys's chparam commands for TOP at PARAMS
                                              (NAME=VALUE,...; the unit a harness wraps too)
  python3 synth/xlflow/table.py files TOP [FILE...]
                                              the files TOP reads (top_files), in order; FILE:
                                              a harness's files or .f lists after rtl/xlane.f
  python3 synth/xlflow/table.py cmake FILE    the table, and each module's files, as CMake
                                              variables, into FILE
  python3 synth/xlflow/table.py check [TABLE [NAME...]]
                                              every row of TABLE (default rtl/xlane.configs),
                                              or the rows NAME, against the RTL
"""
import functools
import itertools
import os
import re
import signal
import sys
from dataclasses import dataclass, field

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TABLE = "rtl/xlane.configs"
# What the check elaborates a row's top from: the RTL, the place-and-route harness, the
# formal harnesses.
SOURCES = ("rtl/xlane.f", "synth/pnr/pnr.f")
SOURCE_GLOBS = ("formal/fv",)

_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*$")
# A row's name: words of an identifier's letters joined by '-', each with {PARAM}s.
_ROW_NAME = re.compile(r"[A-Za-z_{][A-Za-z0-9_{}]*(?:-[A-Za-z0-9_{}]+)*$")
_PLACEHOLDER = re.compile(r"\{([^{}]*)\}")
# The flows whose verilated models are named V<name>: their rows' names are identifiers.
MODEL_FLOWS = ("sim", "sim-long", "sc", "run")
PACKAGE = "rtl/xl_pkg.sv"
_VALUE = re.compile(r"(?:[0-9]+|[0-9]+'[bB][01]+|[0-9]+'[oO][0-7]+|[0-9]+'[dD][0-9]+|[0-9]+'[hH][0-9a-fA-F]+)$")
_FLOW_DECL = re.compile(r"^#   ([a-z][a-z0-9-]*)\s{2,}\S")


class TableError(Exception):
    """A fault in the table, with where it is: FILE:LINE:COLUMN: message."""

    def __init__(self, path, line, column, message):
        super().__init__(f"{path}:{line}:{column}: {message}")
        self.path, self.line, self.column = path, line, column


@dataclass
class Row:
    """One row: its name, top, parameters (name -> text as written, in order) and flows."""
    name: str
    top: str
    params: dict
    flows: list
    path: str
    line: int
    param_column: int  # where the parameter column starts (columns from 1)
    # Column of each parameter's text.
    columns: dict = field(default_factory=dict)

    def resolved(self):
        """The parameters as the tools take them (-G, chparam): a package constant's name
        replaced by its value."""
        return {k: str(constants()[v]) if _NAME.match(v) else v for k, v in self.params.items()}

    def param_text(self):
        """The parameter column as the tools take it: NAME=VALUE,... or -."""
        return ",".join(f"{k}={v}" for k, v in self.resolved().items()) or "-"

    def values(self):
        """The parameters as integers."""
        return {k: value(v) for k, v in self.params.items()}


# A constant of the package: `localparam <type> Name = <decimal or sized constant>;`.
_PKG_CONST = re.compile(r"^\s*localparam\b[^=;]*?\b([A-Za-z_][A-Za-z0-9_]*)\s*=\s*([0-9]+'[bBoOdDhH][0-9a-fA-F]+|[0-9]+)\s*;",
                        re.M)


@functools.lru_cache(maxsize=None)
def constants(path=PACKAGE):
    """{name: integer} of the package's constants, read with the standard library (the
    CMake and shell readers have no pyslang); `check` compares them with pyslang's."""
    with open(os.path.join(ROOT, path)) as f:
        text = _strip_comments(f.read())
    return {name: value(v) for name, v in _PKG_CONST.findall(text)}


def value(text):
    """A parameter value of the table as an integer: a decimal, a sized constant or the
    name of a constant of the package."""
    if _NAME.match(text):
        return constants()[text]
    if "'" not in text:
        return int(text)
    digits = text.split("'")[1]
    return int(digits[1:], {"b": 2, "o": 8, "d": 10, "h": 16}[digits[0].lower()])


def _fields(text):
    """(column, field) of each white-space separated field of a line, columns from 1."""
    return [(m.start() + 1, m.group()) for m in re.finditer(r"\S+", text)]


def _load(path):
    """The lines of the table at `path` (relative to the repository's root, or absolute)
    and the flows its header declares, in order."""
    full = path if os.path.isabs(path) else os.path.join(ROOT, path)
    with open(full) as f:
        lines = f.read().split("\n")
    return lines, [m.group(1) for m in map(_FLOW_DECL.match, lines) if m]


def read(path=TABLE):
    """Every row of the table at `path`, in order; a fault raises TableError."""
    return _read(path)[0]


def _read(path):
    """(every row, the declared flows) of the table at `path`, from one reading of it."""
    lines, declared = _load(path)
    if not declared:
        raise TableError(path, 1, 1, "the header declares no flow ('#   NAME  description' lines)")
    rows, seen = [], {}
    for number, text in enumerate(lines, 1):
        if not text.strip() or text.lstrip().startswith("#"):
            continue
        cols = _fields(text)
        if len(cols) < 4:
            raise TableError(path, number, cols[-1][0] + len(cols[-1][1]),
                             "a row needs a name, a top, parameters (or -) and at least one flow")
        (c_name, name), (c_top, top), (c_par, par) = cols[:3]
        if not _ROW_NAME.match(name):
            raise TableError(path, number, c_name, f"the name '{name}' is not an identifier (words joined by '-')")
        if not _NAME.match(top):
            raise TableError(path, number, c_top, f"the top '{top}' is not an identifier")
        params, columns, sweep = {}, {}, []
        if par != "-":
            col = c_par
            for item in par.split(","):
                key, eq, val = item.partition("=")
                if not eq or not _NAME.match(key):
                    raise TableError(path, number, col, f"'{item}' is not NAME=VALUE")
                if key in params:
                    raise TableError(path, number, col, f"the parameter {key} is given twice")
                alternatives = val.split("|")
                at = col + len(key) + 1
                for alt in alternatives:
                    _check_value(path, number, at, key, alt)
                    at += len(alt) + 1
                if len(alternatives) > 1:
                    sweep.append(key)
                params[key], columns[key] = alternatives, col
                col += len(item) + 1
        row_flows = []
        for col, flow in cols[3:]:
            if flow not in declared:
                raise TableError(path, number, col,
                                 f"'{flow}' is not a flow the table declares ({', '.join(sorted(declared))})")
            row_flows.append(flow)
        for m in _PLACEHOLDER.finditer(name):
            if m.group(1) not in params:
                raise TableError(path, number, c_name + m.start(),
                                 f"{{{m.group(1)}}}: the row has no parameter {m.group(1) or '(empty)'} to name")
        named = set(_PLACEHOLDER.findall(name))
        for key in sweep:
            if key not in named:
                raise TableError(path, number, columns[key],
                                 f"{key} is swept: the name '{name}' must carry {{{key}}} to tell its rows apart")
        model = [f for f in row_flows if f in MODEL_FLOWS]
        if model and not _NAME.match(name):
            raise TableError(path, number, c_name, f"the name '{name}' is not an identifier, and the row lists "
                             f"{model[0]} (its model is V<name>)")
        for choice in itertools.product(*params.values()):
            values = dict(zip(params, choice))
            full = _PLACEHOLDER.sub(lambda m: values[m.group(1)], name)
            if full in seen:
                raise TableError(path, number, c_name, f"the name '{full}' is used twice (first on line {seen[full]})")
            seen[full] = number
            rows.append(Row(full, top, values, row_flows, path, number, c_par, dict(columns)))
    return rows, declared


def _check_value(path, number, col, key, val):
    """A fault in one value (a decimal, a sized constant, a constant of the package)."""
    if _VALUE.match(val):
        return
    if not _NAME.match(val):
        raise TableError(path, number, col, f"{key}: '{val}' is not a decimal, a sized constant (1'b1) "
                         f"or a constant of {PACKAGE}")
    if val not in constants():
        raise TableError(path, number, col, f"{key}: {val} is not a constant of {PACKAGE} "
                         f"({', '.join(sorted(constants()))})")


def rows(flow, path=TABLE):
    """The rows that list `flow`, which the table must declare."""
    table, declared = _read(path)
    if flow not in declared:
        raise TableError(path, 1, 1, f"no flow '{flow}' is declared in the header ({', '.join(declared)})")
    return [r for r in table if flow in r.flows]


def _cmake_text(table, declared):
    out = ["# Generated by synth/xlflow/table.py from rtl/xlane.configs: do not edit.",
           f"set(XLANE_FLOWS {' '.join(declared)})"]
    names = []
    for r in table:
        names.append(r.name)
        gparams = " ".join(f"-G{k}={v}" for k, v in r.resolved().items())
        out.append(f"set(XLANE_ROW_{r.name}_TOP {r.top})")
        out.append(f"set(XLANE_ROW_{r.name}_GPARAMS {gparams})".replace(" )", ")"))
        out.append(f"set(XLANE_ROW_{r.name}_FLOWS {' '.join(r.flows)})")
    out.append(f"set(XLANE_ROWS {' '.join(names)})")
    rtl = file_list("rtl/xlane.f")
    out.append(f"set(XLANE_RTL_FILES {' '.join(rtl)})")
    for f, (defines, _) in _units(tuple(rtl)).items():
        for module in defines:
            out.append(f"set(XLANE_FILES_{module} {' '.join(top_files(module))})")
    return "\n".join(out) + "\n"


def file_list(path):
    """The files of a .f list (rtl/xlane.f, synth/pnr/pnr.f), relative to the root, in order."""
    with open(os.path.join(ROOT, path)) as f:
        return [l.strip() for l in f if l.strip() and not l.startswith("#")]


# A string literal (kept: a "//" or "/*" inside one starts no comment) or a comment (dropped).
_COMMENT_OR_STRING = re.compile(r'"(?:\\.|[^"\\\n])*"|//[^\n]*|/\*.*?\*/', re.S)
_DEFINES = re.compile(r"^\s*(?:\(\*.*?\*\)\s*)?(?:module|macromodule|interface|program|package)\s+"
                      r"(?:(?:static|automatic)\s+)?([A-Za-z_][A-Za-z0-9_]*)", re.M)
_IDENT = re.compile(r"\b[A-Za-z_][A-Za-z0-9_]*\b")
_INCLUDE = re.compile(r"^\s*`include\b", re.M)


def _strip_comments(text):
    return _COMMENT_OR_STRING.sub(lambda m: m.group() if m.group().startswith('"') else " ", text)


def _expand(items):
    """Files, in order, from paths of files and of .f lists (relative to the root)."""
    out = []
    for item in items:
        for f in (file_list(item) if item.endswith(".f") else [item]):
            if f not in out:
                out.append(f)
    return out


@functools.lru_cache(maxsize=None)
def _units(files):
    """{file: (what it defines, the identifiers it names outside comments)} of `files`."""
    out = {}
    for f in files:
        with open(os.path.join(ROOT, f)) as src:
            text = _strip_comments(src.read())
        inc = _INCLUDE.search(text)
        if inc:  # its modules and its own text would be missed: refused, not guessed
            line = text.count("\n", 0, inc.start()) + 1
            raise ValueError(f"{f}:{line}: `include is not followed by the file lists (top_files): "
                             f"list the file in the .f list instead")
        defines = tuple(_DEFINES.findall(text))
        out[f] = (defines, frozenset(_IDENT.findall(text)) - set(defines))
    return out


def top_files(top, extra=()):
    """The files a synthesis or simulation of `top` reads: the file that defines it and,
    through every module and package a file names (an instance, pkg::Name), the files
    those need, in the order of rtl/xlane.f, then of `extra` (files or .f lists: a
    harness). The flows read these with Yosys's read_verilog -defer, which elaborates only
    what the top instantiates, at its parameters: so a figure moves only when the RTL the
    top uses does (without -defer, every module read is elaborated at its defaults, which
    renumbers the top's cells and changes what ABC and the LUT mapping make of them), and
    a job parses no file it does not need. A file with `include is an error (its text
    would be missed)."""
    files = _expand(("rtl/xlane.f",) + tuple(extra))
    units = _units(tuple(files))
    defined_in = {name: f for f in files for name in units[f][0]}
    if top not in defined_in:
        raise ValueError(f"no file of {', '.join(('rtl/xlane.f',) + tuple(extra))} defines a module {top}")
    seen, todo = set(), [defined_in[top]]
    while todo:
        f = todo.pop()
        if f in seen:
            continue
        seen.add(f)
        todo += [defined_in[n] for n in units[f][1] if n in defined_in]
    return [f for f in files if f in seen]


# Harnesses that wrap one unit: a row of the harness sets the unit's parameters as well as
# the harness's own, and the Yosys flows give each module those it declares (a parameter
# both declare, to both), by chparam before hierarchy. So a harness declares only what it
# reads itself and never restates the unit's knobs. Verilator's -G and Icarus's -P reach a
# top alone: a row that sets a parameter of the unit only is a Yosys row (check).
WRAPS = {"fv_shfl_pipe": "xl_shfl_arch", "fv_warp": "xl_warp", "fv_warp_front": "xl_warp_front",
         "xl_pnr_wrap_shfl": "xl_shfl_arch", "xl_pnr_wrap_word": "xl_word_unit",
         "xl_pnr_wrap_party": "xl_party_unit"}
# The flows that do not run Yosys on the row's top.
NOT_YOSYS = ("sim", "sim-long", "sc", "run", "lint", "core")
_PARAMETER = re.compile(r"\bparameter\s+(?:(?:int|bit|logic|integer)\b\s*(?:\[[^\]]*\]\s*)?)?"
                        r"([A-Za-z_][A-Za-z0-9_]*)\s*=")


@functools.lru_cache(maxsize=None)
def declared_parameters(module, files=None):
    """The parameters (not the localparams) of `module`, read from its source with the
    standard library (the shell's and CMake's readers have no pyslang); `files`: where to
    look (default: the sources the check elaborates)."""
    for f in files or source_files():
        with open(os.path.join(ROOT, f)) as src:
            text = _strip_comments(src.read())
        m = re.search(rf"^\s*module\s+{re.escape(module)}\b(.*?)\bendmodule\b", text, re.M | re.S)
        if m:
            return tuple(_PARAMETER.findall(m.group(1)))
    raise ValueError(f"no source file defines a module {module}")


def yosys_chparam(top, params):
    """Yosys's chparam commands for a row's parameters (a dict of resolved values): each to
    the module that declares it, the top or the unit it wraps (WRAPS), to both when both
    do. '' when there is none."""
    unit = WRAPS.get(top)
    to = {top: {}}
    if unit:
        to[unit] = {}
    for k, v in params.items():
        if not unit or k in declared_parameters(top):
            to[top][k] = v
        if unit and k in declared_parameters(unit):
            to[unit][k] = v
    return " ".join("chparam " + "".join(f"-set {k} {v} " for k, v in ps.items()) + f"{mod};"
                    for mod, ps in to.items() if ps)


def source_files():
    """The files the check elaborates from, relative to the root, in order."""
    files = [f for lst in SOURCES for f in file_list(lst)]
    for folder in SOURCE_GLOBS:
        files += sorted(os.path.join(folder, n) for n in os.listdir(os.path.join(ROOT, folder)) if n.endswith(".sv"))
    return files


@functools.lru_cache(maxsize=None)
def _trees():
    """Every source file parsed once (pyslang syntax trees), shared by every elaboration."""
    import pyslang
    return tuple(pyslang.syntax.SyntaxTree.fromFile(os.path.join(ROOT, f)) for f in source_files())


def _elaborate(pyslang, trees, top, params):
    """The compilation of `top` at `params` over the parsed sources."""
    opts = pyslang.ast.CompilationOptions()
    opts.topModules = {top}
    opts.paramOverrides = [f"{k}={v}" for k, v in params.items()]
    comp = pyslang.ast.Compilation(pyslang.Bag([opts]))
    for tree in trees:
        comp.addSyntaxTree(tree)
    return comp


def _failed_checks(pyslang, comp, top):
    """Each elaboration check of `top`'s hierarchy that does not hold: an immediate
    assertion in an initial block whose else calls $fatal, its condition false at these
    parameters. (message, file, line) each."""
    failed = []
    sm = comp.sourceManager
    ast = pyslang.ast

    def in_initial(stmt):
        if getattr(stmt, "kind", None) == ast.StatementKind.ImmediateAssertion:
            call = getattr(stmt.ifFalse, "expr", None) if stmt.ifFalse else None
            if getattr(call, "subroutineName", "") == "$fatal" and not stmt.cond.eval(ast.EvalContext(top)).isTrue():
                loc = stmt.sourceRange.start
                try:
                    text = call.arguments[-1].value
                except (AttributeError, IndexError):
                    text = "an elaboration check fails"
                failed.append((text, os.path.relpath(sm.getFullPath(loc.buffer), ROOT), sm.getLineNumber(loc)))
        return True

    def visit(sym):
        if (getattr(sym, "kind", None) == ast.SymbolKind.ProceduralBlock
                and sym.procedureKind == ast.ProceduralBlockKind.Initial):
            sym.body.visit(in_initial)
        return True

    top.visit(visit)
    return list(dict.fromkeys(failed))


def check_row(pyslang, trees, row, definitions):
    """The faults of one row against the RTL, as TableErrors (empty: the row is good)."""
    if row.top not in definitions:
        return [TableError(row.path, row.line, 1, f"{row.top}: no module of that name in "
                           f"{', '.join(SOURCES)} or {', '.join(SOURCE_GLOBS)}/")]
    comp = _elaborate(pyslang, trees, row.top, row.resolved())
    top = comp.getRoot().topInstances[0]
    declared = {p.name: p for p in top.body.parameters}
    settable = ", ".join(n for n, q in declared.items() if not q.isLocalParam) or "none"
    unit = WRAPS.get(row.top)
    unit_params = declared_parameters(unit) if unit else ()
    faults = []
    for key, col in row.columns.items():
        if key in unit_params and key not in declared:
            not_yosys = [f for f in row.flows if f in NOT_YOSYS]
            if not_yosys:
                faults.append(TableError(row.path, row.line, col, f"{key} is {unit}'s, which {row.top} wraps: only "
                                         f"Yosys sets it (chparam), not the flows {', '.join(not_yosys)}"))
        elif key not in declared:
            also = f", and {unit}'s, which it wraps" if unit else ""
            faults.append(TableError(row.path, row.line, col, f"{row.top} has no parameter {key} (it has {settable}{also})"))
        elif declared[key].isLocalParam:
            faults.append(TableError(row.path, row.line, col, f"{key} is a localparam of {row.top}: it cannot be set"))
    if faults:
        return faults
    failed = [(row.top, row.param_text(), check) for check in _failed_checks(pyslang, comp, top)]
    if unit:  # the unit at the row's parameters that are its own
        mine = {k: v for k, v in row.resolved().items() if k in unit_params}
        ucomp = _elaborate(pyslang, trees, unit, mine)
        text = ",".join(f"{k}={v}" for k, v in mine.items()) or "-"
        failed += [(unit, text, check) for check in _failed_checks(pyslang, ucomp, ucomp.getRoot().topInstances[0])]
    return [TableError(row.path, row.line, row.param_column, f"{mod} {ptext}: {text} ({path}:{line})")
            for mod, ptext, (text, path, line) in dict.fromkeys(failed)]


def localparams(top, params, names):
    """The values of the parameters or localparams `names` of `top` elaborated by pyslang at
    `params` (name -> value; names the top does not declare are left out), as integers."""
    import pyslang
    top_body = _elaborate(pyslang, _trees(), top, params).getRoot().topInstances[0].body
    values = {p.name: p.value for p in top_body.parameters}
    for sym in top_body:
        if getattr(sym, "kind", None) == pyslang.ast.SymbolKind.Parameter:
            values[sym.name] = sym.value
    out = {}
    for n in names:
        if n in values:
            size, _, rest = str(values[n]).partition("'")  # 2695, or 1'b1, 32'sd5
            out[n] = value(f"{size}'{rest.lstrip('s')}" if rest else size)
    return out


def package_constants(path="rtl/xl_pkg.sv", package="xl_pkg"):
    """{name: integer} of the constants of `package` in `path` (by default the codes the
    units share: the shuffle's modes, xl_warp's opcodes, the microarchitecture numbers),
    as pyslang evaluates them. A file that does not compile, or lacks the package, is an
    error naming it."""
    import pyslang
    comp = pyslang.ast.Compilation()
    comp.addSyntaxTree(pyslang.syntax.SyntaxTree.fromFile(os.path.join(ROOT, path)))
    errors = [d for d in comp.getAllDiagnostics() if d.isError()]
    if errors:
        raise TableError(path, 1, 1, f"{len(errors)} errors compiling the package")
    pkg = comp.getPackage(package)
    if pkg is None:
        raise TableError(path, 1, 1, f"no package {package}")
    return {m.name: value(str(m.value)) for m in pkg if m.kind == pyslang.ast.SymbolKind.Parameter}


def check(path=TABLE, *names):
    """Reads the table and checks every row (or the rows `names`) against the RTL; prints
    each fault. The number of faults."""
    try:
        import pyslang
    except ImportError:
        sys.exit("table: no pyslang (scripts/install-deps.sh installs it into the project's environment)")
    try:
        table = read(path)
    except TableError as e:
        print(e)
        return 1
    os.chdir(ROOT)
    definitions = set()
    for f in source_files():
        with open(f) as src:
            definitions.update(re.findall(r"^module\s+([A-Za-z_][A-Za-z0-9_]*)", src.read(), re.M))
    unknown = set(names) - {r.name for r in table}
    if unknown:
        print(f"table: no row named {', '.join(sorted(unknown))} in {path}")
        return 1
    faults = 0
    # The package's constants as the table reads them (standard library) and as pyslang
    # elaborates them: the same, or a row's value would mean another code than the RTL's.
    by_slang = package_constants()
    for name in sorted(set(by_slang) | set(constants())):
        if by_slang.get(name) != constants().get(name):
            print(f"{PACKAGE}:1:1: {name}: the table reads {constants().get(name)}, pyslang {by_slang.get(name)}")
            faults += 1
    for row in table:
        if names and row.name not in names:
            continue
        for fault in check_row(pyslang, _trees(), row, definitions):
            print(fault)
            faults += 1
    print(f"table: {path}: {len(table)} rows, {len(names) if names else 'each'} top elaborated at its parameters by pyslang "
          f"{pyslang.__version__}: {'no fault' if not faults else f'{faults} faults'}")
    return faults


def main(argv):
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # `rows ... | head` is not an error
    usage = ("usage: table.py rows FLOW [TABLE] | chparam TOP PARAMS | files TOP [FILE...] | cmake FILE | "
             "check [TABLE [NAME...]]")
    if not argv:
        sys.exit(usage)
    try:
        if argv[0] == "rows" and len(argv) in (2, 3):
            for r in rows(*argv[1:]):
                print(r.name, r.top, r.param_text())
            return 0
        if argv[0] == "chparam" and len(argv) == 3:
            params = {} if argv[2] == "-" else dict(p.split("=", 1) for p in argv[2].split(","))
            print(yosys_chparam(argv[1], params))
            return 0
        if argv[0] == "files" and len(argv) >= 2:
            print(" ".join(top_files(argv[1], argv[2:])))
            return 0
        if argv[0] == "cmake" and len(argv) == 2:
            text = _cmake_text(*_read(TABLE))
            old = open(argv[1]).read() if os.path.exists(argv[1]) else None
            if text != old:
                with open(argv[1], "w") as f:
                    f.write(text)
            return 0
    except (TableError, ValueError) as e:
        print(e if isinstance(e, TableError) else f"table: {argv[0]}: {e}", file=sys.stderr)
        return 1
    if argv[0] == "check":
        return 1 if check(*argv[1:]) else 0
    sys.exit(usage)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
