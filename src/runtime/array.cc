#include "runtime/array.h"

#include <algorithm>
#include <cstring>
#include <limits>

#include "base/check.h"
#include "runtime/errors.h"
#include "runtime/gc.h"
#include "runtime/runtime.h"
#include "runtime/subtype.h"

namespace kiln::runtime {
namespace {

// Arrays larger than this many bytes are refused with OutOfMemoryError rather than
// asking the collector (which would abort the process).
constexpr int64_t kMaxArrayBytes = int64_t{1} << 40;

bool StoresBits(const Type* elem) {
  if (!IsDataType(elem)) return false;
  const auto* d = static_cast<const DataType*>(elem);
  return d->concrete() && d->layout >= Layout::kInt && d->layout <= Layout::kFloat;
}

// Allocates an element block for `count` elements plus room; nullptr when too large.
void* AllocStorage(bool boxed, uint8_t elsize, int64_t count) {
  if (count < 0 || count > kMaxArrayBytes / std::max<int64_t>(elsize, 1)) return nullptr;
  size_t bytes = static_cast<size_t>(count) * elsize;
  if (bytes == 0) bytes = 1;
  return boxed ? TryGcAlloc(bytes) : TryGcAllocAtomic(bytes);
}

bool RequireVector(Runtime& rt, Array* a) {
  if (a->ndims != 1) return ThrowArgumentError(rt, "invalid Array dimensions");
  if (a->shared) return ThrowErrorException(rt, "cannot resize array with shared data");
  return true;
}

// Moves the elements to a new block with `front` free elements before them and room
// for at least `need` elements from data on.
bool Reallocate(Runtime& rt, Array* a, int64_t front, int64_t need) {
  int64_t total = front + need;
  void* storage = AllocStorage(a->boxed, a->elsize, total);
  if (storage == nullptr) return rt.Throw(MakeOutOfMemoryError(rt));
  auto* data = static_cast<uint8_t*>(storage) + front * a->elsize;
  if (a->length > 0) std::memcpy(data, a->data, static_cast<size_t>(a->length) * a->elsize);
  a->storage = storage;
  a->data = data;
  a->offset = front;
  a->capacity = need;
  return true;
}

void ClearElements(Array* a, int64_t from, int64_t count) {
  if (count > 0) {
    std::memset(a->data + from * a->elsize, 0, static_cast<size_t>(count) * a->elsize);
  }
}

int64_t GrowCapacity(int64_t current, int64_t needed) {
  int64_t doubled = current > std::numeric_limits<int64_t>::max() / 2 ? needed : current * 2;
  return std::max({doubled, needed, int64_t{4}});
}

}  // namespace

DataType* VectorType(Runtime& rt, Type* elem) {
  Value params[2] = {TypeValue(elem), rt.core.Int64(1)};
  return InstantiateType(rt, rt.core.array_name, params, 2);
}

bool NewArray(Runtime& rt, DataType* type, const int64_t* dims, uint32_t ndims, Value* out) {
  if (type->name != rt.core.array_name || !type->concrete()) {
    return ThrowTypeError(rt, "array_new", "", rt.core.array_wrapper, TypeValue(type));
  }
  if (static_cast<int64_t>(ndims) != type->param(1).AsInt()) {
    return ThrowArgumentError(rt, "invalid Array dimensions");
  }
  int64_t length = 1;
  for (uint32_t i = 0; i < ndims; ++i) {
    if (dims[i] < 0) return ThrowArgumentError(rt, "invalid Array dimensions");
    if (dims[i] != 0 && length > kMaxArrayBytes / dims[i]) {
      return rt.Throw(MakeOutOfMemoryError(rt));
    }
    length *= dims[i];
  }
  Type* elem = type->param(0).As<Type>();
  bool boxed = !StoresBits(elem);
  uint8_t elsize = boxed ? sizeof(Value) : static_cast<const DataType*>(elem)->size;
  void* storage = AllocStorage(boxed, elsize, length);
  if (storage == nullptr) return rt.Throw(MakeOutOfMemoryError(rt));
  auto* a = static_cast<Array*>(GcAlloc(sizeof(Array) + sizeof(int64_t) * ndims));
  a->type = type;
  a->storage = storage;
  a->data = static_cast<uint8_t*>(storage);
  a->length = length;
  a->capacity = length;
  a->offset = 0;
  a->elem_type = boxed ? nullptr : AsDataType(elem);
  a->ndims = ndims;
  a->elsize = elsize;
  a->boxed = boxed;
  for (uint32_t i = 0; i < ndims; ++i) a->dims()[i] = dims[i];
  *out = Value::FromObject(a);
  return true;
}

Array* NewVector(Runtime& rt, DataType* vector_type, int64_t length) {
  Value out;
  CHECK(NewArray(rt, vector_type, &length, 1, &out)) << "NewVector failed";
  return out.As<Array>();
}

bool ArrayGet(Runtime& rt, Array* a, int64_t i, Value* out) {
  Value v = ArrayLoad(a, i);
  if (!v.defined()) return rt.Throw(MakeUndefRefError(rt));
  *out = v;
  return true;
}

bool ArrayStore(Runtime& rt, Array* a, int64_t i, Value v) {
  if (!a->boxed) {
    if (v.type != a->elem_type) {
      return ThrowTypeError(rt, "arrayset", "", a->eltype(), v);
    }
  } else {
    Type* elem = a->eltype().As<Type>();
    if (!v.defined() || (elem != rt.core.any && !IsA(rt, v, elem))) {
      return ThrowTypeError(rt, "arrayset", "", a->eltype(), v);
    }
  }
  ArrayStoreUnchecked(a, i, v);
  return true;
}

bool ArrayIsAssigned(const Array* a, int64_t i) {
  return !a->boxed || reinterpret_cast<const Value*>(a->data)[i].defined();
}

bool LinearIndex(const Array* a, const int64_t* idx, uint32_t n, int64_t* out) {
  if (n == 0) return false;
  if (n == 1) {
    if (idx[0] < 1 || idx[0] > a->length) return false;
    *out = idx[0] - 1;
    return true;
  }
  int64_t linear = 0;
  int64_t stride = 1;
  for (uint32_t k = 0; k < n; ++k) {
    int64_t dim = 0;
    if (k + 1 == n && n < a->ndims) {
      // The last index runs over the remaining dimensions.
      dim = 1;
      for (uint32_t j = k; j < a->ndims; ++j) dim *= a->dims()[j];
    } else {
      dim = k < a->ndims ? a->dims()[k] : 1;
    }
    if (idx[k] < 1 || idx[k] > dim) return false;
    linear += (idx[k] - 1) * stride;
    stride *= dim;
  }
  *out = linear;
  return true;
}

bool ArrayGrowEnd(Runtime& rt, Array* a, int64_t n) {
  if (!RequireVector(rt, a)) return false;
  if (n < 0) return ThrowArgumentError(rt, "invalid Array size");
  int64_t need = a->length + n;
  if (need > a->capacity) {
    if (!Reallocate(rt, a, a->offset, GrowCapacity(a->capacity, need))) return false;
  }
  ClearElements(a, a->length, n);
  a->length = need;
  a->dims()[0] = need;
  return true;
}

bool ArrayGrowBeg(Runtime& rt, Array* a, int64_t n) {
  if (!RequireVector(rt, a)) return false;
  if (n < 0) return ThrowArgumentError(rt, "invalid Array size");
  if (n > a->offset) {
    int64_t front = GrowCapacity(a->offset, n);
    if (!Reallocate(rt, a, front, a->capacity)) return false;
  }
  a->data -= n * a->elsize;
  a->offset -= n;
  a->capacity += n;
  a->length += n;
  a->dims()[0] = a->length;
  ClearElements(a, 0, n);
  return true;
}

bool ArrayGrowAt(Runtime& rt, Array* a, int64_t i, int64_t n) {
  if (!RequireVector(rt, a)) return false;
  if (i < 1 || i > a->length + 1) {
    Value idx = rt.core.Int64(i);
    return ThrowBoundsError(rt, Value::FromObject(a), &idx, 1);
  }
  if (i == 1) return ArrayGrowBeg(rt, a, n);
  int64_t tail = a->length - (i - 1);
  if (!ArrayGrowEnd(rt, a, n)) return false;
  uint8_t* at = a->data + (i - 1) * a->elsize;
  std::memmove(at + n * a->elsize, at, static_cast<size_t>(tail) * a->elsize);
  ClearElements(a, i - 1, n);
  return true;
}

bool ArrayDelEnd(Runtime& rt, Array* a, int64_t n) {
  if (!RequireVector(rt, a)) return false;
  if (n < 0 || n > a->length) {
    if (a->length == 0) return ThrowArgumentError(rt, "array must be non-empty");
    return ThrowArgumentError(rt, "invalid Array size");
  }
  a->length -= n;
  a->dims()[0] = a->length;
  ClearElements(a, a->length, n);  // drop references for the collector
  return true;
}

bool ArrayDelBeg(Runtime& rt, Array* a, int64_t n) {
  if (!RequireVector(rt, a)) return false;
  if (n < 0 || n > a->length) {
    if (a->length == 0) return ThrowArgumentError(rt, "array must be non-empty");
    return ThrowArgumentError(rt, "invalid Array size");
  }
  ClearElements(a, 0, n);
  a->data += n * a->elsize;
  a->offset += n;
  a->capacity -= n;
  a->length -= n;
  a->dims()[0] = a->length;
  if (a->length == 0) {
    // Recenter an emptied queue so alternating push!/popfirst! does not creep.
    a->data = static_cast<uint8_t*>(a->storage);
    a->capacity += a->offset;
    a->offset = 0;
  }
  return true;
}

bool ArrayDelAt(Runtime& rt, Array* a, int64_t i, int64_t n) {
  if (!RequireVector(rt, a)) return false;
  if (n < 0 || i < 1 || i - 1 + n > a->length) {
    Value idx = rt.core.Int64(i);
    return ThrowBoundsError(rt, Value::FromObject(a), &idx, 1);
  }
  if (i == 1) return ArrayDelBeg(rt, a, n);
  uint8_t* at = a->data + (i - 1) * a->elsize;
  int64_t tail = a->length - (i - 1) - n;
  std::memmove(at, at + n * a->elsize, static_cast<size_t>(tail) * a->elsize);
  return ArrayDelEnd(rt, a, n);
}

bool ArrayResize(Runtime& rt, Array* a, int64_t n) {
  if (n < 0) return ThrowArgumentError(rt, "new length must be ≥ 0");
  if (n >= a->length) return ArrayGrowEnd(rt, a, n - a->length);
  return ArrayDelEnd(rt, a, a->length - n);
}

bool ArraySizehint(Runtime& rt, Array* a, int64_t n) {
  if (!RequireVector(rt, a)) return false;
  if (n > a->capacity) return Reallocate(rt, a, a->offset, n);
  return true;
}

bool ArrayPush(Runtime& rt, Array* a, Value v) {
  if (!ArrayGrowEnd(rt, a, 1)) return false;
  if (!ArrayStore(rt, a, a->length - 1, v)) {
    a->length -= 1;
    a->dims()[0] = a->length;
    return false;
  }
  return true;
}

bool ArrayCopy(Runtime& rt, const Array* a, Value* out) {
  if (!NewArray(rt, a->type, a->dims(), a->ndims, out)) return false;
  Array* b = out->As<Array>();
  if (a->length > 0) {
    std::memcpy(b->data, a->data, static_cast<size_t>(a->length) * a->elsize);
  }
  return true;
}

}  // namespace kiln::runtime
