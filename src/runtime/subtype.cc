// The subtype relation. See subtype.h for the rules and the known limits.
#include "runtime/subtype.h"

#include "base/check.h"
#include "runtime/gc.h"
#include "runtime/object.h"
#include "runtime/runtime.h"
#include "runtime/types.h"

namespace kiln::runtime {
namespace {

// Counts the occurrences of `var` in v: covariant ones (outside any invariant
// parameter; a Vararg element counts twice) and invariant ones.
void CountOccurrences(Value v, const TypeVar* var, bool invariant, int mult, int* cov, int* inv) {
  if (!IsTypeOrVar(v)) return;
  const Type* t = v.As<Type>();
  if (!t->has_free_vars) return;
  switch (t->kind) {
    case TypeKind::kTypeVar:
      if (t == var) (invariant ? *inv : *cov) += mult;
      return;
    case TypeKind::kDataType: {
      const auto* d = static_cast<const DataType*>(t);
      bool inner_invariant = invariant || !d->is_tuple();
      for (int64_t i = 0; i < d->nparams(); ++i) {
        CountOccurrences(d->param(i), var, inner_invariant, mult, cov, inv);
      }
      return;
    }
    case TypeKind::kUnion: {
      const auto* u = static_cast<const UnionType*>(t);
      for (uint32_t i = 0; i < u->n; ++i) {
        CountOccurrences(TypeValue(u->components()[i]), var, invariant, mult, cov, inv);
      }
      return;
    }
    case TypeKind::kUnionAll: {
      const auto* ua = static_cast<const UnionAll*>(t);
      if (ua->var == var) return;
      CountOccurrences(TypeValue(ua->body), var, invariant, mult, cov, inv);
      return;
    }
    case TypeKind::kVararg: {
      const auto* va = static_cast<const VarargType*>(t);
      CountOccurrences(TypeValue(va->t), var, invariant, mult * 2, cov, inv);
      if (va->n.defined()) CountOccurrences(va->n, var, true, mult, cov, inv);
      return;
    }
    case TypeKind::kBottom: return;
  }
}

// The Julia manual's diagonal rule: occurs more than once covariantly, never invariantly.
bool IsDiagonal(const TypeVar* var, const Type* body) {
  int cov = 0, inv = 0;
  CountOccurrences(TypeValue(body), var, false, 1, &cov, &inv);
  return cov >= 2 && inv == 0;
}

struct VarBinding {
  TypeVar* var;
  Value lb;       // a type, or for a variable matched to a bits value, that value
  Value ub;       // likewise
  bool right;     // existential (from the right-hand side)
  bool diagonal;  // right: must end concrete; left: ranges over concrete types only
};

class SubtypeCheck {
 public:
  explicit SubtypeCheck(Runtime& rt) : rt_(rt), c_(rt.core) {}

  bool Sub(Type* x, Type* y);
  // Whether some comparison was cut off at kMaxSubtypeDepth; then a false answer
  // of Sub means "not known".
  bool too_deep() const { return too_deep_; }

  // When set, the values of right variables are recorded as they are closed.
  GcVector<TypeVar*> recorded_vars;
  GcVector<Value> recorded_vals;
  bool record = false;

 private:
  VarBinding* Lookup(const Type* var) {
    for (size_t i = env_.size(); i-- > 0;) {
      if (env_[i].var == var) return &env_[i];
    }
    return nullptr;
  }

  // Snapshots of the bounds, to undo the constraints of a failed Union alternative.
  GcVector<Value> Save() const {
    GcVector<Value> s;
    s.reserve(env_.size() * 2);
    for (const VarBinding& b : env_) {
      s.push_back(b.lb);
      s.push_back(b.ub);
    }
    return s;
  }
  void Restore(const GcVector<Value>& s) {
    for (size_t i = 0; i < env_.size() && 2 * i + 1 < s.size(); ++i) {
      env_[i].lb = s[2 * i];
      env_[i].ub = s[2 * i + 1];
    }
  }

  Type* UbOf(const TypeVar* v) {
    VarBinding* b = Lookup(v);
    if (b != nullptr && IsTypeOrVar(b->ub)) return b->ub.As<Type>();
    return v->ub;
  }
  Type* LbOf(const TypeVar* v) {
    VarBinding* b = Lookup(v);
    if (b != nullptr && IsTypeOrVar(b->lb)) return b->lb.As<Type>();
    return v->lb;
  }

  bool SubVar(Type* x, Type* y);
  bool AddLower(VarBinding* b, Type* x);
  bool AddUpper(VarBinding* b, Type* y);
  bool BindValue(const TypeVar* var, Value value);
  bool ParamEqual(Value a, Value b);
  bool SubDataType(DataType* x, DataType* y);
  bool SubTuple(DataType* x, DataType* y);
  bool SubDistributed(DataType* x, Type* y);
  UnionAll* Distinct(UnionAll* u, Type* other);
  bool SubLeftUnionAll(UnionAll* x, Type* y);
  bool SubRightUnionAll(Type* x, UnionAll* y);
  bool CheckClosedRightVar(const VarBinding& b);
  bool IsConcreteBound(Value v);

  struct DepthGuard {
    explicit DepthGuard(int* d) : depth(d) { ++*depth; }
    ~DepthGuard() { --*depth; }
    int* depth;
  };
  Runtime& rt_;
  const CoreTypes& c_;
  GcVector<VarBinding> env_;
  int depth_ = 0;
  bool too_deep_ = false;
};

bool SubtypeCheck::Sub(Type* x, Type* y) {
  if (x == y) return true;
  // Types nested deeper than this (built by a program in a loop) are not compared:
  // the whole check answers kTooDeep rather than overflowing the C++ stack, and
  // once cut off nothing else is tried.
  if (too_deep_) return false;
  if (depth_ >= kMaxSubtypeDepth) {
    too_deep_ = true;
    return false;
  }
  DepthGuard guard(&depth_);
  if (y == c_.any && x->kind != TypeKind::kVararg) return true;
  if (x->kind == TypeKind::kBottom) return true;
  if (x->kind == TypeKind::kTypeVar || y->kind == TypeKind::kTypeVar) return SubVar(x, y);
  if (x->kind == TypeKind::kUnion) {
    auto* u = static_cast<UnionType*>(x);
    for (uint32_t i = 0; i < u->n; ++i) {
      if (!Sub(u->components()[i], y)) return false;
    }
    return true;
  }
  if (y->kind == TypeKind::kUnion) {
    auto* u = static_cast<UnionType*>(y);
    GcVector<Value> saved = Save();
    for (uint32_t i = 0; i < u->n; ++i) {
      if (Sub(x, u->components()[i])) return true;
      Restore(saved);
    }
    // Tuple{Union{A,B},C} <: Y when both Tuple{A,C} and Tuple{B,C} are (covariance lets
    // a Union inside a tuple be distributed over the tuple).
    if (IsDataType(x) && AsDataType(x)->is_tuple()) return SubDistributed(AsDataType(x), y);
    return false;
  }
  if (x->kind == TypeKind::kUnionAll) return SubLeftUnionAll(static_cast<UnionAll*>(x), y);
  if (y->kind == TypeKind::kUnionAll) return SubRightUnionAll(x, static_cast<UnionAll*>(y));
  if (y->kind == TypeKind::kBottom) return false;
  if (x->kind == TypeKind::kVararg || y->kind == TypeKind::kVararg) {
    if (x->kind != y->kind) return false;
    auto* vx = static_cast<VarargType*>(x);
    auto* vy = static_cast<VarargType*>(y);
    if (!Sub(vx->t, vy->t)) return false;
    if (!vy->n.defined()) return true;
    return vx->n.defined() && ParamEqual(vx->n, vy->n);
  }
  return SubDataType(AsDataType(x), AsDataType(y));
}

bool SubtypeCheck::SubVar(Type* x, Type* y) {
  if (x->kind == TypeKind::kTypeVar && y->kind == TypeKind::kTypeVar) {
    VarBinding* bx = Lookup(x);
    VarBinding* by = Lookup(y);
    if (by != nullptr && by->right) {
      if (bx != nullptr && bx->right) {
        // Two existential variables: approximated by the compatibility of their bounds.
        if (!IsTypeOrVar(bx->lb) || !IsTypeOrVar(by->ub)) return Egal(bx->lb, by->ub);
        return Sub(bx->lb.As<Type>(), by->ub.As<Type>());
      }
      return AddLower(by, x);
    }
    if (bx != nullptr && bx->right) return AddUpper(bx, y);
    // Both universal (or free): x <: y for every choice means ub(x) <: lb(y), unless
    // x's upper bound is y itself.
    Type* xub = UbOf(static_cast<TypeVar*>(x));
    if (xub == y) return true;
    return Sub(xub, y);
  }
  if (x->kind == TypeKind::kTypeVar) {
    VarBinding* bx = Lookup(x);
    if (bx != nullptr && bx->right) return AddUpper(bx, y);
    return Sub(UbOf(static_cast<TypeVar*>(x)), y);
  }
  VarBinding* by = Lookup(y);
  if (by != nullptr && by->right) return AddLower(by, x);
  Type* ylb = LbOf(static_cast<TypeVar*>(y));
  if (ylb == c_.bottom) return x->kind == TypeKind::kBottom;
  return Sub(x, ylb);
}

// x <: b.var for an existential variable: x must fit under the upper bound; the lower
// bound grows to include x.
bool SubtypeCheck::AddLower(VarBinding* b, Type* x) {
  if (!IsTypeOrVar(b->lb) || !IsTypeOrVar(b->ub)) return false;  // matched to a value
  size_t index = b - env_.data();
  if (!Sub(x, b->ub.As<Type>())) return false;
  VarBinding& bb = env_[index];  // Sub may have grown env_ and moved it
  Type* lb = bb.lb.As<Type>();
  bb.lb = TypeValue(lb == c_.bottom ? x : MakeUnion2(rt_, lb, x));
  return true;
}

// b.var <: y for an existential variable: the lower bound must fit under y; the
// upper bound narrows to y when y is below it.
bool SubtypeCheck::AddUpper(VarBinding* b, Type* y) {
  if (!IsTypeOrVar(b->lb) || !IsTypeOrVar(b->ub)) return false;
  size_t index = b - env_.data();
  if (!Sub(b->lb.As<Type>(), y)) return false;
  VarBinding& bb = env_[index];
  Type* ub = bb.ub.As<Type>();
  if (ub != y) {
    GcVector<Value> saved = Save();
    bool below = Sub(y, ub);
    Restore(saved);
    if (below) env_[index].ub = TypeValue(y);
  }
  return true;
}

bool SubtypeCheck::BindValue(const TypeVar* var, Value value) {
  VarBinding* b = Lookup(var);
  if (b == nullptr || !b->right) return false;
  if (!IsTypeOrVar(b->lb)) return Egal(b->lb, value);
  if (b->lb.As<Type>() != c_.bottom || !IsTypeOrVar(b->ub) || b->ub.As<Type>() != c_.any) {
    return false;
  }
  b->lb = value;
  b->ub = value;
  return true;
}

// Equality of two parameters in an invariant position.
bool SubtypeCheck::ParamEqual(Value a, Value b) {
  if (SameBits(a, b)) return true;
  bool ta = IsTypeOrVar(a), tb = IsTypeOrVar(b);
  if (ta && tb) {
    Type* x = a.As<Type>();
    Type* y = b.As<Type>();
    // Distinct concrete DataTypes without type variables are never equal.
    if (IsDataType(x) && IsDataType(y) && !x->has_free_vars && !y->has_free_vars &&
        AsDataType(x)->name != AsDataType(y)->name) {
      return false;
    }
    return Sub(x, y) && Sub(y, x);
  }
  if (tb && b.As<Type>()->kind == TypeKind::kTypeVar) return BindValue(b.As<TypeVar>(), a);
  if (ta && a.As<Type>()->kind == TypeKind::kTypeVar) return BindValue(a.As<TypeVar>(), b);
  if (ta || tb) return false;
  return Egal(a, b);
}

bool SubtypeCheck::SubDataType(DataType* x, DataType* y) {
  if (x->is_tuple() && y->is_tuple()) return SubTuple(x, y);
  if (y->is_type_type()) {
    if (x->is_type_type()) return ParamEqual(x->param(0), y->param(0));
  } else if (x->is_type_type()) {
    // Type{T} <: typeof(T) for a type object T.
    Value p = x->param(0);
    if (IsTypeOrVar(p) && p.As<Type>()->kind != TypeKind::kTypeVar) return Sub(p.type, y);
  }
  DataType* t = x;
  while (t->name != y->name) {
    if (t == c_.any || t->super == nullptr) return false;
    t = t->super;
  }
  int64_t n = y->nparams();
  if (t->nparams() != n) return false;
  for (int64_t i = 0; i < n; ++i) {
    if (!ParamEqual(t->param(i), y->param(i))) return false;
  }
  return true;
}

bool SubtypeCheck::SubTuple(DataType* x, DataType* y) {
  int64_t nx = x->nparams(), ny = y->nparams();
  bool vx = IsVarargTuple(x), vy = IsVarargTuple(y);
  int64_t fx = vx ? nx - 1 : nx;
  int64_t fy = vy ? ny - 1 : ny;
  VarargType* xva = vx ? x->param(nx - 1).As<VarargType>() : nullptr;
  VarargType* yva = vy ? y->param(ny - 1).As<VarargType>() : nullptr;
  for (int64_t i = 0; i < fx; ++i) {
    Type* xi = x->param(i).As<Type>();
    if (i < fy) {
      if (!Sub(xi, y->param(i).As<Type>())) return false;
    } else if (vy) {
      if (!Sub(xi, yva->t)) return false;
    } else {
      return false;  // x is longer than y
    }
  }
  if (vx) {
    // x also contains every longer tuple, and (when fx < fy) shorter ones than y allows.
    if (fx < fy || !vy) return false;
    if (!Sub(xva->t, yva->t)) return false;
    if (yva->n.defined()) {
      if (xva->n.defined()) return ParamEqual(xva->n, yva->n);
      return IsTypeOrVar(yva->n);  // an unconstrained count: approximated as a match
    }
    return true;
  }
  if (fx < fy) return false;
  if (vy && yva->n.defined()) return ParamEqual(c_.Int64(fx - fy), yva->n);
  return true;
}

bool SubtypeCheck::SubDistributed(DataType* x, Type* y) {
  int64_t n = x->nparams();
  for (int64_t i = 0; i < n; ++i) {
    Value p = x->param(i);
    if (!IsTypeOrVar(p) || p.As<Type>()->kind != TypeKind::kUnion) continue;
    auto* u = p.As<UnionType>();
    GcVector<Value> params(x->parameters->data(), x->parameters->data() + n);
    for (uint32_t k = 0; k < u->n; ++k) {
      params[i] = TypeValue(u->components()[k]);
      Type* part = MakeTupleType(rt_, params.data(), static_cast<uint32_t>(n));
      if (!Sub(part, y)) return false;
    }
    return true;
  }
  return false;
}

// A UnionAll whose variable is already bound in the environment, or occurs free on
// the other side, is compared with its variable renamed: the same TypeVar object can
// reach both sides (a method signature built from a type's own parameters, compared
// with the type's wrapper), and the two must not be conflated (Julia's
// rename_unionall).
UnionAll* SubtypeCheck::Distinct(UnionAll* u, Type* other) {
  TypeVar* var = u->var;
  if (Lookup(var) == nullptr && !(other->has_free_vars && OccursFree(other, var))) return u;
  TypeVar* fresh = NewTypeVar(rt_, var->name, var->lb, var->ub);
  Value v = TypeValue(fresh);
  Type* body = SubstituteType(rt_, u->body, &var, &v, 1);
  return static_cast<UnionAll*>(MakeUnionAll(rt_, fresh, body));
}

bool SubtypeCheck::SubLeftUnionAll(UnionAll* x, Type* y) {
  x = Distinct(x, y);
  TypeVar* var = x->var;
  env_.push_back(
      VarBinding{var, TypeValue(var->lb), TypeValue(var->ub), false, IsDiagonal(var, x->body)});
  bool ok = Sub(x->body, y);
  env_.pop_back();
  // Bounds of existential variables that captured `var` now escape its scope: widen them.
  // An existential of an outer scope held between two bounds that both mention `var`
  // (an invariant match, `S{T} == S{U} for all U`) would have to equal a variable that
  // ranges over many types: no single choice works.
  for (VarBinding& b : env_) {
    if (!b.right) continue;
    if (ok && IsTypeOrVar(b.lb) && IsTypeOrVar(b.ub) && b.lb.As<Type>() != c_.bottom &&
        OccursFree(b.lb.As<Type>(), var) && OccursFree(b.ub.As<Type>(), var)) {
      ok = false;
    }
    if (IsTypeOrVar(b.lb) && OccursFree(b.lb.As<Type>(), var)) {
      b.lb = TypeValue(MakeUnionAll(rt_, var, b.lb.As<Type>()));
    }
    if (IsTypeOrVar(b.ub) && OccursFree(b.ub.As<Type>(), var)) {
      b.ub = TypeValue(MakeUnionAll(rt_, var, b.ub.As<Type>()));
    }
  }
  return ok;
}

bool SubtypeCheck::IsConcreteBound(Value v) {
  if (!IsTypeOrVar(v)) return true;  // a bits value
  Type* t = v.As<Type>();
  if (t == c_.bottom || IsConcreteType(t)) return true;
  if (t->kind == TypeKind::kTypeVar) {
    VarBinding* b = Lookup(t);
    return b != nullptr && !b->right && b->diagonal;
  }
  return false;
}

bool SubtypeCheck::CheckClosedRightVar(const VarBinding& b) {
  if (!IsTypeOrVar(b.lb) || !IsTypeOrVar(b.ub)) return true;  // matched to a value
  if (b.diagonal && !IsConcreteBound(b.lb)) return false;
  Type* lb = b.lb.As<Type>();
  Type* ub = b.ub.As<Type>();
  return lb == ub || Sub(lb, ub);
}

bool SubtypeCheck::SubRightUnionAll(Type* x, UnionAll* y) {
  UnionAll* original = y;
  y = Distinct(y, x);
  TypeVar* var = y->var;
  env_.push_back(
      VarBinding{var, TypeValue(var->lb), TypeValue(var->ub), true, IsDiagonal(var, y->body)});
  bool ok = Sub(x, y->body);
  if (ok) ok = CheckClosedRightVar(env_.back());
  if (ok && record) {
    const VarBinding& b = env_.back();
    Value value;
    if (SameBits(b.lb, b.ub)) {
      value = b.lb;
    } else if (IsTypeOrVar(b.lb) && b.lb.As<Type>() != c_.bottom) {
      value = b.lb;
    } else {
      value = TypeValue(var);  // unconstrained: the static parameter stays undefined
    }
    // Static parameters are reported under the signature's own variable.
    if (value.defined() && IsTypeOrVar(value) && value.As<Type>() == var) {
      value = TypeValue(original->var);
    }
    recorded_vars.push_back(original->var);
    recorded_vals.push_back(value);
  }
  env_.pop_back();
  return ok;
}

SubtypeAnswer Answer(const SubtypeCheck& check, bool yes) {
  if (yes) return SubtypeAnswer::kYes;
  return check.too_deep() ? SubtypeAnswer::kTooDeep : SubtypeAnswer::kNo;
}

}  // namespace

SubtypeAnswer CheckSubtype(Runtime& rt, Type* a, Type* b) {
  if (a == b || b == rt.core.any || a->kind == TypeKind::kBottom) return SubtypeAnswer::kYes;
  if (IsDataType(a) && IsDataType(b) && !a->has_free_vars && !b->has_free_vars) {
    auto* da = AsDataType(a);
    auto* db = AsDataType(b);
    if (db->concrete() && da->concrete()) return SubtypeAnswer::kNo;  // distinct leaf types
  }
  SubtypeCheck check(rt);
  bool yes = check.Sub(a, b);
  return Answer(check, yes);
}

bool Subtype(Runtime& rt, Type* a, Type* b) {
  return CheckSubtype(rt, a, b) == SubtypeAnswer::kYes;
}

bool TypeEqual(Runtime& rt, Type* a, Type* b) {
  return a == b || (Subtype(rt, a, b) && Subtype(rt, b, a));
}

SubtypeAnswer CheckIsA(Runtime& rt, Value v, Type* t) {
  if (t == v.type || t == rt.core.any) return SubtypeAnswer::kYes;
  if (t->kind == TypeKind::kUnion && !t->has_free_vars) {
    auto* u = static_cast<UnionType*>(t);
    bool too_deep = false;
    for (uint32_t i = 0; i < u->n; ++i) {
      SubtypeAnswer a = CheckIsA(rt, v, u->components()[i]);
      if (a == SubtypeAnswer::kYes) return a;
      too_deep = too_deep || a == SubtypeAnswer::kTooDeep;
    }
    return too_deep ? SubtypeAnswer::kTooDeep : SubtypeAnswer::kNo;
  }
  if (IsDataType(t)) {
    auto* d = AsDataType(t);
    if (d->concrete()) return SubtypeAnswer::kNo;
    if (!d->has_free_vars && !d->is_type_type() && !d->is_tuple()) {
      DataType* s = FindSupertype(v.type, d->name);
      if (s == nullptr) return SubtypeAnswer::kNo;
      if (d->nparams() == 0 || s == d) return SubtypeAnswer::kYes;
    }
  }
  return CheckSubtype(rt, DispatchTypeOf(rt, v), t);
}

bool IsA(Runtime& rt, Value v, Type* t) { return CheckIsA(rt, v, t) == SubtypeAnswer::kYes; }

bool SubtypeEnv(Runtime& rt, Type* a, Type* b, GcVector<Value>* vals) {
  SubtypeCheck check(rt);
  check.record = true;
  if (!check.Sub(a, b)) return false;
  vals->clear();
  for (Type* t = b; t->kind == TypeKind::kUnionAll; t = static_cast<UnionAll*>(t)->body) {
    TypeVar* var = static_cast<UnionAll*>(t)->var;
    Value value = TypeValue(var);
    for (size_t i = check.recorded_vars.size(); i-- > 0;) {
      if (check.recorded_vars[i] == var) {
        value = check.recorded_vals[i];
        break;
      }
    }
    vals->push_back(value);
  }
  return true;
}

}  // namespace kiln::runtime
