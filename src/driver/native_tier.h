// The native tier of `kiln run --compile=all` (COMPILER.md §4; docs/native.md):
// on the first call of a MethodInstance it infers it (src/infer), emits its
// module and its callees' (src/codegen), links them (src/jit), and from then
// on runs it natively; a MethodInstance outside native code's subset stays
// interpreted. Built only with KILN_NATIVE; LLVM starts with the first
// compilation, so a run that compiles nothing never initializes it.
#ifndef KILN_DRIVER_NATIVE_TIER_H_
#define KILN_DRIVER_NATIVE_TIER_H_

#include <cstdio>
#include <memory>
#include <string>

#include "interp/interp.h"
#include "runtime/runtime.h"

namespace kiln::driver {

struct NativeTierStats {
  uint64_t compiled = 0;   // CodeInstances given native code
  uint64_t refused = 0;    // CodeInstances outside the subset
  uint64_t reused = 0;     // modules whose identical code was linked already
  uint64_t runs = 0;       // calls run natively from the interpreter
  uint64_t bails = 0;      // of those, given back to the interpreter
  double infer_ms = 0;
  double emit_ms = 0;
  double optimize_ms = 0;
  double link_ms = 0;
};

// Makes the tier for `interp` (not yet set on it).
std::unique_ptr<interp::NativeTier> MakeNativeTier(runtime::Runtime& rt, interp::Interpreter& interp);
// The tier's counters and times (for --timings).
NativeTierStats NativeTierStatsOf(const interp::NativeTier& tier);
void PrintNativeTimings(FILE* out, const NativeTierStats& s);

}  // namespace kiln::driver

#endif  // KILN_DRIVER_NATIVE_TIER_H_
