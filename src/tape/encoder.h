// Lowered body (module IR) -> tape.
//
// The encoder classifies every call while it builds the tape: `Core.f` is a
// builtin, `Core.Intrinsics.f` an intrinsic, a call of one of the Base
// functions with a fast path (`+`, `<`, `getindex`, ...) gets its own opcode,
// everything else is a generic call with a call site. Only SSA values that
// are used get a register, and a call whose result is immediately stored in a
// slot writes straight into that slot's register.
#ifndef KILN_TAPE_ENCODER_H_
#define KILN_TAPE_ENCODER_H_

#include <string>
#include <vector>

#include "base/status.h"
#include "ir/module_ir.h"
#include "tape/tape.h"

namespace kiln::tape {

// REQUIRES: `body` verifies (ir::VerifyBody). With `site_stmts`, it receives
// per call site of the tape the index of the statement it was encoded from
// (what the interpreter's typed tapes map inferred types through).
base::ErrorOr<TapeBody> Encode(const ir::ModuleIr& m, const ir::Body& body,
                               std::vector<uint32_t>* site_stmts = nullptr);

// The encoder's call classification as text: the Core builtins and the Base
// fast paths with their opcodes. It is part of the tape format (tape built
// with another list must not run), so the IR cache hashes it into its
// format version.
std::string CallClassification();

}  // namespace kiln::tape

#endif  // KILN_TAPE_ENCODER_H_
