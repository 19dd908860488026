// Intrinsic functions (intrinsics.def), the primitive operations Base calls, named
// after Julia's Core.Intrinsics. An intrinsic is a value of type
// Core.IntrinsicFunction whose payload is its IntrinsicId; the interpreter can
// classify a call as intrinsic when it builds the tape and call the function pointer
// directly. Calling convention: see builtins.h (NativeFn).
#ifndef KILN_RUNTIME_INTRINSICS_H_
#define KILN_RUNTIME_INTRINSICS_H_

#include <cstdint>

#include "runtime/builtins.h"
#include "runtime/value.h"

namespace kiln::runtime {

class Runtime;

enum class IntrinsicId : uint16_t {
#define INTRINSIC(name, arity, family, doc) k_##name,
#include "runtime/intrinsics.def"
#undef INTRINSIC
  kCount,
  kNone = UINT16_MAX,
};

struct IntrinsicInfo {
  const char* name;
  int arity;
  NativeFn fn;
};

const IntrinsicInfo& GetIntrinsicInfo(IntrinsicId id);
// The intrinsic `callee` is, or kNone.
IntrinsicId IntrinsicIdOf(const Runtime& rt, Value callee);
Value IntrinsicValue(Runtime& rt, IntrinsicId id);
// Checks the argument count (MethodError otherwise) and calls the intrinsic.
bool CallIntrinsic(Runtime& rt, IntrinsicId id, const Value* args, uint32_t nargs, Value* result);

// Creates the intrinsic values and binds (and exports) them in Core.Intrinsics.
void RegisterIntrinsics(Runtime& rt);

}  // namespace kiln::runtime

#endif  // KILN_RUNTIME_INTRINSICS_H_
