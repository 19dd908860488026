// Subtyping (Julia manual, "Types"; the algorithm follows the ideas of Julia's
// src/subtype.c in a simpler form):
//   * parameters of DataTypes are invariant, Tuple parameters covariant;
//   * a Union on the left must fit entirely, on the right one member must fit;
//   * a UnionAll on the left is "for all" its variable, on the right "there exists";
//     left UnionAlls are opened before right ones;
//   * existential variables collect lower bounds from covariant positions and equal
//     both bounds in invariant positions; a variable occurring twice or more in
//     covariant positions and never invariantly must end up concrete (the manual's
//     "diagonal" rule);
//   * Type{T} contains exactly the type object T; Type{T} <: typeof(T).
//
// Known limits (documented in docs/runtime.md): a right-hand Union member is chosen
// greedily per position and not revisited when a later sibling fails; constraints
// between two existential variables are approximated; bounds of existential variables
// are narrowed only when one bound is a subtype of the other.
#ifndef KILN_RUNTIME_SUBTYPE_H_
#define KILN_RUNTIME_SUBTYPE_H_

#include "runtime/gc.h"
#include "runtime/types.h"
#include "runtime/value.h"

namespace kiln::runtime {

class Runtime;

// The answer of a check on types nested too deeply to compare (more than
// kMaxSubtypeDepth levels, built by a program in a loop) is kTooDeep: the
// user-visible operations (isa, <:, typeassert, dispatch) raise a
// StackOverflowError for it, as Julia does when its own check runs out of stack,
// and inference does not fold it. Never a silent "no".
enum class SubtypeAnswer : uint8_t { kNo, kYes, kTooDeep };
inline constexpr int kMaxSubtypeDepth = 2000;

// a <: b
SubtypeAnswer CheckSubtype(Runtime& rt, Type* a, Type* b);
// isa(v, t)
SubtypeAnswer CheckIsA(Runtime& rt, Value v, Type* t);

// The same as a bool, for uses where a too-deep "no" is only conservative (the
// lattice's order, specificity, error messages); kTooDeep answers false.
bool Subtype(Runtime& rt, Type* a, Type* b);
// a <: b and b <: a (Julia's ==)
bool TypeEqual(Runtime& rt, Type* a, Type* b);
// isa(v, t), kTooDeep answering false as Subtype does.
bool IsA(Runtime& rt, Value v, Type* t);
// a <: b, and on success the values of b's UnionAll variables (outermost first) in
// `vals`: the matched type or value, or the TypeVar itself when unconstrained.
// kTooDeep answers false.
bool SubtypeEnv(Runtime& rt, Type* a, Type* b, GcVector<Value>* vals);

}  // namespace kiln::runtime

#endif  // KILN_RUNTIME_SUBTYPE_H_
