// Inference's working state for one MethodInstance being inferred (internal
// to src/infer).
#ifndef KILN_INFER_FRAME_H_
#define KILN_INFER_FRAME_H_

#include <memory>
#include <unordered_set>
#include <vector>

#include "engine/code_instance.h"
#include "infer/body_source.h"
#include "infer/inference.h"
#include "infer/lattice.h"
#include "infer/typed_body.h"

namespace kiln::infer {

struct Frame {
  runtime::MethodInstance* mi = nullptr;
  engine::CodeInstance* ci = nullptr;  // the reservation
  uint64_t world = 0;
  BodyRef src;
  std::vector<LType> argtypes;

  // SCC bookkeeping (Tarjan): `index` is the frame's stack position (an SCC
  // member's is its head's), `low` the lowest position it reaches through
  // calls to frames still in progress.
  uint32_t index = 0;
  uint32_t low = 0;
  bool recursive = false;  // some call reached this frame while in progress
  std::vector<std::unique_ptr<Frame>> members;  // when the head of an SCC

  // The return type callers in the cycle see (grows pass by pass).
  LType provisional;

  // Results of the latest pass.
  LType rettype;
  LType exctype;
  engine::Effects effects;
  std::unique_ptr<TypedBody> typed;
  engine::EdgeTable edges;
  uint64_t min_world = 0;
  uint64_t max_world = engine::kMaxWorld;

  // Edges that name one thing (a call target, a binding, a missing lookup's
  // type) are recorded once per pass.
  std::unordered_set<const void*> seen_edges;
  bool FirstEdge(const void* key) { return seen_edges.insert(key).second; }
  void AddCallEdge(engine::EdgeItem target) {
    if (FirstEdge(target.kind == engine::EdgeItem::Kind::kCodeInstance
                      ? static_cast<const void*>(target.ci)
                      : static_cast<const void*>(target.mi))) {
      edges.AddCall(target);
    }
  }
  void AddBindingEdge(runtime::Binding* b) {
    if (FirstEdge(b)) edges.AddBinding(b);
  }
  void AddMissingEdge(runtime::Type* t) {
    if (FirstEdge(t)) edges.AddMissing(t);
  }

  void NarrowWorlds(uint64_t lo, uint64_t hi) {
    if (lo > min_world) min_world = lo;
    if (hi < max_world) max_world = hi;
  }
};

// One pass of abstract interpretation over frame.src's body with
// frame.argtypes, filling the frame's results (abstract_interp.cc).
void InterpretBody(Inference& inference, Frame& frame);

// The result of a builtin or intrinsic call when it is known (tfuncs.cc):
// false when the callee is neither.
bool BuiltinCall(Inference& inference, Frame& caller, std::span<const LType> args,
                 CallResult* out);

}  // namespace kiln::infer

#endif  // KILN_INFER_FRAME_H_
