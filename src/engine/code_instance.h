// CodeInstance: the result of inferring (and later compiling) one
// MethodInstance for one owner, valid in a range of worlds (seed 004;
// COMPILER.md §2).
//
// Extrinsic properties say which question it answers: the MethodInstance,
// the owner (which inference configuration made it; nullptr is Kiln's own),
// the inclusive world range [min_world, max_world] and the edges, the facts
// that range was computed from. Intrinsic properties are the answer: return
// and exception types, effects, the inferred body, native entry points. They
// are fixed when the Engine publishes the CodeInstance (Fulfill); only
// max_world may be lowered afterwards (invalidation), and native entry points
// filled in.
//
// GC note: a CodeInstance lives in C++ memory owned by the Engine. The runtime
// objects it points at must be kept alive elsewhere: types are hash-consed and
// never collected, MethodInstances are kept by their Method, and constant
// values by the inference that produced them (infer::Inference's root pool).
#ifndef KILN_ENGINE_CODE_INSTANCE_H_
#define KILN_ENGINE_CODE_INSTANCE_H_

#include <atomic>
#include <cstdint>
#include <memory>

#include "engine/edges.h"
#include "engine/effects.h"
#include "runtime/value.h"

namespace kiln::runtime {
struct MethodInstance;
struct Type;
}  // namespace kiln::runtime

namespace kiln::engine {

inline constexpr uint64_t kMaxWorld = UINT64_MAX;

// An inferred body in whatever form its owner keeps it (infer::TypedBody).
// Opaque to the engine, which only owns it.
class InferredSource {
 public:
  virtual ~InferredSource() = default;
};

// What a finished inference hands the engine in exchange for its reservation
// (seed 004's `src`): the intrinsic properties, the edges and the worlds.
struct InferenceResult {
  runtime::Type* rettype = nullptr;   // null: Any
  runtime::Value rettype_const;       // defined: the call always returns this value
  runtime::Type* exctype = nullptr;   // null: Any
  Effects effects;
  std::unique_ptr<InferredSource> inferred;
  EdgeTable edges;
  uint64_t min_world = 0;
  uint64_t max_world = kMaxWorld;
};

struct CodeInstance {
  // ---- Extrinsic ----
  runtime::MethodInstance* mi = nullptr;
  const void* owner = nullptr;
  std::atomic<uint64_t> min_world{0};
  std::atomic<uint64_t> max_world{0};
  EdgeTable edges;

  // ---- Intrinsic ----
  runtime::Type* rettype = nullptr;
  runtime::Value rettype_const;
  runtime::Type* exctype = nullptr;
  Effects effects;
  std::unique_ptr<InferredSource> inferred;
  // Native entry points (src/jit): null until compiled; may be a trampoline.
  std::atomic<void*> invoke{nullptr};
  std::atomic<void*> specptr{nullptr};

  // ---- State ----
  // True while this is only a reservation (seed 004's `partial`): the caller
  // that reserved it is inferring it. Published CodeInstances are complete.
  bool partial = true;
  // The world the reservation was made for (its result must be valid there).
  uint64_t reserved_world = 0;

  bool ValidIn(uint64_t world) const {
    return min_world.load(std::memory_order_acquire) <= world &&
           world <= max_world.load(std::memory_order_acquire);
  }
};

}  // namespace kiln::engine

#endif  // KILN_ENGINE_CODE_INSTANCE_H_
