// SPDX-License-Identifier: Apache-2.0
// The checks of a parsed program that need all of it; see ptx_resolve.h.
#include "ptx/ptx_resolve.h"

#include <set>

namespace xlane::run {

namespace {

void error(Program& prog, Loc loc, const std::string& msg, const std::string& file) {
  prog.errors.push_back(Diagnostic{file, loc, msg});
}

// Types of undeclared registers: the first typed (u32 / s32 / f32) instruction using them.
void infer_types(Program& prog) {
  std::vector<bool> typed(prog.regs.size());
  for (size_t r = 0; r < prog.regs.size(); ++r) typed[r] = prog.regs[r].declared || prog.regs[r].pred;
  for (const Instr& in : prog.instrs) {
    if (in.type != Type::U32 && in.type != Type::S32 && in.type != Type::F32) continue;
    const auto mark = [&](const Operand& o) {
      if (o.kind != Operand::Kind::Reg || typed[static_cast<size_t>(o.reg)]) return;
      prog.regs[static_cast<size_t>(o.reg)].type = in.type;
      typed[static_cast<size_t>(o.reg)] = true;
    };
    if (in.op != Opcode::Setp) mark(in.dst[0]);
    // Not the shift amount, not the membermask.
    const size_t n = (in.op == Opcode::Shl || in.op == Opcode::Shr) ? 1 : in.src.size() - (in.member ? 1 : 0);
    for (size_t i = 0; i < n; ++i) mark(in.src[i]);
  }
}

// Directive targets; --init replaces the file's //! init of the same register; the
// registers to print.
void bind_directives(Program& prog, const std::map<std::string, int>& index, const std::vector<PrintName>& print) {
  std::set<std::string> cli_inits;
  for (Directive& d : prog.directives) {
    const auto it = index.find(d.name);
    const std::string file = d.from_cli ? "--init" : prog.file;
    if (it == index.end()) {
      error(prog, d.name_loc, std::string(d.from_cli ? "--init" : d.expect ? "//! expect" : "//! init") + ": '" + d.name +
                            "' is not a register of the program", file);
      continue;
    }
    d.reg = it->second;
    if (d.from_cli) cli_inits.insert(d.name);
  }
  // --init replaces the file's //! init of the same register.
  std::vector<Statement> body;
  for (const Statement& s : prog.body) {
    if (!s.is_instr) {
      const Directive& d = prog.directives[s.index];
      if (!d.expect && !d.from_cli && cli_inits.count(d.name)) continue;
    }
    body.push_back(s);
  }
  prog.body = body;
  for (const PrintName& pn : print) {
    const auto it = index.find(pn.name);
    if (it == index.end()) {
      error(prog, pn.loc, "print: '" + pn.name + "' is not a register of the program", pn.file);
      continue;
    }
    prog.print.push_back(it->second);
  }
}

// Registers are read only after something declared, initialised or wrote them.
void check_defined(Program& prog) {
  std::vector<bool> known(prog.regs.size());
  std::vector<bool> reported(prog.regs.size());
  for (size_t r = 0; r < prog.regs.size(); ++r) known[r] = prog.regs[r].declared;
  const auto check = [&](int reg, Loc loc, const std::string& file) {
    if (reg < 0 || known[static_cast<size_t>(reg)] || reported[static_cast<size_t>(reg)]) return;
    reported[static_cast<size_t>(reg)] = true;
    const RegInfo& r = prog.regs[static_cast<size_t>(reg)];
    error(prog, loc, std::string(r.pred ? "undefined predicate '" : "undefined register '") + r.name +
                   "': nothing declares, initialises or writes it before this",
          file);
  };
  for (const Statement& s : prog.body) {
    if (!s.is_instr) {
      const Directive& d = prog.directives[s.index];
      if (d.reg < 0) continue;
      if (d.expect) {
        check(d.reg, d.name_loc, prog.file);
      } else {
        known[static_cast<size_t>(d.reg)] = true;
      }
      continue;
    }
    const Instr& in = prog.instrs[s.index];
    if (in.guard >= 0) check(in.guard, in.guard_loc, prog.file);
    for (const Operand& o : in.src) {
      if (o.kind == Operand::Kind::Reg) check(o.reg, o.loc, prog.file);
    }
    for (const Operand& o : in.dst) known[static_cast<size_t>(o.reg)] = true;
  }
}

}  // namespace

void resolve(Program& prog, const std::map<std::string, int>& index, const std::vector<PrintName>& print) {
  infer_types(prog);
  bind_directives(prog, index, print);
  check_defined(prog);
}

}  // namespace xlane::run
