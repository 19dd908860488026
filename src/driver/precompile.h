// `kiln precompile [OPTIONS] FILE [ARGS...]` (docs/native.md, "Precompiling"):
// after FILE's top level has run (as `kiln run --compile=all` runs it: a
// program's methods exist once its definitions have run), every method of the
// program's own modules (Main and the modules defined in it) whose signature
// is concrete (every argument type concrete, no varargs) gets its native code
// now, through the native tier as a first call would: inferred, compiled and
// its records and objects written to the native store, or found valid there.
// A later run that calls it loads it: nothing inferred, nothing emitted.
//
// Sequential, on the runtime's thread: inference and code generation read and
// extend the runtime's type and method tables, which are not shared between
// threads.
#ifndef KILN_DRIVER_PRECOMPILE_H_
#define KILN_DRIVER_PRECOMPILE_H_

#include <cstdio>

#include "interp/native_tier.h"
#include "runtime/runtime.h"

namespace kiln::driver {

struct PrecompileCounts {
  uint64_t methods = 0;     // concrete methods found
  uint64_t loaded = 0;      // valid in the store already
  uint64_t compiled = 0;    // inferred and compiled now
  uint64_t not_native = 0;  // outside native code's subset (they stay interpreted)
};

// Precompiles the program's concrete methods. Progress on `progress`: a bar
// redrawn in place when `terminal`, else one line per method.
PrecompileCounts PrecompileProgram(runtime::Runtime& rt, interp::NativeTier& tier, std::FILE* progress,
                                   bool terminal);

}  // namespace kiln::driver

#endif  // KILN_DRIVER_PRECOMPILE_H_
