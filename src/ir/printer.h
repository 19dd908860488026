// The stable text form of module IR that `kiln lower` prints, close to
// Julia's `@code_lowered`: `%3` is SSA value 3 (1-based statement numbers),
// `_2` is slot 2 (1-based; _1 is #self#), constants print as Julia literals,
// globals as `name` (this module) or `Base.iterate`.
#ifndef KILN_IR_PRINTER_H_
#define KILN_IR_PRINTER_H_

#include <string>

#include "ir/module_ir.h"

namespace kiln::ir {

std::string PrintOperand(const ModuleIr& m, const Body& body, const Operand& op);
std::string PrintTypeExpr(const ModuleIr& m, TypeExprId id,
                          const std::vector<TypeVarDef>* type_vars = nullptr);
// One statement as PrintBody shows it, without its number and line ("f(%1, _2)").
std::string StatementText(const ModuleIr& m, const Body& body, const Stmt& s);
std::string PrintBody(const ModuleIr& m, const Body& body);
std::string PrintModule(const ModuleIr& m);
std::string PrintFile(const FileIr& file);

}  // namespace kiln::ir

#endif  // KILN_IR_PRINTER_H_
