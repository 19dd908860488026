// The native tier (COMPILER.md §4; docs/native.md): when the interpreter
// offers it a hot MethodInstance (the default mode: after kDefaultHotCalls
// calls or the loop back-edges worth them; under --compile=all: at its first
// call) it infers it (src/infer), emits its module and its callees'
// (src/codegen), links them (src/jit), and from then on runs it natively; a
// MethodInstance outside native code's subset stays interpreted. In the
// default mode, with a CPU to spare (or KILN_NATIVE_BACKGROUND=1),
// optimization and object emission run on the JIT's worker thread while the
// interpreter goes on (native_tier_background.h); otherwise, and under
// --compile=all and `kiln precompile`, compilation is waited for. Built only with KILN_NATIVE; LLVM
// starts with the first compilation, so a run that compiles nothing never
// initializes it.
#ifndef KILN_DRIVER_NATIVE_TIER_H_
#define KILN_DRIVER_NATIVE_TIER_H_

#include <cstdio>
#include <functional>
#include <memory>
#include <string>

#include "base/env.h"
#include "driver/interpreter_bodies.h"
#include "interp/interp.h"
#include "runtime/method.h"
#include "runtime/runtime.h"
#include "store/redis_tier.h"

namespace kiln::driver {

struct NativeTierStats {
  uint64_t compiled = 0;   // CodeInstances given native code
  uint64_t refused = 0;    // CodeInstances outside the subset
  uint64_t reused = 0;     // modules whose identical code was linked already
  // Of the CodeInstances compiled, those whose code calls some callee
  // through the interpreter (runtime_calls.h).
  uint64_t through_interpreter = 0;
  uint64_t runs = 0;       // calls run natively from the interpreter
  // Tiering (the default mode; hot_calls > 0): the hot mark, MethodInstances
  // that reached it, of those the ones run natively from then on; the ones
  // run natively from their first call because a valid persisted record had
  // their native code while native code was running already.
  uint64_t hot_calls = 0;
  uint64_t hot = 0;
  uint64_t hot_native = 0;
  // Hot MethodInstances whose native code was still compiling when the
  // program ended (installed at exit, for the store and the next run).
  uint64_t hot_native_at_exit = 0;
  // Calls of a hot MethodInstance interpreted while its code was compiling.
  uint64_t interpreted_while_compiling = 0;
  // Calls of a hot MethodInstance without code whose compilation waited
  // because another was in flight (native_tier_compile.cc).
  uint64_t deferred_while_compiling = 0;
  // Background compilation (jit::JitStats): modules compiled on the worker
  // thread, its time on them, the time the runtime's thread waited for them
  // (of which exit_wait_ms at the program's end).
  uint64_t background_modules = 0;
  double background_ms = 0;
  double background_waited_ms = 0;
  double exit_wait_ms = 0;
  uint64_t first_call_loaded = 0;
  bool jit_used = false;  // the JIT was made (something compiled or loaded)
  uint64_t bails = 0;      // of those, given back to the interpreter
  uint64_t raised = 0;     // of those, raised an exception through native frames
  double infer_ms = 0;
  double emit_ms = 0;
  double optimize_ms = 0;
  double link_ms = 0;
  // The native code cache (COMPILER.md §5): modules looked up and found,
  // found but not usable, bytes handed to the store; the store's own state.
  uint64_t cache_lookups = 0;
  uint64_t cache_hits = 0;
  uint64_t cache_rejected = 0;
  uint64_t cache_bytes_added = 0;
  uint64_t emitted = 0;   // CodeInstances whose LLVM module was emitted (codegen)
  // Of those, modules emitted again to call refused callees through the
  // interpreter (each such caller once).
  uint64_t emitted_again = 0;
  uint64_t inferred = 0;  // CodeInstances inferred
  // Definitions the running program made (infer/invalidate.h): methods
  // defined and constants redefined, the CodeInstances they invalidated.
  uint64_t defined_methods = 0;
  uint64_t redefined_constants = 0;
  uint64_t invalidated = 0;
  double invalidate_ms = 0;
  // Persisted CodeInstances (native_tier_persist.h).
  uint64_t ci_loaded = 0;
  uint64_t ci_revalidated = 0;
  uint64_t ci_invalidated = 0;
  uint64_t ci_missing = 0;
  uint64_t ci_written = 0;
  uint64_t ci_not_persisted = 0;
  double ci_load_ms = 0;
  double ci_revalidate_ms = 0;
  double ci_save_ms = 0;
  std::string store;  // its file, or why there is none
  uint64_t store_written = 0;
  uint64_t store_dropped = 0;
  uint64_t store_damaged = 0;
  // The shared tier behind the store (COMPILER.md §6): its URL (empty: none
  // configured), what it does not do or why it is not used, its counters.
  std::string remote;
  bool remote_used = false;
  std::string remote_note;
  store::RemoteStats remote_stats;
};

struct NativeTierOptions {
  base::Env* env = nullptr;
  bool use_store = true;
  // --check-bounds=yes (codegen::SetBoundsChecksForced): part of every key.
  bool check_bounds = false;  // the native code cache ($KILN_DATA/cache/native.sqlite)
  // The interpreter's hot mark (Interpreter::SetNativeTier): 0 for
  // --compile=all, which compiles every call's MethodInstance before it runs.
  uint64_t hot_calls = 0;
  // The default mode, a program file: `warm_marker` is its marker file
  // (WarmMarkerPath), written at exit once something ran natively because
  // hot; `warm_start`: it existed at start, so persisted records are looked
  // up at every MethodInstance's first call from the start (LLVM and the
  // store start with the first), not only once something is hot.
  std::string warm_marker;
  bool warm_start = false;
  // `kiln cache explain`: the store is only read (nothing written), and at
  // exit a report on stdout says why each CodeInstance looked up would miss
  // (native_tier_explain.h).
  bool explain = false;
  // The content hash of a loaded source file as the IR cache knows it ("":
  // not known; IrCache::KnownSourceHash): the body hash tables of persisted
  // CodeInstances are kept by it, so that a run does not read and hash the
  // files itself. Optional.
  std::function<std::string(const std::string& path)> source_hash;
};

// The marker file of a program that had hot native code:
// $KILN_DATA/cache/native-hot/<XXH3-128 of its absolute path, 32 hex digits>
// ("" without a data folder).
std::string WarmMarkerPath(base::Env* env, const std::string& program_path);
// Makes the tier for `interp` (not yet set on it).
std::unique_ptr<interp::NativeTier> MakeNativeTier(runtime::Runtime& rt, interp::Interpreter& interp,
                                                   const NativeTierOptions& options);
// At exit: waits a bounded time for the native store's writes (at least
// 200 ms, or as long as LLVM took, at most 5 s), then leaves the rest.
void FinishNativeTier(interp::NativeTier& tier);
// `kiln precompile`: mi's native code now, as its first call would have it
// (from a valid persisted record, else inferred, compiled and its records
// written), without running it. `why`: not native, why.
// (kPending: compiling in the background; the tier's own use.)
enum class PrecompileOutcome { kLoaded, kCompiled, kNotNative, kPending };
PrecompileOutcome PrecompileMethodInstance(interp::NativeTier& tier, runtime::MethodInstance* mi,
                                           uint64_t world, std::string* why);
// The tier's counters and times (for --timings).
NativeTierStats NativeTierStatsOf(const interp::NativeTier& tier);
void PrintNativeTimings(FILE* out, const NativeTierStats& s);

}  // namespace kiln::driver

#endif  // KILN_DRIVER_NATIVE_TIER_H_
