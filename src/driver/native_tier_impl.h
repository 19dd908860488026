// The native tier's class (native_tier.h), shared by its source files:
// native_tier.cc (the JIT, the store, persisted records, the end of the run)
// and native_tier_compile.cc (compiling a CodeInstance and its callees,
// running native code). Only those include it.
#ifndef KILN_DRIVER_NATIVE_TIER_IMPL_H_
#define KILN_DRIVER_NATIVE_TIER_IMPL_H_

#include "driver/native_tier.h"

#include <algorithm>
#include <chrono>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "base/hash.h"
#include "base/sha256.h"
#include "cache/locations.h"
#include "cache/native_store.h"
#include "cache/remote_store.h"
#include "codegen/codegen.h"
#include "codegen/object_entries.h"
#include "codegen/runtime_calls.h"
#include "codegen/runtime_entries.h"
#include "codegen/undo_log.h"
#include "codegen/vector_edits.h"
#include "driver/interpreter_bodies.h"
#include "driver/native_tier_background.h"
#include "driver/native_tier_names.h"
#include "driver/native_tier_persist.h"
#include "engine/engine.h"
#include "infer/inference.h"
#include "infer/invalidate.h"
#include "interp/code.h"
#include "interp/natives.h"
#include "interp/roots.h"
#include "jit/jit.h"
#include "runtime/abi_fingerprint.h"
#include "runtime/object.h"
#include "runtime/types.h"
#include "store/store.h"

namespace kiln::driver::tier_impl {

using runtime::MethodInstance;
using runtime::Value;

inline double MsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

// The runtime state native code reads and writes (codegen.h): the bail flag
// and the depth budget. Native code calls into the interpreter
// (runtime_calls.h), which may run native code again: such a nested run keeps
// the outer run's undo records, and on a bail undoes only its own.
struct NativeState {
  uint8_t bail = 0;
  uint64_t depth = 0;
  codegen::UndoLog undo;  // the stores of the running call (undo_log.h)
  // undo's words: the collector scans the used ones, [begin, cur), through
  // the tier's RootSet (so records dropped need no clearing).
  std::vector<uint64_t> undo_block;
};

using InvokeFn = uint64_t (*)(const Value* args, uint64_t* out);

// The JIT's object cache on the native store.
class StoreObjects final : public jit::ObjectCache {
 public:
  StoreObjects(store::Store& store, bool read_only) : store_(store), read_only_(read_only) {}
  std::optional<std::string> Get(const std::string& key) override { return store_.Get(key); }
  void Put(const std::string& key, std::string value) override {
    if (!read_only_) store_.Put(key, std::move(value));
  }

 private:
  store::Store& store_;
  bool read_only_;
};

class Tier final : public interp::NativeTier {
 public:
  Tier(runtime::Runtime& rt, interp::Interpreter& interp, const NativeTierOptions& options)
      : rt_(rt),
        options_(options),
        interp_(interp),
        invalidator_(rt, engine_),
        bodies_(rt, interp),
        inference_(rt, engine_, bodies_, /*invalidated_on_definition=*/true),
        undo_roots_([](void* t) { static_cast<Tier*>(t)->PushUndoRoots(); }, this) {
    base::Env* env = options_.env != nullptr ? options_.env : base::Env::Default();
    print_refusals_ = !env->GetEnvVar("KILN_NATIVE_WHY").empty();
    background_setting_ = env->GetEnvVar("KILN_NATIVE_BACKGROUND");
  }

  ~Tier() override {
    // The MethodInstances outlive the tier: none keeps a pointer into it.
    for (auto& [mi, p] : per_mi_) {
      if (mi->tier_data == &p) mi->tier_data = nullptr;
    }
  }
  Tier(const Tier&) = delete;
  Tier& operator=(const Tier&) = delete;

  void Finish();

  // The test hook KILN_TEST_CI_LOG=FILE: what became of each persisted
  // CodeInstance (PersistedCodeInstances::log), one line each.
  void WriteTestLog();

  interp::NativeRun TryRun(MethodInstance* mi, const Value* args, uint32_t nargs, uint64_t world,
                           uint64_t frames_left, bool hot, Value* out) override;
  PrecompileOutcome Precompile(MethodInstance* mi, uint64_t world, std::string* why);
  void BecameHot(MethodInstance* mi, uint64_t world) override {
    if (options_.hot_calls == 0) return;
    if (jit_ != nullptr) (void)InstallBackground(/*wait=*/false);
    PerMi& p = Per(mi);
    if (!p.hot_counted) {
      p.hot_counted = true;
      ++stats_.hot;
    }
    std::string why;
    const PrecompileOutcome outcome = Precompile(mi, world, &why);
    if (outcome == PrecompileOutcome::kNotNative) {
      mi->interp_word = interp::kNativeNever;
    } else if (outcome != PrecompileOutcome::kPending) {
      NoteHotNative(p);
    }
  }
  // Installs the batches compiled in the background (all of them, waiting,
  // with `wait`); the time waited.
  double InstallBackground(bool wait) {
    if (background_.empty()) return 0;
    return background_.Install(*jit_, wait, [this](const BackgroundBatches::Installed& b) { Installed(b); });
  }

  NativeTierStats stats() const;

 private:
  // What became of one CodeInstance.
  struct Compiled {
    bool refused = false;
    std::string why;
    std::string symbol;  // process-unique name of its function
    InvokeFn invoke = nullptr;
    runtime::DataType* rettype = nullptr;
    std::vector<runtime::DataType*> result_fields;  // a struct result's field types
    bool has_entry = false;  // false: native code for native callers only
    Value result_const;  // defined: the call always returns this
    std::string object_key;  // its object's key in the native store
    std::vector<std::pair<std::string, std::string>> renames;
  };
  struct PerMi {
    engine::CodeInstance* ci = nullptr;
    Compiled* compiled = nullptr;
    // Native code ran out of depth with this budget: with no more than it,
    // the call is interpreted at once (else a deep recursion would start
    // native code again at every level).
    uint64_t too_deep_at = 0;
    // Taken from a persisted CodeInstance valid in this world (ci is null).
    bool loaded = false;
    uint64_t loaded_world = 0;
    // It stored more than the undo log holds: interpreted from then on.
    bool too_many_stores = false;
    bool hot_counted = false;  // counted in stats_.hot
    bool hot_native_counted = false;  // counted in stats_.hot_native (or _at_exit)
    // `compiled` once a hot call found it current, not pending, with its
    // entry looked up and its counts made: a later hot call of the same
    // code in a world where it is current runs it at once (TryRun's fast
    // path). Null again whenever ci, compiled or loaded change.
    Compiled* ready = nullptr;
    const Tier* owner = nullptr;  // the tier whose per_mi_ holds it
  };
  // mi's state, kept reachable from mi->tier_data (a hash lookup the first
  // time only; per_mi_'s entries never move).
  PerMi& Per(MethodInstance* mi) {
    auto* p = static_cast<PerMi*>(mi->tier_data);
    if (p != nullptr && p->owner == this) [[likely]] return *p;
    PerMi& q = per_mi_[mi];
    q.owner = this;
    mi->tier_data = &q;
    return q;
  }
  // TryRun past its fast path: installs what the background compiled,
  // compiles or loads mi's code, counts, then runs it.
  [[gnu::noinline]] interp::NativeRun TryRunSlow(MethodInstance* mi, const Value* args, uint32_t nargs,
                                                 uint64_t world, uint64_t frames_left, bool hot, Value* out);
  // Runs c, the current native code of p's MethodInstance (TryRun).
  interp::NativeRun Run(PerMi& p, Compiled* c, const Value* args, uint64_t frames_left, uint64_t world,
                        Value* out);
  // The used words of the undo log, as roots of a collection.
  void PushUndoRoots();
  // A hot MethodInstance got native code: counted once.
  void NoteHotNative(PerMi& p) {
    if (!p.hot_counted || p.hot_native_counted) return;
    p.hot_native_counted = true;
    ++(finishing_ ? stats_.hot_native_at_exit : stats_.hot_native);
  }
  // A batch of modules compiled in the background was installed: its roots'
  // records are persisted; should a module have failed, its CodeInstances
  // are not native.
  void Installed(const BackgroundBatches::Installed& b);
  static bool Current(const PerMi& p, uint64_t world) {
    return p.loaded ? p.loaded_world == world : p.ci != nullptr && p.ci->ValidIn(world);
  }

  // Native code for ci and every CodeInstance it calls (refused: c->refused).
  Compiled* Compile(engine::CodeInstance* ci, uint64_t world);
  // Links ci's module, every callee it declares decided (Compile).
  void Link(engine::CodeInstance* ci, uint64_t world, std::unique_ptr<codegen::Emitted> e);
  bool EnsureJit();
  void OpenStore();
  // Persisted CodeInstances: mi's native code from a valid record (true), or
  // false with p untouched (then it is inferred). Saves what was compiled.
  bool LoadPersisted(MethodInstance* mi, uint64_t world, PerMi* p);
  void SavePersisted(engine::CodeInstance* ci);
  // When this run inferred mi already (a callee of something compiled), its
  // CodeInstance compiled into *p (true): what the tier makes of it then
  // never depends on whether the store has finished writing the records
  // this run made. False with p untouched otherwise.
  bool CompileInferred(MethodInstance* mi, uint64_t world, PerMi* p) {
    engine::CodeInstance* ci = engine_.Lookup(mi, nullptr, world);
    if (ci == nullptr || ci->partial) return false;
    p->ready = nullptr;
    p->loaded = false;
    p->ci = ci;
    p->compiled = Compile(ci, world);
    // Compiling in the background: its records are saved once it is installed.
    if (!background_.End(ci)) SavePersisted(ci);
    return true;
  }
  // Whether this run inferred mi already (CompileInferred would compile it).
  bool Inferred(MethodInstance* mi, uint64_t world) {
    engine::CodeInstance* ci = engine_.Lookup(mi, nullptr, world);
    return ci != nullptr && !ci->partial;
  }
  // Infers mi in world, compiles the result and persists it into *p; false (and the
  // method marked never native) when inference gives nothing.
  bool InferAndCompile(MethodInstance* mi, uint64_t world, PerMi* p);
  Compiled* Refuse(engine::CodeInstance* ci, std::string why) {
    Compiled& c = compiled_[ci];
    c.refused = true;
    c.why = std::move(why);
    ++stats_.refused;
    if (print_refusals_) std::fprintf(stderr, "native: not %s: %s\n", Cg().StableKey(ci).c_str(), c.why.c_str());
    return &c;
  }

  runtime::Runtime& rt_;
  NativeTierOptions options_;
  bool print_refusals_ = false;  // KILN_NATIVE_WHY: each refusal and its reason on stderr
  interp::Interpreter& interp_;
  engine::Engine engine_;
  // Every method defined and constant redefined from now on ends the
  // CodeInstances it falsifies, so inferred and native code stays valid in
  // later worlds until then.
  infer::Invalidator invalidator_;
  InterpreterBodies bodies_;
  infer::Inference inference_;
  // Made by the first emission: its constructor runs all of LLVM's deferred
  // static initializers, which a run that never gets hot, or links every
  // module from the store, must not pay for.
  std::unique_ptr<codegen::Codegen> codegen_;
  codegen::Codegen& Cg() {
    if (codegen_ == nullptr) {
      codegen_ = std::make_unique<codegen::Codegen>(rt_, engine_);
      codegen_->SetDefaultConstructorTest(IsDefaultConstructor);
      codegen_->SetFrameKey([this](MethodInstance* mi) { return FrameKey(mi); });
    }
    return *codegen_;
  }
  std::unique_ptr<store::Store> store_;  // before jit_: it outlives the Jit that uses it
  std::unique_ptr<StoreObjects> objects_;
  std::string store_state_ = "not used";
  store::RedisTier* remote_ = nullptr;  // the shared tier, owned by store_
  std::string remote_desc_;
  std::string remote_note_;
  std::unique_ptr<jit::Jit> jit_;
  std::unique_ptr<PersistedCodeInstances> persist_;  // after jit_: uses it
  std::unordered_map<MethodInstance*, Compiled> loaded_;
  bool jit_failed_ = false;
  NativeState state_;
  // Exceptions raised through native frames (native_tier_frames.cc): the
  // key naming a frame's MethodInstance in its module, and the frames an
  // exception pending in the innermost run has passed through so far: each
  // native function's depth budget is its caller's less one, so the frames
  // noted are all there were when their budgets follow each other up to the
  // run's own (a frame whose test of the flag was dropped notes nothing).
  std::string FrameKey(MethodInstance* mi);
  void NoteFrame(const char* key, uint64_t length, int32_t line, uint64_t depth);
  struct RaiseTrace {
    uint64_t next_depth = 0;  // the budget the next frame noted must have
    bool noted = false;
    bool broken = false;      // a frame missing or unnamed
  };
  RaiseTrace trace_;
  std::unique_ptr<NameCoder> frame_names_;
  struct FrameMi {
    uint64_t world = 0;
    MethodInstance* mi = nullptr;
  };
  std::unordered_map<const char*, FrameMi> frame_mis_;  // by the key's address in its module
  uint32_t running_ = 0;     // native runs on the C stack (nested through CallFromNative)
  uint64_t run_world_ = 0;   // the world of the innermost one
  std::unordered_map<engine::CodeInstance*, Compiled> compiled_;
  std::unordered_map<MethodInstance*, PerMi> per_mi_;  // also reached from mi->tier_data (Per)
  interp::RootSet undo_roots_;  // state_.undo's used words
  NativeTierStats stats_;
  // Modules compiling in the background (the default mode; --compile=all and
  // `kiln precompile` wait for each compilation).
  BackgroundBatches background_;
  bool finishing_ = false;  // Finish is installing what was still compiling
  // Whether the default mode compiles in the background (UseWorker), decided
  // at the first compilation; KILN_NATIVE_BACKGROUND=0 or 1 decides instead.
  std::string background_setting_;
  bool worker_decided_ = false;
  bool use_worker_ = false;
  bool UseWorker();
  uint64_t explain_looked_up_ = 0;  // MethodInstances offered to the persisted records
  uint64_t explain_valid_ = 0;      // of those, valid
};

}  // namespace kiln::driver::tier_impl

#endif  // KILN_DRIVER_NATIVE_TIER_IMPL_H_
