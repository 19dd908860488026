// Appends statements to a lowered body. Used by lowering and by tests.
#ifndef KILN_IR_BODY_BUILDER_H_
#define KILN_IR_BODY_BUILDER_H_

#include <initializer_list>
#include <span>

#include "ir/module_ir.h"

namespace kiln::ir {

class BodyBuilder {
 public:
  explicit BodyBuilder(Body& body) : body_(body) {}

  // Appends a statement and returns its SSA value.
  Operand Emit(StmtKind kind, std::span<const Operand> operands, uint32_t aux = 0) {
    Stmt s;
    s.kind = kind;
    s.operand_count = static_cast<uint16_t>(operands.size());
    s.first_operand = static_cast<uint32_t>(body_.operands.size());
    s.aux = aux;
    s.line = line_;
    body_.operands.insert(body_.operands.end(), operands.begin(), operands.end());
    body_.stmts.push_back(s);
    return Operand::Ssa(static_cast<uint32_t>(body_.stmts.size() - 1));
  }
  Operand Emit(StmtKind kind, std::initializer_list<Operand> operands, uint32_t aux = 0) {
    return Emit(kind, std::span<const Operand>(operands.begin(), operands.size()), aux);
  }

  SlotId AddSlot(NameId name, uint8_t flags = 0) {
    body_.slots.push_back(Slot{name, flags, TypeExprId::None});
    return SlotId(static_cast<uint32_t>(body_.slots.size() - 1));
  }

  // Index the next statement will get (a jump target).
  uint32_t next_index() const { return static_cast<uint32_t>(body_.stmts.size()); }
  // Points an emitted Goto/GotoIfNot/Enter at `target`.
  void PatchTarget(Operand stmt, uint32_t target) { body_.stmts[stmt.index].aux = target; }
  void set_line(uint32_t line) { line_ = line; }
  uint32_t line() const { return line_; }
  Body& body() { return body_; }

 private:
  Body& body_;
  uint32_t line_ = 0;
};

}  // namespace kiln::ir

#endif  // KILN_IR_BODY_BUILDER_H_
