// Invalidation of inferred code when a method is added or a constant
// redefined (COMPILER.md §2; Julia manual, "Redefining Methods"): which edges
// a definition falsifies, and the observer that applies it to an Engine as a
// running program defines things.
#ifndef KILN_INFER_INVALIDATE_H_
#define KILN_INFER_INVALIDATE_H_

#include <cstddef>
#include <cstdint>

#include "engine/engine.h"
#include "runtime/method.h"
#include "runtime/runtime.h"

namespace kiln::infer {

// Indexes `engine`'s CodeInstances by the callee type of their call, invoke,
// dispatch and missing-method edges, so that InvalidateForMethod looks only at
// those a method of that callee can concern. Call before anything is published
// (Invalidator's constructor does).
void IndexEdgesByCallee(engine::Engine& engine);

// Ends (at added->primary_world - 1) every CodeInstance with an edge whose
// lookup `added` could now answer differently: a call whose argument types the
// new signature covers (it may be more specific, or make the call ambiguous),
// a missing method it fills, a dispatch or invoke over types it covers; then,
// transitively, everything that depends on those. Returns how many ended.
size_t InvalidateForMethod(engine::Engine& engine, runtime::Runtime& rt, runtime::Method* added);

struct InvalidationStats {
  uint64_t methods = 0;          // method definitions seen
  uint64_t constants = 0;        // constant redefinitions seen
  uint64_t invalidated = 0;      // CodeInstances they ended (transitively)
  uint64_t by_constants = 0;     // of those, ended by constant redefinitions
  double ms = 0;                 // time spent finding them
};

// While alive, applies every method definition and constant redefinition of
// the runtime to `engine` (registered in rt.definition_observers), so the
// Inference using that engine may publish CodeInstances for every world their
// edges hold in (Inference's `invalidated_on_definition`).
class Invalidator final : public runtime::DefinitionObserver {
 public:
  Invalidator(runtime::Runtime& rt, engine::Engine& engine);
  ~Invalidator() override;
  Invalidator(const Invalidator&) = delete;
  Invalidator& operator=(const Invalidator&) = delete;

  void MethodAdded(runtime::Method* m) override;
  void ConstRedefined(runtime::Binding* b, uint64_t world) override;

  const InvalidationStats& stats() const { return stats_; }

 private:
  runtime::Runtime& rt_;
  engine::Engine& engine_;
  InvalidationStats stats_;
};

}  // namespace kiln::infer

#endif  // KILN_INFER_INVALIDATE_H_
