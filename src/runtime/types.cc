// Construction and hash-consing of type objects, and the per-DataType layout
// computation. Unions are in type_union.cc, declarations of new types in
// type_define.cc, type application and substitution in type_apply.cc.
#include "runtime/types.h"

#include <cstring>
#include <string_view>

#include "base/check.h"
#include "runtime/gc.h"
#include "runtime/gc_table.h"
#include "runtime/module.h"
#include "runtime/runtime.h"
#include "runtime/subtype.h"
#include "runtime/type_internal.h"

namespace kiln::runtime {
namespace {

constexpr uint64_t kUnionAllSeed = 0xc2b2ae3d27d4eb4full;
constexpr uint64_t kVarargSeed = 0x165667b19e3779f9ull;
constexpr uint64_t kTypeVarSeed = 0x27d4eb2f165667c5ull;

uint64_t ParamHash(Value v) {
  if (IsTypeOrVar(v)) return v.As<Type>()->hash;
  return EgalHash(v);
}

// Whether `v` mentions a TypeVar that is not `except` and not bound by a UnionAll
// inside v. `bound` is the chain of UnionAll variables entered so far.
struct BoundChain {
  const TypeVar* var;
  const BoundChain* next;
};

bool IsBoundIn(const TypeVar* v, const BoundChain* chain) {
  for (; chain != nullptr; chain = chain->next) {
    if (chain->var == v) return true;
  }
  return false;
}

bool HasFreeVarsIn(Value v, const BoundChain* bound);

bool TypeHasFreeVarsIn(const Type* t, const BoundChain* bound) {
  if (!t->has_free_vars) return false;
  switch (t->kind) {
    case TypeKind::kTypeVar: return !IsBoundIn(static_cast<const TypeVar*>(t), bound);
    case TypeKind::kDataType: {
      const auto* d = static_cast<const DataType*>(t);
      for (int64_t i = 0; i < d->nparams(); ++i) {
        if (HasFreeVarsIn(d->param(i), bound)) return true;
      }
      return false;
    }
    case TypeKind::kUnion: {
      const auto* u = static_cast<const UnionType*>(t);
      for (uint32_t i = 0; i < u->n; ++i) {
        if (TypeHasFreeVarsIn(u->components()[i], bound)) return true;
      }
      return false;
    }
    case TypeKind::kUnionAll: {
      const auto* ua = static_cast<const UnionAll*>(t);
      if (TypeHasFreeVarsIn(ua->var->lb, bound) || TypeHasFreeVarsIn(ua->var->ub, bound)) {
        return true;
      }
      BoundChain inner{ua->var, bound};
      return TypeHasFreeVarsIn(ua->body, &inner);
    }
    case TypeKind::kVararg: {
      const auto* va = static_cast<const VarargType*>(t);
      return TypeHasFreeVarsIn(va->t, bound) || (va->n.defined() && HasFreeVarsIn(va->n, bound));
    }
    case TypeKind::kBottom: return false;
  }
  return false;
}

bool HasFreeVarsIn(Value v, const BoundChain* bound) {
  if (!IsTypeOrVar(v)) return false;
  return TypeHasFreeVarsIn(v.As<Type>(), bound);
}

// Whether `target` occurs in t outside of UnionAlls binding it.
bool VarOccursFree(const Type* t, const TypeVar* target, const BoundChain* bound);

bool VarOccursFreeInValue(Value v, const TypeVar* target, const BoundChain* bound) {
  return IsTypeOrVar(v) && VarOccursFree(v.As<Type>(), target, bound);
}

bool VarOccursFree(const Type* t, const TypeVar* target, const BoundChain* bound) {
  if (!t->has_free_vars) return false;
  switch (t->kind) {
    case TypeKind::kTypeVar: return t == target && !IsBoundIn(target, bound);
    case TypeKind::kDataType: {
      const auto* d = static_cast<const DataType*>(t);
      for (int64_t i = 0; i < d->nparams(); ++i) {
        if (VarOccursFreeInValue(d->param(i), target, bound)) return true;
      }
      return false;
    }
    case TypeKind::kUnion: {
      const auto* u = static_cast<const UnionType*>(t);
      for (uint32_t i = 0; i < u->n; ++i) {
        if (VarOccursFree(u->components()[i], target, bound)) return true;
      }
      return false;
    }
    case TypeKind::kUnionAll: {
      const auto* ua = static_cast<const UnionAll*>(t);
      if (VarOccursFree(ua->var->lb, target, bound) || VarOccursFree(ua->var->ub, target, bound)) {
        return true;
      }
      BoundChain inner{ua->var, bound};
      return VarOccursFree(ua->body, target, &inner);
    }
    case TypeKind::kVararg: {
      const auto* va = static_cast<const VarargType*>(t);
      return VarOccursFree(va->t, target, bound) ||
             (va->n.defined() && VarOccursFreeInValue(va->n, target, bound));
    }
    case TypeKind::kBottom: return false;
  }
  return false;
}

bool IsValidLayoutForBits(Layout l) { return l >= Layout::kInt && l <= Layout::kFloat; }

}  // namespace

// ---- Basic accessors ---------------------------------------------------------------

DataType* KindOf(Runtime& rt, TypeKind kind) {
  switch (kind) {
    case TypeKind::kDataType: return rt.core.datatype;
    case TypeKind::kUnion: return rt.core.uniontype;
    case TypeKind::kUnionAll: return rt.core.unionall;
    case TypeKind::kTypeVar: return rt.core.typevar;
    case TypeKind::kBottom: return rt.core.typeofbottom;
    case TypeKind::kVararg: return rt.core.typeofvararg;
  }
  return nullptr;
}

Value TypeValue(const Type* t) { return Value::FromObject(t); }

Type* Unwrap(Type* t) {
  while (t->kind == TypeKind::kUnionAll) t = static_cast<UnionAll*>(t)->body;
  return t;
}

bool TypeHasFreeVars(Value v) { return IsTypeOrVar(v) && v.As<Type>()->has_free_vars; }

bool OccursFree(const Type* t, const TypeVar* var) { return VarOccursFree(t, var, nullptr); }

// ---- TypeVar, UnionAll, Vararg (Unions: type_union.cc) ---------------------------------------------------

TypeVar* NewTypeVar(Runtime& rt, Symbol* name, Type* lb, Type* ub) {
  auto* tv = NewTypeObject<TypeVar>(rt, TypeKind::kTypeVar);
  tv->name = name;
  tv->lb = lb;
  tv->ub = ub;
  tv->id = rt.NextTypeVarId();
  tv->has_free_vars = true;
  tv->hash = MixHash(kTypeVarSeed, tv->id);
  return tv;
}

Type* MakeUnionAll(Runtime& rt, TypeVar* var, Type* body) {
  // `body where var` is body itself when var does not occur in it.
  bool occurs = VarOccursFree(body, var, nullptr);
  if (!occurs) return body;

  uint64_t hash = MixHash(MixHash(kUnionAllSeed, var->hash), body->hash);
  Type* found = rt.unionall_cache.Find(hash, [&](Type* t) {
    auto* ua = static_cast<UnionAll*>(t);
    return ua->var == var && ua->body == body;
  });
  if (found != nullptr) return found;
  auto* ua = NewTypeObject<UnionAll>(rt, TypeKind::kUnionAll);
  ua->var = var;
  ua->body = body;
  ua->hash = hash;
  BoundChain inner{var, nullptr};
  ua->has_free_vars = TypeHasFreeVarsIn(var->lb, nullptr) || TypeHasFreeVarsIn(var->ub, nullptr) ||
                      TypeHasFreeVarsIn(body, &inner);
  rt.unionall_cache.Insert(hash, ua);
  return ua;
}

Type* MakeVararg(Runtime& rt, Type* t, Value n) {
  uint64_t hash = MixHash(MixHash(kVarargSeed, t->hash), n.defined() ? ParamHash(n) : 0);
  Type* found = rt.vararg_cache.Find(hash, [&](Type* x) {
    auto* va = static_cast<VarargType*>(x);
    return va->t == t && va->n.defined() == n.defined() && (!n.defined() || Egal(va->n, n));
  });
  if (found != nullptr) return found;
  auto* va = NewTypeObject<VarargType>(rt, TypeKind::kVararg);
  va->t = t;
  va->n = n;
  va->hash = hash;
  va->has_free_vars = t->has_free_vars || TypeHasFreeVars(n);
  rt.vararg_cache.Insert(hash, va);
  return va;
}

// ---- DataType instantiation ---------------------------------------------------------------

namespace {

bool AllTypesConcrete(const SVec* params) {
  for (int64_t i = 0; i < params->length; ++i) {
    Value p = (*params)[i];
    if (!IsTypeOrVar(p) || !IsConcreteType(p.As<Type>())) return false;
  }
  return true;
}

bool AllFieldTypesBits(const SVec* field_types) {
  for (int64_t i = 0; i < field_types->length; ++i) {
    Value p = (*field_types)[i];
    if (!IsTypeOrVar(p) || !IsBitsType(p.As<Type>())) return false;
  }
  return true;
}

}  // namespace

// Computes concreteness, field types, layout, isbits and the singleton instance of dt
// from its TypeName and parameters. Safe to call again when the TypeName's field types
// become known (SetFieldTypes).
void FinishDataType(Runtime& rt, DataType* dt) {
  TypeName* tn = dt->name;
  const CoreTypes& c = rt.core;
  uint16_t keep = dt->flags & (kKindFlag | kBuiltinFlag | kFunctionTypeFlag);
  uint16_t flags = keep;
  if (tn->is_abstract) flags |= kAbstractFlag;
  if (tn->is_mutable) flags |= kMutableFlag;
  if (tn == c.tuple_name) flags |= kTupleFlag;
  if (tn == c.type_name) flags |= kTypeTypeFlag | kAbstractFlag;
  if (tn == c.named_tuple_name) flags |= kNamedTupleFlag;
  dt->flags = flags;
  dt->layout = Layout::kNone;
  dt->size = 0;
  dt->instance = Value();

  bool concrete = !tn->is_abstract && !dt->has_free_vars && tn != c.type_name;
  if (tn == c.tuple_name) {
    concrete = concrete && AllTypesConcrete(dt->parameters) && !IsVarargTuple(dt);
    dt->field_types = dt->parameters;
    dt->nfields = IsVarargTuple(dt) ? 0 : static_cast<uint32_t>(dt->nparams());
  } else if (tn == c.named_tuple_name) {
    Value names = dt->nparams() == 2 ? dt->param(0) : Value();
    Value tt = dt->nparams() == 2 ? dt->param(1) : Value();
    bool ok = names.defined() && names.type != nullptr && names.type->is_tuple() &&
              IsTypeOrVar(tt) && IsDataType(tt.As<Type>()) && tt.As<DataType>()->is_tuple() &&
              !IsVarargTuple(tt.As<DataType>()) &&
              tt.As<DataType>()->nparams() == names.type->nparams();
    concrete = concrete && ok;
    if (ok) {
      dt->field_types = tt.As<DataType>()->parameters;
      dt->nfields = static_cast<uint32_t>(tt.As<DataType>()->nparams());
    }
  } else if (tn == c.array_name) {
    Value n = dt->nparams() == 2 ? dt->param(1) : Value();
    concrete = concrete && n.defined() && n.type == c.int64 && n.AsInt() >= 0;
  } else if (tn->field_names != nullptr && tn->field_names->length > 0) {
    dt->nfields = static_cast<uint32_t>(tn->field_names->length);
    if (tn->is_finalized && tn->body != nullptr && tn->body->field_types != nullptr) {
      if (dt == tn->body || tn->type_vars->length == 0) {
        // The declaration's own field types.
      } else {
        SVec* generic = tn->body->field_types;
        SVec* ft = NewSVec(rt, generic->length);
        GcVector<TypeVar*> vars;
        for (int64_t i = 0; i < tn->type_vars->length; ++i) {
          vars.push_back((*tn->type_vars)[i].As<TypeVar>());
        }
        for (int64_t i = 0; i < generic->length; ++i) {
          (*ft)[i] = Substitute(rt, (*generic)[i], vars.data(), dt->parameters->data(),
                                static_cast<uint32_t>(vars.size()));
        }
        dt->field_types = ft;
      }
    }
  } else {
    dt->nfields = 0;
    if (tn->field_names != nullptr && tn->is_finalized && dt->field_types == nullptr) {
      dt->field_types = NewSVec(rt, 0);
    }
  }
  if (!concrete) return;

  dt->flags |= kConcreteFlag;
  if (tn == c.tuple_name || tn == c.named_tuple_name ||
      (tn->layout == Layout::kStruct && tn->is_finalized)) {
    bool empty = dt->nfields == 0;
    dt->layout = (empty && !tn->is_mutable) ? Layout::kSingleton : Layout::kStruct;
    if (!tn->is_mutable && dt->field_types != nullptr && AllFieldTypesBits(dt->field_types)) {
      dt->flags |= kIsBitsFlag;
    }
  } else if (tn->layout != Layout::kStruct) {
    dt->layout = tn->layout;
    dt->size = tn->size;
    if (IsValidLayoutForBits(tn->layout)) dt->flags |= kIsBitsFlag;
  }
  if (dt->layout == Layout::kSingleton) {
    dt->flags |= kIsBitsFlag;
    dt->instance = Value::Make(dt, 0);
  }
}

DataType* InstantiateType(Runtime& rt, TypeName* name, const Value* params, uint32_t n) {
  uint64_t hash = MixHash(name->hash, n);
  for (uint32_t i = 0; i < n; ++i) hash = MixHash(hash, ParamHash(params[i]));
  DataType* found = rt.datatype_cache.Find(hash, [&](DataType* d) {
    if (d->name != name || d->parameters->length != n) return false;
    for (uint32_t i = 0; i < n; ++i) {
      if (!Egal((*d->parameters)[i], params[i])) return false;
    }
    return true;
  });
  if (found != nullptr) return found;

  auto* dt = NewTypeObject<DataType>(rt, TypeKind::kDataType);
  dt->name = name;
  dt->parameters = NewSVec(rt, params, n);
  dt->hash = hash;
  dt->uid = rt.NextTypeUid();
  for (uint32_t i = 0; i < n; ++i) {
    if (TypeHasFreeVars(params[i])) dt->has_free_vars = true;
  }
  // The supertype: the declaration's supertype with the parameters substituted.
  DataType* generic = name->body;
  if (generic != nullptr && generic != dt && generic->super != nullptr) {
    if (generic->super->has_free_vars && name->type_vars->length == n && n > 0) {
      GcVector<TypeVar*> vars;
      for (uint32_t i = 0; i < n; ++i) vars.push_back((*name->type_vars)[i].As<TypeVar>());
      Type* s = SubstituteType(rt, generic->super, vars.data(), params, n);
      DCHECK(IsDataType(s));
      dt->super = AsDataType(s);
    } else {
      dt->super = generic->super;
    }
  } else if (name == rt.core.tuple_name || name == rt.core.named_tuple_name) {
    dt->super = rt.core.any;
  }
  // Insert before computing field types: they may mention dt itself.
  rt.datatype_cache.Insert(hash, dt);
  if (!name->is_finalized && name->field_names != nullptr && n > 0 && !name->is_abstract) {
    rt.unfinished_instances.push_back(dt);  // SetFieldTypes finishes it
  }
  FinishDataType(rt, dt);
  return dt;
}

DataType* ConcreteTupleType(Runtime& rt, DataType* const* elems, uint32_t n) {
  if (n == 0) return rt.core.empty_tuple;
  Value small[8];
  GcVector<Value> big;
  Value* params = small;
  if (n > 8) {
    big.resize(n);
    params = big.data();
  }
  for (uint32_t i = 0; i < n; ++i) params[i] = TypeValue(elems[i]);
  return InstantiateType(rt, rt.core.tuple_name, params, n);
}

Type* MakeTupleType(Runtime& rt, const Value* params, uint32_t n) {
  if (n > 0 && IsTypeOrVar(params[n - 1]) && params[n - 1].As<Type>()->kind == TypeKind::kVararg) {
    auto* va = params[n - 1].As<VarargType>();
    if (va->n.defined() && va->n.type == rt.core.int64) {
      int64_t count = va->n.AsInt();
      GcVector<Value> expanded(params, params + n - 1);
      for (int64_t i = 0; i < count; ++i) expanded.push_back(TypeValue(va->t));
      return InstantiateType(rt, rt.core.tuple_name, expanded.data(),
                             static_cast<uint32_t>(expanded.size()));
    }
  }
  return InstantiateType(rt, rt.core.tuple_name, params, n);
}

DataType* TypeOfType(Runtime& rt, Type* t) {
  if (IsDataType(t)) {
    auto* d = AsDataType(t);
    if (d->type_of_self == nullptr) {
      Value p = TypeValue(t);
      d->type_of_self = InstantiateType(rt, rt.core.type_name, &p, 1);
    }
    return d->type_of_self;
  }
  Value p = TypeValue(t);
  return InstantiateType(rt, rt.core.type_name, &p, 1);
}

Type* DispatchTypeOf(Runtime& rt, Value v) {
  if (v.type->is_kind()) return TypeOfType(rt, v.As<Type>());
  return v.type;
}

// ---- Queries --------------------------------------------------------------------------------

bool IsVarargTuple(const DataType* t) {
  int64_t n = t->nparams();
  if (n == 0) return false;
  Value last = t->param(n - 1);
  return IsTypeOrVar(last) && last.As<Type>()->kind == TypeKind::kVararg;
}

int64_t FieldIndex(const DataType* t, Symbol* name) {
  if (t->flags & kNamedTupleFlag) {
    Value names = t->param(0);
    if (names.type == nullptr || names.type->layout != Layout::kStruct) return -1;
    const auto* tup = names.As<StructObject>();
    for (uint32_t i = 0; i < names.type->nfields; ++i) {
      if (tup->fields()[i].As<Symbol>() == name) return i;
    }
    return -1;
  }
  const SVec* names = t->name->field_names;
  if (names == nullptr) return -1;
  for (int64_t i = 0; i < names->length; ++i) {
    if ((*names)[i].As<Symbol>() == name) return i;
  }
  return -1;
}

bool IsConstField(const DataType* t, int64_t i) {
  const SVec* c = t->name->const_fields;
  return c != nullptr && i >= 0 && i < static_cast<int64_t>(c->length) && (*c)[i].bits != 0;
}

Symbol* FieldName(const DataType* t, int64_t i) {
  if (t->flags & kNamedTupleFlag) {
    Value names = t->param(0);
    return names.As<StructObject>()->fields()[i].As<Symbol>();
  }
  if (t->name->field_names == nullptr || i >= t->name->field_names->length) return nullptr;
  return (*t->name->field_names)[i].As<Symbol>();
}

Value FieldType(Runtime& rt, DataType* t, int64_t i) {
  (void)rt;
  if (t->field_types == nullptr || i < 0 || i >= t->field_types->length) return Value();
  return (*t->field_types)[i];
}

bool IsConcreteType(const Type* t) {
  return IsDataType(t) && static_cast<const DataType*>(t)->concrete();
}

bool IsBitsType(const Type* t) {
  return IsDataType(t) && static_cast<const DataType*>(t)->isbits();
}

DataType* FindSupertype(DataType* t, const TypeName* name) {
  while (true) {
    if (t->name == name) return t;
    if (t->super == nullptr || t->super == t) return nullptr;
    t = t->super;
  }
}

uint64_t NormalizeBits(const DataType* t, uint64_t bits) {
  switch (t->layout) {
    case Layout::kBool: return bits & 1;
    case Layout::kInt:
      switch (t->size) {
        case 1: return static_cast<uint64_t>(static_cast<int64_t>(static_cast<int8_t>(bits)));
        case 2: return static_cast<uint64_t>(static_cast<int64_t>(static_cast<int16_t>(bits)));
        case 4: return static_cast<uint64_t>(static_cast<int64_t>(static_cast<int32_t>(bits)));
        default: return bits;
      }
    case Layout::kUInt:
    case Layout::kChar:
    case Layout::kFloat:
      switch (t->size) {
        case 1: return bits & 0xff;
        case 2: return bits & 0xffff;
        case 4: return bits & 0xffffffffu;
        default: return bits;
      }
    default: return bits;
  }
}

}  // namespace kiln::runtime
