#include "cache/verify_definitions.h"

#include <string>

#include "ir/verifier.h"

namespace kiln::cache {
namespace {

using base::Status;

Status Bad(const std::string& what) { return Status::Corruption("invalid definitions: " + what); }

class Checker {
 public:
  Checker(const ir::ModuleIr& m, size_t module_count) : m_(m), module_count_(module_count) {}

  Status Run() {
    if (!Name(m_.name)) return Bad("module name");
    if (m_.thunk.index >= m_.bodies().size()) return Bad("thunk");
    for (ir::ModuleIrId s : m_.submodules) {
      if (s.index >= module_count_) return Bad("submodule");
    }
    RETURN_IF_ERROR(Constants());
    for (const ir::GlobalRef& g : m_.global_refs()) {
      if (!Name(g.name) || !Names(g.path)) return Bad("global reference");
    }
    RETURN_IF_ERROR(TypeExprs());
    for (const ir::Body& b : m_.bodies()) {
      if (!Name(b.name)) return Bad("body name");
    }
    RETURN_IF_ERROR(Methods());
    RETURN_IF_ERROR(Structs());
    for (const ir::ClosureDef& c : m_.closures()) {
      if (!Name(c.name) || !Names(c.captured) || !Methods(c.methods)) return Bad("closure");
    }
    for (const ir::ImportDef& d : m_.imports()) {
      if (!Names(d.path) || !Names(d.names) || d.aliases.size() != d.names.size()) {
        return Bad("import");
      }
      for (ir::NameId a : d.aliases) {
        if (a.has_value() && !Name(a)) return Bad("import alias");
      }
    }
    return Status::Ok();
  }

 private:
  bool Name(ir::NameId n) const { return n.index < m_.names().size(); }
  bool Names(const std::vector<ir::NameId>& ns) const {
    for (ir::NameId n : ns) {
      if (!Name(n)) return false;
    }
    return true;
  }
  bool Type(ir::TypeExprId t) const { return !t.has_value() || t.index < m_.type_exprs().size(); }
  bool Methods(const std::vector<ir::MethodDefId>& ids) const {
    for (ir::MethodDefId id : ids) {
      if (id.index >= m_.methods().size()) return false;
    }
    return true;
  }
  bool TypeVars(const std::vector<ir::TypeVarDef>& vars) const {
    for (const ir::TypeVarDef& v : vars) {
      if (!Name(v.name) || !Type(v.upper_bound) || !Type(v.lower_bound)) return false;
    }
    return true;
  }

  Status Constants() const {
    for (const ir::Constant& c : m_.consts()) {
      if (!ir::ConstantBitsFit(c)) return Bad("constant wider than its type");
      switch (c.kind) {
        case ir::ConstKind::kString:
          if (c.bits >= m_.strings().size()) return Bad("string constant");
          break;
        case ir::ConstKind::kSymbol:
          if (c.bits >= m_.names().size()) return Bad("symbol constant");
          break;
        case ir::ConstKind::kSourcePath:
          if (c.bits > ir::kSourceModule) return Bad("source path");
          break;
        case ir::ConstKind::kNothing:
        case ir::ConstKind::kBool:
        case ir::ConstKind::kInt64:
        case ir::ConstKind::kUInt8:
        case ir::ConstKind::kUInt16:
        case ir::ConstKind::kUInt32:
        case ir::ConstKind::kUInt64:
        case ir::ConstKind::kInt128:
        case ir::ConstKind::kUInt128:
        case ir::ConstKind::kFloat64:
        case ir::ConstKind::kChar: break;
        default: return Bad("constant kind");
      }
    }
    return Status::Ok();
  }

  Status TypeExprs() const {
    for (size_t i = 0; i < m_.type_exprs().size(); ++i) {
      const ir::TypeExpr& t = m_.type_exprs()[i];
      // Children come before parents, which also rules out cycles.
      for (ir::TypeExprId c : t.children) {
        if (c.index >= i) return Bad("type expression order");
      }
      switch (t.kind) {
        case ir::TypeExprKind::kGlobal:
          if (t.aux >= m_.global_refs().size()) return Bad("type expression global");
          break;
        case ir::TypeExprKind::kConst:
          if (t.aux >= m_.consts().size()) return Bad("type expression constant");
          break;
        case ir::TypeExprKind::kCurly:
          if (t.children.empty()) return Bad("empty type application");
          break;
        case ir::TypeExprKind::kAny:
        case ir::TypeExprKind::kTypeVar:
        case ir::TypeExprKind::kUnion:
        case ir::TypeExprKind::kVararg: break;
        case ir::TypeExprKind::kTypeOf:
          if (t.children.size() != 1) return Bad("typeof type expression");
          break;
        case ir::TypeExprKind::kUnionAll:
          if (t.children.size() != 4 || t.aux > (1u << 16)) return Bad("where type expression");
          break;
        default: return Bad("type expression kind");
      }
    }
    return Status::Ok();
  }

  Status Methods() const {
    for (const ir::MethodDef& d : m_.methods()) {
      RETURN_IF_ERROR(m_.method_stubs() ? Target(d) : Method(d));
    }
    return Status::Ok();
  }

 public:
  // A whole definition; a stub is checked by Target alone.
  Status Method(const ir::MethodDef& d) const {
    if (d.body.index >= m_.bodies().size() || !TypeVars(d.type_vars) || !Type(d.self_type)) {
      return Bad("method");
    }
    for (ir::TypeExprId t : d.arg_types) {
      if (!Type(t)) return Bad("method signature");
    }
    switch (d.target) {
      case ir::MethodTarget::kClosure:
        if (d.closure.index >= m_.closures().size()) return Bad("method target");
        break;
      case ir::MethodTarget::kCallable:
        if (!d.self_type.has_value() || !Type(d.self_type)) return Bad("method target");
        break;
      default: break;
    }
    return Target(d);
  }

 private:
  Status Target(const ir::MethodDef& d) const {
    switch (d.target) {
      case ir::MethodTarget::kClosure:
      case ir::MethodTarget::kCallable: return Status::Ok();
      case ir::MethodTarget::kFunction:
      case ir::MethodTarget::kKwCall:
        if (d.global_ref.index >= m_.global_refs().size()) return Bad("method target");
        return Status::Ok();
      default: return Bad("method target kind");
    }
  }

  Status Structs() const {
    for (const ir::StructDef& s : m_.structs()) {
      if (!Name(s.name) || !Type(s.super_type) || !TypeVars(s.type_vars) ||
          !Methods(s.constructors)) {
        return Bad("struct");
      }
      for (const ir::FieldDef& f : s.fields) {
        if (!Name(f.name) || !Type(f.type)) return Bad("struct field");
      }
    }
    return Status::Ok();
  }

  const ir::ModuleIr& m_;
  size_t module_count_;
};

}  // namespace

Status VerifyDefinitions(const ir::ModuleIr& m, size_t module_count) {
  return Checker(m, module_count).Run();
}

Status VerifyMethod(const ir::ModuleIr& m, ir::MethodDefId id, const ir::MethodDef& def) {
  if (id.index >= m.methods().size()) return Bad("method id");
  const ir::MethodDef& stub = m.method(id);
  if (stub.target != def.target || stub.global_ref != def.global_ref) {
    return Bad("method does not match its table");
  }
  return Checker(m, 0).Method(def);
}

Status VerifyTapeNames(const ir::ModuleIr& m, const ir::Body& header, const tape::TapeBody& tape) {
  const size_t names = m.names().size();
  if (tape.name.index >= names) return Status::Corruption("invalid tape: name");
  for (ir::NameId n : tape.slot_names) {
    if (n.index >= names) return Status::Corruption("invalid tape: slot name");
  }
  if (tape.name != header.name || tape.arg_count != header.nargs ||
      tape.is_vararg != header.is_vararg) {
    return Status::Corruption("invalid tape: does not match its body");
  }
  return Status::Ok();
}

}  // namespace kiln::cache
