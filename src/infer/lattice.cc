#include "infer/lattice.h"

#include <vector>

#include "infer/limits.h"
#include "runtime/object.h"
#include "runtime/print.h"
#include "runtime/subtype.h"

namespace kiln::infer {

using runtime::DataType;
using runtime::Type;
using runtime::TypeKind;

LType Lattice::Const(runtime::Value v) {
  return LType{runtime::DispatchTypeOf(rt_, v), v};
}

bool Lattice::Leq(const LType& a, const LType& b) {
  if (IsBottom(a)) return true;
  if (IsBottom(b)) return false;
  if (b.is_const()) return a.is_const() && runtime::Egal(a.konst, b.konst);
  if (a.type == b.type) return true;
  return runtime::Subtype(rt_, a.type, b.type);
}

namespace {

void AddMembers(Type* t, std::vector<Type*>* out) {
  if (t->kind == TypeKind::kUnion) {
    auto* u = static_cast<runtime::UnionType*>(t);
    for (uint32_t i = 0; i < u->n; ++i) out->push_back(u->components()[i]);
  } else {
    out->push_back(t);
  }
}

}  // namespace

Type* Lattice::WidenUnion(Type* const* members, uint32_t n) {
  for (uint32_t i = 0; i < n; ++i) {
    if (members[i]->kind != TypeKind::kDataType) return rt_.core.any;
  }
  // The nearest supertype of the first member that covers all of them.
  for (DataType* c = runtime::AsDataType(members[0]); c != nullptr; c = c->super) {
    bool covers = true;
    for (uint32_t i = 1; i < n && covers; ++i) covers = runtime::Subtype(rt_, members[i], c);
    if (covers) return c;
  }
  return rt_.core.any;
}

LType Lattice::Join(const LType& a, const LType& b) {
  if (Leq(a, b)) return b;
  if (Leq(b, a)) return a;
  Type* ta = a.type;
  Type* tb = b.type;
  if (ta == tb) return Of(ta);
  if (runtime::Subtype(rt_, ta, tb)) return Of(tb);
  if (runtime::Subtype(rt_, tb, ta)) return Of(ta);
  std::vector<Type*> members;
  AddMembers(ta, &members);
  AddMembers(tb, &members);
  Type* u = runtime::MakeUnion(rt_, members.data(), static_cast<uint32_t>(members.size()));
  if (u->kind == TypeKind::kUnion && static_cast<runtime::UnionType*>(u)->n > kMaxUnionLength) {
    auto* un = static_cast<runtime::UnionType*>(u);
    return Of(WidenUnion(un->components(), un->n));
  }
  return Of(u);
}

namespace {

uint32_t Depth(Type* t, uint32_t limit) {
  if (limit == 0 || t->kind != TypeKind::kDataType) return 0;
  DataType* d = runtime::AsDataType(t);
  if (d->parameters == nullptr) return 1;
  uint32_t deepest = 0;
  for (int64_t i = 0; i < d->nparams(); ++i) {
    runtime::Value p = d->param(i);
    if (runtime::IsTypeOrVar(p)) {
      uint32_t pd = Depth(runtime::AsType(p), limit - 1);
      if (pd > deepest) deepest = pd;
    }
  }
  return 1 + deepest;
}

}  // namespace

Type* Lattice::Limit(Type* t) {
  if (t->kind != TypeKind::kDataType) return t;
  DataType* d = runtime::AsDataType(t);
  if (d->is_tuple() && d->parameters != nullptr && d->nparams() > kMaxTupleLength) {
    return rt_.core.any_tuple;
  }
  if (Depth(t, kMaxTypeDepth + 1) > kMaxTypeDepth) {
    if (d->is_tuple()) return rt_.core.any_tuple;
    runtime::Value w = d->name->wrapper;
    return runtime::IsType(w) ? runtime::AsType(w) : rt_.core.any;
  }
  return t;
}

bool Lattice::IsDispatchable(Type* t) const {
  if (t->kind != TypeKind::kDataType) return false;
  DataType* d = runtime::AsDataType(t);
  if (d->is_type_type()) {
    // Type{T}: the value is T itself, which dispatch sees exactly.
    return d->parameters != nullptr && d->nparams() == 1 && !runtime::TypeHasFreeVars(d->param(0));
  }
  // A value typed DataType (or another kind) is some type object: dispatch
  // sees Type{that object}, which the kind does not tell.
  if (d->is_kind()) return false;
  return d->concrete();
}

std::string Lattice::ShowType(const Type* t) {
  std::string out;
  runtime::ShowType(rt_, t, &out);
  return out;
}

std::string Lattice::Show(const LType& t) {
  if (t.is_const()) return "Const(" + runtime::ShowToString(rt_, t.konst) + ")";
  return ShowType(t.type);
}

}  // namespace kiln::infer
