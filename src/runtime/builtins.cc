#include "runtime/builtins.h"

#include <string>
#include <string_view>

#include "base/check.h"
#include "runtime/builtin_impl.h"
#include "runtime/errors.h"
#include "runtime/gc.h"
#include "runtime/module.h"
#include "runtime/runtime.h"
#include "runtime/type_internal.h"
#include "runtime/types.h"

namespace kiln::runtime {
namespace {

const BuiltinInfo kBuiltins[] = {
#define BUILTIN(id, name, min_args, max_args, family, doc) \
  {name, min_args, max_args, &builtin_impl::Builtin##id},
#include "runtime/builtins.def"
#undef BUILTIN
};
static_assert(sizeof(kBuiltins) / sizeof(kBuiltins[0]) == static_cast<size_t>(BuiltinId::kCount));

// The builtins Julia's Core exports; the others (Kiln's primitives, `ifelse`,
// `sizeof` ...) are reached as `Core.name`, so that Base can define functions of the
// same names without clashing in modules that use both Core and Base.
constexpr std::string_view kExportedBuiltins[] = {
    "===",      "typeof",     "isa",     "<:",      "typeassert", "throw",
    "tuple",    "getfield",   "setfield!", "isdefined", "nfields", "fieldtype",
    "getglobal", "setglobal!", "arrayref", "arrayset", "arraysize"};

bool IsExportedBuiltin(std::string_view name) {
  for (std::string_view e : kExportedBuiltins) {
    if (e == name) return true;
  }
  return false;
}

}  // namespace

const BuiltinInfo& GetBuiltinInfo(BuiltinId id) {
  DCHECK(id < BuiltinId::kCount);
  return kBuiltins[static_cast<size_t>(id)];
}

BuiltinId BuiltinIdOf(Value callee) {
  if (!(callee.type->flags & kBuiltinFlag)) return BuiltinId::kNone;
  return static_cast<BuiltinId>(callee.type->name->builtin_id);
}

Value BuiltinValue(Runtime& rt, BuiltinId id) { return rt.builtin_values[static_cast<size_t>(id)]; }

bool CallBuiltin(Runtime& rt, BuiltinId id, const Value* args, uint32_t nargs, Value* result) {
  const BuiltinInfo& info = GetBuiltinInfo(id);
  if (static_cast<int>(nargs) < info.min_args ||
      (info.max_args >= 0 && static_cast<int>(nargs) > info.max_args)) {
    return rt.Throw(MakeMethodError(rt, BuiltinValue(rt, id), args, nargs, rt.world()));
  }
  return info.fn(rt, args, nargs, result);
}

void RegisterBuiltins(Runtime& rt) {
  constexpr auto n = static_cast<size_t>(BuiltinId::kCount);
  rt.builtin_values = static_cast<Value*>(GcAlloc(sizeof(Value) * n));  // reachable from rt
  for (size_t i = 0; i < n; ++i) {
    std::string type_name = "#";
    type_name += kBuiltins[i].name;
    TypeName* tn = NewTypeName(rt, rt.core_module, Intern(type_name), nullptr, 0);
    tn->layout = Layout::kStruct;
    tn->is_finalized = true;
    tn->field_names = NewSVec(rt, 0);
    tn->builtin_id = static_cast<uint16_t>(i);
    DataType* t = MakeBody(rt, tn, nullptr, 0, rt.core.builtin);
    t->flags |= kBuiltinFlag;
    rt.builtin_values[i] = t->instance;
    Symbol* name = Intern(kBuiltins[i].name);
    CHECK(SetConst(rt, rt.core_module, name, t->instance));
    if (IsExportedBuiltin(kBuiltins[i].name)) Export(rt.core_module, name);
  }
}

}  // namespace kiln::runtime
