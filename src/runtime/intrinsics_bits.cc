// Bitwise intrinsics and integer comparisons. Shift counts are read as unsigned and
// a count >= the width gives Julia's result (0, or the sign for >>), not LLVM poison.
#include <bit>

#include "runtime/intrinsic_impl.h"
#include "runtime/native_fn.h"
#include "runtime/runtime.h"

namespace kiln::runtime::intrinsic_impl {
namespace {

Value Int(Runtime& rt, DataType* t, uint64_t bits) { return rt.core.Int(t, bits); }

bool CheckShift(Runtime& rt, const char* name, const Value* a) {
  if (!CheckInts(rt, name, a, 1)) return false;
  return CheckInts(rt, name, a + 1, 1);
}

}  // namespace

bool and_int(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (!CheckInts(rt, "and_int", a, 2)) return false;
  *r = Int(rt, a[0].type, a[0].bits & a[1].bits);
  return true;
}

bool or_int(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (!CheckInts(rt, "or_int", a, 2)) return false;
  *r = Int(rt, a[0].type, a[0].bits | a[1].bits);
  return true;
}

bool xor_int(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (!CheckInts(rt, "xor_int", a, 2)) return false;
  *r = Int(rt, a[0].type, a[0].bits ^ a[1].bits);
  return true;
}

bool not_int(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (!CheckInts(rt, "not_int", a, 1)) return false;
  *r = Int(rt, a[0].type, ~a[0].bits);
  return true;
}

bool shl_int(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (!CheckShift(rt, "shl_int", a)) return false;
  uint64_t n = UnsignedBits(a[1]);
  *r = Int(rt, a[0].type, n >= static_cast<uint64_t>(BitWidth(a[0].type)) ? 0 : a[0].bits << n);
  return true;
}

bool lshr_int(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (!CheckShift(rt, "lshr_int", a)) return false;
  uint64_t n = UnsignedBits(a[1]);
  uint64_t x = UnsignedBits(a[0]);
  *r = Int(rt, a[0].type, n >= static_cast<uint64_t>(BitWidth(a[0].type)) ? 0 : x >> n);
  return true;
}

bool ashr_int(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (!CheckShift(rt, "ashr_int", a)) return false;
  uint64_t n = UnsignedBits(a[1]);
  int64_t x = SignedBits(a[0]);
  int64_t v = n >= static_cast<uint64_t>(BitWidth(a[0].type)) ? (x < 0 ? -1 : 0) : x >> n;
  *r = Int(rt, a[0].type, static_cast<uint64_t>(v));
  return true;
}

bool bswap_int(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (!CheckInts(rt, "bswap_int", a, 1)) return false;
  int w = BitWidth(a[0].type);
  uint64_t x = UnsignedBits(a[0]);
  *r = Int(rt, a[0].type, w == 8 ? x : __builtin_bswap64(x) >> (64 - w));
  return true;
}

bool ctpop_int(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (!CheckInts(rt, "ctpop_int", a, 1)) return false;
  *r = Int(rt, a[0].type, static_cast<uint64_t>(std::popcount(UnsignedBits(a[0]))));
  return true;
}

bool ctlz_int(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (!CheckInts(rt, "ctlz_int", a, 1)) return false;
  int w = BitWidth(a[0].type);
  auto n = static_cast<uint64_t>(std::countl_zero(UnsignedBits(a[0])) - (64 - w));
  *r = Int(rt, a[0].type, n);
  return true;
}

bool cttz_int(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (!CheckInts(rt, "cttz_int", a, 1)) return false;
  int w = BitWidth(a[0].type);
  uint64_t x = UnsignedBits(a[0]);
  *r = Int(rt, a[0].type,
           x == 0 ? static_cast<uint64_t>(w) : static_cast<uint64_t>(std::countr_zero(x)));
  return true;
}

#define KILN_INT_CMP(name, expr)                               \
  bool name(Runtime& rt, const Value* a, uint32_t, Value* r) { \
    if (!CheckInts(rt, #name, a, 2)) return false;             \
    *r = rt.core.Bool(expr);                                   \
    return true;                                               \
  }
KILN_INT_CMP(eq_int, a[0].bits == a[1].bits)
KILN_INT_CMP(ne_int, a[0].bits != a[1].bits)
KILN_INT_CMP(slt_int, SignedBits(a[0]) < SignedBits(a[1]))
KILN_INT_CMP(sle_int, SignedBits(a[0]) <= SignedBits(a[1]))
KILN_INT_CMP(ult_int, UnsignedBits(a[0]) < UnsignedBits(a[1]))
KILN_INT_CMP(ule_int, UnsignedBits(a[0]) <= UnsignedBits(a[1]))
#undef KILN_INT_CMP

#define KILN_FLOAT_CMP(name, op)                               \
  bool name(Runtime& rt, const Value* a, uint32_t, Value* r) { \
    if (!CheckFloats(rt, #name, a, 2)) return false;           \
    *r = rt.core.Bool(FloatOf(a[0]) op FloatOf(a[1]));         \
    return true;                                               \
  }
KILN_FLOAT_CMP(eq_float, ==)
KILN_FLOAT_CMP(ne_float, !=)
KILN_FLOAT_CMP(lt_float, <)
KILN_FLOAT_CMP(le_float, <=)
#undef KILN_FLOAT_CMP

bool fpiseq(Runtime& rt, const Value* a, uint32_t, Value* r) {
  if (!CheckFloats(rt, "fpiseq", a, 2)) return false;
  double x = FloatOf(a[0]), y = FloatOf(a[1]);
  bool both_nan = x != x && y != y;
  *r = rt.core.Bool(both_nan || a[0].bits == a[1].bits);
  return true;
}

}  // namespace kiln::runtime::intrinsic_impl
