// SPDX-License-Identifier: Apache-2.0
// The instruction table of warp programs: every mnemonic with its opcode, the grammar of
// its modifiers and type, and its operands. The decoder and every message that lists the
// mnemonics read it; a new instruction is a row here (and its execution in ptx_exec.cpp).
// Also the names of types, comparisons and special registers. Internal to sim/ptx/.
#pragma once

#include <cstddef>
#include <map>
#include <string>
#include <vector>

#include "ptx/ptx_lex.h"
#include "ptx/ptx_parse.h"

namespace xlane::run {

class Decoder;

/// One mnemonic of the table.
struct OpSpec {
  const char* mnemonic;          ///< as written ("add"; SHUF is also read as shuf)
  Opcode op;
  bool (*decode)(Decoder&);      ///< reads the modifiers and the type into the Instr
  unsigned sources;              ///< source operands as written, membermask included
                                 ///< (shfl.sync: one more than shfl's)
  const char* form;              ///< the operands, for messages ("d, a, b")
  bool two_dests;                ///< d|p or p|q allowed (match: .all only)
  bool rtl;                      ///< runs on xl_warp
};

/// Every mnemonic, in table order, separated by spaces (for messages).
std::string mnemonic_list();

/// Decodes the opcode word `w` (its mnemonic, modifiers and type) into `in`: op, type,
/// flags, cmp and the xl_warp opcode. False, with the error in `errors`, if it is bad.
bool decode_opcode(Instr& in, const Tok& w, const std::string& file, std::vector<Diagnostic>& errors);

/// The source operands as written (match.sync.b64's {lo, hi} is one) and the operand
/// form of a decoded instruction.
unsigned source_count(const Instr& in);
std::string operand_form(const Instr& in);

/// Whether `in` may have a second destination (shfl's d|p, setp's p|q, match.all's d|p).
bool has_two_dests(const Instr& in);

/// Whether the first destination is a predicate (setp, vote's predicate forms, .pred
/// instructions), and whether source `i` of `n` written ones is (vote's a, the sources of
/// .pred instructions; never a membermask).
bool pred_dest(const Instr& in);
bool pred_source(const Instr& in, size_t i, size_t n);

/// Whether source `i` is written as a pair {lo, hi} (match.sync.b64's a).
bool pair_source(const Instr& in, size_t i);

// Names.
bool type_of(const std::string& s, Type& t);      ///< b32 u32 s32 f32 pred
bool other_width_type(const std::string& s);      ///< PTX types of other widths (b64, f16, ...)
Special special_of(const std::string& s);         ///< %laneid, %lanemask_*, ...
bool unsupported_special(const std::string& s);   ///< %tid, %clock, ... (PTX, not a warp's)
const std::map<std::string, Cmp>& cmp_names();    ///< setp's comparisons

}  // namespace xlane::run
