#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# make explore's local form on a tiny job list (two shuffle design points at 8 lanes,
# Yosys, the standard cells and simulation, no place and route): GNU parallel runs the
# jobs with a joblog, the merge writes the CSV and the Markdown table with the Pareto
# marks, a second run resumes (runs nothing again), plot reads the table back and draws
# the plots of the committed complete run, a plot without matplotlib is an error that
# says so, and a bad design point or measure, or a malformed table, is an error. And make
# sweep's and make fmax's runner (synth/xlflow/fpga.py run_all, the same GNU parallel runner): one
# Yosys job, resumed; a malformed job spec is an error. (The pages rendered again from
# result files, kept ones included: tb/pages/test_pages.sh.)
#
# Usage: tb/explore/test_explore.sh WORK_DIR       (ctest: explore_tiny; run from the root)
set -uo pipefail
T=${1:?usage: test_explore.sh WORK_DIR}
# shellcheck source=setup.sh
source "$(dirname "$0")/setup.sh"

expect "the tiny job list: 12 jobs" 0 '^[^ ]*/python .*explore.py job .*shfl-gather2-n8 tput$' -- $E jobs --tiny --no-pnr --out "$T"
n=$($E jobs --tiny --no-pnr --out "$T" | wc -l)
[ "$n" -eq 12 ] && ok "12 jobs: 2 points x (4 Yosys flows + standard cells + throughput)" || bad "12 jobs" "got $n"
# Every point's row is measured as it is: the bench gives the unit each of its parameters
# (explore.py refuses a point with one xl_shfl_arch lacks or the bench fixes, naming it).
expect "the whole job list: the bench sets every row's parameters" 0 'explore.py job .*shfl-pxbar10c4qf8-n32 tput$' -- \
  $E jobs --out "$T"

$E run --tiny --no-pnr --out "$T" --jobs 2 --ops 100 > "$T/run1.out" 2>&1
rc=$?
[ $rc -eq 0 ] && ok "run: exit 0" || bad "run: exit 0" "exit $rc" "$(tail -5 "$T/run1.out")"
grep -qE '^\[[0-9]+/12\]' "$T/run1.out" && ok "run: progress as each job ends" || bad "run: progress" "$(head -3 "$T/run1.out")"
done_jobs=$(awk 'NR > 1 && $7 == 0' "$T/joblog" | wc -l)
[ "$done_jobs" -eq 12 ] && ok "joblog: 12 jobs, each exit 0" || bad "joblog: 12 jobs, each exit 0" "$done_jobs" "$(cat "$T/joblog")"

# The merged CSV: one row a point, every measure filled in; the gather takes 4 cycles an
# instruction at 8 lanes and 2 a cycle; the crossbar 1.
csv="$T/explore.csv"
rows=$(tail -n +2 "$csv" | wc -l)
[ "$rows" -eq 2 ] && ok "CSV: 2 rows" || bad "CSV: 2 rows" "$rows"
col() { "$XLANE_PY" -c "import csv,sys; r=[x for x in csv.DictReader(open('$csv')) if x['point']=='$1'][0]; print(r['$2'])"; }
for p in shfl-xbar-n8 shfl-gather2-n8; do
  for c in mux2 depth lut_xilinx ff_xilinx lut_ice40 ff_ice40 lut_ecp5 ff_ecp5 um2_osu018 ns_osu018 fmax_osu018 \
           mips_osu018_programs floor_um2 floor_ns ipc_random ipc_uniform ipc_programs latency; do
    v=$(col $p $c)
    [ -n "$v" ] || bad "CSV: $p $c filled" "empty"
  done
done
ok "CSV: every Yosys, standard-cell and throughput column filled"
[ "$(col shfl-gather2-n8 ipc_uniform)" = 0.25 ] && ok "gather K2 at 8 lanes: 0.25 instructions a cycle" ||
  bad "gather K2 at 8 lanes: 0.25 instructions a cycle" "$(col shfl-gather2-n8 ipc_uniform)"
[ "$(col shfl-xbar-n8 ipc_random)" = 1.0 ] && ok "crossbar: 1 instruction a cycle" ||
  bad "crossbar: 1 instruction a cycle" "$(col shfl-xbar-n8 ipc_random)"
expect "Markdown: the Pareto rows marked" 0 '^\| \*\*shfl-gather2-n8\*\* \|' -- cat "$T/explore.md"

# plot reads the table back: every point, and a malformed row is an error naming its line.
expect "plot: reads the merged table" 0 '2 design points read from' -- \
  $E plot --table "$T/explore.md" --out "$T/plots"
# The plots are drawn: the committed complete run has LUT4 and Fmax on both devices.
results=$(ls docs/results/explore-20*.md | tail -1)  # a complete run (not --quick)
expect "plot: draws the plots of $results" 0 'design points read from .*explore_ice40.png, .*explore_ecp5.png' -- \
  $E plot --table "$results" --out "$T/plots_results"
for d in ice40 ecp5; do
  png="$T/plots_results/explore_$d.png"
  if [ "$(head -c 8 "$png" 2>/dev/null | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] && [ "$(stat -c %s "$png")" -gt 10000 ]; then
    ok "plot: $png is a PNG of $(stat -c %s "$png") bytes"
  else
    bad "plot: $png is a PNG" "$(ls -l "$png" 2>&1)"
  fi
done
# Without matplotlib (an interpreter where importing it fails, whatever the machine has),
# plot says so and fails.
mkdir -p "$T/no-mpl/matplotlib"
echo 'raise ImportError("matplotlib hidden by test_explore.sh")' > "$T/no-mpl/matplotlib/__init__.py"
expect "plot: without matplotlib, exit 1 and why" 1 'matplotlib not installed: no PNG' -- \
  env PYTHONPATH="$T/no-mpl" $E plot --table "$results" --out "$T/plots_nompl"
# Every cell read back is the CSV's value as the table writes it (explore_page.fmt).
roundtrip=$("$XLANE_PY" - "$T" <<'PY'
import csv, sys
sys.path.insert(0, "synth")
from xlflow import explore_page as explore
t = sys.argv[1]
back = {r["point"]: r for r in explore.read_md(f"{t}/explore.md")}
bad = []
for c in csv.DictReader(open(f"{t}/explore.csv")):
    r = back[c["point"]]
    for key, _ in explore.MD_COLS:
        v, want = r[key], c[key]
        if key in explore.MD_TEXT:
            same = v == want
        elif want == "":
            same = v is None
        else:  # the CSV's value as write_md rounds it
            same = explore.fmt(v) == explore.fmt(float(want) if "." in want else int(want))
        if not same:
            bad.append(f"{c['point']} {key}: read {v!r}, CSV {want!r}")
print("; ".join(bad) if bad else "same")
PY
)
[ "$roundtrip" = same ] && ok "plot: the table reads back as the CSV" || bad "plot: the table reads back as the CSV" "$roundtrip"
expect "plot: --out is required" 2 "required: --out" -- $E plot --table "$T/explore.md"
sed '$ s/ | [^|]* |$/ |/' "$T/explore.md" > "$T/short.md"
line=$(wc -l < "$T/short.md")
expect "plot: a row short of a cell" 2 "short.md:$line:1: 29 cells, the table has 30 columns" -- \
  $E plot --table "$T/short.md" --out "$T/plots"
expect "plot: no table" 2 "no explore table" -- $E plot --table "$T/run1.out" --out "$T/plots"

# A job's tools run under a memory limit (XLANE_JOB_MEM_GB): a job that hits it says so in
# its result file and in the table's notes.
XLANE_JOB_MEM_GB=0.01 $E job --out "$T/mem" shfl-xbar-n8 generic > "$T/mem.out" 2>&1
$E merge --out "$T/mem" > /dev/null 2>&1
grep -q '| generic: yosys memory limit 0.01 GiB |$' "$T/mem/explore.md" &&
  ok "memory limit: the job says so in the table's notes" ||
  bad "memory limit: the job says so in the table's notes" "$(cat "$T/mem.out")" "$(tail -1 "$T/mem/explore.md")"

# A second run resumes: nothing runs again.
$E run --tiny --no-pnr --out "$T" --jobs 2 --ops 100 > "$T/run2.out" 2>&1
again=$(grep -c '^\[' "$T/run2.out")
[ "$again" -eq 0 ] && ok "a second run resumes: no job runs again" || bad "a second run resumes" "$again jobs ran" "$(head -3 "$T/run2.out")"

# Every shuffle point's Arch is rtl/xl_pkg.sv's number for its variant (c129495: a dict
# named like a number had replaced it, and every pipelined-crossbar job failed).
archs=$("$XLANE_PY" - <<'PY'
import sys
sys.path.insert(0, "synth")
from xlflow import explore_points as explore
pkg = explore.fpga.table.package_constants()
want = {"xbar": "ShflArchXbar", "gather": "ShflArchGather", "uniform": "ShflArchUniform", "pxbar": "ShflArchPxbar"}
bad, n = [], 0
for name, p in explore.points().items():
    if p["unit"] != "shfl":
        continue
    n += 1
    const = want[p["variant"].split()[0]]
    if not isinstance(p["arch"], int) or p["arch"] != pkg[const]:
        bad.append(f"{name}: Arch {p['arch']!r}, want {const} = {pkg[const]}")
print("; ".join(bad) if bad else f"{n} points")
PY
)
[[ $archs =~ ^[0-9]+\ points$ ]] && ok "design points: each shuffle point's Arch is xl_pkg's number for its variant ($archs)" ||
  bad "design points: each shuffle point's Arch is xl_pkg's number for its variant" "$archs"

# make fmax's and make sweep's jobs run on the same runner: one Yosys job of make sweep's
# (SHUF's generic cells and LUT6) through fpga.py run_all writes its result, and a second
# run with resume keeps it; a malformed job spec is an error naming the item.
F="$XLANE_PY synth/xlflow/fpga.py"
"$XLANE_PY" - "$T/fpga" > "$T/fpga.out" 2>&1 <<'PY'
import sys
sys.path.insert(0, "synth")
from xlflow import fpga
job = fpga.Job("area", "shuf", None, 32)
for resume in (False, True):
    res, _ = fpga.run_all([job], sys.argv[1], 1, "sweep", resume)
r = res[job.tag]
print("result:", r.get("status"), r.get("mux2"), r.get("lut6"))
PY
sweep_job=$(sed -n 's/^result: //p' "$T/fpga.out")
[[ $sweep_job =~ ^ok\ [0-9]+\ [0-9]+$ ]] && ok "fpga.py: a sweep job through the runner ($sweep_job)" ||
  bad "fpga.py: a sweep job through the runner" "$(tail -5 "$T/fpga.out")"
kept=$(grep -c '^\[1/1\].*sweep: kept  xl_shuf' "$T/fpga.out")
[ "$kept" -eq 1 ] && ok "fpga.py: the resumed run keeps the result" || bad "fpga.py: the resumed run keeps the result" "$(cat "$T/fpga.out")"
# A failed job runs again on a resumed run (parallel --resume-failed); one that ended well
# does not: the sweep job fails under a 0.01 GiB memory limit (Yosys stops, with or
# without saying why), then succeeds resumed.
retry=$("$XLANE_PY" - "$T/retry" 2>&1 <<'PY'
import os, sys
sys.path.insert(0, "synth")
from xlflow import fpga
job = fpga.Job("area", "shuf", None, 32)
os.environ["XLANE_JOB_MEM_GB"] = "0.01"
first = fpga.run_all([job], sys.argv[1], 1, "sweep", resume=True)[0][job.tag]["status"]
del os.environ["XLANE_JOB_MEM_GB"]
second = fpga.run_all([job], sys.argv[1], 1, "sweep", resume=True)[0][job.tag]["status"]
print(f"result: {first} | {second}")
PY
)
[[ $(sed -n 's/^result: //p' <<<"$retry") =~ ^yosys\ .*\ \|\ ok$ ]] &&
  ok "runner: a failed job runs again when resumed" || bad "runner: a failed job runs again when resumed" "$(tail -3 <<<"$retry")"
expect "fpga.py job: a malformed spec" 2 "'lanes=x': not an integer" -- $F job --out "$T/fpga" kind=area,unit=shfl,lanes=x
expect "fpga.py job: an unknown field" 2 "'colour=1' is not one of" -- $F job --out "$T/fpga" kind=area,unit=shfl,colour=1

expect "unknown design point" 1 "unknown design point 'shfl-benes-n8'" -- $E job --out "$T" shfl-benes-n8 generic
expect "unknown measure" 1 "unknown measure 'area' for shfl-xbar-n8" -- $E job --out "$T" shfl-xbar-n8 area
echo "test_explore: $pass passed, $fail failed"
[ $fail -eq 0 ]
