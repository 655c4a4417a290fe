// SPDX-License-Identifier: Apache-2.0
// A tool's figures written for another program to read (xlane eval/check --figures,
// xlane_sc --figures, the Icarus bench's +figures=): one figure a line, a name and a
// number separated by one space. xlane_bench reads them instead of the tools' printed
// text, so that rewording a message cannot break a measurement.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace xlane::verif {

class Figures {
 public:
  /// Adds a figure (names: letters, digits, '_'; each once).
  void add(const std::string& name, double value);
  /// Writes them to `path`; throws std::runtime_error naming the file if it cannot.
  void write(const std::string& path) const;
  /// Reads a file write() made. A malformed line throws std::runtime_error naming the
  /// file, the line and the column: a name that is not [A-Za-z0-9_]+, a missing or
  /// unreadable number, text after it, a name twice.
  static Figures read(const std::string& path);
  /// The figure `name`; throws std::runtime_error naming `from` if there is none.
  double at(const std::string& name, const std::string& from) const;
  const std::vector<std::pair<std::string, double>>& items() const { return items_; }

 private:
  std::vector<std::pair<std::string, double>> items_;
};

}  // namespace xlane::verif
