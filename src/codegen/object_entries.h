// The runtime entry native code allocates immutable structs with (objects.cc):
// kiln_rt_new_object(type, fields) makes a struct of `type` whose fields are
// the Values (type word, bits) native code wrote to `fields`, one per field,
// so a field may hold an object or a member of a Union (`Union{Node,
// Nothing}`). The type is the address of its external global kiln_ty_<...>
// (runtime_entries.h).
#ifndef KILN_CODEGEN_OBJECT_ENTRIES_H_
#define KILN_CODEGEN_OBJECT_ENTRIES_H_

#include "runtime/types.h"

namespace kiln::codegen {

inline constexpr const char* kNewObject = "kiln_rt_new_object";  // ptr (ptr type, ptr Values)

// A new StructObject of `type` (concrete, immutable, layout kStruct) whose
// field k is fields[k]. Collectable memory: native code holds it in its
// frame, which the collector scans; `fields` is in that frame too.
extern "C" void* KilnNewObject(runtime::DataType* type, const runtime::Value* fields);

}  // namespace kiln::codegen

#endif  // KILN_CODEGEN_OBJECT_ENTRIES_H_
