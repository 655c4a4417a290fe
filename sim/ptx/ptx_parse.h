// SPDX-License-Identifier: Apache-2.0
// xlane run: the parser of warp programs (a small PTX subset plus MRISC32's shuf) and of
// the `//!` directives that initialise and check registers. docs/run.md is the reference.
//
// Pure C++17 (no Verilator): the executor, the unit tests and a fuzzer share it.
//
//   program   = { statement } ;    one statement per line, or several separated by ';'
//                                   (a line that ends in ',' continues on the next line)
//   statement = ".reg" type name[<N>] {, name[<N>]} ";"
//             | [ "@" ["!"] pred ] opcode operand {, operand} [";"]
//             | "//!" ( "init" reg "=" values | "expect" reg "=" values | "print" reg {[,] reg} )
//
// Parsing never throws on bad input: every problem becomes a Diagnostic
// (FILE:LINE:COL: message), several per file where they are independent.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "isa/isa.h"

namespace xlane::run {

constexpr unsigned kLanes = 32;  ///< one PTX warp

struct Loc {
  unsigned line = 0;
  unsigned col = 0;  ///< 1-based byte column
};

struct Diagnostic {
  std::string file;
  Loc loc;
  std::string message;
  std::string str() const;  ///< "FILE:LINE:COL: message"
};

/// Register and instruction types. None: an instruction without a type (shuf).
enum class Type { None, B32, U32, S32, F32, Pred };
const char* to_string(Type t);  ///< "b32", ..., "pred"

// ---------------------------------------------------------------------------------------
// Directive expressions: integers (64-bit) and floats (double, stored as f32)
// ---------------------------------------------------------------------------------------

struct Expr {
  enum class Kind { Int, Float, LaneId, WarpSize, Unary, Binary, Ternary, Call, DontCare };
  Kind kind = Kind::Int;
  int64_t i = 0;
  double f = 0;
  std::string op;  ///< operator or function name
  std::vector<Expr> kids;
  Loc loc;    ///< the operator (binary, ternary), else the first token
  Loc start;  ///< the first token of the whole expression (set on list items)
};

/// The value of an expression in one lane.
struct Value {
  bool is_float = false;
  bool raw = false;  ///< b32(x): a bit pattern, stored as it is even in an f32 register
  int64_t i = 0;
  double f = 0;
};

/// A run-time error of an expression (division by zero, bad operand), with its place.
struct EvalError {
  Loc loc;
  std::string message;
};

/// Evaluates `e` for lane `lane`. Throws EvalError. DontCare must not reach it.
Value eval(const Expr& e, unsigned lane);

/// The 32 bits a value stores in a register of type `t` (f32 registers convert integers
/// to floats, floats are stored as IEEE single bits, predicates as 0 / 1). Throws
/// EvalError (at `loc`) when an integer does not fit in 32 bits.
uint32_t to_register(const Value& v, Type t, Loc loc);

// ---------------------------------------------------------------------------------------
// Programs
// ---------------------------------------------------------------------------------------

/// Special registers readable as operands.
enum class Special { None, LaneId, WarpSize, LanemaskEq, LanemaskLt, LanemaskLe, LanemaskGt, LanemaskGe };

struct Operand {
  enum class Kind { Reg, Imm, Special };
  Kind kind = Kind::Imm;
  std::string name;  ///< register or special register as written
  int reg = -1;      ///< index into Program::regs (Reg)
  uint32_t imm = 0;  ///< Imm: the 32 bits (f32 immediates as IEEE bits)
  Special special = Special::None;
  Loc loc;
};

enum class Opcode {
  Mov, Add, Sub, Mul, And, Or, Xor, Not, Shl, Shr, Setp, Popc, Brev, Bfind,  // C++
  Shfl, Shf, Shuf, Prmt, Vote, Match, Redux, Activemask                      // xl_warp
};

/// Comparison of setp.
enum class Cmp { Eq, Ne, Lt, Le, Gt, Ge, Lo, Ls, Hi, Hs, Equ, Neu, Ltu, Leu, Gtu, Geu, Num, Nan };

struct Instr {
  Opcode op = Opcode::Mov;
  std::string text;  ///< the statement as written (for --step and reports)
  std::string name;  ///< the opcode word as written ("shfl.up.b32")
  Loc loc;           ///< the statement's first token (guard or opcode)
  Loc op_loc;        ///< the opcode word
  int guard = -1;    ///< predicate register, or -1
  bool guard_neg = false;
  std::string guard_name;
  Loc guard_loc;
  Type type = Type::None;
  // Modifiers
  bool ftz = false;   ///< f32: flush subnormals to zero
  bool sat = false;   ///< add/sub .s32: saturate; f32: clamp to [0, 1]
  bool hi = false;    ///< mul.hi (else mul.lo)
  bool shiftamt = false;  ///< bfind.shiftamt: 31 - the bit's place
  Cmp cmp = Cmp::Eq;  ///< setp
  bool rtl = false;     ///< runs on xl_warp (shfl, shf, shuf, prmt, vote, match, redux,
                        ///< activemask), not in C++
  bool member = false;  ///< the last source is membermask (shfl.sync, vote, match, redux)
  unsigned opcode = 0;  ///< on the RTL: the xl_warp opcode (isa/isa.h)
  std::vector<Operand> dst;  ///< d, then the optional second destination (d|p, p|q)
  /// a, b, c, then membermask, as the opcode has them; match's 64-bit {lo, hi} is two
  /// sources, lo in a and hi in b (docs/spec.md, match.sync)
  std::vector<Operand> src;

  bool on_rtl() const { return rtl; }
};

/// `//! init R = ...` and `//! expect R = ...`: one expression for every lane, or a
/// list of 32 (expect lists may hold `?`: not compared).
struct Directive {
  bool expect = false;
  std::string name;
  int reg = -1;
  Loc loc;       ///< the directive word
  Loc name_loc;
  std::vector<Expr> values;  ///< 1 or kLanes
  std::string text;          ///< as written
  bool from_cli = false;     ///< --init (applied before the first statement)
};

struct Statement {
  bool is_instr = true;
  size_t index = 0;  ///< into Program::instrs or Program::directives
};

struct RegInfo {
  std::string name;
  bool pred = false;
  Type type = Type::B32;  ///< declared, else inferred from the first typed use
  bool declared = false;
  Loc first;              ///< declaration or first use
};

struct Program {
  std::string file;
  std::vector<RegInfo> regs;            ///< in order of first appearance
  std::vector<Instr> instrs;
  std::vector<Directive> directives;
  std::vector<Statement> body;          ///< instructions and directives in program order
  std::vector<int> print;               ///< `//! print` registers
  std::vector<Diagnostic> errors;       ///< every problem; the program runs only without
};

/// Initialisation from the command line (--init NAME=EXPR), before the first statement;
/// it replaces a `//! init` of the same register in the file.
struct CliInit {
  std::string text;  ///< "NAME=EXPR" as given
};

/// Parses a whole program. `inits` are --init options (their errors are reported as
/// "--init:1:COL: ..."), `print` the --print names (replacing `//! print`).
Program parse_program(const std::string& text, const std::string& file,
                      const std::vector<CliInit>& inits = {},
                      const std::vector<std::string>& print = {});

/// Index of register `name`, or -1.
int find_reg(const Program& p, const std::string& name);

}  // namespace xlane::run
