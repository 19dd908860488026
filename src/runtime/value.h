// Values: the 16-byte currency of the runtime (ARCHITECTURE, key decision 8).
//
// A Value is a type pointer and a 64-bit payload. Which payload a value carries is a
// property of its type (DataType::layout, see types.h):
//   * unboxed bits  — Int8..Int64, UInt8..UInt64 (sign-/zero-extended to 64 bits),
//                     Bool (0 or 1), Char (Julia's 32-bit UTF-8 encoding, see char.h),
//                     Float64 (IEEE bits), Float32 (IEEE bits in the low word);
//   * singletons    — instances of field-less immutable types (`nothing`, functions,
//                     `DivideError()`, `()`): payload 0, no allocation;
//   * everything else is a pointer to a GC object whose header repeats the type.
// Value is trivially copyable; constructing an unboxed value never allocates.
// A default-constructed Value (type == nullptr) means "undefined" (#undef slots,
// unassigned fields, no pending exception).
#ifndef KILN_RUNTIME_VALUE_H_
#define KILN_RUNTIME_VALUE_H_

#include <bit>
#include <cstdint>
#include <type_traits>

namespace kiln::runtime {

struct DataType;

// Header of every GC object. `type` is the object's concrete type; interned Symbols
// are shared by all runtimes of the process and have type == nullptr (see symbol.h).
struct Object {
  DataType* type;
};

struct Value {
  DataType* type = nullptr;
  uint64_t bits = 0;

  static constexpr Value Make(DataType* t, uint64_t b) { return Value{t, b}; }
  static Value Boxed(DataType* t, const Object* o) {
    return Value{t, reinterpret_cast<uint64_t>(o)};
  }
  // REQUIRES: o->type != nullptr (not a Symbol; use Runtime::SymbolValue).
  static Value FromObject(const Object* o) { return Boxed(o->type, o); }

  bool defined() const { return type != nullptr; }

  int64_t AsInt() const { return static_cast<int64_t>(bits); }
  uint64_t AsUInt() const { return bits; }
  bool AsBool() const { return bits != 0; }
  double AsFloat64() const { return std::bit_cast<double>(bits); }
  float AsFloat32() const { return std::bit_cast<float>(static_cast<uint32_t>(bits)); }
  uint32_t AsCharBits() const { return static_cast<uint32_t>(bits); }
  Object* AsObject() const { return reinterpret_cast<Object*>(bits); }
  template <typename T>
  T* As() const {
    return reinterpret_cast<T*>(bits);
  }
};

static_assert(sizeof(Value) == 16, "Values are 16 bytes (ARCHITECTURE, decision 8)");
static_assert(std::is_trivially_copyable_v<Value>);

// Bitwise identity of the representation; egal (===) is Egal() in object.h.
inline bool SameBits(Value a, Value b) { return a.type == b.type && a.bits == b.bits; }

}  // namespace kiln::runtime

#endif  // KILN_RUNTIME_VALUE_H_
