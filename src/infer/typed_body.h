// The inferred form of a body (a CodeInstance's `inferred`): the lowered body
// it was inferred from and a type per statement and slot, as `kiln infer`
// prints it (like Julia's @code_typed, before optimization).
#ifndef KILN_INFER_TYPED_BODY_H_
#define KILN_INFER_TYPED_BODY_H_

#include <vector>

#include "engine/code_instance.h"
#include "infer/body_source.h"
#include "infer/lattice.h"

namespace kiln::infer {

struct TypedBody final : engine::InferredSource {
  BodyRef src;
  std::vector<LType> ssa_types;   // per statement; Bottom: never reached (or never returns)
  std::vector<LType> slot_types;  // per slot: join of every value it holds
  // Reads of a slot where a condition (conditional.h) narrowed it below its
  // slot type: the statement, the slot and the type there. Sorted.
  struct NarrowedRead {
    uint32_t stmt;
    uint32_t slot;
    LType type;
  };
  std::vector<NarrowedRead> narrowed;
  // The type of slot `slot` as statement `stmt` reads it.
  const LType& SlotAt(uint32_t stmt, uint32_t slot) const {
    for (const NarrowedRead& r : narrowed) {
      if (r.stmt == stmt && r.slot == slot) return r.type;
      if (r.stmt > stmt) break;
    }
    return slot_types[slot];
  }
};

}  // namespace kiln::infer

#endif  // KILN_INFER_TYPED_BODY_H_
