// Internals of type construction shared by types.cc, type_union.cc, type_define.cc
// and bootstrap.cc.
// Not part of the runtime's public API.
#ifndef KILN_RUNTIME_TYPE_INTERNAL_H_
#define KILN_RUNTIME_TYPE_INTERNAL_H_

#include <cstdint>

#include "runtime/gc.h"
#include "runtime/types.h"

namespace kiln::runtime {

// A new type object of `kind`, with `extra` bytes after it (a Union's members).
template <typename T>
T* NewTypeObject(Runtime& rt, TypeKind kind, size_t extra = 0) {
  T* t = GcNew<T>(extra);
  t->type = KindOf(rt, kind);
  t->kind = kind;
  return t;
}

// Recomputes flags, field types, layout and the singleton instance of dt.
void FinishDataType(Runtime& rt, DataType* dt);
// A TypeName with the given generic parameters and nothing else set.
TypeName* NewTypeName(Runtime& rt, Module* module, Symbol* name, TypeVar* const* params,
                      uint32_t nparams);
// Creates tn's generic instance (parameters = the TypeVars) and its wrapper.
DataType* MakeBody(Runtime& rt, TypeName* tn, TypeVar* const* params, uint32_t nparams,
                   DataType* super);

}  // namespace kiln::runtime

#endif  // KILN_RUNTIME_TYPE_INTERNAL_H_
