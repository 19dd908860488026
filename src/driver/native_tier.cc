// The native tier (native_tier.h).
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
#include "driver/native_tier_persist.h"
#include "engine/engine.h"
#include "infer/inference.h"
#include "infer/invalidate.h"
#include "interp/code.h"
#include "interp/natives.h"
#include "jit/jit.h"
#include "runtime/abi_fingerprint.h"
#include "runtime/object.h"
#include "runtime/types.h"
#include "store/store.h"

namespace kiln::driver {

namespace {

using runtime::MethodInstance;
using runtime::Value;

double MsSince(std::chrono::steady_clock::time_point start) {
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
  runtime::RootedVector<uint64_t> undo_block;  // scanned by the collector
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
        inference_(rt, engine_, bodies_, /*invalidated_on_definition=*/true) {
    base::Env* env = options_.env != nullptr ? options_.env : base::Env::Default();
    print_refusals_ = !env->GetEnvVar("KILN_NATIVE_WHY").empty();
  }

  void Finish() {
    if (persist_ != nullptr) persist_->Flush();
    WriteTestLog();
    // The program got hot code: its next run looks persisted records up from
    // its first call (NativeTierOptions::warm_marker).
    if (!options_.warm_marker.empty() && !options_.warm_start && store_ != nullptr &&
        stats_.hot_native > 0) {
      base::Env* env = options_.env != nullptr ? options_.env : base::Env::Default();
      const std::string dir = options_.warm_marker.substr(0, options_.warm_marker.rfind('/'));
      if (env->CreateDirs(dir).ok()) {
        if (auto file = env->NewWritableFile(options_.warm_marker); file.ok()) (void)(*file)->Close();
      }
    }
    if (options_.explain) {
      if (persist_ != nullptr) {
        PrintExplanation(stdout, explain_looked_up_, explain_valid_, persist_->explanations());
      } else {
        std::printf("kiln cache explain: no native store (%s)\n", store_state_.c_str());
      }
      std::fflush(stdout);
    }
    if (store_ == nullptr) return;
    double llvm_ms = 0;
    if (jit_ != nullptr) llvm_ms = jit_->stats().optimize_ms + jit_->stats().link_ms;
    const int64_t wait_ms = std::max<int64_t>(200, std::min<int64_t>(static_cast<int64_t>(llvm_ms), 5000));
    store_->Shutdown(wait_ms);
    if (remote_ != nullptr) {
      base::Env* env = options_.env != nullptr ? options_.env : base::Env::Default();
      cache::AddRemoteTotals(env, remote_->stats());
    }
  }

  // The test hook KILN_TEST_CI_LOG=FILE: what became of each persisted
  // CodeInstance (PersistedCodeInstances::log), one line each.
  void WriteTestLog() {
    base::Env* env = options_.env != nullptr ? options_.env : base::Env::Default();
    const std::string path = env->GetEnvVar("KILN_TEST_CI_LOG");
    if (path.empty() || persist_ == nullptr) return;
    auto file = env->NewWritableFile(path);
    if (!file.ok()) return;
    for (const std::string& line : persist_->log()) (void)(*file)->Append(line + "\n");
    (void)(*file)->Close();
  }

  bool TryRun(MethodInstance* mi, const Value* args, uint32_t nargs, uint64_t world,
              uint64_t frames_left, bool hot, Value* out) override;
  PrecompileOutcome Precompile(MethodInstance* mi, uint64_t world, std::string* why);
  void BecameHot(MethodInstance* mi, uint64_t world) override {
    if (options_.hot_calls == 0) return;
    PerMi& p = per_mi_[mi];
    if (!p.hot_counted) {
      p.hot_counted = true;
      ++stats_.hot;
    }
    std::string why;
    if (Precompile(mi, world, &why) != PrecompileOutcome::kNotNative) {
      ++stats_.hot_native;
    } else {
      mi->interp_word = interp::kNativeNever;
    }
  }

  NativeTierStats stats() const {
    NativeTierStats s = stats_;
    s.hot_calls = options_.hot_calls;
    s.jit_used = jit_ != nullptr;
    if (jit_ != nullptr) {
      const jit::JitStats& j = jit_->stats();
      s.optimize_ms = j.optimize_ms;
      s.link_ms = j.link_ms;
      s.cache_lookups = j.cache_lookups;
      s.cache_hits = j.cache_hits;
      s.cache_rejected = j.cache_rejected;
      s.cache_bytes_added = j.cache_bytes_added;
    }
    s.store = store_state_;
    s.inferred = engine_.stats().fulfilled;
    const infer::InvalidationStats& inv = invalidator_.stats();
    s.defined_methods = inv.methods;
    s.redefined_constants = inv.constants;
    s.invalidated = inv.invalidated;
    s.invalidate_ms = inv.ms;
    if (persist_ != nullptr) {
      const PersistStats& ps = persist_->stats();
      s.ci_loaded = ps.loaded;
      s.ci_revalidated = ps.revalidated;
      s.ci_invalidated = ps.invalidated;
      s.ci_missing = ps.missing;
      s.ci_written = ps.written;
      s.ci_not_persisted = ps.not_persisted;
      s.ci_load_ms = ps.load_ms;
      s.ci_revalidate_ms = ps.revalidate_ms;
      s.ci_save_ms = ps.save_ms;
    }
    if (store_ != nullptr) {
      const store::StoreStats st = store_->stats();
      s.store_written = st.entries_written;
      s.store_dropped = st.writes_dropped;
      s.store_damaged = st.damaged;
    }
    s.remote = remote_desc_;
    s.remote_used = remote_ != nullptr;
    s.remote_note = remote_note_;
    if (remote_ != nullptr) s.remote_stats = remote_->stats();
    return s;
  }

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
  };
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
    p->loaded = false;
    p->ci = ci;
    p->compiled = Compile(ci, world);
    SavePersisted(ci);
    return true;
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
  // Made by the first compilation or load: its constructor runs LLVM's
  // static initializers, which a run that never gets hot must not pay for.
  std::unique_ptr<codegen::Codegen> codegen_;
  codegen::Codegen& Cg() {
    if (codegen_ == nullptr) {
      codegen_ = std::make_unique<codegen::Codegen>(rt_, engine_);
      codegen_->SetDefaultConstructorTest(IsDefaultConstructor);
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
  uint32_t running_ = 0;     // native runs on the C stack (nested through CallFromNative)
  uint64_t run_world_ = 0;   // the world of the innermost one
  std::unordered_map<engine::CodeInstance*, Compiled> compiled_;
  std::unordered_map<MethodInstance*, PerMi> per_mi_;
  NativeTierStats stats_;
  uint64_t explain_looked_up_ = 0;  // MethodInstances offered to the persisted records
  uint64_t explain_valid_ = 0;      // of those, valid
};

bool Tier::EnsureJit() {
  if (jit_ != nullptr) return true;
  if (jit_failed_) return false;
  (void)Cg();
  auto made = jit::Jit::Create();
  if (!made.ok()) {
    std::fprintf(stderr, "kiln: native code is not available: %s\n",
                 made.status().ToString().c_str());
    jit_failed_ = true;
    return false;
  }
  jit_ = std::move(*made);
  state_.undo.block = &state_.undo_block;
  codegen::SetEntryRuntime(&rt_);
  if (!jit_->Define(codegen::kBailFlag, &state_.bail).ok() ||
      !jit_->Define(codegen::kDepthLeft, &state_.depth).ok() ||
      !jit_->Define(codegen::kUndoLog, &state_.undo).ok() ||
      !jit_->Define(codegen::kUndoGrow, reinterpret_cast<const void*>(&codegen::KilnUndoGrow)).ok() ||
      !jit_->Define(codegen::kNewStruct, reinterpret_cast<const void*>(&codegen::KilnNewStruct)).ok() ||
      !jit_->Define(codegen::kNewObject, reinterpret_cast<const void*>(&codegen::KilnNewObject)).ok() ||
      !jit_->Define(codegen::kArrayEdit, reinterpret_cast<const void*>(&codegen::KilnArrayEdit)).ok() ||
      !jit_->Define(codegen::kNewArray, reinterpret_cast<const void*>(&codegen::KilnNewArray)).ok() ||
      !jit_->Define(codegen::kCubeRoot, reinterpret_cast<const void*>(&codegen::KilnCubeRoot)).ok() ||
      !jit_->Define(codegen::kNewMatrix, reinterpret_cast<const void*>(&codegen::KilnNewMatrix)).ok() ||
      !jit_->Define(codegen::kArraySetLength, reinterpret_cast<const void*>(&codegen::KilnArraySetLength)).ok() ||
      !jit_->Define(codegen::kCall, reinterpret_cast<const void*>(&codegen::KilnCall)).ok() ||
      !jit_->Define(codegen::kNewString, reinterpret_cast<const void*>(&codegen::KilnNewString)).ok() ||
      !jit_->Define(codegen::kStringConcat2, reinterpret_cast<const void*>(&codegen::KilnStringConcat2)).ok()) {
    jit_.reset();
    jit_failed_ = true;
    return false;
  }
  // Types native code allocates, by name (runtime_entries.h).
  jit_->AddResolver(std::string(codegen::kTypePrefix), [this](const std::string& name) -> const void* {
    return codegen::ResolveTypeSymbol(rt_, name);
  });
  // Functions native code calls through the interpreter (runtime_calls.h).
  jit_->AddResolver(std::string(codegen::kGlobalPrefix), [this](const std::string& name) -> const void* {
    return codegen::ResolveGlobalSymbol(rt_, name);
  });
  codegen::SetCallHook(
      [](void* ctx, const Value* args, uint32_t n, Value* out) -> bool {
        Tier* t = static_cast<Tier*>(ctx);
        // Dispatched in the native call's world only: in another, the
        // interpreter runs the whole call (a bail).
        if (t->rt_.world() != t->run_world_) return false;
        return t->interp_.CallFromNative(args[0], args + 1, n - 1, out);
      },
      this);
  OpenStore();
  return true;
}

void Tier::OpenStore() {
  if (!options_.use_store) {
    store_state_ = "not used (--cache=off)";
    return;
  }
  base::Env* env = options_.env != nullptr ? options_.env : base::Env::Default();
  auto opened = cache::OpenNativeStore(env);
  if (!opened.ok()) {
    // A read-only, full or untrusted data folder: the run goes without it.
    store_state_ = "not used (" + opened.status().ToString() + ")";
    if (!env->GetEnvVar("KILN_REMOTE_CACHE").empty()) {
      remote_desc_ = "KILN_REMOTE_CACHE";
      remote_note_ = "not used (it stands behind the local native store, which is not)";
    }
    return;
  }
  store_ = std::move(opened->store);
  remote_ = opened->remote;
  if (opened->remote_configured) {
    remote_desc_ = remote_ != nullptr ? remote_->Describe() : "KILN_REMOTE_CACHE";
    remote_note_ = opened->remote_note;
  }
  objects_ = std::make_unique<StoreObjects>(*store_, options_.explain);
  store_state_ = store_->tier(0).Describe();
  // The runtime ABI fingerprint is this process's part of every key. The test
  // hook KILN_TEST_ABI_SHIFT stands for a build in which one layout changed.
  const base::Sha256Digest abi = runtime::AbiFingerprint(rt_, env->GetEnvVar("KILN_TEST_ABI_SHIFT"));
  jit_->SetObjectCache(objects_.get(), base::DigestBytes(abi));
  persist_ = std::make_unique<PersistedCodeInstances>(rt_, interp_, *store_, *jit_, options_.source_hash);
  if (options_.explain) persist_->SetExplain();
}

bool Tier::LoadPersisted(MethodInstance* mi, uint64_t world, PerMi* p) {
  if (!EnsureJit() || persist_ == nullptr) return false;
  NativeCodeInfo info;
  ++explain_looked_up_;
  const PersistedCodeInstances::Outcome outcome = persist_->Load(mi, world, &info);
  if (outcome != PersistedCodeInstances::Outcome::kMiss) ++explain_valid_;
  switch (outcome) {
    case PersistedCodeInstances::Outcome::kMiss:
      return false;
    case PersistedCodeInstances::Outcome::kNotNative:
      mi->interp_word = interp::kNativeNever;
      p->loaded = true;
      p->loaded_world = world;
      p->ci = nullptr;
      p->compiled = &loaded_[mi];
      *p->compiled = Compiled{};
      p->compiled->refused = true;
      p->compiled->why = info.why;
      return true;
    case PersistedCodeInstances::Outcome::kNative:
      break;
  }
  Compiled& c = loaded_[mi];
  c = Compiled{};
  c.symbol = info.symbol;
  c.rettype = info.rettype;
  c.result_fields = info.result_fields;
  c.has_entry = info.has_entry;
  c.result_const = info.result_const;
  c.object_key = info.object_key;
  c.renames = info.renames;
  p->loaded = true;
  p->loaded_world = world;
  p->ci = nullptr;
  p->compiled = &c;
  return true;
}

void Tier::SavePersisted(engine::CodeInstance* root) {
  if (persist_ == nullptr) return;
  std::unordered_map<engine::CodeInstance*, NativeCodeInfo> infos;
  persist_->Save(root, [&](engine::CodeInstance* ci) -> const NativeCodeInfo* {
    auto it = compiled_.find(ci);
    if (it == compiled_.end()) return nullptr;
    NativeCodeInfo& info = infos[ci];
    const Compiled& c = it->second;
    info.compiled = true;
    info.native = !c.refused && !c.object_key.empty();
    if (c.refused) {
      info.why = c.why.empty() ? "not native" : c.why;
      return &info;
    }
    if (!info.native) return nullptr;  // compiled without a store key: nothing to link later
    info.symbol = c.symbol;
    info.object_key = c.object_key;
    info.renames = c.renames;
    info.has_entry = c.has_entry;
    info.rettype = c.rettype;
    info.result_fields = c.result_fields;
    info.result_const = c.result_const;
    return &info;
  });
}

bool Tier::InferAndCompile(MethodInstance* mi, uint64_t world, PerMi* p) {
  p->loaded = false;
  const auto start = std::chrono::steady_clock::now();
  engine::CodeInstance* ci = inference_.Infer(mi, world);
  stats_.infer_ms += MsSince(start);
  if (rt_.has_pending_exception()) (void)rt_.TakePendingException();
  if (ci == nullptr) {
    mi->interp_word = interp::kNativeNever;
    return false;
  }
  p->ci = ci;
  p->compiled = Compile(ci, world);
  SavePersisted(ci);
  return true;
}

Tier::Compiled* Tier::Compile(engine::CodeInstance* root, uint64_t world) {
  if (auto it = compiled_.find(root); it != compiled_.end()) return &it->second;
  if (!EnsureJit()) return Refuse(root, "no JIT");
  // Depth first over the call graph with an explicit stack (Tarjan's SCC
  // algorithm): a CodeInstance is linked once every callee it declares is
  // decided. What becomes of each one depends on that CodeInstance alone,
  // never on the order this process met them in nor on what it loaded from
  // records (docs/native.md, "Calls into the interpreter"): each is emitted
  // first with no callee through the interpreter, the members of a cycle of
  // several CodeInstances are all refused (one module per SCC would compile
  // them; not yet), and a caller is emitted again, calling through the
  // interpreter exactly those of its callees that are refused and have no
  // side effects.
  struct Node {
    uint32_t index = 0;
    uint32_t low = 0;
    bool on_stack = false;
  };
  struct Frame {
    engine::CodeInstance* ci;
    std::unique_ptr<codegen::Emitted> emitted;  // null until emitted, or when not emitted
    size_t next = 0;  // the next callee to visit
    bool visited = false;
  };
  std::unordered_map<engine::CodeInstance*, Node> nodes;
  std::vector<engine::CodeInstance*> scc_stack;
  std::vector<Frame> frames;
  uint32_t counter = 0;
  auto enter = [&](engine::CodeInstance* ci) {
    nodes[ci] = Node{counter, counter, true};
    ++counter;
    scc_stack.push_back(ci);
    frames.push_back(Frame{ci, nullptr, 0, false});
  };
  enter(root);
  while (!frames.empty()) {
    Frame& f = frames.back();
    engine::CodeInstance* ci = f.ci;
    if (!f.visited) {
      f.visited = true;
      auto emitted = std::make_unique<codegen::Emitted>();
      std::string why;
      const auto start = std::chrono::steady_clock::now();
      const bool ok = Cg().Emit(ci, world, emitted.get(), &why);
      stats_.emit_ms += MsSince(start);
      ++stats_.emitted;
      if (ok) {
        f.emitted = std::move(emitted);
      } else {
        Refuse(ci, why);  // calls nothing: an SCC of its own
      }
      continue;
    }
    if (f.emitted != nullptr && f.next < f.emitted->link.callees.size()) {
      engine::CodeInstance* c = f.emitted->link.callees[f.next++].ci;
      if (c == ci || compiled_.count(c) != 0) continue;  // decided already
      auto it = nodes.find(c);
      if (it == nodes.end()) {
        enter(c);  // invalidates f
      } else if (it->second.on_stack) {
        Node& n = nodes[ci];
        n.low = std::min(n.low, it->second.index);
      }
      continue;
    }
    std::unique_ptr<codegen::Emitted> e = std::move(f.emitted);
    frames.pop_back();
    const Node n = nodes[ci];
    if (!frames.empty()) {
      Node& parent = nodes[frames.back().ci];
      parent.low = std::min(parent.low, n.low);
    }
    if (n.low != n.index) continue;  // in the SCC of a CodeInstance below it
    std::vector<engine::CodeInstance*> scc;
    for (;;) {
      engine::CodeInstance* m = scc_stack.back();
      scc_stack.pop_back();
      nodes[m].on_stack = false;
      scc.push_back(m);
      if (m == ci) break;
    }
    if (scc.size() > 1) {
      for (engine::CodeInstance* m : scc) {
        if (compiled_.count(m) == 0) {
          Refuse(m, "mutual recursion with " + std::to_string(scc.size() - 1) +
                        " other CodeInstance(s) (one module per SCC is not done yet)");
        }
      }
      continue;
    }
    if (compiled_.count(ci) != 0) continue;  // refused when emitted
    Link(ci, world, std::move(e));
  }
  return &compiled_[root];
}

void Tier::Link(engine::CodeInstance* ci, uint64_t world, std::unique_ptr<codegen::Emitted> e) {
  // The callees refused: through the interpreter when they have no side
  // effects (the module emitted again), else ci is refused too.
  std::unordered_set<engine::CodeInstance*> through;
  for (int attempt = 0;; ++attempt) {
    std::string refused;
    size_t added = 0;
    for (const codegen::LinkerInfo::Callee& c : e->link.callees) {
      auto it = compiled_.find(c.ci);
      if (it == compiled_.end()) {
        refused = "calls " + Cg().StableKey(c.ci) + ", which was not decided (internal error)";
        break;
      }
      if (!it->second.refused) continue;
      if (attempt == 0 && codegen::Codegen::MayCallThroughInterpreter(c.ci)) {
        added += through.insert(c.ci).second ? 1 : 0;
        continue;
      }
      refused = "calls " + Cg().StableKey(c.ci) + ", which is not native (" + it->second.why + ")";
      break;
    }
    if (!refused.empty()) {
      Refuse(ci, refused);
      return;
    }
    if (added == 0) break;
    auto again = std::make_unique<codegen::Emitted>();
    std::string why;
    const auto start = std::chrono::steady_clock::now();
    const bool ok = Cg().Emit(ci, world, again.get(), &why, through);
    stats_.emit_ms += MsSince(start);
    ++stats_.emitted_again;
    if (!ok) {
      Refuse(ci, why);
      return;
    }
    e = std::move(again);
  }
  std::vector<std::pair<std::string, std::string>> renames;
  base::Hasher hasher;
  hasher.Update(e->bitcode);
  for (const codegen::LinkerInfo::Callee& c : e->link.callees) {
    const Compiled& callee = compiled_.at(c.ci);
    renames.emplace_back(c.local_name, callee.symbol);
    hasher.Update(c.local_name);
    hasher.Update(callee.symbol);
  }
  // Process-unique names from the content: the same code is linked once.
  const std::string symbol = "kiln_" + hasher.Finish().ToHex();
  renames.emplace_back(e->link.entry, symbol);
  if (!e->link.invoke.empty()) renames.emplace_back(e->link.invoke, symbol + "_invoke");
  Compiled& c = compiled_[ci];
  c.symbol = symbol;
  c.rettype = e->rettype;
  c.result_fields = e->result_fields;
  c.has_entry = !e->link.invoke.empty();
  c.result_const = ci->rettype_const;
  if (store_ != nullptr) c.object_key = jit_->CacheKey(e->bitcode, renames);
  c.renames = renames;
  if (e->through_interpreter > 0) ++stats_.through_interpreter;
  if (jit_->Has(symbol)) {
    ++stats_.reused;
  } else {
    base::Status s = jit_->AddModule(e->bitcode, renames);
    if (!s.ok()) {
      compiled_.erase(ci);
      Refuse(ci, s.ToString());
      return;
    }
  }
  ++stats_.compiled;
}

PrecompileOutcome Tier::Precompile(MethodInstance* mi, uint64_t world, std::string* why) {
  PerMi& p = per_mi_[mi];
  bool loaded = false;
  if (Current(p, world)) {
    loaded = p.loaded;
  } else if (CompileInferred(mi, world, &p)) {
    // compiled now, or before in this run
  } else if (LoadPersisted(mi, world, &p)) {
    loaded = true;
  } else if (!InferAndCompile(mi, world, &p)) {
    *why = "not inferred";
    return PrecompileOutcome::kNotNative;
  }
  if (p.compiled == nullptr || p.compiled->refused) {
    *why = p.compiled != nullptr ? p.compiled->why : "not compiled";
    return PrecompileOutcome::kNotNative;
  }
  return loaded ? PrecompileOutcome::kLoaded : PrecompileOutcome::kCompiled;
}

bool Tier::TryRun(MethodInstance* mi, const Value* args, uint32_t nargs, uint64_t world,
                  uint64_t frames_left, bool hot, Value* out) {
  (void)nargs;
  if (!hot) {
    // A first call: native code only when it is at hand. A persisted record
    // is looked up only once LLVM is running anyway (something was hot), so
    // a program that never gets hot never starts it.
    auto found = per_mi_.find(mi);
    if (found == per_mi_.end() || !Current(found->second, world)) {
      // A program that had hot code before (options_.warm_start) looks its
      // records up from the first call on.
      if (jit_ == nullptr && (!options_.warm_start || !EnsureJit())) return false;
      if (persist_ == nullptr) return false;
      PerMi probe;
      if (!LoadPersisted(mi, world, &probe)) return false;
      per_mi_[mi] = probe;
      if (probe.compiled->refused) return false;
      ++stats_.first_call_loaded;
    }
  }
  PerMi& p = per_mi_[mi];
  const bool first_hot = hot && !p.hot_counted && options_.hot_calls > 0;
  if (first_hot) {
    p.hot_counted = true;
    ++stats_.hot;
  }
  if (!Current(p, world) && !CompileInferred(mi, world, &p)) {
    if (LoadPersisted(mi, world, &p)) {
      if (p.compiled->refused) return false;
    } else if (!InferAndCompile(mi, world, &p)) {
      return false;
    }
  }
  Compiled* c = p.compiled;
  if (c->refused || !c->has_entry) {
    mi->interp_word = interp::kNativeNever;
    return false;
  }

  if (c->invoke == nullptr) {
    auto addr = jit_->Lookup(c->symbol + "_invoke");
    if (!addr.ok()) {
      std::fprintf(stderr, "kiln: %s\n", addr.status().ToString().c_str());
      c->refused = true;
      c->why = addr.status().ToString();
      mi->interp_word = interp::kNativeNever;
      return false;
    }
    c->invoke = reinterpret_cast<InvokeFn>(*addr);
  }
  if (first_hot) ++stats_.hot_native;
  if (frames_left <= p.too_deep_at || p.too_many_stores) return false;
  ++stats_.runs;
  // A run inside a call native code made into the interpreter keeps the
  // outer run's undo records and depth.
  const bool nested = running_ > 0;
  const uint64_t kept = nested ? static_cast<uint64_t>(state_.undo.cur - state_.undo.begin) : 0;
  const uint64_t outer_depth = state_.depth;
  const uint64_t outer_world = run_world_;
  if (!nested) codegen::UndoReset(&state_.undo);
  state_.bail = 0;
  state_.depth = frames_left;
  run_world_ = world;
  ++running_;
  uint64_t fields[16];
  const uint64_t bits = c->invoke(args, fields);
  --running_;
  state_.depth = outer_depth;
  run_world_ = outer_world;
  codegen::ClearFreshArrays();
  if (state_.bail != 0) {
    // It would throw or overflow: its stores are undone and the interpreter
    // does the call instead.
    codegen::UndoTo(&state_.undo, kept);
    if (state_.bail == codegen::kBailTooDeep) p.too_deep_at = std::max(p.too_deep_at, frames_left);
    if (state_.bail == codegen::kBailTooManyStores) p.too_many_stores = true;
    state_.bail = 0;
    ++stats_.bails;
    return false;
  }
  if (c->result_const.defined()) {
    *out = c->result_const;
  } else if (!c->result_fields.empty()) {
    Value values[16];
    const size_t n = c->result_fields.size();
    for (size_t k = 0; k < n; ++k) {
      runtime::DataType* f = c->result_fields[k];
      if (f->layout == runtime::Layout::kSingleton) {
        values[k] = f->instance;
      } else if (f->is_type_type()) {
        values[k] = f->param(0);
      } else {
        values[k] = Value::Make(f, fields[k]);
      }
    }
    *out = runtime::NewStructValue(rt_, c->rettype, values, static_cast<int64_t>(n));
  } else if (c->rettype->layout == runtime::Layout::kSingleton) {
    *out = c->rettype->instance;
  } else {
    *out = Value::Make(c->rettype, bits);
  }
  return true;
}

}  // namespace

std::string WarmMarkerPath(base::Env* env, const std::string& program_path) {
  const std::string data = cache::KilnDataDir(env);
  if (data.empty() || program_path.empty()) return "";
  return data + "/cache/native-hot/" + base::Xxh3_128(base::AbsolutePath(program_path)).ToHex();
}

std::unique_ptr<interp::NativeTier> MakeNativeTier(runtime::Runtime& rt, interp::Interpreter& interp,
                                                   const NativeTierOptions& options) {
  return std::make_unique<Tier>(rt, interp, options);
}

void FinishNativeTier(interp::NativeTier& tier) { static_cast<Tier&>(tier).Finish(); }

PrecompileOutcome PrecompileMethodInstance(interp::NativeTier& tier, MethodInstance* mi, uint64_t world,
                                           std::string* why) {
  return static_cast<Tier&>(tier).Precompile(mi, world, why);
}

NativeTierStats NativeTierStatsOf(const interp::NativeTier& tier) {
  return static_cast<const Tier&>(tier).stats();
}

}  // namespace kiln::driver
