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
    if (background_.Pending(c.ci)) background_.DependOnPending();
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
      return;
    }
    if (*ticket != 0) background_.AddTicket(*ticket, symbol);
  } else {
    base::Status s = jit_->AddModule(e->bitcode, renames);
    if (!s.ok()) {
      compiled_.erase(ci);
      Refuse(ci, s.ToString());
      return;
    }
  }
  background_.AddMember(ci);
  ++stats_.compiled;
}

interp::NativeRun Tier::TryRun(MethodInstance* mi, const Value* args, uint32_t nargs, uint64_t world,
                  uint64_t frames_left, bool hot, Value* out) {
  if (hot && background_.empty()) {
    // The fast path: code that ran already from a hot call, current in this
    // world (nothing compiling in the background, so nothing to install and
    // nothing pending; its counts are made).
    auto* fp = static_cast<PerMi*>(mi->tier_data);
    if (fp != nullptr && fp->owner == this && fp->ready != nullptr && fp->ready == fp->compiled &&
        !fp->ready->refused && Current(*fp, world)) [[likely]] {
      return Run(*fp, fp->ready, args, frames_left, world, out);
    }
  }
  return TryRunSlow(mi, args, nargs, world, frames_left, hot, out);
}

interp::NativeRun Tier::TryRunSlow(MethodInstance* mi, const Value* args, uint32_t nargs, uint64_t world,
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
      if (jit_ == nullptr && (!options_.warm_start || !EnsureJit())) return interp::NativeRun::kDeclined;
      if (persist_ == nullptr) return interp::NativeRun::kDeclined;
      PerMi probe;
      if (!LoadPersisted(mi, world, &probe)) return interp::NativeRun::kDeclined;
      PerMi& q = Per(mi);
      probe.owner = this;
      q = probe;
      if (probe.compiled->refused) return interp::NativeRun::kDeclined;
      ++stats_.first_call_loaded;
    }
  }
  PerMi& p = Per(mi);
  const bool first_hot = hot && !p.hot_counted && options_.hot_calls > 0;
  if (first_hot) {
    p.hot_counted = true;
    ++stats_.hot;
  }
  if (!Current(p, world)) {
    // One compilation in flight at a time: while one is, a method that
    // gets hot stays interpreted and is compiled at a later call, if the
    // interpreter still calls it once the code in flight is installed
    // (most such methods are that code's callees, called from native code
    // from then on, and never need a compilation of their own).
    if (!background_.empty() && Inferred(mi, world)) {
      ++stats_.deferred_while_compiling;
      return interp::NativeRun::kDeclined;
    }
    if (!CompileInferred(mi, world, &p)) {
      if (LoadPersisted(mi, world, &p)) {
        if (p.compiled->refused) return interp::NativeRun::kDeclined;
      } else if (!background_.empty()) {
        ++stats_.deferred_while_compiling;
        return interp::NativeRun::kDeclined;
      } else if (!InferAndCompile(mi, world, &p)) {
        return interp::NativeRun::kDeclined;
      }
    }
  }
  if (!p.loaded && p.ci != nullptr && background_.Pending(p.ci)) {
    // Its native code is being compiled: interpreted meanwhile.
    ++stats_.interpreted_while_compiling;
    return interp::NativeRun::kDeclined;
  }
  Compiled* c = p.compiled;
  if (c->refused || !c->has_entry) {
    mi->interp_word = interp::kNativeNever;
    return interp::NativeRun::kDeclined;
  }

  if (c->invoke == nullptr) {
    auto addr = jit_->Lookup(c->symbol + "_invoke");
    if (!addr.ok()) {
      std::fprintf(stderr, "kiln: %s\n", addr.status().ToString().c_str());
      c->refused = true;
      c->why = addr.status().ToString();
      mi->interp_word = interp::kNativeNever;
      return interp::NativeRun::kDeclined;
    }
    c->invoke = reinterpret_cast<InvokeFn>(*addr);
  }
  NoteHotNative(p);
  // A hot call with its counts made: the next such call takes the fast path.
  p.ready = hot && (p.hot_native_counted || options_.hot_calls == 0) ? c : nullptr;
  return Run(p, c, args, frames_left, world, out);
}

interp::NativeRun Tier::Run(PerMi& p, Compiled* c, const Value* args, uint64_t frames_left, uint64_t world,
                            Value* out) {
  if (frames_left <= p.too_deep_at || p.too_many_stores) return interp::NativeRun::kDeclined;
  ++stats_.runs;
  // A run inside a call native code made into the interpreter keeps the
  // outer run's undo records and depth.
  const bool nested = running_ > 0;
  const uint64_t kept = nested ? static_cast<uint64_t>(state_.undo.cur - state_.undo.begin) : 0;
  const uint64_t outer_depth = state_.depth;
  const uint64_t outer_world = run_world_;
  const RaiseTrace outer_trace = trace_;
  if (!nested) codegen::UndoReset(&state_.undo);
  codegen::UndoNewRun(&state_.undo);  // a nested run records the objects it stores into itself
  state_.bail = 0;
  state_.depth = frames_left;
  run_world_ = world;
  trace_ = RaiseTrace{};
  ++running_;
  uint64_t fields[16];
  const uint64_t bits = c->invoke(args, fields);
  --running_;
  state_.depth = outer_depth;
  run_world_ = outer_world;
  const RaiseTrace trace = trace_;
  trace_ = outer_trace;
  codegen::ClearFreshArrays();
  if (state_.bail == codegen::kBailRaised && rt_.has_pending_exception() && trace.noted && !trace.broken &&
      trace.next_depth == frames_left + 1) {
    // Raised by a callee run through the interpreter, with every native
    // frame it passed through in its backtrace: the interpreter goes on
    // raising it, and the stores made before stay made, as its own would.
    state_.bail = 0;
    ++stats_.raised;
    return interp::NativeRun::kRaised;
  }
  if (state_.bail == codegen::kBailRaised) {
    // A frame it passed through is not in its backtrace: dropped, and the
    // interpreter runs the whole call (which had no effects it cannot undo)
    // and raises it again.
    (void)rt_.TakePendingException();
  }
  if (state_.bail != 0) {
    // It would throw or overflow: its stores are undone and the interpreter
    // does the call instead.
    codegen::UndoTo(&state_.undo, kept);
    if (state_.bail == codegen::kBailTooDeep) p.too_deep_at = std::max(p.too_deep_at, frames_left);
    if (state_.bail == codegen::kBailTooManyStores) p.too_many_stores = true;
    state_.bail = 0;
    ++stats_.bails;
    return interp::NativeRun::kDeclined;
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
  return interp::NativeRun::kRan;
}

}  // namespace kiln::driver::tier_impl
