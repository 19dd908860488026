// Invalidation of inferred code when a method is added (COMPILER.md §2; Julia
// manual, "Redefining Methods"): which edges a new method falsifies.
#ifndef KILN_INFER_INVALIDATE_H_
#define KILN_INFER_INVALIDATE_H_

#include <cstddef>

#include "engine/engine.h"
#include "runtime/method.h"
#include "runtime/runtime.h"

namespace kiln::infer {

// Ends (at added->primary_world - 1) every CodeInstance with an edge whose
// lookup `added` could now answer differently: a call whose argument types the
// new signature covers (it may be more specific, or make the call ambiguous),
// a missing method it fills, a dispatch or invoke over types it covers; then,
// transitively, everything that depends on those. Returns how many ended.
size_t InvalidateForMethod(engine::Engine& engine, runtime::Runtime& rt, runtime::Method* added);

}  // namespace kiln::infer

#endif  // KILN_INFER_INVALIDATE_H_
