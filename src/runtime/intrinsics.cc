#include "runtime/intrinsics.h"

#include "base/check.h"
#include "runtime/errors.h"
#include "runtime/gc.h"
#include "runtime/intrinsic_impl.h"
#include "runtime/module.h"
#include "runtime/runtime.h"

namespace kiln::runtime {
namespace {

const IntrinsicInfo kIntrinsics[] = {
#define INTRINSIC(name, arity, family, doc) {#name, arity, &intrinsic_impl::name},
#include "runtime/intrinsics.def"
#undef INTRINSIC
};
static_assert(sizeof(kIntrinsics) / sizeof(kIntrinsics[0]) ==
              static_cast<size_t>(IntrinsicId::kCount));

}  // namespace

const IntrinsicInfo& GetIntrinsicInfo(IntrinsicId id) {
  DCHECK(id < IntrinsicId::kCount);
  return kIntrinsics[static_cast<size_t>(id)];
}

IntrinsicId IntrinsicIdOf(const Runtime& rt, Value callee) {
  if (callee.type != rt.core.intrinsic_function) return IntrinsicId::kNone;
  return static_cast<IntrinsicId>(callee.bits);
}

Value IntrinsicValue(Runtime& rt, IntrinsicId id) {
  return rt.intrinsic_values[static_cast<size_t>(id)];
}

bool CallIntrinsic(Runtime& rt, IntrinsicId id, const Value* args, uint32_t nargs, Value* result) {
  const IntrinsicInfo& info = GetIntrinsicInfo(id);
  if (static_cast<int>(nargs) != info.arity) {
    return rt.Throw(MakeMethodError(rt, IntrinsicValue(rt, id), args, nargs, rt.world()));
  }
  return info.fn(rt, args, nargs, result);
}

void RegisterIntrinsics(Runtime& rt) {
  constexpr auto n = static_cast<size_t>(IntrinsicId::kCount);
  rt.intrinsic_values = static_cast<Value*>(GcAlloc(sizeof(Value) * n));  // reachable from rt
  for (size_t i = 0; i < n; ++i) {
    Value v = Value::Make(rt.core.intrinsic_function, i);
    rt.intrinsic_values[i] = v;
    Symbol* name = Intern(kIntrinsics[i].name);
    CHECK(SetConst(rt, rt.intrinsics_module, name, v));
    Export(rt.intrinsics_module, name);
  }
}

}  // namespace kiln::runtime
