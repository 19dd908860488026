#include "infer/inference.h"

#include <algorithm>

#include "base/check.h"
#include "infer/frame.h"
#include "infer/limits.h"
#include "runtime/dispatch.h"
#include "runtime/module.h"
#include "runtime/object.h"
#include "runtime/text.h"

namespace kiln::infer {

using runtime::DataType;
using runtime::MethodInstance;
using runtime::Type;
using runtime::Value;

namespace {

CallResult AnyResult(Lattice& l) { return CallResult{l.Any(), nullptr, engine::Effects{}}; }

// A value of a singleton type is that one value.
LType Canonical(Lattice& l, const LType& t) {
  if (t.is_const() || t.type->kind != runtime::TypeKind::kDataType) return t;
  DataType* d = runtime::AsDataType(t.type);
  if (d->layout == runtime::Layout::kSingleton && d->instance.defined()) return l.Const(d->instance);
  if (d->is_type_type() && d->parameters != nullptr && d->nparams() == 1 &&
      runtime::IsType(d->param(0)) && !runtime::TypeHasFreeVars(d->param(0))) {
    return l.Const(d->param(0));
  }
  return t;
}

}  // namespace

Inference::Inference(runtime::Runtime& rt, engine::Engine& engine, BodySource& source,
                     bool invalidated_on_definition)
    : rt_(rt),
      engine_(engine),
      source_(source),
      lattice_(rt),
      task_(engine),
      invalidated_on_definition_(invalidated_on_definition) {}

Inference::~Inference() { CHECK(stack_.empty()); }

void Inference::Root(Value v) {
  if (v.defined() && !runtime::IsUnboxed(v)) roots_.push_back(v);
}

runtime::Value Inference::BaseNot() {
  if (!base_not_looked_up_ && rt_.base_module != nullptr) {
    base_not_looked_up_ = true;
    runtime::Binding* b = runtime::ResolveBinding(rt_, rt_.base_module, runtime::Intern("!"));
    if (rt_.has_pending_exception()) (void)rt_.TakePendingException();
    if (b != nullptr && b->is_const && b->value.defined()) {
      base_not_ = b->value;
      Root(base_not_);
    }
  }
  return base_not_;
}

std::vector<LType> Inference::ArgTypes(MethodInstance* mi) {
  runtime::Method* m = mi->def;
  const uint32_t nargs = m->nargs;
  std::vector<LType> out(nargs, lattice_.Any());
  DataType* spec = mi->spec_types;
  if (spec == nullptr || !spec->is_tuple() || spec->parameters == nullptr) return out;
  const int64_t np = spec->nparams();
  auto param_type = [&](int64_t i) -> Type* {
    Value p = spec->param(i);
    if (!runtime::IsTypeOrVar(p)) return rt_.core.any;
    Type* t = runtime::AsType(p);
    if (t->kind == runtime::TypeKind::kVararg) t = static_cast<runtime::VarargType*>(t)->t;
    if (t->kind == runtime::TypeKind::kTypeVar) t = static_cast<runtime::TypeVar*>(t)->ub;
    return t;
  };
  const bool spec_vararg = runtime::IsVarargTuple(spec);
  const uint32_t fixed = m->is_vararg ? nargs - 1 : nargs;
  for (uint32_t i = 0; i < fixed; ++i) {
    if (i < np) out[i] = Canonical(lattice_, lattice_.Of(param_type(std::min<int64_t>(i, np - 1))));
  }
  if (m->is_vararg) {
    // The last slot holds the remaining arguments as a tuple.
    if (!spec_vararg && np >= fixed) {
      std::vector<Value> rest;
      for (int64_t i = fixed; i < np; ++i) rest.push_back(runtime::TypeValue(param_type(i)));
      out[fixed] = lattice_.Of(lattice_.Limit(runtime::MakeTupleType(
          rt_, rest.data(), static_cast<uint32_t>(rest.size()))));
    } else {
      out[fixed] = lattice_.Of(rt_.core.any_tuple);
    }
  }
  return out;
}

MethodInstance* Inference::GenericInstance(runtime::Method* m) {
  // The signature's parameters with their `where` variables bound where they
  // occur (Vector{T} where T), which covers every call the method accepts.
  Type* body = runtime::Unwrap(m->sig);
  if (body->kind != runtime::TypeKind::kDataType) return nullptr;
  DataType* tuple = runtime::AsDataType(body);
  const int64_t np = tuple->nparams();
  std::vector<Value> params;
  const int64_t nvars = m->sparam_vars == nullptr ? 0 : m->sparam_vars->length;
  for (int64_t i = 0; i < np; ++i) {
    Value p = tuple->param(i);
    if (runtime::IsTypeOrVar(p) && runtime::AsType(p)->kind == runtime::TypeKind::kTypeVar) {
      p = runtime::TypeValue(static_cast<runtime::TypeVar*>(runtime::AsType(p))->ub);
    } else if (runtime::IsTypeOrVar(p) && runtime::TypeHasFreeVars(p)) {
      Type* t = runtime::AsType(p);
      for (int64_t v = nvars - 1; v >= 0; --v) {
        Value var = m->sparam_vars->data()[v];
        t = runtime::MakeUnionAll(rt_, var.As<runtime::TypeVar>(), t);
      }
      p = runtime::TypeValue(t);
    }
    params.push_back(p);
  }
  Type* spec = runtime::MakeTupleType(rt_, params.data(), static_cast<uint32_t>(params.size()));
  if (spec->kind != runtime::TypeKind::kDataType) return nullptr;
  runtime::SVec* sparams = m->sparam_vars != nullptr ? m->sparam_vars : runtime::NewSVec(rt_, 0);
  return runtime::Specialize(rt_, m, runtime::AsDataType(spec), sparams);
}

LType Inference::Constant(const ir::ModuleIr& m, ir::ConstId id) {
  const ir::Constant& c = m.constant(id);
  const runtime::CoreTypes& core = rt_.core;
  switch (c.kind) {
    case ir::ConstKind::kNothing: return lattice_.Const(core.Nothing());
    case ir::ConstKind::kBool: return lattice_.Const(core.Bool(c.bits != 0));
    case ir::ConstKind::kInt64: return lattice_.Const(core.Int(core.int64, c.bits));
    case ir::ConstKind::kUInt8: return lattice_.Const(core.Int(core.uint8, c.bits));
    case ir::ConstKind::kUInt16: return lattice_.Const(core.Int(core.uint16, c.bits));
    case ir::ConstKind::kUInt32: return lattice_.Const(core.Int(core.uint32, c.bits));
    case ir::ConstKind::kUInt64: return lattice_.Const(core.Int(core.uint64, c.bits));
    case ir::ConstKind::kFloat64: return lattice_.Const(Value::Make(core.float64, c.bits));
    case ir::ConstKind::kChar:
      return lattice_.Const(core.CharBits(runtime::CharFromCodepoint(static_cast<uint32_t>(c.bits))));
    case ir::ConstKind::kString: return lattice_.Of(core.string);
    case ir::ConstKind::kSourcePath:
      return lattice_.Of(c.bits == ir::kSourceModule ? core.module : core.string);
    case ir::ConstKind::kSymbol:
      return lattice_.Const(rt_.SymbolValue(m.NameText(ir::NameId(static_cast<uint32_t>(c.bits)))));
    case ir::ConstKind::kInt128:
    case ir::ConstKind::kUInt128: return lattice_.Any();
  }
  return lattice_.Any();
}

LType Inference::Global(Frame& caller, uint32_t global_ref) {
  const GlobalKey key{caller.src.module_ir, caller.src.module, global_ref};
  if (auto it = global_cache_.find(key); it != global_cache_.end()) {
    runtime::Binding* b = it->second;
    caller.AddBindingEdge(b);
    Root(b->value);
    return Canonical(lattice_, lattice_.Const(b->value));
  }
  const ir::ModuleIr& m = *caller.src.module_ir;
  bool through_binding = false;
  const ir::GlobalRef& ref = m.global_ref(ir::GlobalRefId(global_ref));
  runtime::Module* mod = caller.src.module;
  auto sym = [&](ir::NameId n) { return runtime::Intern(m.NameText(n)); };
  for (size_t i = 0; i < ref.path.size() && mod != nullptr; ++i) {
    std::string_view text = m.NameText(ref.path[i]);
    if (i == 0 && text == "Base" && rt_.base_module != nullptr) {
      mod = rt_.base_module;
      continue;
    }
    if (i == 0 && text == "Core") {
      mod = rt_.core_module;
      continue;
    }
    runtime::Binding* b = runtime::ResolveBinding(rt_, mod, sym(ref.path[i]));
    if (b == nullptr || !b->is_const || !b->value.defined() || b->value.type != rt_.core.module) {
      mod = nullptr;
      break;
    }
    caller.AddBindingEdge(b);
    through_binding = true;
    mod = b->value.As<runtime::Module>();
  }
  if (mod == nullptr) {
    caller.effects = engine::Effects{};
    return lattice_.Any();
  }
  runtime::Binding* b = runtime::ResolveBinding(rt_, mod, sym(ref.name));
  if (rt_.has_pending_exception()) (void)rt_.TakePendingException();
  if (b != nullptr && b->is_const && b->value.defined()) {
    if (!through_binding) global_cache_.emplace(key, b);
    caller.AddBindingEdge(b);
    Root(b->value);
    return Canonical(lattice_, lattice_.Const(b->value));
  }
  // A global that may change (or be undefined): any value, read from state.
  caller.effects.consistent = false;
  if (b == nullptr || !b->value.defined()) {
    caller.effects.nothrow = false;
    caller.exctype = lattice_.Join(caller.exctype, lattice_.Of(rt_.core.undef_var_error));
  }
  return lattice_.Any();
}

CallResult Inference::AbstractCall(Frame& caller, std::span<const LType> args) {
  for (const LType& a : args) {
    if (lattice_.IsBottom(a)) {
      return CallResult{lattice_.Bottom(), rt_.core.bottom, engine::Effects::All()};
    }
  }
  CallResult r;
  if (BuiltinCall(*this, caller, args, &r)) return r;
  r = GenericCall(caller, args);
  r.rettype = Canonical(lattice_, r.rettype);
  return r;
}

CallResult Inference::GenericCall(Frame& caller, std::span<const LType> args) {
  const size_t n = args.size();
  {
    // The common case: one concrete type per argument, no split.
    constexpr size_t kInline = 16;
    DataType* exact[kInline];
    size_t k = 0;
    for (; k < n && k < kInline; ++k) {
      const LType& a = args[k];
      Type* t = a.is_const() ? runtime::DispatchTypeOf(rt_, a.konst) : a.type;
      if (!lattice_.IsDispatchable(t)) break;
      exact[k] = runtime::AsDataType(t);
    }
    if (k == n) return LookupAndInfer(caller, exact, static_cast<uint32_t>(n), args);
  }
  std::vector<std::vector<DataType*>> choices(n);
  size_t combos = 1;
  for (size_t i = 0; i < n; ++i) {
    const LType& a = args[i];
    Type* t = a.is_const() ? runtime::DispatchTypeOf(rt_, a.konst) : a.type;
    if (lattice_.IsDispatchable(t)) {
      choices[i].push_back(runtime::AsDataType(t));
    } else if (t->kind == runtime::TypeKind::kUnion) {
      auto* u = static_cast<runtime::UnionType*>(t);
      for (uint32_t k = 0; k < u->n; ++k) {
        if (!lattice_.IsDispatchable(u->components()[k])) return AnyResult(lattice_);
        choices[i].push_back(runtime::AsDataType(u->components()[k]));
      }
    } else {
      return AnyResult(lattice_);
    }
    combos *= choices[i].size();
    if (combos > kMaxUnionSplit) return AnyResult(lattice_);
  }
  CallResult out{lattice_.Bottom(), rt_.core.bottom, engine::Effects::All()};
  // A split over one argument's members whose results are constant Bools
  // makes a condition on that argument.
  int32_t split = -1;
  for (size_t i = 0; i < n; ++i) {
    if (choices[i].size() < 2) continue;
    split = split == -1 ? static_cast<int32_t>(i) : -2;
  }
  LType split_true = lattice_.Bottom();
  LType split_false = lattice_.Bottom();
  std::vector<DataType*> types(n);
  for (size_t c = 0; c < combos; ++c) {
    size_t rest = c;
    for (size_t i = 0; i < n; ++i) {
      types[i] = choices[i][rest % choices[i].size()];
      rest /= choices[i].size();
    }
    CallResult r = LookupAndInfer(caller, types.data(), static_cast<uint32_t>(n), args);
    if (split >= 0) {
      if (r.rettype.is_const() && r.rettype.konst.type == rt_.core.bool_) {
        LType& side = r.rettype.konst.AsBool() ? split_true : split_false;
        side = lattice_.Join(side, lattice_.Of(types[split]));
      } else if (!lattice_.IsBottom(r.rettype)) {
        split = -2;  // not decided by the member's type alone
      }
    }
    out.rettype = lattice_.Join(out.rettype, r.rettype);
    out.exctype = r.exctype == nullptr || out.exctype == nullptr
                      ? nullptr
                      : lattice_.Join(lattice_.Of(out.exctype), lattice_.Of(r.exctype)).type;
    out.effects = out.effects.Meet(r.effects);
  }
  if (split >= 0 && !lattice_.IsBottom(split_true) && !lattice_.IsBottom(split_false)) {
    out.split_arg = split;
    out.split_true = split_true.type;
    out.split_false = split_false.type;
  }
  return out;
}

CallResult Inference::LookupAndInfer(Frame& caller, DataType* const* types, uint32_t n,
                                     std::span<const LType> args) {
  DataType* callee = types[0];
  runtime::MethodTable* mt =
      callee->is_type_type() || callee->is_kind() ? rt_.type_callee_mt : callee->name->mt;
  const engine::Effects throws{false, true, true};
  if (mt == nullptr) {
    caller.AddMissingEdge(runtime::ConcreteTupleType(rt_, types, n));
    return CallResult{lattice_.Bottom(), rt_.core.method_error, throws};
  }
  runtime::LookupResult lr = runtime::LookupByTypes(rt_, mt, types, n, caller.world);
  if (rt_.has_pending_exception()) (void)rt_.TakePendingException();
  switch (lr.status) {
    case runtime::LookupStatus::kFound: {
      caller.NarrowWorlds(lr.entry->min_world, lr.entry->max_world);
      engine::EdgeItem edge = engine::EdgeItem::Mi(lr.mi);
      CallResult r = InferCallee(caller, lr.mi, &edge);
      CallResult refined;
      if (ConstProp(caller, lr.mi, args, r, &refined)) {
        // Used beyond its CodeInstance: the edge names the MethodInstance
        // (seed 004), and the edges of the constant pass were added.
        caller.AddCallEdge(engine::EdgeItem::Mi(lr.mi));
        return refined;
      }
      caller.AddCallEdge(edge);
      return r;
    }
    case runtime::LookupStatus::kNoMethod:
      caller.AddMissingEdge(runtime::ConcreteTupleType(rt_, types, n));
      return CallResult{lattice_.Bottom(), rt_.core.method_error, throws};
    case runtime::LookupStatus::kAmbiguous:
      // Always a MethodError for exactly these types in this world. A method
      // added later that resolves it covers these types, as one filling a
      // missing method does: the same edge.
      caller.AddMissingEdge(runtime::ConcreteTupleType(rt_, types, n));
      return CallResult{lattice_.Bottom(), rt_.core.method_error, throws};
    case runtime::LookupStatus::kTooDeep:
      break;  // not known here; the call raises at run time
  }
  return AnyResult(lattice_);
}

namespace {

CallResult FromCodeInstance(Lattice& l, const engine::CodeInstance* ci) {
  CallResult r;
  r.rettype = ci->rettype_const.defined() ? l.Const(ci->rettype_const)
                                          : l.Of(ci->rettype ? ci->rettype : l.Any().type);
  r.exctype = ci->exctype;
  r.effects = ci->effects;
  return r;
}

}  // namespace

bool Inference::ConstProp(Frame& caller, MethodInstance* mi, std::span<const LType> args,
                          const CallResult& plain, CallResult* out) {
  if (plain.rettype.is_const() || lattice_.IsBottom(plain.rettype)) return false;
  if (const_prop_depth_ >= kMaxConstPropDepth || stack_.size() >= kMaxInferenceDepth) return false;
  if (mi->def->is_vararg || args.size() != mi->def->nargs || active_.count(mi) != 0) return false;
  bool any_const = false;
  for (size_t i = 1; i < args.size(); ++i) {
    // A constant that says more than its type (not a singleton's one value).
    if (args[i].is_const() && !(args[i].konst.type->layout == runtime::Layout::kSingleton)) {
      any_const = true;
    }
  }
  if (!any_const) return false;
  // Constants are keyed by their bits: only those whose bits name them for
  // good (unboxed values, interned symbols, hash-consed types).
  bool memoizable = true;
  for (const LType& a : args) {
    if (a.is_const() && !runtime::IsUnboxed(a.konst) && a.konst.type != rt_.core.symbol &&
        !runtime::IsType(a.konst)) {
      memoizable = false;
    }
  }
  const std::string key = memoizable ? ConstPropKey(mi, caller.world, const_prop_depth_, args) : "";
  if (auto it = memoizable ? const_prop_memo_.find(key) : const_prop_memo_.end();
      it != const_prop_memo_.end()) {
    ++stats_.const_prop_reused;
    const ConstPropMemo& memo = it->second;
    if (!memo.better) return false;
    ++stats_.const_props;
    caller.edges.Append(memo.edges);
    caller.NarrowWorlds(memo.min_world, memo.max_world);
    *out = memo.result;
    return true;
  }
  Frame tmp;
  tmp.mi = mi;
  tmp.world = caller.world;
  if (!source_.Find(mi->def, &tmp.src) || tmp.src.body->stmts.size() > kMaxConstPropStatements) {
    return false;
  }
  tmp.argtypes = ArgTypes(mi);
  for (size_t i = 0; i < args.size() && i < tmp.argtypes.size(); ++i) {
    if (args[i].is_const() && lattice_.Leq(args[i], tmp.argtypes[i])) tmp.argtypes[i] = args[i];
  }
  tmp.index = tmp.low = static_cast<uint32_t>(stack_.size());
  tmp.provisional = lattice_.Bottom();
  const bool outer_incomplete = const_prop_incomplete_;
  const_prop_incomplete_ = false;
  ++const_prop_depth_;
  stack_.push_back(&tmp);
  RunPass(tmp);
  stack_.pop_back();
  --const_prop_depth_;
  const bool keep = memoizable && !const_prop_incomplete_;
  const_prop_incomplete_ = outer_incomplete || const_prop_incomplete_;
  if (!lattice_.Leq(tmp.rettype, plain.rettype) || lattice_.Leq(plain.rettype, tmp.rettype)) {
    if (keep) const_prop_memo_[key] = ConstPropMemo{};
    return false;  // no better
  }
  ++stats_.const_props;
  caller.edges.Append(tmp.edges);
  caller.NarrowWorlds(tmp.min_world, tmp.max_world);
  out->rettype = tmp.rettype;
  out->effects = tmp.effects;
  out->exctype = tmp.effects.nothrow ? rt_.core.bottom : tmp.exctype.type;
  if (keep) {
    ConstPropMemo& memo = const_prop_memo_[key];
    memo.better = true;
    memo.result = *out;
    Root(memo.result.rettype.konst);
    memo.edges = std::move(tmp.edges);
    memo.min_world = tmp.min_world;
    memo.max_world = tmp.max_world;
  }
  return true;
}

std::string Inference::ConstPropKey(MethodInstance* mi, uint64_t world, uint32_t depth,
                                    std::span<const LType> args) {
  std::string key;
  auto put = [&](const void* p, size_t n) { key.append(static_cast<const char*>(p), n); };
  put(&mi, sizeof mi);
  put(&world, sizeof world);
  put(&depth, sizeof depth);
  for (const LType& a : args) {
    put(&a.type, sizeof a.type);
    put(&a.konst.type, sizeof a.konst.type);
    put(&a.konst.bits, sizeof a.konst.bits);
  }
  return key;
}

CallResult Inference::InferCallee(Frame& caller, MethodInstance* mi, engine::EdgeItem* edge) {
  if (const_prop_depth_ > 0) {
    // A constant pass only reads what is published: it reserves nothing and
    // joins no cycle, so it can be thrown away.
    engine::CodeInstance* ci = engine_.Lookup(mi, nullptr, caller.world);
    if (ci == nullptr) {
      const_prop_incomplete_ = true;  // published later: a later pass may say more
      return AnyResult(lattice_);
    }
    caller.NarrowWorlds(ci->min_world.load(), ci->max_world.load());
    *edge = engine::EdgeItem::Ci(ci);
    return FromCodeInstance(lattice_, ci);
  }
  auto it = active_.find(mi);
  if (it != active_.end() && it->second->world == caller.world) {
    // Recursion: a call back into a frame still in progress. The callers on
    // the stack above it join its SCC and use its provisional type.
    Frame* x = it->second;
    x->recursive = true;
    caller.low = std::min(caller.low, x->index);
    *edge = engine::EdgeItem::Ci(x->ci);
    return CallResult{x->provisional, nullptr, engine::Effects{}};
  }
  if (stack_.size() >= kMaxInferenceDepth) {
    ++stats_.depth_limited;
    return AnyResult(lattice_);
  }
  engine::ReserveResult r = engine_.Reserve(task_, mi, caller.world, nullptr);
  if (r.status == engine::ReserveStatus::kFound) {
    caller.NarrowWorlds(r.ci->min_world.load(), r.ci->max_world.load());
    *edge = engine::EdgeItem::Ci(r.ci);
    return FromCodeInstance(lattice_, r.ci);
  }
  if (r.status != engine::ReserveStatus::kReserved) return AnyResult(lattice_);  // held elsewhere

  auto frame = std::make_unique<Frame>();
  frame->mi = mi;
  frame->ci = r.ci;
  frame->world = caller.world;
  if (!source_.Find(mi->def, &frame->src) || frame->src.body->stmts.size() > kMaxStatements) {
    engine_.Reject(task_, r.ci);
    ++stats_.no_source;
    if (Type* t = source_.NativeReturnType(mi)) {
      return CallResult{lattice_.Of(t), nullptr, engine::Effects{false, true, false}};
    }
    return AnyResult(lattice_);
  }
  frame->argtypes = ArgTypes(mi);
  frame->index = frame->low = static_cast<uint32_t>(stack_.size());
  frame->provisional = lattice_.Bottom();
  active_[mi] = frame.get();
  stack_.push_back(frame.get());
  RunPass(*frame);
  stack_.pop_back();
  frame->provisional = frame->rettype;
  *edge = engine::EdgeItem::Ci(frame->ci);

  if (frame->low < frame->index) {
    // Part of a cycle through a frame below: solved when that frame finishes.
    caller.low = std::min(caller.low, frame->low);
    CallResult result{frame->provisional, nullptr, engine::Effects{}};
    for (auto& m : frame->members) {
      m->index = caller.index;
      caller.members.push_back(std::move(m));
    }
    frame->members.clear();
    frame->index = caller.index;
    caller.members.push_back(std::move(frame));
    return result;
  }
  engine::CodeInstance* ci = frame->ci;
  if (!SolveAndPublish(*frame)) return AnyResult(lattice_);  // given up: rejected
  return FromCodeInstance(lattice_, ci);
}

engine::CodeInstance* Inference::Infer(MethodInstance* mi, uint64_t world) {
  CHECK(stack_.empty()) << "Infer is not reentrant";
  // A root frame with no body stands for the caller outside inference.
  Frame root;
  root.world = world;
  root.index = root.low = 0;
  stack_.push_back(&root);
  engine::EdgeItem edge = engine::EdgeItem::Mi(mi);
  (void)InferCallee(root, mi, &edge);
  stack_.pop_back();
  CHECK(root.members.empty());
  return engine_.Lookup(mi, nullptr, world);
}

runtime::Type* Inference::ReturnType(std::span<const LType> args, uint64_t world) {
  CHECK(stack_.empty()) << "ReturnType is not reentrant";
  Frame root;
  root.world = world;
  root.index = root.low = 0;
  stack_.push_back(&root);
  CallResult r = AbstractCall(root, args);
  stack_.pop_back();
  CHECK(root.members.empty());
  return r.rettype.type;
}

void Inference::RunPass(Frame& frame) {
  ++stats_.passes;
  frame.rettype = lattice_.Bottom();
  frame.exctype = lattice_.Bottom();
  frame.effects = engine::Effects::All();
  frame.edges = engine::EdgeTable();
  frame.seen_edges.clear();
  frame.min_world = 1;
  frame.max_world = engine::kMaxWorld;
  frame.typed = std::make_unique<TypedBody>();
  frame.typed->src = frame.src;
  InterpretBody(*this, frame);
}

engine::InferenceResult Inference::TakeResult(Frame& frame) {
  engine::InferenceResult r;
  r.rettype = frame.rettype.type;
  if (frame.rettype.is_const()) {
    r.rettype_const = frame.rettype.konst;
    Root(frame.rettype.konst);
  }
  r.effects = frame.effects;
  r.exctype = r.effects.nothrow ? rt_.core.bottom : frame.exctype.type;
  r.inferred = std::move(frame.typed);
  r.edges = std::move(frame.edges);
  r.min_world = frame.min_world;
  // Unless invalidation will lower it when a method is added, a CodeInstance
  // only claims the worlds up to the current one.
  r.max_world = invalidated_on_definition_ ? frame.max_world
                                           : std::min(frame.max_world, rt_.world());
  return r;
}

bool Inference::SolveAndPublish(Frame& head) {
  std::vector<Frame*> all{&head};
  for (auto& m : head.members) all.push_back(m.get());
  const bool cyclic = head.recursive || all.size() > 1;
  if (cyclic) {
    ++stats_.sccs;
    // Re-run every member with the others' provisional types until none
    // grows. Frames that join the cycle during a pass join `all`.
    bool widened = false;
    for (uint32_t pass = 0;; ++pass) {
      if (pass == kMaxSccIterations) {
        widened = true;
        ++stats_.sccs_widened;
        for (Frame* f : all) f->provisional = lattice_.Any();
      }
      if (pass > 2 * kMaxSccIterations) break;  // unsolvable: rejected below
      bool changed = false;
      for (size_t i = 0; i < all.size(); ++i) {
        Frame* f = all[i];
        f->index = f->low = static_cast<uint32_t>(stack_.size());
        stack_.push_back(f);
        RunPass(*f);
        stack_.pop_back();
        // Frames that joined the cycle during this pass became f's members.
        // Invariant: all == {head} + head.members.
        if (f != &head) {
          for (auto& m : f->members) head.members.push_back(std::move(m));
          f->members.clear();
        }
        for (size_t k = all.size() - 1; k < head.members.size(); ++k) {
          head.members[k]->index = head.index;
          all.push_back(head.members[k].get());
          changed = true;
        }
        if (!lattice_.Leq(f->rettype, f->provisional)) {
          f->provisional = lattice_.Join(f->provisional, f->rettype);
          changed = true;
        }
      }
      if (!changed) {
        // Sound: every member's result was computed from provisional types
        // that bound the others' results.
        uint64_t lo = 1, hi = engine::kMaxWorld;
        for (Frame* f : all) {
          lo = std::max(lo, f->min_world);
          hi = std::min(hi, f->max_world);
          f->effects.terminates = false;
        }
        std::vector<engine::CodeInstance*> cis;
        std::vector<engine::InferenceResult> results;
        for (Frame* f : all) {
          f->min_world = lo;
          f->max_world = hi;
          if (widened) f->rettype = lattice_.Join(f->rettype, f->provisional);
          cis.push_back(f->ci);
          results.push_back(TakeResult(*f));
          active_.erase(f->mi);
        }
        engine_.FulfillScc(task_, cis, results);
        published_.insert(published_.end(), cis.begin(), cis.end());
        stats_.inferred += cis.size();
        return true;
      }
    }
    for (Frame* f : all) {
      active_.erase(f->mi);
      engine_.Reject(task_, f->ci);
    }
    return false;
  }
  active_.erase(head.mi);
  engine_.Fulfill(task_, head.ci, TakeResult(head));
  published_.push_back(head.ci);
  ++stats_.inferred;
  return true;
}

}  // namespace kiln::infer
