// Linearization of one lambda: slots, variables (plain, boxed and captured),
// calls with Julia's argument evaluation order, assignments, closures and
// top-level definitions.
#include <unordered_set>

#include "base/check.h"
#include "lower/linearize.h"

namespace kiln::lower::internal {

using ir::StmtKind;

BodyEmitter::BodyEmitter(ModuleEmitter& mod, CoreId lambda, ir::ClosureId closure)
    : mod_(mod),
      ctx_(mod.ctx()),
      lambda_node_(lambda),
      lambda_(ctx_.core.payload(lambda)),
      info_(ctx_.core.lambda(lambda_)),
      b_(body_) {
  body_.name = mod_.Name(info_.name);
  body_.line = mod_.LineOf(core().offset(lambda));
  body_.nargs = info_.nargs;
  body_.is_vararg = info_.is_vararg;
  b_.set_line(body_.line);
  // Slots: the arguments in order (slot 0 is #self#), then the locals.
  for (VarId v : scopes().lambda_vars[lambda_]) {
    const VarInfo& var = scopes().var(v);
    if (var.kind == VarKind::kStaticParam) continue;
    uint8_t flags = 0;
    if (var.kind == VarKind::kArgument) flags |= ir::kSlotArgument;
    if (var.boxed) flags |= ir::kSlotBoxed;
    ir::SlotId slot = b_.AddSlot(mod_.Name(var.name), flags);
    if (var.type_syntax.has_value() && !var.boxed) {
      // Only plain type names and applications (Int, Vector{Float64}) are
      // recorded; anything else stays an evaluated expression only.
      std::function<bool(parse::NodeId)> plain = [&](parse::NodeId x) {
        switch (ctx_.tree.kind(x)) {
          case parse::NodeKind::kIdentifier:
          case parse::NodeKind::kInteger:
          case parse::NodeKind::kBool:
          case parse::NodeKind::kSymbol: return true;
          case parse::NodeKind::kDot:
          case parse::NodeKind::kCurly:
            for (parse::NodeId c : ctx_.tree.children(x)) {
              if (!plain(c)) return false;
            }
            return true;
          default: return false;
        }
      };
      bool uses_sparam = !plain(var.type_syntax);
      for (CoreName sp : info_.sparams) {
        std::string_view text = core().NameText(sp);
        std::function<bool(parse::NodeId)> mentions = [&](parse::NodeId x) {
          if (ctx_.tree.kind(x) == parse::NodeKind::kIdentifier && ctx_.tree.name(x) == text) {
            return true;
          }
          for (parse::NodeId c : ctx_.tree.children(x)) {
            if (mentions(c)) return true;
          }
          return false;
        };
        uses_sparam |= mentions(var.type_syntax);
      }
      if (!uses_sparam) {
        body_.slots[slot.index].declared_type = mod_.Type(var.type_syntax, {}, nullptr);
      }
    }
    slots_[v.index] = slot;
    slot_vars_[slot.index] = v;
  }
  if (closure.has_value()) {
    const ir::ClosureDef& def = mod_.module().closure(closure);
    const std::vector<VarId>& vars = mod_.ClosureVars(closure);
    for (size_t i = 0; i < vars.size(); ++i) {
      field_names_[vars[i].index] =
          mod_.module().AddConst({ir::ConstKind::kSymbol, def.captured[i].index, 0});
    }
  }
}

ir::Body BodyEmitter::Finish() {
  CoreId body = core().children(lambda_node_).back();
  if (IsThunk()) {
    if (ctx_.options.implicit_using_base) {
      // Every module but Base starts with `using Base` (Julia manual, "Modules").
      ir::ImportDef base;
      base.path.push_back(mod_.Name("Base"));
      ir::ImportId id = mod_.module().AddImport(std::move(base));
      Emitted(StmtKind::kUsing, {}, id.index);
    }
    // The thunk returns the value of its last statement, as `include` does
    // in Julia.
    auto statements = core().children(body);
    ir::SlotId result = TempSlot("#result");
    Emitted(StmtKind::kAssignSlot, {NothingOp()}, result.index);
    for (size_t k = 0; k < statements.size(); ++k) {
      CoreId s = statements[k];
      bool last = k + 1 == statements.size();
      reachable_ = true;
      SetLine(s);
      // Ambiguous soft-scope assignments warn at run time, before the
      // statement runs, as Julia warns when it lowers the statement.
      auto w = scopes().soft_warnings.find(s.index);
      if (w != scopes().soft_warnings.end()) {
        for (auto [name, offset] : w->second) {
          b_.set_line(mod_.LineOf(offset));
          Emitted(StmtKind::kSoftScopeWarning, {Operand::Global(mod_.GlobalNamed(name))});
        }
        SetLine(s);
      }
      statement_end_ = NewLabel();
      EnterScope(s, CoreId());
      if (last) {
        Operand v = Emit(s, Ctx::kValue);
        if (reachable_) Emitted(StmtKind::kAssignSlot, {v}, result.index);
      } else {
        Emit(s, Ctx::kEffect);
      }
      Place(statement_end_);
    }
    reachable_ = true;
    Emitted(StmtKind::kReturn, {Operand::Slot(result)});
  } else {
    // Boxed arguments move into their box on entry.
    for (VarId v : scopes().lambda_vars[lambda_]) {
      const VarInfo& var = scopes().var(v);
      if (var.kind == VarKind::kArgument && var.boxed) {
        ir::SlotId slot = slots_.at(v.index);
        Operand box = CallOp({"Core", "Box"}, {Operand::Slot(slot)});
        Emitted(StmtKind::kAssignSlot, {box}, slot.index);
      }
    }
    EnterScope(lambda_node_, CoreId());
    Emit(body, Ctx::kTail);
    if (reachable_) EmitReturn(NothingOp());
  }
  if (b_.too_large()) {
    // Never a truncated body: a compile error at the definition instead.
    ctx_.sink.Error(core().offset(lambda_node_),
                    "function body is too large to compile (more than 4294967295 statements, "
                    "operands or variables)");
    body_.stmts.clear();
    body_.operands.clear();
    labels_.clear();
    reachable_ = true;
    ir::BodyBuilder(body_).Emit(StmtKind::kReturn, {NothingOp()});
  }
  PatchLabels();
  ComputeSlotFlags(body_);
  return std::move(body_);
}

void BodyEmitter::SetLine(CoreId n) {
  uint32_t off = core().offset(n);
  if (off != 0 || core().kind(n) != CoreKind::kBlock) b_.set_line(mod_.LineOf(off));
}

Operand BodyEmitter::Emitted(StmtKind kind, std::span<const Operand> ops, uint32_t aux) {
  Operand v = b_.Emit(kind, ops, aux);
  if (kind == StmtKind::kReturn || kind == StmtKind::kGoto || kind == StmtKind::kRethrow ||
      kind == StmtKind::kUnreachable) {
    Terminate();
  }
  return v;
}

Operand BodyEmitter::CallOp(std::initializer_list<std::string_view> f,
                            std::initializer_list<Operand> args) {
  std::vector<Operand> ops{Operand::Global(mod_.Global(f))};
  ops.insert(ops.end(), args.begin(), args.end());
  return Emitted(StmtKind::kCall, ops);
}

ir::SlotId BodyEmitter::TempSlot(std::string_view name) { return b_.AddSlot(mod_.Name(name)); }

Operand BodyEmitter::Result(Operand value, Ctx ctx) {
  switch (ctx) {
    case Ctx::kValue: return value;
    case Ctx::kEffect: return NothingOp();
    case Ctx::kTail: EmitReturn(value); return NothingOp();
  }
  return value;
}

Operand BodyEmitter::Atom(Operand value) {
  if (value.kind == ir::OperandKind::kSlot || value.kind == ir::OperandKind::kGlobal) {
    return Emitted(StmtKind::kCopy, {value});
  }
  return value;
}

Operand BodyEmitter::Emit(CoreId n, Ctx ctx) {
  if (!reachable_) {
    // Code after a jump is dropped, but for an @label in it (in its blocks).
    CoreKind k = core().kind(n);
    bool labels = symbolic_labels_scanned_ && !symbolic_labels_.empty();
    if (!(labels && (k == CoreKind::kSymbolicLabel || k == CoreKind::kBlock ||
                     k == CoreKind::kScope))) {
      return NothingOp();
    }
  }
  SetLine(n);
  auto children = core().children(n);
  switch (core().kind(n)) {
    case CoreKind::kLiteral: return Result(Operand::Const(mod_.Literal(core().literal(n))), ctx);
    case CoreKind::kNothing:
    case CoreKind::kEmpty:
    case CoreKind::kLocal: return Result(NothingOp(), ctx);
    case CoreKind::kTemp: {
      auto it = temps_.find(core().payload(n));
      CHECK(it != temps_.end()) << "temporary used before it is defined";
      return Result(it->second, ctx);
    }
    case CoreKind::kGlobal: {
      Operand g = Operand::Global(mod_.Global(core().global(core().payload(n))));
      if (ctx == Ctx::kEffect) {
        if (!core().has_flag(n, kDroppable)) Emitted(StmtKind::kCopy, {g});
        return NothingOp();
      }
      return Result(g, ctx);
    }
    case CoreKind::kVar: return EmitVar(n, ctx);
    case CoreKind::kTheException: return Result(Emitted(StmtKind::kTheException, {}), ctx);
    case CoreKind::kCall: return EmitCall(n, ctx);
    case CoreKind::kNew: {
      uint32_t mask = 0;
      std::vector<Operand> ops = Args(children, mask);
      if (!reachable_) return NothingOp();
      SetLine(n);
      return Result(Emitted(StmtKind::kNew, ops), ctx);
    }
    case CoreKind::kBlock: {
      if (core().has_flag(n, kBoundscheckBlock) && children.size() == 1) {
        // @boundscheck's condition: a marked Copy of its literal `true`.
        Operand t = Emit(children[0], Ctx::kValue);
        if (!reachable_) return NothingOp();
        SetLine(n);
        uint8_t saved = b_.flags();
        b_.set_flags(saved | ir::kStmtBoundscheck);
        Operand v = Emitted(StmtKind::kCopy, {t});
        b_.set_flags(saved);
        return Result(v, ctx);
      }
      if (core().has_flag(n, kInboundsBlock)) {
        // @inbounds: every statement emitted inside is marked (nested ones
        // too; the mark ends with the block, as Expr(:inbounds, :pop)).
        uint8_t saved = b_.flags();
        b_.set_flags(saved | ir::kStmtInbounds);
        Operand v = children.empty() ? Result(NothingOp(), ctx) : Emit(children.back(), ctx);
        b_.set_flags(saved);
        return v;
      }
      if (children.empty()) return Result(NothingOp(), ctx);
      for (size_t i = 0; i + 1 < children.size(); ++i) Emit(children[i], Ctx::kEffect);
      return Emit(children.back(), ctx);
    }
    case CoreKind::kIf: return EmitIf(n, ctx);
    case CoreKind::kAnd:
    case CoreKind::kOr: return EmitAndOr(n, ctx);
    case CoreKind::kAssign: return EmitAssign(n, ctx);
    case CoreKind::kIsDefined: {
      CoreId var = children[0];
      VarId v = scopes().Resolve(var);
      if (!v.has_value()) {
        Operand g = Operand::Global(mod_.GlobalNamed(core().var_name(var)));
        return Result(Emitted(StmtKind::kIsDefinedGlobal, {g}), ctx);
      }
      const VarInfo& info = scopes().var(v);
      if (info.kind == VarKind::kStaticParam) {
        return Result(Operand::Const(mod_.Bool(true)), ctx);
      }
      if (info.lambda == lambda_ && !info.boxed) {
        return Result(Emitted(StmtKind::kIsDefinedSlot, {}, slots_.at(v.index).index), ctx);
      }
      if (!info.boxed) return Result(Operand::Const(mod_.Bool(true)), ctx);
      Operand box = info.lambda == lambda_ ? Operand::Slot(slots_.at(v.index)) : CaptureValue(v);
      return Result(CallOp({"Core", "isdefined"}, {box, Operand::Const(mod_.Symbol("contents"))}),
                    ctx);
    }
    case CoreKind::kLambda: return Result(EmitLambda(n), ctx);
    case CoreKind::kGlobalDecl:
      if (IsThunk()) {
        Emitted(StmtKind::kDeclareGlobal,
                {Operand::Global(mod_.GlobalNamed(core().var_name(children[0])))});
      }
      return Result(NothingOp(), ctx);
    case CoreKind::kConstDecl: {
      Operand v = Emit(children[1], Ctx::kValue);
      if (!reachable_) return NothingOp();
      Emitted(StmtKind::kDefineConst,
              {Operand::Global(mod_.GlobalNamed(core().var_name(children[0]))), v});
      return Result(v, ctx);
    }
    case CoreKind::kScope: EnterScope(n, children[0]); return Emit(children[0], ctx);
    case CoreKind::kWhile: return EmitWhile(n, ctx);
    case CoreKind::kBreakBlock: return EmitBreakBlock(n, ctx);
    case CoreKind::kBreak: EmitBreak(n); return NothingOp();
    case CoreKind::kSymbolicLabel: EmitSymbolicLabel(n); return Result(NothingOp(), ctx);
    case CoreKind::kSymbolicGoto: EmitSymbolicGoto(n); return NothingOp();
    case CoreKind::kReturn: {
      Operand v = Emit(children[0], Ctx::kValue);
      EmitReturn(v);
      return NothingOp();
    }
    case CoreKind::kTryCatch: return EmitTryCatch(n, ctx);
    case CoreKind::kTryFinally: return EmitTryFinally(n, ctx);
    case CoreKind::kMethod: EmitMethod(n); return Result(NothingOp(), ctx);
    case CoreKind::kSplat: FATAL() << "splat outside of a call";
    case CoreKind::kDeclareFunction:
    case CoreKind::kStructDef:
    case CoreKind::kModule:
    case CoreKind::kImport:
    case CoreKind::kExport:
    case CoreKind::kInclude: return Result(EmitTopLevel(n), ctx);
  }
  return NothingOp();
}

Operand BodyEmitter::EmitVar(CoreId n, Ctx ctx) {
  VarId v = scopes().Resolve(n);
  if (!v.has_value()) {
    Operand g = Operand::Global(mod_.GlobalNamed(core().var_name(n)));
    if (ctx == Ctx::kEffect) {
      // A global read can fail (UndefVarError), so it is kept.
      if (!core().has_flag(n, kDroppable)) Emitted(StmtKind::kCopy, {g});
      return NothingOp();
    }
    return Result(g, ctx);
  }
  if (ctx == Ctx::kEffect) return NothingOp();
  const VarInfo& info = scopes().var(v);
  bool check = info.boxed && (info.lambda == lambda_ ? !scopes().defined_box_reads[n.index]
                                                     : info.box_maybe_undef);
  return Result(LoadVar(v, check), ctx);
}

// True if `n` contains an assignment to a variable or a local function
// definition (anything that can change a slot or a global).
bool BodyEmitter::ContainsAssign(CoreId n) const {
  CoreKind k = core().kind(n);
  if (k == CoreKind::kAssign || k == CoreKind::kMethod || k == CoreKind::kConstDecl) return true;
  for (CoreId c : core().children(n)) {
    if (ContainsAssign(c)) return true;
  }
  return false;
}

bool BodyEmitter::MayAssign(CoreId n, VarId v) const {
  CoreKind k = core().kind(n);
  if ((k == CoreKind::kAssign || k == CoreKind::kMethod) &&
      core().kind(core().child(n, 0)) == CoreKind::kVar &&
      scopes().Resolve(core().child(n, 0)) == v) {
    return true;
  }
  for (CoreId c : core().children(n)) {
    if (MayAssign(c, v)) return true;
  }
  return false;
}

bool BodyEmitter::MayAssignGlobal(CoreId n, ir::NameId name) const {
  CoreKind k = core().kind(n);
  if (k == CoreKind::kAssign || k == CoreKind::kConstDecl) {
    CoreId lhs = core().child(n, 0);
    if (core().kind(lhs) == CoreKind::kVar && !scopes().Resolve(lhs).has_value() &&
        mod_.module().NameText(name) == core().NameText(core().var_name(lhs))) {
      return true;
    }
  }
  for (CoreId c : core().children(n)) {
    if (MayAssignGlobal(c, name)) return true;
  }
  return false;
}

// Evaluates the operands of a call left to right. A slot or global operand
// is read when the call executes, so it is first copied into an SSA value
// when a later operand assigns it (julia-syntax.scm `compile-args`).
std::vector<Operand> BodyEmitter::Args(std::span<const CoreId> nodes, uint32_t& splat_mask) {
  std::vector<Operand> ops;
  // assigns_after[i]: some argument after i contains an assignment; only
  // then can an earlier slot or global operand change before the call.
  std::vector<bool> assigns_after(nodes.size(), false);
  for (size_t i = nodes.size(); i-- > 1;) {
    assigns_after[i - 1] = assigns_after[i] || ContainsAssign(nodes[i]);
  }
  for (size_t i = 0; i < nodes.size(); ++i) {
    CoreId node = nodes[i];
    if (core().kind(node) == CoreKind::kSplat) {
      if (i == 0 || i > 32) {
        ctx_.sink.Error(core().offset(node),
                        "splatting is supported in the first 32 arguments only");
      } else {
        splat_mask |= 1u << (i - 1);
      }
      node = core().child(node, 0);
    }
    Operand op = Emit(node, Ctx::kValue);
    if (!reachable_) return ops;
    if (assigns_after[i]) {
      auto rest = nodes.subspan(i + 1);
      bool copy = false;
      if (op.kind == ir::OperandKind::kGlobal) {
        const ir::GlobalRef& ref = mod_.module().global_ref(ir::GlobalRefId(op.index));
        if (ref.path.empty()) {
          for (CoreId r : rest) copy |= MayAssignGlobal(r, ref.name);
        }
      } else if (op.kind == ir::OperandKind::kSlot) {
        auto var = slot_vars_.find(op.index);
        if (var != slot_vars_.end()) {
          for (CoreId r : rest) copy |= MayAssign(r, var->second);
        }
      }
      if (copy) op = Emitted(StmtKind::kCopy, {op});
    }
    ops.push_back(op);
  }
  return ops;
}

Operand BodyEmitter::EmitCall(CoreId n, Ctx ctx) {
  if (ctx == Ctx::kEffect && core().has_flag(n, kDroppable)) return NothingOp();
  uint32_t mask = 0;
  std::vector<Operand> ops = Args(core().children(n), mask);
  if (!reachable_) return NothingOp();
  SetLine(n);  // the arguments may have moved the line
  Operand v = mask != 0 ? Emitted(StmtKind::kSplat, ops, mask) : Emitted(StmtKind::kCall, ops);
  return Result(v, ctx);
}

Operand BodyEmitter::EmitAssign(CoreId n, Ctx ctx) {
  CoreId lhs = core().child(n, 0);
  Operand v = Emit(core().child(n, 1), Ctx::kValue);
  if (!reachable_) return NothingOp();
  SetLine(n);
  switch (core().kind(lhs)) {
    case CoreKind::kTemp:
      if (v.kind != ir::OperandKind::kSsa && v.kind != ir::OperandKind::kConst &&
          v.kind != ir::OperandKind::kStaticParam) {
        v = Emitted(StmtKind::kCopy, {v});
      }
      temps_[core().payload(lhs)] = v;
      return Result(v, ctx);
    case CoreKind::kGlobal:
      Emitted(StmtKind::kAssignGlobal,
              {Operand::Global(mod_.Global(core().global(core().payload(lhs)))), v});
      return Result(v, ctx);
    case CoreKind::kVar: {
      VarId var = scopes().Resolve(lhs);
      if (!var.has_value()) {
        Emitted(StmtKind::kAssignGlobal,
                {Operand::Global(mod_.GlobalNamed(core().var_name(lhs))), v});
      } else {
        StoreVar(var, v);
      }
      return Result(v, ctx);
    }
    default: FATAL() << "invalid assignment target in the core tree";
  }
  return NothingOp();
}

}  // namespace kiln::lower::internal
