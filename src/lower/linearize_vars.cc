// Linearization of variables: slots, boxes (Core.Box) and captured
// variables read through the closure's fields, typed locals, and the fresh
// variables of scopes that are entered repeatedly.
#include <functional>
#include <unordered_set>

#include "base/check.h"
#include "lower/linearize.h"

namespace kiln::lower::internal {

using ir::StmtKind;

// Locals declared by `declaring` (a Scope, a lambda or a top-level
// statement): boxes are made at scope entry, so each entry (each loop
// iteration) gets a fresh variable; inside loops, unboxed locals that might
// be read before their first assignment are reset (Julia manual, "Loops and
// Comprehensions": fresh bindings per iteration).
void BodyEmitter::EnterScope(CoreId declaring, CoreId body) {
  auto it = scopes().scope_decls.find(declaring.index);
  if (it == scopes().scope_decls.end()) return;
  std::vector<VarId> reset;  // unboxed locals that need a DeclareLocal
  for (VarId v : it->second) {
    const VarInfo& var = scopes().var(v);
    // A top-level statement that is itself a lambda declares its locals for the
    // lambda's own body, not for the thunk that makes the function.
    if (var.kind != VarKind::kLocal || var.lambda != lambda_ || var.hoisted) continue;
    ir::SlotId slot = slots_.at(v.index);
    if (var.boxed) {
      Emitted(StmtKind::kAssignSlot, {CallOp({"Core", "Box"}, {})}, slot.index);
    } else if (loop_depth_ != 0 && body.has_value()) {
      reset.push_back(v);
    }
  }
  if (reset.empty()) return;
  // Skip the reset when the scope's first statement that mentions the
  // variable assigns it from a value that does not read it.
  std::unordered_set<uint32_t> pending;
  for (VarId v : reset) pending.insert(v.index);
  std::unordered_set<uint32_t> needs_reset;
  std::function<void(CoreId, std::unordered_set<uint32_t>&)> mentioned =
      [&](CoreId x, std::unordered_set<uint32_t>& out) {
        if (core().kind(x) == CoreKind::kVar) {
          VarId r = scopes().Resolve(x);
          if (r.has_value() && pending.count(r.index)) out.insert(r.index);
        }
        for (CoreId c : core().children(x)) mentioned(c, out);
      };
  std::vector<CoreId> seq;
  std::function<void(CoreId)> flatten = [&](CoreId x) {
    if (core().kind(x) == CoreKind::kBlock || core().kind(x) == CoreKind::kBreakBlock) {
      for (CoreId c : core().children(x)) flatten(c);
    } else {
      seq.push_back(x);
    }
  };
  flatten(body);
  for (CoreId s : seq) {
    if (pending.empty()) break;
    if (core().kind(s) == CoreKind::kLocal) continue;
    std::unordered_set<uint32_t> here;
    mentioned(s, here);
    VarId target;
    std::unordered_set<uint32_t> in_value;
    if (core().kind(s) == CoreKind::kAssign && core().kind(core().child(s, 0)) == CoreKind::kVar) {
      target = scopes().Resolve(core().child(s, 0));
      mentioned(core().child(s, 1), in_value);
    }
    for (uint32_t v : here) {
      bool assigned_first = target.has_value() && target.index == v && !in_value.count(v);
      if (!assigned_first) needs_reset.insert(v);
      pending.erase(v);
    }
  }
  for (VarId v : reset) {
    if (needs_reset.count(v.index)) {
      Emitted(StmtKind::kDeclareLocal, {}, slots_.at(v.index).index);
    }
  }
}

// The hidden global that stands for a hoisted local (scope.h): `#x#let<N>#<file>`.
ir::GlobalRefId BodyEmitter::HoistedGlobal(VarId v) {
  std::string name = "#" + std::string(core().NameText(scopes().var(v).name)) + "#let" +
                     std::to_string(v.index) + "#" + ctx_.file_tag;
  return mod_.Global({name});
}

Operand BodyEmitter::LoadVar(VarId v, bool check_defined) {
  const VarInfo& info = scopes().var(v);
  if (info.hoisted) return Operand::Global(HoistedGlobal(v));
  if (info.lambda == lambda_ && info.kind == VarKind::kStaticParam) {
    return Operand::StaticParam(info.position);
  }
  Operand holder = info.lambda == lambda_ ? Operand::Slot(slots_.at(v.index)) : CaptureValue(v);
  if (!info.boxed) return holder;
  Operand contents = Operand::Const(mod_.Symbol("contents"));
  if (check_defined) {
    // Reading an empty box is reading an undefined variable:
    //   Core.isdefined(box, :contents) || Core.throw(Core.UndefVarError(:x))
    uint32_t ok = NewLabel();
    Operand defined = CallOp({"Core", "isdefined"}, {holder, contents});
    Operand undefined = CallOp({"Core", "Intrinsics", "not_int"}, {defined});
    JumpIfNot(undefined, ok);
    Operand error = CallOp({"Core", "UndefVarError"},
                           {Operand::Const(mod_.Symbol(core().NameText(info.name)))});
    CallOp({"Core", "throw"}, {error});
    Emitted(StmtKind::kUnreachable, {});
    Place(ok);
  }
  return CallOp({"Core", "getfield"}, {holder, contents});
}

// The value a closure created here stores for captured variable v: its box,
// or its value when it is not boxed.
Operand BodyEmitter::CaptureValue(VarId v) {
  const VarInfo& info = scopes().var(v);
  if (info.lambda == lambda_) {
    if (info.kind == VarKind::kStaticParam) return Operand::StaticParam(info.position);
    return Operand::Slot(slots_.at(v.index));
  }
  // A variable this closure captured: read the field of #self# (slot 0).
  auto it = field_names_.find(v.index);
  CHECK(it != field_names_.end()) << "captured variable without a closure field";
  return CallOp({"Core", "getfield"}, {Operand::Slot(ir::SlotId(0)), Operand::Const(it->second)});
}

void BodyEmitter::StoreVar(VarId v, Operand value) {
  const VarInfo& info = scopes().var(v);
  if (info.kind == VarKind::kStaticParam) return;  // an error reported by scope resolution
  if (info.declared_type.has_value()) {
    // x::T: every assignment converts (Julia manual, "Type Declarations").
    uint32_t line = b_.line();
    Operand t = Emit(info.declared_type, Ctx::kValue);
    b_.set_line(line);
    Operand converted = CallOp({"Base", "convert"}, {t, value});
    value = CallOp({"Core", "typeassert"}, {converted, t});
  }
  if (info.hoisted) {
    Emitted(StmtKind::kAssignGlobal, {Operand::Global(HoistedGlobal(v)), value});
    return;
  }
  if (info.lambda == lambda_ && !info.boxed) {
    Emitted(StmtKind::kAssignSlot, {value}, slots_.at(v.index).index);
    return;
  }
  CHECK(info.boxed) << "assignment to a captured variable that is not boxed";
  Operand box = info.lambda == lambda_ ? Operand::Slot(slots_.at(v.index)) : CaptureValue(v);
  CallOp({"Core", "setfield!"}, {box, Operand::Const(mod_.Symbol("contents")), value});
}

}  // namespace kiln::lower::internal
