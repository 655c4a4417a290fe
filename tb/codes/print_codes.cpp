// SPDX-License-Identifier: Apache-2.0
// The codes the C++ side states, each under the name rtl/xl_pkg.sv gives it, one "NAME
// VALUE" a line: the shuffle's modes (model::ShflMode), xl_warp's opcode groups and SHUF's
// opcode (isa::opcode), vote's and prmt's modes (model::VoteMode, PrmtMode), the shuffle's microarchitectures
// (harness::ShflArch). The ctest
// `codes` (test_codes.py) compares them with the package's.
#include <cstdio>

#include "harness/arch.h"
#include "isa/isa.h"
#include "model/collective.h"
#include "model/xlane_model.h"

namespace {

void print(const char* name, unsigned value) { std::printf("%s %u\n", name, value); }

}  // namespace

int main() {
  using xlane::harness::ShflArch;
  using xlane::model::ShflMode;
  namespace op = xlane::isa::opcode;
  print("ShflUp", static_cast<unsigned>(ShflMode::Up));
  print("ShflDown", static_cast<unsigned>(ShflMode::Down));
  print("ShflBfly", static_cast<unsigned>(ShflMode::Bfly));
  print("ShflIdx", static_cast<unsigned>(ShflMode::Idx));
  // An opcode group is op_i[3:2]: the C++ opcodes of a group have the group's value there.
  print("OpGroupShfl", op::kShfl >> 2);
  print("OpGroupShflSync", op::kShflSync >> 2);
  print("OpGroupShf", op::kShf >> 2);
  print("OpShuf", op::kShuf);
  using xlane::model::VoteMode;
  print("VoteAll", static_cast<unsigned>(VoteMode::All));
  print("VoteAny", static_cast<unsigned>(VoteMode::Any));
  print("VoteUni", static_cast<unsigned>(VoteMode::Uni));
  print("VoteBallot", static_cast<unsigned>(VoteMode::Ballot));
  using xlane::model::PrmtMode;
  print("PrmtDefault", static_cast<unsigned>(PrmtMode::Default));
  print("PrmtF4e", static_cast<unsigned>(PrmtMode::F4e));
  print("PrmtB4e", static_cast<unsigned>(PrmtMode::B4e));
  print("PrmtRc8", static_cast<unsigned>(PrmtMode::Rc8));
  print("PrmtEcl", static_cast<unsigned>(PrmtMode::Ecl));
  print("PrmtEcr", static_cast<unsigned>(PrmtMode::Ecr));
  print("PrmtRc16", static_cast<unsigned>(PrmtMode::Rc16));
  print("ShflArchXbar", static_cast<unsigned>(ShflArch::Xbar));
  print("ShflArchGather", static_cast<unsigned>(ShflArch::Gather));
  print("ShflArchUniform", static_cast<unsigned>(ShflArch::Uniform));
  print("ShflArchPxbar", static_cast<unsigned>(ShflArch::Pxbar));
  return 0;
}
