// The parser's token cursor, contexts, diagnostics and node building, and
// the Parse() entry point.
#include "parse/parser.h"

#include <algorithm>

namespace kiln::parse {
namespace internal {

Parser::Parser(const source::SourceBuffer& buffer, const lex::TokenizedBuffer& tokens, Tree& tree)
    : buffer_(buffer), lexed_(tokens), tokens_(tokens.tokens), tree_(tree) {
  depths_.reserve(tokens_.size() + 16);
  scratch_.reserve(256);
}

void Parser::ParseFile() {
  ListBuilder stmts(*this);
  ParseStatements(stmts, kEndNone, /*docstrings=*/true);
  tree_.set_root(Make(NodeKind::kToplevel, 0, stmts.span()));
}

std::vector<source::Diagnostic> Parser::TakeDiagnostics() {
  std::vector<source::Diagnostic> all = lexed_.errors;
  all.insert(all.end(), diagnostics_.begin(), diagnostics_.end());
  std::stable_sort(
      all.begin(), all.end(),
      [](const source::Diagnostic& a, const source::Diagnostic& b) { return a.offset < b.offset; });
  return all;
}

// ---- Tokens ----

const Token& Parser::PeekAfter(const Token& t, int n) const {
  size_t index = static_cast<size_t>(&t - tokens_.data()) + static_cast<size_t>(n);
  return index < tokens_.size() ? tokens_[index] : tokens_.back();
}

bool Parser::Accept(TokenKind kind) {
  if (!At(kind)) return false;
  Take();
  return true;
}

void Parser::SkipNewlines() {
  while (!aborted_ && tokens_[pos_].kind == TokenKind::kNewline) ++pos_;
}

void Parser::SkipNewlinesAndSemicolons() {
  while (!aborted_ && (tokens_[pos_].kind == TokenKind::kNewline ||
                       tokens_[pos_].kind == TokenKind::kSemicolon)) {
    ++pos_;
  }
}

std::string_view Parser::Text(const Token& t) const {
  return buffer_.text().substr(t.offset, t.length);
}

uint32_t Parser::LineOf(uint32_t offset) const { return buffer_.Locate(offset).line; }

std::string Parser::Describe(const Token& t) const {
  switch (t.kind) {
    case TokenKind::kEof: return "end of file";
    case TokenKind::kNewline: return "end of line";
    case TokenKind::kStringBegin: return "string literal";
    case TokenKind::kStringChunk:
    case TokenKind::kStringEnd:
    case TokenKind::kInterpolation:
    case TokenKind::kError: return std::string(lex::TokenKindText(t.kind));
    default: {
      std::string quoted = "\"";
      quoted += Text(t);
      return quoted + "\"";
    }
  }
}

bool Parser::IsClosing(TokenKind kind) const {
  switch (kind) {
    case TokenKind::kRParen:
    case TokenKind::kRBracket:
    case TokenKind::kRBrace:
    case TokenKind::kKwEnd:
    case TokenKind::kKwElse:
    case TokenKind::kKwElseif:
    case TokenKind::kKwCatch:
    case TokenKind::kKwFinally:
    case TokenKind::kEof: return true;
    default: return false;
  }
}

bool Parser::IsStatementEnd(const Token& t) const {
  return t.kind == TokenKind::kNewline || t.kind == TokenKind::kSemicolon || IsClosing(t.kind);
}

// ---- Errors and recovery ----

void Parser::Error(uint32_t offset, std::string message) {
  if (panic_) return;      // one error per statement: the rest is likely fallout
  if (quiet_ > 0) return;  // inside a construct already reported as unsupported
  panic_ = true;
  // After an unterminated string or comment the lexer has said what is wrong;
  // complaints at the end of the file would only repeat it.
  if (lexed_.unterminated_literal && offset >= buffer_.size()) return;
  // One complaint per spot: recovery may stop at the token just reported.
  if (!diagnostics_.empty() && diagnostics_.back().offset == offset) return;
  diagnostics_.push_back({source::Severity::kError, offset, std::move(message)});
}

void Parser::ErrorUnexpected(const Token& t) {
  if (t.kind == TokenKind::kError) {
    panic_ = true;  // the lexer reported it
    return;
  }
  Error(t.offset, "unexpected " + Describe(t));
}

void Parser::Expect(TokenKind closer, const Token& opener) {
  if (Accept(closer)) return;
  const Token& t = Peek();
  if (!Reporting()) {
    panic_ = true;
    SkipToCloser(closer);
    return;
  }
  std::string message = "expected \"";
  message += lex::TokenKindText(closer);
  message += "\" to close \"";
  message += Text(opener);
  message += "\"";
  if (LineOf(opener.offset) != LineOf(t.offset)) {
    message += " at line " + std::to_string(LineOf(opener.offset));
  }
  if (t.kind != TokenKind::kEof) message += ", found " + Describe(t);
  if (t.kind == TokenKind::kError) {
    panic_ = true;
  } else {
    Error(t.offset, std::move(message));
  }
  SkipToCloser(closer);
}

// Skips to the matching closer on this line, if there is one, but not past
// an `end` that likely closes an enclosing block.
void Parser::SkipToCloser(TokenKind closer) {
  int depth = 0;
  while (!aborted_) {
    const Token& u = tokens_[pos_];
    if (u.kind == TokenKind::kEof) return;
    if (u.kind == TokenKind::kNewline && depth == 0) return;
    if (u.kind == TokenKind::kKwEnd && depth == 0 && !ctx_.end_is_index) return;
    if (u.kind == TokenKind::kLParen || u.kind == TokenKind::kLBracket ||
        u.kind == TokenKind::kLBrace) {
      ++depth;
    } else if (u.kind == TokenKind::kRParen || u.kind == TokenKind::kRBracket ||
               u.kind == TokenKind::kRBrace) {
      if (depth == 0) {
        if (u.kind == closer) Take();
        return;
      }
      --depth;
    }
    ++pos_;
  }
}

void Parser::ExpectEnd(const Token& opener) {
  if (Accept(TokenKind::kKwEnd)) return;
  if (!Reporting()) return;
  std::string message = "expected \"end\" to close \"";
  message += Text(opener);
  message += "\" at line " + std::to_string(LineOf(opener.offset));
  Error(Peek().offset, std::move(message));
}

void Parser::ResyncToNextLine() {
  // Skip the rest of the line, but keep a block keyword that follows on it
  // (outside brackets): `x = ) end` still closes its block.
  int depth = 0;
  while (!aborted_) {
    TokenKind k = tokens_[pos_].kind;
    if (k == TokenKind::kEof) return;
    if (depth <= 0 &&
        (k == TokenKind::kKwEnd || k == TokenKind::kKwElse || k == TokenKind::kKwElseif ||
         k == TokenKind::kKwCatch || k == TokenKind::kKwFinally)) {
      return;
    }
    if (k == TokenKind::kLParen || k == TokenKind::kLBracket || k == TokenKind::kLBrace) ++depth;
    if (k == TokenKind::kRParen || k == TokenKind::kRBracket || k == TokenKind::kRBrace) --depth;
    ++pos_;
    if (k == TokenKind::kNewline) return;
  }
}

void Parser::TooDeep() {
  if (aborted_) return;
  const Token& t = tokens_[pos_];
  diagnostics_.push_back({source::Severity::kError, t.offset,
                          "expression nested too deeply (the limit is " +
                              std::to_string(kMaxNestingDepth) + " levels)"});
  aborted_ = true;
  panic_ = true;
}

// ---- Nodes ----

NodeId Parser::Make(NodeKind kind, uint32_t offset, std::span<const NodeId> children,
                    uint32_t payload, uint8_t flags) {
  int depth = 0;
  for (NodeId child : children) depth = std::max<int>(depth, depths_[child.index]);
  ++depth;
  if (depth > kMaxTreeDepth) {
    // Too deep for later phases to walk recursively: an Error leaf instead.
    TooDeep();
    kind = NodeKind::kError;
    children = {};
    payload = 0;
    depth = 1;
  }
  NodeId id = tree_.AddNode(kind, offset, children, payload, flags);
  DCHECK(id.index == depths_.size());
  depths_.push_back(static_cast<uint16_t>(depth));
  return id;
}

NodeId Parser::MakeLeaf(NodeId leaf) {
  DCHECK(leaf.index == depths_.size());
  depths_.push_back(1);
  return leaf;
}

NodeId Parser::Identifier(uint32_t offset, std::string_view name) {
  return MakeLeaf(tree_.AddIdentifier(offset, name));
}

std::string Parser::OperatorName(const Token& t) const {
  if (lex::IsNamedByText(t.kind)) return std::string(Text(t));  // with its dot, if dotted
  std::string name;
  if (t.has(lex::kDotted)) name += '.';
  name += lex::TokenKindText(t.kind);
  return name;
}

NodeId Parser::OperatorIdentifier(const Token& t) {
  if (!t.has(lex::kDotted) && !lex::IsNamedByText(t.kind)) {
    return Identifier(t.offset, lex::TokenKindText(t.kind));
  }
  return Identifier(t.offset, OperatorName(t));
}

void Parser::MarkParenthesized(NodeId id) {
  tree_.SetFlags(id, static_cast<uint8_t>(tree_.node(id).flags | kParenthesized));
}

}  // namespace internal

uint32_t StatementStartLine(const source::SourceBuffer& buffer, uint32_t line) {
  source::DiagnosticSink sink;
  Tree tree = Parse(buffer, sink);
  NodeId root = tree.root();
  if (!root.has_value() || tree.kind(root) != NodeKind::kToplevel) return line;
  uint32_t start = 0;
  for (NodeId stmt : tree.children(root)) {
    uint32_t at = buffer.LineOf(tree.offset(stmt));
    if (at > line) break;
    start = at;
  }
  return start == 0 ? line : start;
}

Tree Parse(const source::SourceBuffer& buffer, source::DiagnosticSink& sink) {
  lex::TokenizedBuffer tokens = lex::Lex(buffer.text());
  Tree tree;
  internal::Parser parser(buffer, tokens, tree);
  parser.ParseFile();
  for (source::Diagnostic& d : parser.TakeDiagnostics()) {
    if (d.severity == source::Severity::kError) {
      sink.Error(d.offset, std::move(d.message));
    } else {
      sink.Warning(d.offset, std::move(d.message));
    }
  }
  return tree;
}

}  // namespace kiln::parse
