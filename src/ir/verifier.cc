#include "ir/verifier.h"

#include <string>

namespace kiln::ir {
namespace {

using base::Status;

Status Bad(const ModuleIr& m, const Body& body, size_t stmt, const std::string& what) {
  return Status::Corruption("invalid IR in " + std::string(m.NameText(body.name)) +
                            " statement " + std::to_string(stmt + 1) + ": " + what);
}

Status CheckOperand(const ModuleIr& m, const Body& body, size_t stmt, const Operand& op) {
  switch (op.kind) {
    case OperandKind::kNone: return Bad(m, body, stmt, "missing operand");
    case OperandKind::kSsa:
      if (op.index >= stmt) return Bad(m, body, stmt, "SSA value used before definition");
      return Status::Ok();
    case OperandKind::kSlot:
      if (op.index >= body.slots.size()) return Bad(m, body, stmt, "slot out of range");
      return Status::Ok();
    case OperandKind::kConst:
      if (op.index >= m.consts().size()) return Bad(m, body, stmt, "constant out of range");
      return Status::Ok();
    case OperandKind::kGlobal:
      if (op.index >= m.global_refs().size()) return Bad(m, body, stmt, "global out of range");
      return Status::Ok();
    case OperandKind::kStaticParam: return Status::Ok();
  }
  return Bad(m, body, stmt, "unknown operand kind");
}

// Minimum operand count per statement kind, and whether more are allowed.
struct Arity {
  uint32_t min;
  bool variadic;
};

Arity ArityOf(StmtKind kind) {
  switch (kind) {
    case StmtKind::kCall:
    case StmtKind::kSplat:
    case StmtKind::kNew: return {1, true};
    case StmtKind::kClosure: return {0, true};
    case StmtKind::kCopy:
    case StmtKind::kAssignSlot:
    case StmtKind::kGotoIfNot:
    case StmtKind::kReturn:
    case StmtKind::kPopException:
    case StmtKind::kIsDefinedGlobal:
    case StmtKind::kDeclareGlobal:
    case StmtKind::kDeclareFunction:
    case StmtKind::kSoftScopeWarning:
    case StmtKind::kInclude: return {1, false};
    case StmtKind::kAssignGlobal:
    case StmtKind::kDefineConst: return {2, false};
    default: return {0, false};
  }
}

}  // namespace

Status VerifyBody(const ModuleIr& m, const Body& body) {
  if (body.nargs > body.slots.size()) {
    return Status::Corruption("invalid IR: more arguments than slots");
  }
  for (const Slot& s : body.slots) {
    if (s.name.index >= m.names().size()) return Status::Corruption("invalid IR: slot name");
    if (s.declared_type.has_value() && s.declared_type.index >= m.type_exprs().size()) {
      return Status::Corruption("invalid IR: slot type");
    }
  }
  if (body.stmts.empty()) return Status::Corruption("invalid IR: empty body");
  for (size_t i = 0; i < body.stmts.size(); ++i) {
    const Stmt& s = body.stmts[i];
    if (static_cast<uint64_t>(s.first_operand) + s.operand_count > body.operands.size()) {
      return Bad(m, body, i, "operands out of range");
    }
    Arity arity = ArityOf(s.kind);
    if (s.operand_count < arity.min || (!arity.variadic && s.operand_count != arity.min)) {
      return Bad(m, body, i, "wrong operand count for " + std::string(StmtKindName(s.kind)));
    }
    for (const Operand& op : body.OperandsOf(s)) RETURN_IF_ERROR(CheckOperand(m, body, i, op));
    auto in_range = [&](size_t n) { return s.aux < n; };
    bool ok = true;
    switch (s.kind) {
      case StmtKind::kGoto:
      case StmtKind::kGotoIfNot:
      case StmtKind::kEnter: ok = in_range(body.stmts.size()); break;
      case StmtKind::kAssignSlot:
      case StmtKind::kDeclareLocal:
      case StmtKind::kIsDefinedSlot: ok = in_range(body.slots.size()); break;
      case StmtKind::kClosure: ok = in_range(m.closures().size()); break;
      case StmtKind::kDefineMethod: ok = in_range(m.methods().size()); break;
      case StmtKind::kDefineStruct:
      case StmtKind::kDefineAbstract: ok = in_range(m.structs().size()); break;
      case StmtKind::kUsing:
      case StmtKind::kImport: ok = in_range(m.imports().size()); break;
      case StmtKind::kExport: ok = in_range(m.names().size()); break;
      default: break;
    }
    if (!ok) return Bad(m, body, i, "reference out of range");
  }
  const Stmt& last = body.stmts.back();
  if (last.kind != StmtKind::kReturn && last.kind != StmtKind::kGoto &&
      last.kind != StmtKind::kUnreachable && last.kind != StmtKind::kRethrow) {
    return Status::Corruption("invalid IR: body of " + std::string(m.NameText(body.name)) +
                              " falls off its end");
  }
  return Status::Ok();
}

bool ConstantBitsFit(const Constant& c) {
  switch (c.kind) {
    case ConstKind::kBool: return c.bits <= 1 && c.high == 0;
    case ConstKind::kUInt8: return c.bits <= UINT8_MAX && c.high == 0;
    case ConstKind::kUInt16: return c.bits <= UINT16_MAX && c.high == 0;
    case ConstKind::kUInt32:
    case ConstKind::kChar: return c.bits <= UINT32_MAX && c.high == 0;
    case ConstKind::kInt128:
    case ConstKind::kUInt128: return true;
    default: return c.high == 0;
  }
}

Status VerifyModule(const ModuleIr& m) {
  auto check_name = [&](NameId n) { return n.index < m.names().size(); };
  auto check_type = [&](TypeExprId t) { return !t.has_value() || t.index < m.type_exprs().size(); };
  if (!check_name(m.name)) return Status::Corruption("invalid IR: module name");
  for (const Constant& c : m.consts()) {
    if (c.kind == ConstKind::kString && c.bits >= m.strings().size()) {
      return Status::Corruption("invalid IR: string constant out of range");
    }
    if (c.kind == ConstKind::kSymbol && c.bits >= m.names().size()) {
      return Status::Corruption("invalid IR: symbol constant out of range");
    }
    if (c.kind == ConstKind::kSourcePath && c.bits > kSourceModule) {
      return Status::Corruption("invalid IR: source path constant");
    }
    if (!ConstantBitsFit(c)) return Status::Corruption("invalid IR: constant wider than its type");
  }
  for (const GlobalRef& g : m.global_refs()) {
    if (!check_name(g.name)) return Status::Corruption("invalid IR: global name");
    for (NameId p : g.path) {
      if (!check_name(p)) return Status::Corruption("invalid IR: global path");
    }
  }
  for (size_t i = 0; i < m.type_exprs().size(); ++i) {
    const TypeExpr& t = m.type_exprs()[i];
    // Children are built before parents, so a smaller index rules out cycles.
    for (TypeExprId c : t.children) {
      if (c.index >= i) return Status::Corruption("invalid IR: type expression order");
    }
    if (t.kind == TypeExprKind::kGlobal && t.aux >= m.global_refs().size()) {
      return Status::Corruption("invalid IR: type expression global");
    }
    if (t.kind == TypeExprKind::kConst && t.aux >= m.consts().size()) {
      return Status::Corruption("invalid IR: type expression constant");
    }
    if (t.kind == TypeExprKind::kCurly && t.children.empty()) {
      return Status::Corruption("invalid IR: empty type application");
    }
    if (t.kind == TypeExprKind::kTypeOf && t.children.size() != 1) {
      return Status::Corruption("invalid IR: typeof type expression");
    }
    if (t.kind == TypeExprKind::kUnionAll && t.children.size() != 4) {
      return Status::Corruption("invalid IR: where type expression");
    }
  }
  auto check_vars = [&](const std::vector<TypeVarDef>& vars) {
    for (const TypeVarDef& v : vars) {
      if (!check_name(v.name) || !check_type(v.upper_bound) || !check_type(v.lower_bound)) {
        return false;
      }
    }
    return true;
  };
  for (const MethodDef& d : m.methods()) {
    if (d.body.index >= m.bodies().size() || !check_vars(d.type_vars)) {
      return Status::Corruption("invalid IR: method definition");
    }
    for (TypeExprId t : d.arg_types) {
      if (!check_type(t)) return Status::Corruption("invalid IR: method signature");
    }
    bool target_ok = true;
    switch (d.target) {
      case MethodTarget::kClosure: target_ok = d.closure.index < m.closures().size(); break;
      case MethodTarget::kCallable:
        target_ok = d.self_type.has_value() && check_type(d.self_type);
        break;
      default: target_ok = d.global_ref.index < m.global_refs().size(); break;
    }
    if (!target_ok) return Status::Corruption("invalid IR: method target");
  }
  for (const StructDef& s : m.structs()) {
    if (!check_name(s.name) || !check_type(s.super_type) || !check_vars(s.type_vars)) {
      return Status::Corruption("invalid IR: struct definition");
    }
    for (const FieldDef& f : s.fields) {
      if (!check_name(f.name) || !check_type(f.type)) {
        return Status::Corruption("invalid IR: struct field");
      }
    }
    for (MethodDefId c : s.constructors) {
      if (c.index >= m.methods().size()) return Status::Corruption("invalid IR: constructor");
    }
  }
  for (const ClosureDef& c : m.closures()) {
    for (MethodDefId id : c.methods) {
      if (id.index >= m.methods().size()) return Status::Corruption("invalid IR: closure method");
    }
  }
  if (m.thunk.index >= m.bodies().size()) return Status::Corruption("invalid IR: no thunk");
  for (const Body& b : m.bodies()) RETURN_IF_ERROR(VerifyBody(m, b));
  return Status::Ok();
}

}  // namespace kiln::ir
