#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# A design point's figures move only when its own RTL does. Four copies of rtl/ and synth/:
#
#   base        as committed
#   probe       with an unrelated module added twice: a file of its own, first in
#               rtl/xlane.f, and a second copy appended to a file the point's top does
#               read (xl_shfl_pxbar.sv: xl_shfl_arch names it, but a gather point does
#               not elaborate it)
#   old, old-probe  the same two, read the way every flow read the RTL before: every file
#               of rtl/xlane.f, each module elaborated at its defaults as it is read
#
# Each runs Yosys jobs of one point of explore_tiny's job list (explore.py job): the
# probe's figures must equal the base's (generic and 7-series), and old-probe's must differ
# from old's (generic): the control, without which the probe would prove nothing (it shows
# the drift that reading a top's own files, deferred, removes).
#
# Usage: tb/explore/test_drift.sh WORK_DIR       (ctest: explore_drift; run from the root)
set -uo pipefail
T=${1:?usage: test_drift.sh WORK_DIR}
# shellcheck source=setup.sh
source "$(dirname "$0")/setup.sh"
point=shfl-gather2-n8
measures="generic xilinx"
# The control's: read the old way, the probe moves the generic depth at 8 lanes by a level
# (which way depends on the rest of the RTL: 28 to 27 at a4ea94d, 27 to 28 at c74e8fd);
# the 7-series LUT count of so small a point happened not to move.
control_measures=generic

# A module of some size, so that its elaboration numbers many cells.
probe_module() {  # probe_module NAME
  cat <<EOF
module $1 #(
  parameter int N = 16
) (
  input  logic [32*N-1:0] a_i,
  input  logic [4*N-1:0]  s_i,
  output logic [32*N-1:0] y_o
);
  for (genvar i = 0; i < N; i++) begin : gen_lane
    assign y_o[32*i+:32] = (a_i[32*s_i[4*i+:4]+:32] + a_i[32*i+:32]) ^ (a_i[32*(N-1-i)+:32] >> s_i[4*i+:4]);
  end
endmodule
EOF
}

trees="base probe old old-probe"
for tree in $trees; do
  mkdir -p "$T/$tree"
  cp -r rtl synth "$T/$tree/"
done
for tree in probe old-probe; do
  probe_module xl_drift_probe > "$T/$tree/rtl/xl_drift_probe.sv"
  sed -i '0,/^rtl\//s//rtl\/xl_drift_probe.sv\nrtl\//' "$T/$tree/rtl/xlane.f"
  probe_module xl_drift_probe2 >> "$T/$tree/rtl/xl_shfl_pxbar.sv"
done
# The control reads as before: every file, no -defer (explore.py's file list, and the
# reading line of the templates of synth/ that the jobs render).
for tree in old old-probe; do
  sed -i -e 's/return fpga.table.top_files(top, extra)/return fpga.file_list("rtl\/xlane.f") + list(extra)/' \
         "$T/$tree/synth/xlflow/explore.py"
  sed -i -e 's/^read_verilog -sv -defer @FILES@$/read_verilog -sv @FILES@/' "$T/$tree"/synth/*.ys
  grep -q 'file_list("rtl/xlane.f") + list(extra)' "$T/$tree/synth/xlflow/explore.py" &&
    grep -q '^read_verilog -sv @FILES@$' "$T/$tree/synth/generic.ys" ||
    bad "$tree: reads every file, not deferred" "the substitutions no longer match explore.py or synth/generic.ys"
done
head -3 "$T/probe/rtl/xlane.f" | grep -q '^rtl/xl_drift_probe.sv$' && ok "probe: first file of rtl/xlane.f" ||
  bad "probe: first file of rtl/xlane.f" "$(head -3 "$T/probe/rtl/xlane.f")"

# figures TREE MEASURE: the job's result without its run time and how it was made.
figures() {
  "$XLANE_PY" -c "import json, sys; r = json.load(open(sys.argv[1])); r.pop('seconds', None); r.pop('made', None); print(json.dumps(r, sort_keys=True))" \
    "$T/$1/out/results/$point.$2.json"
}
for tree in $trees; do
  ms=$measures
  case $tree in old*) ms=$control_measures ;; esac
  for m in $ms; do
    (cd "$T/$tree" && "$XLANE_PY" synth/xlflow/explore.py job --out "$T/$tree/out" "$point" "$m" > "$T/$tree.$m.out" 2>&1) ||
      bad "$tree: $point $m runs" "$(tail -5 "$T/$tree.$m.out")"
  done
done
# The job reads only its top's files: the probe's own file is not among them.
for m in $measures; do
  ys="$T/probe/out/runs/$point.$m.ys"
  if [ -f "$ys" ] && ! grep -q xl_drift_probe.sv "$ys"; then
    ok "$m: the job does not read the unrelated file"
  else
    bad "$m: the job does not read the unrelated file" "$(grep -o '[^ ]*xl_drift_probe.sv' "$ys" 2>&1 | head -1)"
  fi
done
for m in $measures; do
  b=$(figures base "$m") p=$(figures probe "$m")
  case $b in *'"status": "ok"'*) ;; *) bad "base: $point $m ok" "$b" ;; esac
  [ "$p" = "$b" ] && ok "$m: the unrelated module moves no figure ($b)" ||
    bad "$m: the unrelated module moves no figure" "base  $b" "probe $p"
done
for m in $control_measures; do
  o=$(figures old "$m") op=$(figures old-probe "$m")
  [ "$op" != "$o" ] && ok "$m: control: read as before, it does ($o, then $op)" ||
    bad "$m: control: read as before, the probe moves a figure" "old and old-probe both $o"
done
echo "test_drift: $pass passed, $fail failed"
[ $fail -eq 0 ]
