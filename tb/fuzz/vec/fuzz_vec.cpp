// SPDX-License-Identifier: Apache-2.0
// libFuzzer target for the vector file parser (tb/fuzz/fuzz.sh builds and runs it).
//
// Properties checked on every input, whatever its bytes:
// - parse never crashes, hangs or trips ASan / UBSan;
// - every diagnostic has a line and column of at least 1 and a message;
// - a file that parses cleanly prints back (canonical spelling) to a file that parses
//   cleanly into the same operations and results (nothing lost in printing), and prints
//   to exactly the same text again (printing is stable);
// - checking its results against the golden model does not crash.
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "vec/vec.h"

namespace {

std::string print(const xlane::vec::ParsedFile& f) {
  std::string out;
  for (const auto& line : f.lines) {
    out += line.is_op ? xlane::vec::format_line(line.op, line.has_results ? &line.expected : nullptr, line.comment)
                      : line.text;
    out += '\n';
  }
  return out;
}

bool same_results(const xlane::vec::Results& x, const xlane::vec::Results& y) {
  if (x.has_d != y.has_d || x.has_p != y.has_p || (x.has_p && x.p != y.p)) return false;
  for (unsigned l = 0; l < xlane::vec::kLanes && x.has_d; ++l) {
    if (x.d_entry[l] != y.d_entry[l]) return false;
    if (x.d_entry[l] == xlane::vec::Entry::Value && x.d[l] != y.d[l]) return false;
  }
  return true;
}

bool same_op(const xlane::vec::Op& x, const xlane::vec::Op& y) {
  using xlane::vec::Unit;
  if (x.unit != y.unit || x.name() != y.name()) return false;
  switch (x.unit) {
    case Unit::Shfl:
      for (unsigned l = 0; l < xlane::vec::kLanes; ++l) {
        if (x.shfl.a[l] != y.shfl.a[l] || x.shfl.b[l] != y.shfl.b[l] || x.shfl.c[l] != y.shfl.c[l]) return false;
      }
      return (x.shfl.active & 0xffffffffu) == (y.shfl.active & 0xffffffffu) &&
             (!x.shfl.sync || (x.shfl.member & 0xffffffffu) == (y.shfl.member & 0xffffffffu));
    case Unit::Shf: return x.shf.a == y.shf.a && x.shf.b == y.shf.b && x.shf.c == y.shf.c;
    case Unit::Shuf: return x.shuf.a == y.shuf.a && x.shuf.ctrl == y.shuf.ctrl;
    case Unit::Prmt: return x.prmt.a == y.prmt.a && x.prmt.b == y.prmt.b && x.prmt.c == y.prmt.c;
    case Unit::Vote:
    case Unit::Match:
    case Unit::Redux:
    case Unit::Activemask:  // the operands the format carries: a, b (.b64), the masks
      for (unsigned l = 0; l < xlane::vec::kLanes; ++l) {
        if (x.shfl.a[l] != y.shfl.a[l] || x.shfl.b[l] != y.shfl.b[l]) return false;
      }
      return ((x.shfl.active ^ y.shfl.active) & 0xffffffffu) == 0 && ((x.shfl.member ^ y.shfl.member) & 0xffffffffu) == 0;
    case Unit::Reserved: break;
  }
  return false;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const xlane::vec::ParsedFile f = xlane::vec::parse(text, "fuzz.vec");
  for (const auto& d : f.errors) {
    if (d.line == 0 || d.column == 0 || d.message.empty()) std::abort();
  }
  if (!f.errors.empty()) return 0;

  const std::string once = print(f);
  const xlane::vec::ParsedFile g = xlane::vec::parse(once, "fuzz2.vec");
  if (!g.errors.empty()) std::abort();  // the printer wrote something the parser rejects
  if (g.lines.size() != f.lines.size()) std::abort();
  for (size_t i = 0; i < f.lines.size(); ++i) {
    const auto& x = f.lines[i];
    const auto& y = g.lines[i];
    if (x.is_op != y.is_op || x.has_results != y.has_results) std::abort();
    if (x.is_op && (!same_op(x.op, y.op) || (x.has_results && !same_results(x.expected, y.expected)))) {
      std::abort();  // printing lost or changed an operand or a result
    }
  }
  if (print(g) != once) std::abort();   // printing is not stable
  for (const auto& line : f.lines) {
    if (line.is_op && line.has_results) {
      (void)xlane::vec::check(line.op, line.expected, xlane::vec::model_results(line.op), true);
    }
  }
  return 0;
}
