// Linearization of definitions: closures (ClosureDefs and the Closure
// statement), methods of global and local functions, and the top-level-only
// forms (struct, module, using/import, export, include).
#include "base/check.h"
#include "lower/linearize.h"

namespace kiln::lower::internal {

using ir::StmtKind;

Operand BodyEmitter::Closure(ir::ClosureId id, const std::vector<VarId>& captured) {
  std::vector<Operand> ops;
  for (VarId v : captured) ops.push_back(CaptureValue(v));
  return Emitted(StmtKind::kClosure, ops, id.index);
}

// An anonymous function: its closure type and method are made on first
// use; every evaluation creates a new closure object.
Operand BodyEmitter::EmitLambda(CoreId n) {
  uint32_t lambda = core().payload(n);
  const std::vector<VarId>& captured = scopes().captures[lambda];
  bool fresh = !mod_.HasClosure(lambda, VarId());
  ir::ClosureId id = mod_.ClosureFor(lambda, VarId(), captured);
  if (fresh) mod_.EmitMethod(n, nullptr, false, id, CoreName());
  return Closure(id, captured);
}

void BodyEmitter::EmitMethod(CoreId n) {
  const MethodInfo& info = core().method(core().payload(n));
  if (info.target == MethodTargetKind::kLocal && !scopes().method_is_global[n.index]) {
    // A method of a local function: add it to the function's closure type,
    // then (re)bind the name to a closure object.
    VarId fn = scopes().Resolve(core().child(n, 0));
    CHECK(fn.has_value()) << "local function without a variable";
    auto caps = ctx_.closures.local_function_captures.find(fn.index);
    static const std::vector<VarId> kNone;
    const std::vector<VarId>& captured =
        caps == ctx_.closures.local_function_captures.end() ? kNone : caps->second;
    uint32_t lambda = core().payload(core().child(n, 1));
    ir::ClosureId id = mod_.ClosureFor(lambda, fn, captured, info.closure_name);
    mod_.EmitMethod(n, &info, false, id, CoreName());
    StoreVar(fn, Closure(id, captured));
    return;
  }
  if (!IsThunk()) return;  // reported by scope resolution
  bool as_global = info.target == MethodTargetKind::kLocal;
  CoreName name = as_global ? core().var_name(core().child(n, 0)) : CoreName();
  ir::MethodDefId id = mod_.EmitMethod(n, &info, as_global, ir::ClosureId(), name);
  Emitted(StmtKind::kDefineMethod, {}, id.index);
}

Operand BodyEmitter::EmitTopLevel(CoreId n) {
  const CoreTree& t = core();
  switch (t.kind(n)) {
    case CoreKind::kDeclareFunction:
      Emitted(StmtKind::kDeclareFunction, {Operand::Global(mod_.Global(t.global(t.payload(n))))});
      break;
    case CoreKind::kStructDef: {
      bool abstract = t.struct_info(t.payload(n)).is_abstract;
      ir::StructDefId id = mod_.EmitStruct(n);
      Emitted(abstract ? StmtKind::kDefineAbstract : StmtKind::kDefineStruct, {}, id.index);
      break;
    }
    case CoreKind::kModule: {
      std::string_view name = t.NameText(t.module_info(t.payload(n)).name);
      uint32_t index = EmitModule(ctx_, t.child(n, 0), name);
      mod_.module().submodules.push_back(ir::ModuleIrId(index));
      Emitted(StmtKind::kDefineModule, {}, index);
      break;
    }
    case CoreKind::kImport: {
      const ImportInfo& info = t.import_info(t.payload(n));
      ir::ImportDef def;
      def.is_using = info.is_using;
      def.leading_dots = info.leading_dots;
      for (CoreName p : info.path) def.path.push_back(mod_.Name(p));
      for (CoreName name : info.names) {
        def.names.push_back(mod_.Name(name));
        def.aliases.push_back(ir::NameId());
      }
      ir::ImportId id = mod_.module().AddImport(std::move(def));
      Emitted(info.is_using ? StmtKind::kUsing : StmtKind::kImport, {}, id.index);
      break;
    }
    case CoreKind::kExport:
      Emitted(StmtKind::kExport, {}, mod_.Name(CoreName(t.payload(n))).index);
      break;
    case CoreKind::kInclude: {
      Operand path = Emit(t.child(n, 0), Ctx::kValue);
      if (reachable_) Emitted(StmtKind::kInclude, {path});
      break;
    }
    default: FATAL() << "not a top-level form";
  }
  return NothingOp();
}

}  // namespace kiln::lower::internal
