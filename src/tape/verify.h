// Checks tape before it runs: every instruction has a known opcode and fits,
// registers, sites, constants, globals and ids are in range, jumps land on
// instruction boundaries, the code ends in a terminator, and every register
// is written before it is read on every path (definite_assignment.h). The interpreter
// relies on this instead of checking as it goes, so tape read from a cache
// must always be verified.
#ifndef KILN_TAPE_VERIFY_H_
#define KILN_TAPE_VERIFY_H_

#include "base/status.h"
#include "ir/module_ir.h"
#include "tape/tape.h"

namespace kiln::tape {

base::Status VerifyTape(const ir::ModuleIr& m, const TapeBody& body);

}  // namespace kiln::tape

#endif  // KILN_TAPE_VERIFY_H_
