// Desugaring: the dispatch over syntax node kinds, atoms and blocks, and the
// small constructors the other desugar_*.cc files share.
#include "lower/desugar.h"

#include <cstring>

#include "base/check.h"

namespace kiln::lower {
namespace internal {

Desugarer::Desugarer(const parse::Tree& tree, const source::SourceBuffer& buffer,
                     source::DiagnosticSink& sink, const LowerOptions& options, CoreTree& core)
    : tree_(tree), buffer_(buffer), sink_(sink), options_(options), core_(core) {}

CoreId Desugarer::File() {
  NodeId root = tree_.root();
  std::vector<CoreId> stmts;
  if (root.has_value()) {
    if (Kind(root) == NodeKind::kToplevel || Kind(root) == NodeKind::kBlock) {
      for (NodeId c : tree_.children(root)) stmts.push_back(TopLevelStmt(c));
    } else {
      stmts.push_back(TopLevelStmt(root));
    }
  }
  // The thunk's body is always a Block: its children are the top-level
  // statements (scope resolution and linearization work statement by statement).
  CoreId body = core_.Add(CoreKind::kBlock, 0, stmts);
  LambdaInfo info;
  info.kind = LambdaKind::kThunk;
  info.name = core_.Intern("toplevel");
  uint32_t lambda = core_.AddLambda(std::move(info));
  return core_.Add(CoreKind::kLambda, 0, {body}, lambda);
}

CoreId Desugarer::Stmt(NodeId n) {
  // `include("file.jl")` as a statement of top-level code (also inside a
  // top-level loop or block) is the Include statement; inside a function it
  // is an ordinary call of the module's `include`.
  if (!in_function() && Kind(n) == NodeKind::kCall && tree_.child_count(n) == 2 &&
      IsIdentifier(tree_.child(n, 0), "include") &&
      Kind(tree_.child(n, 1)) != NodeKind::kParameters &&
      Kind(tree_.child(n, 1)) != NodeKind::kSplat) {
    return core_.Add(CoreKind::kInclude, Off(n), {Expr(tree_.child(n, 1))});
  }
  return Expr(n);
}

CoreId Desugarer::TopLevelStmt(NodeId n) {
  std::optional<StatementError> outer = std::move(statement_error_);
  statement_error_.reset();
  CoreId stmt = Stmt(n);
  std::optional<StatementError> error = std::move(statement_error_);
  statement_error_ = std::move(outer);
  if (!error) return stmt;
  // Core.throw(Base.ErrorException(Base.string(before, " around ", @__FILE__, ":LINE", after)))
  uint32_t off = error->offset;
  CoreLiteral file;
  file.kind = ir::ConstKind::kSourcePath;
  file.bits = ir::kSourceFile;
  std::string line = ":" + std::to_string(buffer_.Locate(off).line);
  CoreId message = Call(off, G(off, {"Base", "string"}),
                        {Str(off, error->before + " around "), core_.AddLiteral(off, std::move(file)),
                         Str(off, line + error->after)});
  return Call(Off(n), G(Off(n), {"Core", "throw"}),
              {Call(Off(n), G(Off(n), {"Base", "ErrorException"}), {message})});
}

CoreId Desugarer::Expr(NodeId n) {
  uint32_t off = Off(n);
  switch (Kind(n)) {
    case NodeKind::kIdentifier: {
      std::string_view name = Name(n);
      if (!name.empty() && name[0] == '@') return Error(n, "macro name used as a value");
      return core_.AddVar(off, core_.Intern(name));
    }
    case NodeKind::kFloat:
      if (tree_.has_flag(n, parse::kFloat32Literal)) {
        // A Float32 literal: its value is exact as a Float64 constant.
        return Call(off, G(off, {"Base", "Float32"}), {Literal(n)});
      }
      return Literal(n);
    case NodeKind::kInteger:
    case NodeKind::kString:
    case NodeKind::kChar:
    case NodeKind::kSymbol:
    case NodeKind::kBool: return Literal(n);
    case NodeKind::kEnd: {
      if (end_contexts_.empty()) return Error(n, "\"end\" used outside of indexing");
      // The innermost indexing expression gives `end` its meaning (Julia manual,
      // "Indexing"): lastindex(a) for a single index, lastindex(a, dim) else.
      const EndContext& e = end_contexts_.back();
      if (e.is_last && e.dim == 1)
        return Call(off, G(off, {"Base", "lastindex"}), {Clone(e.array)});
      return Call(off, G(off, {"Base", "lastindex"}), {Clone(e.array), Int(off, e.dim)});
    }
    case NodeKind::kBegin: {
      if (end_contexts_.empty()) return Error(n, "\"begin\" used outside of indexing");
      // firstindex(a), or firstindex(a, dim) among several indices.
      const EndContext& e = end_contexts_.back();
      if (e.is_last && e.dim == 1)
        return Call(off, G(off, {"Base", "firstindex"}), {Clone(e.array)});
      return Call(off, G(off, {"Base", "firstindex"}), {Clone(e.array), Int(off, e.dim)});
    }
    case NodeKind::kEmpty: return core_.AddNothing(off);
    case NodeKind::kError: return core_.AddNothing(off);
    case NodeKind::kUnsupported: return Unsupported(n, tree_.string_value(n));
    case NodeKind::kQuote: return QuoteValue(tree_.child(n, 0));
    case NodeKind::kDollar: return Error(n, "syntax: \"$\" expression outside quote");
    case NodeKind::kMacro: return Unsupported(n, "this macro definition");
    case NodeKind::kToplevel:
    case NodeKind::kBlock: return Block(n);
    case NodeKind::kModule: return ModuleDef(n);
    case NodeKind::kUsing: return UsingImport(n, true);
    case NodeKind::kImport: return UsingImport(n, false);
    case NodeKind::kExport: return ExportStmt(n);
    case NodeKind::kImportPath:
    case NodeKind::kImportList: return Error(n, "import path outside of using or import");
    case NodeKind::kDoc:
      // Docstrings are accepted and ignored (LANGUAGE.md); the definition is lowered.
      return Stmt(tree_.child(n, tree_.child_count(n) - 1));
    case NodeKind::kFunction: return FunctionDef(n);
    case NodeKind::kLambda: return LambdaExpr(n);
    case NodeKind::kStruct: return StructDef(n);
    case NodeKind::kAbstract: return AbstractDef(n);
    case NodeKind::kReturn: return Return(n);
    case NodeKind::kLocal: return LocalDecl(n);
    case NodeKind::kGlobal: return GlobalDecl(n);
    case NodeKind::kConst: return ConstDecl(n);
    case NodeKind::kLet: return Let(n);
    case NodeKind::kIf:
    case NodeKind::kElseIf: return If(n);
    case NodeKind::kWhile: return While(n);
    case NodeKind::kFor: return For(n);
    case NodeKind::kBreak: return BreakOrContinue(n, true);
    case NodeKind::kContinue: return BreakOrContinue(n, false);
    case NodeKind::kTry: return Try(n);
    case NodeKind::kAnd:
      return core_.Add(CoreKind::kAnd, off, {Expr(tree_.child(n, 0)), Expr(tree_.child(n, 1))});
    case NodeKind::kOr:
      return core_.Add(CoreKind::kOr, off, {Expr(tree_.child(n, 0)), Expr(tree_.child(n, 1))});
    case NodeKind::kCall: return CallExpr(n);
    case NodeKind::kComparison: return Comparison(n);
    case NodeKind::kAssign: return Assign(n);
    case NodeKind::kOpAssign: return OpAssign(n);
    case NodeKind::kDotAssign: return DotAssign(n);
    case NodeKind::kDot: return DotExpr(n);
    case NodeKind::kDotCall: return Broadcast(n);
    case NodeKind::kRef: return RefExpr(n);
    case NodeKind::kTuple: return TupleExpr(n);
    case NodeKind::kParameters: return Error(n, "unexpected semicolon in expression");
    case NodeKind::kKw: return Error(n, "misplaced keyword argument");
    case NodeKind::kVect:
    case NodeKind::kHcat:
    case NodeKind::kVcat:
    case NodeKind::kTypedHcat:
    case NodeKind::kTypedVcat:
    case NodeKind::kNcat:
    case NodeKind::kTypedNcat: return ArrayLiteral(n);
    case NodeKind::kRow: return Error(n, "unexpected matrix row");
    case NodeKind::kComprehension: return Comprehension(tree_.child(n, 0), NodeId());
    case NodeKind::kTypedComprehension: return Comprehension(tree_.child(n, 1), tree_.child(n, 0));
    case NodeKind::kGenerator:
    case NodeKind::kFlatten: return GeneratorExpr(n);
    case NodeKind::kFilter: return Error(n, "unexpected filter outside of a generator");
    case NodeKind::kStringInterp: return StringInterp(n);
    case NodeKind::kSplat: return Error(n, "\"...\" expression outside call");
    case NodeKind::kDo: return DoExpr(n);
    case NodeKind::kTypeAssert: return TypeAssertExpr(n);
    case NodeKind::kSubtype:
    case NodeKind::kSupertype: {
      // `A <: B` as an expression is a call of the function `<:` (julia-syntax.scm).
      std::string_view op = Kind(n) == NodeKind::kSubtype ? "<:" : ">:";
      if (tree_.child_count(n) != 2 || Kind(tree_.child(n, 0)) == NodeKind::kEmpty) {
        return Error(n, std::string("invalid \"") + std::string(op) + "\" expression");
      }
      return Call(off, Var(off, op), {Expr(tree_.child(n, 0)), Expr(tree_.child(n, 1))});
    }
    case NodeKind::kCurly: return CurlyExpr(n);
    case NodeKind::kWhere: return WhereExpr(n);
    case NodeKind::kMacroCall: return MacroCall(n);
  }
  return Unsupported(n, "this syntax");
}

CoreId Desugarer::Block(NodeId n) {
  std::vector<CoreId> stmts;
  for (NodeId c : tree_.children(n)) stmts.push_back(Stmt(c));
  return BlockOf(Off(n), stmts);
}

CoreId Desugarer::Literal(NodeId n) {
  CoreLiteral lit;
  switch (Kind(n)) {
    case NodeKind::kInteger: {
      const parse::IntLiteral& v = tree_.int_value(n);
      lit.bits = v.bits;
      lit.high = v.high;
      switch (v.type) {
        case parse::IntType::kInt64: lit.kind = ir::ConstKind::kInt64; break;
        case parse::IntType::kUInt8: lit.kind = ir::ConstKind::kUInt8; break;
        case parse::IntType::kUInt16: lit.kind = ir::ConstKind::kUInt16; break;
        case parse::IntType::kUInt32: lit.kind = ir::ConstKind::kUInt32; break;
        case parse::IntType::kUInt64: lit.kind = ir::ConstKind::kUInt64; break;
        case parse::IntType::kUInt128: lit.kind = ir::ConstKind::kUInt128; break;
        case parse::IntType::kInt128: lit.kind = ir::ConstKind::kInt128; break;
      }
      break;
    }
    case NodeKind::kFloat: {
      double d = tree_.float_value(n);
      lit.kind = ir::ConstKind::kFloat64;
      std::memcpy(&lit.bits, &d, sizeof d);
      break;
    }
    case NodeKind::kString:
      lit.kind = ir::ConstKind::kString;
      lit.text = tree_.string_value(n);
      break;
    case NodeKind::kChar:
      lit.kind = ir::ConstKind::kChar;
      lit.bits = tree_.char_value(n);
      break;
    case NodeKind::kSymbol:
      lit.kind = ir::ConstKind::kSymbol;
      lit.text = std::string(Name(n));
      break;
    case NodeKind::kBool:
      lit.kind = ir::ConstKind::kBool;
      lit.bits = tree_.bool_value(n) ? 1 : 0;
      break;
    default: FATAL() << "not a literal";
  }
  return core_.AddLiteral(Off(n), std::move(lit));
}

CoreId Desugarer::Error(NodeId n, std::string message) {
  return ErrorAt(Off(n), std::move(message));
}

CoreId Desugarer::ErrorAt(uint32_t offset, std::string message) {
  sink_.Error(offset, std::move(message));
  return core_.AddNothing(offset);
}

CoreId Desugarer::Unsupported(NodeId n, std::string_view what) {
  return UnsupportedAt(Off(n), what);
}

CoreId Desugarer::UnsupportedAt(uint32_t offset, std::string_view what) {
  std::string message(what);
  message += " is not supported by Kiln (";
  message += options_.file_path.empty() ? std::string("none") : options_.file_path;
  message += ":" + std::to_string(buffer_.Locate(offset).line) + ")";
  return Call(offset, G(offset, {"Core", "throw"}),
              {Call(offset, G(offset, {"Base", "ErrorException"}), {Str(offset, message)})});
}

CoreId Desugarer::Call(uint32_t offset, CoreId f, std::initializer_list<CoreId> args) {
  std::vector<CoreId> children{f};
  children.insert(children.end(), args.begin(), args.end());
  return core_.Add(CoreKind::kCall, offset, children);
}

CoreId Desugarer::Call(uint32_t offset, CoreId f, const std::vector<CoreId>& args) {
  std::vector<CoreId> children{f};
  children.insert(children.end(), args.begin(), args.end());
  return core_.Add(CoreKind::kCall, offset, children);
}

CoreId Desugarer::BlockOf(uint32_t offset, const std::vector<CoreId>& stmts) {
  if (stmts.empty()) return core_.AddNothing(offset);
  if (stmts.size() == 1) return stmts[0];
  return core_.Add(CoreKind::kBlock, offset, stmts);
}

CoreId Desugarer::Sym(uint32_t offset, std::string_view name) {
  CoreLiteral lit;
  lit.kind = ir::ConstKind::kSymbol;
  lit.text = std::string(name);
  return core_.AddLiteral(offset, std::move(lit));
}

CoreId Desugarer::Str(uint32_t offset, std::string_view text) {
  CoreLiteral lit;
  lit.kind = ir::ConstKind::kString;
  lit.text = std::string(text);
  return core_.AddLiteral(offset, std::move(lit));
}

CoreId Desugarer::Int(uint32_t offset, int64_t value) {
  CoreLiteral lit;
  lit.kind = ir::ConstKind::kInt64;
  lit.bits = static_cast<uint64_t>(value);
  return core_.AddLiteral(offset, std::move(lit));
}

CoreId Desugarer::Bool(uint32_t offset, bool value) {
  CoreLiteral lit;
  lit.kind = ir::ConstKind::kBool;
  lit.bits = value ? 1 : 0;
  return core_.AddLiteral(offset, std::move(lit));
}

CoreId Desugarer::AssignTemp(CoreId temp, CoreId value) {
  return core_.Add(CoreKind::kAssign, core_.offset(value), {temp, value});
}

CoreName Desugarer::Gensym(std::string_view base) {
  return core_.Intern("#" + std::string(base) + "#" + std::to_string(++next_gensym_));
}

bool Desugarer::IsAtom(CoreId id) const {
  switch (core_.kind(id)) {
    case CoreKind::kLiteral:
    case CoreKind::kTemp:
    case CoreKind::kNothing: return true;
    default: return false;
  }
}

CoreId Desugarer::Clone(CoreId leaf) {
  const CoreNode& n = core_.node(leaf);
  if (n.child_count != 0) return leaf;
  return core_.Add(n.kind, n.offset, {}, n.payload, n.flags);
}

CoreId Desugarer::Once(CoreId value, std::vector<CoreId>& stmts, bool keep_vars) {
  if (IsAtom(value)) return value;
  if (keep_vars &&
      (core_.kind(value) == CoreKind::kVar || core_.kind(value) == CoreKind::kGlobal)) {
    return value;
  }
  CoreId t = NewTemp(core_.offset(value));
  stmts.push_back(AssignTemp(t, value));
  return t;
}

bool Desugarer::IsIdentifier(NodeId n, std::string_view name) const {
  return n.has_value() && Kind(n) == NodeKind::kIdentifier && Name(n) == name;
}

}  // namespace internal

CoreId Desugar(const parse::Tree& tree, const source::SourceBuffer& buffer,
               source::DiagnosticSink& sink, const LowerOptions& options, CoreTree& core) {
  internal::Desugarer d(tree, buffer, sink, options, core);
  CoreId root = d.File();
  core.set_root(root);
  return root;
}

}  // namespace kiln::lower
