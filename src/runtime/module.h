// Modules and global bindings (Julia manual, "Modules").
//
// A module maps symbols to Bindings. A binding is owned by the module that assigned or
// declared it; `using M` makes M's exported names visible (resolved lazily on first
// lookup, then recorded as an import); `import M: x` and `using M: x` record an
// explicit import. Imported bindings are aliases: reads and method definitions go to
// the owner's binding. The interpreter resolves a global once (at tape-build time or
// on first execution) to the owner's Binding* and then reads `value` directly.
#ifndef KILN_RUNTIME_MODULE_H_
#define KILN_RUNTIME_MODULE_H_

#include <cstdint>
#include <string>

#include "runtime/gc_table.h"
#include "runtime/object.h"
#include "runtime/symbol.h"
#include "runtime/value.h"

namespace kiln::runtime {

class Runtime;
struct Module;

struct Binding : Object {
  Symbol* name;
  Module* owner;      // the module whose global this is
  Value value;        // undefined until assigned
  Binding* imported;  // for an alias in another module: the owner's binding
  Value declared_type;  // `x::T = v` at top level (Julia 1.8's typed global); undefined: Any
  bool is_const;
  bool exported;         // listed in the owner's `export`
  bool explicit_import;  // created by `import M: x` (allows adding methods)
  bool deprecated;
};

struct Module : Object {
  Symbol* name;
  Module* parent;  // itself for top-level modules (Core, Main)
  GcPtrTable<Binding> bindings;
  GcList<Module*> usings;  // in `using` order
  uint64_t uid;
};

// A new module with `using Core` (and Base, when the runtime has one) unless `bare`.
Module* NewModule(Runtime& rt, Symbol* name, Module* parent, bool bare = false);

// The binding named `name` owned by or explicitly imported into m, or nullptr.
Binding* FindOwnBinding(Module* m, Symbol* name);
// Resolves `name` as a global read in m: its own bindings, then the exports of the
// modules it uses (an unambiguous hit is remembered as an implicit import). Returns
// the owner's binding (following aliases), or nullptr when the name is not visible or
// ambiguous between two used modules.
Binding* ResolveBinding(Runtime& rt, Module* m, Symbol* name);
// The binding m's own assignments go to, created if needed. Returns nullptr with a
// pending ErrorException when `name` is an imported binding (Julia: "cannot assign a
// value to imported variable M.x from module Main").
Binding* GetOrCreateOwnBinding(Runtime& rt, Module* m, Symbol* name);

// `name = value` at top level of m. Errors (pending exception, false): assigning an
// imported name; rebinding a constant to a non-egal value.
bool SetGlobal(Runtime& rt, Module* m, Symbol* name, Value value);
// `const name = value`.
bool SetConst(Runtime& rt, Module* m, Symbol* name, Value value);
// Reads a global; raises UndefVarError(name, m) when not defined.
bool GetGlobal(Runtime& rt, Module* m, Symbol* name, Value* out);

void Export(Module* m, Symbol* name);
// Makes `base` the runtime's Base: Main (and every module created later, unless bare)
// then uses it.
void InstallBase(Runtime& rt, Module* base);

// `using M` (adds M to m's usings; idempotent).
void UsingModule(Module* m, Module* used);
// `import from: name as alias` / `using from: name` (explicit == true for import).
// Returns false with a pending UndefVarError when `from` has no such binding, or an
// ErrorException when `alias` is already a different binding of m.
bool ImportBinding(Runtime& rt, Module* m, Module* from, Symbol* name, Symbol* alias,
                   bool explicit_import);

// Whether reading `name` in `from` would give `v`, without recording a resolution
// (type and function names print unqualified when visible from Main).
bool IsVisibleAs(Module* from, Symbol* name, Value v);

// Julia's fullname joined by dots: "Main.M.N".
void AppendModulePath(const Module* m, std::string* out);

}  // namespace kiln::runtime

#endif  // KILN_RUNTIME_MODULE_H_
