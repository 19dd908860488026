// Appends statements to a lowered body. Used by lowering and by tests.
#ifndef KILN_IR_BODY_BUILDER_H_
#define KILN_IR_BODY_BUILDER_H_

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <span>

#include "ir/module_ir.h"

namespace kiln::ir {

class BodyBuilder {
 public:
  explicit BodyBuilder(Body& body) : body_(body) {}

  // Appends a statement and returns its SSA value. Counts and indices are
  // 32 bits; a body that would outgrow them is not built but marked
  // too_large(), which the caller reports as a compile error (never a
  // truncated count).
  Operand Emit(StmtKind kind, std::span<const Operand> operands, uint32_t aux = 0) {
    if (operands.size() > kMaxIndex - body_.operands.size() || body_.stmts.size() >= kMaxIndex) {
      too_large_ = true;
      return Operand::Ssa(body_.stmts.empty() ? 0 : static_cast<uint32_t>(body_.stmts.size() - 1));
    }
    Stmt s;
    s.kind = kind;
    s.operand_count = static_cast<uint32_t>(operands.size());
    s.first_operand = static_cast<uint32_t>(body_.operands.size());
    s.aux = aux;
    s.line = line_;
    s.flags = flags_;
    body_.operands.insert(body_.operands.end(), operands.begin(), operands.end());
    body_.stmts.push_back(s);
    return Operand::Ssa(static_cast<uint32_t>(body_.stmts.size() - 1));
  }
  Operand Emit(StmtKind kind, std::initializer_list<Operand> operands, uint32_t aux = 0) {
    return Emit(kind, std::span<const Operand>(operands.begin(), operands.size()), aux);
  }

  SlotId AddSlot(NameId name, uint8_t flags = 0) {
    if (body_.slots.size() >= kMaxIndex) too_large_ = true;
    body_.slots.push_back(Slot{name, flags, TypeExprId::None});
    return SlotId(static_cast<uint32_t>(body_.slots.size() - 1));
  }

  // Index the next statement will get (a jump target).
  uint32_t next_index() const { return static_cast<uint32_t>(body_.stmts.size()); }
  // Points an emitted Goto/GotoIfNot/Enter at `target`.
  void PatchTarget(Operand stmt, uint32_t target) { body_.stmts[stmt.index].aux = target; }
  void set_line(uint32_t line) { line_ = line; }
  uint32_t line() const { return line_; }
  // The flags (StmtFlags) of the statements emitted from now on.
  void set_flags(uint8_t flags) { flags_ = flags; }
  uint8_t flags() const { return flags_; }
  Body& body() { return body_; }
  // Whether a statement or slot was dropped because the body outgrew 32-bit
  // indices.
  bool too_large() const { return too_large_; }

 private:
  static constexpr size_t kMaxIndex = UINT32_MAX;
  Body& body_;
  bool too_large_ = false;
  uint32_t line_ = 0;
  uint8_t flags_ = 0;
};

}  // namespace kiln::ir

#endif  // KILN_IR_BODY_BUILDER_H_
