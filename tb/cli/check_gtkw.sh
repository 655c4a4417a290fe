#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Checks that every signal a GTKWave save file of `make sim` names exists in its FST file
# (GTKWave skips unknown names without a word, so a renamed RTL signal would silently
# empty a view). Needs fst2vcd (Debian's gtkwave package).
#
# Usage: tb/cli/check_gtkw.sh WAVE_DIR
set -eu  # no pipefail: sed stops reading fst2vcd at the end of the header
dir=${1:?usage: check_gtkw.sh WAVE_DIR}
fail=0
checked=0
for save in "$dir"/*.gtkw; do
  fst=$(sed -n 's/^\[dumpfile\] "\(.*\)"$/\1/p' "$save")
  [ -f "$fst" ] || { echo "FAIL $save: dump file '$fst' missing"; fail=1; continue; }
  missing=$(
    fst2vcd "$fst" 2>/dev/null | sed '/\$enddefinitions/q' | awk -v save="$save" '
      /^\$scope/   { stack[++depth] = $3; next }
      /^\$upscope/ { depth--; next }
      /^\$var/ {
        path = ""
        for (i = 1; i <= depth; i++) path = path stack[i] "."
        name = path $5
        have[name ($6 != "$end" ? $6 : "")] = 1
        have_base[name] = 1
        next
      }
      END {
        while ((getline line < save) > 0) {
          if (line ~ /^[@\[\*^-]/ || line == "") continue
          n = split(line, w, " ")
          if (w[1] ~ /^#\{/) {           # #{alias} bit bit ...: each bit of a declared vector
            for (i = 2; i <= n; i++) { b = w[i]; sub(/\[[0-9]+\]$/, "", b); if (!(b in have_base)) print w[i] }
          } else if (!(line in have)) {
            print line
          }
        }
      }' | sort -u
  )
  checked=$((checked + 1))
  if [ -n "$missing" ]; then
    echo "FAIL $save: names not in $fst:"
    echo "$missing" | head -10 | sed 's/^/  /'
    fail=1
  else
    echo "ok   $save"
  fi
done
[ $checked -gt 0 ] || { echo "FAIL no .gtkw file in $dir"; exit 1; }
exit $fail
