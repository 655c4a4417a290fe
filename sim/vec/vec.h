// SPDX-License-Identifier: Apache-2.0
// The xlane vector file format (.vec, version 1; docs/vector-format.md): parse, print,
// evaluate on the golden model, and check results under the format's don't-care rules.
//
// Pure C++ (no Verilator): the RTL evaluator (rtl_eval.h) and the xlane tool build on it.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "verif/stimulus.h"
#include "model/xlane_model.h"

namespace xlane::vec {

constexpr unsigned kLanes = 32;  ///< the format is for a 32-lane warp

using isa::Unit;

/// One operation with its operands, as written on a line.
struct Op {
  Unit unit = Unit::Shuf;
  /// shfl, and the warp-wide vote, match, redux and activemask: the lanes (32), active,
  /// member and per-lane a, b, c (shfl: mode and sync; vote: each lane's predicate in bit 0
  /// of a; match: b the high words of .b64)
  model::ShflOp shfl;
  isa::ShfOp shf;    ///< shf
  isa::ShufOp shuf;  ///< shuf
  isa::PrmtOp prmt;  ///< prmt
  /// The opcode of a vote, match, redux or activemask (a vote's !a included); the other
  /// units' opcodes follow from their fields.
  unsigned code = 0;
  /// Its xl_warp opcode (isa.h).
  unsigned opcode() const;
  /// "shfl.sync.up.b32", "shf.l.clamp.b32", "shuf", "vote.sync.all.pred !a", ...
  const std::string& name() const;
  /// Whether the results are per lane (d as 32 entries): shfl and the warp-wide units.
  bool per_warp() const;
  /// Whether the operation has a predicate result p: shfl, vote's .all, .any and .uni,
  /// match.all.
  bool has_p() const;
  /// The warp instruction that executes it (a per-lane unit's operation in lane 0, the
  /// only lane active).
  isa::WarpOp warp() const;
  /// A per-lane unit's (shf, SHUF, prmt) operands into lane `lane` of `w`, and its result.
  void put_lane(isa::WarpOp& w, unsigned lane) const;
  uint32_t lane_expected() const;
};

/// A d entry of a result: a number, `?` (undefined by the spec) or `-` (not written).
enum class Entry : uint8_t { Value, Undef, NotWritten };

/// Results of one operation. For shf, shuf and prmt only d[0] is used.
struct Results {
  bool has_d = false;
  bool has_p = false;  ///< operations with a predicate result only (Op::has_p)
  std::array<uint32_t, kLanes> d{};
  std::array<Entry, kLanes> d_entry{};
  uint32_t p = 0;
};

/// One line of a vector file.
struct Line {
  unsigned number = 0;     ///< 1-based
  bool is_op = false;      ///< false: blank or comment-only line, kept as text
  std::string text;        ///< the line as read (for blank and comment lines)
  std::string comment;     ///< an op line's trailing comment, "# ..." (may be empty)
  Op op;
  bool has_results = false;
  Results expected;
};

/// A syntax error: FILE:LINE:COL: message.
struct Diagnostic {
  std::string file;
  unsigned line = 0;
  unsigned column = 0;  ///< 1-based byte column
  std::string message;
  std::string str() const;
};

struct ParsedFile {
  std::string name;
  std::vector<Line> lines;
  std::vector<Diagnostic> errors;  ///< every error in the file, in order
};

/// Parses a whole file's text. Never throws on bad input: every problem becomes a
/// Diagnostic (several per line where they are independent).
ParsedFile parse(std::string_view text, const std::string& file_name);

/// The golden model's results for an operation, in the format's terms: `-` for lanes not
/// written, `?` for undefined d, p bits 0 for lanes not written or wholly undefined.
Results model_results(const Op& op);

/// The op and its operands in canonical spelling ("shfl.up.b32 a=... b=... c=..."); a
/// lane list that holds one value in every lane prints as that one value.
std::string format_op(const Op& op);

/// The results part ("d=... p=0x..."), every shfl d as 32 entries.
std::string format_results(const Op& op, const Results& r);

/// A whole line: op, then " => " and results if given, then the comment if any.
std::string format_line(const Op& op, const Results* r, const std::string& comment = "");

/// One disagreement between two results of the same op.
struct Mismatch {
  int lane;  ///< -1 for the single d of shf / shuf
  std::string field;
  std::string expected, actual;
};

/// Checks `got` against `expected` by the format's rules: d where both sides give a
/// number; p bits of lanes that execute and are not wholly undefined (from the operands);
/// only results that `expected` lists. With `strict`, d entries must also agree on being
/// a number, `?` or `-` (used to compare the model with the RTL, both complete).
std::vector<Mismatch> check(const Op& op, const Results& expected, const Results& got,
                            bool strict = false);

/// "FILE:LINE: op: lane 7: d expected 0x00000001 got 0x00000002 (who)".
std::string format_mismatch(const std::string& file, unsigned line, const Op& op, const Mismatch& m,
                            const std::string& who);

/// Parses a U32 as the format writes it: `0x` hex or decimal, at most 32 bits. Returns
/// false with a reason when it is not one.
bool parse_u32(std::string_view text, uint32_t& value, std::string& why);

/// All op names of the format, and whether `name` is one.
const std::vector<std::string>& op_names();

/// The families of random_op: "shfl", "shfl.sync", "shf", "shuf", "prmt", "vote", "match",
/// "redux", "activemask".
const std::vector<std::string>& families();

/// A random operation of the named kind ("all" for any, or an op name, or a family);
/// biased to the corners as the tests are. Returns false for an unknown kind.
bool random_op(std::mt19937_64& rng, const std::string& kind, Op& out);

}  // namespace xlane::vec
