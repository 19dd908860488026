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
// With an ObjectCache (COMPILER.md §5), a module whose object was compiled
// before (by this process or another) is not optimized nor compiled again:
// its object file is taken from the cache and linked. The key covers all that
// determines the object: the bitcode and the renames, LLVM's version, this
// build's native code generator (a hash of its sources), the target triple,
// the CPU and its features, and the caller's context (the runtime ABI
// fingerprint).
//
// Background compilation: StartModule does what AddModule does, but compiles
// the object (optimization and object emission, the larger part of the work)
// on a thread of the Jit's own (compile_worker.h), while the caller goes on;
// FinishModule adds it to the JIT and the cache. The cache key, and so the
// object, is the same either way.
//
// Not thread-safe: one thread uses a Jit at a time (the worker thread touches
// only its own LLVM state and the bytes of the modules it is given).
#ifndef KILN_JIT_JIT_H_
#define KILN_JIT_JIT_H_

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "base/sha256.h"
#include "base/status.h"

namespace kiln::jit {

struct JitStats {
  uint64_t modules = 0;     // modules added
  double optimize_ms = 0;   // parsing bitcode and LLVM's optimization pipeline
  double link_ms = 0;       // object emission and JITLink (in Lookup)
  // Background compilation (StartModule): modules compiled on the worker
  // thread, the time it spent on them (included in optimize_ms and link_ms),
  // the time the Jit's thread waited for one (FinishModule before Ready).
  uint64_t background_modules = 0;
  double background_ms = 0;
  double waited_ms = 0;
  // The object cache: modules looked up, found, found but unusable (their
  // linker info or object did not match; compiled again), bytes handed to it.
  uint64_t cache_lookups = 0;
  uint64_t cache_hits = 0;
  uint64_t cache_rejected = 0;
  uint64_t cache_bytes_added = 0;
};

// Where objects are kept between runs: bytes by key. Get runs on the Jit's
// thread and must be quick; Put may queue the write.
class ObjectCache {
 public:
  virtual ~ObjectCache() = default;
  virtual std::optional<std::string> Get(const std::string& key) = 0;
  virtual void Put(const std::string& key, std::string value) = 0;
};

struct CompiledObject;  // compile_worker.h

class Jit {
 public:
  static base::ErrorOr<std::unique_ptr<Jit>> Create();
  ~Jit();
  Jit(const Jit&) = delete;
  Jit& operator=(const Jit&) = delete;

  // Binds `name` to the address of runtime state or a runtime function.
  base::Status Define(const std::string& name, const void* address);
  // Resolves, when they are linked, the symbols that neither a module nor
  // Define defines and whose names start with `prefix`: `resolve` gives the
  // address (null: undefined). It must outlive the Jit.
  void AddResolver(std::string prefix, std::function<const void*(const std::string&)> resolve);
  // Adds a module, renaming each (local, unique) pair's global first.
  base::Status AddModule(const std::string& bitcode,
                         const std::vector<std::pair<std::string, std::string>>& renames);
  // AddModule with the object compiled in the background: 0 when the cache
  // had the object (linked at once, as AddModule does), else a ticket for
  // Ready and FinishModule. Every ticket must be finished before the module's
  // symbols are looked up, and before any module that calls them is.
  base::ErrorOr<uint64_t> StartModule(const std::string& bitcode,
                                      const std::vector<std::pair<std::string, std::string>>& renames);
  // Whether the ticket's object is compiled (FinishModule would not wait).
  bool Ready(uint64_t ticket) const;
  // Adds the ticket's object to the JIT and hands it to the cache, waiting
  // for its compilation first if needed (counted in waited_ms).
  base::Status FinishModule(uint64_t ticket);
  // The address of a defined symbol (compiling and linking its module first).
  base::ErrorOr<void*> Lookup(const std::string& name);
  // Uses `cache` (borrowed; outlives the Jit) for the objects of modules
  // added from now on; `context` becomes part of every key.
  void SetObjectCache(ObjectCache* cache, std::string context);
  // The cache key of a module (32 bytes), as AddModule computes it.
  std::string CacheKey(const std::string& bitcode,
                       const std::vector<std::pair<std::string, std::string>>& renames) const;
  // SHA-256 of what every cache key holds besides the module itself (LLVM's
  // version, the codegen version, target, CPU, the caller's context): keys of
  // records about native code (persisted CodeInstances) include it.
  std::string ContextKey() const;
  // The same inputs one by one, named and shown (`kiln cache explain` says
  // which of them changed): LLVM version, code generator, target triple,
  // CPU, CPU features, runtime ABI (the context, as hex).
  std::vector<std::pair<std::string, std::string>> ContextParts() const;
  // Links the object the cache holds under `key` (a key CacheKey gave for a
  // module with these renames, in an earlier run) without the module. False
  // when the cache has no usable record for it.
  bool AddFromCache(const std::string& key,
                    const std::vector<std::pair<std::string, std::string>>& renames);
  // Whether `name` has been defined (by a module added or Define).
  bool Has(const std::string& name) const;

  const JitStats& stats() const { return stats_; }

 private:
  struct Impl;
  explicit Jit(std::unique_ptr<Impl> impl);
  // Adds what every key shares: LLVM's version, the code generator's
  // fingerprint, the target (triple, CPU, features) and the context.
  void HashTarget(base::Sha256& h) const;
  // Links the cache's object for the module when it has a usable one;
  // *key gets the module's cache key ("" without a cache).
  bool LinkCached(const std::string& bitcode, const std::vector<std::pair<std::string, std::string>>& renames,
                  std::string* key);
  // Adds a compiled object (or returns why it could not be compiled) and
  // hands it to the cache under `key`.
  base::Status AddObject(CompiledObject compiled, const std::string& key,
                         const std::vector<std::pair<std::string, std::string>>& renames);
  // Links a cached record's object if it is the one asked for.
  bool AddCachedObject(const std::string& record,
                       const std::vector<std::pair<std::string, std::string>>& renames);
  std::unique_ptr<Impl> impl_;
  JitStats stats_;
};

}  // namespace kiln::jit

#endif  // KILN_JIT_JIT_H_
