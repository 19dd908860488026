// Internals of type construction shared by types.cc, type_define.cc and bootstrap.cc.
// Not part of the runtime's public API.
#ifndef KILN_RUNTIME_TYPE_INTERNAL_H_
#define KILN_RUNTIME_TYPE_INTERNAL_H_

#include <cstdint>

#include "runtime/types.h"

namespace kiln::runtime {

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
