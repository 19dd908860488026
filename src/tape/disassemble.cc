#include "tape/disassemble.h"

#include <cstdio>

#include "ir/printer.h"
#include "tape/layout.h"

namespace kiln::tape {
namespace {

std::string RenderArg(const ir::ModuleIr& m, uint32_t v) {
  static const ir::Body kNoBody;
  uint32_t index = ArgIndexOf(v);
  switch (ArgKindOf(v)) {
    case ArgKind::kReg: return "r" + std::to_string(index);
    case ArgKind::kConst: return ir::PrintOperand(m, kNoBody, ir::Operand::Const(ir::ConstId(index)));
    case ArgKind::kGlobal:
      return ir::PrintOperand(m, kNoBody, ir::Operand::Global(ir::GlobalRefId(index)));
    case ArgKind::kStaticParam: return "$sparam" + std::to_string(index + 1);
  }
  return "?";
}

std::string Render(const ir::ModuleIr& m, Role role, uint32_t v) {
  switch (role) {
    case Role::kNone: return "";
    case Role::kReg: return "r" + std::to_string(v);
    case Role::kPc: return "->" + std::to_string(v);
    case Role::kArg: return RenderArg(m, v);
    case Role::kSite: return "@" + std::to_string(v);
    case Role::kGlobal: return RenderArg(m, PackArg(ArgKind::kGlobal, v));
    case Role::kId: return "#" + std::to_string(v + 1);
    case Role::kImm: return std::to_string(v);
    case Role::kCount: return "";
  }
  return "?";
}

}  // namespace

std::string Disassemble(const ir::ModuleIr& m, const TapeBody& body) {
  std::string out = std::string(m.NameText(body.name)) + ": " +
                    std::to_string(body.arg_count) + " args, " +
                    std::to_string(body.slot_count) + " slots, " +
                    std::to_string(body.register_count) + " registers, " +
                    std::to_string(body.site_count) + " call sites, " +
                    std::to_string(body.code.size() * 4) + " bytes\n";
  uint32_t last_line = 0;
  for (uint32_t pc = 0; pc < body.code.size(); pc += InstructionLength(body.code, pc)) {
    Op op = OpOf(body.code[pc]);
    const Layout& layout = LayoutOf(op);
    char head[32];
    std::snprintf(head, sizeof head, "  %04u  %-14s", pc, std::string(OpName(op)).c_str());
    std::string line = head;
    std::vector<std::string> parts;
    if (layout.a != Role::kNone) parts.push_back(Render(m, layout.a, AOf(body.code[pc])));
    uint32_t w = pc + 1;
    for (Role role : layout.words) {
      uint32_t v = body.code[w++];
      if (role == Role::kCount) {
        std::string list = "(";
        for (uint32_t k = 0; k < v; ++k) {
          if (k) list += ", ";
          list += RenderArg(m, body.code[w++]);
        }
        parts.push_back(list + ")");
      } else {
        parts.push_back(Render(m, role, v));
      }
    }
    for (size_t k = 0; k < parts.size(); ++k) {
      if (k) line += ", ";
      line += parts[k];
    }
    uint32_t src_line = body.LineAt(pc);
    if (src_line != last_line) {
      line.resize(std::max<size_t>(line.size(), 60), ' ');
      line += " # line " + std::to_string(src_line);
      last_line = src_line;
    }
    out += line + "\n";
  }
  return out;
}

}  // namespace kiln::tape
