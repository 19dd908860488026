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

}  // namespace kiln::runtime::builtin_impl
