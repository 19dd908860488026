#include "runtime/test_util.h"

#include <cstring>

#include "base/check.h"
#include "runtime/errors.h"
#include "runtime/module.h"
#include "runtime/print.h"

namespace kiln::runtime::testing {

size_t CaptureIO::Read(char* buf, size_t n) {
  size_t k = std::min(n, input_.size() - pos_);
  std::memcpy(buf, input_.data() + pos_, k);
  pos_ += k;
  return k;
}

TestRuntime::TestRuntime(std::string input) {
  auto capture = std::make_unique<CaptureIO>(std::move(input));
  io = capture.get();
  rt = Runtime::Create(std::move(capture));
}

Value Global(Runtime& rt, std::string_view name) {
  Value v;
  CHECK(GetGlobal(rt, rt.main_module, Intern(name), &v)) << "no global " << name;
  return v;
}

Type* T(Runtime& rt, std::string_view name) {
  Value v = Global(rt, name);
  CHECK(IsTypeOrVar(v)) << name << " is not a type";
  return v.As<Type>();
}

Value V(Type* t) { return TypeValue(t); }

Type* Apply(Runtime& rt, Type* tc, std::initializer_list<Value> params) {
  Value out;
  CHECK(ApplyType(rt, TypeValue(tc), params.begin(), static_cast<uint32_t>(params.size()), &out))
      << ShowError(rt, rt.pending_exception);
  return out.As<Type>();
}

Type* Apply(Runtime& rt, std::string_view tc, std::initializer_list<Type*> params) {
  GcVector<Value> vals;
  for (Type* t : params) vals.push_back(TypeValue(t));
  Value out;
  CHECK(ApplyType(rt, Global(rt, tc), vals.data(), static_cast<uint32_t>(vals.size()), &out));
  return out.As<Type>();
}

Type* Tuple(Runtime& rt, std::initializer_list<Type*> elems) {
  GcVector<Value> vals;
  for (Type* t : elems) vals.push_back(TypeValue(t));
  return MakeTupleType(rt, vals.data(), static_cast<uint32_t>(vals.size()));
}

Type* Union(Runtime& rt, std::initializer_list<Type*> members) {
  return MakeUnion(rt, members.begin(), static_cast<uint32_t>(members.size()));
}

TypeVar* Var(Runtime& rt, std::string_view name, Type* ub, Type* lb) {
  return NewTypeVar(rt, Intern(name), lb != nullptr ? lb : rt.core.bottom,
                    ub != nullptr ? ub : rt.core.any);
}

Type* Where(Runtime& rt, Type* body, TypeVar* var) { return MakeUnionAll(rt, var, body); }

std::string Str(Runtime& rt, const Type* t) {
  std::string s;
  ShowType(rt, t, &s);
  return s;
}

std::string Show(Runtime& rt, Value v) { return ShowToString(rt, v); }

}  // namespace kiln::runtime::testing
