// A linked module's names and global references, resolved in the running
// program: free functions over a LinkedModule's side tables.
#ifndef KILN_INTERP_GLOBALS_H_
#define KILN_INTERP_GLOBALS_H_

#include "interp/code.h"
#include "runtime/runtime.h"

namespace kiln::interp {

class FastOps;

runtime::Symbol* NameSymbol(LinkedModule* lm, ir::NameId name);
runtime::Symbol* FileSymbol(LinkedModule* lm);  // the path of lm's file

// The module that a global reference's path names (the current one for an
// empty path), or null with an exception pending.
runtime::Module* ModuleOfPath(runtime::Runtime& rt, LinkedModule* lm, const ir::GlobalRef& ref);
// The binding `g` names, created in its module when `create` (for stores).
runtime::Binding* ResolveGlobal(runtime::Runtime& rt, LinkedModule* lm, uint32_t g, bool create);
// The value of global reference `g` (UndefVarError when unassigned).
bool ReadGlobal(runtime::Runtime& rt, LinkedModule* lm, uint32_t g, Value* out);
// `g = v` (or `const g = v`) in the module the reference names; `fast` hears
// of the binding (FastOps::NoteOwnBinding).
bool WriteGlobal(runtime::Runtime& rt, FastOps& fast, LinkedModule* lm, uint32_t g, Value v,
                 bool is_const);

// A callee id for LinkedModule::callee_ids.
int32_t ClassifyCallee(runtime::Runtime& rt, Value callee);

}  // namespace kiln::interp

#endif  // KILN_INTERP_GLOBALS_H_
