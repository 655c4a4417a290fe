# xlane: thin front end over CMake and the scripts. `make help` lists the targets.

BUILD    ?= build
JOBS     ?= $(shell nproc)
SIM_ARGS ?=
CMAKE_FLAGS ?=

.PHONY: all deps configure build sim test lint yosys-check fuzz clean help

all: build

help:
	@echo "xlane targets:"
	@echo "  make sim     randomized differential simulation of the warp top (SIM_ARGS='--ops N --seed S')"
	@echo "  make test    build everything and run every test (model, RTL, lint, Yosys)"
	@echo "  make build   configure and build only"
	@echo "  make lint    Verilator -Wall and Icarus lint of every top"
	@echo "  make yosys-check  Yosys synthesis check of every top (no latches, no loops)"
	@echo "  make fuzz    fuzz the vector parser for FUZZ_SECONDS (default 600)"
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
	$(BUILD)/sim/xlane_sim $(SIM_ARGS)

test: build
	cd $(BUILD) && ctest --output-on-failure -j $(JOBS)

lint: deps
	scripts/lint.sh

yosys-check: deps
	scripts/yosys_check.sh

FUZZ_SECONDS ?= 600
fuzz: deps
	scripts/fuzz.sh $(FUZZ_SECONDS)

clean:
	rm -rf $(BUILD)
