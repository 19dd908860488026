// Methods, method instances and method tables (Julia manual, "Methods"; seed 004:
// Method → MethodInstance → CodeInstance).
//
//   Method          one definition: its signature, defining module and location, the
//                   worlds in which it is visible, and an opaque body handle that the
//                   interpreter owns;
//   MethodInstance  (Method, specialization types): one per distinct tuple of concrete
//                   argument types seen at run time, with the static parameter values
//                   and an opaque slot for per-specialization interpreter data;
//   MethodTable     all methods of one generic function (or one callable type), plus
//                   the dispatch cache.
// All three are GC objects; the opaque pointer slots are scanned by the collector, so
// the interpreter may store GC pointers or (borrowed) pointers to its own memory.
#ifndef KILN_RUNTIME_METHOD_H_
#define KILN_RUNTIME_METHOD_H_

#include <cstdint>

#include "runtime/gc_table.h"
#include "runtime/object.h"
#include "runtime/types.h"
#include "runtime/value.h"

namespace kiln::runtime {

struct Method;
struct MethodTable;

struct MethodInstance : Object {
  Method* def;
  DataType* spec_types;  // Tuple{typeof(f), concrete argument types...}
  SVec* sparams;         // values of def's static parameters (`where` vars), outermost
                         // first; a TypeVar value means "not determined" (UndefVarError)
  void* interp_data;     // owned by the interpreter (e.g. its compiled frame layout)
  uint64_t interp_word;  // likewise
  // Owned by the native tier while one is set (its state for this
  // MethodInstance, so that a call finds it without a lookup); null otherwise.
  void* tier_data;
};

struct Method : Object {
  Symbol* name;
  Module* module;
  Symbol* file;
  int32_t line;
  uint32_t nargs;          // number of declared arguments, including the callee
  bool is_vararg;          // the last argument is `xs...`
  Type* sig;               // Tuple{typeof(f), argument types...}, possibly under UnionAlls
  SVec* sparam_vars;       // the TypeVars of sig's UnionAll prefix, outermost first
  SVec* arg_names;         // Symbols of the arguments after the callee (for messages), or null
  uint64_t primary_world;  // first world where the method is visible
  uint64_t deleted_world;  // first world where it is not (kMaxWorld while current)
  void* body;              // the interpreter's handle to the lowered body
  uint32_t body_id;        // likewise (e.g. an index into its own table)
  MethodTable* table;
  GcPtrTable<MethodInstance> specializations;  // keyed by spec_types
  uint64_t sig_key;  // type-equal signatures have equal keys, or one of them is 0
  // The only callee type the method applies to, when its signature names one exactly
  // (a function's singleton type, or Type{K} of a constructor K(...)); else null.
  DataType* exact_callee;
};

// One cached lookup result: valid for worlds [min_world, max_world] and argument
// types exactly `key`. When a later method definition makes the entry stale, its
// max_world is lowered and it leaves the table; holders (call-site caches) see that.
struct DispatchEntry : Object {
  uint64_t hash;
  uint64_t min_world;
  uint64_t max_world;
  MethodInstance* mi;
  uint32_t nargs;
  DataType** key() { return reinterpret_cast<DataType**>(this + 1); }
  DataType* const* key() const { return reinterpret_cast<DataType* const*>(this + 1); }
  bool ValidIn(uint64_t world) const { return min_world <= world && world <= max_world; }
};

struct MethodTable : Object {
  Symbol* name;             // the function's name (`f` for typeof(f))
  Module* module;           // where the function was created
  GcList<Method*> methods;  // in definition order, including replaced ones
  GcPtrTable<DispatchEntry> cache;
  uint32_t max_nargs;
  // Methods declared but not built yet (Runtime::deferred_methods builds them before the
  // table is first read), and whether it has been read: from then on nothing is deferred.
  // A per-callee table (rt.type_callee_mt) uses neither: the runtime keeps both per
  // callee type (Runtime::deferred_callees, resolved_callees; dispatch.h).
  uint32_t deferred;
  bool resolved;
  bool per_callee;
};

}  // namespace kiln::runtime

#endif  // KILN_RUNTIME_METHOD_H_
