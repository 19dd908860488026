// The text form `kiln tape FILE` prints: one instruction per line with its
// word offset, mnemonic and operands (registers `r3`, constants as Julia
// literals, globals by name, call sites `@2`).
#ifndef KILN_TAPE_DISASSEMBLE_H_
#define KILN_TAPE_DISASSEMBLE_H_

#include <string>

#include "ir/module_ir.h"
#include "tape/tape.h"

namespace kiln::tape {

// REQUIRES: VerifyTape(m, body) is OK.
std::string Disassemble(const ir::ModuleIr& m, const TapeBody& body);

}  // namespace kiln::tape

#endif  // KILN_TAPE_DISASSEMBLE_H_
