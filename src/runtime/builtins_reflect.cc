// Reflection on types that Base needs beyond getfield (T.super, T.parameters …):
// field names and concreteness.
#include <algorithm>
#include <string_view>
#include <vector>

#include "runtime/builtin_impl.h"
#include "runtime/builtins.h"
#include "runtime/errors.h"
#include "runtime/gc.h"
#include "runtime/native_fn.h"
#include "runtime/object.h"
#include "runtime/runtime.h"
#include "runtime/types.h"
#include "runtime/dispatch.h"
#include "runtime/method.h"
#include "runtime/module.h"
#include "runtime/subtype.h"
#include "runtime/print.h"

namespace kiln::runtime::builtin_impl {

// fieldnames(T): a tuple of Symbols, or of 1..n for tuple types (as Julia).
bool BuiltinTypeFieldnames(Runtime& rt, const Value* a, uint32_t, Value* r) {
  Value t = a[0];
  if (!t.defined() || !IsType(t) || !IsDataType(t.As<Type>())) {
    return ThrowArgumentError(rt, "type does not have a definite number of fields");
  }
  auto* d = AsDataType(t.As<Type>());
  if (d->abstract() || (d->is_tuple() && IsVarargTuple(d))) {
    return ThrowArgumentError(rt, "type does not have a definite number of fields");
  }
  uint32_t n = d->is_tuple() ? static_cast<uint32_t>(d->nparams()) : d->nfields;
  GcVector<Value> names(n);
  for (uint32_t i = 0; i < n; ++i) {
    names[i] = d->is_tuple() ? rt.core.Int64(i + 1) : rt.SymbolValue(FieldName(d, i));
  }
  return CallBuiltin(rt, BuiltinId::kTuple, names.data(), n, r);
}

bool BuiltinTypeIsconcrete(Runtime& rt, const Value* a, uint32_t, Value* r) {
  Value t = a[0];
  *r = rt.core.Bool(t.defined() && IsType(t) && IsConcreteType(t.As<Type>()));
  return true;
}

bool BuiltinTypeIssingleton(Runtime& rt, const Value* a, uint32_t, Value* r) {
  Value t = a[0];
  *r = rt.core.Bool(t.defined() && IsType(t) && IsDataType(t.As<Type>()) &&
                    AsDataType(t.As<Type>())->layout == Layout::kSingleton &&
                    AsDataType(t.As<Type>())->instance.defined());
  return true;
}

// (name, module, mutable, method table name or nothing, abstract, the indices of the
// `const` fields of a mutable struct as a tuple) of T's TypeName.
bool BuiltinTypeNameInfo(Runtime& rt, const Value* a, uint32_t, Value* r) {
  Value t = a[0];
  if (!t.defined() || !IsType(t) || !IsDataType(Unwrap(t.As<Type>()))) {
    return ThrowArgumentError(rt, "type_name_info: not a DataType");
  }
  TypeName* tn = AsDataType(Unwrap(t.As<Type>()))->name;
  Value fields[6] = {rt.SymbolValue(tn->name), Value::FromObject(tn->module),
                     rt.core.Bool(tn->is_mutable),
                     tn->mt != nullptr && tn->mt->name != nullptr ? rt.SymbolValue(tn->mt->name)
                                                                  : rt.core.Nothing(),
                     rt.core.Bool(tn->is_abstract), Value()};
  GcVector<Value> consts;
  for (uint32_t i = 0; tn->const_fields != nullptr && i < tn->const_fields->length; ++i) {
    if ((*tn->const_fields)[i].bits != 0) consts.push_back(rt.core.Int64(i + 1));
  }
  if (!CallBuiltin(rt, BuiltinId::kTuple, consts.data(), static_cast<uint32_t>(consts.size()),
                   &fields[5])) {
    return false;
  }
  return CallBuiltin(rt, BuiltinId::kTuple, fields, 6, r);
}

bool BuiltinMethodExists(Runtime& rt, const Value* a, uint32_t, Value* r) {
  Value t = a[0];
  if (!t.defined() || !IsType(t) || !IsDataType(t.As<Type>()) ||
      !AsDataType(t.As<Type>())->is_tuple() || AsDataType(t.As<Type>())->nparams() < 1) {
    return ThrowArgumentError(rt, "method_exists: expected Tuple{typeof(f), argument types...}");
  }
  DataType* tt = AsDataType(t.As<Type>());
  Value callee = tt->param(0);
  MethodTable* mt = IsTypeOrVar(callee) && IsDataType(callee.As<Type>())
                        ? MethodTableForSignature(rt, tt)
                        : nullptr;
  bool found = false;
  if (mt != nullptr) {
    ResolveMethods(rt, mt, callee, /*for_read=*/true);
    for (uint32_t k = 0; k < mt->methods.size() && !found; ++k) {
      Method* m = mt->methods[k];
      if (m->primary_world > rt.world() || rt.world() >= m->deleted_world) continue;
      found = Subtype(rt, tt, m->sig);
    }
  }
  *r = rt.core.Bool(found);
  return true;
}

bool BuiltinSvecLength(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (!a[0].defined() || a[0].type != rt.core.simplevector) {
    return ThrowArgumentError(rt, "svec_length: not a SimpleVector");
  }
  *r = rt.core.Int64(a[0].As<SVec>()->length);
  return true;
}

bool BuiltinSvecRef(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (!a[0].defined() || a[0].type != rt.core.simplevector || !a[1].defined() ||
      a[1].type->layout != Layout::kInt) {
    return ThrowArgumentError(rt, "svec_ref: expected a SimpleVector and an Int");
  }
  const SVec* v = a[0].As<SVec>();
  const int64_t i = a[1].AsInt();
  if (i < 1 || i > v->length || !(*v)[i - 1].defined()) return ThrowBoundsError(rt, a[0], &a[1], 1);
  *r = (*v)[i - 1];
  return true;
}

bool BuiltinReturnTypeOf(Runtime& rt, const Value* a, uint32_t, Value* r) {
  Value t = a[1];
  if (!t.defined() || !IsType(t) || !IsDataType(t.As<Type>()) ||
      !AsDataType(t.As<Type>())->is_tuple()) {
    return ThrowArgumentError(rt, "return_type_of: expected a Tuple type of argument types");
  }
  DataType* tt = AsDataType(t.As<Type>());
  Type* result = nullptr;
  if (rt.return_type_hook && !IsVarargTuple(tt)) {
    std::vector<Type*> types;
    types.push_back(IsType(a[0]) ? TypeOfType(rt, a[0].As<Type>()) : a[0].type);
    for (int64_t i = 0; i < tt->nparams(); ++i) {
      Value p = tt->param(i);
      if (!IsTypeOrVar(p)) {
        types.clear();
        break;
      }
      types.push_back(p.As<Type>());
    }
    if (!types.empty()) {
      result = rt.return_type_hook(types.data(), static_cast<uint32_t>(types.size()));
      if (rt.has_pending_exception()) return false;
    }
  }
  *r = TypeValue(result != nullptr ? result : rt.core.any);
  return true;
}

namespace {

// A method as Julia's methods(f) lists it (base/methodshow.jl, show_method): the name,
// each argument's name with `::Type` unless it is Any, then a where clause.
std::string MethodText(Runtime& rt, Value f, Method* m, const std::vector<std::string>& kws) {
  std::string text;
  if (IsType(f)) {
    ShowValue(rt, f, &text);  // a constructor is named by its type
  } else {
    text = m->name->name();
  }
  text += "(";
  auto* sig = AsDataType(Unwrap(m->sig));
  auto hidden = [](const TypeVar* tv) { return tv->name->name().starts_with("#"); };
  for (int64_t i = 1; i < sig->nparams(); ++i) {
    if (i > 1) text += ", ";
    std::string_view name;
    if (m->arg_names != nullptr && i - 1 < m->arg_names->length) {
      name = (*m->arg_names)[i - 1].As<Symbol>()->name();
    }
    if (name.starts_with("#")) name = {};
    text += name;
    Value p = sig->param(i);
    bool vararg = IsTypeOrVar(p) && p.As<Type>()->kind == TypeKind::kVararg;
    if (vararg) p = TypeValue(p.As<VarargType>()->t);
    if (!(IsTypeOrVar(p) && p.As<Type>() == rt.core.any)) {
      text += "::";
      if (IsTypeOrVar(p) && p.As<Type>()->kind == TypeKind::kTypeVar && !hidden(p.As<TypeVar>())) {
        text += p.As<TypeVar>()->name->name();
      } else {
        ShowValue(rt, p, &text);
      }
    }
    if (vararg) text += "...";
  }
  for (size_t k = 0; k < kws.size(); ++k) text += (k == 0 ? "; " : ", ") + kws[k];
  text += ")";
  GcVector<Value> named;
  for (int64_t v = 0; m->sparam_vars != nullptr && v < m->sparam_vars->length; ++v) {
    if (!hidden((*m->sparam_vars)[v].As<TypeVar>())) named.push_back((*m->sparam_vars)[v]);
  }
  if (!named.empty()) {
    text += named.size() > 1 ? " where {" : " where ";
    for (size_t v = 0; v < named.size(); ++v) {
      if (v > 0) text += ", ";
      ShowValue(rt, named[v], &text);
    }
    if (named.size() > 1) text += "}";
  }
  return text;
}

// The keyword sorter Core.kwcall(::NamedTuple, ::typeof(f), args...) that lowering
// defined with m (same place, same arguments), or null.
Method* KeywordSorterOf(Runtime& rt, Method* m) {
  Binding* b = FindOwnBinding(rt.core_module, Intern("kwcall"));
  if (b == nullptr || !b->value.defined()) return nullptr;
  MethodTable* kmt = MethodTableOf(rt, b->value);
  if (kmt == nullptr) return nullptr;
  ResolveMethods(rt, kmt, TypeValue(b->value.type), /*for_read=*/true);
  auto* sig = AsDataType(Unwrap(m->sig));
  for (uint32_t k = 0; k < kmt->methods.size(); ++k) {
    Method* km = kmt->methods[k];
    if (km->primary_world > rt.world() || rt.world() >= km->deleted_world) continue;
    if (km->line != m->line || km->file != m->file || km->module != m->module) continue;
    Type* body = Unwrap(km->sig);
    if (!IsDataType(body) || AsDataType(body)->nparams() != sig->nparams() + 2) continue;
    auto* ksig = AsDataType(body);
    bool same = true;
    for (int64_t i = 0; i < sig->nparams() && same; ++i) {
      Value p = sig->param(i);
      Value q = ksig->param(i + 2);
      bool vars = IsTypeOrVar(p) && IsTypeOrVar(q) && p.As<Type>()->kind == TypeKind::kTypeVar &&
                  q.As<Type>()->kind == TypeKind::kTypeVar;
      same = vars || SameBits(p, q) ||
             (IsType(p) && IsType(q) && TypeEqual(rt, p.As<Type>(), q.As<Type>()));
    }
    if (same) return km;
  }
  return nullptr;
}

}  // namespace
}  // namespace kiln::runtime::builtin_impl

namespace kiln::runtime {

// The keywords of m as Julia's kwarg_decl lists them: the sorter's named locals, without
// lowering's own (`#...`), the `kws...` rest last.
std::vector<std::string> MethodKeywordNames(Runtime& rt, Method* m) {
  std::vector<std::string> kws;
  if (rt.deferred_methods == nullptr) return kws;
  Method* km = builtin_impl::KeywordSorterOf(rt, m);
  if (km == nullptr) return kws;
  std::string rest;
  for (std::string& name : rt.deferred_methods->LocalNames(km)) {
    if (name.empty() || name.find('#') != std::string::npos) continue;
    if (name.ends_with("...")) {
      if (rest.empty()) rest = std::move(name);
      continue;
    }
    kws.push_back(std::move(name));
  }
  if (!rest.empty()) kws.push_back(std::move(rest));
  return kws;
}

}  // namespace kiln::runtime

namespace kiln::runtime::builtin_impl {

// The methods of f visible now, most specific first (definition order among equally
// specific ones), each as (text, file::Symbol, line): text as methods(f) shows it.
bool BuiltinFunctionMethods(Runtime& rt, const Value* a, uint32_t, Value* r) {
  Value f = a[0];
  MethodTable* mt = MethodTableOf(rt, f);
  GcVector<Method*> live;
  if (mt != nullptr) {
    ResolveMethods(rt, mt, TypeValue(f.type), /*for_read=*/true);
    for (uint32_t k = 0; k < mt->methods.size(); ++k) {
      Method* m = mt->methods[k];
      if (m->primary_world > rt.world() || rt.world() >= m->deleted_world) continue;
      Type* body = Unwrap(m->sig);
      if (!IsDataType(body) || AsDataType(body)->nparams() < 1) continue;
      Value callee = AsDataType(body)->param(0);  // constructors share one table
      if (IsTypeOrVar(callee)) {
        Type* ct = callee.As<Type>();
        if (ct->kind == TypeKind::kTypeVar) ct = static_cast<TypeVar*>(ct)->ub;
        if (!IsA(rt, f, ct)) continue;
      }
      // Insert after every method at least as specific (a stable insertion sort).
      size_t at = live.size();
      while (at > 0 && MoreSpecific(rt, m->sig, live[at - 1]->sig)) --at;
      live.insert(live.begin() + static_cast<std::ptrdiff_t>(at), m);
    }
  }
  GcVector<Value> rows(live.size());
  for (size_t i = 0; i < live.size(); ++i) {
    Method* m = live[i];
    if (rt.deferred_methods != nullptr) rt.deferred_methods->FillArgNames(m);
    std::vector<std::string> kws = MethodKeywordNames(rt, m);
    Value fields[3] = {StringValue(rt, MethodText(rt, f, m, kws)),
                       rt.SymbolValue(m->file != nullptr ? m->file->name() : "none"),
                       rt.core.Int64(m->line)};
    if (!CallBuiltin(rt, BuiltinId::kTuple, fields, 3, &rows[i])) return false;
  }
  return CallBuiltin(rt, BuiltinId::kTuple, rows.data(), static_cast<uint32_t>(rows.size()), r);
}

// which(f, types): the method dispatch selects for the signature tt.
bool BuiltinWhichMethod(Runtime& rt, const Value* a, uint32_t, Value* r) {
  Value t = a[0];
  if (!t.defined() || !IsType(t) || !IsDataType(t.As<Type>()) ||
      !AsDataType(t.As<Type>())->is_tuple() || AsDataType(t.As<Type>())->nparams() < 1) {
    return ThrowArgumentError(rt, "which_method: expected Tuple{typeof(f), argument types...}");
  }
  DataType* tt = AsDataType(t.As<Type>());
  Value callee = tt->param(0);
  MethodTable* mt = IsTypeOrVar(callee) && IsDataType(callee.As<Type>())
                        ? MethodTableForSignature(rt, tt)
                        : nullptr;
  *r = rt.core.Nothing();
  if (mt == nullptr) return true;
  ResolveMethods(rt, mt, callee, /*for_read=*/true);
  GcVector<Method*> found;
  switch (FindMethods(rt, mt, tt, rt.world(), &found)) {
    case LookupStatus::kFound:
      if (found.size() == 1) *r = Value::FromObject(found[0]);
      return true;
    case LookupStatus::kAmbiguous: *r = rt.SymbolValue("ambiguous"); return true;
    case LookupStatus::kNoMethod: return true;
    case LookupStatus::kTooDeep: return ThrowErrorException(rt, "which: types nested too deeply");
  }
  return true;
}

bool BuiltinMethodInfo(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (!a[0].defined() || a[0].type != rt.core.method) {
    return ThrowTypeError(rt, "method_info", "", TypeValue(rt.core.method), a[0]);
  }
  Method* m = a[0].As<Method>();
  // A constructor's text is named by its type: the K of its callee Type{K}.
  Value f = rt.core.Nothing();
  Type* body = Unwrap(m->sig);
  if (IsDataType(body) && AsDataType(body)->nparams() >= 1) {
    Value callee = AsDataType(body)->param(0);
    if (IsTypeOrVar(callee) && IsDataType(callee.As<Type>())) {
      DataType* ct = AsDataType(callee.As<Type>());
      if (ct->is_type_type() && ct->nparams() == 1 && IsType(ct->param(0))) {
        f = ct->param(0);
      }
    }
  }
  if (rt.deferred_methods != nullptr) rt.deferred_methods->FillArgNames(m);
  std::vector<std::string> kws = MethodKeywordNames(rt, m);
  Value fields[6] = {StringValue(rt, MethodText(rt, f, m, kws)),
                     rt.SymbolValue(m->file != nullptr ? m->file->name() : "none"),
                     rt.core.Int64(m->line),
                     m->module != nullptr ? Value::FromObject(m->module) : rt.core.Nothing(),
                     Value(),
                     rt.core.Int64(m->nargs)};
  fields[4] = rt.SymbolValue(m->name->name());
  return CallBuiltin(rt, BuiltinId::kTuple, fields, 6, r);
}

// names(m; all, imported) (Julia's jl_module_names): the public names of m (its
// exports, its own name), its explicit imports when `imported`, and every name m
// owns when `all` (Main lists its own names but eval and include without `all`);
// without `all`, no deprecated or hidden (#...) names. Sorted, where Julia gives
// the hash table's order.
bool BuiltinModuleNames(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (a[0].type != rt.core.module) {
    return ThrowTypeError(rt, "names", "", TypeValue(rt.core.module), a[0]);
  }
  auto* m = a[0].As<Module>();
  bool all = a[1].type == rt.core.bool_ && a[1].AsBool();
  bool imported = a[2].type == rt.core.bool_ && a[2].AsBool();
  std::vector<Symbol*> out;
  m->bindings.ForEach([&](Binding* b) {
    std::string_view name = b->name->name();
    // `using M` / `import M` bind M's name in m: an import, not a name m defines.
    bool module_import = b->value.defined() && b->value.type == rt.core.module &&
                         b->value.As<Module>() != m && b->value.As<Module>()->parent != m;
    // Every module's implicit `using Base` binds no name in Julia.
    if (module_import && b->value.As<Module>() == rt.base_module) return;
    bool own = b->imported == nullptr && !module_import;
    bool is_public = b->exported || (own && b->name == m->name);
    bool main_public = m == rt.main_module && name != "eval" && name != "include";
    bool hidden = !name.empty() && name[0] == '#';
    if ((is_public || (imported && (b->explicit_import || module_import)) ||
         (own && (all || main_public))) &&
        (all || (!b->deprecated && !hidden))) {
      out.push_back(b->name);
    }
  });
  std::sort(out.begin(), out.end(),
            [](const Symbol* x, const Symbol* y) { return x->name() < y->name(); });
  GcVector<Value> values(out.size());
  for (size_t i = 0; i < out.size(); ++i) values[i] = rt.SymbolValue(out[i]);
  return CallBuiltin(rt, BuiltinId::kTuple, values.data(), static_cast<uint32_t>(out.size()), r);
}

}  // namespace kiln::runtime::builtin_impl
