// Float functions: LLVM-style intrinsics and libm. Float32 operands are computed in
// single precision.
#include <bit>
#include <cmath>
#include <cstdint>

#include "runtime/intrinsic_impl.h"
#include "runtime/native_fn.h"
#include "runtime/runtime.h"

namespace kiln::runtime::intrinsic_impl {
// The cube root as Julia computes it (base/special/cbrt.jl, after FreeBSD's msun):
// an estimate from the exponent bits, a polynomial step to 23 bits, rounding away
// from zero to 23 bits, and one Newton step; exact for perfect cubes (C's cbrt is
// not always: cbrt(27.0) can be 3.0000000000000004).
double CubeRoot(double x) {
  if (!std::isfinite(x) || x == 0) return x;
  constexpr uint32_t kB1 = 715094163;  // (1023 - 1023/3 - 0.03306235651) * 2**20
  constexpr uint32_t kB2 = 696219795;  // (1023 - 1023/3 - 54/3 - 0.03306235651) * 2**20
  uint64_t bits = std::bit_cast<uint64_t>(x);
  uint64_t sign = bits & 0x8000000000000000ull;
  auto high = static_cast<uint32_t>((bits >> 32) & 0x7fffffffu);
  double t;
  if (high < 0x00100000u) {  // subnormal: scale by 2^54 first
    double scaled = std::abs(x) * 18014398509481984.0;
    auto h = static_cast<uint32_t>((std::bit_cast<uint64_t>(scaled) >> 32) & 0x7fffffffu);
    t = std::bit_cast<double>(sign | (static_cast<uint64_t>(h / 3 + kB2) << 32));
  } else {
    t = std::bit_cast<double>(sign | (static_cast<uint64_t>(high / 3 + kB1) << 32));
  }
  double r = (t * t) * (t / x);
  t *= (1.87595182427177009643 + r * (-1.88497979543377169875 + r * 1.621429720105354466140)) +
       ((r * r) * r) * (-0.758397934778766047437 + r * 0.145996192886612446982);
  t = std::bit_cast<double>((std::bit_cast<uint64_t>(t) + 0x80000000ull) & 0xffffffffc0000000ull);
  double s = t * t;
  r = x / s;
  double w = t + t;
  r = (r - t) / (w + r);
  return t + t * r;
}

namespace {

float CubeRoot(float x) { return static_cast<float>(std::cbrt(static_cast<double>(x))); }

}  // namespace

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
KILN_UNARY_MATH(libm_cbrt, CubeRoot)
KILN_BINARY_MATH(libm_atan2, std::atan2)
KILN_BINARY_MATH(libm_pow, std::pow)
KILN_BINARY_MATH(libm_hypot, std::hypot)

#undef KILN_UNARY_MATH
#undef KILN_BINARY_MATH

}  // namespace kiln::runtime::intrinsic_impl
