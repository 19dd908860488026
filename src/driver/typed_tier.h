// The typed tier of the interpreter (interp/typed_tier.h): infers each hot
// MethodInstance the interpreter offers, through an engine of its own whose
// CodeInstances definitions invalidate (infer::Invalidator), and maps the
// typed body onto the tape's call sites. Nothing is made before the first
// offer: a program with no hot code never infers (docs/inference.md).
#ifndef KILN_DRIVER_TYPED_TIER_H_
#define KILN_DRIVER_TYPED_TIER_H_

#include <cstdint>
#include <cstdio>
#include <memory>

#include "base/env.h"
#include "interp/interp.h"
#include "interp/typed_tier.h"
#include "runtime/runtime.h"

namespace kiln::driver {

struct TypedTierStats {
  uint64_t proved = 0;        // MethodInstances whose tape the proof was mapped onto
  uint64_t not_mapped = 0;    // inferred, but the lowered body gave another tape
  uint64_t inferred = 0;      // CodeInstances published
  uint64_t invalidated = 0;   // CodeInstances definitions ended
  double infer_cpu_ms = 0;    // this thread's CPU time in Prove (inference, relowering)
};

class InterpreterTypedTier final : public interp::TypedTier {
 public:
  InterpreterTypedTier(runtime::Runtime& rt, interp::Interpreter& interp);
  ~InterpreterTypedTier() override;

  bool Prove(runtime::MethodInstance* mi, uint64_t world, const tape::TapeBody& tape,
             interp::TypedProof* out) override;
  TypedTierStats stats() const;

 private:
  struct State;  // the engine, its invalidator, bodies and inference: made on first use
  runtime::Runtime& rt_;
  interp::Interpreter& interp_;
  std::unique_ptr<State> state_;
  TypedTierStats stats_;
};

// The hot threshold: KILN_TYPED_HOT=N (calls plus loop back-edges of a body;
// 0 turns typed tapes off), else interp::kDefaultHotCount.
uint32_t TypedHotCount(base::Env* env);

// --timings: one line of what the typed tier did.
void PrintTypedTimings(std::FILE* out, const TypedTierStats& stats,
                       const interp::TypedCounters& counters);

}  // namespace kiln::driver

#endif  // KILN_DRIVER_TYPED_TIER_H_
