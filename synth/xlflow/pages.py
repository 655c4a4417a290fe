# SPDX-License-Identifier: Apache-2.0
"""Result files and the pages rendered from them, for every flow.

A job writes one result file, OUT/results/NAME.json: its figures, its status and under
`made` how it was made (the command that makes it again, the commit as `git describe
--dirty` says it, the tools and their versions, the job's wall time). A flow's page, CSV
and plots are rendered from those files alone (each flow's `render`), so a kept page
(scripts/keep-result.sh --results: the files are copied beside it) renders again, byte for
byte, from what is kept with it (ctest `pages`).
"""
import csv
import json
import os
import subprocess
import sys

from xlflow import table

ROOT = table.ROOT


def first_line(cmd):
    """The first line a command prints (either stream), or "?" when it fails."""
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=60, cwd=ROOT)
    except (OSError, subprocess.SubprocessError):
        return "?"
    out = p.stdout.strip()
    return out.split("\n")[0] if p.returncode == 0 and out else "?"


def made(command, tool, wall):
    """A result's `made`: the command that makes it again, the commit, the tools (text, "; "
    between tools), the job's wall time in seconds. An interpreter outside the clone (a
    virtual environment elsewhere, XLANE_VENV) is written as python3: no machine's path is
    kept in a result file."""
    if not os.path.abspath(sys.executable).startswith(ROOT + os.sep):
        command = command.replace(sys.executable, "python3", 1)
    return {"command": command, "commit": first_line(["git", "describe", "--always", "--dirty"]),
            "tool": tool, "wall_seconds": round(wall, 1)}


def write_result(out, name, res):
    """OUT/results/NAME.json (the folder made if needed); its path."""
    rdir = os.path.join(out, "results")
    os.makedirs(rdir, exist_ok=True)
    path = os.path.join(rdir, name + ".json")
    with open(path, "w") as f:
        json.dump(res, f)
    return path


def read_results(rdir):
    """{NAME: content} of every result file of a results folder, in name order."""
    found = {}
    for f in sorted(os.listdir(rdir)) if os.path.isdir(rdir) else []:
        if f.endswith(".json"):
            with open(os.path.join(rdir, f)) as fh:
                found[f[:-5]] = json.load(fh)
    return found


def write_csv(path, fields, rows):
    """A CSV of `fields` (other keys of a row left out)."""
    with open(path, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=fields, extrasaction="ignore")
        w.writeheader()
        for r in rows:
            w.writerow(r)


def provenance(results):
    """What result files say of how they were made: how many, the jobs' commits and tools,
    and the sum of their wall times."""
    made_ = [r.get("made", {}) for r in results.values()]
    return {"files": len(results), "commits": sorted({m.get("commit", "?") for m in made_}),
            "tools": sorted({t for m in made_ for t in m.get("tool", "?").split("; ")}),
            "job_seconds": sum(m.get("wall_seconds", 0) for m in made_)}


def provenance_text(p):
    """The sentence a page's head gives its provenance in."""
    return (f"{p['files']} result files, {p['job_seconds']:,.0f} s of job time; commits "
            f"{', '.join(p['commits'])}; tools: {'; '.join(p['tools'])}")


def render(flow, d, write):
    """A flow's page written again, write(D), from D/results/ alone: the exit status, 0, or
    2 (said) when D has no result files."""
    if not os.path.isdir(os.path.join(d, "results")):
        print(f"{flow}: render: no result files in {d}/results/", file=sys.stderr)
        return 2
    write(d)
    return 0


def keep(flow, page, command, results=None, images=()):
    """A dated copy of a whole run's page under docs/results/, its result files beside it
    and `images` in docs/img/, when asked (XLANE_KEEP=1; scripts/keep-result.sh). Its exit
    status."""
    opts = [a for img in images for a in ("--image", img)] + (["--results", results] if results else [])
    return subprocess.run([os.path.join(ROOT, "scripts", "keep-result.sh")] + opts + [flow, page, command]).returncode
