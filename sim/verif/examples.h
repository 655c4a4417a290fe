// SPDX-License-Identifier: Apache-2.0
// The examples of the specification, as data: the expected values are the documents' own
// (docs/spec.md, SHUF, Example table), typed in, never produced by the model. Shared by the
// model's tests and the simulation's directed sequences.
#pragma once

#include <array>
#include <cstdint>

namespace xlane::verif {

/// The two sample inputs of every row of the MRISC32 SHUF examples.
inline constexpr uint32_t kShufSample0 = 0x12349ABCu;
inline constexpr uint32_t kShufSample1 = 0xDEF05678u;

/// One row of the SHUF tables.
struct ShufRow {
  const char* name;
  const char* table_row;         // S F3 I3 F2 I2 F1 I1 F0 I0, as in the MRISC32 table
  bool s;                        // the same row for shuf_ctrl: fill / index by byte n = 0..3
  std::array<unsigned, 4> fill;
  std::array<unsigned, 4> index;
  uint32_t out0;                 // the documented result for kShufSample0
  uint32_t out1;                 // the documented result for kShufSample1
};

// Every row of the MRISC32 tables; "--" fields are 0 here (see the don't-care test).
inline constexpr ShufRow kShufRows[] = {
    {"signed byte to word", "1 1 00 1 00 1 00 0 00", true, {0, 1, 1, 1}, {0, 0, 0, 0}, 0xFFFFFFBCu, 0x00000078u},
    {"signed half-word to word", "1 1 01 1 01 0 01 0 00", true, {0, 0, 1, 1}, {0, 1, 1, 1}, 0xFFFF9ABCu, 0x00005678u},
    {"most significant unsigned byte", "0 1 -- 1 -- 1 -- 0 11", false, {0, 1, 1, 1}, {3, 0, 0, 0}, 0x00000012u, 0x000000DEu},
    {"most significant signed half-word", "1 1 11 1 11 0 11 0 10", true, {0, 0, 1, 1}, {2, 3, 3, 3}, 0x00001234u, 0xFFFFDEF0u},
    {"reverse byte order", "0 0 00 0 01 0 10 0 11", false, {0, 0, 0, 0}, {3, 2, 1, 0}, 0xBC9A3412u, 0x7856F0DEu},
    {"reverse half-word order", "0 0 01 0 00 0 11 0 10", false, {0, 0, 0, 0}, {2, 3, 0, 1}, 0x9ABC1234u, 0x5678DEF0u},
    {"duplicate least significant byte", "0 0 00 0 00 0 00 0 00", false, {0, 0, 0, 0}, {0, 0, 0, 0}, 0xBCBCBCBCu, 0x78787878u},
    {"RGBA to ARGB", "0 0 00 0 11 0 10 0 01", false, {0, 0, 0, 0}, {1, 2, 3, 0}, 0xBC12349Au, 0x78DEF056u},
};

}  // namespace xlane::verif
