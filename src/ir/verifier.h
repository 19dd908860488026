// Structural checks of module IR: every id in range, SSA values used only
// after they are defined, jump targets inside the body, operand counts as
// stmt_kind.def says. Lowering output must always verify; IR read from a
// cache is verified before use, so a bad entry is rejected, not run.
#ifndef KILN_IR_VERIFIER_H_
#define KILN_IR_VERIFIER_H_

#include "base/status.h"
#include "ir/module_ir.h"

namespace kiln::ir {

base::Status VerifyModule(const ModuleIr& m);
base::Status VerifyBody(const ModuleIr& m, const Body& body);

// Whether a constant's bits fit its kind (a Bool is 0 or 1, a UInt8 below
// 256, a Char 32 bits...): the linker narrows them to the kind's width, so a
// wider value, possible only in IR read from disk, would silently become
// another one.
bool ConstantBitsFit(const Constant& c);

}  // namespace kiln::ir

#endif  // KILN_IR_VERIFIER_H_
