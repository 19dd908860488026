// Helpers for the runtime's unit tests: a runtime with captured standard streams and
// short ways to name Core types and build type expressions.
#ifndef KILN_RUNTIME_TEST_UTIL_H_
#define KILN_RUNTIME_TEST_UTIL_H_

#include <initializer_list>
#include <string>
#include <string_view>

#include "runtime/runtime.h"
#include "runtime/types.h"
#include "runtime/value.h"

namespace kiln::runtime::testing {

// RuntimeIO that records output and exit codes and serves fixed input.
class CaptureIO : public RuntimeIO {
 public:
  explicit CaptureIO(std::string input = "") : input_(std::move(input)) {}
  void Write(int fd, std::string_view bytes) override { (fd == 1 ? out : err).append(bytes); }
  size_t Read(char* buf, size_t n) override;
  void Exit(int code) override { exit_code = code; }
  std::string out, err;
  int exit_code = -1;

 private:
  std::string input_;
  size_t pos_ = 0;
};

struct TestRuntime {
  explicit TestRuntime(std::string input = "");
  RuntimePtr rt;
  CaptureIO* io;  // owned by rt
  Runtime& operator*() { return *rt; }
  Runtime* operator->() { return rt.get(); }
};

// A global of Core or Main by name (types, aliases, functions).
Value Global(Runtime& rt, std::string_view name);
Type* T(Runtime& rt, std::string_view name);
// Applies a type constructor; CHECK-fails on errors.
Type* Apply(Runtime& rt, Type* tc, std::initializer_list<Value> params);
Type* Apply(Runtime& rt, std::string_view tc, std::initializer_list<Type*> params);
Value V(Type* t);
Type* Tuple(Runtime& rt, std::initializer_list<Type*> elems);
Type* Union(Runtime& rt, std::initializer_list<Type*> members);
TypeVar* Var(Runtime& rt, std::string_view name, Type* ub = nullptr, Type* lb = nullptr);
Type* Where(Runtime& rt, Type* body, TypeVar* var);
std::string Str(Runtime& rt, const Type* t);
std::string Show(Runtime& rt, Value v);

}  // namespace kiln::runtime::testing

#endif  // KILN_RUNTIME_TEST_UTIL_H_
