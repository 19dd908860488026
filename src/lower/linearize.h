// Pass 4 of lowering: linearization (julia-syntax.scm `compile-body`). Turns
// each lambda of the core tree into a CodeInfo-style ir::Body: statements
// whose operands are atoms, slots for arguments and locals, SSA values for
// temporaries, gotos to statement indices, a line on every statement.
// Closures become ClosureDefs; definitions become MethodDefs/StructDefs
// run by statements of the module's top-level thunk.
#ifndef KILN_LOWER_LINEARIZE_H_
#define KILN_LOWER_LINEARIZE_H_

#include <memory>
#include <unordered_map>
#include <vector>

#include "ir/body_builder.h"
#include "ir/module_ir.h"
#include "lower/closures.h"
#include "lower/core.h"
#include "lower/lower.h"
#include "lower/scope.h"
#include "parse/tree.h"
#include "source/diagnostic.h"
#include "source/source_buffer.h"

namespace kiln::lower {

ir::FileIr Linearize(const CoreTree& core, CoreId root, const ScopeInfo& scopes,
                     const ClosureInfo& closures, const parse::Tree& tree,
                     const source::SourceBuffer& buffer, source::DiagnosticSink& sink,
                     const LowerOptions& options);

// Sets kSlotAssigned and kSlotUsedUndef (a slot read that some path reaches
// before any assignment, or after a DeclareLocal) on a finished body.
void ComputeSlotFlags(ir::Body& body);

namespace internal {

using ir::Operand;

// Maps byte offsets to 1-based lines (SourceBuffer::Locate also computes the
// column, which costs the length of the line).
class LineTable {
 public:
  explicit LineTable(std::string_view text);
  uint32_t LineOf(uint32_t offset) const;

 private:
  std::vector<uint32_t> starts_;
};

// What the file's passes share while emitting.
struct FileContext {
  const CoreTree& core;
  const ScopeInfo& scopes;
  const ClosureInfo& closures;
  const parse::Tree& tree;
  const source::SourceBuffer& buffer;
  source::DiagnosticSink& sink;
  const LowerOptions& options;
  ir::FileIr& file;
  LineTable lines;
  std::string file_tag;  // a hash of the file's text, in the names of hoisted locals
};

// Interning into one ModuleIr, and the module-level definitions.
class ModuleEmitter {
 public:
  ModuleEmitter(FileContext& ctx, ir::ModuleIr& m) : ctx_(ctx), m_(m) {}

  ir::NameId Name(CoreName name) { return m_.Intern(ctx_.core.NameText(name)); }
  ir::NameId Name(std::string_view text) { return m_.Intern(text); }
  ir::GlobalRefId Global(const CoreGlobal& g);
  ir::GlobalRefId Global(std::initializer_list<std::string_view> path_and_name);
  ir::GlobalRefId GlobalNamed(CoreName name);  // `name` in this module
  ir::ConstId Literal(const CoreLiteral& lit);
  ir::ConstId Symbol(std::string_view name);
  ir::ConstId Int(int64_t value);
  ir::ConstId Nothing() { return m_.AddConst({ir::ConstKind::kNothing, 0, 0}); }
  ir::ConstId Bool(bool value) { return m_.AddConst({ir::ConstKind::kBool, value ? 1u : 0u, 0}); }

  // Signature and field types (type_expr.cc). `vars` are the type variables
  // in scope; `<:T` wildcards append to `extra` when it is non-null.
  ir::TypeExprId Type(parse::NodeId syntax, const std::vector<TypeVarSyntax>& vars,
                      std::vector<ir::TypeVarDef>* extra);
  std::vector<ir::TypeVarDef> TypeVars(const std::vector<TypeVarSyntax>& vars);
  // `where` and `<:T` outside method signatures: a kUnionAll expression.
  ir::TypeExprId LocalWhere(parse::NodeId n, const std::vector<TypeVarSyntax>& vars);
  ir::TypeExprId UnionAllExpr(uint32_t index, const std::string& name, ir::TypeExprId lower,
                              ir::TypeExprId upper, ir::TypeExprId body);

  // The closure type of a lambda (anonymous functions) or of a local
  // function (all of its methods share one), created on first use.
  // `name`: the closure type's name (a local function's `#g#N`); None for
  // anonymous functions, which use their lambda's name (`#N`).
  ir::ClosureId ClosureFor(uint32_t lambda, VarId local_function,
                           const std::vector<VarId>& captured, CoreName name = CoreName());
  bool HasClosure(uint32_t lambda, VarId local_function) const {
    return local_function.has_value() ? function_closures_.count(local_function.index) != 0
                                      : lambda_closures_.count(lambda) != 0;
  }
  // The captured variables of a closure type, in field order.
  const std::vector<VarId>& ClosureVars(ir::ClosureId id) const {
    return closure_vars_.at(id.index);
  }
  ir::TypeExprId TypeOfType(ir::TypeExprId t);
  // Emits a method: its body and its MethodDef. Returns the MethodDef.
  ir::MethodDefId EmitMethod(CoreId method_or_lambda, const MethodInfo* info, bool as_global,
                             ir::ClosureId closure, CoreName global_name);
  ir::StructDefId EmitStruct(CoreId node);

  FileContext& ctx() { return ctx_; }
  ir::ModuleIr& module() { return m_; }
  uint32_t LineOf(uint32_t offset) const { return ctx_.lines.LineOf(offset); }

 private:
  FileContext& ctx_;
  ir::ModuleIr& m_;
  std::unordered_map<uint32_t, ir::ClosureId> lambda_closures_;
  std::unordered_map<uint32_t, ir::ClosureId> function_closures_;
  std::unordered_map<uint32_t, std::vector<VarId>> closure_vars_;
  // The variables of `where` clauses inside a signature's annotation being
  // lowered (x::Vector{T} where T), innermost last: name -> method variable.
  std::vector<std::pair<std::string, uint32_t>> where_names_;
};

// Emits the module whose top-level thunk is `thunk` into ctx.file; returns
// its index there.
uint32_t EmitModule(FileContext& ctx, CoreId thunk, std::string_view name);

enum class Ctx : uint8_t { kValue, kEffect, kTail };

// Emits one lambda's body.
class BodyEmitter {
 public:
  // `closure`: the closure type whose method this is, if any.
  BodyEmitter(ModuleEmitter& mod, CoreId lambda, ir::ClosureId closure = ir::ClosureId());
  ir::Body Finish();  // emits the body and returns it

 private:
  // ---- linearize_body.cc ----
  Operand Emit(CoreId n, Ctx ctx);
  Operand EmitVar(CoreId n, Ctx ctx);
  Operand EmitCall(CoreId n, Ctx ctx);
  Operand EmitAssign(CoreId n, Ctx ctx);
  Operand EmitLambda(CoreId n);
  void EmitMethod(CoreId n);
  Operand EmitTopLevel(CoreId n);
  void StoreVar(VarId v, Operand value);
  // Reads v; a boxed v is checked for definedness when `check_defined`.
  Operand LoadVar(VarId v, bool check_defined);
  ir::GlobalRefId HoistedGlobal(VarId v);
  Operand CaptureValue(VarId v);  // what a new closure gets for v
  Operand Closure(ir::ClosureId id, const std::vector<VarId>& captured);
  std::vector<Operand> Args(std::span<const CoreId> nodes, uint32_t& splat_mask);
  void EnterScope(CoreId declaring_node, CoreId body);
  bool MayAssign(CoreId n, VarId v) const;
  bool MayAssignGlobal(CoreId n, ir::NameId name) const;
  bool ContainsAssign(CoreId n) const;
  Operand Result(Operand value, Ctx ctx);  // returns or hands back a value
  Operand Atom(Operand value);             // copies slots/globals into an SSA value
  Operand CallOp(std::initializer_list<std::string_view> f, std::initializer_list<Operand> args);

  // ---- linearize_control.cc ----
  Operand EmitIf(CoreId n, Ctx ctx);
  Operand EmitAndOr(CoreId n, Ctx ctx);
  void CondJump(CoreId cond, uint32_t false_label);
  Operand EmitWhile(CoreId n, Ctx ctx);
  Operand EmitBreakBlock(CoreId n, Ctx ctx);
  void EmitBreak(CoreId n);
  void EmitSymbolicLabel(CoreId n);
  void EmitSymbolicGoto(CoreId n);
  void ScanSymbolicLabels(CoreId n, size_t depth);
  void EmitReturn(Operand value);
  Operand EmitTryCatch(CoreId n, Ctx ctx);
  Operand EmitTryFinally(CoreId n, Ctx ctx);
  void ExitHandlers(size_t depth);  // leaves handlers down to `depth`

  // Labels: forward or backward jump targets, patched when the body is done.
  uint32_t NewLabel();
  void Jump(uint32_t label);
  void JumpIfNot(Operand cond, uint32_t label);
  void Place(uint32_t label);
  void PatchLabels();
  ir::SlotId TempSlot(std::string_view name);

  void SetLine(CoreId n);
  Operand Emitted(ir::StmtKind kind, std::span<const Operand> ops, uint32_t aux = 0);
  Operand Emitted(ir::StmtKind kind, std::initializer_list<Operand> ops, uint32_t aux = 0) {
    return Emitted(kind, std::span<const Operand>(ops.begin(), ops.size()), aux);
  }
  void Terminate() { reachable_ = false; }
  Operand NothingOp() { return Operand::Const(mod_.Nothing()); }
  const CoreTree& core() const { return ctx_.core; }
  const ScopeInfo& scopes() const { return ctx_.scopes; }
  bool IsThunk() const { return info_.kind == LambdaKind::kThunk; }

  struct Label {
    uint32_t target = UINT32_MAX;
    std::vector<uint32_t> uses;  // statement indices of jumps to it
  };
  // An exception handler or catch block we are inside of.
  struct Handler {
    enum Kind { kTry, kFinally, kCatchBlock } kind;
    Operand token;   // the Enter statement's value
    CoreId finally;  // kFinally: the finally block
  };
  struct BreakTarget {
    uint32_t label;
    size_t handler_depth;
  };

  ModuleEmitter& mod_;
  FileContext& ctx_;
  CoreId lambda_node_;
  uint32_t lambda_;
  const LambdaInfo& info_;
  ir::Body body_;
  ir::BodyBuilder b_;
  std::unordered_map<uint32_t, ir::SlotId> slots_;         // VarId index -> slot
  std::unordered_map<uint32_t, VarId> slot_vars_;          // slot index -> variable
  std::unordered_map<uint32_t, ir::ConstId> field_names_;  // captured VarId -> field symbol
  std::unordered_map<uint32_t, Operand> temps_;            // temp number -> value
  std::unordered_map<uint32_t, BreakTarget> breaks_;       // core label -> target
  // @label names -> their label and the handler depth where they are (found by a scan of
  // the body at the first @label or @goto).
  std::unordered_map<uint32_t, BreakTarget> symbolic_labels_;
  bool symbolic_labels_scanned_ = false;
  std::vector<Label> labels_;
  std::vector<Handler> handlers_;
  bool reachable_ = true;
  uint32_t loop_depth_ = 0;
  uint32_t statement_end_ = UINT32_MAX;  // thunk: where a top-level `return` goes
  size_t statement_handlers_ = 0;

  friend class ModuleEmitter;
};

}  // namespace internal
}  // namespace kiln::lower

#endif  // KILN_LOWER_LINEARIZE_H_
