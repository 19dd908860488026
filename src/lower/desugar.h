// Pass 1 of lowering: syntax tree -> core tree. Expands the built-in macros,
// operators, control flow, assignments of every shape, comprehensions,
// broadcasting and definitions (default and keyword arguments, structs) into
// the core forms of core_kind.def, following julia-syntax.scm's
// `expand-forms`. The member functions are split by concern over
// desugar_*.cc and macros.cc.
#ifndef KILN_LOWER_DESUGAR_H_
#define KILN_LOWER_DESUGAR_H_

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "lower/core.h"
#include "lower/lower.h"
#include "parse/tree.h"
#include "source/diagnostic.h"
#include "source/source_buffer.h"

namespace kiln::lower {

// Desugars a whole file. Returns the root: a Lambda of kind kThunk.
CoreId Desugar(const parse::Tree& tree, const source::SourceBuffer& buffer,
               source::DiagnosticSink& sink, const LowerOptions& options, CoreTree& core);

namespace internal {

// Comparison chains with more links than this are desugared flat (see
// Desugarer::Comparison).
inline constexpr size_t kNestedComparisonLinks = 16;


using parse::NodeId;
using parse::NodeKind;

// One formal argument of a definition, after `fix-arglist`.
struct ArgSpec {
  CoreName name;
  NodeId type;           // None: Any
  NodeId default_value;  // None: required
  NodeId pattern;        // a tuple to destructure, `f((a, b))`; None otherwise
  bool is_vararg = false;
  bool type_of = false;  // the argument is the type `type` itself (isa Type{type})
  uint32_t offset = 0;
};

// One keyword argument of a definition.
struct KwSpec {
  CoreName name;
  NodeId type;           // None: Any
  NodeId default_value;  // None: required (UndefKeywordError)
  uint32_t offset = 0;
};

// A parsed signature: `f(x, y = 1; k = 2) where T`.
struct Signature {
  enum class Kind { kGlobal, kLocalName, kCallable, kAnonymous } kind = Kind::kAnonymous;
  CoreGlobal global;   // kGlobal; also kLocalName (name only)
  NodeId self_type;    // kCallable
  CoreName self_name;  // kCallable: `(f::Foo)(x)` binds f
  bool self_is_type_of = false;
  NodeId curly;  // `P{T}(x)` inner constructors: the curly node
  std::vector<ArgSpec> args;
  std::vector<KwSpec> kwargs;
  std::optional<KwSpec> rest_kw;
  std::vector<TypeVarSyntax> type_vars;
  NodeId return_type;
  uint32_t offset = 0;
};

class Desugarer {
 public:
  Desugarer(const parse::Tree& tree, const source::SourceBuffer& buffer,
            source::DiagnosticSink& sink, const LowerOptions& options, CoreTree& core);

  CoreId File();

  // ---- desugar.cc: dispatch, atoms, blocks, helpers ----
  CoreId Expr(NodeId n);
  CoreId Stmt(NodeId n);  // statement position (top-level definitions allowed)
  CoreId Block(NodeId n);
  CoreId Literal(NodeId n);
  CoreId Error(NodeId n, std::string message);  // reports, returns a throwing stub
  CoreId ErrorAt(uint32_t offset, std::string message);
  // A construct Kiln cannot run: code that throws, when it executes,
  // ErrorException("<what> is not supported by Kiln (FILE:LINE)"); the rest
  // of the file compiles and runs.
  CoreId Unsupported(NodeId n, std::string_view what);
  CoreId UnsupportedAt(uint32_t offset, std::string_view what);

  CoreId G(uint32_t offset, std::initializer_list<std::string_view> path_and_name) {
    return core_.AddGlobal(offset, path_and_name);
  }
  CoreId Call(uint32_t offset, CoreId f, std::initializer_list<CoreId> args);
  CoreId Call(uint32_t offset, CoreId f, const std::vector<CoreId>& args);
  CoreId BlockOf(uint32_t offset, const std::vector<CoreId>& stmts);
  CoreId Sym(uint32_t offset, std::string_view name);
  CoreId Str(uint32_t offset, std::string_view text);
  CoreId Int(uint32_t offset, int64_t value);
  CoreId Bool(uint32_t offset, bool value);
  CoreId NewTemp(uint32_t offset) { return core_.AddTemp(offset, next_temp_++); }
  CoreId AssignTemp(CoreId temp, CoreId value);
  CoreName Gensym(std::string_view base);
  CoreId Var(uint32_t offset, std::string_view name) {
    return core_.AddVar(offset, core_.Intern(name));
  }
  // Evaluates `value` once: returns it if it is an atom (or, with
  // `keep_vars`, a variable), else a temp, and appends the temp's assignment
  // to `stmts`. Use Clone() for every further use of the result.
  CoreId Once(CoreId value, std::vector<CoreId>& stmts, bool keep_vars = false);
  CoreId Clone(CoreId leaf);
  bool IsAtom(CoreId id) const;
  std::string_view Name(NodeId n) const { return tree_.name(n); }
  NodeKind Kind(NodeId n) const { return tree_.kind(n); }
  uint32_t Off(NodeId n) const { return tree_.offset(n); }
  bool IsIdentifier(NodeId n, std::string_view name) const;

  // ---- desugar_expr.cc: calls, operators, indexing, tuples, strings ----
  CoreId CallExpr(NodeId n);
  CoreId CallWithArgs(uint32_t offset, CoreId f, std::span<const NodeId> args, NodeId callee_syntax,
                      CoreId first_arg = CoreId());
  CoreId Comparison(NodeId n);
  CoreId DottedComparison(NodeId n);
  CoreId FlatComparison(NodeId n);  // Comparison past kNestedComparisonLinks links
  CoreId DotExpr(NodeId n);
  CoreId RefExpr(NodeId n);
  void IndexArgs(NodeId ref, CoreId array, std::vector<CoreId>& out);
  CoreId TupleExpr(NodeId n);
  CoreId NamedTuple(uint32_t offset, std::span<const NodeId> items, std::string_view what);
  CoreId ArrayLiteral(NodeId n);
  CoreId StringInterp(NodeId n);
  CoreId CurlyExpr(NodeId n);
  CoreId WhereExpr(NodeId n);
  CoreId UnionAll(uint32_t offset, const std::vector<TypeVarSyntax>& vars,
                  const std::function<CoreId()>& body);
  CoreId TypeAssertExpr(NodeId n);
  CoreId PowerCall(uint32_t offset, CoreId f, NodeId base, NodeId exponent);

  // ---- desugar_assign.cc: assignment, updating operators, destructuring ----
  CoreId Assign(NodeId n);
  CoreId AssignTo(NodeId lhs, CoreId rhs, uint32_t offset);
  CoreId OpAssign(NodeId n);
  CoreId AssignSyntax(NodeId lhs, NodeId rhs, uint32_t offset, bool declare_locals);
  CoreId Destructure(NodeId pattern, CoreId value, uint32_t offset, bool declare_locals);
  CoreId DestructureTargets(const std::vector<NodeId>& targets, CoreId value, uint32_t offset,
                            bool declare_locals);
  CoreId AssignName(NodeId name, CoreId rhs, uint32_t offset, bool declare_local);
  CoreId TypedGlobalAssign(NodeId var, NodeId type, CoreId rhs, uint32_t offset);

  // ---- desugar_broadcast.cc ----
  bool IsDotCall(NodeId n) const;
  CoreId Broadcast(NodeId n);    // materialize(broadcasted(...))
  CoreId Broadcasted(NodeId n);  // the fused, unmaterialized tree
  CoreId DotAssign(NodeId n);
  CoreId DotOpAssign(NodeId n, std::string_view op);

  // ---- desugar_control.cc ----
  CoreId If(NodeId n);
  CoreId While(NodeId n);
  CoreId For(NodeId n);
  CoreId Try(NodeId n);
  CoreId Let(NodeId n);
  CoreId LocalDecl(NodeId n);
  CoreId GlobalDecl(NodeId n);
  CoreId ConstDecl(NodeId n);
  CoreId Return(NodeId n);
  CoreId BreakOrContinue(NodeId n, bool is_break);
  CoreId ForLoop(uint32_t offset, const std::vector<std::pair<NodeId, NodeId>>& iters, size_t index,
                 const std::function<CoreId()>& body, uint32_t break_label);

  // ---- desugar_function.cc: definitions ----
  CoreId FunctionDef(NodeId n);
  CoreId FunctionDefParts(NodeId sig, NodeId body, uint32_t offset, bool short_form);
  CoreId AnonymousWithDefaults(Signature s, NodeId body, uint32_t offset);
  CoreId LambdaExpr(NodeId n);
  CoreId DoExpr(NodeId n);
  bool ParseSignature(NodeId sig, Signature& out);
  bool ParseArg(NodeId arg, ArgSpec& out);
  bool ParseKwArg(NodeId arg, KwSpec& out);
  void ParseWhere(NodeId where, std::vector<TypeVarSyntax>& vars);
  // Where a definition's methods go.
  struct MethodTarget {
    MethodTargetKind kind = MethodTargetKind::kGlobal;
    uint32_t global = 0;    // kGlobal / kKwCall
    CoreName local;         // kLocal: the local function's name
    CoreName lambda_name;   // for stack traces
    CoreName closure_name;  // kLocal: `#g#N`, unique in the file
  };
  using BodyFn = std::function<CoreId(const std::vector<ArgSpec>&)>;
  CoreId MakeLambda(LambdaKind kind, CoreName name, uint32_t offset,
                    const std::vector<ArgSpec>& args, const std::vector<CoreName>& sparams,
                    const BodyFn& body, CoreName self_name = CoreName());
  CoreId MakeMethod(const Signature& sig, const MethodTarget& target,
                    const std::vector<ArgSpec>& args, const std::vector<TypeVarSyntax>& vars,
                    const BodyFn& body);
  CoreId DefineMethods(const Signature& sig, const MethodTarget& target, NodeId body,
                       uint32_t offset);
  CoreId KeywordMethods(const Signature& sig, const MethodTarget& target, NodeId body,
                        uint32_t offset);
  CoreId LocalKeywordMethods(const Signature& sig, const MethodTarget& target, NodeId body,
                             uint32_t offset);
  CoreId CallableKeywordMethods(const Signature& sig, const MethodTarget& target, NodeId body,
                                uint32_t offset);
  std::vector<CoreId> KeywordUnpack(const Signature& sig, uint32_t offset,
                                    std::vector<CoreId> err_args, std::vector<CoreId>& stmts);
  void OptionalPositionalMethods(const Signature& sig, const MethodTarget& target,
                                 const BodyFn& full_body, std::vector<CoreId>& out);
  CoreId FunctionBody(NodeId body, NodeId return_type);
  std::vector<TypeVarSyntax> FilterTypeVars(const std::vector<TypeVarSyntax>& vars,
                                            const std::vector<NodeId>& used_in) const;
  bool MentionsName(NodeId syntax, CoreName name) const;

  // ---- desugar_types.cc: struct, abstract, module, using, new ----
  CoreId StructDef(NodeId n);
  CoreId AbstractDef(NodeId n);
  CoreId ModuleDef(NodeId n);
  CoreId UsingImport(NodeId n, bool is_using);
  CoreId ExportStmt(NodeId n);
  CoreId NewCall(NodeId n, NodeId callee, std::span<const NodeId> args);
  bool ParseTypeHeader(NodeId header, CoreName& name, std::vector<TypeVarSyntax>& vars,
                       NodeId& super_type);

  // ---- desugar_generator.cc ----
  CoreId GeneratorExpr(NodeId n);
  CoreId Comprehension(NodeId n, NodeId elem_type);

  // ---- macros.cc ----
  CoreId MacroCall(NodeId n);

  // ---- desugar_quote.cc: `quote ... end` and `:(...)` as Expr values ----
  CoreId QuoteValue(NodeId n);

  const parse::Tree& tree() const { return tree_; }
  CoreTree& core() { return core_; }

 public:
  struct LoopLabels {
    uint32_t break_label;
    uint32_t continue_label;
  };
  // What `new` means inside an inner constructor.
  struct StructContext {
    CoreName name;
    std::vector<TypeVarSyntax> type_vars;
    NodeId curly;  // the constructor's `P{T}` name, if any
  };
  // What `end` means inside `a[...]`: lastindex(array[, dim]).
  struct EndContext {
    CoreId array;
    uint32_t dim;
    bool is_last;
  };
  // State saved and reset when entering a function body.
  struct FunctionContext {
    std::vector<LoopLabels> loops;
    NodeId return_type;
    int scope_depth = 0;
    bool in_function = false;
  };

 private:
  const parse::Tree& tree_;
  const source::SourceBuffer& buffer_;
  source::DiagnosticSink& sink_;
  const LowerOptions& options_;
  CoreTree& core_;

  FunctionContext fn_;
  std::vector<StructContext> structs_;
  std::vector<EndContext> end_contexts_;
  uint32_t next_temp_ = 0;
  uint32_t next_label_ = 0;
  uint32_t next_gensym_ = 0;
  uint32_t next_lambda_number_ = 0;
  // A lowering error of Julia's that fails the whole top-level statement when it runs
  // (Julia lowers each top-level statement just before running it): the offset of the
  // construct and the message's text before and after " around FILE:LINE".
  struct StatementError {
    uint32_t offset = 0;
    std::string before, after;
  };
  std::optional<StatementError> statement_error_;

 public:
  // Records a StatementError (the first one of the statement counts).
  void FailStatement(uint32_t offset, std::string before, std::string after) {
    if (!statement_error_) statement_error_ = StatementError{offset, std::move(before), std::move(after)};
  }
  // A top-level statement: Stmt(n), or the throw of the StatementError it recorded.
  CoreId TopLevelStmt(NodeId n);
  // Accessors for the helpers in the split files.
  FunctionContext& fn() { return fn_; }
  std::vector<StructContext>& structs() { return structs_; }
  std::vector<EndContext>& end_contexts() { return end_contexts_; }
  uint32_t NewLabel() { return next_label_++; }
  uint32_t NextLambdaNumber() { return ++next_lambda_number_; }
  const LowerOptions& options() const { return options_; }
  const source::SourceBuffer& buffer() const { return buffer_; }
  source::DiagnosticSink& sink() { return sink_; }
  bool at_top_level() const { return !fn_.in_function && fn_.scope_depth == 0; }
  bool in_function() const { return fn_.in_function; }
};

// Saves the per-function context and resets it for a new function body.
class FunctionScope {
 public:
  explicit FunctionScope(Desugarer& d) : d_(d), saved_(d.fn()) {
    d.fn() = {};
    d.fn().in_function = true;
  }
  ~FunctionScope() { d_.fn() = saved_; }

 private:
  Desugarer& d_;
  Desugarer::FunctionContext saved_;
};

// Counts a nested scope block while desugaring its contents.
class DesugarScope {
 public:
  explicit DesugarScope(Desugarer& d) : d_(d) { ++d.fn().scope_depth; }
  ~DesugarScope() { --d_.fn().scope_depth; }

 private:
  Desugarer& d_;
};

}  // namespace internal
}  // namespace kiln::lower

#endif  // KILN_LOWER_DESUGAR_H_
