// Native method bodies (natives.cc) by the number a start-up image records for
// them.
#ifndef KILN_INTERP_NATIVES_H_
#define KILN_INTERP_NATIVES_H_

#include <cstdint>

#include "interp/code.h"

namespace kiln::interp {

// The native bodies, by number (the order of natives.cc's table).
enum class NativeBodyId : uint32_t {
  kConstructorOfCallee,         // T(args...): a T from its fields
  kConstructorInferringParams,  // T(args...) where {P...}: T{P...} from the arguments
  kRethrow,
  kCallLatest,
  kModuleInclude,
  kEmptyBox,                    // Core.Box()
  kRequire,
  kEvalString,                  // Core._eval_string(m, text, name)
  kModuleEval,                  // M.eval(ex), M.eval(m, ex): Base._eval
  kTaskSwitch,                  // Core._task_switch(from, to) (tasks.cc)
  kBacktrace,                   // Core._backtrace(caught::Bool) (exceptions.cc)
  kInvokeMethod,                // Core.invoke(f, types, args...)
};

// `new(T, fields...)` (args[0] is T): a field value that is not of its field's
// type is converted with Base.convert first, as Julia's `new` does.
bool NewConverting(Machine& m, const runtime::Value* args, uint32_t n, runtime::Value* out);

// The native body numbered `index`, or null for a number no body has.
NativeBody NativeBodyAt(uint32_t index);
// The number of `fn`, or -1 for a function that is not a native body.
int32_t NativeBodyIndex(NativeBody fn);
inline NativeBody NativeBodyAt(NativeBodyId id) { return NativeBodyAt(static_cast<uint32_t>(id)); }

}  // namespace kiln::interp

#endif  // KILN_INTERP_NATIVES_H_
