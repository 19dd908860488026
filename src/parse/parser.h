// The Parser class behind Parse() (parse.h). Internal to the parse phase.
//
// A hand-written recursive-descent parser with one function per precedence
// level, following the Julia manual's "Operator Precedence and Associativity"
// table and the shapes of Julia's `Meta.parse` (see node_kind.def). The code
// is split by family:
//   parser.cc         token cursor, contexts, errors and recovery, node building
//   parse_expr.cc     operators, from assignment down to unary and ^
//   parse_postfix.cc  calls, indexing, field access, do blocks, generators
//   parse_atom.cc     literals, strings, brackets, parentheses, macro calls
//   parse_stmt.cc     blocks, keyword forms (function, if, for, struct, ...)
//
// Recursion is bounded: every recursive path passes a DepthGuard, and nodes
// deeper than kMaxTreeDepth are refused, so hostile input cannot overflow the
// C++ stack here or in later phases. Every loop consumes a token or stops,
// so no input makes the parser hang.
#ifndef KILN_PARSE_PARSER_H_
#define KILN_PARSE_PARSER_H_

#include <cstdint>
#include <initializer_list>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "lex/lexer.h"
#include "lex/token.h"
#include "parse/parse.h"
#include "parse/tree.h"
#include "source/diagnostic.h"
#include "source/source_buffer.h"

namespace kiln::parse::internal {

using lex::Prec;
using lex::Token;
using lex::TokenKind;

class ContextScope;
class DepthGuard;
class ListBuilder;

// Block terminators a block body may stop at (bit set).
enum BlockEnd : uint8_t {
  kEndNone = 0,
  kEndEnd = 1 << 0,
  kEndElse = 1 << 1,     // else and elseif
  kEndCatch = 1 << 2,    // catch
  kEndFinally = 1 << 3,  // finally
};

class Parser {
 public:
  Parser(const source::SourceBuffer& buffer, const lex::TokenizedBuffer& tokens, Tree& tree);

  // Parses the whole file; the tree's root becomes a Toplevel node.
  void ParseFile();

  // The parser's diagnostics merged with the lexer's, in source order.
  std::vector<source::Diagnostic> TakeDiagnostics();

 private:
  friend class ContextScope;
  friend class DepthGuard;
  friend class ListBuilder;

  // What the surrounding syntax makes of newlines and spaces: inside
  // parentheses newlines are spaces, inside brackets they separate rows, and
  // spaces separate items (Julia manual, "Arrays" > "Concatenation").
  struct Context {
    bool newline_is_space = false;  // inside ( ) and { }: newlines are whitespace
    bool space_sensitive = false;   // inside [ ] and macro arguments: `a -b` is two items
    bool range_colon = true;        // false in the middle of a ? b : c
    bool where_enabled = true;      // false while parsing the right side of `where`
    bool end_is_index = false;      // inside a[...]: `end` is the last index
  };

  // ---- parser.cc: tokens ----
  // The current token; skips newlines where they are spaces. After the
  // nesting limit is hit, always the end of file.
  const Token& Peek() {
    if (aborted_) return tokens_.back();
    if (ctx_.newline_is_space) {
      while (tokens_[pos_].kind == TokenKind::kNewline) ++pos_;
    }
    return tokens_[pos_];
  }
  const Token& PeekAfter(const Token& t, int n = 1) const;  // the nth raw token after t
  TokenKind PeekKind() { return Peek().kind; }
  bool At(TokenKind kind) { return Peek().kind == kind; }
  Token Take() {
    const Token& t = Peek();
    last_ = t;
    if (t.kind != TokenKind::kEof) ++pos_;
    return last_;
  }
  bool Accept(TokenKind kind);
  void SkipNewlines();
  void SkipNewlinesAndSemicolons();
  std::string_view Text(const Token& t) const;
  uint32_t LineOf(uint32_t offset) const;
  std::string Describe(const Token& t) const;  // `"end"`, `identifier "x"`, `end of file`
  bool IsClosing(TokenKind kind) const;
  bool IsStatementEnd(const Token& t) const;

  // ---- parser.cc: errors ----
  void Error(uint32_t offset, std::string message);
  void ErrorUnexpected(const Token& t);
  bool Reporting() const { return !panic_ && quiet_ == 0; }  // would Error() report?
  void Expect(TokenKind closer, const Token& opener);
  void SkipToCloser(TokenKind closer);
  void ExpectEnd(const Token& opener);
  void ResyncToNextLine();
  void TooDeep();

  // ---- parser.cc: nodes ----
  NodeId Make(NodeKind kind, uint32_t offset, std::span<const NodeId> children,
              uint32_t payload = 0, uint8_t flags = kNoFlags);
  NodeId Make(NodeKind kind, uint32_t offset, std::initializer_list<NodeId> children,
              uint32_t payload = 0, uint8_t flags = kNoFlags) {
    return Make(kind, offset, std::span<const NodeId>(children.begin(), children.size()), payload,
                flags);
  }
  NodeId MakeLeaf(NodeId leaf);  // records depth for a leaf the Tree built
  NodeId Identifier(uint32_t offset, std::string_view name);
  NodeId OperatorIdentifier(const Token& t);
  NodeId ErrorNode(uint32_t offset) { return Make(NodeKind::kError, offset, {}); }
  NodeId EmptyNode(uint32_t offset) { return Make(NodeKind::kEmpty, offset, {}); }
  void MarkParenthesized(NodeId id);
  bool IsParenthesized(NodeId id) const { return tree_.has_flag(id, kParenthesized); }
  std::string OperatorName(const Token& t) const;

  // ---- parse_stmt.cc ----
  void ParseStatements(ListBuilder& stmts, uint8_t ends, bool docstrings);
  NodeId ParseBlock(uint32_t offset, uint8_t ends, bool docstrings);
  NodeId ParseStatement(bool docstrings);
  bool StartsKeywordForm(const Token& t);
  NodeId ParseKeywordForm();
  NodeId ParseFunction();
  NodeId ParseMacroDef();
  NodeId ParseFunctionSignature();
  NodeId ParseIf();
  NodeId ParseWhile();
  NodeId ParseFor();
  NodeId ParseLet();
  NodeId ParseTry();
  NodeId ParseStruct(bool is_mutable, uint32_t offset);
  NodeId ParseAbstract();
  NodeId ParseModule();
  NodeId ParseImport();
  NodeId ParseImportPath();
  NodeId ParseExport();
  NodeId ParseReturn();
  NodeId ParseDeclaration(NodeKind kind);  // const, global, local
  NodeId ParseUnsupportedBlock(const char* message);
  NodeId ParseDo();

  // ---- parse_expr.cc ----
  NodeId ParseEq();                             // statement level: assignment, bare tuples
  NodeId ParseEqStar(bool as_keyword = false);  // assignment without bare tuples
  NodeId ParseAssignmentRest(NodeId lhs, uint32_t offset, bool commas, bool as_keyword);
  NodeId ParseComma();
  NodeId ParseBinary(Prec min);
  NodeId ParseBinaryRest(NodeId lhs, uint32_t offset, Prec min);
  Prec BinaryPrecHere(const Token& t);
  NodeId ParseTernary(NodeId cond, uint32_t offset);
  NodeId ParseComparison(NodeId lhs, uint32_t offset);
  NodeId ParseRange(NodeId lhs, uint32_t offset);
  NodeId ParseUnarySubtype();
  NodeId ParseWhere();
  NodeId ParseWhereChain(NodeId lhs, uint32_t offset);
  NodeId ParseJuxtapose();
  NodeId ParseUnary();
  NodeId ParseFactor();
  NodeId ParseFactorRest(NodeId lhs, uint32_t offset);
  NodeId ParsePowerOperand();
  NodeId ParseDeclRest(NodeId lhs, uint32_t offset);
  NodeId ParseCallLevel();
  NodeId ParseInterpolation();
  NodeId ParsePostfix(NodeId lhs, uint32_t offset);
  NodeId ParseIterationSpec();
  NodeId ParseGenerator(NodeId body, uint32_t offset);

  // ---- parse_atom.cc ----
  NodeId ParseAtom();
  NodeId ParseNumber(const Token* sign);
  NodeId ParseString();
  NodeId ParseColonAtom();
  NodeId ParseParen();
  NodeId ParseBracket(NodeId type, uint32_t offset);
  // The matrix literal of `elements`, each preceded by its separator in `gaps` (0 a space,
  // k a run of k semicolons or, as 1, newlines; one more entry: the trailing separator).
  NodeId Concat2(NodeId type, uint32_t offset, std::span<const NodeId> elements,
                 std::span<const int> gaps);
  NodeId ConcatN(NodeId type, uint32_t offset, std::span<const NodeId> elements,
                 std::span<const int> gaps, int dim);
  NodeId ParseMacroCall();
  // Parses arguments up to and including `closer`, appending them (with a
  // Parameters node first, if `;` appears) to the list being built.
  enum class ArgStyle { kCall, kTuple, kPlain };
  // `params_index` is where the Parameters node goes among `args` (Julia puts
  // it before the positional arguments).
  void ParseArguments(ListBuilder& args, TokenKind closer, const Token& opener, ArgStyle style,
                      size_t params_index);
  bool CanJuxtapose();
  bool NextSignificantIs(TokenKind kind) const;

  const source::SourceBuffer& buffer_;
  const lex::TokenizedBuffer& lexed_;
  const std::vector<Token>& tokens_;
  Tree& tree_;
  size_t pos_ = 0;
  Token last_;  // the last token taken
  Context ctx_;
  int depth_ = 0;
  bool aborted_ = false;  // nesting limit hit: the rest of the file is skipped
  bool panic_ = false;    // an error was reported in the current statement
  int quiet_ = 0;         // > 0: inside an unsupported construct, errors are not reported
  int struct_bodies_ = 0;  // > 0: inside a struct body
  std::vector<source::Diagnostic> diagnostics_;
  std::vector<NodeId> scratch_;   // ListBuilder storage
  std::vector<uint16_t> depths_;  // tree depth of every node, by NodeId
};

// Saves the parser's context and restores it on scope exit.
class ContextScope {
 public:
  explicit ContextScope(Parser& p) : p_(p), saved_(p.ctx_) {}
  ~ContextScope() { p_.ctx_ = saved_; }
  ContextScope(const ContextScope&) = delete;
  ContextScope& operator=(const ContextScope&) = delete;

 private:
  Parser& p_;
  Parser::Context saved_;
};

// Counts one level of recursion; past kMaxNestingDepth the parse is aborted.
class DepthGuard {
 public:
  explicit DepthGuard(Parser& p) : p_(p) {
    if (++p_.depth_ > kMaxNestingDepth) p_.TooDeep();
  }
  ~DepthGuard() { --p_.depth_; }
  DepthGuard(const DepthGuard&) = delete;
  DepthGuard& operator=(const DepthGuard&) = delete;

 private:
  Parser& p_;
};

// A list of child ids built on the parser's shared scratch stack, so building
// a node's children allocates nothing in the common case. Builders nest like
// the parse: a builder must not grow while a builder created after it lives.
class ListBuilder {
 public:
  explicit ListBuilder(Parser& p) : v_(p.scratch_), mark_(v_.size()) {}
  ~ListBuilder() { v_.resize(mark_); }
  ListBuilder(const ListBuilder&) = delete;
  ListBuilder& operator=(const ListBuilder&) = delete;

  void Add(NodeId id) { v_.push_back(id); }
  void Insert(size_t index, NodeId id) { v_.insert(v_.begin() + mark_ + index, id); }
  void Truncate(size_t size) { v_.resize(mark_ + size); }
  size_t size() const { return v_.size() - mark_; }
  NodeId operator[](size_t i) const { return v_[mark_ + i]; }
  std::span<const NodeId> span(size_t from = 0) const {
    return std::span<const NodeId>(v_.data() + mark_ + from, size() - from);
  }

 private:
  std::vector<NodeId>& v_;
  size_t mark_;
};

}  // namespace kiln::parse::internal

#endif  // KILN_PARSE_PARSER_H_
