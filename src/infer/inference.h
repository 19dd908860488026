// Type inference (COMPILER.md §1): abstract interpretation of lowered bodies,
// one MethodInstance in one world at a time, interprocedural through the
// engine (engine/engine.h).
//
// Infer(mi, world) reserves mi with the engine, interprets its lowered body
// over the lattice (lattice.h), resolving each call by method lookup in that
// world and inferring the callee the same way, and publishes a CodeInstance
// with the return and exception types, effects, typed body and the edges that
// justify them. Recursive cycles are solved as strongly connected components:
// every member is re-inferred until no return type changes, at most
// kMaxSccIterations passes, after which the members return Any. Where
// inference cannot be precise the type is Any: results are sound, never wrong.
//
// Inference runs on the runtime's thread (it evaluates type applications and
// method lookups, which allocate GC memory); the engine it publishes to is
// thread-safe. It never runs the program's code.
#ifndef KILN_INFER_INFERENCE_H_
#define KILN_INFER_INFERENCE_H_

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

#include "engine/engine.h"
#include "infer/body_source.h"
#include "infer/lattice.h"
#include "runtime/gc.h"
#include "runtime/runtime.h"

namespace kiln::infer {

struct Frame;

// What a call's result is known to be.
struct CallResult {
  LType rettype;
  runtime::Type* exctype = nullptr;  // Union{} when it cannot throw
  engine::Effects effects;
  // When the call split over the members of one argument's Union and each
  // member gave a constant Bool (or always threw): that argument's position
  // and the members that gave true and false (a Conditional, conditional.h).
  int32_t split_arg = -1;
  runtime::Type* split_true = nullptr;
  runtime::Type* split_false = nullptr;
};

struct InferenceStats {
  uint64_t inferred = 0;       // CodeInstances published
  uint64_t passes = 0;         // bodies interpreted (SCC members more than once)
  uint64_t sccs = 0;           // recursive cycles solved
  uint64_t sccs_widened = 0;   // of those, given up at the iteration limit (Any)
  uint64_t depth_limited = 0;  // calls typed Any at kMaxInferenceDepth
  uint64_t no_source = 0;      // MethodInstances without a lowered body
  uint64_t const_props = 0;    // calls whose result constant propagation refined
  uint64_t const_prop_reused = 0;  // constant passes answered from an earlier one
};

class Inference {
 public:
  // With `invalidated_on_definition`, the owner promises to call
  // InvalidateForMethod (invalidate.h) for every method added later, so
  // CodeInstances claim every world their edges hold in; without, only the
  // worlds up to the current one.
  Inference(runtime::Runtime& rt, engine::Engine& engine, BodySource& source,
            bool invalidated_on_definition = false);
  ~Inference();
  Inference(const Inference&) = delete;
  Inference& operator=(const Inference&) = delete;

  // The CodeInstance of mi valid in `world`, inferred now unless the engine
  // has one. Null when mi has no lowered body.
  engine::CodeInstance* Infer(runtime::MethodInstance* mi, uint64_t world);

  // What a call with arguments of these types returns in `world` (Julia's
  // Core.Compiler.return_type): args[0] is the callee's. Any when it cannot
  // tell; Union{} when no method applies or the call always throws.
  runtime::Type* ReturnType(std::span<const LType> args, uint64_t world);

  // A MethodInstance of `m` at its declared signature (static parameters left
  // undetermined): how a method nobody has called yet is inferred.
  runtime::MethodInstance* GenericInstance(runtime::Method* m);

  Lattice& lattice() { return lattice_; }
  BodySource& source() { return source_; }
  // Every CodeInstance this inference published, in order.
  const std::vector<engine::CodeInstance*>& published() const { return published_; }
  runtime::Runtime& rt() { return rt_; }
  const InferenceStats& stats() const { return stats_; }

  // ---- For the body interpreter (abstract_interp.cc) ----
  // The result of calling args[0](args[1], ...) from `caller`, recording the
  // edges in caller.
  CallResult AbstractCall(Frame& caller, std::span<const LType> args);
  // The value of a global reference of the caller's module.
  LType Global(Frame& caller, uint32_t global_ref);
  // An IR constant.
  LType Constant(const ir::ModuleIr& m, ir::ConstId id);
  // Base's `!`, whose result on a condition is the negated condition (as
  // Julia's inference treats it); undefined before Base is loaded.
  runtime::Value BaseNot();
  // Keeps a constant value alive as long as this Inference (GC note in
  // engine/code_instance.h).
  void Root(runtime::Value v);

 private:
  CallResult InferCallee(Frame& caller, runtime::MethodInstance* mi, engine::EdgeItem* edge);
  CallResult GenericCall(Frame& caller, std::span<const LType> args);
  CallResult LookupAndInfer(Frame& caller, runtime::DataType* const* types, uint32_t n,
                            std::span<const LType> args);
  // Re-infers mi's body with the call's constant arguments; true (and *out)
  // when that gives a more precise result than its CodeInstance.
  bool ConstProp(Frame& caller, runtime::MethodInstance* mi, std::span<const LType> args,
                 const CallResult& plain, CallResult* out);
  std::vector<LType> ArgTypes(runtime::MethodInstance* mi);
  // Runs one pass over frame's body; records the results in the frame.
  void RunPass(Frame& frame);
  // Publishes a finished frame; when it heads an SCC, first iterates it with
  // its members to a fixed point and publishes them all together. False when
  // the cycle could not be solved: every member's reservation is rejected.
  bool SolveAndPublish(Frame& head);
  engine::InferenceResult TakeResult(Frame& frame);

  // A constant pass's outcome, kept for the next call of the same
  // MethodInstance with the same constants in the same world at the same
  // nesting depth (Julia's inference cache of constant results). Only passes
  // that read nothing unpublished are kept: their result cannot change.
  struct ConstPropMemo {
    bool better = false;  // false: the pass gave nothing more precise
    CallResult result;
    engine::EdgeTable edges;
    uint64_t min_world = 0;
    uint64_t max_world = 0;
  };
  static std::string ConstPropKey(runtime::MethodInstance* mi, uint64_t world, uint32_t depth,
                                  std::span<const LType> args);

  runtime::Runtime& rt_;
  engine::Engine& engine_;
  BodySource& source_;
  Lattice lattice_;
  std::unordered_map<std::string, ConstPropMemo> const_prop_memo_;
  // Set when a constant pass read a callee that is not published yet.
  bool const_prop_incomplete_ = false;
  // Global references resolved to a constant binding without going through
  // another module's binding, per (lowered module, reference, module): a
  // constant binding stays one (its value is read again at each use).
  struct GlobalKey {
    const void* module_ir;
    const void* module;
    uint32_t ref;
    friend bool operator==(const GlobalKey&, const GlobalKey&) = default;
  };
  struct GlobalKeyHash {
    size_t operator()(const GlobalKey& k) const {
      return std::hash<const void*>()(k.module_ir) * 31 + std::hash<const void*>()(k.module) * 7 + k.ref;
    }
  };
  std::unordered_map<GlobalKey, runtime::Binding*, GlobalKeyHash> global_cache_;
  engine::Task task_;
  std::vector<Frame*> stack_;
  std::unordered_map<runtime::MethodInstance*, Frame*> active_;  // on the stack or in an SCC
  runtime::RootedVector<runtime::Value> roots_;
  InferenceStats stats_;
  uint32_t const_prop_depth_ = 0;
  runtime::Value base_not_;
  bool base_not_looked_up_ = false;
  bool invalidated_on_definition_ = false;
  std::vector<engine::CodeInstance*> published_;
};

}  // namespace kiln::infer

#endif  // KILN_INFER_INFERENCE_H_
