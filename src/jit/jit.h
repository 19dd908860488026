// The JIT (COMPILER.md §4): LLVM ORC's LLJIT linking with JITLink (an
// ObjectLinkingLayer), one JITDylib for all native code of the process.
//
// Modules arrive as bitcode with module-local names (src/codegen). AddModule
// gives each local name its process-unique name (the renames), optimizes the
// module for the host CPU and hands it to the JIT; the first Lookup of one of
// its symbols compiles and links it. Runtime state that native code reads and
// writes is bound by name with Define. LLVM is initialized when the first Jit
// is created, never before: a run that compiles nothing does not pay for it.
//
// Not thread-safe: one thread uses a Jit at a time.
#ifndef KILN_JIT_JIT_H_
#define KILN_JIT_JIT_H_

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "base/status.h"

namespace kiln::jit {

struct JitStats {
  uint64_t modules = 0;     // modules added
  double optimize_ms = 0;   // parsing bitcode and LLVM's optimization pipeline
  double link_ms = 0;       // object emission and JITLink (in Lookup)
};

class Jit {
 public:
  static base::ErrorOr<std::unique_ptr<Jit>> Create();
  ~Jit();
  Jit(const Jit&) = delete;
  Jit& operator=(const Jit&) = delete;

  // Binds `name` to the address of runtime state or a runtime function.
  base::Status Define(const std::string& name, const void* address);
  // Adds a module, renaming each (local, unique) pair's global first.
  base::Status AddModule(const std::string& bitcode,
                         const std::vector<std::pair<std::string, std::string>>& renames);
  // The address of a defined symbol (compiling and linking its module first).
  base::ErrorOr<void*> Lookup(const std::string& name);
  // Whether `name` has been defined (by a module added or Define).
  bool Has(const std::string& name) const;

  const JitStats& stats() const { return stats_; }

 private:
  struct Impl;
  explicit Jit(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
  JitStats stats_;
};

}  // namespace kiln::jit

#endif  // KILN_JIT_JIT_H_
