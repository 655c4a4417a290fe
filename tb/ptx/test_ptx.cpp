// SPDX-License-Identifier: Apache-2.0
// Catch2 tests of the warp-program parser and executor (on the golden model; the RTL runs
// in tb/cli/test_run.sh).
//
// TEST RATIONALE
// - Every kind of bad program the language reference names (unknown opcode, bad or
//   missing operand, bad guard, undefined register or predicate, register / predicate
//   clash, immediates out of range, unterminated comment, bad directives) gives its own
//   message at the right line and column, and independent errors are all listed.
// - Literals: every PTX integer form (hex, octal, binary, decimal, U suffix, negative) and
//   f32 form (0f bits, decimal) reads as the ISA says; 32-bit limits are exact.
// - Directive values: C precedence, integer / float rules, lane lists, '?'.
// - ALU lane operations at their edges: shift amounts 0, 31, 32, huge; shr.s32 sign fill;
//   mul.hi; add.sat; f32 ftz / sat; setp on NaN (ordered / unordered), signed vs unsigned.
// - Execution: the example inclusive scan gives the triangular numbers; a guard that is
//   false makes a lane inactive, so a shfl reading it gets an undefined ('?') value while
//   other lanes are defined; setp p|q; membermask from a register; --check counting.
// - The shuffle's siblings: every opcode word of prmt, vote, match, redux and activemask
//   the ISA names decodes to its code (and PTX's redux.sync.add.s32 to .add's), a wrong
//   part is reported at its column with the parts that may stand there, and each
//   operand's kind is checked (vote's {!}a a predicate, match.b64's {lo, hi}, membermask
//   never a predicate). Run, each puts its operands where the warp operation wants them
//   (the results are the model's), and a result is undefined exactly where the spec's
//   party rule or an undefined member operand makes it so.
#include <catch2/catch.hpp>

#include <cstring>
#include <sstream>
#include <string>

#include "isa/isa.h"

#include "verif/f32.h"
#include "ptx/ptx_exec.h"
#include "ptx/ptx_parse.h"

namespace {

using namespace xlane::run;
using xlane::isa::ModelWarpUnit;

// The errors of a program, one "LINE:COL: message" per line.
std::string errors_of(const std::string& text, const std::vector<CliInit>& inits = {}) {
  const Program p = parse_program(text, "t.ptx", inits);
  std::string s;
  for (const Diagnostic& d : p.errors) {
    s += std::to_string(d.loc.line) + ":" + std::to_string(d.loc.col) + ": " + d.message + "\n";
  }
  return s;
}

bool has(const std::string& text, const std::string& want) { return text.find(want) != std::string::npos; }

// A lane list for //! expect: `first` in lanes 0..n-1, `rest` in the others.
std::string split_list(unsigned n, const std::string& first, const std::string& rest) {
  std::string s;
  for (unsigned l = 0; l < kLanes; ++l) s += (l ? ", " : "") + (l < n ? first : rest);
  return s;
}

struct Run {
  Program prog;
  ModelWarpUnit unit;
  std::ostringstream out;
  std::unique_ptr<Executor> ex;
  ExecSummary sum;

  explicit Run(const std::string& text, bool check = true) : prog(parse_program(text, "t.ptx")) {
    INFO(errors_of(text));
    REQUIRE(prog.errors.empty());
    ExecOptions o;
    o.check = check;
    ex = std::make_unique<Executor>(prog, unit, o, out);
    sum = ex->run();
  }
  const Lanes& reg(const std::string& n) const { return ex->reg(find_reg(prog, n)); }
};

// Runs `text` on the model, which must stop it with a RunFailure: that failure.
RunFailure failure_of(const std::string& text, const ExecOptions& opt = ExecOptions{}) {
  const Program p = parse_program(text, "t.ptx");
  INFO(errors_of(text));
  REQUIRE(p.errors.empty());
  ModelWarpUnit unit;
  std::ostringstream out;
  Executor ex(p, unit, opt, out);
  try {
    ex.run();
  } catch (const RunFailure& f) {
    return f;
  }
  FAIL("no RunFailure");
  return RunFailure{0, "", -1};
}

TEST_CASE("parse errors: message, line and column", "[ptx]") {
  CHECK(errors_of("frob.b32 r1, r2;\n") ==
        "1:1: unknown instruction 'frob' (mov add sub mul and or xor not shl shr setp popc brev bfind shfl shf shuf "
        "prmt vote match redux activemask)\n");
  CHECK(has(errors_of("//! init r2 = 1\nadd.u32 r1, r2;\n"), "2:15: add.u32: missing operand: expected 3 (d, a, b), found 2"));
  CHECK(has(errors_of("//! init r2 = 1\nadd.u32 r1, r2, r2, r2;\n"), "2:21: add.u32: too many operands"));
  CHECK(has(errors_of("mov.u32 r1, 1;\n@ add.u32 r1, r1, 1;\n"), "2:3: bad guard: expected a predicate register after '@', found 'add.u32'"));
  CHECK(has(errors_of("mov.u32 r1, 1;\n@r1 add.u32 r1, r1, 1;\n"), "2:2: bad guard: 'r1' is a 32-bit register"));
  CHECK(has(errors_of("mov.u32 r1, 1;\n@q add.u32 r1, r1, 1;\n"), "2:2: undefined predicate 'q'"));
  CHECK(has(errors_of("add.u32 r1, r7, 1;\n"), "1:13: undefined register 'r7'"));
  CHECK(has(errors_of("mov.u32 r1, 0x100000000;\n"), "1:13: mov.u32: immediate '0x100000000' does not fit in 32 bits"));
  CHECK(has(errors_of("mov.u32 r1, -2147483649;\n"), "does not fit in 32 bits"));
  CHECK(errors_of("mov.u32 r1, -2147483648;\nmov.u32 r2, 4294967295;\n").empty());
  CHECK(has(errors_of("mov.u32 r1, 1; /* never\nclosed\n"), "1:16: unterminated comment"));
  CHECK(has(errors_of("mov.u32 r1, 09;\n"), "1:13: bad number '09': a leading 0 makes it octal (PTX)"));
  CHECK(has(errors_of("mov.u32 r1, r2.x;\n"), "1:13: mov.u32: bad register name 'r2.x'"));
  CHECK(has(errors_of("setp.eq.u32 p, 1, 1;\nadd.u32 r1, p, 1;\n"), "2:13: add.u32: 'p' is a predicate (line 1), not a 32-bit register"));
  CHECK(has(errors_of("add.b32 r1, 1, 2;\n"), "1:4: add has no .b32 type (.u32 .s32 .f32)"));
  CHECK(has(errors_of("mul.u32 r1, 1, 2;\n"), "mul.u32 needs .lo or .hi"));
  CHECK(has(errors_of("shfl.up.b32 r1, 1, 1;\n"), "shfl.up.b32: missing operand: expected 4 (d[|p], a, b, c)"));
  CHECK(has(errors_of("shfl.left.b32 r1, 1, 1, 0;\n"), "1:5: shfl: expected a mode (.up .down .bfly .idx), found '.left'"));
  CHECK(has(errors_of("shf.l.b32 r1, 1, 1, 0;\n"), "shf"));
  CHECK(has(errors_of("setp.lo.s32 p, 1, 2;\n"), "1:5: setp: comparison .lo is not defined for .s32"));
  CHECK(has(errors_of(".reg .b64 r<2>;\n"), "1:6: .reg: type '.b64' is not supported"));
  CHECK(has(errors_of(".reg .b32 r;\n.reg .u32 r;\n"), "2:11: 'r' is declared again (line 1)"));
  CHECK(has(errors_of("mov.u32 r1, 1 $\n"), "1:15: mov.u32: unexpected '$'"));
  CHECK(has(errors_of("mov.u32 r1, %tid.x;\n"), "special register '%tid.x' is not supported"));
  CHECK(has(errors_of("add.u32 r1, 1.5, 1;\n"), "float immediate '1.5' needs an .f32 instruction"));
  CHECK(has(errors_of("mov.u32 r1, #3;\n"), "'#' immediates are MRISC32 syntax (shuf only)"));
  CHECK(has(errors_of("L1: mov.u32 r1, 1;\n"), "labels are not supported"));
  // Directives
  CHECK(has(errors_of("mov.u32 r1, 1;\n//! expekt r1 = 1\n"), "2:5: unknown directive 'expekt'"));
  CHECK(has(errors_of("mov.u32 r1, 1;\n//! expect r1 = 1 2 3\n"), "2:17: //! expect: a lane list needs 32 values, this one has 3"));
  CHECK(has(errors_of("mov.u32 r1, 1;\n//! expect r1 = (1 + \n"), "2:22: expected a value, found the end of the line"));
  CHECK(has(errors_of("mov.u32 r1, 1;\n//! expect r9 = 1\n"), "2:12: //! expect: 'r9' is not a register of the program"));
  CHECK(has(errors_of("mov.u32 r1, 1;\n//! init r1 = ?\n"), "'?' is only for //! expect"));
  CHECK(has(errors_of("mov.u32 r1, 1;\n//! init r1 = r0 + 1\n"), "2:15: unknown name 'r0'"));
  CHECK(has(errors_of("mov.u32 r1, 1;\n", {CliInit{"r1 = = 2"}}), "1:6: expected a value, found '='"));
  // Independent errors are all listed.
  const std::string many = errors_of("frob r1;\nmov.u32 r1, 0x1ffffffff;\nshl.b32 r2, r1, q;\n");
  CHECK(has(many, "1:1:"));
  CHECK(has(many, "2:13:"));
  CHECK(has(many, "3:17: undefined register 'q'"));
}

TEST_CASE("parse: seed syntax, declarations, continuation lines", "[ptx]") {
  const Program p = parse_program(
      ".version 7.0\n.reg .b32 r<4>;\n.reg .pred p, q;\n"
      "//! init r0 = %laneid\n"
      "shfl.sync.up.b32  r1|p, r0, 0x1,  0x0, 0xffffffff;\n"
      "@!p add.u32 r2, r1,\n    r0;  mov.b32 r3, 0b101 /* c */ ; shuf r3, r0, #0b1100100100000\n",
      "t.ptx");
  INFO(errors_of(p.file));
  REQUIRE(p.errors.empty());
  REQUIRE(p.instrs.size() == 4);
  CHECK(p.regs.size() == 6);
  CHECK(xlane::isa::decode(p.instrs[0].opcode).sync);
  CHECK(p.instrs[0].dst.size() == 2);
  CHECK(p.instrs[0].src[3].imm == 0xffffffffu);
  CHECK(p.instrs[1].guard_neg);
  CHECK(p.instrs[1].src.size() == 2);
  CHECK(p.instrs[2].src[0].imm == 5u);
  CHECK(p.instrs[3].src[1].imm == 0x1920u);
  CHECK(p.instrs[3].text == "shuf r3, r0, #0b1100100100000");
}

TEST_CASE("literals", "[ptx]") {
  const auto imm = [](const std::string& lit, const char* type = "u32") {
    const Program p = parse_program(std::string("mov.") + type + " r1, " + lit + ";\n", "t.ptx");
    INFO(lit);
    REQUIRE(p.errors.empty());
    return p.instrs[0].src[0].imm;
  };
  CHECK(imm("0x1f") == 31u);
  CHECK(imm("0X1F") == 31u);
  CHECK(imm("017") == 15u);  // octal, as PTX says
  CHECK(imm("0") == 0u);
  CHECK(imm("0b101") == 5u);
  CHECK(imm("42U") == 42u);
  CHECK(imm("-1") == 0xffffffffu);
  CHECK(imm("1.5", "f32") == xlane::verif::f32_bits(1.5f));
  CHECK(imm("0f3f800000", "f32") == 0x3f800000u);
  CHECK(imm("-0f3f800000", "f32") == 0xbf800000u);
  CHECK(imm("3", "f32") == xlane::verif::f32_bits(3.0f));
  CHECK(imm("1e3", "f32") == xlane::verif::f32_bits(1000.0f));
}

TEST_CASE("directive values", "[ptx]") {
  const auto value = [](const std::string& rhs, unsigned lane, Type t = Type::B32) {
    const Program p = parse_program("mov.b32 r1, 0;\n//! init r1 = " + rhs + "\n", "t.ptx");
    INFO(rhs);
    REQUIRE(p.errors.empty());
    const Directive& d = p.directives[0];
    return to_register(eval(d.values.size() == 1 ? d.values[0] : d.values[lane], lane), t, d.loc);
  };
  CHECK(value("%laneid + 1", 4) == 5u);
  CHECK(value("lane+1", 4) == 5u);
  CHECK(value("1 + 2 * 3", 0) == 7u);
  CHECK(value("(%laneid + 1) * (%laneid + 2) / 2", 3) == 10u);
  CHECK(value("%laneid % 2 == 0 ? 0x12349ABC : 0xDEF05678", 1) == 0xDEF05678u);
  CHECK(value("%laneid + 1", 2, Type::F32) == xlane::verif::f32_bits(3.0f));  // f32 register: as a float
  CHECK(value("b32(0x3f800000)", 0, Type::F32) == 0x3f800000u);
  CHECK(value("f32(%laneid) / 2", 3) == xlane::verif::f32_bits(1.5f));
  CHECK(value("s32(0x8badf00d) >> 4", 0) == 0xf8badf00u);  // arithmetic
  CHECK(value("(0x89abcdef << 4) & 0xffffffff", 0) == 0x9abcdef0u);
  CHECK(value("-1", 0) == 0xffffffffu);
  CHECK(value("~0 & 0xff", 0) == 0xffu);
  CHECK(value("1 << 2 + 1", 0) == 8u);  // C precedence
  CHECK(value("0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31", 17) == 17u);
  const Program p = parse_program("mov.b32 r1, 0;\n//! init r1 = 1 / (%laneid - 3)\n", "t.ptx");
  REQUIRE(p.errors.empty());
  CHECK_THROWS_AS(eval(p.directives[0].values[0], 3), EvalError);
}

TEST_CASE("ALU lanes at their edges", "[ptx]") {
  const auto op = [](const std::string& name, uint32_t a, uint32_t b) {
    Program p = parse_program(name + " r1, 0, 0;\n", "t.ptx");
    INFO(name);
    REQUIRE(p.errors.empty());
    return alu(p.instrs[0], a, b);
  };
  CHECK(op("shl.b32", 1, 31) == 0x80000000u);
  CHECK(op("shl.b32", 1, 32) == 0u);
  CHECK(op("shl.b32", 1, 0xffffffffu) == 0u);
  CHECK(op("shr.u32", 0x80000000u, 31) == 1u);
  CHECK(op("shr.b32", 0x80000000u, 40) == 0u);
  CHECK(op("shr.s32", 0x80000000u, 31) == 0xffffffffu);
  CHECK(op("shr.s32", 0x80000000u, 1000) == 0xffffffffu);
  CHECK(op("shr.s32", 0x40000000u, 1000) == 0u);
  CHECK(op("mul.hi.u32", 0xffffffffu, 0xffffffffu) == 0xfffffffeu);
  CHECK(op("mul.hi.s32", 0xffffffffu, 0xffffffffu) == 0u);
  CHECK(op("mul.lo.s32", 0xffffffffu, 3) == 0xfffffffdu);
  CHECK(op("add.sat.s32", 0x7fffffffu, 1) == 0x7fffffffu);
  CHECK(op("sub.sat.s32", 0x80000000u, 1) == 0x80000000u);
  CHECK(op("add.u32", 0xffffffffu, 1) == 0u);
  CHECK(op("add.f32", xlane::verif::f32_bits(1.5f), xlane::verif::f32_bits(2.25f)) == xlane::verif::f32_bits(3.75f));
  CHECK(op("add.ftz.f32", 0x00000001u, 0) == 0u);
  CHECK(op("add.f32", 0x00000001u, 0) == 1u);
  CHECK(op("mul.sat.f32", xlane::verif::f32_bits(4.0f), xlane::verif::f32_bits(0.5f)) == xlane::verif::f32_bits(1.0f));
  const uint32_t nan = 0x7fc00000u, one = xlane::verif::f32_bits(1.0f);
  CHECK_FALSE(setp_compare(Cmp::Ne, Type::F32, false, nan, one));
  CHECK(setp_compare(Cmp::Neu, Type::F32, false, nan, one));
  CHECK(setp_compare(Cmp::Nan, Type::F32, false, nan, one));
  CHECK_FALSE(setp_compare(Cmp::Num, Type::F32, false, nan, one));
  CHECK(setp_compare(Cmp::Lt, Type::S32, false, 0xffffffffu, 0));
  CHECK_FALSE(setp_compare(Cmp::Lt, Type::U32, false, 0xffffffffu, 0));
  CHECK(setp_compare(Cmp::Hi, Type::U32, false, 0xffffffffu, 0));
  CHECK(setp_compare(Cmp::Eq, Type::F32, true, 0x00000001u, 0x80000000u));  // ftz: both zero
}

TEST_CASE("execution: the example inclusive scan gives the triangular numbers", "[ptx]") {
  Run r(
      "//! init Rx = %laneid + 1\n"
      "    shfl.up.b32  Ry|p, Rx, 0x1,  0x0;\n@p  add.f32      Rx, Ry, Rx;\n"
      "    shfl.up.b32  Ry|p, Rx, 0x2,  0x0;\n@p  add.f32      Rx, Ry, Rx;\n"
      "    shfl.up.b32  Ry|p, Rx, 0x4,  0x0;\n@p  add.f32      Rx, Ry, Rx;\n"
      "    shfl.up.b32  Ry|p, Rx, 0x8,  0x0;\n@p  add.f32      Rx, Ry, Rx;\n"
      "    shfl.up.b32  Ry|p, Rx, 0x10, 0x0;\n@p  add.f32      Rx, Ry, Rx;\n"
      "//! expect Rx = (%laneid + 1) * (%laneid + 2) / 2\n"
      "//! expect p = %laneid >= 16\n");
  CHECK(r.sum.instructions == 10);
  CHECK(r.sum.on_unit == 5);
  CHECK(r.sum.expect_passed == 2);
  CHECK(r.sum.expect_failed == 0);
  CHECK(r.reg("Rx").v[31] == xlane::verif::f32_bits(528.0f));
  CHECK(r.prog.regs[static_cast<size_t>(find_reg(r.prog, "Rx"))].type == Type::F32);
}

TEST_CASE("execution: inactive lanes, undefined values, setp p|q, membermask register", "[ptx]") {
  // Lanes 0..15 active: the lanes reading 16..31 get an undefined d; p stays defined.
  Run r(
      "setp.lt.u32 lo|hi, %laneid, 16;\n"
      "mov.u32 v, %laneid;\n"
      "mov.u32 m, 0xffff;\n"
      "@lo shfl.sync.down.b32 d|p, v, 8, 0x1f, m;\n"
      "@hi mov.u32 d, 100;\n"
      "//! expect d = 8 9 10 11 12 13 14 15 ? ? ? ? ? ? ? ? 100 100 100 100 100 100 100 100 100 100 100 100 100 100 100 100\n"
      "//! expect d = ?, ?, ?, ?, ?, ?, ?, ?, 0, 1, 2, 3, 4, 5, 6, 7, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100\n",
      true);
  CHECK(r.sum.expect_passed == 1);
  CHECK(r.sum.expect_failed == 1);  // the second list expects values in the undefined lanes
  const Lanes& d = r.reg("d");
  CHECK(d.def == 0xffff00ffu);  // lanes 0..7 read lanes 8..15 (active); 8..15 read 16..23 (inactive)
  CHECK(d.v[0] == 8u);
  CHECK(r.ex->cell(find_reg(r.prog, "d"), 9) == "?");
  CHECK(r.reg("p").def == 0x0000ffffu);  // written by the active lanes only
}

TEST_CASE("execution: a program error found while running stops with its place", "[ptx]") {
  const RunFailure f = failure_of(".reg .pred g;\n.reg .b32 r;\n@g mov.b32 r, 1;\n");
  CHECK(f.status == 2);
  CHECK(has(f.message, "t.ptx:3:2: guard 'g' is undefined in lane(s) 0, 1, 2"));
}

TEST_CASE("execution: --check off skips expectations; the self-test corrupts one result", "[ptx]") {
  Run r("mov.u32 a, 1;\nshuf b, a, 0;\n//! expect b = 2\n", false);
  CHECK(r.sum.expect_skipped == 1);
  ExecOptions o;
  o.inject_error = 1;
  const RunFailure f = failure_of("mov.u32 a, 1;\nshuf b, a, 0;\n", o);
  CHECK(f.status == 1);
  CHECK(f.instruction == 1);
  CHECK(has(f.message, "t.ptx:2:1: the RTL and the golden model disagree"));
}

TEST_CASE("the shuffle's siblings: opcode words, operands and their errors", "[ptx]") {
  namespace isa = xlane::isa;
  using xlane::model::PrmtMode;
  using xlane::model::ReduxOp;
  using xlane::model::VoteMode;
  // Every spelling the ISA names, with its operands.
  for (const unsigned op : isa::warp_opcodes()) {
    const isa::OpInfo& info = isa::decode(op);
    std::string operands;
    switch (info.unit) {
      case isa::Unit::Prmt: operands = " d, a, b, c"; break;
      case isa::Unit::Vote: operands = info.vote == VoteMode::Ballot ? " d, !q, m" : " p, !q, m"; break;
      case isa::Unit::Match: operands = info.b64 ? " d, {a, b}, m" : " d, a, m"; break;
      case isa::Unit::Redux: operands = " d, a, m"; break;
      case isa::Unit::Activemask: operands = " d"; break;
      default: continue;
    }
    if (info.unit == isa::Unit::Vote && !info.negate) continue;  // the !q form's code
    const std::string word = info.unit == isa::Unit::Vote ? isa::decode(op & ~4u).token() : info.token();
    const std::string text = ".reg .b32 a, b, c, m;\n.reg .pred q;\n" + word + operands + ";\n";
    INFO(text);
    const Program p = parse_program(text, "t.ptx");
    INFO(errors_of(text));
    REQUIRE(p.errors.empty());
    CHECK(p.instrs[0].opcode == op);
    CHECK(p.instrs[0].on_rtl());
    CHECK(p.instrs[0].member == (info.unit == isa::Unit::Vote || info.unit == isa::Unit::Match ||
                                 info.unit == isa::Unit::Redux));
  }
  const auto opcode = [](const std::string& text) {
    const Program p = parse_program("//! init a = 1\n" + text, "t.ptx");
    INFO(text);
    REQUIRE(p.errors.empty());
    return p.instrs.back().opcode;
  };
  CHECK(opcode("redux.sync.add.s32 d, a, 0xffffffff;\n") == isa::encode_redux(ReduxOp::Add));
  CHECK(opcode("redux.sync.min.s32 d, a, 0xffffffff;\n") == isa::encode_redux(ReduxOp::MinS));
  CHECK(opcode("prmt.b32 d, a, a, 0x3210;\n") == isa::encode_prmt(PrmtMode::Default));
  CHECK(opcode("setp.ne.u32 p, a, 0;\nvote.sync.uni.pred q, p, 0xffffffff;\n") == isa::encode_vote(VoteMode::Uni, false));
  // The operands' places and kinds.
  const Program p = parse_program(
      "//! init lo = 1\n//! init hi = 2\n//! init m = -1\nmatch.all.sync.b64 d|q, {lo, hi}, m;\n"
      "redux.sync.max.s32 r, lo, m;\nsetp.ne.u32 g, lo, 0;\nvote.sync.ballot.b32 b, !g, m;\n",
      "t.ptx");
  REQUIRE(p.errors.empty());
  REQUIRE(p.instrs[0].src.size() == 3);  // lo, hi, membermask
  CHECK(p.instrs[0].src[1].name == "hi");
  CHECK(p.instrs[0].dst.size() == 2);
  CHECK(p.regs[static_cast<size_t>(find_reg(p, "r"))].type == Type::S32);
  CHECK(p.regs[static_cast<size_t>(find_reg(p, "m"))].type == Type::B32);  // a membermask takes no type
  CHECK(p.instrs[3].opcode == isa::encode_vote(VoteMode::Ballot, true));
  CHECK_FALSE(p.regs[static_cast<size_t>(find_reg(p, "b"))].pred);

  // Bad words: the part, its column, what may stand there.
  CHECK(has(errors_of("vote.all.pred p, 1, 1;\n"), "1:5: vote: unexpected '.all' after 'vote' (expected .sync)"));
  CHECK(has(errors_of("vote.sync.al.pred p, 1, 1;\n"), "1:10: vote: unexpected '.al' after 'vote.sync' (expected .all .any .uni .ballot)"));
  CHECK(has(errors_of("vote.sync.ballot.pred p, 1, 1;\n"), "1:17: vote: unexpected '.pred' after 'vote.sync.ballot' (expected .b32)"));
  CHECK(has(errors_of("redux.sync.and.u32 d, 1, 1;\n"), "1:15: redux: unexpected '.u32' after 'redux.sync.and' (expected .b32)"));
  CHECK(has(errors_of("redux.sync.min.f32 d, 1, 1;\n"), "(expected .u32 .s32)"));
  CHECK(has(errors_of("redux.sync.add d, 1, 1;\n"), "1:11: redux.sync.add is incomplete: expected .u32 .s32 after it"));
  CHECK(has(errors_of("match.any.b32 d, 1, 1;\n"), "1:10: match: unexpected '.b32' after 'match.any' (expected .sync)"));
  CHECK(has(errors_of("prmt.b32.f5e d, 1, 2, 3;\n"), "(expected .f4e .b4e .rc8 .ecl .ecr .rc16)"));
  CHECK(has(errors_of("prmt.b32.rc8.ecl d, 1, 2, 3;\n"), "1:13: prmt.b32.rc8: unexpected modifier '.ecl'"));
  CHECK(has(errors_of("activemask d;\n"), "1:1: activemask is incomplete: expected .b32 after it"));
  CHECK(has(errors_of("bfind.s32 d, 1;\n"), "1:6: bfind.s32 is not supported (.u32 only)"));
  CHECK(has(errors_of("popc.b64 d, 1;\n"), "1:5: popc: type .b64 is not supported"));
  // Operand counts and kinds.
  CHECK(has(errors_of("activemask.b32 d, 1;\n"), "1:19: activemask.b32: too many operands: expected 1 (d)"));
  CHECK(has(errors_of("prmt.b32 d, 1, 2;\n"), "1:17: prmt.b32: missing operand: expected 4 (d, a, b, c), found 3"));
  CHECK(has(errors_of("vote.sync.any.pred p, 1;\n"), "missing operand: expected 3 (p, {!}a, membermask), found 2"));
  CHECK(has(errors_of("vote.sync.ballot.b32 d, 1, 1, 1;\n"), "too many operands: expected 3 (d, {!}a, membermask)"));
  CHECK(has(errors_of("match.all.sync.b64 d, 1;\n"), "expected 3 (d[|p], {lo, hi}, membermask), found 2"));
  CHECK(has(errors_of(".reg .b32 a;\nvote.sync.all.pred p, a, 1;\n"), "2:23: vote.sync.all.pred: 'a' is a 32-bit register"));
  CHECK(has(errors_of("vote.sync.all.pred p, !1, 1;\n"), "1:23: vote.sync.all.pred: '!' negates a predicate register"));
  CHECK(has(errors_of("vote.sync.all.pred p, 2, 1;\n"), "a predicate immediate is 0 or 1"));
  CHECK(errors_of("vote.sync.all.pred p, 1, 0xffffffff;\n").empty());  // membermask: a 32-bit value
  CHECK(has(errors_of("//! init a = 1\nadd.u32 d, !a, 1;\n"), "2:12: add.u32: '!' negates only vote.sync's predicate operand"));
  CHECK(has(errors_of("//! init a = 1\nmatch.any.sync.b32 d|p, a, 1;\n"),
            "2:21: match.any.sync.b32: only shfl (d|p), setp (p|q) and match.all (d|p) have two destinations"));
  CHECK(has(errors_of("//! init a = 1\nmatch.any.sync.b64 d, a, 1;\n"), "2:23: match.any.sync.b64: the 64-bit operand is written {lo, hi}"));
  CHECK(has(errors_of("//! init a = 1\nmatch.any.sync.b64 d, {a, a, a}, 1;\n"), "2:23: match.any.sync.b64: the 64-bit operand"));
  CHECK(has(errors_of("//! init a = 1\nmatch.any.sync.b64 d, {a,}, 1;\n"), "2:23: match.any.sync.b64: the 64-bit operand"));
  CHECK(has(errors_of("//! init a = 1\nmatch.any.sync.b32 d, {a, a}, 1;\n"), "2:23: match.any.sync.b32: '{lo, hi}' is match.sync.b64's"));
  CHECK(has(errors_of("//! init a = 1\nmatch.any.sync.b64 d, {a, a, 1;\n"), "missing operand"));
  CHECK(has(errors_of("//! init a = 1\nredux.sync.or.b32 d, a, 0x1ffffffff;\n"), "2:25: redux.sync.or.b32: immediate '0x1ffffffff' does not fit"));
  CHECK(has(errors_of("redux.sync.or.b32 d, 1, m;\n"), "1:25: undefined register 'm'"));
}

TEST_CASE("popc, brev, bfind at their edges", "[ptx]") {
  const auto op = [](const std::string& name, uint32_t a) {
    Program p = parse_program(name + " r1, 0;\n", "t.ptx");
    INFO(name);
    REQUIRE(p.errors.empty());
    return alu(p.instrs[0], a, 0);
  };
  CHECK(op("popc.b32", 0) == 0u);
  CHECK(op("popc.b32", 0xffffffffu) == 32u);
  CHECK(op("popc.b32", 0x80000001u) == 2u);
  CHECK(op("brev.b32", 1) == 0x80000000u);
  CHECK(op("brev.b32", 0x0000ff01u) == 0x80ff0000u);
  CHECK(op("bfind.u32", 0) == 0xffffffffu);
  CHECK(op("bfind.u32", 1) == 0u);
  CHECK(op("bfind.u32", 0x80000000u) == 31u);
  CHECK(op("bfind.u32", 0x00012345u) == 16u);
  CHECK(op("bfind.shiftamt.u32", 0) == 0xffffffffu);
  CHECK(op("bfind.shiftamt.u32", 1) == 31u);
  CHECK(op("bfind.shiftamt.u32", 0x80000000u) == 0u);
}

TEST_CASE("execution: vote, match, redux, activemask and prmt, and when their results are undefined", "[ptx]") {
  // Lanes 0..15 hold even numbers: every vote form, over the warp and over a membermask.
  Run r(
      "//! init x = %laneid < 16 ? 2 * %laneid : 7\n"
      "setp.lt.u32 lo, %laneid, 16;\n"
      "vote.sync.all.pred all, lo, 0xffffffff;\n"
      "vote.sync.any.pred any, lo, 0xffffffff;\n"
      "vote.sync.uni.pred uni, lo, 0x0000ffff;\n"
      "vote.sync.ballot.b32 nb, !lo, 0xffffffff;\n"
      "//! expect all = 0\n//! expect any = 1\n//! expect nb = 0xffff0000\n"
      "//! expect uni = " + split_list(16, "1", "?") + "\n"  // lanes outside membermask: undefined
      "redux.sync.max.u32 mx, x, 0xffffffff;\n"
      "redux.sync.add.u32 sm, x, 0x0000000f;\n"
      "//! expect mx = 30\n//! expect sm = " + split_list(4, "12", "?") + "\n"
      "match.any.sync.b32 g, x, 0xffffffff;\n"
      "match.any.sync.b64 g2, {x, %laneid}, 0xffffffff;\n"
      "match.all.sync.b32 ga|pa, 5, 0xffffffff;\n"
      "//! expect g = %laneid < 16 ? 1 << %laneid : 0xffff0000\n//! expect g2 = 1 << %laneid\n"
      "//! expect ga = 0xffffffff\n//! expect pa = 1\n"
      "@lo activemask.b32 am;\n"
      "prmt.b32.rc8 pr, 0x03020100, 0x07060504, %laneid;\n"
      "//! expect pr = (%laneid % 4) * 0x01010101\n");
  CHECK(r.reg("am").def == 0x0000ffffu);  // written by lanes 0..15 only
  CHECK(r.reg("am").v[3] == 0x0000ffffu);
  CHECK(r.sum.on_unit == 11);
  CHECK(r.sum.expect_passed == 11);
  CHECK(r.sum.expect_failed == 0);

  // A lane of membermask that does not execute: every executing lane's result is undefined
  // (p for a predicate, d for a value); an undefined operand of a member lane makes the
  // whole result undefined; one outside membermask does not.
  Run u(
      "setp.lt.u32 lo, %laneid, 16;\n"
      "@lo vote.sync.any.pred v, lo, 0xffffffff;\n"
      "@lo redux.sync.or.b32 o, %laneid, 0xffffffff;\n"
      "@lo mov.u32 half, %laneid;\n"
      "redux.sync.add.u32 s1, half, 0xffffffff;\n"
      "redux.sync.add.u32 s2, half, 0x0000ffff;\n"
      "match.all.sync.b32 m|q, half, 0x000000ff;\n"
      "//! expect s2 = " + split_list(16, "120", "?") + "\n//! expect q = " + split_list(8, "0", "?") + "\n",
      true);
  CHECK(u.sum.expect_failed == 0);
  CHECK(u.reg("v").def == 0u);
  CHECK(u.reg("o").def == 0u);
  CHECK(u.reg("s1").def == 0u);
  CHECK(u.reg("s2").def == 0x0000ffffu);
  CHECK(u.reg("m").def == 0x000000ffu);

  // A membermask register must be the same in every lane that executes.
  const RunFailure f = failure_of("vote.sync.any.pred v, 1, %lanemask_le;\n");
  CHECK(f.status == 2);
  CHECK(has(f.message, "t.ptx:1:26: membermask '%lanemask_le' differs between active lanes"));
}

}  // namespace
