// Reflection on types that Base needs beyond getfield (T.super, T.parameters …):
// field names and concreteness.
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

// (name, module, mutable, method table name or nothing, abstract) of T's TypeName.
bool BuiltinTypeNameInfo(Runtime& rt, const Value* a, uint32_t, Value* r) {
  Value t = a[0];
  if (!t.defined() || !IsType(t) || !IsDataType(Unwrap(t.As<Type>()))) {
    return ThrowArgumentError(rt, "type_name_info: not a DataType");
  }
  TypeName* tn = AsDataType(Unwrap(t.As<Type>()))->name;
  Value fields[5] = {rt.SymbolValue(tn->name), Value::FromObject(tn->module),
                     rt.core.Bool(tn->is_mutable),
                     tn->mt != nullptr && tn->mt->name != nullptr ? rt.SymbolValue(tn->mt->name)
                                                                  : rt.core.Nothing(),
                     rt.core.Bool(tn->is_abstract)};
  return CallBuiltin(rt, BuiltinId::kTuple, fields, 5, r);
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

}  // namespace kiln::runtime::builtin_impl
