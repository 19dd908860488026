// Typed tapes: the interpreter's use of inferred types (docs/inference.md,
// "Typed tapes"). A method body counts its calls and loop back-edges
// (Code::hot); once it is hot, each MethodInstance it runs is offered to the
// TypedTier, which infers it (above the interpreter: the driver owns the
// inference engine) and says, per call site of the tape, which argument types
// are proven. The interpreter then links a typed copy of the tape for that
// MethodInstance: calls of one proven method become call_direct (no dispatch),
// fast ops whose operands are proven Int64, Float64 or an Array of them lose
// their type guards. The copy has the generic tape's layout instruction for
// instruction, so a running frame can switch to it at a loop's back-edge.
//
// A typed copy is used only in the worlds its CodeInstance is valid in: a
// definition that falsifies one of its edges lowers that CodeInstance's
// max_world (infer::Invalidator), after which calls in newer worlds run the
// generic tape (or a copy made again in the new world); frames already
// running in an older world keep the code of their world, as Julia's do.
#ifndef KILN_INTERP_TYPED_TIER_H_
#define KILN_INTERP_TYPED_TIER_H_

#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

#include "interp/code.h"
#include "runtime/method.h"
#include "runtime/types.h"
#include "tape/tape.h"

namespace kiln::interp {

// Calls plus loop back-edges of one body before its MethodInstances are typed.
inline constexpr uint32_t kDefaultHotCount = 1000;
// Typed copies made of one MethodInstance at most (each after the previous
// one was invalidated by a definition, in a newer world).
inline constexpr uint32_t kMaxTypedAttempts = 8;

// What inference proved about one MethodInstance's tape.
struct TypedProof {
  // The worlds the proof holds in: its CodeInstance's (max_world may be
  // lowered later, by invalidation).
  uint64_t min_world = 0;
  const std::atomic<uint64_t>* max_world = nullptr;
  // Per call site of the tape: the proven concrete type of each argument after
  // the callee (null: not proven), as the site's statement reads them.
  std::vector<std::vector<runtime::DataType*>> site_args;
};

class TypedTier {
 public:
  virtual ~TypedTier() = default;
  // Infers mi in `world` and fills *out for `tape` (mi's generic tape). False
  // when it cannot (no lowered body, no CodeInstance). Must not run Julia
  // code; leaves no exception pending.
  virtual bool Prove(runtime::MethodInstance* mi, uint64_t world, const tape::TapeBody& tape,
                     TypedProof* out) = 0;
};

// What a MethodInstance's interp_data points to once it was offered (owned
// by the Machine).
struct TypedInstance {
  std::unique_ptr<Code> code;  // null when inference could not type it
  uint64_t min_world = 0;
  const std::atomic<uint64_t>* max_world = nullptr;
  uint64_t tried_world = 0;  // the world of the last attempt
  uint32_t attempts = 0;
  bool failed = false;  // never again (no body, a tape that did not match)

  bool ValidIn(uint64_t world) const {
    return code != nullptr && min_world <= world &&
           world <= max_world->load(std::memory_order_acquire);
  }
};

// Counts of the typed tier (kiln --timings).
struct TypedCounters {
  uint64_t offered = 0;       // MethodInstances offered (inferred)
  uint64_t typed = 0;         // typed copies made
  uint64_t direct_calls = 0;  // call sites bound to their method
  uint64_t typed_ops = 0;     // fast ops without their guards
  uint64_t switched = 0;      // running frames moved to a typed copy at a back-edge
};

}  // namespace kiln::interp

#endif  // KILN_INTERP_TYPED_TIER_H_
