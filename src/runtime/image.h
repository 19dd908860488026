// The runtime's part of a start-up image (gc.h: the image region;
// docs/formats/image.md): the roots of everything Base's loading built, kept in
// the image region itself so that a later process restores them by copying one
// struct. The interpreter keeps its own part behind `interp`.
#ifndef KILN_RUNTIME_IMAGE_H_
#define KILN_RUNTIME_IMAGE_H_

#include <cstdint>
#include <memory>
#include <string>

#include "runtime/runtime.h"
#include "runtime/symbol.h"

namespace kiln::runtime {

struct RuntimeImage {
  CoreTypes core;
  Module* core_module;
  Module* intrinsics_module;
  Module* main_module;
  Module* base_module;
  GcPtrTable<DataType> datatype_cache;
  GcPtrTable<Type> union_cache;
  GcPtrTable<Type> unionall_cache;
  GcPtrTable<Type> vararg_cache;
  Runtime::ApplyMemoEntry* apply_memo;
  MethodTable* type_callee_mt;
  SVec* empty_svec;
  Value* builtin_values;
  Value* intrinsic_values;
  const Type** deferred_callees;
  uint64_t deferred_callee_count;
  const Type** resolved_callees;
  uint64_t resolved_callee_count;
  uint64_t world;
  uint64_t next_type_uid;
  uint64_t next_typevar_id;
  SymbolTableState symbols;
  void* interp;  // the interpreter's part, set by the interpreter
};

// Fills a RuntimeImage allocated in the image region, which must still be allocating.
// Fails (with the reason in *error) when the state cannot be kept: parametric types
// left unfinished, or a symbol table that did not start in the region.
RuntimeImage* SaveRuntimeImage(Runtime& rt, std::string* error);

}  // namespace kiln::runtime

#endif  // KILN_RUNTIME_IMAGE_H_
