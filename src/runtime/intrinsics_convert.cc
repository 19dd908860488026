// Conversion intrinsics: (T, x). Out-of-range float-to-integer conversions saturate
// (NaN gives 0) instead of producing LLVM poison; Base checks ranges first and raises
// InexactError, so Julia programs never see the difference.
#include <cmath>
#include <limits>
#include <string>

#include "runtime/errors.h"
#include "runtime/intrinsic_impl.h"
#include "runtime/native_fn.h"
#include "runtime/runtime.h"
#include "runtime/symbol.h"

namespace kiln::runtime::intrinsic_impl {
namespace {

bool IntTarget(Runtime& rt, const char* name, const Value* a, DataType** t) {
  *t = PrimitiveTypeArg(rt, name, a[0]);
  if (*t == nullptr) return false;
  if (!IsIntLike(*t))
    return ThrowErrorException(rt, std::string(name) + ": target type not an integer type");
  return CheckInts(rt, name, a + 1, 1);
}

bool FloatTarget(Runtime& rt, const char* name, const Value* a, DataType** t) {
  *t = PrimitiveTypeArg(rt, name, a[0]);
  if (*t == nullptr) return false;
  if (!IsFloat(*t))
    return ThrowErrorException(rt, std::string(name) + ": target type not a float type");
  return true;
}

}  // namespace

bool trunc_int(Runtime& rt, const Value* a, uint32_t, Value* r) {
  DataType* t = nullptr;
  if (!IntTarget(rt, "trunc_int", a, &t)) return false;
  *r = rt.core.Int(t, a[1].bits);
  return true;
}

bool sext_int(Runtime& rt, const Value* a, uint32_t, Value* r) {
  DataType* t = nullptr;
  if (!IntTarget(rt, "sext_int", a, &t)) return false;
  *r = rt.core.Int(t, static_cast<uint64_t>(SignedBits(a[1])));
  return true;
}

bool zext_int(Runtime& rt, const Value* a, uint32_t, Value* r) {
  DataType* t = nullptr;
  if (!IntTarget(rt, "zext_int", a, &t)) return false;
  *r = rt.core.Int(t, UnsignedBits(a[1]));
  return true;
}

bool sitofp(Runtime& rt, const Value* a, uint32_t, Value* r) {
  DataType* t = nullptr;
  if (!FloatTarget(rt, "sitofp", a, &t) || !CheckInts(rt, "sitofp", a + 1, 1)) return false;
  int64_t x = SignedBits(a[1]);
  *r = t->size == 8 ? MakeFloat(t, static_cast<double>(x)) : MakeFloat32(t, static_cast<float>(x));
  return true;
}

bool uitofp(Runtime& rt, const Value* a, uint32_t, Value* r) {
  DataType* t = nullptr;
  if (!FloatTarget(rt, "uitofp", a, &t) || !CheckInts(rt, "uitofp", a + 1, 1)) return false;
  uint64_t x = UnsignedBits(a[1]);
  *r = t->size == 8 ? MakeFloat(t, static_cast<double>(x)) : MakeFloat32(t, static_cast<float>(x));
  return true;
}

bool fptosi(Runtime& rt, const Value* a, uint32_t, Value* r) {
  DataType* t = PrimitiveTypeArg(rt, "fptosi", a[0]);
  if (t == nullptr) return false;
  if (!IsIntLike(t)) return ThrowErrorException(rt, "fptosi: target type not an integer type");
  if (!CheckFloats(rt, "fptosi", a + 1, 1)) return false;
  double x = std::trunc(FloatOf(a[1]));
  int w = BitWidth(t);
  double lo = -std::ldexp(1.0, w - 1), hi = std::ldexp(1.0, w - 1);
  int64_t v = 0;
  if (std::isnan(x)) {
    v = 0;
  } else if (x < lo) {
    v = w >= 64 ? INT64_MIN : -(int64_t{1} << (w - 1));
  } else if (x >= hi) {
    v = w >= 64 ? INT64_MAX : (int64_t{1} << (w - 1)) - 1;
  } else {
    v = static_cast<int64_t>(x);
  }
  *r = rt.core.Int(t, static_cast<uint64_t>(v));
  return true;
}

bool fptoui(Runtime& rt, const Value* a, uint32_t, Value* r) {
  DataType* t = PrimitiveTypeArg(rt, "fptoui", a[0]);
  if (t == nullptr) return false;
  if (!IsIntLike(t)) return ThrowErrorException(rt, "fptoui: target type not an integer type");
  if (!CheckFloats(rt, "fptoui", a + 1, 1)) return false;
  double x = std::trunc(FloatOf(a[1]));
  int w = BitWidth(t);
  double hi = std::ldexp(1.0, w);
  uint64_t v = 0;
  if (std::isnan(x) || x <= 0) {
    v = 0;
  } else if (x >= hi) {
    v = WidthMask(w);
  } else {
    v = static_cast<uint64_t>(x);
  }
  *r = rt.core.Int(t, v);
  return true;
}

bool fptrunc(Runtime& rt, const Value* a, uint32_t, Value* r) {
  DataType* t = nullptr;
  if (!FloatTarget(rt, "fptrunc", a, &t) || !CheckFloats(rt, "fptrunc", a + 1, 1)) return false;
  *r = MakeFloat(t, FloatOf(a[1]));
  return true;
}

bool fpext(Runtime& rt, const Value* a, uint32_t n, Value* r) { return fptrunc(rt, a, n, r); }

bool bitcast(Runtime& rt, const Value* a, uint32_t, Value* r) {
  DataType* t = PrimitiveTypeArg(rt, "bitcast", a[0]);
  if (t == nullptr) return false;
  Value x = a[1];
  if (!x.defined() || !(IsIntLike(x.type) || IsFloat(x.type))) {
    return ThrowErrorException(rt, "bitcast: value not a primitive type");
  }
  if (x.type->size != t->size) {
    return ThrowErrorException(rt, "bitcast: argument size does not match size of target type");
  }
  *r = Value::Make(t, NormalizeBits(t, x.bits & WidthMask(BitWidth(x.type))));
  return true;
}

namespace {

bool Inexact(Runtime& rt, const char* func, Value t, Value x) {
  return rt.Throw(MakeInexactError(rt, Intern(func), t, x));
}

}  // namespace

bool checked_trunc_sint(Runtime& rt, const Value* a, uint32_t, Value* r) {
  DataType* t = nullptr;
  if (!IntTarget(rt, "checked_trunc_sint", a, &t)) return false;
  Value y = rt.core.Int(t, a[1].bits);
  // Sign-extending y back to x's width must give x.
  if ((static_cast<uint64_t>(SignedBits(y)) & WidthMask(BitWidth(a[1].type))) !=
      UnsignedBits(a[1])) {
    return Inexact(rt, "trunc", a[0], a[1]);
  }
  *r = y;
  return true;
}

bool checked_trunc_uint(Runtime& rt, const Value* a, uint32_t, Value* r) {
  DataType* t = nullptr;
  if (!IntTarget(rt, "checked_trunc_uint", a, &t)) return false;
  Value y = rt.core.Int(t, a[1].bits);
  if (UnsignedBits(y) != UnsignedBits(a[1])) return Inexact(rt, "trunc", a[0], a[1]);
  *r = y;
  return true;
}

bool check_sign_bit(Runtime& rt, const Value* a, uint32_t, Value* r) {
  DataType* t = nullptr;
  if (!IntTarget(rt, "check_sign_bit", a, &t)) return false;
  int w = BitWidth(a[1].type);
  if ((UnsignedBits(a[1]) >> (w - 1)) & 1) {
    return Inexact(rt, t->size == a[1].type->size ? "convert" : "trunc", a[0], a[1]);
  }
  *r = a[1];
  return true;
}

}  // namespace kiln::runtime::intrinsic_impl
