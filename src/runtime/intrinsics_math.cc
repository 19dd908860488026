// Float functions: LLVM-style intrinsics and libm. Float32 operands are computed in
// single precision.
#include <cmath>

#include "runtime/intrinsic_impl.h"
#include "runtime/native_fn.h"
#include "runtime/runtime.h"

namespace kiln::runtime::intrinsic_impl {

#define KILN_UNARY_MATH(name, fn)                              \
  bool name(Runtime& rt, const Value* a, uint32_t, Value* r) { \
    if (!CheckFloats(rt, #name, a, 1)) return false;           \
    if (a[0].type->size == 8) {                                \
      *r = MakeFloat(a[0].type, fn(a[0].AsFloat64()));         \
    } else {                                                   \
      *r = MakeFloat32(a[0].type, fn(a[0].AsFloat32()));       \
    }                                                          \
    return true;                                               \
  }
#define KILN_BINARY_MATH(name, fn)                                         \
  bool name(Runtime& rt, const Value* a, uint32_t, Value* r) {             \
    if (!CheckFloats(rt, #name, a, 2)) return false;                       \
    if (a[0].type->size == 8) {                                            \
      *r = MakeFloat(a[0].type, fn(a[0].AsFloat64(), a[1].AsFloat64()));   \
    } else {                                                               \
      *r = MakeFloat32(a[0].type, fn(a[0].AsFloat32(), a[1].AsFloat32())); \
    }                                                                      \
    return true;                                                           \
  }

KILN_UNARY_MATH(abs_float, std::fabs)
KILN_BINARY_MATH(copysign_float, std::copysign)
KILN_UNARY_MATH(sqrt_llvm, std::sqrt)
KILN_UNARY_MATH(floor_llvm, std::floor)
KILN_UNARY_MATH(ceil_llvm, std::ceil)
KILN_UNARY_MATH(trunc_llvm, std::trunc)
KILN_UNARY_MATH(rint_llvm, std::nearbyint)
KILN_UNARY_MATH(libm_exp, std::exp)
KILN_UNARY_MATH(libm_exp2, std::exp2)
KILN_UNARY_MATH(libm_expm1, std::expm1)
KILN_UNARY_MATH(libm_log, std::log)
KILN_UNARY_MATH(libm_log2, std::log2)
KILN_UNARY_MATH(libm_log10, std::log10)
KILN_UNARY_MATH(libm_log1p, std::log1p)
KILN_UNARY_MATH(libm_sin, std::sin)
KILN_UNARY_MATH(libm_cos, std::cos)
KILN_UNARY_MATH(libm_tan, std::tan)
KILN_UNARY_MATH(libm_asin, std::asin)
KILN_UNARY_MATH(libm_acos, std::acos)
KILN_UNARY_MATH(libm_atan, std::atan)
KILN_UNARY_MATH(libm_sinh, std::sinh)
KILN_UNARY_MATH(libm_cosh, std::cosh)
KILN_UNARY_MATH(libm_tanh, std::tanh)
KILN_UNARY_MATH(libm_asinh, std::asinh)
KILN_UNARY_MATH(libm_acosh, std::acosh)
KILN_UNARY_MATH(libm_atanh, std::atanh)
KILN_UNARY_MATH(libm_cbrt, std::cbrt)
KILN_BINARY_MATH(libm_atan2, std::atan2)
KILN_BINARY_MATH(libm_pow, std::pow)
KILN_BINARY_MATH(libm_hypot, std::hypot)

#undef KILN_UNARY_MATH
#undef KILN_BINARY_MATH

}  // namespace kiln::runtime::intrinsic_impl
