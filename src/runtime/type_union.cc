// Union types: flattening, dropping members subsumed by others, Julia's order of
// members, and hash-consing (jltypes.c, jl_type_union).
#include <string_view>

#include "runtime/gc.h"
#include "runtime/gc_table.h"
#include "runtime/module.h"
#include "runtime/runtime.h"
#include "runtime/subtype.h"
#include "runtime/type_internal.h"
#include "runtime/types.h"

namespace kiln::runtime {
namespace {

constexpr uint64_t kUnionSeed = 0x9e3779b97f4a7c15ull;

// Union ordering (Julia's jltypes.c: singletons, then isbits types, then other
// DataTypes, then everything else; ties by module name, type name, parameters).

bool IsSingletonType(const Type* t) {
  return IsDataType(t) && static_cast<const DataType*>(t)->layout == Layout::kSingleton &&
         static_cast<const DataType*>(t)->concrete();
}

int StrCmp(std::string_view a, std::string_view b) {
  int c = a.compare(b);
  return c < 0 ? -1 : (c > 0 ? 1 : 0);
}

int DataTypeNameCmp(const Type* a, const Type* b) {
  if (!IsDataType(a)) return IsDataType(b) ? 1 : 0;
  if (!IsDataType(b)) return -1;
  const auto* da = static_cast<const DataType*>(a);
  const auto* db = static_cast<const DataType*>(b);
  std::string_view ma = da->name->module ? da->name->module->name->name() : "";
  std::string_view mb = db->name->module ? db->name->module->name->name() : "";
  int cmp = StrCmp(ma, mb);
  if (cmp != 0) return cmp;
  cmp = StrCmp(da->name->name->name(), db->name->name->name());
  if (cmp != 0) return cmp;
  int64_t na = da->nparams(), nb = db->nparams();
  if (na != nb) return na < nb ? -1 : 1;
  for (int64_t i = 0; i < 3 && i < na; ++i) {
    Value pa = da->param(i), pb = db->param(i);
    if (SameBits(pa, pb)) continue;
    if (IsTypeOrVar(pa) && IsTypeOrVar(pb)) {
      const Type* ta = pa.As<Type>();
      const Type* tb = pb.As<Type>();
      if (IsDataType(ta) && IsDataType(tb)) {
        cmp = DataTypeNameCmp(ta, tb);
        if (cmp != 0) return cmp;
      } else if (ta->kind == TypeKind::kUnionAll && tb->kind == TypeKind::kUnionAll) {
        cmp = DataTypeNameCmp(Unwrap(const_cast<Type*>(ta)), Unwrap(const_cast<Type*>(tb)));
        if (cmp != 0) return cmp;
      } else {
        cmp = 0;
      }
    } else {
      cmp = 0;
    }
  }
  return cmp;
}

int UnionSortCmp(const Type* a, const Type* b) {
  if (IsDataType(a)) {
    if (!IsDataType(b)) return -1;
    bool sa = IsSingletonType(a), sb = IsSingletonType(b);
    if (sa) return sb ? DataTypeNameCmp(a, b) : -1;
    if (sb) return 1;
    bool ba = static_cast<const DataType*>(a)->isbits();
    bool bb = static_cast<const DataType*>(b)->isbits();
    if (ba) return bb ? DataTypeNameCmp(a, b) : -1;
    if (bb) return 1;
    return DataTypeNameCmp(a, b);
  }
  if (IsDataType(b)) return 1;
  return DataTypeNameCmp(Unwrap(const_cast<Type*>(a)), Unwrap(const_cast<Type*>(b)));
}

}  // namespace

Type* MakeUnion(Runtime& rt, Type* const* types, uint32_t n) {
  GcVector<Type*> flat;
  for (uint32_t i = 0; i < n; ++i) {
    Type* t = types[i];
    if (t->kind == TypeKind::kUnion) {
      auto* u = static_cast<UnionType*>(t);
      for (uint32_t j = 0; j < u->n; ++j) flat.push_back(u->components()[j]);
    } else if (t->kind != TypeKind::kBottom) {
      flat.push_back(t);
    }
  }
  // Drop duplicates and members that are subtypes of another member.
  for (size_t i = 0; i < flat.size(); ++i) {
    for (size_t j = 0; j < flat.size() && flat[i] != nullptr; ++j) {
      if (i == j || flat[j] == nullptr) continue;
      if (flat[i] == flat[j]) {
        flat[i] = nullptr;
      } else if (!flat[i]->has_free_vars && !flat[j]->has_free_vars &&
                 Subtype(rt, flat[i], flat[j])) {
        flat[i] = nullptr;
      }
    }
  }
  GcVector<Type*> members;
  for (Type* t : flat) {
    if (t != nullptr) members.push_back(t);
  }
  // Stable insertion sort, as jltypes.c does.
  for (size_t i = 1; i < members.size(); ++i) {
    Type* x = members[i];
    size_t j = i;
    for (; j > 0 && UnionSortCmp(x, members[j - 1]) < 0; --j) members[j] = members[j - 1];
    members[j] = x;
  }
  if (members.empty()) return rt.core.bottom;
  if (members.size() == 1) return members[0];

  uint64_t hash = MixHash(kUnionSeed, members.size());
  for (Type* t : members) hash = MixHash(hash, t->hash);
  uint32_t count = static_cast<uint32_t>(members.size());
  Type* found = rt.union_cache.Find(hash, [&](Type* t) {
    auto* u = static_cast<UnionType*>(t);
    if (u->n != count) return false;
    for (uint32_t i = 0; i < count; ++i) {
      if (u->components()[i] != members[i]) return false;
    }
    return true;
  });
  if (found != nullptr) return found;
  auto* u = NewTypeObject<UnionType>(rt, TypeKind::kUnion, sizeof(Type*) * count);
  u->n = count;
  u->hash = hash;
  for (uint32_t i = 0; i < count; ++i) {
    u->components()[i] = members[i];
    if (members[i]->has_free_vars) u->has_free_vars = true;
  }
  rt.union_cache.Insert(hash, u);
  return u;
}

Type* MakeUnion2(Runtime& rt, Type* a, Type* b) {
  if (a == b) return a;
  Type* ts[2] = {a, b};
  return MakeUnion(rt, ts, 2);
}

}  // namespace kiln::runtime
