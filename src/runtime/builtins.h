// Builtin functions (builtins.def): Julia's Core builtins plus the array, string and
// I/O primitives Base (written in Kiln) is built on.
//
// Calling convention, shared with intrinsics: fn(rt, args, nargs, result). On success
// the function stores into *result and returns true. On a Kiln exception it sets
// rt.pending_exception and returns false. Builtins never call back into Kiln code.
#ifndef KILN_RUNTIME_BUILTINS_H_
#define KILN_RUNTIME_BUILTINS_H_

#include <cstdint>

#include "runtime/value.h"

namespace kiln::runtime {

class Runtime;

using NativeFn = bool (*)(Runtime& rt, const Value* args, uint32_t nargs, Value* result);

enum class BuiltinId : uint16_t {
#define BUILTIN(id, name, min_args, max_args, family, doc) k##id,
#include "runtime/builtins.def"
#undef BUILTIN
  kCount,
  kNone = UINT16_MAX,
};

struct BuiltinInfo {
  const char* name;  // as bound in Core
  int min_args;
  int max_args;  // -1: variadic
  NativeFn fn;
};

const BuiltinInfo& GetBuiltinInfo(BuiltinId id);
// The builtin `callee` is, or kNone. Cheap: one load and a compare.
BuiltinId BuiltinIdOf(Value callee);
Value BuiltinValue(Runtime& rt, BuiltinId id);
// Checks the argument count (MethodError otherwise) and calls the builtin.
bool CallBuiltin(Runtime& rt, BuiltinId id, const Value* args, uint32_t nargs, Value* result);

// Creates the builtin function values and binds them in Core (bootstrap).
void RegisterBuiltins(Runtime& rt);

}  // namespace kiln::runtime

#endif  // KILN_RUNTIME_BUILTINS_H_
