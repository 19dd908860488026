// Generic functions, method definition and multiple dispatch (Julia manual, "Methods",
// "Redefining Methods"; seed 004 for world ages).
//
// A generic function `f` is the singleton instance of its own type `typeof(f)`, a
// subtype of Function whose TypeName holds f's MethodTable. Callable objects and
// closures keep their methods in their type's TypeName the same way; calls whose
// callee is a type object (constructors) use Runtime::type_callee_mt.
//
// Lookup is by the types of all call arguments, callee included, with `Type{T}` for an
// argument that is the type object T. It returns the most specific applicable method
// visible in the given world, following Julia's rules for this subset:
//   * a method is more specific than another when its signature is a strict subtype
//     (so concrete beats abstract beats Any; `f(x::T, y::T) where T` beats f(x, y));
//   * signatures that are not subtype-related are compared position by position: one
//     is more specific when no position of the other is more specific and at least
//     one of its positions is, where a Union is more specific than a type when one of
//     its members is;
//   * when no applicable method is more specific than all the others, the call is
//     ambiguous (a method covering the intersection would have been that method).
// Results are cached per method table, keyed by the argument types; defining a method
// truncates the world range of the entries it affects.
#ifndef KILN_RUNTIME_DISPATCH_H_
#define KILN_RUNTIME_DISPATCH_H_

#include <cstdint>

#include "runtime/gc.h"
#include "runtime/method.h"
#include "runtime/types.h"
#include "runtime/value.h"

namespace kiln::runtime {

class Runtime;
struct Module;

MethodTable* NewMethodTable(Runtime& rt, Symbol* name, Module* module);

// Creates the generic function `name` in `module` (its type typeof(name) and empty
// method table) and returns the function value. Does not bind it; the caller does
// (usually SetConst(rt, module, name, f)).
Value NewGenericFunction(Runtime& rt, Module* module, Symbol* name);

// The table holding the methods callable on `callee`, or nullptr when none were ever
// defined for its type.
MethodTable* MethodTableOf(Runtime& rt, Value callee);
// The table a method with signature `sig` belongs to (created on demand), or nullptr
// when the first parameter of sig does not name a callable family.
MethodTable* MethodTableForSignature(Runtime& rt, Type* sig);

struct MethodDef {
  Type* sig = nullptr;  // Tuple{typeof(f), argtypes...} or a UnionAll of one
  Module* module = nullptr;
  Symbol* name = nullptr;
  Symbol* file = nullptr;
  int32_t line = 0;
  SVec* arg_names = nullptr;  // optional
  void* body = nullptr;
  uint32_t body_id = 0;
  // The callee is a type declared just now (the default constructors of a new struct,
  // added before it can be called): no method defined earlier can have an equal
  // signature and no cached lookup can involve it, so adding skips checking for both.
  bool new_callee = false;
};

// Adds a method (Julia's method definition): advances the world; the new method is
// visible from the new world on. A method whose signature is type-equal to an
// existing visible one replaces it (the old one's deleted_world is set). Raises
// (pending exception, nullptr) when sig is not a Tuple type with a callee type.
//
// With `world` non-zero, adds a deferred method (see below) in the world its
// declaration took instead of advancing the world.
Method* AddMethod(Runtime& rt, const MethodDef& def, uint64_t world = 0);

// Deferred methods. A definition may be declared on a table that has never been read
// (DeferMethod: the world advances as for AddMethod) and built later, by
// rt.deferred_methods, when the table is first read (ResolveMethods): every lookup and
// method listing resolves the table first. A resolved table takes no more deferred
// methods, so no cached lookup can ever miss a deferred method. AddMethod builds what
// is deferred first (replacement depends on the order of definitions) without
// resolving the table: adding caches nothing.
//
// The table of constructor calls (rt.type_callee_mt) is resolved per callee instead:
// a method `K(args...)` of a type K has the signature Tuple{Type{K}, ...}, which only
// calls whose callee is K itself can match, so its deferred methods wait until K is
// called. `callee` is K for that table and nullptr for the others.
bool CanDeferMethod(Runtime& rt, MethodTable* mt, Type* callee);
// Declares one deferred method; returns its world.
uint64_t DeferMethod(Runtime& rt, MethodTable* mt, Type* callee);
// Builds, before mt is read (`for_read`) or added to, the deferred methods that could
// matter to a signature or argument tuple whose first element is `callee_type`.
void ResolveMethodsSlow(Runtime& rt, MethodTable* mt, Value callee_type, bool for_read);
inline void ResolveMethods(Runtime& rt, MethodTable* mt, Value callee_type, bool for_read) {
  if (mt->deferred == 0 && mt->resolved && !mt->per_callee) return;
  ResolveMethodsSlow(rt, mt, callee_type, for_read);
}

// kTooDeep: the argument types or a signature are nested too deeply to compare
// (subtype.h); Dispatch raises a StackOverflowError for it.
enum class LookupStatus : uint8_t { kFound, kNoMethod, kAmbiguous, kTooDeep };

struct LookupResult {
  LookupStatus status = LookupStatus::kNoMethod;
  DispatchEntry* entry = nullptr;  // set when found
  MethodInstance* mi = nullptr;    // entry->mi
};

// Finds the method for the call args[0](args[1], ..., args[nargs-1]) in `world`.
LookupResult Lookup(Runtime& rt, const Value* args, uint32_t nargs, uint64_t world);
// Same, but raises MethodError (pending exception) when there is no unique method.
MethodInstance* Dispatch(Runtime& rt, const Value* args, uint32_t nargs, uint64_t world);
// Lookup by argument types (callee type first; Type{T} for type arguments).
LookupResult LookupByTypes(Runtime& rt, MethodTable* mt, DataType* const* types, uint32_t n,
                           uint64_t world);

// The applicable methods for argument types in `world`, and whether one is most
// specific (reflection and error messages). `candidates` receives the minimal methods
// when the call is ambiguous, or every applicable method otherwise.
LookupStatus FindMethods(Runtime& rt, MethodTable* mt, DataType* tuple_type, uint64_t world,
                         GcVector<Method*>* candidates);

// Julia's invoke: the method a call whose argument types were `sig` (a tuple type, callee
// first) would select, specialized for the actual arguments args[0..nargs) (callee
// first; each must be of its type in `sig`). Raises MethodError (pending) when no
// unique method applies.
MethodInstance* InvokeDispatch(Runtime& rt, DataType* sig, const Value* args, uint32_t nargs,
                               uint64_t world);

// Julia's morespecific on signatures.
bool MoreSpecific(Runtime& rt, Type* a, Type* b);

// The MethodInstance of `m` for the concrete tuple type `spec` (created once).
MethodInstance* Specialize(Runtime& rt, Method* m, DataType* spec, SVec* sparams);

}  // namespace kiln::runtime

#endif  // KILN_RUNTIME_DISPATCH_H_
