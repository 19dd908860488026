// Method specificity (Julia manual, "Methods": "Method Ambiguities"; the rules follow
// Julia's type_morespecific for the cases this subset produces).
#include <algorithm>

#include "base/check.h"
#include "runtime/dispatch.h"
#include "runtime/runtime.h"
#include "runtime/subtype.h"
#include "runtime/types.h"

namespace kiln::runtime {
namespace {

// Compares types in one argument position.
bool ElementMoreSpecific(Runtime& rt, Type* x, Type* y) {
  if (x == y) return false;
  bool sxy = Subtype(rt, x, y);
  bool syx = Subtype(rt, y, x);
  if (sxy && !syx) return true;
  if (syx) return false;
  // Not subtype-related. Type{T} (a set of type objects) is more specific than a kind
  // such as DataType (Julia: f(::Type{T}) where T<:Integer beats f(::DataType)).
  Type* ux = Unwrap(x);
  if (IsDataType(ux) && AsDataType(ux)->is_type_type() && IsDataType(y) &&
      AsDataType(y)->is_kind()) {
    return true;
  }
  // A Union is more specific than a type when one of its members is (and not the other
  // way around).
  if (x->kind == TypeKind::kUnion) {
    auto* u = static_cast<UnionType*>(x);
    bool some = false;
    for (uint32_t i = 0; i < u->n && !some; ++i) {
      some = ElementMoreSpecific(rt, u->components()[i], y);
    }
    if (!some) return false;
    if (y->kind == TypeKind::kUnion) {
      auto* v = static_cast<UnionType*>(y);
      for (uint32_t i = 0; i < v->n; ++i) {
        if (ElementMoreSpecific(rt, v->components()[i], x)) return false;
      }
    }
    return true;
  }
  return false;
}

// A type variable in an argument position compares as its upper bound.
Type* PositionType(Type* t) {
  while (t->kind == TypeKind::kTypeVar) t = static_cast<TypeVar*>(t)->ub;
  return t;
}

Type* ElementAt(DataType* t, int64_t i, int64_t fixed, bool vararg) {
  if (i < fixed) return t->param(i).As<Type>();
  if (vararg) return t->param(fixed).As<VarargType>()->t;
  return nullptr;
}

bool TupleMoreSpecific(Runtime& rt, DataType* a, DataType* b) {
  bool va = IsVarargTuple(a), vb = IsVarargTuple(b);
  int64_t fa = a->nparams() - (va ? 1 : 0);
  int64_t fb = b->nparams() - (vb ? 1 : 0);
  if (!va && !vb && fa != fb) return false;
  int64_t n = std::max(fa, fb) + (va && vb ? 1 : 0);
  bool some = false;
  for (int64_t i = 0; i < n; ++i) {
    Type* x = ElementAt(a, i, fa, va);
    Type* y = ElementAt(b, i, fb, vb);
    if (x == nullptr || y == nullptr) return false;
    x = PositionType(x);
    y = PositionType(y);
    if (ElementMoreSpecific(rt, y, x)) return false;
    if (ElementMoreSpecific(rt, x, y)) some = true;
  }
  if (!some) return !va && vb;  // otherwise equal: fixed arity beats varargs
  return true;
}

}  // namespace

bool MoreSpecific(Runtime& rt, Type* a, Type* b) {
  if (a == b) return false;
  bool ab = Subtype(rt, a, b);
  bool ba = Subtype(rt, b, a);
  if (ab != ba) return ab;
  if (ab) return false;  // type-equal signatures: neither
  Type* ua = Unwrap(a);
  Type* ub = Unwrap(b);
  if (!IsDataType(ua) || !IsDataType(ub) || !AsDataType(ua)->is_tuple() ||
      !AsDataType(ub)->is_tuple()) {
    return false;
  }
  return TupleMoreSpecific(rt, AsDataType(ua), AsDataType(ub));
}

}  // namespace kiln::runtime
