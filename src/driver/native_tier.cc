// The native tier (native_tier.h): its JIT and store, persisted records, the
// end of the run (native_tier_impl.h; compilation and runs are in
// native_tier_compile.cc).
#include "driver/native_tier_impl.h"

#include <gc/gc.h>
#include <gc/gc_mark.h>

#include <algorithm>
#include <string>

#include "base/hash.h"
#include "cache/locations.h"
#include "cache/native_store.h"
#include "cache/remote_store.h"

namespace kiln::driver {

namespace tier_impl {

void Tier::Finish() {
  // Modules still compiling in the background: waited for and installed,
  // so that the store and the persisted records hold what a run that
  // waited for each compilation would have left (the worker thread has
  // nothing left when the Jit goes).
  if (jit_ != nullptr && !background_.empty()) {
    finishing_ = true;
    stats_.exit_wait_ms += InstallBackground(/*wait=*/true);
  }
  if (persist_ != nullptr) persist_->Flush();
  WriteTestLog();
  // The program got hot code: its next run looks persisted records up from
  // its first call (NativeTierOptions::warm_marker).
  if (!options_.warm_marker.empty() && !options_.warm_start && store_ != nullptr &&
      stats_.hot_native + stats_.hot_native_at_exit > 0) {
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

void Tier::WriteTestLog() {
  base::Env* env = options_.env != nullptr ? options_.env : base::Env::Default();
  const std::string path = env->GetEnvVar("KILN_TEST_CI_LOG");
  if (path.empty() || persist_ == nullptr) return;
  auto file = env->NewWritableFile(path);
  if (!file.ok()) return;
  for (const std::string& line : persist_->log()) (void)(*file)->Append(line + "\n");
  (void)(*file)->Close();
}

NativeTierStats Tier::stats() const {
  NativeTierStats s = stats_;
  s.hot_calls = options_.hot_calls;
  s.jit_used = jit_ != nullptr;
  if (jit_ != nullptr) {
    const jit::JitStats& j = jit_->stats();
    s.optimize_ms = j.optimize_ms;
    s.link_ms = j.link_ms;
    s.background_modules = j.background_modules;
    s.background_ms = j.background_ms;
    s.background_waited_ms = j.waited_ms;
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

void Tier::Installed(const BackgroundBatches::Installed& b) {
  if (!b.failure.empty()) {
    for (engine::CodeInstance* ci : b.members) {
      auto it = compiled_.find(ci);
      if (it != compiled_.end() && !it->second.refused) {
        it->second.refused = true;
        it->second.why = b.failure;
      }
    }
  }
  for (engine::CodeInstance* root : b.roots) {
    SavePersisted(root);
    auto it = per_mi_.find(root->mi);
    if (it == per_mi_.end() || it->second.ci != root) continue;
    const Compiled* c = it->second.compiled;
    if (c != nullptr && !c->refused && c->has_entry) NoteHotNative(it->second);
  }
}

void Tier::PushUndoRoots() {
  const codegen::UndoLog& u = state_.undo;
  if (u.begin != nullptr && u.cur > u.begin) GC_push_all(u.begin, u.cur);
}

bool Tier::EnsureJit() {
  if (jit_ != nullptr) return true;
  if (jit_failed_) return false;
  // No Codegen yet: its constructor runs all of LLVM's deferred initializers,
  // which a run that links every module from the store does without (the
  // first emission makes it).
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
  codegen::SetBoundsChecksForced(options_.check_bounds);
  if (!jit_->Define(codegen::kBailFlag, &state_.bail).ok() ||
      !jit_->Define(codegen::kDepthLeft, &state_.depth).ok() ||
      !jit_->Define(codegen::kUndoLog, &state_.undo).ok() ||
      !jit_->Define(codegen::kUndoGrow, reinterpret_cast<const void*>(&codegen::KilnUndoGrow)).ok() ||
      !jit_->Define(codegen::kNewStruct, reinterpret_cast<const void*>(&codegen::KilnNewStruct)).ok() ||
      !jit_->Define(codegen::kAllocObject, reinterpret_cast<const void*>(&codegen::KilnAllocObject)).ok() ||
      !jit_->Define(codegen::kArrayEdit, reinterpret_cast<const void*>(&codegen::KilnArrayEdit)).ok() ||
      !jit_->Define(codegen::kNewArray, reinterpret_cast<const void*>(&codegen::KilnNewArray)).ok() ||
      !jit_->Define(codegen::kCubeRoot, reinterpret_cast<const void*>(&codegen::KilnCubeRoot)).ok() ||
      !jit_->Define(codegen::kNewMatrix, reinterpret_cast<const void*>(&codegen::KilnNewMatrix)).ok() ||
      !jit_->Define(codegen::kArraySetLength, reinterpret_cast<const void*>(&codegen::KilnArraySetLength)).ok() ||
      !jit_->Define(codegen::kCall, reinterpret_cast<const void*>(&codegen::KilnCall)).ok() ||
      !jit_->Define(codegen::kFrame, reinterpret_cast<const void*>(&codegen::KilnFrame)).ok() ||
      !jit_->Define(codegen::kNewString, reinterpret_cast<const void*>(&codegen::KilnNewString)).ok() ||
      !jit_->Define(codegen::kStringConcat2, reinterpret_cast<const void*>(&codegen::KilnStringConcat2)).ok() ||
      !jit_->Define(codegen::kStringSubstr, reinterpret_cast<const void*>(&codegen::KilnStringSubstr)).ok() ||
      !jit_->Define(codegen::kStringEqual, reinterpret_cast<const void*>(&codegen::KilnStringEqual)).ok() ||
      !jit_->Define(codegen::kStringHash, reinterpret_cast<const void*>(&codegen::KilnStringHash)).ok()) {
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
  codegen::SetFrameHook([](void* ctx, const char* key, uint64_t length, int32_t line, uint64_t depth) {
    static_cast<Tier*>(ctx)->NoteFrame(key, length, line, depth);
  });
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
  // --check-bounds=yes emits other code from the same CodeInstances: its
  // objects and records are kept apart.
  std::string context = base::DigestBytes(abi);
  if (options_.check_bounds) context += "check-bounds=yes";
  jit_->SetObjectCache(objects_.get(), context);
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
      p->ready = nullptr;
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
  p->ready = nullptr;
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
  p->ready = nullptr;
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
  // Compiling in the background: its records are saved once it is installed.
  if (!background_.End(ci)) SavePersisted(ci);
  return true;
}

PrecompileOutcome Tier::Precompile(MethodInstance* mi, uint64_t world, std::string* why) {
  PerMi& p = Per(mi);
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
  if (!loaded && p.ci != nullptr && background_.Pending(p.ci)) return PrecompileOutcome::kPending;
  return loaded ? PrecompileOutcome::kLoaded : PrecompileOutcome::kCompiled;
}

}  // namespace tier_impl

using runtime::MethodInstance;
using tier_impl::Tier;

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
  Tier& t = static_cast<Tier&>(tier);
  PrecompileOutcome outcome = t.Precompile(mi, world, why);
  if (outcome == PrecompileOutcome::kPending) {
    // `kiln precompile` waits for each compilation.
    (void)t.InstallBackground(/*wait=*/true);
    outcome = t.Precompile(mi, world, why);
  }
  return outcome;
}

NativeTierStats NativeTierStatsOf(const interp::NativeTier& tier) {
  return static_cast<const Tier&>(tier).stats();
}

}  // namespace kiln::driver
