// SPDX-License-Identifier: Apache-2.0
// Catch2 tests of the vector file format library (parser, printer, checker).
//
// TEST RATIONALE
// - Every kind of malformed input named in docs/vector-format.md (unknown op, unknown /
//   duplicate / missing keys, wrong list length, member on a non-sync op, numbers wider
//   than 32 bits, bad numbers, stray '=>') gives its own message at the right line and
//   column, and several errors in one file are all listed.
// - Printing is the inverse of parsing: random operations of every kind, printed with
//   their model results and parsed back, give the same operands and results.
// - The checker follows the don't-care rules: `?` and `-` on either side are not
//   compared, p bits of lanes that do not execute (inactive, or not in membermask for
//   .sync) are not compared, results a line does not list are not checked, and a wrong
//   value is reported with its lane.
// - The example line of the format document checks against the model.
#include <catch2/catch.hpp>

#include <string>
#include <utility>

#include "verif/seed.h"
#include "vec/vec.h"

namespace {

using namespace xlane;
using namespace xlane::vec;

// The single diagnostic of a one-line file, as "LINE:COL: message".
std::string only_error(const std::string& text) {
  const ParsedFile f = parse(text, "t.vec");
  REQUIRE(f.errors.size() == 1);
  const Diagnostic& d = f.errors[0];
  return std::to_string(d.line) + ":" + std::to_string(d.column) + ": " + d.message;
}

std::string list32(const std::string& entry_prefix) {
  std::string s;
  for (int l = 0; l < 32; ++l) s += (l ? "," : "") + entry_prefix + std::to_string(l);
  return s;
}

}  // namespace

TEST_CASE("vec: malformed lines give FILE:LINE:COL and a message naming the problem", "[vec][errors]") {
  std::string d_gap = "d=1,";  // 32 entries, the second empty
  for (int l = 2; l < 32; ++l) d_gap += ",1";
  // Each line, and its one diagnostic.
  const std::pair<std::string, std::string> cases[] = {
      {"frob a=1", "1:1: unknown operation 'frob'"},
      {"shuf a=1", "1:1: shuf: missing operand 'ctrl'"},
      {"shfl.up.b32 a=1 b=2", "1:1: shfl.up.b32: missing operand 'c'"},
      {"shf.l.wrap.b32 a=1 b=2 c=3 a=4", "1:28: duplicate operand 'a'"},
      {"shf.l.wrap.b32 a=1 b=2 c=3 x=4", "1:28: unknown operand 'x' for shf.l.wrap.b32 (operands: a, b, c)"},
      {"shfl.up.b32 a=1 b=2 c=3 member=4", "1:25: member is only for shfl.sync, not shfl.up.b32"},
      {"shfl.idx.b32 a=1,2,3 b=0 c=0", "1:16: lane list has 3 entries; it needs 1 (every lane) or 32"},
      {"shuf a=0x100000000 ctrl=0", "1:8: '0x100000000' is wider than 32 bits"},
      {"shuf a=4294967296 ctrl=0", "1:8: '4294967296' is wider than 32 bits"},
      {"shuf a=12ab ctrl=0", "1:8: '12ab' is not a number (0x hex or decimal)"},
      {"shuf a=-1 ctrl=0", "1:8: '-1' is not a number (0x hex or decimal)"},
      {"shuf a=0x ctrl=0", "1:8: '0x' is not a number (0x hex or decimal)"},
      {"shuf a= ctrl=0", "1:8: empty value for 'a'"},
      {"shuf a=1 ctrl=0 junk", "1:17: expected key=value, found 'junk'"},
      {"shuf a=1 ctrl=0 =>", "1:17: '=>' with no results after it"},
      {"shuf a=1 ctrl=0 => => d=1", "1:20: second '=>' on the line"},
      {"shuf a=1 ctrl=0 d=1", "1:17: 'd' is a result: it goes after '=>'"},
      {"shuf a=1 ctrl=0 => p=1", "1:20: unknown result 'p' for shuf (results: d)"},
      {"shuf a=1 ctrl=0 => d=1 d=2", "1:24: duplicate result 'd'"},
      {"shfl.idx.b32 a=1 b=0 c=0 => " + d_gap, "1:33: empty lane entry"},
      {"shf.r.wrap.b32 a=1 b=2 c=3 => d=?", "1:33: '?' is not a number (0x hex or decimal)"},
      {"shuf a=1 ctrl=0#1 => d=2", "1:16: '#' inside a token: a comment starts after white space"},
      {"shuf a=0x12#34 ctrl=0", "1:12: '#' inside a token: a comment starts after white space"},
      // The warp-wide units and prmt: their own operands and results.
      {"vote.sync.all.pred a=1 !a=2", "1:24: duplicate operand '!a'"},
      {"vote.sync.all.pred a=1,2", "1:22: '1,2' is not a number (0x hex or decimal)"},
      {"vote.sync.ballot.b32 a=5 => p=1", "1:29: unknown result 'p' for vote.sync.ballot.b32 (results: d)"},
      {"match.any.sync.b32 a=1 b=2", "1:24: unknown operand 'b' for match.any.sync.b32 (operands: a, active, member)"},
      {"match.all.sync.b64 a=1", "1:1: match.all.sync.b64: missing operand 'b'"},
      {"redux.sync.add.u32 member=3", "1:1: redux.sync.add.u32: missing operand 'a'"},
      {"activemask.b32 member=3", "1:16: activemask.b32 has no membermask (its result is the active mask)"},
      {"prmt.b32.f4e a=1 b=2", "1:1: prmt.b32.f4e: missing operand 'c'"},
      {"prmt.b32 a=1 b=2 c=3 active=1", "1:22: unknown operand 'active' for prmt.b32 (operands: a, b, c)"},
      // Bytes that are not text are shown escaped, never printed raw.
      {"sh\x01\xff a=1", "1:1: unknown operation 'sh\\x01\\xff'"},
  };
  for (const auto& [line, error] : cases) CHECK(only_error(line) == error);
}

TEST_CASE("vec: every error of a file is listed, in line and column order", "[vec][errors]") {
  const ParsedFile f = parse("# header\nshuf a=1\n\nfrob\nshuf a=1 ctrl=2 => d=3\nshfl.idx.b32 a=1 b=x c=y\n", "f.vec");
  REQUIRE(f.errors.size() == 4);
  CHECK(f.errors[0].str() == "f.vec:2:1: shuf: missing operand 'ctrl'");
  CHECK(f.errors[1].str() == "f.vec:4:1: unknown operation 'frob'");
  CHECK(f.errors[2].str() == "f.vec:6:20: 'x' is not a number (0x hex or decimal)");
  CHECK(f.errors[3].str() == "f.vec:6:24: 'y' is not a number (0x hex or decimal)");
}

TEST_CASE("vec: operands in any order, comments, blank lines, CRLF", "[vec][parse]") {
  const ParsedFile f = parse(
      "  # a comment\r\n\r\nshf.r.clamp.b32 c=32 b=0xB a=10   # trailing\r\nshfl.sync.idx.b32 member=0x0f c=0x1f b=3 a=7 "
      "active=0xff\n",
      "f.vec");
  REQUIRE(f.errors.empty());
  REQUIRE(f.lines.size() == 4);
  CHECK_FALSE(f.lines[0].is_op);
  CHECK(f.lines[0].text == "  # a comment");
  const Line& shf = f.lines[2];
  REQUIRE(shf.is_op);
  CHECK(shf.op.name() == "shf.r.clamp.b32");
  CHECK(shf.op.shf.a == 10);
  CHECK(shf.op.shf.b == 0xb);
  CHECK(shf.op.shf.c == 32);
  CHECK(shf.comment == "# trailing");
  CHECK_FALSE(shf.has_results);
  const Line& sh = f.lines[3];
  CHECK(sh.op.shfl.sync);
  CHECK(sh.op.shfl.member == 0x0f);
  CHECK(sh.op.shfl.active == 0xff);
  CHECK(sh.op.shfl.a[31] == 7);  // one value: every lane
}

TEST_CASE("vec: trailing carriage returns are line-ending junk (fuzz finding)", "[vec][parse]") {
  // libFuzzer found "#\r\r": kept as "#\r", it printed back as a line that parsed as "#".
  const ParsedFile f = parse("#K\n#\r\r\nshuf a=1 ctrl=2 # x\r\r\n", "cr.vec");
  REQUIRE(f.errors.empty());
  REQUIRE(f.lines.size() == 3);
  CHECK(f.lines[1].text == "#");
  CHECK(f.lines[2].comment == "# x");
}

TEST_CASE("vec: print then parse gives the same operation and results", "[vec][roundtrip]") {
  auto rng = verif::make_rng("vec roundtrip");
  const std::string kind = GENERATE(as<std::string>{}, "shfl", "shfl.sync", "shf", "shuf", "prmt", "vote", "match",
                                    "redux", "activemask");
  for (int i = 0; i < 2000; ++i) {
    Op op;
    REQUIRE(random_op(rng, kind, op));
    const Results r = model_results(op);
    const std::string text = format_line(op, &r, "# note");
    const ParsedFile f = parse(text, "rt.vec");
    INFO(text);
    REQUIRE(f.errors.empty());
    REQUIRE(f.lines.size() == 1);
    const Line& line = f.lines[0];
    CHECK(format_line(line.op, &line.expected, line.comment) == text);
    CHECK(check(line.op, r, line.expected, true).empty());
  }
}

TEST_CASE("vec: the format document's example checks against the model", "[vec][check]") {
  std::string a, d = "d=0x00000001";
  for (int l = 0; l < 32; ++l) a += (l ? "," : "") + std::to_string(l + 1);
  for (int l = 1; l < 32; ++l) d += "," + std::to_string(l);
  const ParsedFile f = parse("shfl.sync.up.b32 a=" + a + " b=1 c=0 => " + d + " p=0xfffffffe", "ex.vec");
  REQUIRE(f.errors.empty());
  CHECK(check(f.lines[0].op, f.lines[0].expected, model_results(f.lines[0].op)).empty());
}

TEST_CASE("vec: the checker's don't-care rules", "[vec][check]") {
  // Lanes 0..3 active; lanes 2, 3 in membermask.
  const std::string ops = "shfl.sync.idx.b32 a=" + list32("") + " b=2 c=0x1f active=0xf member=0xc";
  const ParsedFile f = parse(ops, "c.vec");
  REQUIRE(f.errors.empty());
  const Op& op = f.lines[0].op;
  const Results model = model_results(op);
  // Lanes 0, 1 execute but are not members: wholly undefined; lanes 2, 3 read lane 2.
  CHECK(model.d_entry[0] == Entry::Undef);
  CHECK(model.d_entry[2] == Entry::Value);
  CHECK(model.d[3] == 2);
  CHECK(model.d_entry[4] == Entry::NotWritten);
  CHECK(model.p == 0xc);

  SECTION("? and - are not compared; numbers are") {
    Results exp = model;
    exp.d_entry[2] = Entry::Undef;     // '?' in the file: lane 2 not compared
    exp.d_entry[4] = Entry::Value;     // a number where the model says '-': not compared
    exp.d[4] = 12345;
    CHECK(check(op, exp, model).empty());
    exp.d[3] = 7;
    const auto mm = check(op, exp, model);
    REQUIRE(mm.size() == 1);
    CHECK(format_mismatch("c.vec", 1, op, mm[0], "rtl") ==
          "c.vec:1: shfl.sync.idx.b32: lane 3: d expected 0x00000007 got 0x00000002 (rtl)");
  }
  SECTION("p is compared only where the lane executes") {
    Results exp = model;
    exp.p = 0xffff00f7;  // differs in lanes 0, 1 (not members), 3 (member), 4.. (inactive)
    const auto mm = check(op, exp, model);
    REQUIRE(mm.size() == 1);
    CHECK(mm[0].lane == 3);
    CHECK(mm[0].field == "p");
  }
  SECTION("results the line does not list are not checked") {
    Results exp;
    exp.has_p = true;
    exp.p = model.p;
    Results wrong = model;
    wrong.d[2] = 99;
    CHECK(check(op, exp, wrong).empty());
  }
  SECTION("strict comparison also compares ? and -") {
    Results other = model;
    other.d_entry[0] = Entry::NotWritten;
    CHECK(check(op, model, other).empty());
    CHECK(check(op, model, other, true).size() == 1);
  }
}

TEST_CASE("vec: random operations of every named kind", "[vec][random]") {
  auto rng = verif::make_rng("vec random kinds");
  for (const std::string& name : op_names()) {
    Op op;
    REQUIRE(random_op(rng, name, op));
    CHECK(op.name() == name);
  }
  Op op;
  CHECK_FALSE(random_op(rng, "shfl.sideways.b32", op));
}
