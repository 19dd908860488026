// The interpreter loop: one handler per opcode of tape/opcodes.def, threaded
// with computed gotos in one function. Here: moves, control, calls, objects,
// globals and exceptions; the other families are in files of their own,
// included into the function's body (their labels must be in it):
//   ops_fast.inc      hot Base functions on Int64/Float64 (and indexing, length,
//                     field access, range iteration) inline behind a type guard;
//                     any other case falls back to a generic call (slow_call)
//   ops_typed.inc     the typed forms of typed tapes (typed_tier.h): calls bound
//                     to their method, fast ops without their guards
//   ops_core.inc      Core builtins with their own opcode; for-loop iteration
//   ops_toplevel.inc  top-level statements
#include <algorithm>
#include <cmath>
#include <cstring>

#include "interp/globals.h"
#include "interp/machine.h"
#include "interp/natives.h"
#include "runtime/array.h"
#include "runtime/errors.h"
#include "runtime/module.h"
#include "runtime/object.h"
#include "runtime/types.h"

namespace kiln::interp {

using runtime::DataType;
using tape::ArgIndexOf;
using tape::ArgKind;
using tape::ArgKindOf;

namespace {

inline bool IsStructObject(Value v) {
  return v.defined() && v.type->layout == runtime::Layout::kStruct && !v.type->is_tuple();
}

// Julia's iterate for UnitRange{Int64} (range.jl), shared by the iterate
// fast ops and the for-loop superinstructions: the state is the last value,
// and the range ends after its stop. REQUIRES: r is a UnitRange{Int64}.
inline bool RangeFirst(Value r, int64_t* first) {
  const Value* fields = r.As<runtime::StructObject>()->fields();
  *first = fields[0].AsInt();
  return *first <= fields[1].AsInt();
}
inline bool RangeNext(Value r, int64_t state, int64_t* next) {
  if (state == r.As<runtime::StructObject>()->fields()[1].AsInt()) return false;
  *next = static_cast<int64_t>(static_cast<uint64_t>(state) + 1);  // i + oneunit(i) wraps
  return true;
}

}  // namespace

bool Machine::SlowArg(const Frame& f, uint32_t w, Value* out) {
  uint32_t i = ArgIndexOf(w);
  LinkedModule* lm = f.code->lm;
  switch (ArgKindOf(w)) {
    case ArgKind::kReg: *out = f.regs[i]; return true;
    case ArgKind::kConst:
      // A constant that could not be made holds the exception to raise.
      if (!lm->consts[i].defined()) return rt_.Throw(lm->const_errors[i]);
      *out = lm->consts[i];
      return true;
    case ArgKind::kGlobal: return ReadGlobal(rt_, lm, i, out);
    case ArgKind::kStaticParam: {
      runtime::SVec* sp = f.mi != nullptr ? f.mi->sparams : nullptr;
      if (sp == nullptr || i >= sp->length) {
        return runtime::ThrowErrorException(rt_, "static parameter out of range");
      }
      Value v = (*sp)[i];
      if (v.type == rt_.core.typevar) {
        return rt_.Throw(runtime::MakeUndefVarError(
            rt_, v.As<runtime::TypeVar>()->name, rt_.SymbolValue("static_parameter")));
      }
      *out = v;
      return true;
    }
  }
  return false;
}

// TryPushCached's hot MethodInstance (out of line: TryPushCached stays
// small enough to be inlined into the loop).
Machine::Cached Machine::OfferCached(runtime::MethodInstance* mi, Code* code, Value* args, uint32_t n,
                                     uint64_t world, uint32_t ret_reg, Value* out) {
  ++counters_.calls;
  const NativeRun ran = OfferNative(mi, args, n, world, /*hot=*/true, out);
  if (ran == NativeRun::kRan) return Cached::kReturned;
  if (ran == NativeRun::kRaised) return Cached::kFailed;
  // Declined (nothing happened): interpreted, as Invoke pushes it.
  return PushFrame(code, mi, args, n, world, ret_reg) ? Cached::kPushed : Cached::kFailed;
}

// The cached-call path of INVOKE_AND_CONTINUE (inlined there: it runs at
// most interpreted calls).
inline Machine::Cached Machine::TryPushCached(Value* args, uint32_t n, SiteCache* site, uint64_t world,
                                              uint32_t ret_reg, Value* out) {
  if (site == nullptr || interrupt_requested) return Cached::kMiss;  // PushFrame spends it
  const runtime::DispatchEntry* e = site->entry;
  if (e == nullptr || e->nargs != n || !e->ValidIn(world)) return Cached::kMiss;
  // A type argument's key is Type{T}, never its kind, so it never matches
  // here and such calls take Invoke's path.
  DataType* const* key = e->key();
  for (uint32_t i = 0; i < n; ++i) {
    if (key[i] != args[i].type) return Cached::kMiss;
  }
  runtime::MethodInstance* mi = e->mi;
  if (IsImageBody(mi->def->body)) return Cached::kMiss;  // Invoke links it
  Code* code = static_cast<Code*>(mi->def->body);
  // Tiering (native_tier.h): a hot MethodInstance is offered to the tier
  // here, as Invoke would (its native code runs without Invoke's dispatch),
  // whether or not its tape was ever loaded; a cold one is counted here; a
  // new one takes Invoke's path, which offers its first call.
  const tape::TapeBody* t = code->tape;
  if (t == nullptr || t->is_vararg || t->arg_count != n || frames_.size() >= kMaxFrames ||
      args + t->register_count + 1 >= stack_end_) {
    if (native_tier_ != nullptr && mi->interp_word >= native_hot_mark_ && mi->interp_word != kNativeNever &&
        code->native == nullptr && !code->toplevel) {
      return OfferCached(mi, code, args, n, world, ret_reg, out);
    }
    return Cached::kMiss;
  }
  if (native_tier_ != nullptr && mi->interp_word != kNativeNever) {
    const uint64_t heat = mi->interp_word;
    if (heat >= native_hot_mark_) {
      if (code->native == nullptr && !code->toplevel) return OfferCached(mi, code, args, n, world, ret_reg, out);
      return Cached::kMiss;
    }
    if (heat == kNativeUnknown) return Cached::kMiss;
    mi->interp_word = heat + kHeatPerCall;
  }
  code = Tiered(mi, code, world);  // a typed copy has the same layout
  ++counters_.calls;
  for (uint32_t i = n; i < t->slot_count; ++i) args[i] = Value();
  frames_.push_back(Frame{code, mi, args, 0, 0, ret_reg, world});
  return Cached::kPushed;
}

bool Machine::Execute(size_t depth) {
  static void* const kLabels[] = {
#define KILN_OP(name, mnemonic, words, count_at, a, layout, base, arity) &&op_##name,
#include "tape/opcodes.def"
#undef KILN_OP
  };
  runtime::Runtime& rt = rt_;
  runtime::CoreTypes& core = rt.core;
  // The types the arithmetic fast paths test for. Once a program has given
  // a Base function with fast ops its own method for Int64 or Float64
  // (FastOps::NoteMethodOfBase), or shadowed one by a binding of its own
  // (FastOps::NoteOwnBinding), they are a type no value has, and `fast_on` is
  // false, so every such operation dispatches; REFRESH_FAST_TYPES runs after
  // anything that can define methods or globals.
  DataType* i64 = core.int64;
  DataType* f64 = core.float64;
  bool fast_on = true;
#define REFRESH_FAST_TYPES()                  \
  do {                                        \
    if (fast_.off()) {                        \
      i64 = f64 = fast_.no_value_type();      \
      fast_on = false;                        \
    }                                         \
  } while (0)
  REFRESH_FAST_TYPES();
  DataType* const boolt = core.bool_;

  Frame* F;
  Code* C;
  const uint32_t* code;
  uint32_t pc;
  Value* R;
  LinkedModule* lm;
  bool rethrowing = false;
  // Operands of a fast-path instruction that fell back to a generic call.
  uint32_t slow_len = 0;
  uint32_t slow_nargs = 0;
  Value slow_args[3];

#define LOAD_FRAME()           \
  do {                         \
    F = &frames_.back();       \
    C = F->code;               \
    code = C->tape->code.data(); \
    pc = F->resume;            \
    R = F->regs;               \
    lm = C->lm;                \
  } while (0)
#define DISPATCH() goto* kLabels[code[pc] & 0xFF]
// A loop's jump back to `target` (`jump`, `fornext`): the running method's
// heat (native_tier.h). When it makes the method hot, the tier compiles it
// now (run natively from its next call) and this frame goes on at the target,
// reloaded: the tier may have grown frames_.
#define BACK_EDGE_TO(target)                                                                      \
  do {                                                                                            \
    if (native_tier_ != nullptr && F->mi != nullptr && F->mi->interp_word != kNativeNever) {      \
      const uint64_t heat_ = F->mi->interp_word;                                                  \
      F->mi->interp_word = heat_ + kHeatPerBackEdge;                                              \
      if (heat_ < native_hot_mark_ && heat_ + kHeatPerBackEdge >= native_hot_mark_) [[unlikely]] { \
        F->pc = pc;                                                                               \
        F->resume = (target);                                                                     \
        native_tier_->BecameHot(F->mi, F->world);                                                 \
        LOAD_FRAME();                                                                             \
        DISPATCH();                                                                               \
      }                                                                                           \
    }                                                                                             \
  } while (0)
#define A() (code[pc] >> 8)
#define W(i) code[pc + (i)]
// Registers, constants, and globals already resolved to an assigned binding
// are read inline; static parameters and anything unusual go through SlowArg.
// (The slow path fills a temporary so that `dst` never has its address
// taken: operands then stay in registers.)
#define ARG(dst, word)                                                 \
  do {                                                                 \
    uint32_t w_ = (word);                                              \
    uint32_t i_ = ArgIndexOf(w_);                                      \
    if (ArgKindOf(w_) == ArgKind::kReg) [[likely]] {                   \
      (dst) = R[i_];                                                   \
    } else if (ArgKindOf(w_) == ArgKind::kConst && lm->consts[i_].defined()) { \
      (dst) = lm->consts[i_];                                          \
    } else if (ArgKindOf(w_) == ArgKind::kGlobal && lm->bindings[i_] != nullptr && \
               lm->bindings[i_]->value.defined()) {                    \
      (dst) = lm->bindings[i_]->value;                                 \
    } else {                                                           \
      Value t_;                                                        \
      if (!SlowArg(*F, w_, &t_)) goto raise;                           \
      (dst) = t_;                                                      \
    }                                                                  \
  } while (0)
#define CALL_WORLD() (C->toplevel ? rt.world() : F->world)
// Calls args[0](args[1..n)) with F->resume set: a result that is ready goes
// to the instruction's destination; a pushed frame starts running.
//
// A generic call whose site cache holds an entry valid in this world for
// exactly these argument types, and whose method has a loaded tape with
// fixed arity, pushes the callee's frame right here; everything else goes
// through Invoke (builtins, natives, type arguments, varargs, misses).
#define INVOKE_AND_CONTINUE(args, n, site)                                         \
  do {                                                                            \
    Value out_;                                                                   \
    switch (TryPushCached((args), (n), (site), CALL_WORLD(), A(), &out_)) {       \
      case Cached::kMiss: break;                                                  \
      case Cached::kPushed: LOAD_FRAME(); DISPATCH();                             \
      case Cached::kReturned:                                                     \
        REFRESH_FAST_TYPES();                                                     \
        R[A()] = out_;                                                            \
        pc = F->resume;                                                           \
        DISPATCH();                                                               \
      case Cached::kFailed: goto raise;                                           \
    }                                                                             \
    bool done_;                                                                   \
    if (!Invoke((args), (n), (site), CALL_WORLD(), A(), &done_, &out_)) goto raise; \
    if (done_) {                                                                  \
      REFRESH_FAST_TYPES(); /* a native (include) may have defined methods */     \
      R[A()] = out_;                                                              \
      pc = F->resume;                                                             \
      DISPATCH();                                                                 \
    }                                                                             \
    LOAD_FRAME();                                                                 \
    DISPATCH();                                                                   \
  } while (0)
// Whether the callee of fast op `op` (site W(1), callee W(2)) is the Base
// function it stands for (tape/opcodes.def).
#define BASE_CALLEE(op)                    \
  (C->sites[W(1)].base_callee > 0 ||       \
   (C->sites[W(1)].base_callee == 0 &&     \
    fast_.CalleeIsBase(lm, W(2), tape::Op::k##op, &C->sites[W(1)])))
// A loop's back-edge: a generic body counts it; once hot, the frame moves to
// its MethodInstance's typed copy (Machine::BackEdge). A typed copy (or a
// module thunk) pays one test.
#define BACK_EDGE()                                                          \
  do {                                                                       \
    if (typed_tier_ != nullptr && C->generic == nullptr && F->mi != nullptr) { \
      if (C->hot < hot_count_) {                                             \
        ++C->hot;                                                            \
      } else if (BackEdge(*F)) {                                             \
        C = F->code;                                                         \
        code = C->tape->code.data();                                         \
      }                                                                      \
    }                                                                        \
  } while (0)
#define RAISE_IF(cond) \
  do {                 \
    if (cond) goto raise; \
  } while (0)

  LOAD_FRAME();
  DISPATCH();

op_Move : {
  Value v;
  ARG(v, W(1));
  R[A()] = v;
  pc += 2;
  DISPATCH();
}
op_Jump:
  if (A() <= pc) {  // every loop jumps back
    if (interrupt_requested) [[unlikely]] {
      F->pc = pc;
      Interrupt();
      goto raise;
    }
    BACK_EDGE_TO(A());
    BACK_EDGE();
  }
  pc = A();
  DISPATCH();
op_JumpIfNot : {
  Value c;
  ARG(c, W(1));
  if (c.type == boolt) {
    pc = c.bits ? pc + 2 : A();
    DISPATCH();
  }
  F->pc = pc;
  runtime::ThrowTypeError(rt, "if", "", runtime::TypeValue(boolt), c);
  goto raise;
}
op_Return : {
  // Every call returns: a recursion without loops (fib(50)) stops here.
  if (interrupt_requested) [[unlikely]] {
    F->pc = pc;
    Interrupt();
    goto raise;
  }
  Value v;
  ARG(v, W(1));
  if (return_observer_ != nullptr && F->mi != nullptr && !C->toplevel) [[unlikely]] {
    F->pc = pc;
    return_observer_->Returned(F->mi, F->world, R, C->tape->slot_count, v);
  }
  uint32_t ret = F->ret_reg;
  // Handlers of the returning frame are gone (lowering leaves them first).
  while (!handlers_.empty() && handlers_.back().frame >= frames_.size() - 1) handlers_.pop_back();
  frames_.pop_back();
  if (frames_.size() == depth) {
    result_ = v;
    return true;
  }
  LOAD_FRAME();
  if (ret != kDiscard) R[ret] = v;
  DISPATCH();
}
op_CheckDefined:
  if (!R[A()].defined()) {
    F->pc = pc;
    rt.Throw(runtime::MakeUndefVarError(rt, NameSymbol(lm, C->tape->slot_names[A()]),
                                        rt.SymbolValue("local")));
    goto raise;
  }
  pc += 1;
  DISPATCH();
op_ClearSlot:
  R[A()] = Value();
  pc += 1;
  DISPATCH();

op_Call : {
  uint32_t n = W(3);
  Value* args = R + C->tape->register_count;
  if (args + n + 1 >= stack_end_) goto stack_overflow;
  ARG(args[0], W(2));
  // One and two arguments are the common cases: straight-line code keeps
  // the loop's register shuffling off them.
  if (n == 1) {
    ARG(args[1], W(4));
  } else if (n == 2) {
    ARG(args[1], W(4));
    ARG(args[2], W(5));
  } else {
    for (uint32_t k = 0; k < n; ++k) ARG(args[k + 1], W(4 + k));
  }
  F->pc = pc;
  F->resume = pc + 4 + n;
  INVOKE_AND_CONTINUE(args, n + 1, &C->sites[W(1)]);
}
op_CallBuiltin:
op_CallIntrinsic : {
  uint32_t g = W(1);
  uint32_t n = W(2);
  Value* args = R + C->tape->register_count;
  if (args + n + 1 >= stack_end_) goto stack_overflow;
  // The callee, resolved once per global reference: a builtin or intrinsic
  // runs directly; anything else (a generic function) goes through Invoke.
  int32_t id = lm->callee_ids[g];
  if (id == kUnresolvedCallee) {
    F->pc = pc;
    if (!ReadGlobal(rt, lm, g, &args[0])) goto raise;
    id = ClassifyCallee(rt, args[0]);
    lm->callee_ids[g] = id;
  }
  for (uint32_t k = 0; k < n; ++k) ARG(args[k + 1], W(3 + k));
  F->pc = pc;
  if (id >= 0) {
    Value out;
    bool ok = id < kIntrinsicBase
                  ? runtime::CallBuiltin(rt, static_cast<runtime::BuiltinId>(id), args + 1, n, &out)
                  : runtime::CallIntrinsic(rt, static_cast<runtime::IntrinsicId>(id - kIntrinsicBase),
                                           args + 1, n, &out);
    if (!ok) goto raise;
    R[A()] = out;
    pc += 3 + n;
    DISPATCH();
  }
  if (!ReadGlobal(rt, lm, g, &args[0])) goto raise;
  F->resume = pc + 3 + n;
  INVOKE_AND_CONTINUE(args, n + 1, nullptr);
}
op_SplatCall : {
  uint32_t mask = W(3);
  uint32_t n = W(4);
  Value* args = R + C->tape->register_count;
  uint32_t count = 1;
  ARG(args[0], W(2));
  F->pc = pc;
  for (uint32_t k = 0; k < n; ++k) {
    Value v;
    ARG(v, W(5 + k));
    if (k < 32 && ((mask >> k) & 1)) {
      if (!Splat(v, args, &count)) goto raise;
    } else {
      if (args + count + 1 >= stack_end_) goto stack_overflow;
      args[count++] = v;
    }
  }
  F->resume = pc + 5 + n;
  INVOKE_AND_CONTINUE(args, count, &C->sites[W(1)]);
}

#include "interp/ops_fast.inc"
#include "interp/ops_typed.inc"

slow_call : {
  // callee(slow_args...) through the instruction's call site.
  Value* args = R + C->tape->register_count;
  ARG(args[0], W(2));
  for (uint32_t k = 0; k < slow_nargs; ++k) args[k + 1] = slow_args[k];
  F->pc = pc;
  F->resume = pc + slow_len;
  INVOKE_AND_CONTINUE(args, slow_nargs + 1, &C->sites[W(1)]);
}

#include "interp/ops_core.inc"

op_New : {
  uint32_t n = W(1);
  Value* args = R + C->tape->register_count;
  for (uint32_t k = 0; k < n; ++k) ARG(args[k], W(2 + k));
  F->pc = pc;
  Value out;
  // A field of another type is converted (Base.convert) as Julia's `new` does.
  if (!NewConverting(*this, args, n, &out)) goto raise;
  R[A()] = out;
  pc += 2 + n;
  DISPATCH();
}
op_Closure : {
  uint32_t n = W(2);
  Value* args = R + C->tape->register_count;
  for (uint32_t k = 0; k < n; ++k) ARG(args[k], W(3 + k));
  F->pc = pc;
  Value type;
  if (!defs_.EnsureClosureType(lm, W(1), &type)) goto raise;
  R[A()] = runtime::NewStructValue(rt, type.As<DataType>(), args, n);
  pc += 3 + n;
  DISPATCH();
}

op_AssignGlobal : {
  Value v;
  ARG(v, W(1));
  F->pc = pc;
  RAISE_IF(!ConvertToGlobalType(lm, A(), &v));
  RAISE_IF(!WriteGlobal(rt, fast_, lm, A(), v, /*is_const=*/false));
  REFRESH_FAST_TYPES();
  pc += 2;
  DISPATCH();
}
op_IsDefinedSlot:
  R[A()] = core.Bool(R[W(1)].defined());
  pc += 2;
  DISPATCH();
op_IsDefinedGlobal : {
  const ir::GlobalRef& ref = lm->ir->global_ref(ir::GlobalRefId(W(1)));
  runtime::Module* m = ModuleOfPath(rt, lm, ref);
  bool defined = false;
  if (m == nullptr) {
    rt.TakePendingException();
  } else {
    runtime::Binding* b = runtime::ResolveBinding(rt, m, NameSymbol(lm, ref.name));
    defined = b != nullptr && b->value.defined();
  }
  R[A()] = core.Bool(defined);
  pc += 2;
  DISPATCH();
}

op_Enter:
  handlers_.push_back(Handler{static_cast<uint32_t>(frames_.size() - 1), A(),
                              static_cast<uint32_t>(exc_stack_.size())});
  R[W(1)] = core.Int64(static_cast<int64_t>(exc_stack_.size()));
  pc += 2;
  DISPATCH();
op_Leave:
  for (uint32_t k = 0; k < A() && !handlers_.empty(); ++k) handlers_.pop_back();
  pc += 1;
  DISPATCH();
op_PopException : {
  Value token;
  ARG(token, W(1));
  if (token.type == core.int64 && static_cast<size_t>(token.AsInt()) <= exc_stack_.size()) {
    exc_stack_.resize(static_cast<size_t>(token.AsInt()));
  }
  pc += 2;
  DISPATCH();
}
op_TheException:
  R[A()] = exc_stack_.empty() ? core.Nothing() : exc_stack_.back();
  pc += 1;
  DISPATCH();
op_Rethrow:
  F->pc = pc;
  rt.Throw(exc_stack_.empty() ? runtime::MakeErrorException(rt, "rethrow() not allowed outside a catch block")
                              : exc_stack_.back());
  rethrowing = !exc_stack_.empty();
  goto raise;
op_Unreachable:
  F->pc = pc;
  runtime::ThrowErrorException(rt, "unreachable code reached");
  goto raise;

#include "interp/ops_toplevel.inc"

stack_overflow:  // a call's arguments would not fit on the value stack
  F->pc = pc;
  rt.Throw(runtime::MakeStackOverflowError(rt));
  goto raise;

raise : {
  frames_.back().pc = pc;
  if (rt.exit_requested()) {
    frames_.resize(depth);
    while (!handlers_.empty() && handlers_.back().frame >= depth) handlers_.pop_back();
    return false;
  }
  ++raises_;
  // An exception native code raised has its backtrace, native frames and all.
  const bool native_trace = native_raised_.defined() && runtime::SameBits(native_raised_, rt.pending_exception);
  native_raised_ = Value();
  if (!rethrowing && !rethrowing_ && !native_trace) RecordBacktrace();
  rethrowing = false;
  rethrowing_ = false;
  if (!handlers_.empty() && handlers_.back().frame >= depth &&
      handlers_.back().frame < frames_.size()) {
    Handler h = handlers_.back();
    handlers_.pop_back();
    frames_.resize(h.frame + 1);
    // The unwound frames' registers are dead: the collector no longer scans
    // them (after a deep recursion ran out of memory, they held all of it).
    stack_high_ = std::min(stack_high_, StackTop());
    exc_stack_.resize(h.exc_depth);
    exc_stack_.push_back(rt.TakePendingException());
    frames_.back().resume = h.catch_pc;
    LOAD_FRAME();
    DISPATCH();
  }
  frames_.resize(depth);
  while (!handlers_.empty() && handlers_.back().frame >= depth) handlers_.pop_back();
  return false;
}

#undef LOAD_FRAME
#undef DISPATCH
#undef BACK_EDGE_TO
#undef A
#undef W
#undef ARG
#undef CALL_WORLD
#undef INVOKE_AND_CONTINUE
#undef RAISE_IF
#undef BACK_EDGE
#undef BASE_CALLEE
#undef REFRESH_FAST_TYPES
}

}  // namespace kiln::interp
