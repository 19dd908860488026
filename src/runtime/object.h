// Layouts of the runtime's GC objects and the operations every object supports:
// identity (===, Julia manual "Mathematical Operations": `===` is egal), hashing
// consistent with it, and field access for structs, tuples and named tuples.
//
// All objects are allocated in collectable GC memory (gc.h) and start with the
// Object header. Variable-sized payloads follow the fixed part in the same block.
#ifndef KILN_RUNTIME_OBJECT_H_
#define KILN_RUNTIME_OBJECT_H_

#include <cstdint>
#include <string_view>

#include "runtime/symbol.h"
#include "runtime/value.h"

namespace kiln::runtime {

class Runtime;
struct Module;

// Julia's `String`: immutable UTF-8 (or arbitrary) bytes, length-prefixed and
// followed by a NUL that is not part of the string. Allocated pointer-free.
struct String : Object {
  int64_t length;
  char* data() { return reinterpret_cast<char*>(this + 1); }
  const char* data() const { return reinterpret_cast<const char*>(this + 1); }
  std::string_view view() const { return {data(), static_cast<size_t>(length)}; }
};

// Core.SimpleVector: a fixed-length vector of Values (type parameters, field names…).
struct SVec : Object {
  int64_t length;
  Value* data() { return reinterpret_cast<Value*>(this + 1); }
  const Value* data() const { return reinterpret_cast<const Value*>(this + 1); }
  Value& operator[](int64_t i) { return data()[i]; }
  const Value& operator[](int64_t i) const { return data()[i]; }
};

// Instances of struct types, tuples and named tuples: one Value per field, in
// declaration order (the count is the type's nfields). An undefined Value is an
// unassigned field of a mutable struct (`new` with fewer arguments).
struct StructObject : Object {
  Value* fields() { return reinterpret_cast<Value*>(this + 1); }
  const Value* fields() const { return reinterpret_cast<const Value*>(this + 1); }
};

// Core.Box: a mutable cell holding a variable captured and reassigned by a closure.
struct Box : Object {
  Value contents;
};

// String construction. REQUIRES: rt outlives the call (allocates a String object).
String* NewString(Runtime& rt, std::string_view bytes);
// Allocates an uninitialized string of `length` bytes to be filled by the caller;
// returns nullptr when memory is exhausted.
String* AllocString(Runtime& rt, int64_t length);
Value StringValue(Runtime& rt, std::string_view bytes);

SVec* NewSVec(Runtime& rt, int64_t length);
SVec* NewSVec(Runtime& rt, const Value* items, int64_t length);

// New instance of a concrete struct/tuple/named-tuple type with `n` field values
// (n <= nfields; the rest stay undefined, but for fields of a primitive bits
// or singleton type: zero bits of their type, or the instance, as in Julia). No type checks: see NewStructChecked in
// builtins for the checked `new`. Singletons return the type's instance.
Value NewStructValue(Runtime& rt, DataType* type, const Value* fields, int64_t n);

Box* NewBox(Runtime& rt, Value contents);

// The named tuple (names[0] = values[0], ...) of type NamedTuple{names, Tuple{types}}.
// Raises ErrorException for a repeated name.
bool NewNamedTuple(Runtime& rt, Symbol* const* names, const Value* values, uint32_t n, Value* out);

// ===, Julia's egal: same type and, for immutable values, equal contents (bits for
// numbers, so NaN === NaN and 0.0 !== -0.0); mutable objects by address.
bool Egal(Value a, Value b);
// Hash consistent with Egal (objectid in Julia terms).
uint64_t EgalHash(Value v);

}  // namespace kiln::runtime

#endif  // KILN_RUNTIME_OBJECT_H_
