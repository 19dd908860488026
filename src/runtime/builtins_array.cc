// Array builtins (Julia manual, "Multi-dimensional Arrays"); the growth primitives
// behind push!, pushfirst!, insert!, deleteat!, resize! …
#include <cstring>
#include <string>

#include "runtime/array.h"
#include "runtime/builtin_impl.h"
#include "runtime/errors.h"
#include "runtime/gc.h"
#include "runtime/native_fn.h"
#include "runtime/print.h"
#include "runtime/runtime.h"
#include "runtime/subtype.h"

namespace kiln::runtime::builtin_impl {
namespace {

bool Indices(Runtime& rt, const char* name, const Value* a, uint32_t n, GcVector<int64_t>* out) {
  out->resize(n);
  for (uint32_t i = 0; i < n; ++i) {
    if (!IntArg(rt, name, a[i], &(*out)[i])) return false;
  }
  return true;
}

bool CountArg(Runtime& rt, const char* name, Value v, int64_t* n) {
  if (!IntArg(rt, name, v, n)) return false;
  if (*n < 0) return ThrowArgumentError(rt, "invalid Array size");
  return true;
}

}  // namespace

bool BuiltinArrayNew(Runtime& rt, const Value* a, uint32_t n, Value* r) {
  if (!IsType(a[0]) || !IsDataType(a[0].As<Type>())) {
    return ThrowTypeError(rt, "array_new", "", rt.core.type_wrapper, a[0]);
  }
  GcVector<int64_t> dims;
  if (!Indices(rt, "array_new", a + 1, n - 1, &dims)) return false;
  return NewArray(rt, a[0].As<DataType>(), dims.data(), n - 1, r);
}

bool BuiltinArraylen(Runtime& rt, const Value* a, uint32_t, Value* r) {
  Array* arr = nullptr;
  if (!ArrayArg(rt, "arraylen", a[0], &arr)) return false;
  *r = rt.core.Int64(arr->length);
  return true;
}

bool BuiltinArraysize(Runtime& rt, const Value* a, uint32_t, Value* r) {
  Array* arr = nullptr;
  int64_t d = 0;
  if (!ArrayArg(rt, "arraysize", a[0], &arr) || !IntArg(rt, "arraysize", a[1], &d)) return false;
  if (d < 1) return ThrowArgumentError(rt, "arraysize: dimension out of range");
  *r = rt.core.Int64(d <= arr->ndims ? arr->dims()[d - 1] : 1);
  return true;
}

bool BuiltinArrayref(Runtime& rt, const Value* a, uint32_t n, Value* r) {
  Array* arr = nullptr;
  if (!ArrayArg(rt, "arrayref", a[1], &arr)) return false;
  GcVector<int64_t> idx;
  if (!Indices(rt, "arrayref", a + 2, n - 2, &idx)) return false;
  int64_t i = 0;
  // Indices are always checked: `@inbounds` must not let a program read out of bounds.
  if (!LinearIndex(arr, idx.data(), n - 2, &i)) return ThrowBoundsError(rt, a[1], a + 2, n - 2);
  return ArrayGet(rt, arr, i, r);
}

bool BuiltinArrayset(Runtime& rt, const Value* a, uint32_t n, Value* r) {
  Array* arr = nullptr;
  if (!ArrayArg(rt, "arrayset", a[1], &arr)) return false;
  GcVector<int64_t> idx;
  if (!Indices(rt, "arrayset", a + 3, n - 3, &idx)) return false;
  int64_t i = 0;
  if (!LinearIndex(arr, idx.data(), n - 3, &i)) return ThrowBoundsError(rt, a[1], a + 3, n - 3);
  if (!ArrayStore(rt, arr, i, a[2])) return false;
  *r = a[1];
  return true;
}

bool BuiltinArrayIsassigned(Runtime& rt, const Value* a, uint32_t, Value* r) {
  Array* arr = nullptr;
  int64_t i = 0;
  if (!ArrayArg(rt, "array_isassigned", a[0], &arr) || !IntArg(rt, "array_isassigned", a[1], &i)) {
    return false;
  }
  *r = rt.core.Bool(i >= 1 && i <= arr->length && ArrayIsAssigned(arr, i - 1));
  return true;
}

#define KILN_ARRAY_COUNT_OP(id, fn)                                       \
  bool Builtin##id(Runtime& rt, const Value* a, uint32_t, Value* r) {     \
    Array* arr;                                                           \
    int64_t k;                                                            \
    if (!ArrayArg(rt, #fn, a[0], &arr) || !CountArg(rt, #fn, a[1], &k)) { \
      return false;                                                       \
    }                                                                     \
    if (!fn(rt, arr, k)) return false;                                    \
    *r = rt.core.Nothing();                                               \
    return true;                                                          \
  }
KILN_ARRAY_COUNT_OP(ArrayGrowEnd, ArrayGrowEnd)
KILN_ARRAY_COUNT_OP(ArrayGrowBeg, ArrayGrowBeg)
KILN_ARRAY_COUNT_OP(ArrayDelEnd, ArrayDelEnd)
KILN_ARRAY_COUNT_OP(ArrayDelBeg, ArrayDelBeg)
KILN_ARRAY_COUNT_OP(ArrayResize, ArrayResize)
KILN_ARRAY_COUNT_OP(ArraySizehint, ArraySizehint)
#undef KILN_ARRAY_COUNT_OP

bool BuiltinArrayGrowAt(Runtime& rt, const Value* a, uint32_t, Value* r) {
  Array* arr = nullptr;
  int64_t i = 0, k = 0;
  if (!ArrayArg(rt, "array_grow_at", a[0], &arr) || !IntArg(rt, "array_grow_at", a[1], &i) ||
      !CountArg(rt, "array_grow_at", a[2], &k)) {
    return false;
  }
  if (!ArrayGrowAt(rt, arr, i, k)) return false;
  *r = rt.core.Nothing();
  return true;
}

bool BuiltinArrayDelAt(Runtime& rt, const Value* a, uint32_t, Value* r) {
  Array* arr = nullptr;
  int64_t i = 0, k = 0;
  if (!ArrayArg(rt, "array_del_at", a[0], &arr) || !IntArg(rt, "array_del_at", a[1], &i) ||
      !CountArg(rt, "array_del_at", a[2], &k)) {
    return false;
  }
  if (!ArrayDelAt(rt, arr, i, k)) return false;
  *r = rt.core.Nothing();
  return true;
}

bool BuiltinArrayCopy(Runtime& rt, const Value* a, uint32_t, Value* r) {
  Array* arr = nullptr;
  if (!ArrayArg(rt, "array_copy", a[0], &arr)) return false;
  return ArrayCopy(rt, arr, r);
}

bool BuiltinArrayCopyto(Runtime& rt, const Value* a, uint32_t, Value* r) {
  Array* dest = nullptr;
  Array* src = nullptr;
  int64_t doffs = 0, soffs = 0, n = 0;
  if (!ArrayArg(rt, "array_copyto", a[0], &dest) || !IntArg(rt, "array_copyto", a[1], &doffs) ||
      !ArrayArg(rt, "array_copyto", a[2], &src) || !IntArg(rt, "array_copyto", a[3], &soffs) ||
      !IntArg(rt, "array_copyto", a[4], &n)) {
    return false;
  }
  if (n < 0)
    return ThrowArgumentError(
        rt, "tried to copy n=" + std::to_string(n) + " elements, but n should be nonnegative");
  if (n == 0) {
    *r = a[0];
    return true;
  }
  if (doffs < 1 || doffs - 1 + n > dest->length) {
    Value idx = rt.core.Int64(doffs - 1 + n);
    return ThrowBoundsError(rt, a[0], &idx, 1);
  }
  if (soffs < 1 || soffs - 1 + n > src->length) {
    Value idx = rt.core.Int64(soffs - 1 + n);
    return ThrowBoundsError(rt, a[2], &idx, 1);
  }
  bool same_layout =
      dest->boxed == src->boxed && dest->elsize == src->elsize &&
      (dest->boxed ? SameBits(dest->eltype(), src->eltype()) : dest->elem_type == src->elem_type);
  if (same_layout) {
    std::memmove(dest->data + (doffs - 1) * dest->elsize, src->data + (soffs - 1) * src->elsize,
                 static_cast<size_t>(n) * dest->elsize);
  } else {
    // Element by element, checking types; a temporary copy handles overlap.
    GcVector<Value> tmp;
    tmp.reserve(static_cast<size_t>(n));
    for (int64_t k = 0; k < n; ++k) tmp.push_back(ArrayLoad(src, soffs - 1 + k));
    for (int64_t k = 0; k < n; ++k) {
      if (!tmp[k].defined() && dest->boxed) {
        ArrayStoreUnchecked(dest, doffs - 1 + k, tmp[k]);
      } else if (!tmp[k].defined()) {
        return rt.Throw(MakeUndefRefError(rt));
      } else if (!ArrayStore(rt, dest, doffs - 1 + k, tmp[k])) {
        return false;
      }
    }
  }
  *r = a[0];
  return true;
}

bool BuiltinArrayFill(Runtime& rt, const Value* a, uint32_t, Value* r) {
  Array* arr = nullptr;
  if (!ArrayArg(rt, "array_fill", a[0], &arr)) return false;
  if (arr->length > 0) {
    if (!ArrayStore(rt, arr, 0, a[1])) return false;
    for (int64_t i = 1; i < arr->length; ++i) ArrayStoreUnchecked(arr, i, a[1]);
  }
  *r = a[0];
  return true;
}

bool BuiltinArrayReshape(Runtime& rt, const Value* a, uint32_t n, Value* r) {
  Array* src = nullptr;
  if (!ArrayArg(rt, "array_reshape", a[1], &src)) return false;
  if (!IsType(a[0]) || !IsDataType(a[0].As<Type>())) {
    return ThrowTypeError(rt, "array_reshape", "", rt.core.type_wrapper, a[0]);
  }
  DataType* t = a[0].As<DataType>();
  if (t->name != rt.core.array_name || !t->concrete() || !SameBits(t->param(0), src->eltype()) ||
      t->param(1).AsInt() != static_cast<int64_t>(n - 2)) {
    return ThrowTypeError(rt, "array_reshape", "", a[0], a[1]);
  }
  GcVector<int64_t> dims;
  if (!Indices(rt, "array_reshape", a + 2, n - 2, &dims)) return false;
  int64_t length = 1;
  bool ok = true;
  for (int64_t d : dims) {
    ok &= d >= 0;
    length *= d;
  }
  if (!ok || length != src->length) {
    std::string msg = "new dimensions (";
    for (size_t i = 0; i < dims.size(); ++i) {
      if (i > 0) msg += ", ";
      msg += std::to_string(dims[i]);
    }
    if (dims.size() == 1) msg += ",";
    msg += ") must be consistent with array length " + std::to_string(src->length);
    return rt.Throw(MakeDimensionMismatch(rt, msg));
  }
  auto* b = static_cast<Array*>(GcAlloc(sizeof(Array) + sizeof(int64_t) * dims.size()));
  *static_cast<Object*>(b) = Object{t};
  b->data = src->data;
  b->storage = src->storage;
  b->length = src->length;
  b->capacity = src->length;
  b->offset = 0;
  b->elem_type = src->elem_type;
  b->ndims = static_cast<uint32_t>(dims.size());
  b->elsize = src->elsize;
  b->boxed = src->boxed;
  b->shared = true;
  src->shared = true;
  for (size_t i = 0; i < dims.size(); ++i) b->dims()[i] = dims[i];
  *r = Value::FromObject(b);
  return true;
}

}  // namespace kiln::runtime::builtin_impl
