// Integer and float arithmetic intrinsics. Integers wrap around at their width
// (Julia manual, "Integers and Floating-Point Numbers": overflow behavior).
#include <cmath>

#include "runtime/errors.h"
#include "runtime/intrinsic_impl.h"
#include "runtime/native_fn.h"
#include "runtime/runtime.h"

namespace kiln::runtime::intrinsic_impl {
namespace {

Value Int(Runtime& rt, DataType* t, uint64_t bits) { return rt.core.Int(t, bits); }

bool DivideByZero(Runtime& rt) { return rt.Throw(MakeDivideError(rt)); }

int64_t TypeMin(int w) { return w >= 64 ? INT64_MIN : -(int64_t{1} << (w - 1)); }

bool Checked(Runtime& rt, DataType* t, uint64_t bits, bool overflow, Value* result) {
  *result = MakeTuple2(rt, Int(rt, t, bits), rt.core.Bool(overflow));
  return true;
}

}  // namespace

bool neg_int(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (!CheckInts(rt, "neg_int", a, 1)) return false;
  *r = Int(rt, a[0].type, 0 - a[0].bits);
  return true;
}

bool add_int(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (!CheckInts(rt, "add_int", a, 2)) return false;
  *r = Int(rt, a[0].type, a[0].bits + a[1].bits);
  return true;
}

bool sub_int(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (!CheckInts(rt, "sub_int", a, 2)) return false;
  *r = Int(rt, a[0].type, a[0].bits - a[1].bits);
  return true;
}

bool mul_int(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (!CheckInts(rt, "mul_int", a, 2)) return false;
  *r = Int(rt, a[0].type, a[0].bits * a[1].bits);
  return true;
}

bool sdiv_int(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (!CheckInts(rt, "sdiv_int", a, 2)) return false;
  int64_t x = SignedBits(a[0]), y = SignedBits(a[1]);
  if (y == 0) return DivideByZero(rt);
  uint64_t q = y == -1 ? 0 - static_cast<uint64_t>(x) : static_cast<uint64_t>(x / y);
  *r = Int(rt, a[0].type, q);
  return true;
}

bool udiv_int(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (!CheckInts(rt, "udiv_int", a, 2)) return false;
  uint64_t x = UnsignedBits(a[0]), y = UnsignedBits(a[1]);
  if (y == 0) return DivideByZero(rt);
  *r = Int(rt, a[0].type, x / y);
  return true;
}

bool srem_int(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (!CheckInts(rt, "srem_int", a, 2)) return false;
  int64_t x = SignedBits(a[0]), y = SignedBits(a[1]);
  if (y == 0) return DivideByZero(rt);
  *r = Int(rt, a[0].type, y == -1 ? 0 : static_cast<uint64_t>(x % y));
  return true;
}

bool urem_int(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (!CheckInts(rt, "urem_int", a, 2)) return false;
  uint64_t x = UnsignedBits(a[0]), y = UnsignedBits(a[1]);
  if (y == 0) return DivideByZero(rt);
  *r = Int(rt, a[0].type, x % y);
  return true;
}

bool checked_sadd_int(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (!CheckInts(rt, "checked_sadd_int", a, 2)) return false;
  int w = BitWidth(a[0].type);
  int64_t x = SignedBits(a[0]), y = SignedBits(a[1]), s;
  bool overflow = __builtin_add_overflow(x, y, &s);
  if (w < 64) overflow = s < TypeMin(w) || s > -(TypeMin(w) + 1);
  return Checked(rt, a[0].type, static_cast<uint64_t>(s), overflow, r);
}

bool checked_uadd_int(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (!CheckInts(rt, "checked_uadd_int", a, 2)) return false;
  int w = BitWidth(a[0].type);
  uint64_t x = UnsignedBits(a[0]), y = UnsignedBits(a[1]), s;
  bool overflow = __builtin_add_overflow(x, y, &s);
  if (w < 64) overflow = s > WidthMask(w);
  return Checked(rt, a[0].type, s, overflow, r);
}

bool checked_ssub_int(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (!CheckInts(rt, "checked_ssub_int", a, 2)) return false;
  int w = BitWidth(a[0].type);
  int64_t x = SignedBits(a[0]), y = SignedBits(a[1]), s;
  bool overflow = __builtin_sub_overflow(x, y, &s);
  if (w < 64) overflow = s < TypeMin(w) || s > -(TypeMin(w) + 1);
  return Checked(rt, a[0].type, static_cast<uint64_t>(s), overflow, r);
}

bool checked_usub_int(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (!CheckInts(rt, "checked_usub_int", a, 2)) return false;
  uint64_t x = UnsignedBits(a[0]), y = UnsignedBits(a[1]);
  return Checked(rt, a[0].type, x - y, x < y, r);
}

bool checked_smul_int(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (!CheckInts(rt, "checked_smul_int", a, 2)) return false;
  int w = BitWidth(a[0].type);
  int64_t x = SignedBits(a[0]), y = SignedBits(a[1]), p;
  bool overflow = __builtin_mul_overflow(x, y, &p);
  if (w < 64) overflow = overflow || p < TypeMin(w) || p > -(TypeMin(w) + 1);
  return Checked(rt, a[0].type, static_cast<uint64_t>(p), overflow, r);
}

bool checked_umul_int(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (!CheckInts(rt, "checked_umul_int", a, 2)) return false;
  int w = BitWidth(a[0].type);
  uint64_t x = UnsignedBits(a[0]), y = UnsignedBits(a[1]), p;
  bool overflow = __builtin_mul_overflow(x, y, &p);
  if (w < 64) overflow = overflow || p > WidthMask(w);
  return Checked(rt, a[0].type, p, overflow, r);
}

bool checked_sdiv_int(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (!CheckInts(rt, "checked_sdiv_int", a, 2)) return false;
  int64_t x = SignedBits(a[0]), y = SignedBits(a[1]);
  if (y == 0 || (y == -1 && x == TypeMin(BitWidth(a[0].type)))) return DivideByZero(rt);
  *r = Int(rt, a[0].type, static_cast<uint64_t>(x / y));
  return true;
}

bool checked_udiv_int(Runtime& rt, const Value* a, uint32_t n, Value* r) {
  return udiv_int(rt, a, n, r);
}

bool checked_srem_int(Runtime& rt, const Value* a, uint32_t n, Value* r) {
  return srem_int(rt, a, n, r);
}

bool checked_urem_int(Runtime& rt, const Value* a, uint32_t n, Value* r) {
  return urem_int(rt, a, n, r);
}

bool neg_float(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (!CheckFloats(rt, "neg_float", a, 1)) return false;
  // Flip the sign bit (also for NaN, as LLVM's fneg).
  uint64_t sign = a[0].type->size == 8 ? (uint64_t{1} << 63) : (uint64_t{1} << 31);
  *r = Value::Make(a[0].type, a[0].bits ^ sign);
  return true;
}

#define KILN_FLOAT_BINOP(name, op)                                       \
  bool name(Runtime& rt, const Value* a, uint32_t, Value* r) {           \
    if (!CheckFloats(rt, #name, a, 2)) return false;                     \
    if (a[0].type->size == 8) {                                          \
      *r = MakeFloat(a[0].type, a[0].AsFloat64() op a[1].AsFloat64());   \
    } else {                                                             \
      *r = MakeFloat32(a[0].type, a[0].AsFloat32() op a[1].AsFloat32()); \
    }                                                                    \
    return true;                                                         \
  }
KILN_FLOAT_BINOP(add_float, +)
KILN_FLOAT_BINOP(sub_float, -)
KILN_FLOAT_BINOP(mul_float, *)
KILN_FLOAT_BINOP(div_float, /)
#undef KILN_FLOAT_BINOP

bool rem_float(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (!CheckFloats(rt, "rem_float", a, 2)) return false;
  if (a[0].type->size == 8) {
    *r = MakeFloat(a[0].type, std::fmod(a[0].AsFloat64(), a[1].AsFloat64()));
  } else {
    *r = MakeFloat32(a[0].type, std::fmod(a[0].AsFloat32(), a[1].AsFloat32()));
  }
  return true;
}

bool fma_float(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (!CheckFloats(rt, "fma_float", a, 3)) return false;
  if (a[0].type->size == 8) {
    *r = MakeFloat(a[0].type, std::fma(a[0].AsFloat64(), a[1].AsFloat64(), a[2].AsFloat64()));
  } else {
    *r = MakeFloat32(a[0].type, std::fma(a[0].AsFloat32(), a[1].AsFloat32(), a[2].AsFloat32()));
  }
  return true;
}

bool muladd_float(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (!CheckFloats(rt, "muladd_float", a, 3)) return false;
  if (a[0].type->size == 8) {
    double p = a[0].AsFloat64() * a[1].AsFloat64();
    *r = MakeFloat(a[0].type, p + a[2].AsFloat64());
  } else {
    float p = a[0].AsFloat32() * a[1].AsFloat32();
    *r = MakeFloat32(a[0].type, p + a[2].AsFloat32());
  }
  return true;
}

}  // namespace kiln::runtime::intrinsic_impl
