// SPDX-License-Identifier: Apache-2.0
// The codes the C++ side states, each under the name rtl/xl_pkg.sv gives it, one "NAME
// VALUE" a line: the shuffle's modes (model::ShflMode), xl_warp's opcode groups and single
// opcodes (isa::opcode), vote's, redux's and prmt's modes (model::VoteMode, ReduxOp,
// PrmtMode), the shuffle's microarchitectures (harness::kShflArchs). The ctest
// `codes` (test_codes.py) compares them with the package's.
#include <cstdio>
#include <initializer_list>
#include <utility>

#include "harness/arch.h"
#include "isa/isa.h"
#include "model/collective.h"
#include "model/xlane_model.h"

namespace {

void print(const char* name, unsigned value) { std::printf("%s %u\n", name, value); }

/// One family of an enum's codes: each name with `prefix` in front (the package's name).
template <class E>
void print_each(const char* prefix, std::initializer_list<std::pair<const char*, E>> codes) {
  for (const auto& [name, value] : codes) std::printf("%s%s %u\n", prefix, name, static_cast<unsigned>(value));
}

}  // namespace

int main() {
  using xlane::model::PrmtMode;
  using xlane::model::ReduxOp;
  using xlane::model::ShflMode;
  using xlane::model::VoteMode;
  namespace op = xlane::isa::opcode;
  print_each<ShflMode>("Shfl", {{"Up", ShflMode::Up}, {"Down", ShflMode::Down}, {"Bfly", ShflMode::Bfly},
                                {"Idx", ShflMode::Idx}});
  // An opcode group is op_i's high bits: the C++ opcodes of a group have the group's value
  // there (the package's constant is as wide as the group field).
  print("OpGroupShfl", op::kShfl >> 2);
  print("OpGroupShflSync", op::kShflSync >> 2);
  print("OpGroupShf", op::kShf >> 2);
  print("OpShuf", op::kShuf);
  print("OpGroupPrmt", op::kPrmt >> 3);
  print("OpGroupRedux", op::kRedux >> 3);
  print("OpGroupVote", op::kVote >> 3);
  print("OpGroupMatch", op::kMatch >> 2);
  print("OpActivemask", op::kActivemask);
  print_each<VoteMode>("Vote", {{"All", VoteMode::All}, {"Any", VoteMode::Any}, {"Uni", VoteMode::Uni},
                                {"Ballot", VoteMode::Ballot}});
  print_each<ReduxOp>("Redux", {{"Add", ReduxOp::Add}, {"MinU", ReduxOp::MinU}, {"MinS", ReduxOp::MinS},
                                {"MaxU", ReduxOp::MaxU}, {"MaxS", ReduxOp::MaxS}, {"And", ReduxOp::And},
                                {"Or", ReduxOp::Or}, {"Xor", ReduxOp::Xor}});
  print_each<PrmtMode>("Prmt", {{"Default", PrmtMode::Default}, {"F4e", PrmtMode::F4e}, {"B4e", PrmtMode::B4e},
                                {"Rc8", PrmtMode::Rc8}, {"Ecl", PrmtMode::Ecl}, {"Ecr", PrmtMode::Ecr},
                                {"Rc16", PrmtMode::Rc16}});
  // The microarchitectures' list is written from the package (archs.py cxx): this checks
  // that writing, not a second hand-kept list.
  for (const auto& a : xlane::harness::kShflArchs) {
    std::printf("ShflArch%s %u\n", a.name, static_cast<unsigned>(a.arch));
  }
  return 0;
}
