#include "infer/conditional.h"

#include <vector>

#include "runtime/object.h"
#include "runtime/subtype.h"
#include "runtime/types.h"

namespace kiln::infer {
namespace {

using runtime::Type;
using runtime::TypeKind;

std::vector<Type*> Members(Type* t) {
  if (t->kind == TypeKind::kUnion) {
    auto* u = static_cast<runtime::UnionType*>(t);
    return std::vector<Type*>(u->components(), u->components() + u->n);
  }
  return {t};
}

// Whether every value of `m` has exactly the type m (so `isa(v, T)` is
// `m <: T` for all of them): concrete types other than Type{X} and kinds.
bool OneTypeOfValues(Type* m) {
  if (m->kind != TypeKind::kDataType) return false;
  auto* d = runtime::AsDataType(m);
  return d->concrete() && !d->is_type_type() && !d->is_kind();
}

// x's members for which `keep` holds, joined; x when none do (that side of
// the branch is never taken, and x is as good a type as any there).
template <typename Keep>
LType Filter(Lattice& l, const LType& x, Keep keep) {
  LType out = l.Bottom();
  for (Type* m : Members(x.type)) {
    if (Type* kept = keep(m)) out = l.Join(out, l.Of(kept));
  }
  return l.IsBottom(out) ? x : out;
}

}  // namespace

LType Narrow(Lattice& l, const Conditional& c, const LType& x, bool truth) {
  if (!c.valid() || l.IsBottom(x) || x.is_const()) return x;
  runtime::Runtime& rt = l.rt();
  const bool holds = truth != c.negated;  // whether the test itself succeeded
  switch (c.test) {
    case Conditional::Test::kEgal: {
      if (holds) {
        LType v = l.Const(c.value);
        return l.Leq(v, x) ? v : x;
      }
      // Not egal to the one value of a singleton type: not of that type.
      runtime::DataType* vt = c.value.type;
      if (vt->layout != runtime::Layout::kSingleton) return x;
      return Filter(l, x, [&](Type* m) -> Type* { return m == static_cast<Type*>(vt) ? nullptr : m; });
    }
    case Conditional::Test::kIsa: {
      Type* t = c.type;
      if (holds) {
        return Filter(l, x, [&](Type* m) -> Type* {
          if (runtime::Subtype(rt, m, t)) return m;
          if (OneTypeOfValues(m)) return nullptr;      // no value of m is a T
          if (runtime::Subtype(rt, t, m)) return t;    // the T among the m
          return m;                                    // some of m: still an m
        });
      }
      return Filter(l, x, [&](Type* m) -> Type* { return runtime::Subtype(rt, m, t) ? nullptr : m; });
    }
    case Conditional::Test::kSplit: {
      Type* t = holds ? c.type : c.else_type;
      if (t == nullptr) return x;
      LType n = l.Of(t);
      return l.Leq(n, x) ? n : x;
    }
    case Conditional::Test::kNone:
      break;
  }
  return x;
}

}  // namespace kiln::infer
