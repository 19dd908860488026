// The runtime entry native code allocates immutable structs with (objects.cc):
// kiln_rt_alloc_object(type) returns a new struct of `type` whose header is
// set and whose fields are zero; native code then writes each field's Value
// (type word, bits) into it, so a field may hold an object or a member of a
// Union (`Union{Node, Nothing}`). The type is the address of its external
// global kiln_ty_<...> (runtime_entries.h).
#ifndef KILN_CODEGEN_OBJECT_ENTRIES_H_
#define KILN_CODEGEN_OBJECT_ENTRIES_H_

#include "runtime/types.h"

namespace kiln::codegen {

inline constexpr const char* kAllocObject = "kiln_rt_alloc_object";  // ptr (ptr type)

// A new StructObject of `type` (concrete, immutable, layout kStruct) with its
// fields zero (undefined), for native code to fill before anything else sees
// it. Collectable memory (runtime::GcAlloc's small-object free lists): native
// code holds it, and the fields' values until it stores them, in its frame
// and registers, which the collector scans.
extern "C" void* KilnAllocObject(runtime::DataType* type);

}  // namespace kiln::codegen

#endif  // KILN_CODEGEN_OBJECT_ENTRIES_H_
