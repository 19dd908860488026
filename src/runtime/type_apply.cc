// Type application (Julia's Core.apply_type) and substitution of type variables.
#include <string>

#include "base/check.h"
#include "runtime/errors.h"
#include "runtime/gc.h"
#include "runtime/object.h"
#include "runtime/print.h"
#include "runtime/runtime.h"
#include "runtime/subtype.h"
#include "runtime/types.h"

namespace kiln::runtime {
namespace {

int FindVar(const Type* t, TypeVar* const* vars, uint32_t n) {
  for (uint32_t i = 0; i < n; ++i) {
    if (vars[i] == t) return static_cast<int>(i);
  }
  return -1;
}

// Whether v may be a type parameter: a type or TypeVar, an unboxed bits value, a
// Symbol, or a tuple of such (Julia's valid_type_param).
bool IsValidTypeParam(Runtime& rt, Value v) {
  if (!v.defined()) return false;
  if (IsTypeOrVar(v)) return v.As<Type>()->kind != TypeKind::kVararg;
  if (IsUnboxed(v)) return true;
  if (v.type == rt.core.symbol) return true;
  if (v.type->is_tuple() && v.type->layout == Layout::kStruct) {
    const auto* tup = v.As<StructObject>();
    for (uint32_t i = 0; i < v.type->nfields; ++i) {
      if (!IsValidTypeParam(rt, tup->fields()[i])) return false;
    }
    return true;
  }
  return false;
}

std::string TypeNameString(Runtime& rt, Value tc) {
  Type* t = Unwrap(tc.As<Type>());
  if (IsDataType(t)) return std::string(AsDataType(t)->name->name->name());
  return ShowToString(rt, tc);
}

}  // namespace

Type* SubstituteType(Runtime& rt, Type* t, TypeVar* const* vars, const Value* vals, uint32_t n) {
  Value v = Substitute(rt, TypeValue(t), vars, vals, n);
  DCHECK(IsTypeOrVar(v));
  return v.As<Type>();
}

Value Substitute(Runtime& rt, Value v, TypeVar* const* vars, const Value* vals, uint32_t n) {
  if (!IsTypeOrVar(v) || !v.As<Type>()->has_free_vars) return v;
  Type* t = v.As<Type>();
  switch (t->kind) {
    case TypeKind::kTypeVar: {
      int i = FindVar(t, vars, n);
      return i >= 0 ? vals[i] : v;
    }
    case TypeKind::kDataType: {
      auto* d = AsDataType(t);
      GcVector<Value> params;
      bool changed = false;
      for (int64_t i = 0; i < d->nparams(); ++i) {
        Value p = Substitute(rt, d->param(i), vars, vals, n);
        changed |= !SameBits(p, d->param(i));
        params.push_back(p);
      }
      if (!changed) return v;
      auto count = static_cast<uint32_t>(params.size());
      if (d->is_tuple()) return TypeValue(MakeTupleType(rt, params.data(), count));
      return TypeValue(InstantiateType(rt, d->name, params.data(), count));
    }
    case TypeKind::kUnion: {
      auto* u = static_cast<UnionType*>(t);
      GcVector<Type*> members;
      for (uint32_t i = 0; i < u->n; ++i) {
        members.push_back(SubstituteType(rt, u->components()[i], vars, vals, n));
      }
      return TypeValue(MakeUnion(rt, members.data(), u->n));
    }
    case TypeKind::kUnionAll: {
      auto* ua = static_cast<UnionAll*>(t);
      TypeVar* var = ua->var;
      Type* lb = SubstituteType(rt, var->lb, vars, vals, n);
      Type* ub = SubstituteType(rt, var->ub, vars, vals, n);
      if (lb != var->lb || ub != var->ub) {
        // The bounds mention a substituted variable: rename the bound variable.
        TypeVar* fresh = NewTypeVar(rt, var->name, lb, ub);
        GcVector<TypeVar*> vars2(vars, vars + n);
        GcVector<Value> vals2(vals, vals + n);
        vars2.push_back(var);
        vals2.push_back(TypeValue(fresh));
        Type* body = SubstituteType(rt, ua->body, vars2.data(), vals2.data(), n + 1);
        return TypeValue(MakeUnionAll(rt, fresh, body));
      }
      Type* body = SubstituteType(rt, ua->body, vars, vals, n);
      return TypeValue(MakeUnionAll(rt, var, body));
    }
    case TypeKind::kVararg: {
      auto* va = static_cast<VarargType*>(t);
      Type* elem = SubstituteType(rt, va->t, vars, vals, n);
      Value count = va->n.defined() ? Substitute(rt, va->n, vars, vals, n) : Value();
      return TypeValue(MakeVararg(rt, elem, count));
    }
    case TypeKind::kBottom: return v;
  }
  return v;
}

// Runtime::apply_memo: a direct-mapped cache of UnionAll applications, so that code
// that names `Vector{T}` or `Pair{K, V}` in a loop does not re-substitute the body
// each time. Only successful applications are kept; every Value is compared by
// type and bits, and the table is GC memory reachable from the Runtime, so what
// it holds stays alive.
struct Runtime::ApplyMemoEntry {
  static constexpr uint32_t kMaxParams = 4;
  Value callee;
  Value params[kMaxParams];
  uint32_t n;
  Value result;
};

namespace {

constexpr uint32_t kApplyMemoSize = 512;  // a power of two

bool SameValue(Value a, Value b) { return a.type == b.type && a.bits == b.bits; }

Runtime::ApplyMemoEntry* ApplyMemoSlot(Runtime& rt, Value tc, const Value* params, uint32_t n) {
  if (n > Runtime::ApplyMemoEntry::kMaxParams) return nullptr;
  if (rt.apply_memo == nullptr) {
    rt.apply_memo = static_cast<Runtime::ApplyMemoEntry*>(
        GcAlloc(kApplyMemoSize * sizeof(Runtime::ApplyMemoEntry)));
  }
  uint64_t h = tc.bits * 0x9E3779B97F4A7C15ull;
  for (uint32_t i = 0; i < n; ++i) {
    h = (h ^ reinterpret_cast<uintptr_t>(params[i].type) ^ params[i].bits) * 0x9E3779B97F4A7C15ull;
  }
  return &rt.apply_memo[(h >> 32) & (kApplyMemoSize - 1)];
}

bool ApplyMemoHit(const Runtime::ApplyMemoEntry& e, Value tc, const Value* params, uint32_t n) {
  if (!e.result.defined() || e.n != n || !SameValue(e.callee, tc)) return false;
  for (uint32_t i = 0; i < n; ++i) {
    if (!SameValue(e.params[i], params[i])) return false;
  }
  return true;
}

}  // namespace

bool ApplyType(Runtime& rt, Value tc, const Value* params, uint32_t n, Value* out) {
  const CoreTypes& c = rt.core;
  if (!IsTypeOrVar(tc)) {
    return ThrowTypeError(rt, "Type{...} expression", "", TypeValue(c.unionall), tc);
  }
  Type* t = tc.As<Type>();
  // Union{A, B, ...}
  if (t == c.uniontype) {
    GcVector<Type*> members;
    for (uint32_t i = 0; i < n; ++i) {
      if (!IsTypeOrVar(params[i]) || params[i].As<Type>()->kind == TypeKind::kVararg) {
        return ThrowTypeError(rt, "Union", "", c.type_wrapper, params[i]);
      }
      members.push_back(params[i].As<Type>());
    }
    *out = TypeValue(MakeUnion(rt, members.data(), n));
    return true;
  }
  // Tuple{A, B, Vararg{C}}
  if (t == c.any_tuple) {
    for (uint32_t i = 0; i < n; ++i) {
      bool is_vararg = IsTypeOrVar(params[i]) && params[i].As<Type>()->kind == TypeKind::kVararg;
      if (is_vararg && i + 1 != n) {
        return ThrowTypeError(rt, "Tuple", "parameter", c.type_wrapper, params[i]);
      }
      if (!is_vararg && !IsTypeOrVar(params[i])) {
        return ThrowTypeError(rt, "Tuple", "parameter", c.type_wrapper, params[i]);
      }
    }
    *out = TypeValue(MakeTupleType(rt, params, n));
    return true;
  }
  // Vararg{T} / Vararg{T, N}
  if (t->kind == TypeKind::kVararg) {
    if (n == 0 || n > 2 || !IsTypeOrVar(params[0])) {
      return ThrowTypeError(rt, "Vararg", "type", c.type_wrapper, n > 0 ? params[0] : c.Nothing());
    }
    Value count;
    if (n == 2) {
      count = params[1];
      bool ok = (count.type == c.int64 && count.AsInt() >= 0) ||
                (IsTypeOrVar(count) && count.As<Type>()->kind == TypeKind::kTypeVar);
      if (!ok) return ThrowTypeError(rt, "Vararg", "count", TypeValue(c.int64), count);
    }
    *out = TypeValue(MakeVararg(rt, params[0].As<Type>(), count));
    return true;
  }
  if (t->kind != TypeKind::kUnionAll) {
    if (n == 0) {
      *out = tc;
      return true;
    }
    return ThrowTypeError(rt, "Type{...} expression", "", TypeValue(c.unionall), tc);
  }
  Runtime::ApplyMemoEntry* memo = ApplyMemoSlot(rt, tc, params, n);
  if (memo != nullptr && ApplyMemoHit(*memo, tc, params, n)) {
    *out = memo->result;
    return true;
  }
  // Peel one UnionAll per parameter, checking bounds with the earlier parameters
  // substituted into them.
  GcVector<TypeVar*> vars;
  Type* body = t;
  for (uint32_t i = 0; i < n; ++i) {
    if (body->kind != TypeKind::kUnionAll) {
      return ThrowErrorException(rt, "too many parameters for type " + TypeNameString(rt, tc));
    }
    auto* ua = static_cast<UnionAll*>(body);
    TypeVar* var = ua->var;
    Value p = params[i];
    if (!IsValidTypeParam(rt, p)) {
      return ThrowTypeError(rt, "Type", "parameter", c.type_wrapper, p);
    }
    bool bounded = var->lb != c.bottom || var->ub != c.any;
    if (bounded) {
      if (!IsTypeOrVar(p)) {
        return ThrowTypeError(rt, TypeNameString(rt, tc), std::string(var->name->name()),
                              TypeValue(var), p);
      }
      Type* pt = p.As<Type>();
      if (!pt->has_free_vars) {
        Type* lb = SubstituteType(rt, var->lb, vars.data(), params, i);
        Type* ub = SubstituteType(rt, var->ub, vars.data(), params, i);
        bool ok = (lb->has_free_vars || Subtype(rt, lb, pt)) &&
                  (ub->has_free_vars || Subtype(rt, pt, ub));
        if (!ok) {
          return ThrowTypeError(rt, TypeNameString(rt, tc), std::string(var->name->name()),
                                TypeValue(var), p);
        }
      }
    }
    vars.push_back(var);
    body = ua->body;
  }
  *out = TypeValue(SubstituteType(rt, body, vars.data(), params, n));
  if (memo != nullptr) {
    memo->callee = tc;
    for (uint32_t i = 0; i < n; ++i) memo->params[i] = params[i];
    memo->n = n;
    memo->result = *out;
  }
  return true;
}

}  // namespace kiln::runtime
