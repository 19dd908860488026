// Interned symbols (Julia's `Symbol`). One table per process, shared by all runtimes;
// symbols are never collected, so a Symbol* can be compared by address and stored
// anywhere (including malloc memory and the tape's constant tables).
#ifndef KILN_RUNTIME_SYMBOL_H_
#define KILN_RUNTIME_SYMBOL_H_

#include <cstdint>
#include <string_view>

#include "runtime/value.h"

namespace kiln::runtime {

struct Symbol : Object {  // Object::type is nullptr: see value.h
  uint64_t hash;
  uint32_t length;
  uint32_t id;  // dense, in interning order
  const char* data() const { return reinterpret_cast<const char*>(this + 1); }
  std::string_view name() const { return {data(), length}; }
};

// Returns the unique symbol spelled `name` (any bytes, including invalid UTF-8).
// Thread-safe.
Symbol* Intern(std::string_view name);

// The table's state, as a start-up image keeps it (its slots and symbols live in the
// image region when the table was first used while that region was allocating).
struct SymbolTableState {
  Symbol** slots;
  uint64_t capacity;  // a power of two
  uint64_t count;
};
// Under the table's lock. False when part of the table is outside the image region.
bool SaveSymbolTable(SymbolTableState* out);
// Adopts a saved table. REQUIRES: no symbol interned yet in this process.
bool RestoreSymbolTable(const SymbolTableState& state);
// How many symbols are interned.
size_t SymbolCount();

}  // namespace kiln::runtime

#endif  // KILN_RUNTIME_SYMBOL_H_
