// SPDX-License-Identifier: Apache-2.0
// xl_pnr_pkg: the constants every place-and-route harness shares (synth/pnr/ only).

package xl_pnr_pkg;

  /// Output pins of a harness: every unit's outputs XOR-folded down to these few (the
  /// flows' one pin count: synth/xlflow/fpga.py reads it here).
  localparam int OutPins = 4;

endpackage
