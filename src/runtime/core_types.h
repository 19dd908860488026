// CoreTypes: the well-known types of one runtime (core_types.def), the UnionAll
// wrappers and aliases of the parametric ones, and cheap constructors of unboxed values.
#ifndef KILN_RUNTIME_CORE_TYPES_H_
#define KILN_RUNTIME_CORE_TYPES_H_

#include <bit>
#include <cstdint>

#include "runtime/types.h"
#include "runtime/value.h"

namespace kiln::runtime {

struct CoreTypes {
#define CORE_TYPE(field, julia_name) DataType* field = nullptr;
#include "runtime/core_types.def"
#undef CORE_TYPE

  Type* bottom = nullptr;  // Union{}

  // Parametric families: their TypeNames and wrappers (UnionAll values).
  TypeName* type_name = nullptr;         // Type{T}
  TypeName* tuple_name = nullptr;        // Tuple
  TypeName* named_tuple_name = nullptr;  // NamedTuple{names, T}
  TypeName* array_name = nullptr;        // Array{T,N}
  TypeName* dense_array_name = nullptr;
  TypeName* abstract_array_name = nullptr;
  Value type_wrapper;            // Type
  Value named_tuple_wrapper;     // NamedTuple
  Value array_wrapper;           // Array
  Value dense_array_wrapper;     // DenseArray
  Value abstract_array_wrapper;  // AbstractArray
  Value vector_alias;            // Vector = Array{T,1} where T
  Value matrix_alias;            // Matrix = Array{T,2} where T
  Value dense_vector_alias;
  Value dense_matrix_alias;
  Value abstract_vector_alias;
  Value abstract_matrix_alias;
  Value vararg_wrapper;  // Vararg, as a UnionAll-like constructor

  // Unboxed constructors (no allocation).
  Value Int64(int64_t v) const { return Value::Make(int64, static_cast<uint64_t>(v)); }
  Value UInt64(uint64_t v) const { return Value::Make(uint64, v); }
  Value Float64(double v) const { return Value::Make(float64, std::bit_cast<uint64_t>(v)); }
  Value Bool(bool v) const { return Value::Make(bool_, v ? 1 : 0); }
  // `bits` is Julia's Char representation (see char.h).
  Value CharBits(uint32_t bits) const { return Value::Make(char_, bits); }
  Value Nothing() const { return nothing->instance; }
  // An integer of bits type t, normalized to t's width (sign- or zero-extended).
  Value Int(DataType* t, uint64_t bits) const;
  Value EmptyTuple() const { return empty_tuple->instance; }
};

// Truncates `bits` to the width of t and extends it as t's signedness says; Bool keeps
// the low bit. REQUIRES: t has an unboxed bits layout.
uint64_t NormalizeBits(const DataType* t, uint64_t bits);

inline Value CoreTypes::Int(DataType* t, uint64_t bits) const {
  return Value::Make(t, NormalizeBits(t, bits));
}

}  // namespace kiln::runtime

#endif  // KILN_RUNTIME_CORE_TYPES_H_
