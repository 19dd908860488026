// Helpers shared by the implementations of builtins and intrinsics (not public API):
// argument checks that raise Kiln exceptions, and small constructors.
#ifndef KILN_RUNTIME_NATIVE_FN_H_
#define KILN_RUNTIME_NATIVE_FN_H_

#include <cstdint>
#include <string_view>

#include "runtime/core_types.h"
#include "runtime/errors.h"
#include "runtime/runtime.h"
#include "runtime/types.h"
#include "runtime/value.h"

namespace kiln::runtime {

inline bool IsIntLike(const DataType* t) {
  return t->layout == Layout::kInt || t->layout == Layout::kUInt || t->layout == Layout::kBool ||
         t->layout == Layout::kChar;
}
inline bool IsFloat(const DataType* t) { return t->layout == Layout::kFloat; }
inline int BitWidth(const DataType* t) { return t->size * 8; }
inline uint64_t WidthMask(int bits) {
  return bits >= 64 ? ~uint64_t{0} : (uint64_t{1} << bits) - 1;
}
// The bits of an integer value read as unsigned / as signed at its own width.
inline uint64_t UnsignedBits(Value v) { return v.bits & WidthMask(BitWidth(v.type)); }
inline int64_t SignedBits(Value v) {
  int w = BitWidth(v.type);
  uint64_t u = UnsignedBits(v);
  if (w < 64 && (u >> (w - 1)) & 1) u |= ~WidthMask(w);
  return static_cast<int64_t>(u);
}
inline double FloatOf(Value v) {
  return v.type->size == 8 ? v.AsFloat64() : static_cast<double>(v.AsFloat32());
}
Value MakeFloat(DataType* t, double x);
Value MakeFloat32(DataType* t, float x);

// Raise ErrorException (Julia's intrinsic errors) unless the arguments are of one
// integer-like / float type.
bool CheckInts(Runtime& rt, std::string_view name, const Value* args, uint32_t n);
bool CheckFloats(Runtime& rt, std::string_view name, const Value* args, uint32_t n);
// The target type argument of a conversion intrinsic, or nullptr after raising.
DataType* PrimitiveTypeArg(Runtime& rt, std::string_view name, Value t);

// Argument accessors for builtins: raise TypeError(name, expected, got) on mismatch.
bool IntArg(Runtime& rt, std::string_view name, Value v, int64_t* out);
bool StringArg(Runtime& rt, std::string_view name, Value v, String** out);
bool ArrayArg(Runtime& rt, std::string_view name, Value v, struct Array** out);

// (a, b) as a tuple.
Value MakeTuple2(Runtime& rt, Value a, Value b);

}  // namespace kiln::runtime

#endif  // KILN_RUNTIME_NATIVE_FN_H_
