// Linearization of control flow (julia-syntax.scm `compile`): conditionals
// with short-circuit jumps, loops, break/continue out of labelled blocks,
// return, and exception handlers. Leaving a try block pops its handler
// (Leave), leaving a catch block restores the exception stack
// (PopException), and `finally` code runs on every way out of its try block:
// normal completion, an exception (then Rethrow), return, break, continue.
#include "base/check.h"
#include "lower/linearize.h"

namespace kiln::lower::internal {

using ir::StmtKind;

uint32_t BodyEmitter::NewLabel() {
  labels_.emplace_back();
  return static_cast<uint32_t>(labels_.size() - 1);
}

void BodyEmitter::Jump(uint32_t label) {
  if (!reachable_) return;
  labels_[label].uses.push_back(b_.next_index());
  Emitted(StmtKind::kGoto, {}, 0);
}

void BodyEmitter::JumpIfNot(Operand cond, uint32_t label) {
  if (!reachable_) return;
  labels_[label].uses.push_back(b_.next_index());
  Emitted(StmtKind::kGotoIfNot, {cond}, 0);
}

void BodyEmitter::Place(uint32_t label) {
  labels_[label].target = b_.next_index();
  // Code after a jump is reachable again only if something jumps here (or
  // falls through).
  if (!labels_[label].uses.empty()) reachable_ = true;
}

void BodyEmitter::PatchLabels() {
  for (const Label& l : labels_) {
    if (l.uses.empty()) continue;
    CHECK(l.target != UINT32_MAX) << "jump to a label that was never placed";
    CHECK(l.target < body_.stmts.size()) << "jump past the end of the body";
    for (uint32_t use : l.uses) body_.stmts[use].aux = l.target;
  }
}

// Jumps to `false_label` when `cond` is false; && and || jump directly
// instead of computing a Bool (julia-syntax.scm `compile-cond`).
void BodyEmitter::CondJump(CoreId cond, uint32_t false_label) {
  if (!reachable_) return;
  SetLine(cond);
  switch (core().kind(cond)) {
    case CoreKind::kAnd:
      CondJump(core().child(cond, 0), false_label);
      CondJump(core().child(cond, 1), false_label);
      return;
    case CoreKind::kOr: {
      uint32_t try_right = NewLabel();
      uint32_t is_true = NewLabel();
      CondJump(core().child(cond, 0), try_right);
      Jump(is_true);
      Place(try_right);
      CondJump(core().child(cond, 1), false_label);
      Place(is_true);
      return;
    }
    case CoreKind::kLiteral: {
      const CoreLiteral& lit = core().literal(cond);
      if (lit.kind == ir::ConstKind::kBool) {
        if (lit.bits == 0) Jump(false_label);
        return;  // `while true`
      }
      break;
    }
    default: break;
  }
  Operand v = Emit(cond, Ctx::kValue);
  JumpIfNot(v, false_label);
}

Operand BodyEmitter::EmitIf(CoreId n, Ctx ctx) {
  CoreId then = core().child(n, 1);
  CoreId otherwise = core().child(n, 2);
  uint32_t else_label = NewLabel();
  CondJump(core().child(n, 0), else_label);
  bool no_else = core().kind(otherwise) == CoreKind::kNothing;
  switch (ctx) {
    case Ctx::kTail:
      Emit(then, Ctx::kTail);
      Place(else_label);
      Emit(otherwise, Ctx::kTail);
      return NothingOp();
    case Ctx::kEffect: {
      Emit(then, Ctx::kEffect);
      if (no_else) {
        Place(else_label);
        return NothingOp();
      }
      uint32_t end = NewLabel();
      Jump(end);
      Place(else_label);
      Emit(otherwise, Ctx::kEffect);
      Place(end);
      return NothingOp();
    }
    case Ctx::kValue: {
      // The value of an if expression lives in a slot (Julia's @_N).
      ir::SlotId result = TempSlot("#if");
      uint32_t end = NewLabel();
      Operand v = Emit(then, Ctx::kValue);
      if (reachable_) Emitted(StmtKind::kAssignSlot, {v}, result.index);
      Jump(end);
      Place(else_label);
      v = Emit(otherwise, Ctx::kValue);
      if (reachable_) Emitted(StmtKind::kAssignSlot, {v}, result.index);
      Place(end);
      return Operand::Slot(result);
    }
  }
  return NothingOp();
}

// a && b is `if a; b; else false`; a || b is `if a; true; else b`.
Operand BodyEmitter::EmitAndOr(CoreId n, Ctx ctx) {
  bool is_and = core().kind(n) == CoreKind::kAnd;
  CoreId a = core().child(n, 0);
  CoreId b = core().child(n, 1);
  Operand short_value = Operand::Const(mod_.Bool(!is_and));
  uint32_t skip = NewLabel();  // where `b` is skipped to
  uint32_t end = NewLabel();
  if (is_and) {
    CondJump(a, skip);
  } else {
    uint32_t right = NewLabel();
    CondJump(a, right);
    if (ctx == Ctx::kTail) {
      EmitReturn(short_value);
    } else {
      Jump(skip);
    }
    Place(right);
  }
  switch (ctx) {
    case Ctx::kTail:
      Emit(b, Ctx::kTail);
      if (is_and) {
        Place(skip);
        EmitReturn(short_value);
      }
      return NothingOp();
    case Ctx::kEffect:
      Emit(b, Ctx::kEffect);
      Place(skip);
      return NothingOp();
    case Ctx::kValue: {
      ir::SlotId result = TempSlot(is_and ? "#and" : "#or");
      Operand v = Emit(b, Ctx::kValue);
      if (reachable_) Emitted(StmtKind::kAssignSlot, {v}, result.index);
      Jump(end);
      Place(skip);
      if (reachable_) Emitted(StmtKind::kAssignSlot, {short_value}, result.index);
      Place(end);
      return Operand::Slot(result);
    }
  }
  return NothingOp();
}

Operand BodyEmitter::EmitWhile(CoreId n, Ctx ctx) {
  uint32_t top = NewLabel();
  uint32_t exit = NewLabel();
  Place(top);
  ++loop_depth_;
  CondJump(core().child(n, 0), exit);
  Emit(core().child(n, 1), Ctx::kEffect);
  Jump(top);
  --loop_depth_;
  Place(exit);
  return Result(NothingOp(), ctx);
}

Operand BodyEmitter::EmitBreakBlock(CoreId n, Ctx ctx) {
  uint32_t label = NewLabel();
  breaks_[core().payload(n)] = {label, handlers_.size()};
  Emit(core().child(n, 0), Ctx::kEffect);
  Place(label);
  return Result(NothingOp(), ctx);
}

void BodyEmitter::EmitBreak(CoreId n) {
  auto it = breaks_.find(core().payload(n));
  CHECK(it != breaks_.end()) << "break to an unknown label";
  ExitHandlers(it->second.handler_depth);
  Jump(it->second.label);
}

// @label and @goto (Julia's symbolic labels): the labels of the body are found first with
// the depth of the handlers around them, so that a jump out of a try leaves it (and runs
// its finally code); a jump into one is an error, as in Julia.
void BodyEmitter::ScanSymbolicLabels(CoreId n, size_t depth) {
  switch (core().kind(n)) {
    case CoreKind::kLambda:
    case CoreKind::kMethod:
    case CoreKind::kStructDef:
    case CoreKind::kModule: return;
    case CoreKind::kSymbolicLabel: {
      uint32_t name = core().payload(n);
      if (symbolic_labels_.count(name)) {
        ctx_.sink.Error(core().offset(n), "label \"" +
                                              std::string(core().NameText(CoreName(name))) +
                                              "\" defined multiple times");
        return;
      }
      symbolic_labels_[name] = {NewLabel(), depth};
      return;
    }
    case CoreKind::kTryCatch:
    case CoreKind::kTryFinally:
      for (CoreId c : core().children(n)) ScanSymbolicLabels(c, depth + 1);
      return;
    default:
      for (CoreId c : core().children(n)) ScanSymbolicLabels(c, depth);
      return;
  }
}

void BodyEmitter::EmitSymbolicLabel(CoreId n) {
  if (!symbolic_labels_scanned_) {
    symbolic_labels_scanned_ = true;
    ScanSymbolicLabels(core().children(lambda_node_).back(), 0);
  }
  auto it = symbolic_labels_.find(core().payload(n));
  if (it == symbolic_labels_.end()) return;
  Place(it->second.label);
  reachable_ = true;  // a later @goto may jump back here
}

void BodyEmitter::EmitSymbolicGoto(CoreId n) {
  if (!symbolic_labels_scanned_) {
    symbolic_labels_scanned_ = true;
    ScanSymbolicLabels(core().children(lambda_node_).back(), 0);
  }
  std::string name(core().NameText(CoreName(core().payload(n))));
  auto it = symbolic_labels_.find(core().payload(n));
  if (it == symbolic_labels_.end()) {
    ctx_.sink.Error(core().offset(n), "label \"" + name + "\" referenced but not defined");
    return;
  }
  if (it->second.handler_depth > handlers_.size()) {
    ctx_.sink.Error(core().offset(n), "cannot goto label \"" + name +
                                          "\" inside try/catch block");
    return;
  }
  ExitHandlers(it->second.handler_depth);
  Jump(it->second.label);
  reachable_ = false;
}

// Leaves the handlers above `depth`, innermost first, running finally
// blocks on the way out.
void BodyEmitter::ExitHandlers(size_t depth) {
  if (!reachable_ || handlers_.size() <= depth) return;
  std::vector<Handler> saved = handlers_;
  uint32_t leaves = 0;
  auto flush = [&] {
    if (leaves != 0 && reachable_) Emitted(StmtKind::kLeave, {}, leaves);
    leaves = 0;
  };
  for (size_t i = saved.size(); i-- > depth && reachable_;) {
    const Handler& h = saved[i];
    switch (h.kind) {
      case Handler::kTry: ++leaves; break;
      case Handler::kFinally:
        ++leaves;
        flush();
        handlers_.resize(i);
        Emit(h.finally, Ctx::kEffect);
        break;
      case Handler::kCatchBlock:
        flush();
        if (reachable_) Emitted(StmtKind::kPopException, {h.token});
        break;
    }
  }
  flush();
  handlers_ = saved;
}

void BodyEmitter::EmitReturn(Operand value) {
  if (!reachable_) return;
  if (IsThunk()) {
    // `return` at top level ends the current top-level statement: in Julia
    // each top-level statement is its own thunk. Its value is still
    // evaluated: `return x` with no global x is an UndefVarError.
    Atom(value);
    ExitHandlers(0);
    Jump(statement_end_);
    return;
  }
  if (!handlers_.empty()) {
    // The returned value is computed before the finally code runs.
    value = Atom(value);
    ExitHandlers(0);
  }
  if (reachable_) Emitted(StmtKind::kReturn, {value});
}

//   %tok = enter (catch at L)
//   body; leave 1; goto end
// L: catch body; pop_exception %tok
// end:
Operand BodyEmitter::EmitTryCatch(CoreId n, Ctx ctx) {
  if (ctx == Ctx::kTail) {
    Operand v = EmitTryCatch(n, Ctx::kValue);
    EmitReturn(v);
    return NothingOp();
  }
  bool want = ctx == Ctx::kValue;
  ir::SlotId result;
  if (want) result = TempSlot("#try");
  uint32_t catch_label = NewLabel();
  uint32_t end = NewLabel();
  labels_[catch_label].uses.push_back(b_.next_index());
  Operand token = Emitted(StmtKind::kEnter, {}, 0);
  handlers_.push_back({Handler::kTry, token, CoreId()});
  Operand v = Emit(core().child(n, 0), want ? Ctx::kValue : Ctx::kEffect);
  handlers_.pop_back();
  if (reachable_) {
    if (want) Emitted(StmtKind::kAssignSlot, {v}, result.index);
    Emitted(StmtKind::kLeave, {}, 1);
    Jump(end);
  }
  Place(catch_label);
  handlers_.push_back({Handler::kCatchBlock, token, CoreId()});
  v = Emit(core().child(n, 2), want ? Ctx::kValue : Ctx::kEffect);
  handlers_.pop_back();
  if (reachable_) {
    if (want) Emitted(StmtKind::kAssignSlot, {v}, result.index);
    Emitted(StmtKind::kPopException, {token});
  }
  Place(end);
  return want ? Operand::Slot(result) : NothingOp();
}

//   %tok = enter (catch at L)
//   body; leave 1; finally code; goto end
// L: finally code; rethrow()
// end:
Operand BodyEmitter::EmitTryFinally(CoreId n, Ctx ctx) {
  if (ctx == Ctx::kTail) {
    Operand v = EmitTryFinally(n, Ctx::kValue);
    EmitReturn(v);
    return NothingOp();
  }
  bool want = ctx == Ctx::kValue;
  CoreId finally = core().child(n, 1);
  uint32_t catch_label = NewLabel();
  uint32_t end = NewLabel();
  labels_[catch_label].uses.push_back(b_.next_index());
  Operand token = Emitted(StmtKind::kEnter, {}, 0);
  handlers_.push_back({Handler::kFinally, token, finally});
  Operand v = Emit(core().child(n, 0), want ? Ctx::kValue : Ctx::kEffect);
  handlers_.pop_back();
  if (reachable_) {
    if (want) v = Atom(v);
    Emitted(StmtKind::kLeave, {}, 1);
    Emit(finally, Ctx::kEffect);
    Jump(end);
  }
  Place(catch_label);
  handlers_.push_back({Handler::kCatchBlock, token, CoreId()});
  Emit(finally, Ctx::kEffect);
  handlers_.pop_back();
  if (reachable_) Emitted(StmtKind::kRethrow, {});
  Place(end);
  return want ? v : NothingOp();
}

}  // namespace kiln::lower::internal
