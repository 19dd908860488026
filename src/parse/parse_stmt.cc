// Statements, blocks and the keyword forms (Julia manual: "Control Flow",
// "Functions", "Types", "Modules", "Variables"; "Documentation" for
// docstrings).
#include <utility>
#include <vector>

#include "parse/parser.h"

namespace kiln::parse::internal {
namespace {

bool IsBlockEnd(TokenKind k) {
  return k == TokenKind::kKwEnd || k == TokenKind::kKwElse || k == TokenKind::kKwElseif ||
         k == TokenKind::kKwCatch || k == TokenKind::kKwFinally;
}

bool Terminates(TokenKind k, uint8_t ends) {
  switch (k) {
    case TokenKind::kKwEnd: return (ends & kEndEnd) != 0;
    case TokenKind::kKwElse:
    case TokenKind::kKwElseif: return (ends & kEndElse) != 0;
    case TokenKind::kKwCatch: return (ends & kEndCatch) != 0;
    case TokenKind::kKwFinally: return (ends & kEndFinally) != 0;
    default: return false;
  }
}

}  // namespace

void Parser::ParseStatements(ListBuilder& stmts, uint8_t ends, bool docstrings) {
  ContextScope scope(*this);
  ctx_ = Context{};  // newlines end statements again, even inside ( )
  while (!aborted_) {
    SkipNewlinesAndSemicolons();
    panic_ = false;  // a new statement: report its first error
    const Token& t = Peek();
    if (t.kind == TokenKind::kEof) break;
    if (IsBlockEnd(t.kind)) {
      if (Terminates(t.kind, ends)) break;
      ErrorUnexpected(t);
      Take();
      continue;
    }
    if (t.kind == TokenKind::kRParen || t.kind == TokenKind::kRBracket ||
        t.kind == TokenKind::kRBrace) {
      ErrorUnexpected(t);
      Take();
      continue;
    }
    size_t before = pos_;
    stmts.Add(ParseStatement(docstrings));
    const Token& after = Peek();
    if (!IsStatementEnd(after)) {
      if (after.kind == TokenKind::kError) {
        panic_ = true;
      } else {
        Error(after.offset, "extra token " + Describe(after) + " after end of expression");
      }
    }
    if (panic_) ResyncToNextLine();
    if (pos_ == before) Take();  // always make progress
  }
}

NodeId Parser::ParseBlock(uint32_t offset, uint8_t ends, bool docstrings) {
  ListBuilder stmts(*this);
  ParseStatements(stmts, ends, docstrings);
  if (stmts.size() > 0) offset = tree_.offset(stmts[0]);
  return Make(NodeKind::kBlock, offset, stmts.span());
}

NodeId Parser::ParseStatement(bool docstrings) {
  NodeId stmt = ParseEq();
  if (!docstrings) return stmt;
  NodeKind k = tree_.kind(stmt);
  if ((k != NodeKind::kString && k != NodeKind::kStringInterp) || IsParenthesized(stmt)) {
    return stmt;
  }
  // A string just before a definition, on the same line or the next one,
  // documents it; a blank line in between does not.
  const Token& t = tokens_[pos_];
  const Token& next = t.kind == TokenKind::kNewline ? PeekAfter(t) : t;
  if (IsStatementEnd(next)) return stmt;
  if (t.kind == TokenKind::kNewline) ++pos_;
  NodeId def = ParseEq();
  return Make(NodeKind::kDoc, tree_.offset(stmt), {stmt, def});
}

bool Parser::StartsKeywordForm(const Token& t) {
  switch (t.kind) {
    case TokenKind::kKwFunction:
    case TokenKind::kKwIf:
    case TokenKind::kKwWhile:
    case TokenKind::kKwFor:
    case TokenKind::kKwBegin:
    case TokenKind::kKwLet:
    case TokenKind::kKwTry:
    case TokenKind::kKwStruct:
    case TokenKind::kKwModule:
    case TokenKind::kKwBaremodule:
    case TokenKind::kKwUsing:
    case TokenKind::kKwImport:
    case TokenKind::kKwExport:
    case TokenKind::kKwReturn:
    case TokenKind::kKwBreak:
    case TokenKind::kKwContinue:
    case TokenKind::kKwConst:
    case TokenKind::kKwGlobal:
    case TokenKind::kKwLocal:
    case TokenKind::kKwQuote:
    case TokenKind::kKwMacro: return true;
    default: return false;
  }
}

NodeId Parser::ParseKeywordForm() {
  ContextScope scope(*this);
  ctx_.newline_is_space = false;
  ctx_.space_sensitive = false;
  const Token& t = Peek();
  uint32_t offset = t.offset;
  switch (t.kind) {
    case TokenKind::kKwFunction: return ParseFunction();
    case TokenKind::kKwIf: return ParseIf();
    case TokenKind::kKwWhile: return ParseWhile();
    case TokenKind::kKwFor: return ParseFor();
    case TokenKind::kKwLet: return ParseLet();
    case TokenKind::kKwTry: return ParseTry();
    case TokenKind::kKwStruct: return ParseStruct(/*is_mutable=*/false, offset);
    case TokenKind::kKwModule: return ParseModule();
    case TokenKind::kKwBaremodule:
      Error(offset, "baremodule is not supported; use module");
      return ParseModule();
    case TokenKind::kKwUsing:
    case TokenKind::kKwImport: return ParseImport();
    case TokenKind::kKwExport: return ParseExport();
    case TokenKind::kKwReturn: return ParseReturn();
    case TokenKind::kKwBreak: Take(); return Make(NodeKind::kBreak, offset, {});
    case TokenKind::kKwContinue: Take(); return Make(NodeKind::kContinue, offset, {});
    case TokenKind::kKwConst: return ParseDeclaration(NodeKind::kConst);
    case TokenKind::kKwGlobal: return ParseDeclaration(NodeKind::kGlobal);
    case TokenKind::kKwLocal: return ParseDeclaration(NodeKind::kLocal);
    case TokenKind::kKwQuote: {
      // quote ... end: (quote (block ...)).
      Token keyword = Take();
      NodeId body = ParseBlock(keyword.offset, kEndEnd, /*docstrings=*/false);
      ExpectEnd(keyword);
      return Make(NodeKind::kQuote, offset, {body});
    }
    case TokenKind::kKwMacro: return ParseMacroDef();
    case TokenKind::kKwBegin: {
      Token begin = Take();
      ListBuilder stmts(*this);
      ParseStatements(stmts, kEndEnd, /*docstrings=*/false);
      NodeId block = Make(NodeKind::kBlock, offset, stmts.span());
      ExpectEnd(begin);
      return block;
    }
    default:
      ErrorUnexpected(t);
      Take();
      return ErrorNode(offset);
  }
}

// macro m(a, b...) ... end: (macro (call m a (... b)) (block ...)).
NodeId Parser::ParseMacroDef() {
  Token keyword = Take();
  const Token& t = Peek();
  if (t.kind == TokenKind::kDollar) {
    // macro $m(x) ... end in quoted code
    NodeId name = ParseInterpolation();
    NodeId signature = ParsePostfix(name, t.offset);
    NodeId body = ParseBlock(keyword.offset, kEndEnd, /*docstrings=*/false);
    ExpectEnd(keyword);
    return Make(NodeKind::kMacro, keyword.offset, {signature, body});
  }
  if (t.kind != TokenKind::kIdentifier) {
    Error(t.offset, "expected a macro name after \"macro\", found " + Describe(t));
    ++quiet_;
    ParseBlock(keyword.offset, kEndEnd, false);
    --quiet_;
    ExpectEnd(keyword);
    return ErrorNode(keyword.offset);
  }
  Token n = Take();
  NodeId name = Identifier(n.offset, Text(n));
  if (At(TokenKind::kKwEnd) || At(TokenKind::kNewline)) {
    // macro m end: the macro without methods, as (function @m) declares it.
    size_t mark = pos_;
    while (At(TokenKind::kNewline)) Take();
    if (At(TokenKind::kKwEnd)) {
      ExpectEnd(keyword);
      return Make(NodeKind::kFunction, keyword.offset,
                  {Identifier(n.offset, "@" + std::string(Text(n)))});
    }
    pos_ = mark;
  }
  NodeId signature = ParsePostfix(name, n.offset);
  if (tree_.kind(signature) != NodeKind::kCall) {
    Error(Peek().offset, "expected \"(\" and the arguments after the macro name");
  }
  NodeId body = ParseBlock(keyword.offset, kEndEnd, /*docstrings=*/false);
  ExpectEnd(keyword);
  return Make(NodeKind::kMacro, keyword.offset, {signature, body});
}

// function f(x, y) ... end, function Base.show(io, p) ... end,
// function f(x::T)::T where {T<:Real} ... end, function (x) ... end.
NodeId Parser::ParseFunction() {
  Token keyword = Take();
  NodeId signature = ParseFunctionSignature();
  if (tree_.kind(signature) == NodeKind::kIdentifier) {
    // function f end: a function without methods, (function f).
    while (At(TokenKind::kNewline)) Take();
    if (At(TokenKind::kKwEnd)) {
      ExpectEnd(keyword);
      return Make(NodeKind::kFunction, keyword.offset, {signature});
    }
  }
  NodeId body = ParseBlock(keyword.offset, kEndEnd, /*docstrings=*/false);
  ExpectEnd(keyword);
  return Make(NodeKind::kFunction, keyword.offset, {signature, body});
}

NodeId Parser::ParseFunctionSignature() {
  const Token& t = Peek();
  uint32_t offset = t.offset;
  NodeId signature;
  if (t.kind == TokenKind::kLParen) {
    NodeId inner = ParseParen();
    const Token& n = tokens_[pos_];
    if ((n.kind == TokenKind::kLParen || n.kind == TokenKind::kDot) && !n.space_before()) {
      signature = ParsePostfix(inner, offset);  // (f::F)(x) = ... style callables
    } else if (tree_.kind(inner) == NodeKind::kTuple || tree_.kind(inner) == NodeKind::kCall ||
               tree_.kind(inner) == NodeKind::kWhere ||
               tree_.kind(inner) == NodeKind::kTypeAssert) {
      signature = inner;  // anonymous (x, y), or a parenthesized signature
    } else {
      signature = Make(NodeKind::kTuple, offset, {inner}, 0, kParenthesized);  // function (x)
    }
  } else {
    NodeId name;
    if (t.kind == TokenKind::kDollar) {
      name = ParseInterpolation();  // function $f(x) in quoted code
    } else if (t.kind == TokenKind::kIdentifier) {
      Token n = Take();
      name = Identifier(n.offset, Text(n));
    } else if (lex::IsOperator(t.kind) && lex::BinaryPrec(t.kind) != Prec::kAssign) {
      Token op = Take();  // function +(a, b)
      name = OperatorIdentifier(op);
    } else {
      Error(t.offset, "expected a function name after \"function\", found " + Describe(t));
      return ErrorNode(offset);
    }
    signature = ParsePostfix(name, offset);
    if (tree_.kind(signature) != NodeKind::kCall) {
      size_t i = pos_;
      while (tokens_[i].kind == TokenKind::kNewline) ++i;
      if (tokens_[i].kind != TokenKind::kKwEnd) {
        Error(Peek().offset, "expected \"(\" and the arguments after the function name");
      } else if (tree_.kind(signature) != NodeKind::kIdentifier &&
                 tree_.kind(signature) != NodeKind::kDollar) {
        Error(offset,
              "function declarations without methods (\"function f end\") are supported for "
              "plain names only");
      }
      return signature;  // `function f end` (ParseFunction)
    }
  }
  if (At(TokenKind::kColonColon)) {
    Take();
    NodeId type = ParseCallLevel();
    signature = Make(NodeKind::kTypeAssert, offset, {signature, type});
  }
  if (At(TokenKind::kKwWhere)) signature = ParseWhereChain(signature, offset);
  return signature;
}

// if/elseif/else: (if c (block ...) (elseif c2 (block ...) (block ...))).
NodeId Parser::ParseIf() {
  Token keyword = Take();
  NodeId cond = ParseEqStar();
  NodeId then = ParseBlock(keyword.offset, kEndEnd | kEndElse, false);
  struct ElseIf {
    uint32_t offset;
    NodeId cond;
    NodeId block;
  };
  std::vector<ElseIf> chain;  // built iteratively: long chains must not recurse
  NodeId otherwise = NodeId::None;
  while (At(TokenKind::kKwElseif)) {
    Token e = Take();
    NodeId c = ParseEqStar();
    NodeId b = ParseBlock(e.offset, kEndEnd | kEndElse, false);
    chain.push_back({e.offset, c, b});
  }
  if (At(TokenKind::kKwElse)) {
    Token e = Take();
    otherwise = ParseBlock(e.offset, kEndEnd, false);
  }
  ExpectEnd(keyword);
  NodeId tail = otherwise.has_value() ? otherwise : EmptyNode(keyword.offset);
  for (size_t i = chain.size(); i-- > 0;) {
    tail = Make(NodeKind::kElseIf, chain[i].offset, {chain[i].cond, chain[i].block, tail});
  }
  return Make(NodeKind::kIf, keyword.offset, {cond, then, tail});
}

NodeId Parser::ParseWhile() {
  Token keyword = Take();
  NodeId cond = ParseEqStar();
  NodeId body = ParseBlock(keyword.offset, kEndEnd, false);
  ExpectEnd(keyword);
  return Make(NodeKind::kWhile, keyword.offset, {cond, body});
}

// for x in xs, for i = 1:n, j = 1:m (several specs become a block).
NodeId Parser::ParseFor() {
  Token keyword = Take();
  NodeId iteration;
  {
    ListBuilder specs(*this);
    do {
      SkipNewlines();
      specs.Add(ParseIterationSpec());
    } while (Accept(TokenKind::kComma));
    iteration =
        specs.size() == 1 ? specs[0] : Make(NodeKind::kBlock, tree_.offset(specs[0]), specs.span());
  }
  NodeId body = ParseBlock(keyword.offset, kEndEnd, false);
  ExpectEnd(keyword);
  return Make(NodeKind::kFor, keyword.offset, {iteration, body});
}

// let x = 1, y; body end: the bindings are always a block.
NodeId Parser::ParseLet() {
  Token keyword = Take();
  NodeId bindings;
  {
    ListBuilder list(*this);
    if (!IsStatementEnd(Peek())) {
      do {
        SkipNewlines();
        list.Add(ParseEqStar());
      } while (Accept(TokenKind::kComma));
    }
    bindings = Make(NodeKind::kBlock, keyword.offset, list.span());
  }
  NodeId body = ParseBlock(keyword.offset, kEndEnd, false);
  ExpectEnd(keyword);
  return Make(NodeKind::kLet, keyword.offset, {bindings, body});
}

// try ... catch e ... finally ... end: (try body var catch finally), with
// (empty) for absent parts.
NodeId Parser::ParseTry() {
  Token keyword = Take();
  NodeId body = ParseBlock(keyword.offset, kEndEnd | kEndCatch | kEndFinally, false);
  NodeId var = NodeId::None;
  NodeId catch_block = NodeId::None;
  NodeId finally_block = NodeId::None;
  if (At(TokenKind::kKwCatch)) {
    Token c = Take();
    // `catch e` names the exception when the name stands alone on the line.
    const Token& n = tokens_[pos_];
    if (n.kind == TokenKind::kIdentifier) {
      const Token& after = PeekAfter(n);
      if (after.space_before() || IsStatementEnd(after)) {
        Take();
        var = Identifier(n.offset, Text(n));
      }
    }
    catch_block = ParseBlock(c.offset, kEndEnd | kEndFinally | kEndElse, false);
  }
  NodeId else_block = NodeId::None;
  if (At(TokenKind::kKwElse)) {
    // try ... catch ... else ... (Julia 1.8): runs when the body threw nothing.
    Token e = Take();
    if (!catch_block.has_value()) Error(e.offset, "try/else requires a catch block");
    else_block = ParseBlock(e.offset, kEndEnd | kEndFinally, false);
  }
  if (At(TokenKind::kKwFinally)) {
    Token f = Take();
    finally_block = ParseBlock(f.offset, kEndEnd, false);
  }
  ExpectEnd(keyword);
  if (!catch_block.has_value() && !finally_block.has_value()) {
    Error(keyword.offset, "try without catch or finally");
  }
  auto or_empty = [&](NodeId id) { return id.has_value() ? id : EmptyNode(keyword.offset); };
  NodeId v = or_empty(var);
  NodeId c = or_empty(catch_block);
  NodeId f = or_empty(finally_block);
  if (else_block.has_value()) return Make(NodeKind::kTry, keyword.offset, {body, v, c, f, else_block});
  return Make(NodeKind::kTry, keyword.offset, {body, v, c, f});
}

// struct P <: Super ... end; `mutable struct` sets kMutable. Fields may
// carry docstrings.
NodeId Parser::ParseStruct(bool is_mutable, uint32_t offset) {
  Token keyword = Take();
  NodeId name = ParseBinary(Prec::kComparison);
  NodeKind k = tree_.kind(name);
  // `struct $T` in quoted code: lowering reports it outside a quote.
  if (k != NodeKind::kIdentifier && k != NodeKind::kCurly && k != NodeKind::kSubtype &&
      k != NodeKind::kError && k != NodeKind::kDollar) {
    Error(tree_.offset(name), "invalid struct name");
  }
  ++struct_bodies_;  // `const x::T` declares a field here
  NodeId body = ParseBlock(keyword.offset, kEndEnd, /*docstrings=*/true);
  --struct_bodies_;
  ExpectEnd(keyword);
  return Make(NodeKind::kStruct, offset, {name, body}, 0, is_mutable ? kMutable : kNoFlags);
}

// abstract type T end, abstract type T <: S end.
NodeId Parser::ParseAbstract() {
  Token keyword = Take();  // abstract
  Take();                  // type
  NodeId name = ParseBinary(Prec::kComparison);
  SkipNewlinesAndSemicolons();
  ExpectEnd(keyword);
  return Make(NodeKind::kAbstract, keyword.offset, {name});
}

NodeId Parser::ParseModule() {
  Token keyword = Take();
  NodeId name;
  if (At(TokenKind::kIdentifier)) {
    Token n = Take();
    name = Identifier(n.offset, Text(n));
  } else {
    Error(Peek().offset, "expected a module name, found " + Describe(Peek()));
    name = ErrorNode(Peek().offset);
  }
  NodeId body = ParseBlock(keyword.offset, kEndEnd, /*docstrings=*/true);
  ExpectEnd(keyword);
  return Make(NodeKind::kModule, keyword.offset, {name, body});
}

// using .M, A.B | using M: f, g -> (using (: (. M) (. f) (. g))).
NodeId Parser::ParseImport() {
  Token keyword = Take();
  NodeKind kind = keyword.kind == TokenKind::kKwUsing ? NodeKind::kUsing : NodeKind::kImport;
  NodeId first = ParseImportPath();
  if (At(TokenKind::kColon)) {
    Take();
    NodeId list;
    {
      ListBuilder names(*this);
      names.Add(first);
      do {
        SkipNewlines();
        names.Add(ParseImportPath());
      } while (Accept(TokenKind::kComma));
      list = Make(NodeKind::kImportList, tree_.offset(first), names.span());
    }
    return Make(kind, keyword.offset, {list});
  }
  ListBuilder paths(*this);
  paths.Add(first);
  while (Accept(TokenKind::kComma)) {
    SkipNewlines();
    paths.Add(ParseImportPath());
  }
  return Make(kind, keyword.offset, paths.span());
}

NodeId Parser::ParseImportPath() {
  uint32_t offset = Peek().offset;
  uint32_t dots = 0;
  while (true) {
    TokenKind k = PeekKind();
    if (k == TokenKind::kDot) {
      dots += 1;
    } else if (k == TokenKind::kDotDot) {
      dots += 2;
    } else if (k == TokenKind::kDotDotDot) {
      dots += 3;
    } else {
      break;
    }
    Take();
  }
  ListBuilder names(*this);
  while (!aborted_) {
    const Token& t = Peek();
    if (t.kind == TokenKind::kIdentifier || t.kind == TokenKind::kMacroName) {
      Take();
      names.Add(Identifier(t.offset, Text(t)));
    } else if (lex::IsOperator(t.kind) && t.kind != TokenKind::kColon) {
      Token op = Take();
      names.Add(OperatorIdentifier(op));
    } else {
      Error(t.offset, "expected a name in \"using\" or \"import\", found " + Describe(t));
      break;
    }
    if (!At(TokenKind::kDot)) break;
    Take();
  }
  NodeId path = Make(NodeKind::kImportPath, offset, names.span(), dots);
  if (At(TokenKind::kIdentifier) && Text(Peek()) == "as") {
    // import A.B as C, using A: f as g (Julia 1.6): (= C path) in Kiln's tree.
    Take();
    const Token& alias = Peek();
    if (alias.kind != TokenKind::kIdentifier) {
      Error(alias.offset, "expected a name after \"as\", found " + Describe(alias));
      return path;
    }
    Take();
    return Make(NodeKind::kAssign, offset, {Identifier(alias.offset, Text(alias)), path});
  }
  return path;
}

NodeId Parser::ParseExport() {
  Token keyword = Take();
  ListBuilder names(*this);
  do {
    SkipNewlines();
    const Token& t = Peek();
    if (t.kind == TokenKind::kIdentifier || t.kind == TokenKind::kMacroName) {
      Take();
      names.Add(Identifier(t.offset, Text(t)));
    } else if (lex::IsOperator(t.kind)) {
      Token op = Take();
      names.Add(OperatorIdentifier(op));
    } else if (t.kind == TokenKind::kDollar) {
      names.Add(ParseInterpolation());  // export $f in quoted code
    } else {
      Error(t.offset, "expected a name to export, found " + Describe(t));
      break;
    }
  } while (Accept(TokenKind::kComma));
  return Make(NodeKind::kExport, keyword.offset, names.span());
}

NodeId Parser::ParseReturn() {
  Token keyword = Take();
  if (IsStatementEnd(Peek()) || At(TokenKind::kComma)) {
    return Make(NodeKind::kReturn, keyword.offset, {EmptyNode(keyword.offset)});
  }
  NodeId value = ParseEq();
  return Make(NodeKind::kReturn, keyword.offset, {value});
}

// const x = 1; global x, y; local x = 1. `global a, b` lists each name.
NodeId Parser::ParseDeclaration(NodeKind kind) {
  Token keyword = Take();
  if (IsStatementEnd(Peek())) {
    std::string message = "expected a name after \"";
    message += Text(keyword);
    Error(Peek().offset, message + "\"");
    return Make(kind, keyword.offset, {ErrorNode(keyword.offset)});
  }
  NodeId e = ParseEq();
  NodeKind k = tree_.kind(e);
  if (kind == NodeKind::kConst) {
    bool field = struct_bodies_ > 0 && (k == NodeKind::kIdentifier || k == NodeKind::kTypeAssert);
    if (k != NodeKind::kAssign && k != NodeKind::kGlobal && k != NodeKind::kLocal &&
        k != NodeKind::kError && !field) {
      Error(tree_.offset(e), "expected an assignment after \"const\"");
    }
    return Make(kind, keyword.offset, {e});
  }
  if (k == NodeKind::kTuple && !IsParenthesized(e)) {
    ListBuilder names(*this);
    for (NodeId c : tree_.children(e)) names.Add(c);
    return Make(kind, keyword.offset, names.span());
  }
  return Make(kind, keyword.offset, {e});
}

// Constructs Julia accepts but Kiln does not (quote, macro, primitive type):
// report once, then skip the construct with its block structure intact.
NodeId Parser::ParseUnsupportedBlock(const char* message) {
  Token keyword = Take();
  if (keyword.kind == TokenKind::kIdentifier) {
    // primitive type T 8 end: skip to the `end`; the statement throws when it runs
    // (the rest of the file still runs).
    while (!aborted_ && !At(TokenKind::kKwEnd) && !At(TokenKind::kEof)) Take();
    if (!Accept(TokenKind::kKwEnd)) {
      Error(keyword.offset, message);
      return ErrorNode(keyword.offset);
    }
    return MakeLeaf(tree_.AddUnsupported(keyword.offset, "a primitive type definition"));
  }
  Error(keyword.offset, message);
  if (keyword.kind == TokenKind::kKwMacro) ResyncToNextLine();
  ++quiet_;  // the body of a quote or macro is not Kiln code
  ParseBlock(keyword.offset, kEndEnd, false);
  --quiet_;
  ExpectEnd(keyword);
  return ErrorNode(keyword.offset);
}

// f(x) do a, b ... end: (do (call f x) (-> (tuple a b) (block ...))).
NodeId Parser::ParseDo() {
  DepthGuard guard(*this);
  Token keyword = Take();
  ContextScope scope(*this);
  ctx_.newline_is_space = false;
  ctx_.space_sensitive = false;
  NodeId args;
  {
    ListBuilder list(*this);
    if (!IsStatementEnd(Peek())) {
      do {
        list.Add(ParseBinary(Prec::kPair));
      } while (Accept(TokenKind::kComma));
    }
    args = Make(NodeKind::kTuple, keyword.offset, list.span());
  }
  NodeId body = ParseBlock(keyword.offset, kEndEnd, false);
  ExpectEnd(keyword);
  return Make(NodeKind::kLambda, keyword.offset, {args, body});
}

}  // namespace kiln::parse::internal
