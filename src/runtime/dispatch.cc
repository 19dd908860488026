// Method tables, method definition and lookup with world ages and a dispatch cache.
#include "runtime/dispatch.h"

#include <algorithm>
#include <string>

#include "base/check.h"
#include "runtime/errors.h"
#include "runtime/gc.h"
#include "runtime/runtime.h"
#include "runtime/subtype.h"
#include "runtime/type_internal.h"
#include "runtime/types.h"

namespace kiln::runtime {
namespace {

uint64_t KeyHash(DataType* const* types, uint32_t n) {
  uint64_t h = MixHash(0x8c3f2e1d5a7b9c01ull, n);
  for (uint32_t i = 0; i < n; ++i) h = MixHash(h, types[i]->uid);
  return h;
}

bool KeyMatches(const DispatchEntry* e, DataType* const* types, uint32_t n) {
  if (e->nargs != n) return false;
  for (uint32_t i = 0; i < n; ++i) {
    if (e->key()[i] != types[i]) return false;
  }
  return true;
}

bool Visible(const Method* m, uint64_t world) {
  return m->primary_world <= world && world < m->deleted_world;
}

// Whether a call with `n` arguments (callee included) can match m at all.
bool ArityMatches(const Method* m, uint32_t n) {
  return m->is_vararg ? n + 1 >= m->nargs : n == m->nargs;
}

// The methods whose signature contains tt, in any world. False when some signature
// was too deep to compare with tt (then `out` is not the whole answer).
bool TypeApplicable(Runtime& rt, MethodTable* mt, DataType* tt, GcVector<Method*>* out) {
  const Value first = tt->param(0);
  ResolveMethods(rt, mt, first, /*for_read=*/true);
  auto n = static_cast<uint32_t>(tt->nparams());
  // A constructor's table holds every type's constructors: most are ruled out by
  // their exact callee alone.
  const Type* callee = IsTypeOrVar(first) ? first.As<Type>() : nullptr;
  for (Method* m : mt->methods) {
    if (m->exact_callee != nullptr && m->exact_callee != callee) continue;
    if (!ArityMatches(m, n)) continue;
    SubtypeAnswer a = CheckSubtype(rt, tt, m->sig);
    if (a == SubtypeAnswer::kTooDeep) return false;
    if (a == SubtypeAnswer::kYes) out->push_back(m);
  }
  return true;
}

// Picks the most specific of `applicable` (all visible). Returns kFound with it first in
// `out`, or kAmbiguous with the minimal methods in `out`.
LookupStatus MostSpecific(Runtime& rt, const GcVector<Method*>& applicable,
                          GcVector<Method*>* out) {
  out->clear();
  if (applicable.empty()) return LookupStatus::kNoMethod;
  Method* best = applicable[0];
  for (size_t i = 1; i < applicable.size(); ++i) {
    if (MoreSpecific(rt, applicable[i]->sig, best->sig)) best = applicable[i];
  }
  bool unique = true;
  for (Method* m : applicable) {
    if (m != best && !MoreSpecific(rt, best->sig, m->sig)) {
      unique = false;
      break;
    }
  }
  if (unique) {
    out->push_back(best);
    return LookupStatus::kFound;
  }
  for (Method* m : applicable) {
    bool minimal = true;
    for (Method* other : applicable) {
      if (other != m && MoreSpecific(rt, other->sig, m->sig)) {
        minimal = false;
        break;
      }
    }
    if (minimal) out->push_back(m);
  }
  return LookupStatus::kAmbiguous;
}

// A cheap necessary condition for TypeEqual(a, b), so that adding a method skips the
// full subtype check against the many methods of its table that plainly differ.
// Two DataTypes, or UnionAlls over them, can only be equal if they share their
// TypeName and, position by position, their parameters may be equal; that holds for
// tuples too (Tuple{A} == Tuple{B} needs A == B), over the positions before a Vararg,
// and fixed-length tuples must have the same length. A type variable stands for its
// upper bound (Tuple{T} where T<:Integer == Tuple{Integer}). Unions are compared by
// MayBeUnionEqual. Whatever else - bits values, and any Union{} (which makes a tuple
// empty) - is left to TypeEqual.
bool HasBottomParam(const DataType* t) {
  for (int64_t i = 0; i < t->nparams(); ++i) {
    Value p = t->param(i);
    if (IsTypeOrVar(p) && p.As<Type>()->kind == TypeKind::kBottom) return true;
  }
  return false;
}

// Whether every component of `u` is a DataType; fills `names` with their TypeNames.
bool UnionOfDataTypes(const UnionType* u, GcVector<TypeName*>* names) {
  for (uint32_t i = 0; i < u->n; ++i) {
    Type* c = u->components()[i];
    if (!IsDataType(c)) return false;
    names->push_back(AsDataType(c)->name);
  }
  return true;
}

// MayBeTypeEqual where a or b is a Union without free variables. A Union is
// normalized: no component is a subtype of another. So it never equals a
// DataType D (D <: A∪B means D <: A or D <: B; with A == D, B <: D would have
// been dropped), and two Unions of DataTypes are equal only with the same
// components, hence the same TypeNames.
bool MayBeUnionEqual(Type* a, Type* b) {
  if (a->has_free_vars || b->has_free_vars) return true;
  if (a->kind != TypeKind::kUnion) std::swap(a, b);
  GcVector<TypeName*> na;
  if (!UnionOfDataTypes(static_cast<UnionType*>(a), &na)) return true;
  if (IsDataType(b)) return false;
  if (b->kind != TypeKind::kUnion) return true;
  GcVector<TypeName*> nb;
  if (!UnionOfDataTypes(static_cast<UnionType*>(b), &nb)) return true;
  if (na.size() != nb.size()) return false;
  std::sort(na.begin(), na.end());
  std::sort(nb.begin(), nb.end());
  return na == nb;
}

bool MayBeTypeEqual(Type* a, Type* b, int depth) {
  a = Unwrap(a);
  b = Unwrap(b);
  if (a->kind == TypeKind::kTypeVar) a = static_cast<TypeVar*>(a)->ub;
  if (b->kind == TypeKind::kTypeVar) b = static_cast<TypeVar*>(b)->ub;
  if (a == b) return true;
  if (a->kind == TypeKind::kUnion || b->kind == TypeKind::kUnion) return MayBeUnionEqual(a, b);
  if (!IsDataType(a) || !IsDataType(b)) return true;
  auto* da = AsDataType(a);
  auto* db = AsDataType(b);
  if (da->name != db->name) return false;
  if (depth == 0) return true;
  bool va = da->is_tuple() && IsVarargTuple(da);
  bool vb = db->is_tuple() && IsVarargTuple(db);
  int64_t na = da->nparams() - (va ? 1 : 0);
  int64_t nb = db->nparams() - (vb ? 1 : 0);
  bool differ = !va && !vb && na != nb;
  for (int64_t i = 0, n = std::min(na, nb); i < n && !differ; ++i) {
    Value pa = da->param(i);
    Value pb = db->param(i);
    differ = IsTypeOrVar(pa) && IsTypeOrVar(pb) && pa.As<Type>() != pb.As<Type>() &&
             !MayBeTypeEqual(AsType(pa), AsType(pb), depth - 1);
  }
  // A tuple with a Union{} parameter is Union{} itself, whatever its other parameters.
  return !differ || (da->is_tuple() && (HasBottomParam(da) || HasBottomParam(db)));
}

// The parameter as MayBeTypeEqual sees it: a DataType's TypeName uid plus one, a
// hash of the component names of a Union of DataTypes, or 0 for anything else.
uint64_t NameKey(Value p) {
  if (!IsTypeOrVar(p)) return 0;
  Type* t = Unwrap(p.As<Type>());
  if (t->kind == TypeKind::kTypeVar) t = Unwrap(static_cast<TypeVar*>(t)->ub);
  if (IsDataType(t)) return AsDataType(t)->name->uid + 1;
  GcVector<TypeName*> names;  // a Union: the sorted names of its components
  if (t->kind != TypeKind::kUnion || t->has_free_vars ||
      !UnionOfDataTypes(static_cast<UnionType*>(t), &names)) {
    return 0;
  }
  std::sort(names.begin(), names.end(), [](TypeName* x, TypeName* y) { return x->uid < y->uid; });
  uint64_t key = names.size();
  for (TypeName* n : names) key = key * 0x9E3779B97F4A7C15ull + n->uid + 1;
  return key | (uint64_t{1} << 63);
}

// Method::sig_key: the names of the first two parameters after the callee's type (of
// X too, for a callee Type{X}), so that adding a method compares its signature only
// with those of methods that share its key or have none. 0 when a position has no
// single name or is (or could be) a Vararg.
uint64_t SignatureKey(Type* sig) {
  auto* tuple = AsDataType(Unwrap(sig));
  int64_t n = tuple->nparams();
  if (IsVarargTuple(tuple) && n <= 3) return 0;
  uint64_t key = 1;
  Value callee = tuple->param(0);
  if (IsTypeOrVar(callee) && IsDataType(Unwrap(callee.As<Type>()))) {
    auto* c = AsDataType(Unwrap(callee.As<Type>()));
    if (c->is_type_type()) {
      uint64_t k = NameKey(c->param(0));
      if (k == 0) return 0;
      key = k;
    }
  }
  for (int64_t i = 1; i < std::min<int64_t>(n, 3); ++i) {
    uint64_t k = NameKey(tuple->param(i));
    if (k == 0) return 0;
    key = key * 0x9E3779B97F4A7C15ull + k;
  }
  return (key * 0x9E3779B97F4A7C15ull + static_cast<uint64_t>(std::min<int64_t>(n, 3))) | 1;
}

// `callee`, the first element of a signature, when only that exact type is a subtype
// of it: a singleton function type or Type{K} of a K without free variables; else
// nullptr.
DataType* ExactCallee(Value callee) {
  if (!IsTypeOrVar(callee) || !IsDataType(callee.As<Type>())) return nullptr;
  DataType* c = AsDataType(callee.As<Type>());
  if (c->has_free_vars) return nullptr;
  if (c->is_type_type()) return c;
  return (c->flags & kFunctionTypeFlag) ? c : nullptr;
}

// K when `callee` is exactly Type{K} (a constructor call or signature), else nullptr.
Type* ExactTypeCallee(Value callee) {
  DataType* c = ExactCallee(callee);
  if (c == nullptr || !c->is_type_type() || !IsTypeOrVar(c->param(0))) return nullptr;
  return c->param(0).As<Type>();
}

bool SignaturesMayBeEqual(Type* a, Type* b) {
  constexpr int kDepth = 4;
  return MayBeTypeEqual(a, b, kDepth);
}

// A definition with a type-equal signature replaces the visible one: it is deleted from
// `world` on.
void RetireReplaced(Runtime& rt, MethodTable* mt, const Method* m, uint64_t world) {
  for (Method* old : mt->methods) {
    if (old->sig_key != 0 && m->sig_key != 0 && old->sig_key != m->sig_key) continue;
    if (old->deleted_world == Runtime::kMaxWorld && SignaturesMayBeEqual(old->sig, m->sig) &&
        TypeEqual(rt, old->sig, m->sig)) {
      old->deleted_world = world;
    }
  }
}

// Cached lookups that the new method `m` could change stop being valid in `world`.
// Entries are keyed by exact argument types, so when the method names its callee
// exactly (`Float64(x) = ...`, whose callee is Type{Float64}), only entries for that
// callee can be affected: constructors share one table with hundreds of entries.
void InvalidateStaleEntries(Runtime& rt, MethodTable* mt, const Method* m, uint64_t world) {
  DataType* exact_callee = m->exact_callee;
  GcVector<DispatchEntry*> stale;
  mt->cache.ForEach([&](DispatchEntry* e) {
    if (e->max_world != Runtime::kMaxWorld || !ArityMatches(m, e->nargs)) return;
    if (exact_callee != nullptr && e->key()[0] != exact_callee) return;
    if (Subtype(rt, e->mi->spec_types, m->sig)) stale.push_back(e);
  });
  for (DispatchEntry* e : stale) {
    e->max_world = world - 1;
    mt->cache.Remove(e->hash, e);
  }
}

}  // namespace

MethodTable* NewMethodTable(Runtime& rt, Symbol* name, Module* module) {
  auto* mt = GcNew<MethodTable>();
  mt->type = rt.core.method_table;
  mt->name = name;
  mt->module = module;
  return mt;
}

Value NewGenericFunction(Runtime& rt, Module* module, Symbol* name) {
  std::string type_name = "#";
  type_name.append(name->name());
  TypeName* tn = NewTypeName(rt, module, Intern(type_name), nullptr, 0);
  tn->layout = Layout::kStruct;
  tn->is_finalized = true;
  tn->field_names = NewSVec(rt, 0);
  tn->mt = NewMethodTable(rt, name, module);
  DataType* t = MakeBody(rt, tn, nullptr, 0, rt.core.function);
  t->flags |= kFunctionTypeFlag;
  DCHECK(t->layout == Layout::kSingleton);
  return t->instance;
}

MethodTable* MethodTableOf(Runtime& rt, Value callee) {
  if (callee.type->is_kind()) return rt.type_callee_mt;
  return callee.type->name->mt;
}

MethodTable* MethodTableForSignature(Runtime& rt, Type* sig) {
  Type* body = Unwrap(sig);
  if (!IsDataType(body) || !AsDataType(body)->is_tuple() || AsDataType(body)->nparams() == 0) {
    return nullptr;
  }
  Value first = AsDataType(body)->param(0);
  if (!IsTypeOrVar(first)) return nullptr;
  Type* t = first.As<Type>();
  if (t->kind == TypeKind::kTypeVar) t = static_cast<TypeVar*>(t)->ub;
  if (t->kind == TypeKind::kUnionAll) t = Unwrap(t);
  if (!IsDataType(t)) return nullptr;
  DataType* d = AsDataType(t);
  if (d->is_type_type() || d->is_kind()) return rt.type_callee_mt;
  // Methods on abstract callee types (`(x::Number)(y)`) are not supported: lookup goes
  // through the callee's own type.
  if (d->abstract() || d->is_tuple()) return nullptr;
  TypeName* tn = d->name;
  if (tn->mt == nullptr) tn->mt = NewMethodTable(rt, tn->name, tn->module);
  return tn->mt;
}

bool CanDeferMethod(Runtime& rt, MethodTable* mt, Type* callee) {
  if (rt.deferred_methods == nullptr) return false;
  if (!mt->per_callee) return !mt->resolved;
  return callee != nullptr && rt.resolved_callees.count(callee) == 0;
}

uint64_t DeferMethod(Runtime& rt, MethodTable* mt, Type* callee) {
  DCHECK(CanDeferMethod(rt, mt, callee));
  if (mt->per_callee) {
    rt.deferred_callees.insert(callee);
  } else {
    ++mt->deferred;
  }
  return rt.AdvanceWorld();
}

void ResolveMethodsSlow(Runtime& rt, MethodTable* mt, Value callee_type, bool for_read) {
  // Only reading resolves a table (or callee): adding caches nothing, so an addition
  // builds what is deferred, for the order of replacements, and leaves the table open.
  // The state changes before Build runs, so that building (which adds through
  // AddMethod) does not come back here for the same methods.
  if (!mt->per_callee) {
    if (for_read) mt->resolved = true;
    if (mt->deferred == 0) return;
    mt->deferred = 0;
    rt.deferred_methods->Build(mt, nullptr);
    return;
  }
  Type* k = ExactTypeCallee(callee_type);
  if (k == nullptr) {
    // A signature over many callees (`(::Type{T})(x) where T`) cannot be type-equal to
    // a deferred `K(...)`, and no entry of an unread K is cached, so adding it needs
    // nothing built; reading through it (never done by lookups, whose callee is exact)
    // needs everything.
    if (!for_read || rt.deferred_callees.empty()) return;
    std::vector<const Type*> all(rt.deferred_callees.begin(), rt.deferred_callees.end());
    for (const Type* t : all) {
      ResolveMethodsSlow(rt, mt, TypeValue(TypeOfType(rt, const_cast<Type*>(t))), true);
    }
    return;
  }
  if (for_read && !rt.resolved_callees.insert(k).second) return;
  if (rt.deferred_callees.erase(k) == 0) return;
  rt.deferred_methods->Build(mt, k);
}

Method* AddMethod(Runtime& rt, const MethodDef& def, uint64_t world) {
  Type* body = def.sig != nullptr ? Unwrap(def.sig) : nullptr;
  if (body == nullptr || !IsDataType(body) || !AsDataType(body)->is_tuple() ||
      AsDataType(body)->nparams() == 0) {
    ThrowErrorException(rt, "method definition: signature is not a tuple type");
    return nullptr;
  }
  MethodTable* mt = MethodTableForSignature(rt, def.sig);
  if (mt == nullptr) {
    ThrowErrorException(rt, "method definition: cannot add methods to this callee type");
    return nullptr;
  }
  const bool deferred = world != 0;
  if (!deferred) {
    ResolveMethods(rt, mt, AsDataType(body)->param(0), /*for_read=*/false);
    world = rt.AdvanceWorld();
  }
  auto* m = GcNew<Method>();
  m->type = rt.core.method;
  m->name = def.name != nullptr ? def.name : mt->name;
  m->module = def.module != nullptr ? def.module : mt->module;
  m->file = def.file;
  m->line = def.line;
  m->sig = def.sig;
  m->arg_names = def.arg_names;
  m->body = def.body;
  m->body_id = def.body_id;
  m->table = mt;
  m->primary_world = world;
  m->deleted_world = Runtime::kMaxWorld;
  DataType* tuple = AsDataType(body);
  m->nargs = static_cast<uint32_t>(tuple->nparams());
  m->is_vararg = IsVarargTuple(tuple);
  GcVector<Value> vars;
  for (Type* t = def.sig; t->kind == TypeKind::kUnionAll; t = static_cast<UnionAll*>(t)->body) {
    vars.push_back(TypeValue(static_cast<UnionAll*>(t)->var));
  }
  m->sparam_vars = NewSVec(rt, vars.data(), static_cast<int64_t>(vars.size()));
  m->sig_key = SignatureKey(def.sig);
  m->exact_callee = ExactCallee(tuple->param(0));

  // A type declared just now has no earlier methods or cached lookups to consider.
  if (!def.new_callee) RetireReplaced(rt, mt, m, world);
  mt->methods.Push(m);
  mt->max_nargs = std::max(mt->max_nargs, m->nargs);
  if (!def.new_callee) InvalidateStaleEntries(rt, mt, m, world);
  if (!deferred) {
    for (DefinitionObserver* o : rt.definition_observers) o->MethodAdded(m);
  }
  return m;
}

MethodInstance* Specialize(Runtime& rt, Method* m, DataType* spec, SVec* sparams) {
  MethodInstance* mi =
      m->specializations.Find(spec->hash, [&](MethodInstance* x) { return x->spec_types == spec; });
  if (mi != nullptr) return mi;
  mi = GcNew<MethodInstance>();
  mi->type = rt.core.method_instance;
  mi->def = m;
  mi->spec_types = spec;
  mi->sparams = sparams;
  m->specializations.Insert(spec->hash, mi);
  return mi;
}

LookupStatus FindMethods(Runtime& rt, MethodTable* mt, DataType* tuple_type, uint64_t world,
                         GcVector<Method*>* candidates) {
  GcVector<Method*> applicable;
  if (!TypeApplicable(rt, mt, tuple_type, &applicable)) return LookupStatus::kTooDeep;
  GcVector<Method*> visible;
  for (Method* m : applicable) {
    if (Visible(m, world)) visible.push_back(m);
  }
  return MostSpecific(rt, visible, candidates);
}

LookupResult LookupByTypes(Runtime& rt, MethodTable* mt, DataType* const* types, uint32_t n,
                           uint64_t world) {
  LookupResult result;
  uint64_t hash = KeyHash(types, n);
  DispatchEntry* hit = mt->cache.Find(
      hash, [&](DispatchEntry* e) { return e->ValidIn(world) && KeyMatches(e, types, n); });
  if (hit != nullptr) {
    result.status = LookupStatus::kFound;
    result.entry = hit;
    result.mi = hit->mi;
    return result;
  }

  DataType* tt = ConcreteTupleType(rt, types, n);
  GcVector<Method*> applicable;
  if (!TypeApplicable(rt, mt, tt, &applicable)) {
    result.status = LookupStatus::kTooDeep;
    return result;
  }
  // The worlds in which this set of visible methods stays the same.
  uint64_t min_world = 1, max_world = Runtime::kMaxWorld;
  GcVector<Method*> visible;
  for (Method* m : applicable) {
    for (uint64_t b : {m->primary_world, m->deleted_world}) {
      if (b == Runtime::kMaxWorld) continue;
      if (b <= world) {
        min_world = std::max(min_world, b);
      } else {
        max_world = std::min(max_world, b - 1);
      }
    }
    if (Visible(m, world)) visible.push_back(m);
  }
  GcVector<Method*> best;
  result.status = MostSpecific(rt, visible, &best);
  if (result.status != LookupStatus::kFound) return result;

  Method* m = best[0];
  GcVector<Value> vals;
  bool ok = SubtypeEnv(rt, tt, m->sig, &vals);
  DCHECK(ok);
  (void)ok;
  SVec* sparams = NewSVec(rt, vals.data(), static_cast<int64_t>(vals.size()));
  MethodInstance* mi = Specialize(rt, m, tt, sparams);

  auto* e = static_cast<DispatchEntry*>(GcAlloc(sizeof(DispatchEntry) + sizeof(DataType*) * n));
  e->type = rt.core.any;  // entries are not first-class values
  e->hash = hash;
  e->min_world = min_world;
  e->max_world = max_world;
  e->mi = mi;
  e->nargs = n;
  for (uint32_t i = 0; i < n; ++i) e->key()[i] = types[i];
  mt->cache.Insert(hash, e);
  result.entry = e;
  result.mi = mi;
  return result;
}

LookupResult Lookup(Runtime& rt, const Value* args, uint32_t nargs, uint64_t world) {
  LookupResult none;
  if (nargs == 0) return none;
  MethodTable* mt = MethodTableOf(rt, args[0]);
  if (mt == nullptr) return none;
  DataType* small[8];
  GcVector<DataType*> big;
  DataType** types = small;
  if (nargs > 8) {
    big.resize(nargs);
    types = big.data();
  }
  for (uint32_t i = 0; i < nargs; ++i) {
    Value a = args[i];
    types[i] = a.type->is_kind() ? TypeOfType(rt, a.As<Type>()) : a.type;
  }
  return LookupByTypes(rt, mt, types, nargs, world);
}

MethodInstance* InvokeDispatch(Runtime& rt, DataType* sig, const Value* args, uint32_t nargs,
                               uint64_t world) {
  MethodTable* mt = nargs > 0 ? MethodTableOf(rt, args[0]) : nullptr;
  GcVector<Method*> best;
  LookupStatus status = LookupStatus::kNoMethod;
  if (mt != nullptr) {
    ResolveMethods(rt, mt, TypeValue(args[0].type), /*for_read=*/true);
    status = FindMethods(rt, mt, sig, world, &best);
  }
  if (status == LookupStatus::kTooDeep) {
    rt.Throw(MakeStackOverflowError(rt));
    return nullptr;
  }
  if (status != LookupStatus::kFound || best.empty()) {
    rt.Throw(MakeMethodError(rt, nargs > 0 ? args[0] : Value(), args + 1,
                             nargs > 0 ? nargs - 1 : 0, world));
    return nullptr;
  }
  Method* m = best[0];
  GcVector<DataType*> types(nargs);
  for (uint32_t i = 0; i < nargs; ++i) {
    Value a = args[i];
    types[i] = a.type->is_kind() ? TypeOfType(rt, a.As<Type>()) : a.type;
  }
  DataType* tt = ConcreteTupleType(rt, types.data(), nargs);
  GcVector<Value> vals;
  if (!SubtypeEnv(rt, tt, m->sig, &vals)) {
    rt.Throw(MakeMethodError(rt, args[0], args + 1, nargs - 1, world));
    return nullptr;
  }
  SVec* sparams = NewSVec(rt, vals.data(), static_cast<int64_t>(vals.size()));
  return Specialize(rt, m, tt, sparams);
}

MethodInstance* Dispatch(Runtime& rt, const Value* args, uint32_t nargs, uint64_t world) {
  LookupResult r = Lookup(rt, args, nargs, world);
  if (r.status == LookupStatus::kFound) return r.mi;
  if (r.status == LookupStatus::kTooDeep) {
    rt.Throw(MakeStackOverflowError(rt));
    return nullptr;
  }
  DCHECK(nargs > 0);
  rt.Throw(MakeMethodError(rt, args[0], args + 1, nargs - 1, world));
  return nullptr;
}

}  // namespace kiln::runtime
