// Declarations of the intrinsic implementations, one per intrinsics.def entry, named
// after the intrinsic (hence snake_case). Defined in intrinsics_<family>.cc.
#ifndef KILN_RUNTIME_INTRINSIC_IMPL_H_
#define KILN_RUNTIME_INTRINSIC_IMPL_H_

#include <cstdint>

#include "runtime/value.h"

namespace kiln::runtime {
class Runtime;
namespace intrinsic_impl {

#define INTRINSIC(name, arity, family, doc) \
  bool name(Runtime& rt, const Value* args, uint32_t nargs, Value* result);
#include "runtime/intrinsics.def"
#undef INTRINSIC

// The cube root as Julia computes it (libm_cbrt; native code calls it too, so
// both tiers give the same bits).
double CubeRoot(double x);

}  // namespace intrinsic_impl
}  // namespace kiln::runtime

#endif  // KILN_RUNTIME_INTRINSIC_IMPL_H_
