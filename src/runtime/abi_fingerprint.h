// The runtime ABI fingerprint (COMPILER.md §5): a SHA-256 over everything
// native code bakes in — the layouts and conventions listed in abi.def, and the
// layout of every core type of the running runtime (its Layout, payload size,
// flags and field count). It is part of every native cache key, so an object
// compiled against another layout is never linked (the failure julia#62978
// describes: a stale field offset).
#ifndef KILN_RUNTIME_ABI_FINGERPRINT_H_
#define KILN_RUNTIME_ABI_FINGERPRINT_H_

#include <string>
#include <string_view>

#include "base/sha256.h"
#include "runtime/runtime.h"

namespace kiln::runtime {

// The fingerprint's input as text, one line per item (for `kiln cache
// explain`-style diagnostics and tests). `shifted` names one structure or
// core type whose recorded size is taken as 8 bytes larger: the test hook
// that stands for a build in which that layout changed (KILN_TEST_ABI_SHIFT).
std::string AbiFingerprintInput(const Runtime& rt, std::string_view shifted = {});
base::Sha256Digest AbiFingerprint(const Runtime& rt, std::string_view shifted = {});

}  // namespace kiln::runtime

#endif  // KILN_RUNTIME_ABI_FINGERPRINT_H_
