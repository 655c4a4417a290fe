# SPDX-License-Identifier: Apache-2.0
"""xlane's flow engine: every measuring flow (make synth, make fmax, make sweep, make
explore) is a selection of jobs on these modules.

  table     the reader of the design-point table, rtl/xlane.configs (rows, sweeps, the
            package's constants, the files a top reads), and its check against the RTL
  yosys     the one renderer of the Yosys scripts (the templates synth/*.ys)
  runner    GNU parallel on a job list (joblog, resume, other machines), and each job's
            tools under its time and memory limits
  fpga      the FPGA jobs: the place-and-route harness (synth/pnr/) through Yosys and
            nextpnr, the Yosys area runs, their parsers and the one fit rule
  pages     result files (one a job, with how it was made) and what every page shares
  fmax      make fmax: its rows x place and route, its page
  stdcell   the OSU 0.18 um measures: the mapping, OpenSTA, the crossbar's floor, qflow
  report    make synth's page: the MUXF packing check and the report's tables
  synth     make synth's job list (the table's synth rows x the Yosys scripts)
  sweep     make sweep: its rows, the table and the plots
  explore   make explore: its jobs (the points x the measures, the throughput runs of
            synth/tput/); explore_points its rows and measures, explore_page its page,
            CSV and plots from result files alone

Each flow module runs as a script (python3 synth/xlflow/FLOW.py ...; the Makefile's flow
targets do) or is imported as xlflow.FLOW with synth/ on the path.
"""
