# SPDX-License-Identifier: Apache-2.0
# The place-and-route harness around each unit (read after rtl/xlane.f): the serial-in
# chain, the XOR fold, and one wrapper per unit.
synth/pnr/xl_pnr_sin.sv
synth/pnr/xl_pnr_fold.sv
synth/pnr/xl_pnr_io.sv
synth/pnr/xl_pnr_wrap_shfl.sv
synth/pnr/xl_pnr_wrap_shf.sv
synth/pnr/xl_pnr_wrap_shuf.sv
synth/pnr/xl_pnr_party_io.sv
synth/pnr/xl_pnr_wrap_party.sv
synth/pnr/xl_pnr_wrap_prmt.sv
