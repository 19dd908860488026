// Persisted CodeInstances of the native tier (COMPILER.md §2; docs/native.md,
// docs/formats/code-instance-record.md): what `kiln run --compile=all`
// inferred and compiled is kept in the native store as one record per
// CodeInstance, keyed by its MethodInstance (argument types and method) and
// the native context (LLVM, codegen/inference version, CPU, runtime ABI). A
// later run revalidates a record from its edges instead of inferring: every
// call still finds the same method with the same body, every missing method
// is still missing, every constant binding has the same value, and every
// CodeInstance it depends on is valid too (an iterative Tarjan SCC over the
// records, so a cycle is valid when all its members are). A valid record's
// object is linked from the store: no inference, no LLVM. Records hold no
// worlds; validity is decided in the world of the call.
//
// Only with KILN_NATIVE; runs on the runtime's thread.
#ifndef KILN_DRIVER_NATIVE_TIER_PERSIST_H_
#define KILN_DRIVER_NATIVE_TIER_PERSIST_H_

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "engine/code_instance.h"
#include "interp/interp.h"
#include "driver/native_tier_explain.h"
#include "jit/ci_record.h"
#include "jit/jit.h"
#include "runtime/runtime.h"
#include "store/store.h"

namespace kiln::driver {

// What the tier made of one CodeInstance.
struct NativeCodeInfo {
  bool native = false;    // has native code (an object in the store)
  bool compiled = false;  // was given to the compiler on its own (else inlined or only inferred)
  std::string why;        // compiled but not native: why
  std::string symbol;
  std::string object_key;
  std::vector<std::pair<std::string, std::string>> renames;
  bool has_entry = false;
  runtime::DataType* rettype = nullptr;
  std::vector<runtime::DataType*> result_fields;
  runtime::Value result_const;
};

struct PersistStats {
  uint64_t loaded = 0;         // records read and decoded
  uint64_t revalidated = 0;    // of those, valid
  uint64_t invalidated = 0;    // of those, not (an edge or a callee changed)
  uint64_t missing = 0;        // records looked for and not found (or damaged)
  uint64_t written = 0;        // records handed to the store
  uint64_t not_persisted = 0;  // CodeInstances whose edges could not be written
  double load_ms = 0;          // reading and decoding records
  double revalidate_ms = 0;    // checking edges and linking the valid ones' objects
  double save_ms = 0;          // making records
};

class PersistedCodeInstances {
 public:
  // `source_hash`: NativeTierOptions::source_hash (may be empty).
  PersistedCodeInstances(runtime::Runtime& rt, interp::Interpreter& interp, store::Store& store,
                         jit::Jit& jit, std::function<std::string(const std::string&)> source_hash);
  ~PersistedCodeInstances();

  enum class Outcome {
    kMiss,       // no valid record: infer
    kNative,     // valid and native: *out says how to call it (its object is linked)
    kNotNative,  // valid and not native: the interpreter runs it
  };
  Outcome Load(runtime::MethodInstance* mi, uint64_t world, NativeCodeInfo* out);

  // Writes the records of `root` and of every CodeInstance it depends on not
  // written yet in this run. `info` is what the tier made of one (null: never
  // compiled on its own).
  void Save(engine::CodeInstance* root,
            const std::function<const NativeCodeInfo*(engine::CodeInstance*)>& info);

  // Writes the records of CodeInstances that were only inferred (inlined,
  // or called through the interpreter) and never compiled on their own in
  // this run: a record is written once per run, with what the tier made of
  // it. Before the store shuts down.
  void Flush();

  const PersistStats& stats() const { return stats_; }
  // `kiln cache explain`: nothing is written, and each record that misses
  // says why (native_tier_explain.h).
  void SetExplain();
  const std::vector<Explanation>& explanations() const;
  // What happened to each CodeInstance, one line each (`written`, `invalid`,
  // `not found`, then its argument types and method): the test hook
  // KILN_TEST_CI_LOG=FILE writes them at exit.
  const std::vector<std::string>& log() const;

  struct Impl;

 private:
  void Write(const jit::CiRecord& r);

  std::unique_ptr<Impl> impl_;
  PersistStats stats_;
};

}  // namespace kiln::driver

#endif  // KILN_DRIVER_NATIVE_TIER_PERSIST_H_
