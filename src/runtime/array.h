// Julia's Array{T,N} (Julia manual, "Multi-dimensional Arrays"): column-major with
// 1-based indices; vectors grow at both ends in amortized O(1).
//
// Elements of a primitive bits type (Int8…UInt64, Bool, Char, Float32/64) are stored
// as raw bits of their size, so Vector{Float64} is 8 bytes per element in memory the
// collector does not scan. Other elements are stored as 16-byte Values; an undefined
// Value is an #undef element (reading it raises UndefRefError).
//
// The element storage is a separate GC block: `storage` points at its start so the
// block stays alive, `data` at the first element (after `offset` free elements kept
// for pushfirst!). Arrays made by reshape share storage and cannot be resized.
#ifndef KILN_RUNTIME_ARRAY_H_
#define KILN_RUNTIME_ARRAY_H_

#include <cstdint>
#include <cstring>

#include "runtime/core_types.h"
#include "runtime/types.h"
#include "runtime/value.h"

namespace kiln::runtime {

class Runtime;

struct Array : Object {
  uint8_t* data;        // the first element
  void* storage;        // start of the element block (keeps it alive)
  int64_t length;       // number of elements (product of dims)
  int64_t capacity;     // elements that fit between data and the end of the block
  int64_t offset;       // free elements between storage and data
  DataType* elem_type;  // element type when stored as bits, else nullptr
  uint32_t ndims;
  uint8_t elsize;  // bytes per element (sizeof(Value) when boxed)
  bool boxed;      // elements are Values
  bool shared;     // storage shared with another array: not resizable
  // Set while the native call that made the array runs (its stores need no
  // undo record: should the call bail, nothing else has seen the array);
  // cleared when the call returns (codegen/runtime_entries.h).
  uint8_t native_fresh;
  int64_t* dims() { return reinterpret_cast<int64_t*>(this + 1); }
  const int64_t* dims() const { return reinterpret_cast<const int64_t*>(this + 1); }

  // The element type parameter of the array's type.
  Value eltype() const { return type->param(0); }
};

// New array of the concrete type `type` (an Array{E,N}) with the given dims: bits
// elements are zero, others #undef. Raises ArgumentError for negative dims or a
// wrong number of them, OutOfMemoryError when too large.
bool NewArray(Runtime& rt, DataType* type, const int64_t* dims, uint32_t ndims, Value* out);
// Convenience for C++ callers; CHECK-fails on errors.
Array* NewVector(Runtime& rt, DataType* vector_type, int64_t length);
// Vector{elem} for a type (Array{elem,1}).
DataType* VectorType(Runtime& rt, Type* elem);

// Element access by 0-based linear index. REQUIRES: 0 <= i < a->length.
inline Value ArrayLoad(const Array* a, int64_t i) {
  if (a->boxed) return reinterpret_cast<const Value*>(a->data)[i];
  const uint8_t* p = a->data + i * a->elsize;
  uint64_t bits = 0;
  switch (a->elsize) {
    case 1: bits = *p; break;
    case 2: {
      uint16_t v;
      std::memcpy(&v, p, 2);
      bits = v;
      break;
    }
    case 4: {
      uint32_t v;
      std::memcpy(&v, p, 4);
      bits = v;
      break;
    }
    default: std::memcpy(&bits, p, 8); break;
  }
  return Value::Make(a->elem_type, NormalizeBits(a->elem_type, bits));
}
// REQUIRES: v isa the element type (checked by ArrayStore).
inline void ArrayStoreUnchecked(Array* a, int64_t i, Value v) {
  if (a->boxed) {
    reinterpret_cast<Value*>(a->data)[i] = v;
    return;
  }
  std::memcpy(a->data + i * a->elsize, &v.bits, a->elsize);  // little-endian low bytes
}
// Reads element i; raises UndefRefError for #undef.
bool ArrayGet(Runtime& rt, Array* a, int64_t i, Value* out);
// Stores v at i; raises TypeError when v is not of the element type.
bool ArrayStore(Runtime& rt, Array* a, int64_t i, Value v);
// Whether element i is assigned (always true for bits elements).
bool ArrayIsAssigned(const Array* a, int64_t i);

// Linear 0-based index of the 1-based indices idx[0..n) (Julia's rules: trailing
// indices beyond ndims must be 1; fewer indices index the trailing dims linearly).
// Returns false when out of bounds.
bool LinearIndex(const Array* a, const int64_t* idx, uint32_t n, int64_t* out);

// Vector mutation (REQUIRES a 1-d array; raise on shared data or bad counts).
bool ArrayGrowEnd(Runtime& rt, Array* a, int64_t n);
bool ArrayGrowBeg(Runtime& rt, Array* a, int64_t n);
bool ArrayGrowAt(Runtime& rt, Array* a, int64_t i, int64_t n);  // before 1-based i
bool ArrayDelEnd(Runtime& rt, Array* a, int64_t n);
bool ArrayDelBeg(Runtime& rt, Array* a, int64_t n);
bool ArrayDelAt(Runtime& rt, Array* a, int64_t i, int64_t n);  // 1-based i
bool ArrayResize(Runtime& rt, Array* a, int64_t n);
bool ArraySizehint(Runtime& rt, Array* a, int64_t n);
// Appends v (push!), raising TypeError when v is not of the element type.
bool ArrayPush(Runtime& rt, Array* a, Value v);

// A shallow copy (same element values); OutOfMemoryError when too large.
bool ArrayCopy(Runtime& rt, const Array* a, Value* out);

}  // namespace kiln::runtime

#endif  // KILN_RUNTIME_ARRAY_H_
