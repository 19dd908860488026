// The heap's limit of a run (runtime/gc.h; docs/runtime.md "Memory"):
// `--heap-size-hint=SIZE`, else the environment variable KILN_HEAP_SIZE_HINT,
// else three quarters of the memory the process may use. A program that needs
// more in use than that gets OutOfMemoryError instead of taking the machine's
// memory (or being killed for it).
#ifndef KILN_DRIVER_HEAP_LIMIT_H_
#define KILN_DRIVER_HEAP_LIMIT_H_

#include <cstdint>
#include <string>
#include <string_view>

#include "base/env.h"

namespace kiln::driver {

inline constexpr const char* kHeapSizeHintVariable = "KILN_HEAP_SIZE_HINT";

// SIZE as `julia --heap-size-hint` takes it: a number (a fraction allowed),
// then optionally a unit, in any case: B, K, M, G or T (powers of 1024; KB,
// MB, GB and TB alike), or % of `memory`. 0 means no limit. False when the
// text is no such size (a percentage above 100 included).
bool ParseHeapSize(std::string_view text, uint64_t memory, uint64_t* bytes);

// The memory this process may use: the machine's, or its control group's
// limit when that is lower (cgroup v2 `memory.max`, v1 `memory.limit_in_bytes`).
uint64_t ProcessMemory();

// The default limit: three quarters of ProcessMemory() (which reads the
// machine's and the cgroup's memory).
uint64_t DefaultHeapLimit();

// The limit a run uses (0: none): `hint` (the option's text) when given, else
// KILN_HEAP_SIZE_HINT when set, else the default, which is not worked out here:
// *is_default is then true and *bytes 0 (the caller installs DefaultHeapLimit
// for when the heap first grows, runtime::SetGcHeapLimitOnGrowth). False with
// *error set when the text of either is malformed.
bool HeapLimitFor(base::Env* env, const std::string& hint, uint64_t* bytes, bool* is_default,
                  std::string* error);

}  // namespace kiln::driver

#endif  // KILN_DRIVER_HEAP_LIMIT_H_
