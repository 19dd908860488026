// Method bodies for inference (infer/body_source.h) as the running
// interpreter has them: what the native tier (native_tier.h) and the
// soundness check (infer_check.h) infer from.
#ifndef KILN_DRIVER_INTERPRETER_BODIES_H_
#define KILN_DRIVER_INTERPRETER_BODIES_H_

#include <memory>
#include <unordered_map>

#include "infer/body_source.h"
#include "interp/interp.h"
#include "ir/module_ir.h"
#include "runtime/method.h"
#include "runtime/runtime.h"
#include "tape/compiled_file.h"

namespace kiln::driver {

// Whether mi is the interpreter's default constructor `T(fields...)` (a
// method without a lowered body; codegen emits a call of it as `new`).
bool IsDefaultConstructor(runtime::MethodInstance* mi);

// What a method with a native body returns when the body's kind says
// (a default constructor, a constructor inferring its parameters, an
// empty Core.Box), or null.
runtime::Type* NativeBodyReturnType(runtime::Runtime& rt, runtime::MethodInstance* mi);

// A file loaded from the IR cache has no statements (its bodies are tapes):
// it is lowered again from source, once, and its body of the same id used
// (lowering is deterministic, and the cache entry matched the source).
class InterpreterBodies final : public infer::BodySource {
 public:
  InterpreterBodies(runtime::Runtime& rt, interp::Interpreter& interp) : rt_(rt), interp_(interp) {}
  bool Find(runtime::Method* m, infer::BodyRef* out) override;
  // A default constructor T(fields...) returns a T (native code emits it as `new`).
  runtime::Type* NativeReturnType(runtime::MethodInstance* mi) override {
    return NativeBodyReturnType(rt_, mi);
  }
  runtime::Value ClosureType(const infer::BodyRef& ref, uint32_t closure_id) override {
    return interp_.ClosureType(ref.handle, closure_id);
  }
  // Time spent lowering files again: wall-clock, and this thread's CPU time.
  double relower_ms() const { return relower_ms_; }
  double relower_cpu_ms() const { return relower_cpu_ms_; }

 private:
  const ir::ModuleIr* Relowered(const tape::CompiledFile* file, size_t module_index);

  runtime::Runtime& rt_;
  interp::Interpreter& interp_;
  std::unordered_map<const tape::CompiledFile*, std::unique_ptr<ir::FileIr>> relowered_;
  double relower_ms_ = 0;
  double relower_cpu_ms_ = 0;
};

// This thread's CPU time in milliseconds (unlike wall-clock time, not
// inflated when other processes share the CPUs).
double ThreadCpuMs();

}  // namespace kiln::driver

#endif  // KILN_DRIVER_INTERPRETER_BODIES_H_
