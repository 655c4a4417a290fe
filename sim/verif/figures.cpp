// SPDX-License-Identifier: Apache-2.0
#include "verif/figures.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <stdexcept>

namespace xlane::verif {

namespace {

bool name_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

[[noreturn]] void bad(const std::string& path, size_t line, size_t col, const std::string& what) {
  throw std::runtime_error(path + ":" + std::to_string(line) + ":" + std::to_string(col) + ": " + what);
}

}  // namespace

void Figures::add(const std::string& name, double value) {
  for (const auto& [n, v] : items_) {
    if (n == name) throw std::invalid_argument("figure '" + name + "' added twice");
  }
  items_.emplace_back(name, value);
}

void Figures::write(const std::string& path) const {
  std::ofstream f(path);
  for (const auto& [n, v] : items_) {
    char num[64];
    std::snprintf(num, sizeof num, "%.17g", v);
    f << n << ' ' << num << '\n';
  }
  if (!f) throw std::runtime_error(path + ": cannot write the figures");
}

Figures Figures::read(const std::string& path) {
  std::ifstream f(path);
  if (!f) throw std::runtime_error(path + ": cannot read the figures");
  Figures out;
  std::string line;
  for (size_t no = 1; std::getline(f, line); ++no) {
    size_t i = 0;
    while (i < line.size() && name_char(line[i])) ++i;
    if (i == 0) bad(path, no, 1, "expected a figure's name (letters, digits, '_')");
    if (i == line.size() || line[i] != ' ') bad(path, no, i + 1, "expected one space after the name");
    const std::string name = line.substr(0, i);
    const char* num = line.c_str() + i + 1;
    char* end = nullptr;
    errno = 0;
    const double v = std::strtod(num, &end);
    if (*num == ' ' || *num == '\t' || end == num || errno == ERANGE) bad(path, no, i + 2, "expected a number");
    if (*end != '\0') bad(path, no, static_cast<size_t>(end - line.c_str()) + 1, "unexpected text after the number");
    for (const auto& [n, x] : out.items_) {
      if (n == name) bad(path, no, 1, "figure '" + name + "' given twice");
    }
    out.items_.emplace_back(name, v);
  }
  return out;
}

double Figures::at(const std::string& name, const std::string& from) const {
  for (const auto& [n, v] : items_) {
    if (n == name) return v;
  }
  throw std::runtime_error(from + ": no figure '" + name + "'");
}

}  // namespace xlane::verif
