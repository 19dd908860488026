// Atoms: names, literals, strings with interpolation, symbols, parentheses,
// array literals and macro calls.
#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "parse/literals.h"
#include "parse/parser.h"

namespace kiln::parse::internal {

bool Parser::NextSignificantIs(TokenKind kind) const {
  size_t i = pos_;
  while (tokens_[i].kind == TokenKind::kNewline) ++i;
  return tokens_[i].kind == kind;
}

NodeId Parser::ParseAtom() {
  const Token& t = Peek();
  uint32_t offset = t.offset;
  switch (t.kind) {
    case TokenKind::kIdentifier: {
      std::string_view text = Text(t);
      const Token& next = PeekAfter(t);
      // Contextual keywords (Julia manual, "Types").
      if (text == "mutable" && next.kind == TokenKind::kKwStruct) {
        Take();
        return ParseStruct(/*is_mutable=*/true, offset);
      }
      if (text == "abstract" && next.kind == TokenKind::kIdentifier && Text(next) == "type") {
        return ParseAbstract();
      }
      if (text == "primitive" && next.kind == TokenKind::kIdentifier && Text(next) == "type") {
        return ParseUnsupportedBlock("primitive type definitions are not supported");
      }
      Take();
      return Identifier(offset, text);
    }
    case TokenKind::kInteger:
    case TokenKind::kHexInt:
    case TokenKind::kBinInt:
    case TokenKind::kOctInt:
    case TokenKind::kFloat: return ParseNumber(nullptr);
    case TokenKind::kChar: {
      Take();
      CharResult c = DecodeChar(Text(t));
      if (!c.error.empty()) Error(offset, c.error);
      return MakeLeaf(tree_.AddChar(offset, c.code_point));
    }
    case TokenKind::kStringBegin: return ParseString();
    case TokenKind::kKwTrue:
    case TokenKind::kKwFalse:
      Take();
      return MakeLeaf(tree_.AddBool(offset, t.kind == TokenKind::kKwTrue));
    case TokenKind::kLParen: return ParseParen();
    case TokenKind::kLBracket: return ParseBracket(NodeId::None, offset);
    case TokenKind::kLBrace: {
      Error(offset, "braces {...} are only supported after a type, as in Vector{Int}");
      Token open = Take();
      ListBuilder ignored(*this);
      ParseArguments(ignored, TokenKind::kRBrace, open, ArgStyle::kPlain, 0);
      return ErrorNode(offset);
    }
    case TokenKind::kColon: return ParseColonAtom();
    case TokenKind::kMacroName: return ParseMacroCall();
    case TokenKind::kKwEnd:
      if (ctx_.end_is_index) {
        Take();
        return Make(NodeKind::kEnd, offset, {});
      }
      ErrorUnexpected(t);
      return ErrorNode(offset);
    case TokenKind::kIn:
    case TokenKind::kIsa:
      // in(x, s) and isa(x, T): the word operators as function names.
      Take();
      return Identifier(offset, Text(t));
    case TokenKind::kError:
      Take();
      panic_ = true;  // reported by the lexer
      return ErrorNode(offset);
    case TokenKind::kKwQuote:
    case TokenKind::kKwMacro: return ParseKeywordForm();
    default: break;
  }
  if (lex::IsOperator(t.kind) && lex::BinaryPrec(t.kind) != Prec::kAssign &&
      t.kind != TokenKind::kQuestion && t.kind != TokenKind::kAndAnd &&
      t.kind != TokenKind::kOrOr && t.kind != TokenKind::kColonColon) {
    // An operator used as a value or called by name: ==(a, b).
    Token op = Take();
    return OperatorIdentifier(op);
  }
  ErrorUnexpected(t);
  if (!IsStatementEnd(t) && t.kind != TokenKind::kComma) Take();
  return ErrorNode(offset);
}

NodeId Parser::ParseNumber(const Token* sign) {
  Token t = Take();
  bool negative = sign != nullptr && sign->kind == TokenKind::kMinus;
  uint32_t offset = sign != nullptr ? sign->offset : t.offset;
  if (t.kind == TokenKind::kFloat) {
    FloatResult f = DecodeFloat(Text(t), negative);
    if (!f.error.empty()) Error(t.offset, f.error);
    NodeId leaf = MakeLeaf(tree_.AddFloat(offset, f.value));
    if (f.is_float32) tree_.SetFlags(leaf, kFloat32Literal);
    return leaf;
  }
  IntResult i = DecodeInteger(Text(t), t.kind, negative);
  if (!i.error.empty()) {
    Error(t.offset, i.error);
    return ErrorNode(offset);
  }
  return MakeLeaf(tree_.AddInteger(offset, i.value));
}

// String literals: "text", "a $x b $(f(y))", """triple-quoted""" and the
// bodies of prefixed literals r"..." (Julia manual, "Strings").
NodeId Parser::ParseString() {
  Token begin = Take();
  bool triple = begin.has(lex::kTripleQuoted);
  bool raw = begin.has(lex::kRawString);
  uint8_t flags = triple ? kTripleQuoted : kNoFlags;

  // Fast path: one plain chunk with nothing to decode.
  {
    const Token& a = tokens_[pos_];
    if (!triple && a.kind == TokenKind::kStringEnd) {
      Take();
      return MakeLeaf(tree_.AddString(begin.offset, std::string(), flags));
    }
    if (!triple && a.kind == TokenKind::kStringChunk &&
        PeekAfter(a).kind == TokenKind::kStringEnd) {
      std::string_view text = Text(a);
      if (text.find_first_of("\\\r") == std::string_view::npos) {
        Take();
        Take();
        return MakeLeaf(tree_.AddString(begin.offset, std::string(text), flags));
      }
    }
  }

  struct Item {
    NodeId node;     // an interpolated expression, or
    int piece = -1;  // the index of a text piece
  };
  std::vector<StringPiece> pieces;
  std::vector<Item> items;
  bool first = true;
  bool interpolated = false;
  while (!aborted_) {
    const Token& t = tokens_[pos_];
    if (t.kind == TokenKind::kStringChunk) {
      Take();
      bool ends = tokens_[pos_].kind == TokenKind::kStringEnd;
      pieces.push_back({Text(t), t.offset, first, ends});
      items.push_back({NodeId::None, static_cast<int>(pieces.size() - 1)});
    } else if (t.kind == TokenKind::kInterpolation) {
      Take();
      interpolated = true;
      const Token& n = tokens_[pos_];
      NodeId value;
      if (n.kind == TokenKind::kIdentifier && !n.space_before()) {
        Take();
        value = Identifier(n.offset, Text(n));
      } else if (n.kind == TokenKind::kLParen && !n.space_before()) {
        // $(expr): the shortest complete expression in parentheses.
        Token open = Take();
        ContextScope scope(*this);
        ctx_ = Context{};
        ctx_.newline_is_space = true;
        value = ParseEqStar();
        if (At(TokenKind::kComma) || At(TokenKind::kSemicolon)) {
          Error(Peek().offset, "invalid interpolation syntax: expected \")\"");
        }
        Expect(TokenKind::kRParen, open);
      } else {
        Error(t.offset,
              "expected a name or \"(\" after \"$\" in a string; write \"\\$\" for a dollar sign");
        value = ErrorNode(t.offset);
      }
      items.push_back({value, -1});
    } else if (t.kind == TokenKind::kStringEnd) {
      Take();
      break;
    } else {
      // The lexer always closes a string; anything else follows an error
      // inside an interpolation. Skip to the end of this string.
      Error(t.offset, "unexpected " + Describe(t) + " in string interpolation");
      int depth = 0;
      while (!aborted_ && tokens_[pos_].kind != TokenKind::kEof) {
        TokenKind k = tokens_[pos_].kind;
        ++pos_;
        if (k == TokenKind::kStringBegin) ++depth;
        if (k == TokenKind::kStringEnd && depth-- == 0) break;
      }
      break;
    }
    first = false;
  }
  DecodedString decoded = DecodeString(pieces, triple, raw);
  for (StringError& e : decoded.errors) Error(e.offset, std::move(e.message));
  if (!interpolated) {
    std::string text;
    for (std::string& s : decoded.texts) text += s;
    return MakeLeaf(tree_.AddString(begin.offset, std::move(text), flags));
  }
  ListBuilder parts(*this);
  for (Item& item : items) {
    if (item.piece < 0) {
      parts.Add(item.node);
    } else if (!decoded.texts[item.piece].empty()) {
      parts.Add(MakeLeaf(
          tree_.AddString(pieces[item.piece].offset, std::move(decoded.texts[item.piece]), flags)));
    }
  }
  return Make(NodeKind::kStringInterp, begin.offset, parts.span(), 0, flags);
}

// `:name` is a Symbol, `:+` and `:(==)` name operators, and a lone `:` is the
// colon itself (a[:, 1]). Other quoting is outside Kiln's subset.
NodeId Parser::ParseColonAtom() {
  Token colon = Take();
  const Token& n = tokens_[pos_];
  if (!n.space_before()) {
    if (n.kind == TokenKind::kIdentifier || lex::IsKeyword(n.kind) || n.kind == TokenKind::kIn ||
        n.kind == TokenKind::kIsa) {
      Take();
      if (n.kind == TokenKind::kKwTrue || n.kind == TokenKind::kKwFalse) {
        return MakeLeaf(tree_.AddBool(colon.offset, n.kind == TokenKind::kKwTrue));
      }
      return MakeLeaf(tree_.AddSymbol(colon.offset, Text(n)));
    }
    if (lex::IsOperator(n.kind) && n.kind != TokenKind::kColon) {
      Token op = Take();
      return MakeLeaf(tree_.AddSymbol(colon.offset, OperatorName(op)));
    }
    if (n.kind == TokenKind::kDot && !n.has(lex::kDotted)) {
      Take();
      return MakeLeaf(tree_.AddSymbol(colon.offset, "."));  // :.
    }
    if (n.kind == TokenKind::kDotDotDot) {
      Take();
      return MakeLeaf(tree_.AddSymbol(colon.offset, "..."));  // :... (Expr(:..., x)'s head)
    }
    if (n.kind == TokenKind::kDollar) {
      // `:$` names the interpolation operator; `:$x` / `:$(...)` stay quoted interpolations.
      const Token& after = PeekAfter(n);
      bool operand = !after.space_before() &&
                     (after.kind == TokenKind::kIdentifier || after.kind == TokenKind::kLParen);
      if (!operand) {
        Take();
        return MakeLeaf(tree_.AddSymbol(colon.offset, "$"));
      }
    }
    if (n.kind == TokenKind::kLParen) {
      const Token& op = PeekAfter(n);
      if (lex::IsOperator(op.kind) && PeekAfter(op).kind == TokenKind::kRParen) {
        Take();
        Token name = Take();
        Take();
        return MakeLeaf(tree_.AddSymbol(colon.offset, OperatorName(name)));
      }
      // :(:=) names the `:=` operator, which the lexer reads as `:` then `=`.
      const Token& eq = PeekAfter(op);
      if (op.kind == TokenKind::kColon && eq.kind == TokenKind::kEq && !eq.space_before() &&
          !eq.has(lex::kDotted) && PeekAfter(eq).kind == TokenKind::kRParen) {
        for (int i = 0; i < 4; ++i) Take();
        return MakeLeaf(tree_.AddSymbol(colon.offset, ":="));
      }
      // :(x + 1) is (quote (call + x 1)).
      NodeId inner = ParseParen();
      // :(xs...) quotes the splat itself (Expr(:..., :xs)); (xs...) alone is a tuple.
      if (tree_.kind(inner) == NodeKind::kTuple && pos_ >= 2 &&
          tokens_[pos_ - 2].kind == TokenKind::kDotDotDot) {
        auto kids = tree_.children(inner);
        if (kids.size() == 1 && tree_.kind(kids[0]) == NodeKind::kSplat) {
          return Make(NodeKind::kQuote, colon.offset, {kids[0]});
        }
      }
      return Make(NodeKind::kQuote, colon.offset, {inner});
    }
    if (n.kind == TokenKind::kStringBegin || n.kind == TokenKind::kInteger ||
        n.kind == TokenKind::kFloat || n.kind == TokenKind::kChar) {
      return ParseAtom();  // :1 and :"s" are the literals themselves
    }
  }
  return Identifier(colon.offset, ":");
}

// ( ... ): grouping, tuples, named tuples, generators and (a; b) blocks.
NodeId Parser::ParseParen() {
  Token open = Take();
  uint32_t offset = open.offset;
  ContextScope scope(*this);
  ctx_.newline_is_space = true;
  ctx_.space_sensitive = false;
  ctx_.range_colon = true;
  ctx_.where_enabled = true;
  if (Accept(TokenKind::kRParen)) return Make(NodeKind::kTuple, offset, {}, 0, kParenthesized);
  if (At(TokenKind::kSemicolon)) {
    // (; a = 1, b): a named tuple written with parameters.
    ListBuilder items(*this);
    ParseArguments(items, TokenKind::kRParen, open, ArgStyle::kTuple, 0);
    return Make(NodeKind::kTuple, offset, items.span(), 0, kParenthesized);
  }
  uint32_t first_offset = Peek().offset;
  NodeId first = ParseEqStar();
  if (At(TokenKind::kKwFor)) {
    NodeId generator = ParseGenerator(first, first_offset);
    Expect(TokenKind::kRParen, open);
    MarkParenthesized(generator);
    return generator;
  }
  if (At(TokenKind::kComma)) {
    ListBuilder items(*this);
    items.Add(first);
    Take();
    ParseArguments(items, TokenKind::kRParen, open, ArgStyle::kTuple, 0);
    return Make(NodeKind::kTuple, offset, items.span(), 0, kParenthesized);
  }
  if (At(TokenKind::kSemicolon)) {
    ListBuilder statements(*this);
    statements.Add(first);
    while (Accept(TokenKind::kSemicolon)) {
      if (At(TokenKind::kRParen) || At(TokenKind::kEof)) break;
      if (At(TokenKind::kSemicolon)) continue;
      size_t before = pos_;
      statements.Add(ParseEqStar());
      if (pos_ == before) break;
    }
    Expect(TokenKind::kRParen, open);
    return Make(NodeKind::kBlock, offset, statements.span(), 0, kParenthesized);
  }
  Expect(TokenKind::kRParen, open);
  if (tree_.kind(first) == NodeKind::kSplat && !IsParenthesized(first)) {
    return Make(NodeKind::kTuple, offset, {first}, 0, kParenthesized);  // (xs...)
  }
  MarkParenthesized(first);
  return first;
}

// [ ... ] after `type` (indexing a[i], typed literals Int[1, 2]) or alone
// (array literals): vect, hcat, vcat with rows, and comprehensions. Spaces
// separate items and `;` or newlines separate rows (Julia manual,
// "Multi-dimensional Arrays" > "Concatenation").
NodeId Parser::ParseBracket(NodeId type, uint32_t offset) {
  Token open = Take();
  bool typed = type.has_value();
  ContextScope scope(*this);
  ctx_.newline_is_space = false;
  ctx_.space_sensitive = true;
  ctx_.range_colon = true;
  ctx_.where_enabled = true;
  if (typed) ctx_.end_is_index = true;
  SkipNewlines();
  if (Accept(TokenKind::kRBracket)) {
    return typed ? Make(NodeKind::kRef, offset, {type}) : Make(NodeKind::kVect, offset, {});
  }
  uint32_t first_offset = Peek().offset;
  NodeId first = ParseEqStar();
  if (NextSignificantIs(TokenKind::kKwFor)) {
    SkipNewlines();
    NodeId generator = ParseGenerator(first, first_offset);
    SkipNewlines();
    Expect(TokenKind::kRBracket, open);
    return typed ? Make(NodeKind::kTypedComprehension, offset, {type, generator})
                 : Make(NodeKind::kComprehension, offset, {generator});
  }
  if (NextSignificantIs(TokenKind::kComma)) {
    ListBuilder items(*this);
    if (typed) items.Add(type);
    items.Add(first);
    while (true) {
      SkipNewlines();
      if (!Accept(TokenKind::kComma)) break;
      SkipNewlines();
      if (At(TokenKind::kRBracket)) break;
      size_t before = pos_;
      items.Add(ParseEqStar());
      if (pos_ == before) break;
    }
    if (At(TokenKind::kSemicolon)) {
      Error(Peek().offset, "mixing \",\" and \";\" in an array literal is not supported");
    }
    Expect(TokenKind::kRBracket, open);
    return Make(typed ? NodeKind::kRef : NodeKind::kVect, offset, items.span());
  }

  // The items and, before each, the separator that precedes it: 0 a space, 1 `;` or a
  // newline, k a run of k semicolons; gaps[elements.size()] is the separator before `]`
  // (0 when there is none or only newlines).
  std::vector<NodeId> elements{first};
  std::vector<int> gaps{0};
  int pending = 0;  // the separator before the next item
  int trailing = 0;
  while (!aborted_) {
    const Token& t = Peek();
    if (t.kind == TokenKind::kRBracket || t.kind == TokenKind::kEof) break;
    if (t.kind == TokenKind::kSemicolon || t.kind == TokenKind::kNewline) {
      int run = 0;  // consecutive semicolons
      int longest = 0;
      while (At(TokenKind::kSemicolon) || At(TokenKind::kNewline)) {
        Token s = Take();
        run = s.kind == TokenKind::kSemicolon ? run + 1 : 0;
        longest = std::max(longest, run);
      }
      if (At(TokenKind::kRBracket)) {
        trailing = longest;
        break;
      }
      pending = std::max(pending, std::max(longest, 1));
      continue;
    }
    if (t.kind == TokenKind::kComma) {
      Error(t.offset, "unexpected \",\" in a matrix literal");
      Take();
      continue;
    }
    size_t before = pos_;
    NodeId e = ParseEqStar();
    if (pos_ == before) break;
    elements.push_back(e);
    gaps.push_back(std::exchange(pending, 0));
  }
  gaps.push_back(trailing);
  Expect(TokenKind::kRBracket, open);
  // gaps[i] precedes elements[i] (gaps[0] is 0); gaps.back() is the trailing one.
  int deepest = *std::max_element(gaps.begin(), gaps.end());
  if (deepest >= 3) return ConcatN(type, offset, elements, gaps, deepest);
  return Concat2(type, offset, elements, gaps);
}

// [a; b;;; c; d]: the parts between the separators of `dim` semicolons are concatenated
// along dimension `dim`, each part being itself such a literal of the lower dimensions
// (Julia's ncat / typed_ncat, hvncat when lowered).
NodeId Parser::ConcatN(NodeId type, uint32_t offset, std::span<const NodeId> elements,
                       std::span<const int> gaps, int dim) {
  ListBuilder parts(*this);
  if (type.has_value()) parts.Add(type);
  size_t start = 0;
  for (size_t i = 1; i <= elements.size(); ++i) {
    if (i < elements.size() && gaps[i] < dim) continue;
    if (i > start) {
      std::vector<int> inner(gaps.begin() + start, gaps.begin() + i);
      inner[0] = 0;
      inner.push_back(0);
      int deepest = *std::max_element(inner.begin(), inner.end());
      auto part = elements.subspan(start, i - start);
      if (part.size() == 1) {
        parts.Add(part[0]);
      } else if (deepest >= 3) {
        parts.Add(ConcatN(NodeId(), tree_.offset(part[0]), part, inner, deepest));
      } else {
        parts.Add(Concat2(NodeId(), tree_.offset(part[0]), part, inner));
      }
    }
    start = i;
  }
  return Make(type.has_value() ? NodeKind::kTypedNcat : NodeKind::kNcat, offset, parts.span(),
              static_cast<uint32_t>(dim));
}

// A literal of one or two dimensions: spaces separate items and `;` or newlines rows
// (hcat, vcat of rows: hvcat); `;;` separates columns, each the vertical concatenation
// of its items (hcat of vcats: Julia's hvncat in two dimensions).
NodeId Parser::Concat2(NodeId type, uint32_t offset, std::span<const NodeId> elements,
                       std::span<const int> gaps) {
  bool typed = type.has_value();
  std::vector<size_t> row_ends;
  std::vector<size_t> column_ends;  // row counts where `;;` ends a column
  bool vertical = gaps.back() == 1;
  for (size_t i = 1; i < elements.size(); ++i) {
    if (gaps[i] == 0) continue;
    row_ends.push_back(i);
    if (gaps[i] == 2) {
      column_ends.push_back(row_ends.size());
    } else {
      vertical = true;
    }
  }
  if (gaps.back() == 2) {
    row_ends.push_back(elements.size());
    column_ends.push_back(row_ends.size());
  }
  row_ends.push_back(elements.size());
  NodeId first = elements[0];

  if (!column_ends.empty()) {
    if (column_ends.back() != row_ends.size()) column_ends.push_back(row_ends.size());
    ListBuilder columns(*this);
    if (typed) columns.Add(type);
    size_t row = 0;
    size_t start = 0;
    for (size_t column_end : column_ends) {
      std::vector<NodeId> rows;
      for (; row < column_end; ++row) {
        size_t end = row_ends[row];
        if (end == start) continue;
        if (end - start == 1) {
          rows.push_back(elements[start]);
        } else {
          rows.push_back(Make(NodeKind::kRow, tree_.offset(elements[start]),
                              elements.subspan(start, end - start)));
        }
        start = end;
      }
      if (rows.empty()) continue;
      if (rows.size() == 1 && tree_.kind(rows[0]) == NodeKind::kRow) {
        // [1 2;; 3 4]: a row is horizontal already
        std::vector<NodeId> items(tree_.children(rows[0]).begin(), tree_.children(rows[0]).end());
        columns.Add(Make(NodeKind::kHcat, tree_.offset(rows[0]), items));
      } else if (rows.size() == 1) {
        columns.Add(rows[0]);
      } else {
        columns.Add(Make(NodeKind::kVcat, tree_.offset(rows[0]), rows));
      }
    }
    return Make(typed ? NodeKind::kTypedHcat : NodeKind::kHcat, offset, columns.span());
  }

  if (!vertical) {
    if (elements.size() == 1) {
      return typed ? Make(NodeKind::kRef, offset, {type, first})
                   : Make(NodeKind::kVect, offset, {first});
    }
    ListBuilder items(*this);
    if (typed) items.Add(type);
    for (NodeId e : elements) items.Add(e);
    return Make(typed ? NodeKind::kTypedHcat : NodeKind::kHcat, offset, items.span());
  }
  ListBuilder rows(*this);
  if (typed) rows.Add(type);
  size_t start = 0;
  for (size_t end : row_ends) {
    if (end == start) continue;
    if (end - start == 1) {
      rows.Add(elements[start]);
    } else {
      rows.Add(Make(NodeKind::kRow, tree_.offset(elements[start]),
                    elements.subspan(start, end - start)));
    }
    start = end;
  }
  return Make(typed ? NodeKind::kTypedVcat : NodeKind::kVcat, offset, rows.span());
}

// @m(a, b), @m a b (space-separated, to the end of the line), @m[...].
// Julia manual, "Metaprogramming" > "Macro invocation".
NodeId Parser::ParseMacroCall() {
  Token name_token = Take();
  uint32_t offset = name_token.offset;
  std::string name_text(Text(name_token));
  // @M.m (and @A.B.m) is Julia's other spelling of M.@m: the macro @m (macro names are
  // not qualified by module, as for M.@m in parse_postfix.cc).
  while (tokens_[pos_].kind == TokenKind::kDot && !tokens_[pos_].space_before()) {
    const Token& field = PeekAfter(tokens_[pos_]);
    if (field.kind != TokenKind::kIdentifier || field.space_before()) break;
    Take();
    name_text = "@" + std::string(Text(Take()));
  }
  NodeId name = Identifier(offset, name_text);
  const Token& t = tokens_[pos_];
  ListBuilder args(*this);
  args.Add(name);
  if (t.kind == TokenKind::kLParen && !t.space_before()) {
    Token open = Take();
    ParseArguments(args, TokenKind::kRParen, open, ArgStyle::kTuple, 1);
    return Make(NodeKind::kMacroCall, offset, args.span());
  }
  if (t.kind == TokenKind::kLBracket && !t.space_before()) {
    args.Add(ParseBracket(NodeId::None, t.offset));
    return Make(NodeKind::kMacroCall, offset, args.span());
  }
  ContextScope scope(*this);
  ctx_.space_sensitive = true;
  ctx_.newline_is_space = false;
  while (!aborted_) {
    const Token& a = Peek();
    if (IsStatementEnd(a) || a.kind == TokenKind::kComma) break;
    size_t before = pos_;
    args.Add(ParseEq());
    if (pos_ == before) break;
  }
  return Make(NodeKind::kMacroCall, offset, args.span());
}

void Parser::ParseArguments(ListBuilder& args, TokenKind closer, const Token& opener,
                            ArgStyle style, size_t params_index) {
  ContextScope scope(*this);
  ctx_.newline_is_space = true;
  ctx_.space_sensitive = false;
  ctx_.range_colon = true;
  ctx_.where_enabled = true;
  // f(k = v) passes a keyword argument (kw); so does anything after `;`,
  // except in braces and where-lists.
  bool keyword_args = style == ArgStyle::kCall;
  bool keyword_params = style != ArgStyle::kPlain;
  while (!aborted_) {
    const Token& t = Peek();
    if (t.kind == closer || t.kind == TokenKind::kEof) break;
    if (t.kind == TokenKind::kSemicolon) {
      Take();
      size_t mark = args.size();
      while (!aborted_) {
        const Token& u = Peek();
        if (u.kind == closer || u.kind == TokenKind::kEof) break;
        if (u.kind == TokenKind::kSemicolon) {
          Error(u.offset, "a second \";\" in an argument list is not supported");
          Take();
          continue;
        }
        size_t before = pos_;
        uint32_t arg_offset = u.offset;
        NodeId p = ParseEqStar(keyword_params);
        if (At(TokenKind::kKwFor)) p = ParseGenerator(p, arg_offset);
        args.Add(p);
        if (pos_ == before || !Accept(TokenKind::kComma)) break;
      }
      NodeId params = Make(NodeKind::kParameters, t.offset, args.span(mark));
      args.Truncate(mark);
      args.Insert(params_index, params);
      break;
    }
    size_t before = pos_;
    uint32_t arg_offset = t.offset;
    NodeId a = ParseEqStar(keyword_args);
    if (At(TokenKind::kKwFor)) a = ParseGenerator(a, arg_offset);
    args.Add(a);
    if (pos_ == before) break;
    if (Accept(TokenKind::kComma)) continue;
    if (At(TokenKind::kSemicolon)) continue;
    break;
  }
  Expect(closer, opener);
}

}  // namespace kiln::parse::internal
