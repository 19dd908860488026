// Declarations of the builtin implementations, one per builtins.def entry
// (Builtin<Id>), defined in builtins_<family>.cc.
#ifndef KILN_RUNTIME_BUILTIN_IMPL_H_
#define KILN_RUNTIME_BUILTIN_IMPL_H_

#include <cstdint>

#include "runtime/value.h"

namespace kiln::runtime {
class Runtime;
namespace builtin_impl {

#define BUILTIN(id, name, min_args, max_args, family, doc) \
  bool Builtin##id(Runtime& rt, const Value* args, uint32_t nargs, Value* result);
#include "runtime/builtins.def"
#undef BUILTIN

}  // namespace builtin_impl
}  // namespace kiln::runtime

#endif  // KILN_RUNTIME_BUILTIN_IMPL_H_
