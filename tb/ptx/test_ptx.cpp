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
#include <catch2/catch.hpp>

#include <cstring>
#include <sstream>
#include <string>

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

TEST_CASE("parse errors: message, line and column", "[ptx]") {
  CHECK(errors_of("frob.b32 r1, r2;\n") == "1:1: unknown instruction 'frob' (mov add sub mul and or xor not shl shr setp shfl shf shuf)\n");
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
  const Program p = parse_program(".reg .pred g;\n.reg .b32 r;\n@g mov.b32 r, 1;\n", "t.ptx");
  REQUIRE(p.errors.empty());
  ModelWarpUnit unit;
  std::ostringstream out;
  Executor ex(p, unit, ExecOptions{}, out);
  try {
    ex.run();
    FAIL("no RunFailure");
  } catch (const RunFailure& f) {
    CHECK(f.status == 2);
    CHECK(has(f.message, "t.ptx:3:2: guard 'g' is undefined in lane(s) 0, 1, 2"));
  }
}

TEST_CASE("execution: --check off skips expectations; the self-test corrupts one result", "[ptx]") {
  Run r("mov.u32 a, 1;\nshuf b, a, 0;\n//! expect b = 2\n", false);
  CHECK(r.sum.expect_skipped == 1);
  const Program p = parse_program("mov.u32 a, 1;\nshuf b, a, 0;\n", "t.ptx");
  ModelWarpUnit unit;
  std::ostringstream out;
  ExecOptions o;
  o.inject_error = 1;
  Executor ex(p, unit, o, out);
  try {
    ex.run();
    FAIL("no RunFailure");
  } catch (const RunFailure& f) {
    CHECK(f.status == 1);
    CHECK(f.instruction == 1);
    CHECK(has(f.message, "t.ptx:2:1: the RTL and the golden model disagree"));
  }
}

}  // namespace
