// The native tier (native_tier.h): compiling a CodeInstance and every one it
// calls, and running native code for the interpreter (native_tier_impl.h).
#include <stdlib.h>

#include <algorithm>
#include <string>
#include <thread>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "driver/native_tier_impl.h"

namespace kiln::driver::tier_impl {

bool Tier::UseWorker() {
  if (worker_decided_) return use_worker_;
  worker_decided_ = true;
  if (options_.hot_calls == 0 || background_setting_ == "0") return use_worker_ = false;
  if (background_setting_ == "1") return use_worker_ = true;
  // Only with a CPU to spare: compiling in the background costs more CPU
  // time than waiting (the interpreter runs meanwhile) and gains time only
  // when the worker gets a CPU of its own (docs/benchmarks.md, 2026-11-27).
  double load = 0;
  const unsigned cpus = std::thread::hardware_concurrency();
  return use_worker_ = getloadavg(&load, 1) == 1 && cpus >= 2 && load + 1.0 <= static_cast<double>(cpus);
}

Tier::Compiled* Tier::Compile(engine::CodeInstance* root, uint64_t world) {
  background_.Begin();
  if (auto it = compiled_.find(root); it != compiled_.end()) return &it->second;
  if (!EnsureJit()) return Refuse(root, "no JIT");
  // Depth first over the call graph with an explicit stack: a CodeInstance is
  // linked once every callee it declares is.
  struct Work {
    engine::CodeInstance* ci;
    std::unique_ptr<codegen::Emitted> emitted;  // null until emitted
  };
  std::vector<Work> stack;
  std::unordered_map<engine::CodeInstance*, bool> in_progress;
  std::unordered_set<engine::CodeInstance*> retried;  // emitted again with callees through the interpreter
  stack.push_back(Work{root, nullptr});
  in_progress[root] = true;
  while (!stack.empty()) {
    Work& w = stack.back();
    engine::CodeInstance* ci = w.ci;
    if (w.emitted == nullptr) {
      auto emitted = std::make_unique<codegen::Emitted>();
      std::string why;
      const auto start = std::chrono::steady_clock::now();
      const bool ok = Cg().Emit(ci, world, emitted.get(), &why);
      stats_.emit_ms += MsSince(start);
      ++stats_.emitted;
      if (!ok) {
        Refuse(ci, why);
        in_progress.erase(ci);
        stack.pop_back();
        continue;
      }
      w.emitted = std::move(emitted);
      std::vector<engine::CodeInstance*> callees;
      for (const codegen::LinkerInfo::Callee& c : w.emitted->link.callees) {
        if (compiled_.count(c.ci) == 0 && in_progress.count(c.ci) == 0) callees.push_back(c.ci);
      }
      for (engine::CodeInstance* c : callees) {
        in_progress[c] = true;
        stack.push_back(Work{c, nullptr});  // invalidates w
      }
      continue;
    }
    // Every callee is done (or is on the stack below: a cycle through other
    // CodeInstances, which one module per SCC will compile; not yet).
    std::unique_ptr<codegen::Emitted> e = std::move(w.emitted);
    stack.pop_back();
    in_progress.erase(ci);
    std::vector<std::pair<std::string, std::string>> renames;
    base::Hasher hasher;
    hasher.Update(e->bitcode);
    std::string refused;
    for (const codegen::LinkerInfo::Callee& c : e->link.callees) {
      auto it = compiled_.find(c.ci);
      if (it == compiled_.end()) {
        refused = "calls a CodeInstance that calls it back (mutual recursion)";
        break;
      }
      if (it->second.refused) {
        refused = "calls " + Cg().StableKey(c.ci) + ", which is not native (" + it->second.why + ")";
        if (codegen::Codegen::MayCallThroughInterpreter(c.ci) && retried.insert(ci).second) {
          // A callee without side effects: called through the interpreter
          // (runtime_calls.h), and ci emitted again.
          Cg().CallThroughInterpreter(c.ci);
          refused = "again";
        }
        break;
      }
      if (background_.Pending(c.ci)) background_.DependOnPending();
      renames.emplace_back(c.local_name, it->second.symbol);
      hasher.Update(c.local_name);
      hasher.Update(it->second.symbol);
    }
    if (refused == "again") {
      in_progress[ci] = true;
      stack.push_back(Work{ci, nullptr});
      continue;
    }
    if (!refused.empty()) {
      Refuse(ci, refused);
      continue;
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
    if (jit_->Has(symbol)) {
      ++stats_.reused;
    } else if (background_.SymbolPending(symbol)) {
      ++stats_.reused;
      background_.DependOnPending();
    } else if (UseWorker()) {
      // The default mode: optimized and emitted on the JIT's worker thread
      // (or linked from the store at once).
      auto ticket = jit_->StartModule(e->bitcode, renames);
      if (!ticket.ok()) {
        compiled_.erase(ci);
        Refuse(ci, ticket.status().ToString());
        continue;
      }
      if (*ticket != 0) background_.AddTicket(*ticket, symbol);
    } else {
      base::Status s = jit_->AddModule(e->bitcode, renames);
      if (!s.ok()) {
        compiled_.erase(ci);
        Refuse(ci, s.ToString());
        continue;
      }
    }
    background_.AddMember(ci);
    ++stats_.compiled;
  }
  return &compiled_[root];
}

bool Tier::TryRun(MethodInstance* mi, const Value* args, uint32_t nargs, uint64_t world,
                  uint64_t frames_left, bool hot, Value* out) {
  (void)nargs;
  // A safe point: what finished compiling in the background is installed.
  if (jit_ != nullptr) (void)InstallBackground(/*wait=*/false);
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
  const bool current = Current(p, world);
  if (!current && LoadPersisted(mi, world, &p)) {
    if (p.compiled->refused) return false;
  } else if (!current) {
    if (!background_.empty()) {
      // One compilation in flight at a time: while one is, a method that
      // gets hot stays interpreted and is compiled at a later call, if the
      // interpreter still calls it once the code in flight is installed
      // (most such methods are that code's callees, called from native code
      // from then on, and never need a compilation of their own).
      ++stats_.deferred_while_compiling;
      return false;
    }
    if (!InferAndCompile(mi, world, &p)) return false;
  }
  if (!p.loaded && p.ci != nullptr && background_.Pending(p.ci)) {
    // Its native code is being compiled: interpreted meanwhile.
    ++stats_.interpreted_while_compiling;
    return false;
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
  NoteHotNative(p);
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

}  // namespace kiln::driver::tier_impl
