#include "tape/verify.h"

#include <string>

#include "tape/definite_assignment.h"
#include "tape/fast_ops.h"
#include "tape/layout.h"

namespace kiln::tape {
namespace {

using base::Status;

// Upper bound of the id an opcode's `id` word or A field may hold.
size_t IdLimit(const ir::ModuleIr& m, Op op) {
  switch (op) {
    case Op::kDefineMethod: return m.methods().size();
    case Op::kDefineStruct:
    case Op::kDefineAbstract: return m.structs().size();
    case Op::kClosure: return m.closures().size();
    case Op::kUsing:
    case Op::kImport: return m.imports().size();
    case Op::kExport: return m.names().size();
    // An index into the file's modules, which one ModuleIr does not know:
    // the interpreter checks it against its CompiledFile.
    case Op::kDefineModule: return UINT32_MAX;
    default: return 0;
  }
}

}  // namespace

Status VerifyTape(const ir::ModuleIr& m, const TapeBody& body) {
  auto bad = [&](uint32_t pc, const std::string& what) {
    return Status::Corruption("invalid tape at " + std::to_string(pc) + ": " + what);
  };
  if (body.arg_count > body.slot_count || body.slot_count > body.register_count ||
      body.slot_names.size() != body.slot_count || (body.is_vararg && body.arg_count == 0)) {
    return Status::Corruption("invalid tape: frame shape");
  }
  if (body.code.empty()) return Status::Corruption("invalid tape: empty body");
  // Each call site is an operand of an instruction: a larger count is damage (and
  // would size the body's site caches from it).
  if (body.site_count > body.code.size()) return Status::Corruption("invalid tape: more call sites than code");
  // Past the slots, a register holds a value some instruction makes (and one
  // scratch register): a larger count is damage (the checks below size their
  // tables by it).
  if (body.register_count > body.slot_count + 2 * uint64_t{body.code.size()} + 1 ||
      body.register_count > kMaxA) {
    return Status::Corruption("invalid tape: more registers than code");
  }
  // Pass 1: instruction boundaries.
  std::vector<bool> boundary(body.code.size() + 1, false);
  uint32_t last = 0;
  for (uint32_t pc = 0; pc < body.code.size();) {
    uint32_t len = InstructionLength(body.code, pc);
    if (len == 0) return bad(pc, "truncated or unknown instruction");
    boundary[pc] = true;
    last = pc;
    pc += len;
  }
  Op last_op = OpOf(body.code[last]);
  if (last_op != Op::kReturn && last_op != Op::kJump && last_op != Op::kRethrow &&
      last_op != Op::kUnreachable) {
    return bad(last, "code does not end in a terminator");
  }
  // Pass 2: operands.
  auto check = [&](uint32_t pc, Op op, Role role, uint32_t v) -> Status {
    switch (role) {
      case Role::kNone:
        return v == 0 ? Status::Ok() : bad(pc, "unused field set");
      case Role::kReg:
        return v < body.register_count ? Status::Ok() : bad(pc, "register out of range");
      case Role::kPc:
        return v < boundary.size() && boundary[v] ? Status::Ok() : bad(pc, "bad jump target");
      case Role::kSite:
        return v < body.site_count ? Status::Ok() : bad(pc, "call site out of range");
      case Role::kGlobal:
        return v < m.global_refs().size() ? Status::Ok() : bad(pc, "global out of range");
      case Role::kId:
        return v < IdLimit(m, op) ? Status::Ok() : bad(pc, "id out of range");
      case Role::kImm:
      case Role::kCount: return Status::Ok();
      case Role::kArg: {
        uint32_t index = ArgIndexOf(v);
        switch (ArgKindOf(v)) {
          case ArgKind::kReg:
            return index < body.register_count ? Status::Ok() : bad(pc, "register out of range");
          case ArgKind::kConst:
            return index < m.consts().size() ? Status::Ok() : bad(pc, "constant out of range");
          case ArgKind::kGlobal:
            return index < m.global_refs().size() ? Status::Ok() : bad(pc, "global out of range");
          case ArgKind::kStaticParam: return Status::Ok();  // checked against the method
        }
      }
    }
    return bad(pc, "unknown operand role");
  };
  for (uint32_t pc = 0; pc < body.code.size(); pc += InstructionLength(body.code, pc)) {
    Op op = OpOf(body.code[pc]);
    if (IsTypedOp(op)) return bad(pc, "typed op in a stored tape");
    if (IsBranchForm(op)) {
      // The interpreter reads the jumpifnot that follows a compare-and-branch.
      uint32_t next = pc + InstructionLength(body.code, pc);
      if (next >= body.code.size() || OpOf(body.code[next]) != Op::kJumpIfNot) {
        return bad(pc, "compare-and-branch not followed by jumpifnot");
      }
    }
    const Layout& layout = LayoutOf(op);
    RETURN_IF_ERROR(check(pc, op, layout.a, AOf(body.code[pc])));
    uint32_t w = pc + 1;
    for (Role role : layout.words) {
      uint32_t v = body.code[w++];
      RETURN_IF_ERROR(check(pc, op, role, v));
      if (role == Role::kCount) {
        for (uint32_t k = 0; k < v; ++k) RETURN_IF_ERROR(check(pc, op, Role::kArg, body.code[w++]));
      }
    }
  }
  uint32_t prev = 0;
  for (const LineEntry& e : body.lines) {
    if (e.pc < prev || e.pc >= body.code.size()) return Status::Corruption("invalid tape: lines");
    prev = e.pc;
  }
  // Pass 3: every register read was written on every path to the read.
  return CheckDefiniteAssignment(body);
}

}  // namespace kiln::tape
