// The operand layout of each opcode, parsed once from opcodes.def, so the
// disassembler and the verifier read the same declaration the enum came from.
#ifndef KILN_TAPE_LAYOUT_H_
#define KILN_TAPE_LAYOUT_H_

#include <vector>

#include "tape/tape.h"

namespace kiln::tape {

enum class Role : uint8_t {
  kNone,    // A unused (must be 0)
  kReg,     // a register
  kPc,      // a jump target
  kArg,     // an operand word
  kSite,    // a call-site index
  kGlobal,  // a GlobalRefId
  kId,      // a module IR id (method, struct, closure, import, module, name)
  kImm,     // a plain number (mask, count of handlers)
  kCount,   // n, followed by n operand words
};

struct Layout {
  Role a = Role::kNone;
  std::vector<Role> words;  // roles of the words after the first; kCount ends it
};

const Layout& LayoutOf(Op op);

}  // namespace kiln::tape

#endif  // KILN_TAPE_LAYOUT_H_
