// SPDX-License-Identifier: Apache-2.0
// The figures files the tools write for xlane_bench (verif/figures.h).
//
// TEST RATIONALE
// xlane_bench takes its rates and pass counts from these files, so a file that a tool
// wrote wrongly, or cut short, must stop the bench with the place named, never be read as
// a figure: every malformed line is an error naming file, line and column. What is
// written reads back exactly (17 significant digits).
#include <catch2/catch.hpp>

#include <cstdio>
#include <fstream>
#include <stdexcept>
#include <string>

#include "verif/figures.h"

namespace {

using xlane::verif::Figures;

std::string temp_file(const std::string& text) {
  const std::string path = "test_figures.tmp";
  std::ofstream(path) << text;
  return path;
}

std::string error_of(const std::string& text) {
  try {
    Figures::read(temp_file(text));
  } catch (const std::runtime_error& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("figures read back as written", "[figures]") {
  Figures f;
  f.add("instructions", 1234567);
  f.add("per_second", 0.1 + 0.2);
  f.add("failed", 0);
  const std::string path = temp_file("");
  f.write(path);
  const Figures g = Figures::read(path);
  REQUIRE(g.items() == f.items());
  CHECK(g.at("per_second", path) == 0.1 + 0.2);
  CHECK_THROWS_WITH(g.at("passed", path), path + ": no figure 'passed'");
  CHECK_THROWS_AS(f.add("failed", 1), std::invalid_argument);
}

TEST_CASE("a malformed figures line names its file, line and column", "[figures]") {
  const std::string p = "test_figures.tmp:";
  CHECK(error_of("a 1\n 2\n") == p + "2:1: expected a figure's name (letters, digits, '_')");
  CHECK(error_of("rate\n") == p + "1:5: expected one space after the name");
  CHECK(error_of("rate\t3\n") == p + "1:5: expected one space after the name");
  CHECK(error_of("rate  3\n") == p + "1:6: expected a number");
  CHECK(error_of("rate x\n") == p + "1:6: expected a number");
  CHECK(error_of("rate 3 s\n") == p + "1:7: unexpected text after the number");
  CHECK(error_of("rate 1e999\n") == p + "1:6: expected a number");
  CHECK(error_of("a 1\na 2\n") == p + "2:1: figure 'a' given twice");
  CHECK(error_of("") == "");
  CHECK_THROWS_WITH(Figures::read("no/such/file"), "no/such/file: cannot read the figures");
}
