# SPDX-License-Identifier: Apache-2.0
# The place-and-route harness around each unit (read after rtl/xlane.f): the serial-in
# chain, the XOR fold, and one wrapper per kind of unit.
synth/pnr/xl_pnr_pkg.sv
synth/pnr/xl_pnr_sin.sv
synth/pnr/xl_pnr_fold.sv
synth/pnr/xl_pnr_io.sv
synth/pnr/xl_pnr_wrap_shfl.sv
synth/pnr/xl_pnr_wrap_word.sv
synth/pnr/xl_pnr_party_io.sv
synth/pnr/xl_pnr_wrap_party.sv
