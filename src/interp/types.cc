// Types (definitions.h): type expressions, struct and abstract types, closure
// types.
#include "runtime/types.h"

#include "interp/definitions.h"
#include "interp/globals.h"
#include "runtime/errors.h"
#include "runtime/module.h"
#include "runtime/object.h"
#include "runtime/subtype.h"

namespace kiln::interp {

using runtime::DataType;
using runtime::Symbol;
using runtime::Type;
using runtime::TypeValue;

bool Definitions::RequireType(Value v, const char* context) {
  if (v.defined() && runtime::IsTypeOrVar(v)) return true;
  return runtime::ThrowTypeError(rt_, context, "", TypeValue(rt_.core.type_type), v);
}

bool Definitions::EvalTypeExpr(LinkedModule* lm, ir::TypeExprId id, const std::vector<Value>& vars,
                               Value* out) {
  if (!id.has_value()) {
    *out = TypeValue(rt_.core.any);
    return true;
  }
  const ir::TypeExpr& t = lm->ir->type_expr(id);
  switch (t.kind) {
    case ir::TypeExprKind::kAny: *out = TypeValue(rt_.core.any); return true;
    case ir::TypeExprKind::kGlobal: return ReadGlobal(rt_, lm, t.aux, out);
    case ir::TypeExprKind::kTypeVar:
      if (t.aux >= vars.size()) return runtime::ThrowErrorException(rt_, "bad type variable");
      *out = vars[t.aux];
      return true;
    case ir::TypeExprKind::kConst:
      if (!lm->consts[t.aux].defined()) return rt_.Throw(lm->const_errors[t.aux]);
      *out = lm->consts[t.aux];
      return true;
    case ir::TypeExprKind::kCurly:
    case ir::TypeExprKind::kUnion:
    case ir::TypeExprKind::kVararg: {
      runtime::RootedVector<Value> parts(t.children.size());
      for (size_t i = 0; i < t.children.size(); ++i) {
        if (!EvalTypeExpr(lm, t.children[i], vars, &parts[i])) return false;
      }
      if (t.kind == ir::TypeExprKind::kCurly) {
        return runtime::ApplyType(rt_, parts[0], parts.data() + 1,
                                  static_cast<uint32_t>(parts.size() - 1), out);
      }
      if (t.kind == ir::TypeExprKind::kVararg && parts.size() == 2) {
        // Vararg{T, N}: the count (an Int or a type variable) is checked as
        // Core.apply_type checks it.
        return runtime::ApplyType(rt_, rt_.core.vararg_wrapper, parts.data(), 2, out);
      }
      std::vector<Type*> types;
      for (const Value& p : parts) {
        if (!RequireType(p, "Union")) return false;
        types.push_back(runtime::AsType(p));
      }
      if (t.kind == ir::TypeExprKind::kUnion) {
        *out =
            TypeValue(runtime::MakeUnion(rt_, types.data(), static_cast<uint32_t>(types.size())));
      } else {
        *out =
            TypeValue(runtime::MakeVararg(rt_, types.empty() ? rt_.core.any : types[0], Value()));
      }
      return true;
    }
    case ir::TypeExprKind::kTypeOf: {
      // typeof(f) in an annotation: the type of the value the child names.
      Value v;
      if (t.children.size() != 1 || !EvalTypeExpr(lm, t.children[0], vars, &v)) return false;
      *out = TypeValue(v.type);
      return true;
    }
    case ir::TypeExprKind::kUnionAll: {
      // B where T: a fresh variable at position aux while B is evaluated.
      if (t.children.size() != 4) return runtime::ThrowErrorException(rt_, "bad where type");
      Value name, lb, ub;
      if (!EvalTypeExpr(lm, t.children[0], vars, &name) ||
          !EvalTypeExpr(lm, t.children[1], vars, &lb) ||
          !EvalTypeExpr(lm, t.children[2], vars, &ub)) {
        return false;
      }
      if (!RequireType(lb, "TypeVar") || !RequireType(ub, "TypeVar")) return false;
      if (name.type != rt_.core.symbol) return runtime::ThrowErrorException(rt_, "bad where type");
      runtime::TypeVar* tv =
          runtime::NewTypeVar(rt_, name.As<Symbol>(), runtime::AsType(lb), runtime::AsType(ub));
      runtime::RootedVector<Value> inner(std::max<size_t>(vars.size(), t.aux + 1));
      for (size_t i = 0; i < vars.size(); ++i) inner[i] = vars[i];
      inner[t.aux] = TypeValue(tv);
      std::vector<Value> inner_vars(inner.begin(), inner.end());
      Value body;
      if (!EvalTypeExpr(lm, t.children[3], inner_vars, &body)) return false;
      if (!RequireType(body, "UnionAll")) return false;
      *out = TypeValue(runtime::MakeUnionAll(rt_, tv, runtime::AsType(body)));
      return true;
    }
  }
  return runtime::ThrowErrorException(rt_, "unknown type expression");
}

bool Definitions::MakeTypeVars(LinkedModule* lm, const std::vector<ir::TypeVarDef>& defs,
                               std::vector<Value>* vars) {
  for (const ir::TypeVarDef& d : defs) {
    Value ub;
    if (!EvalTypeExpr(lm, d.upper_bound, *vars, &ub)) return false;
    if (!RequireType(ub, "TypeVar")) return false;
    runtime::Type* lb = rt_.core.bottom;
    if (d.lower_bound.has_value()) {
      Value v;
      if (!EvalTypeExpr(lm, d.lower_bound, *vars, &v)) return false;
      if (!RequireType(v, "TypeVar")) return false;
      lb = runtime::AsType(v);
    }
    runtime::TypeVar* tv =
        runtime::NewTypeVar(rt_, NameSymbol(lm, d.name), lb, runtime::AsType(ub));
    vars->push_back(TypeValue(tv));
  }
  return true;
}

bool Definitions::EnsureClosureType(LinkedModule* lm, uint32_t closure_id, Value* out) {
  Value& slot = lm->closure_types[closure_id];
  if (slot.defined()) {
    *out = slot;
    return true;
  }
  // Julia manual, "Closures": a closure is an object of a struct type with one
  // field per captured variable, whose methods are the function's.
  const ir::ClosureDef& c = lm->ir->closure(ir::ClosureId(closure_id));
  std::vector<Symbol*> fields;
  for (ir::NameId n : c.captured) fields.push_back(NameSymbol(lm, n));
  DataType* type = runtime::NewStructType(rt_, lm->module, NameSymbol(lm, c.name), nullptr, 0,
                                          fields.data(), static_cast<uint32_t>(fields.size()),
                                          /*is_mutable=*/false, rt_.core.function);
  runtime::RootedVector<Value> field_types(fields.size(), TypeValue(rt_.core.any));
  if (!runtime::SetFieldTypesChecked(rt_, type, field_types.data(),
                                     static_cast<uint32_t>(field_types.size()))) {
    return false;
  }
  slot = TypeValue(type);
  *out = slot;
  for (ir::MethodDefId m : c.methods) {
    runtime::Method* method = nullptr;
    if (!DefineMethod(lm, m.index, &method)) return false;
    // The type is new, so no call made before could have dispatched to these
    // methods: they may be visible in every world. This is what lets the
    // frame that creates the closure (running in an older world) call it;
    // Julia gets the same effect by defining closure types ahead of time.
    method->primary_world = 1;
  }
  return true;
}

bool Definitions::DefineStruct(LinkedModule* lm, uint32_t struct_id, bool is_abstract) {
  const ir::StructDef& s = lm->ir->struct_def(ir::StructDefId(struct_id));
  std::vector<Value> vars;
  if (!MakeTypeVars(lm, s.type_vars, &vars)) return false;
  std::vector<runtime::TypeVar*> tvs;
  for (const Value& v : vars) tvs.push_back(v.As<runtime::TypeVar>());
  DataType* super = nullptr;
  if (s.super_type.has_value()) {
    Value sv;
    if (!EvalTypeExpr(lm, s.super_type, vars, &sv)) return false;
    Type* st = runtime::IsTypeOrVar(sv) ? runtime::AsType(sv) : nullptr;
    if (st == nullptr || !runtime::IsDataType(st) || !runtime::AsDataType(st)->abstract()) {
      return runtime::ThrowErrorException(
          rt_, "invalid subtyping in definition of " + std::string(lm->ir->NameText(s.name)));
    }
    super = runtime::AsDataType(st);
  }
  Symbol* name = NameSymbol(lm, s.name);
  if (is_abstract) {
    DataType* t = runtime::NewAbstractType(rt_, lm->module, name, tvs.data(),
                                           static_cast<uint32_t>(tvs.size()), super);
    if (t == nullptr) return false;  // refused, with an exception raised
    return runtime::SetConst(rt_, lm->module, name, t->name->wrapper);
  }
  std::vector<Symbol*> field_names;
  for (const ir::FieldDef& f : s.fields) field_names.push_back(NameSymbol(lm, f.name));
  DataType* t = runtime::NewStructType(
      rt_, lm->module, name, tvs.data(), static_cast<uint32_t>(tvs.size()), field_names.data(),
      static_cast<uint32_t>(field_names.size()), s.is_mutable, super);
  if (t == nullptr) return false;  // refused (a planted definition), with an exception raised
  for (size_t i = 0; i < s.fields.size(); ++i) {
    if (!s.fields[i].is_const) continue;
    runtime::TypeName* tn = t->name;
    if (tn->const_fields == nullptr) {
      tn->const_fields = runtime::NewSVec(rt_, static_cast<uint32_t>(s.fields.size()));
      for (size_t j = 0; j < s.fields.size(); ++j) (*tn->const_fields)[j] = rt_.core.Bool(false);
    }
    (*tn->const_fields)[i] = rt_.core.Bool(true);
  }
  // Bound before the field types are evaluated: they may mention the type.
  if (!runtime::SetConst(rt_, lm->module, name, t->name->wrapper)) return false;
  runtime::RootedVector<Value> field_types(s.fields.size());
  for (size_t i = 0; i < s.fields.size(); ++i) {
    if (!EvalTypeExpr(lm, s.fields[i].type, vars, &field_types[i])) return false;
  }
  if (!runtime::SetFieldTypesChecked(rt_, t, field_types.data(),
                                     static_cast<uint32_t>(field_types.size()))) {
    return false;
  }
  if (s.constructors.empty()) {
    // Like Base's outer constructors (DefineMethod), the default ones of a type
    // without parameters wait until the type is called; their worlds are
    // taken now.
    Type* callee = runtime::AsType(t->name->wrapper);
    if (lm->defers_methods && tvs.empty() &&
        runtime::CanDeferMethod(rt_, rt_.type_callee_mt, callee)) {
      Defer(rt_.type_callee_mt, callee,
            DeferredDef{lm, kDefaultConstructors, 0, TypeValue(t), s.line},
            DefaultConstructorCount(t));
      return true;
    }
    return DefineDefaultConstructors(lm->module, FileSymbol(lm), t, s.line);
  }
  for (ir::MethodDefId c : s.constructors) {
    if (!DefineMethod(lm, c.index)) return false;
  }
  return true;
}

}  // namespace kiln::interp
