// Calls: builtins and intrinsics run directly; generic functions dispatch
// through the call site's cache (seed 002: local method tables, checked
// against the world age) and push a frame on the explicit frame stack; f(xs...)
// splats its arguments first.
#include <algorithm>

#include "interp/machine.h"
#include "runtime/array.h"
#include "runtime/errors.h"
#include "runtime/module.h"
#include "runtime/types.h"

namespace kiln::interp {

using runtime::DataType;
using runtime::DispatchEntry;
using runtime::MethodInstance;

namespace {

// Whether `args` have exactly the argument types an entry was cached for
// (type arguments are keyed as Type{T}).
bool TypesMatch(runtime::Runtime& rt, const DispatchEntry* e, const Value* args, uint32_t n) {
  if (e->nargs != n) return false;
  DataType* const* key = e->key();
  for (uint32_t i = 0; i < n; ++i) {
    DataType* t = args[i].type;
    if (t->is_kind()) t = runtime::TypeOfType(rt, runtime::AsType(args[i]));
    if (key[i] != t) return false;
  }
  return true;
}

}  // namespace

Value* Machine::StackTop() {
  if (frames_.empty()) return stack_;
  const Frame& f = frames_.back();
  return f.regs + (f.code->tape ? f.code->tape->register_count : 0);
}

bool Machine::Invoke(Value* regs, uint32_t nargs, SiteCache* site, uint64_t world, uint32_t ret_reg,
                     bool* done, Value* out) {
  ++counters_.calls;
  *done = true;
  Value f = regs[0];
  runtime::BuiltinId builtin = runtime::BuiltinIdOf(f);
  if (builtin != runtime::BuiltinId::kNone) {
    *done = true;
    return runtime::CallBuiltin(rt_, builtin, regs + 1, nargs - 1, out);
  }
  if (f.type == rt_.core.intrinsic_function) {
    *done = true;
    return runtime::CallIntrinsic(rt_, runtime::IntrinsicIdOf(rt_, f), regs + 1, nargs - 1, out);
  }
  MethodInstance* mi = nullptr;
  if (site != nullptr && site->entry != nullptr && site->entry->ValidIn(world) &&
      TypesMatch(rt_, site->entry, regs, nargs)) {
    mi = site->entry->mi;
  } else {
    runtime::LookupResult r = runtime::Lookup(rt_, regs, nargs, world);
    if (r.status == runtime::LookupStatus::kFound) {
      if (site != nullptr) site->entry = r.entry;
      mi = r.mi;
    } else {
      // Dispatch raises the MethodError (or the ambiguity) with Julia's text.
      mi = runtime::Dispatch(rt_, regs, nargs, world);
      if (mi == nullptr) return false;
    }
  }
  Code* code = images_.CodeOf(mi->def);
  if (code == nullptr) return false;
  if (native_tier_ != nullptr && code->native == nullptr && !code->toplevel &&
      mi->interp_word != kNativeNever) {
    // Tiering (native_tier.h): a hot MethodInstance is offered every call, a
    // new one its first; the others are counted and interpreted.
    const uint64_t heat = mi->interp_word;
    const bool hot = heat >= native_hot_mark_;
    if (!hot) mi->interp_word = heat + kHeatPerCall;
    if (hot || heat == kNativeUnknown) {
      // Native code when there is some (nothing has happened if it declines).
      const NativeRun ran = OfferNative(mi, regs, nargs, world, hot, out);
      if (ran == NativeRun::kRan) {
        *done = true;
        return true;
      }
      if (ran == NativeRun::kRaised) {
        *done = true;
        return false;
      }
    }
  }
  if (code->native != nullptr) {
    *done = true;
    // Natives that call back into Kiln start frames above their arguments.
    Value* saved = native_args_end_;
    native_args_end_ = regs + nargs;
    if (native_args_end_ > stack_high_) stack_high_ = native_args_end_;
    bool ok = code->native(*this, *code, mi, regs, nargs, out);
    native_args_end_ = saved;
    return ok;
  }
  *done = false;
  return PushFrame(code, mi, regs, nargs, world, ret_reg);
}

bool Machine::FindLoweredBody(runtime::Method* m, LoweredBody* out) {
  Code* code = images_.CodeOf(m);
  if (code == nullptr) {
    (void)rt_.TakePendingException();
    return false;
  }
  if (code->native != nullptr || code->lm == nullptr || code->lm->ir == nullptr) return false;
  const ir::ModuleIr* mir = code->lm->ir;
  if (code->body.index >= mir->bodies().size()) return false;
  out->module_ir = mir;
  out->body = &mir->body(code->body);
  out->module = code->lm->module;
  out->handle = code->lm;
  out->file = code->lm->file;
  out->module_index = code->lm->index;
  out->body_index = code->body.index;
  return true;
}

bool Machine::PushFrame(Code* code, MethodInstance* mi, Value* regs, uint32_t nargs, uint64_t world,
                        uint32_t ret_reg) {
  if (!linker_.EnsureTape(code)) return false;
  if (mi != nullptr && !code->toplevel) code = Tiered(mi, code, world);  // the same layout
  const tape::TapeBody* t = code->tape;
  if (frames_.size() >= kMaxFrames || regs + t->register_count + 1 >= stack_end_) {
    return rt_.Throw(runtime::MakeStackOverflowError(rt_));
  }
  // A call is a safe point too: a recursion that allocates on its way down
  // never reaches a return or a back-edge before its memory runs out.
  if (interrupt_requested) [[unlikely]] {
    Interrupt();
    return false;
  }
  if (t->is_vararg) {
    // f(a, xs...): the arguments from the last one on become a tuple.
    uint32_t fixed = t->arg_count - 1;
    Value rest;
    uint32_t count = nargs > fixed ? nargs - fixed : 0;
    if (!runtime::CallBuiltin(rt_, runtime::BuiltinId::kTuple, regs + fixed, count, &rest)) {
      return false;
    }
    regs[fixed] = rest;
  } else {
    for (uint32_t i = nargs; i < t->arg_count; ++i) regs[i] = rt_.core.Nothing();
  }
  // Locals start undefined: reads of slots that may be unassigned check this.
  for (uint32_t i = t->arg_count; i < t->slot_count; ++i) regs[i] = Value();
  frames_.push_back(Frame{code, mi, regs, 0, 0, ret_reg, world});
  return true;
}

bool Machine::CallFunctionAbove(Value f, const Value* args, uint32_t nargs, Value* out,
                                Value* above) {
  Value* regs = StackTop();
  if (above != nullptr && above > regs) regs = above;
  if (regs + nargs + 1 > stack_high_) stack_high_ = regs + nargs + 1;
  if (regs + nargs + 1 >= stack_end_) return rt_.Throw(runtime::MakeStackOverflowError(rt_));
  regs[0] = f;
  for (uint32_t i = 0; i < nargs; ++i) regs[i + 1] = args[i];
  bool done = false;
  size_t depth = frames_.size();
  if (!Invoke(regs, nargs + 1, nullptr, rt_.world(), kDiscard, &done, out)) return false;
  if (done) return true;
  if (!Execute(depth)) return false;
  *out = result_;
  return true;
}

bool Machine::CallMethodInstance(MethodInstance* mi, const Value* args, uint32_t nargs,
                                 Value* out) {
  Value* regs = StackTop();
  if (native_args_end_ != nullptr && native_args_end_ > regs) regs = native_args_end_;
  if (regs + nargs > stack_high_) stack_high_ = regs + nargs;
  if (regs + nargs >= stack_end_) return rt_.Throw(runtime::MakeStackOverflowError(rt_));
  for (uint32_t i = 0; i < nargs; ++i) regs[i] = args[i];
  Code* code = images_.CodeOf(mi->def);
  if (code == nullptr) return false;
  if (code->native != nullptr) {
    Value* saved = native_args_end_;
    native_args_end_ = regs + nargs;
    bool ok = code->native(*this, *code, mi, regs, nargs, out);
    native_args_end_ = saved;
    return ok;
  }
  size_t depth = frames_.size();
  if (!PushFrame(code, mi, regs, nargs, rt_.world(), kDiscard)) return false;
  if (!Execute(depth)) return false;
  *out = result_;
  return true;
}

bool Machine::Splat(Value v, Value* args, uint32_t* count) {
  auto room = [&](int64_t n) {
    return args + *count + n + 1 < stack_end_ || rt_.Throw(runtime::MakeStackOverflowError(rt_));
  };
  if (v.defined() && v.type->is_tuple()) {
    int64_t n = v.type->nfields;
    if (n == 0) return true;  // () is a singleton with no object
    if (!room(n)) return false;
    const Value* fields = v.As<runtime::StructObject>()->fields();
    for (int64_t i = 0; i < n; ++i) args[(*count)++] = fields[i];
    if (args + *count > stack_high_) stack_high_ = args + *count;
    return true;
  }
  if (v.defined() && v.type->layout == runtime::Layout::kArray) {
    runtime::Array* a = v.As<runtime::Array>();
    if (!room(a->length)) return false;
    for (int64_t i = 0; i < a->length; ++i) {
      Value e = runtime::ArrayLoad(a, i);
      if (!e.defined()) return rt_.Throw(runtime::MakeUndefRefError(rt_));
      args[(*count)++] = e;
    }
    if (args + *count > stack_high_) stack_high_ = args + *count;
    return true;
  }
  // Any other iterable: collect it with Base, then splat the vector.
  runtime::Binding* collect =
      rt_.base_module ? runtime::ResolveBinding(rt_, rt_.base_module, runtime::Intern("collect"))
                      : nullptr;
  if (collect == nullptr || !collect->value.defined()) {
    return runtime::ThrowArgumentError(rt_, "cannot splat a value of this type");
  }
  // The collected vector is rooted by the value stack slot it lands in; the
  // call's frame starts above the arguments gathered so far.
  Value* scratch = args + *count;
  if (!room(1)) return false;
  if (scratch + 1 > stack_high_) stack_high_ = scratch + 1;
  if (!CallFunctionAbove(collect->value, &v, 1, scratch, scratch + 1)) return false;
  Value vec = *scratch;
  if (vec.type->layout != runtime::Layout::kArray) {
    return runtime::ThrowArgumentError(rt_, "collect did not return an array");
  }
  return Splat(vec, args, count);
}

}  // namespace kiln::interp
