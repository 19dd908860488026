// The interpreter loop: one handler per opcode of tape/opcodes.def, threaded
// with computed gotos. Hot Base functions on Int64/Float64 (and indexing,
// length, field access, range iteration) run inline behind a type guard; any
// other case falls back to a generic call through the instruction's site.
#include <cmath>

#include "interp/machine.h"
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

// Reads an operand word that is not a register.
static bool SlowArg(Machine& m, Frame& f, uint32_t w, Value* out) {
  uint32_t i = ArgIndexOf(w);
  LinkedModule* lm = f.code->lm;
  switch (ArgKindOf(w)) {
    case ArgKind::kReg: *out = f.regs[i]; return true;
    case ArgKind::kConst:
      // A constant that could not be made holds the exception to raise.
      if (!lm->consts[i].defined()) return m.rt().Throw(lm->const_errors[i]);
      *out = lm->consts[i];
      return true;
    case ArgKind::kGlobal: return m.ReadGlobal(lm, i, out);
    case ArgKind::kStaticParam: {
      runtime::SVec* sp = f.mi != nullptr ? f.mi->sparams : nullptr;
      if (sp == nullptr || i >= sp->length) {
        return runtime::ThrowErrorException(m.rt(), "static parameter out of range");
      }
      Value v = (*sp)[i];
      if (v.type == m.rt().core.typevar) {
        return m.rt().Throw(runtime::MakeUndefVarError(
            m.rt(), v.As<runtime::TypeVar>()->name, m.rt().SymbolValue("static_parameter")));
      }
      *out = v;
      return true;
    }
  }
  return false;
}

// The cached-call path of INVOKE_AND_CONTINUE: true when it pushed the
// callee's frame. False changes nothing (the caller goes through Invoke).
inline bool Machine::TryPushCached(Value* args, uint32_t n, SiteCache* site, uint64_t world,
                                   uint32_t ret_reg) {
  if (site == nullptr) return false;
  const runtime::DispatchEntry* e = site->entry;
  if (e == nullptr || e->nargs != n || !e->ValidIn(world)) return false;
  // A type argument's key is Type{T}, never its kind, so it never matches
  // here and such calls take Invoke's path.
  DataType* const* key = e->key();
  for (uint32_t i = 0; i < n; ++i) {
    if (key[i] != args[i].type) return false;
  }
  runtime::MethodInstance* mi = e->mi;
  if (IsImageBody(mi->def->body)) return false;  // Invoke links it
  Code* code = static_cast<Code*>(mi->def->body);
  const tape::TapeBody* t = code->tape;
  if (t == nullptr || t->is_vararg || t->arg_count != n) return false;
  if (frames_.size() >= kMaxFrames || args + t->register_count + 1 >= stack_end_) return false;
  ++counters.calls;
  for (uint32_t i = n; i < t->slot_count; ++i) args[i] = Value();
  frames_.push_back(Frame{code, mi, args, 0, 0, ret_reg, world});
  return true;
}

bool Machine::Execute(size_t depth) {
  static void* const kLabels[] = {
#define KILN_OP(name, mnemonic, words, count_at, a, layout) &&op_##name,
#include "tape/opcodes.def"
#undef KILN_OP
  };
  runtime::Runtime& rt = rt_;
  runtime::CoreTypes& core = rt.core;
  // The types the arithmetic fast paths test for. Once a program has given
  // a Base function with fast ops its own method for Int64 or Float64
  // (NoteMethodOfBase), or shadowed one by a binding of its own
  // (NoteOwnBinding), they are a type no value has, and `fast_on` is false,
  // so every such operation dispatches; REFRESH_FAST_TYPES runs after
  // anything that can define methods or globals.
  static DataType no_value_has_this_type{};
  DataType* i64 = core.int64;
  DataType* f64 = core.float64;
  bool fast_on = true;
#define REFRESH_FAST_TYPES()                  \
  do {                                        \
    if (fast_ops_off_) {                      \
      i64 = f64 = &no_value_has_this_type;    \
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
      if (!SlowArg(*this, *F, w_, &t_)) goto raise;                    \
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
    if (TryPushCached((args), (n), (site), CALL_WORLD(), A())) {                  \
      LOAD_FRAME();                                                               \
      DISPATCH();                                                                 \
    }                                                                             \
    bool done_;                                                                   \
    Value out_;                                                                   \
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
// Whether the callee of a fast op (site W(1), callee W(2)) is Base's `name`.
#define BASE_CALLEE(name)                  \
  (C->sites[W(1)].base_callee > 0 ||       \
   (C->sites[W(1)].base_callee == 0 && CalleeIsBase(F, W(2), (name), &C->sites[W(1)])))
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
  if (A() <= pc && interrupt_requested) [[unlikely]] {  // every loop jumps back
    interrupt_requested = 0;
    F->pc = pc;
    rt.Throw(runtime::MakeInterruptException(rt));
    goto raise;
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
  Value v;
  ARG(v, W(1));
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
  if (args + n + 1 >= stack_end_) {
    F->pc = pc;
    rt.Throw(runtime::MakeStackOverflowError(rt));
    goto raise;
  }
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
  if (args + n + 1 >= stack_end_) {
    F->pc = pc;
    rt.Throw(runtime::MakeStackOverflowError(rt));
    goto raise;
  }
  // The callee, resolved once per global reference: a builtin or intrinsic
  // runs directly; anything else (a generic function) goes through Invoke.
  int32_t id = lm->callee_ids[g];
  if (id == kUnresolvedCallee) {
    F->pc = pc;
    if (!ReadGlobal(lm, g, &args[0])) goto raise;
    id = ClassifyCallee(args[0]);
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
  if (!ReadGlobal(lm, g, &args[0])) goto raise;
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
      if (args + count + 1 >= stack_end_) {
        rt.Throw(runtime::MakeStackOverflowError(rt));
        goto raise;
      }
      args[count++] = v;
    }
  }
  F->resume = pc + 5 + n;
  INVOKE_AND_CONTINUE(args, count, &C->sites[W(1)]);
}

  // ---- Fast paths (Julia manual, "Integers and Floating-Point Numbers":
  // Int64 arithmetic wraps around; Float64 is IEEE 754) ----
#define BINARY_OPERANDS(a, b) \
  Value a, b;                 \
  ARG(a, W(3));               \
  ARG(b, W(4))
// An inline path's result, then the next instruction (`len` words on): shared by
// the unary, binary and ternary forms below.
#define RESULT_AND_NEXT(v, len) \
  do {                          \
    R[A()] = (v);               \
    pc += (len);                \
    DISPATCH();                 \
  } while (0)
// The generic call an inline path falls back to, its arguments in slow_args.
#define SLOW_CALL(nargs, len) \
  do {                        \
    slow_nargs = (nargs);     \
    slow_len = (len);         \
    goto slow_call;           \
  } while (0)
#define FAST_RESULT(v) RESULT_AND_NEXT(v, 5)
#define SLOW_BINARY(a, b) \
  do {                    \
    slow_args[0] = (a);   \
    slow_args[1] = (b);   \
    SLOW_CALL(2, 5);      \
  } while (0)

// Int64 and Float64 operands, also mixed: Base's methods for the mixed
// cases convert the Int64 with sitofp (float.jl), as the C++ conversion does.
#define ARITH(name, op)                                                               \
  op_##name : {                                                                       \
    BINARY_OPERANDS(a, b);                                                            \
    if (a.type == i64) {                                                              \
      if (b.type == i64) FAST_RESULT(Value::Make(i64, a.bits op b.bits));             \
      if (b.type == f64) {                                                            \
        FAST_RESULT(core.Float64(static_cast<double>(a.AsInt()) op b.AsFloat64()));   \
      }                                                                               \
    } else if (a.type == f64) {                                                       \
      if (b.type == f64) FAST_RESULT(core.Float64(a.AsFloat64() op b.AsFloat64()));   \
      if (b.type == i64) {                                                            \
        FAST_RESULT(core.Float64(a.AsFloat64() op static_cast<double>(b.AsInt())));   \
      }                                                                               \
    }                                                                                 \
    SLOW_BINARY(a, b);                                                                \
  }
ARITH(Add, +)
ARITH(Sub, -)
ARITH(Mul, *)
#undef ARITH
op_Div : {
  BINARY_OPERANDS(a, b);
  if ((a.type == f64 || a.type == i64) && (b.type == f64 || b.type == i64)) {
    double x = a.type == f64 ? a.AsFloat64() : static_cast<double>(a.AsInt());
    double y = b.type == f64 ? b.AsFloat64() : static_cast<double>(b.AsInt());
    FAST_RESULT(core.Float64(x / y));
  }
  SLOW_BINARY(a, b);
}
op_Rem : {
  BINARY_OPERANDS(a, b);
  if (a.type == i64 && b.type == i64 && b.AsInt() != 0) {
    // rem(typemin(Int), -1) is 0 in Julia; in C++ it overflows.
    FAST_RESULT(core.Int64(b.AsInt() == -1 ? 0 : a.AsInt() % b.AsInt()));
  }
  if (a.type == f64 && b.type == f64) FAST_RESULT(core.Float64(std::fmod(a.AsFloat64(), b.AsFloat64())));
  SLOW_BINARY(a, b);
}
op_IntDiv : {
  BINARY_OPERANDS(a, b);
  // div(x, 0) and div(typemin(Int), -1) raise DivideError: the generic path.
  if (a.type == i64 && b.type == i64 && b.AsInt() != 0 && b.AsInt() != -1 &&
      BASE_CALLEE("div")) {
    FAST_RESULT(core.Int64(a.AsInt() / b.AsInt()));
  }
  SLOW_BINARY(a, b);
}
// The _br forms jump instead of writing the Bool: past the jumpifnot that
// follows (2 words) when true, to its target when false.
#define BRANCH_RESULT(c)             \
  do {                               \
    pc = (c) ? pc + 7 : W(5) >> 8;   \
    DISPATCH();                      \
  } while (0)
#define COMPARE(name, op)                                                              \
  op_##name : {                                                                        \
    BINARY_OPERANDS(a, b);                                                             \
    if (a.type == i64 && b.type == i64) FAST_RESULT(core.Bool(a.AsInt() op b.AsInt())); \
    if (a.type == f64 && b.type == f64) {                                              \
      FAST_RESULT(core.Bool(a.AsFloat64() op b.AsFloat64()));                          \
    }                                                                                  \
    SLOW_BINARY(a, b);                                                                 \
  }                                                                                    \
  op_##name##Br : {                                                                    \
    BINARY_OPERANDS(a, b);                                                             \
    if (a.type == i64 && b.type == i64) BRANCH_RESULT(a.AsInt() op b.AsInt());         \
    if (a.type == f64 && b.type == f64) BRANCH_RESULT(a.AsFloat64() op b.AsFloat64()); \
    SLOW_BINARY(a, b);                                                                 \
  }
COMPARE(Lt, <)
COMPARE(Le, <=)
COMPARE(Gt, >)
COMPARE(Ge, >=)
COMPARE(Eq, ==)
COMPARE(Ne, !=)
#undef COMPARE
#undef BRANCH_RESULT

op_Range : {
  BINARY_OPERANDS(a, b);
  // Base's (:)(start::Int64, stop::Int64) is UnitRange{Int64}(start, stop),
  // whose stop becomes start - 1 (wrapping) when the range is empty.
  if (a.type == i64 && b.type == i64 && BASE_CALLEE(":")) {
    if (DataType* range = UnitRangeInt()) {
      Value fields[2] = {a, b.AsInt() >= a.AsInt() ? b : Value::Make(i64, a.bits - 1)};
      FAST_RESULT(runtime::NewStructValue(rt, range, fields, 2));
    }
  }
  SLOW_BINARY(a, b);
}
op_GetIndex : {
  BINARY_OPERANDS(a, b);
  if (b.type == i64 && a.defined() && a.type->layout == runtime::Layout::kArray) {
    runtime::Array* arr = a.As<runtime::Array>();
    int64_t i = b.AsInt();
    if (i >= 1 && i <= arr->length) {
      Value v = runtime::ArrayLoad(arr, i - 1);
      if (v.defined()) FAST_RESULT(v);
    }
  } else if (b.type == i64 && a.defined() && a.type->is_tuple()) {
    int64_t i = b.AsInt();
    if (i >= 1 && i <= a.type->nfields) FAST_RESULT(a.As<runtime::StructObject>()->fields()[i - 1]);
  }
  SLOW_BINARY(a, b);
}
// Whether the name operand (word k) of a getproperty/setproperty site is
// the name its field cache was filled for: a literal name (x.f) always is;
// getproperty(x, s) may vary it. Reads the operand only in that case.
#define SAME_FIELD_NAME(site, k)                                             \
  (ArgKindOf(W(k)) == ArgKind::kConst ||                                     \
   (ArgKindOf(W(k)) == ArgKind::kReg && R[ArgIndexOf(W(k))].type == core.symbol && \
    R[ArgIndexOf(W(k))].bits == (site).field_name))
op_GetProperty : {
  SiteCache& site = C->sites[W(1)];
  {
    Value x;
    ARG(x, W(3));
    if (site.field_owner == x.type && site.field_world == F->world && x.defined() &&
        SAME_FIELD_NAME(site, 4)) {
      Value v = x.As<runtime::StructObject>()->fields()[site.field_index];
      if (v.defined()) FAST_RESULT(v);
    }
  }
  BINARY_OPERANDS(x, name);
  if (x.type == core.module && name.type == core.symbol) {
    runtime::Binding* b =
        runtime::ResolveBinding(rt, x.As<runtime::Module>(), name.As<runtime::Symbol>());
    if (b != nullptr && b->value.defined()) FAST_RESULT(b->value);
    SLOW_BINARY(x, name);
  }
  if (IsStructObject(x) && name.type == core.symbol && IsDefaultGetproperty(F, W(2), x, name)) {
    int64_t i = runtime::FieldIndex(x.type, name.As<runtime::Symbol>());
    if (i >= 0) {
      site.field_owner = x.type;
      site.field_index = i;
      site.field_name = name.bits;
      site.field_world = F->world;
      Value v = x.As<runtime::StructObject>()->fields()[i];
      if (v.defined()) FAST_RESULT(v);
    }
  }
  SLOW_BINARY(x, name);
}
op_Iterate2 : {
  BINARY_OPERANDS(r, state);
  if (r.defined() && r.type == UnitRangeInt() && state.type == i64) {
    int64_t next;
    if (!RangeNext(r, state.AsInt(), &next)) FAST_RESULT(core.Nothing());
    FAST_RESULT(IntPair(next));
  }
  SLOW_BINARY(r, state);
}
#undef BINARY_OPERANDS

  // +(x, y, z) and *(x, y, z): Base folds them as (x op y) op z.
#define TERNARY_OPERANDS(a, b, c) \
  Value a, b, c;                  \
  ARG(a, W(3));                   \
  ARG(b, W(4));                   \
  ARG(c, W(5))
#define FAST_RESULT3(v) RESULT_AND_NEXT(v, 6)
#define SLOW_TERNARY(a, b, c) \
  do {                        \
    slow_args[0] = (a);       \
    slow_args[1] = (b);       \
    slow_args[2] = (c);       \
    SLOW_CALL(3, 6);          \
  } while (0)
#define ARITH3(name, op, base_name)                                                        \
  op_##name : {                                                                            \
    TERNARY_OPERANDS(a, b, c);                                                             \
    if (a.type == b.type && a.type == c.type && (a.type == i64 || a.type == f64) &&       \
        BASE_CALLEE(base_name)) {                               \
      if (a.type == i64) FAST_RESULT3(Value::Make(i64, (a.bits op b.bits) op c.bits));     \
      FAST_RESULT3(core.Float64((a.AsFloat64() op b.AsFloat64()) op c.AsFloat64()));       \
    }                                                                                      \
    SLOW_TERNARY(a, b, c);                                                                 \
  }
ARITH3(Add3, +, "+")
ARITH3(Mul3, *, "*")
#undef ARITH3
op_SetProperty : {
  // Base's setproperty!(x, f, v) stores v when v isa fieldtype(typeof(x), f);
  // the site remembers a (struct type, value type) pair checked in its world.
  SiteCache& site = C->sites[W(1)];
  {
    Value x, v;
    ARG(x, W(3));
    ARG(v, W(5));
    if (site.field_owner == x.type && site.field_value_type == v.type &&
        site.field_world == F->world && x.defined() && SAME_FIELD_NAME(site, 4)) {
      x.As<runtime::StructObject>()->fields()[site.field_index] = v;
      FAST_RESULT3(v);
    }
  }
  TERNARY_OPERANDS(x, name, v);
  if (IsStructObject(x) && x.type->is_mutable() && name.type == core.symbol && v.defined() &&
      IsDefaultSetproperty(F, W(2), x, name, v)) {
    int64_t i = runtime::FieldIndex(x.type, name.As<runtime::Symbol>());
    if (i >= 0) {
      Value ft = runtime::FieldType(rt, x.type, i);
      if (ft.defined() && runtime::IsType(ft) &&
          (runtime::AsType(ft) == v.type || runtime::AsType(ft) == core.any)) {
        site.field_owner = x.type;
        site.field_value_type = v.type;
        site.field_index = i;
        site.field_name = name.bits;
        site.field_world = F->world;
        x.As<runtime::StructObject>()->fields()[i] = v;
        FAST_RESULT3(v);
      }
    }
  }
  SLOW_TERNARY(x, name, v);
}
op_SetIndex : {
  // Base's setindex!(A::Array{T}, x, i::Int) stores x when x isa T, with
  // the bounds checked, and returns A; the site remembers an (array type,
  // value type) pair checked in its world.
  TERNARY_OPERANDS(a, v, i);
  SiteCache& site = C->sites[W(1)];
  if (i.type == i64 && a.defined()) {
    bool ok = site.field_owner == a.type && site.field_value_type == v.type &&
              site.field_world == F->world;
    if (!ok && a.type->layout == runtime::Layout::kArray && v.defined()) {
      runtime::Array* arr = a.As<runtime::Array>();
      Value elem = arr->eltype();
      bool fits = arr->boxed ? runtime::IsType(elem) && (runtime::AsType(elem) == core.any ||
                                                         runtime::AsType(elem) == v.type)
                             : v.type == arr->elem_type;
      if (fits && IsDefaultSetindex(F, W(2), a, v, i)) {
        site.field_owner = a.type;
        site.field_value_type = v.type;
        site.field_world = F->world;
        ok = true;
      }
    }
    if (ok) {
      runtime::Array* arr = a.As<runtime::Array>();
      int64_t k = i.AsInt();
      if (k >= 1 && k <= arr->length) {  // else the generic path raises BoundsError
        runtime::ArrayStoreUnchecked(arr, k - 1, v);
        FAST_RESULT3(a);
      }
    }
  }
  SLOW_TERNARY(a, v, i);
}
#undef TERNARY_OPERANDS
#undef FAST_RESULT3
#undef SAME_FIELD_NAME
#undef SLOW_TERNARY

#define UNARY_OPERAND(a) \
  Value a;               \
  ARG(a, W(3))
#define FAST_RESULT1(v) RESULT_AND_NEXT(v, 4)
#define SLOW_UNARY(a)   \
  do {                  \
    slow_args[0] = (a); \
    SLOW_CALL(1, 4);    \
  } while (0)
op_Not : {
  UNARY_OPERAND(a);
  if (a.type == boolt && fast_on) FAST_RESULT1(core.Bool(a.bits == 0));
  SLOW_UNARY(a);
}
op_Neg : {
  UNARY_OPERAND(a);
  if (a.type == i64) FAST_RESULT1(Value::Make(i64, 0 - a.bits));
  if (a.type == f64) FAST_RESULT1(core.Float64(-a.AsFloat64()));
  SLOW_UNARY(a);
}
op_Sqrt : {
  UNARY_OPERAND(a);
  // sqrt of a negative Float64 raises DomainError: the generic path.
  if (a.type == f64 && !(a.AsFloat64() < 0.0) && BASE_CALLEE("sqrt")) {
    FAST_RESULT1(core.Float64(std::sqrt(a.AsFloat64())));
  }
  SLOW_UNARY(a);
}
op_Length : {
  UNARY_OPERAND(a);
  if (a.defined() && a.type->layout == runtime::Layout::kArray && fast_on) {
    FAST_RESULT1(core.Int64(a.As<runtime::Array>()->length));
  }
  SLOW_UNARY(a);
}
op_Iterate1 : {
  UNARY_OPERAND(r);
  if (r.defined() && r.type == UnitRangeInt() && fast_on) {
    int64_t first;
    if (!RangeFirst(r, &first)) FAST_RESULT1(core.Nothing());
    FAST_RESULT1(IntPair(first));
  }
  SLOW_UNARY(r);
}
#undef UNARY_OPERAND
#undef FAST_RESULT
#undef FAST_RESULT1
#undef RESULT_AND_NEXT
#undef SLOW_CALL

slow_call : {
  // callee(slow_args...) through the instruction's call site.
  Value* args = R + C->tape->register_count;
  ARG(args[0], W(2));
  for (uint32_t k = 0; k < slow_nargs; ++k) args[k + 1] = slow_args[k];
  F->pc = pc;
  F->resume = pc + slow_len;
  INVOKE_AND_CONTINUE(args, slow_nargs + 1, &C->sites[W(1)]);
}

op_Egal : {
  Value a, b;
  ARG(a, W(1));
  ARG(b, W(2));
  R[A()] = core.Bool(runtime::Egal(a, b));
  pc += 3;
  DISPATCH();
}
op_GetFieldConst : {
  Value x;
  ARG(x, W(1));
  uint32_t k = W(2);
  if (x.defined() && x.type->layout == runtime::Layout::kStruct && k <= x.type->nfields) {
    Value v = x.As<runtime::StructObject>()->fields()[k - 1];
    if (v.defined()) {
      R[A()] = v;
      pc += 3;
      DISPATCH();
    }
  }
  // Errors (and anything unusual) as the builtin reports them.
  Value args[2] = {x, core.Int64(k)};
  Value out;
  F->pc = pc;
  if (!runtime::CallBuiltin(rt, runtime::BuiltinId::kGetfield, args, 2, &out)) goto raise;
  R[A()] = out;
  pc += 3;
  DISPATCH();
}
op_NotInt : {
  Value x;
  ARG(x, W(1));
  if (x.type == boolt) {
    R[A()] = core.Bool(x.bits == 0);
  } else {
    F->pc = pc;
    Value out;
    if (!runtime::CallIntrinsic(rt, runtime::IntrinsicId::k_not_int, &x, 1, &out)) goto raise;
    R[A()] = out;
  }
  pc += 2;
  DISPATCH();
}

  // ---- for loops over UnitRange{Int64} and Array (Julia's iterate for
  // them: the state is the last value, or the next linear index) ----
op_ForStart : {
  Value c;
  ARG(c, W(1));
  if (c.defined() && c.type == UnitRangeInt()) {
    int64_t first;
    if (!RangeFirst(c, &first)) {
      pc = A();
      DISPATCH();
    }
    R[W(2)] = core.Int64(first);
    R[W(3)] = core.Int64(first);
    pc = W(4);
    DISPATCH();
  }
  if (c.defined() && c.type->layout == runtime::Layout::kArray) {
    runtime::Array* a = c.As<runtime::Array>();
    if (a->length == 0) {
      pc = A();
      DISPATCH();
    }
    Value v = runtime::ArrayLoad(a, 0);
    if (v.defined()) {
      R[W(2)] = v;
      R[W(3)] = core.Int64(2);
      pc = W(4);
      DISPATCH();
    }
  }
  pc += 5;  // the generic protocol follows
  DISPATCH();
}
op_ForNext : {
  Value c;
  ARG(c, W(1));
  Value state = R[W(3)];
  if (state.type == i64 && c.defined()) {
    if (c.type == UnitRangeInt()) {
      int64_t next;
      if (!RangeNext(c, state.AsInt(), &next)) {
        pc = W(4);
        DISPATCH();
      }
      R[W(2)] = core.Int64(next);
      R[W(3)] = core.Int64(next);
      pc = A();
      DISPATCH();
    }
    if (c.type->layout == runtime::Layout::kArray) {
      runtime::Array* a = c.As<runtime::Array>();
      int64_t i = state.AsInt();
      if (i < 1 || i > a->length) {
        pc = W(4);
        DISPATCH();
      }
      Value v = runtime::ArrayLoad(a, i - 1);
      if (v.defined()) {
        R[W(2)] = v;
        R[W(3)] = core.Int64(i + 1);
        pc = A();
        DISPATCH();
      }
    }
  }
  pc += 5;  // the generic protocol follows
  DISPATCH();
}

op_New : {
  uint32_t n = W(1);
  Value* args = R + C->tape->register_count;
  for (uint32_t k = 0; k < n; ++k) ARG(args[k], W(2 + k));
  F->pc = pc;
  Value out;
  if (!runtime::CallBuiltin(rt, runtime::BuiltinId::kNew, args, n, &out)) goto raise;
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
  if (!EnsureClosureType(lm, W(1), &type)) goto raise;
  R[A()] = runtime::NewStructValue(rt, type.As<DataType>(), args, n);
  pc += 3 + n;
  DISPATCH();
}

op_AssignGlobal : {
  Value v;
  ARG(v, W(1));
  F->pc = pc;
  RAISE_IF(!WriteGlobal(lm, A(), v, /*is_const=*/false));
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
  runtime::Module* m = ModuleOfPath(lm, ref);
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

  // ---- Top level ----
op_DefineMethod:
  F->pc = pc;
  RAISE_IF(!DefineMethod(lm, A()));
  REFRESH_FAST_TYPES();
  pc += 1;
  DISPATCH();
op_DefineStruct:
op_DefineAbstract:
  F->pc = pc;
  RAISE_IF(!DefineStruct(lm, A(), tape::OpOf(code[pc]) == tape::Op::kDefineAbstract));
  pc += 1;
  DISPATCH();
op_DefineConst : {
  Value v;
  ARG(v, W(1));
  F->pc = pc;
  RAISE_IF(!WriteGlobal(lm, A(), v, /*is_const=*/true));
  REFRESH_FAST_TYPES();
  pc += 2;
  DISPATCH();
}
op_DeclareGlobal:
  F->pc = pc;
  RAISE_IF(ResolveGlobal(lm, A(), /*create=*/true) == nullptr);
  pc += 1;
  DISPATCH();
op_DeclareFunction : {
  F->pc = pc;
  Value f;
  RAISE_IF(!FunctionForDefinition(lm, A(), &f));
  pc += 1;
  DISPATCH();
}
op_SoftScopeWarning:
  SoftScopeWarning(lm, A(), C->tape->LineAt(pc));
  pc += 1;
  DISPATCH();
op_Using:
op_Import:
  F->pc = pc;
  RAISE_IF(!DoImport(lm, A(), tape::OpOf(code[pc]) == tape::Op::kUsing));
  REFRESH_FAST_TYPES();  // a package loaded here may have defined methods
  pc += 1;
  DISPATCH();
op_Export:
  runtime::Export(lm->module, NameSymbol(lm, ir::NameId(A())));
  pc += 1;
  DISPATCH();
op_DefineModule:
  F->pc = pc;
  F->resume = pc + 1;
  RAISE_IF(!DoDefineModule(lm, A(), kDiscard));
  REFRESH_FAST_TYPES();
  LOAD_FRAME();
  DISPATCH();
op_Include : {
  Value path;
  ARG(path, W(1));
  F->pc = pc;
  F->resume = pc + 2;
  RAISE_IF(!DoInclude(*F, path, A()));
  REFRESH_FAST_TYPES();
  LOAD_FRAME();
  DISPATCH();
}

raise : {
  frames_.back().pc = pc;
  if (rt.exit_requested()) {
    frames_.resize(depth);
    while (!handlers_.empty() && handlers_.back().frame >= depth) handlers_.pop_back();
    return false;
  }
  if (!rethrowing && !rethrowing_) RecordBacktrace();
  rethrowing = false;
  rethrowing_ = false;
  if (!handlers_.empty() && handlers_.back().frame >= depth &&
      handlers_.back().frame < frames_.size()) {
    Handler h = handlers_.back();
    handlers_.pop_back();
    frames_.resize(h.frame + 1);
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
#undef A
#undef W
#undef ARG
#undef CALL_WORLD
#undef INVOKE_AND_CONTINUE
#undef RAISE_IF
#undef BASE_CALLEE
#undef REFRESH_FAST_TYPES
}

}  // namespace kiln::interp
