// Structural checks of module definitions read from a cache entry, before
// anything uses them: every id in range and every enum a known value. This
// is ir::VerifyModule without the statements (an entry keeps none; each
// body's tape is checked by tape::VerifyTape when it is decoded).
#ifndef KILN_CACHE_VERIFY_DEFINITIONS_H_
#define KILN_CACHE_VERIFY_DEFINITIONS_H_

#include <cstddef>

#include "base/status.h"
#include "ir/module_ir.h"
#include "tape/tape.h"

namespace kiln::cache {

// `module_count` is the number of modules of the file `m` belongs to.
base::Status VerifyDefinitions(const ir::ModuleIr& m, size_t module_count);

// A method definition decoded after its module (which holds its stub): the
// checks VerifyDefinitions makes of a whole one, and agreement with the stub.
base::Status VerifyMethod(const ir::ModuleIr& m, ir::MethodDefId id, const ir::MethodDef& def);

// What tape::VerifyTape leaves to the body's owner: the names it prints and
// agreement with the body's header.
base::Status VerifyTapeNames(const ir::ModuleIr& m, const ir::Body& header,
                             const tape::TapeBody& tape);

}  // namespace kiln::cache

#endif  // KILN_CACHE_VERIFY_DEFINITIONS_H_
