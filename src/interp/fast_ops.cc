// What the loop's fast ops rely on (fast_ops.h).
#include "interp/fast_ops.h"

#include <algorithm>

#include "interp/globals.h"
#include "runtime/errors.h"
#include "runtime/object.h"
#include "runtime/subtype.h"

namespace kiln::interp {

using runtime::DataType;
using runtime::Type;
using runtime::TypeValue;

namespace {

// The signature of a method of Base as a DataType with `n` parameters, or null.
DataType* BaseSignature(runtime::Runtime& rt, runtime::Method* method, int64_t n) {
  if (method == nullptr || method->module != rt.base_module) return nullptr;
  runtime::Type* sig = runtime::Unwrap(method->sig);
  if (!runtime::IsDataType(sig)) return nullptr;
  DataType* st = runtime::AsDataType(sig);
  return st->nparams() == n ? st : nullptr;
}

bool InBase(runtime::Runtime& rt, runtime::Module* m) {
  for (; m != nullptr; m = m->parent) {
    if (m == rt.base_module || m == rt.core_module) return true;
    if (m->parent == m) break;
  }
  return false;
}

}  // namespace

FastOps::FastOps(runtime::Runtime& rt) : rt_(rt) {
  // Symbols are interned once per process and compare by address.
  for (const tape::FastName& f : tape::kFastNames) {
    runtime::Symbol* s = runtime::Intern(f.name);
    if (std::find(watched_names_.begin(), watched_names_.end(), s) == watched_names_.end()) {
      watched_names_.push_back(s);
    }
  }
  for (size_t i = 0; i < tape::kOpCount; ++i) {
    tape::Op op = static_cast<tape::Op>(i);
    if (tape::IsFastOp(op)) base_function_[i] = runtime::Intern(tape::BaseFunctionOf(op));
  }
}

DataType* FastOps::FindUnitRangeInt() {
  if (known_.unit_range_int != nullptr || rt_.base_module == nullptr) {
    return known_.unit_range_int;
  }
  runtime::Binding* b = runtime::FindOwnBinding(rt_.base_module, runtime::Intern("UnitRange"));
  if (b == nullptr || !b->value.defined()) return nullptr;
  Value param = TypeValue(rt_.core.int64);
  Value t;
  if (!runtime::ApplyType(rt_, b->value, &param, 1, &t)) {
    rt_.TakePendingException();
    return nullptr;
  }
  known_.unit_range_int = runtime::AsDataType(runtime::AsType(t));
  return known_.unit_range_int;
}

Value FastOps::IntPair(int64_t i) {
  if (known_.int_pair_type == nullptr) {
    DataType* two[2] = {rt_.core.int64, rt_.core.int64};
    known_.int_pair_type = runtime::ConcreteTupleType(rt_, two, 2);
  }
  Value v[2] = {rt_.core.Int64(i), rt_.core.Int64(i)};
  return runtime::NewStructValue(rt_, known_.int_pair_type, v, 2);
}

// args[0] is filled in with the callee operand.
runtime::Method* FastOps::LookupMethod(LinkedModule* lm, uint64_t world, uint32_t callee_word,
                                       Value* args, uint32_t n) {
  if (tape::ArgKindOf(callee_word) != tape::ArgKind::kGlobal) return nullptr;
  if (!ReadGlobal(rt_, lm, tape::ArgIndexOf(callee_word), &args[0])) {
    rt_.TakePendingException();
    return nullptr;
  }
  runtime::LookupResult r = runtime::Lookup(rt_, args, n, world);
  if (r.status != runtime::LookupStatus::kFound) return nullptr;
  return r.mi->def;
}

// Whether f(args...) dispatches to the method of Base whose first argument
// is Any and that has args' count of arguments: Base's getproperty(x,
// f::Symbol) and setproperty!(x, f::Symbol, v). `*known` remembers it.
bool FastOps::IsBaseFieldMethod(LinkedModule* lm, uint64_t world, uint32_t callee_word, Value* args,
                                uint32_t n, runtime::Method** known) {
  runtime::Method* method = LookupMethod(lm, world, callee_word, args, n);
  if (method == nullptr) return false;
  if (*known != nullptr) return method == *known;
  DataType* st = BaseSignature(rt_, method, n);
  if (st == nullptr || runtime::AsType(st->param(1)) != rt_.core.any) return false;
  *known = method;
  return true;
}

bool FastOps::IsDefaultGetproperty(LinkedModule* lm, uint64_t world, uint32_t callee_word, Value x,
                                   Value name) {
  Value args[3] = {Value(), x, name};
  return IsBaseFieldMethod(lm, world, callee_word, args, 3, &known_.default_getproperty);
}

bool FastOps::IsDefaultSetproperty(LinkedModule* lm, uint64_t world, uint32_t callee_word, Value x,
                                   Value name, Value v) {
  Value args[4] = {Value(), x, name, v};
  return IsBaseFieldMethod(lm, world, callee_word, args, 4, &known_.default_setproperty);
}

bool FastOps::IsDefaultSetindex(LinkedModule* lm, uint64_t world, uint32_t callee_word, Value a,
                                Value v, Value i) {
  Value args[4] = {Value(), a, v, i};
  runtime::Method* method = LookupMethod(lm, world, callee_word, args, 4);
  if (method == nullptr) return false;
  if (known_.default_setindex != nullptr) return method == known_.default_setindex;
  // Base's setindex!(A::Array{T}, x, i::Int) where {T}.
  DataType* st = BaseSignature(rt_, method, 4);
  if (st == nullptr || runtime::AsType(st->param(2)) != rt_.core.any ||
      runtime::AsType(st->param(3)) != rt_.core.int64) {
    return false;
  }
  runtime::Type* array = runtime::Unwrap(runtime::AsType(st->param(1)));
  if (!runtime::IsDataType(array) ||
      runtime::AsDataType(array)->name->layout != runtime::Layout::kArray) {
    return false;
  }
  known_.default_setindex = method;
  return true;
}

void FastOps::NoteOwnBinding(runtime::Module* module, runtime::Symbol* name) {
  if (known_.off || rt_.base_module == nullptr || InBase(rt_, module)) return;
  if (std::find(watched_names_.begin(), watched_names_.end(), name) != watched_names_.end()) {
    known_.off = true;
  }
}

void FastOps::NoteMethodOfBase(runtime::Method* method) {
  // Base's own methods are what the fast ops mirror.
  if (known_.off || rt_.base_module == nullptr || InBase(rt_, method->module)) return;
  runtime::Type* sig = runtime::Unwrap(method->sig);
  if (!runtime::IsDataType(sig)) return;
  DataType* st = runtime::AsDataType(sig);
  if (st->nparams() < 1) return;
  // Is it a method of a Base function whose calls have fast ops?
  bool inlined = false;
  for (runtime::Symbol* name : watched_names_) {
    runtime::Binding* b = runtime::FindOwnBinding(rt_.base_module, name);
    if (b != nullptr && b->value.defined() &&
        runtime::AsType(st->param(0)) == static_cast<runtime::Type*>(b->value.type)) {
      inlined = true;
      break;
    }
  }
  if (!inlined) return;
  // Does the method apply to one to three arguments of Int64 and Float64?
  DataType* const kinds[2] = {rt_.core.int64, rt_.core.float64};
  for (uint32_t n = 1; n <= 3; ++n) {
    for (uint32_t combo = 0; combo < (1u << n); ++combo) {
      Value params[4] = {st->param(0)};
      for (uint32_t k = 0; k < n; ++k) params[k + 1] = TypeValue(kinds[(combo >> k) & 1]);
      Type* args = runtime::MakeTupleType(rt_, params, n + 1);
      if (args != nullptr && runtime::Subtype(rt_, args, method->sig)) {
        known_.off = true;
        return;
      }
    }
  }
}

bool FastOps::CalleeIsBase(LinkedModule* lm, uint32_t callee_word, tape::Op op, SiteCache* site) {
  if (site->base_callee != 0) return site->base_callee > 0;
  bool is_base = false;
  if (tape::ArgKindOf(callee_word) == tape::ArgKind::kGlobal && rt_.base_module != nullptr) {
    runtime::Binding* b = ResolveGlobal(rt_, lm, tape::ArgIndexOf(callee_word), false);
    runtime::Binding* base =
        runtime::FindOwnBinding(rt_.base_module, base_function_[static_cast<size_t>(op)]);
    if (b == nullptr) {
      rt_.TakePendingException();
      return false;  // not known yet: ask again next time
    }
    if (base == nullptr || !base->value.defined() || !b->value.defined()) return false;
    is_base = b->is_const && runtime::SameBits(b->value, base->value);
  }
  site->base_callee = is_base ? 1 : -1;
  return is_base;
}

}  // namespace kiln::interp
