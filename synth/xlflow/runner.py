# SPDX-License-Identifier: Apache-2.0
"""The one job runner of the measuring flows (make fmax, make sweep, make explore): a job is
one shell command that measures one design point and writes its result file; a run is a
list of them, one a line, handed to GNU parallel.

GNU parallel keeps a joblog and resumes from it (--resume-failed: a job that ended well is
not run again, a failed one is), runs the jobs on other machines (--sshlogin, with --workdir and --return), and
tags each job's output with its number ([n/total]). A job list that changed (other points,
options) starts a new joblog: parallel's --resume goes by line numbers. Each job keeps a
result it already has unless told to run again, so nothing finished runs twice.
"""
import os
import re
import resource
import shlex
import shutil
import signal
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# Each tool a job runs may allocate this much (GiB; XLANE_JOB_MEM_GB): the data segment
# (RLIMIT_DATA: heap and private writable mappings, not the address space that YoWASP's
# WebAssembly runtime reserves without using).
JOB_MEM_GB = float(os.environ.get("XLANE_JOB_MEM_GB", "16"))
_OUT_OF_MEMORY = re.compile(r"bad_alloc|Cannot allocate memory|[Oo]ut of memory|MemoryError")


def out_of_memory(text):
    """Whether a tool's output says it ran out of memory (under JOB_MEM_GB)."""
    return _OUT_OF_MEMORY.search(text) is not None


def run_tool(cmd, log, timeout, cwd=ROOT):
    """Runs one tool of a job, niced, its output appended to log, under the job's time limit
    (timeout seconds) and memory limit (JOB_MEM_GB). Returns (ok, seconds, why): why is
    "exit N", "timeout N s" or "memory limit N GiB"."""
    limit = int(JOB_MEM_GB * 2 ** 30)

    def limits():
        resource.setrlimit(resource.RLIMIT_DATA, (limit, limit))

    t0 = time.time()
    with open(log, "ab") as f:
        start = f.tell()
        # A session of its own, so that a timeout stops the tool's children too (Yosys's
        # yosys-abc, qflow's graywolf and qrouter), not only the process it started.
        p = subprocess.Popen(["nice", "-n", "10"] + cmd, stdout=f, stderr=subprocess.STDOUT, cwd=cwd,
                             preexec_fn=limits, start_new_session=True)
        try:
            rc = p.wait(timeout=timeout)
            ok, why = rc == 0, f"exit {rc}"
        except subprocess.TimeoutExpired:
            os.killpg(p.pid, signal.SIGKILL)
            p.wait()
            ok, why = False, f"timeout {timeout} s"
    if not ok and not why.startswith("timeout"):
        with open(log, "rb") as f:
            f.seek(start)
            if out_of_memory(f.read().decode(errors="replace")):
                why = f"memory limit {JOB_MEM_GB:g} GiB"
    return ok, time.time() - t0, why


def here(path):
    """A path relative to the clone's root where it is inside it (job lines that run the
    same in any clone), else as it is."""
    return os.path.relpath(path, ROOT) if path.startswith(ROOT + os.sep) else path


def command(script, *args):
    """The command line of a job: the interpreter this runs on (the project's virtual
    environment, scripts/venv.sh) running `script` (a path) with args, quoted for a shell."""
    argv = [here(sys.executable), here(os.path.abspath(script))] + [str(a) for a in args]
    return " ".join(shlex.quote(a) for a in argv)


def parallel(lines, out, jobs, name, sshlogin=(), returns=None, resume=True):
    """Runs the job lines with GNU parallel, `jobs` at a time: the list to OUT/NAME.jobs.txt
    (explore: OUT/jobs.txt), the joblog to OUT/NAME.joblog (explore: OUT/joblog).
    returns: the folder (relative to the root) that --sshlogin's machines send back.
    resume=False: a new joblog, so that every job runs (make fmax without --resume).
    Returns parallel's exit status (the number of failed jobs, at most 101)."""
    if shutil.which("parallel") is None:
        sys.exit(f"{name}: GNU parallel not found (make deps installs it)")
    os.makedirs(out, exist_ok=True)
    stem = "" if name == "explore" else name + "."
    listing = os.path.join(out, f"{stem}jobs.txt")
    joblog = os.path.join(out, f"{stem}joblog")
    text = "".join(line + "\n" for line in lines)
    if os.path.exists(joblog) and (not resume or not os.path.exists(listing) or open(listing).read() != text):
        os.replace(joblog, joblog + ".old")
        why = "the job list changed" if resume else "every job runs again"
        print(f"{name}: {why}: a new joblog ({joblog}.old is the last one)")
    with open(listing, "w") as f:
        f.write(text)
    n = len(lines)
    print(f"{name}: {n} jobs in {listing}, {jobs} at a time (joblog {joblog}; a second run resumes)", flush=True)
    # --resume-failed: a job that ended well is not run again, a failed one is (each job
    # keeps a good result it already has, so a rerun retries only what failed).
    cmd = ["parallel", "--will-cite", "--jobs", str(jobs), "--joblog", joblog, "--resume-failed",
           "--line-buffer", "--tagstring", f"[{{#}}/{n}]"]
    for s in sshlogin:
        cmd += ["--sshlogin", s, "--workdir", ROOT] + (["--return", returns + "/"] if returns else [])
    with open(listing) as f:
        return subprocess.run(cmd, stdin=f, cwd=ROOT).returncode
