// The call level: atoms followed by calls, indexing, field access, type
// parameters, broadcasting calls, string macros and do blocks; and the
// iteration specs of for loops and generators.
#include <string>
#include <vector>

#include "parse/parser.h"

namespace kiln::parse::internal {

// $x and $(expr): interpolation into a quoted expression; binds to the atom that
// follows. Also where a name is expected in quoted code: `x.$f`, `function $f(x)`,
// `macro $m(x)`, `export $f`.
NodeId Parser::ParseInterpolation() {
  Token dollar = Take();
  const Token& n = Peek();
  NodeId operand;
  if (n.kind == TokenKind::kLParen && !n.space_before()) {
    operand = ParseParen();
  } else if (n.kind == TokenKind::kIdentifier && !n.space_before()) {
    Token name = Take();
    operand = Identifier(name.offset, Text(name));
  } else if (!n.space_before() &&
             (n.kind == TokenKind::kInteger || n.kind == TokenKind::kHexInt ||
              n.kind == TokenKind::kBinInt || n.kind == TokenKind::kOctInt || n.kind == TokenKind::kFloat ||
              n.kind == TokenKind::kChar || n.kind == TokenKind::kStringBegin ||
              n.kind == TokenKind::kKwTrue || n.kind == TokenKind::kKwFalse)) {
    operand = ParseAtom();  // $1, $"s": a literal interpolates itself
  } else if (n.kind == TokenKind::kDollar && !n.space_before()) {
    // $$x in a nested quote: interpolated when the outer quote is built.
    operand = ParseInterpolation();
    if (tree_.kind(operand) == NodeKind::kError) return operand;
  } else {
    Error(n.offset, "expected a name or \"(\" after \"$\"");
    return ErrorNode(dollar.offset);
  }
  return Make(NodeKind::kDollar, dollar.offset, {operand});
}

NodeId Parser::ParseCallLevel() {
  DepthGuard guard(*this);
  const Token& t = Peek();
  uint32_t offset = t.offset;
  if (t.kind == TokenKind::kColonColon) {
    // ::T, an unnamed argument in a signature: (:: (empty) T).
    Take();
    uint32_t type_offset = Peek().offset;
    NodeId type = ParseCallLevel();
    if (ctx_.where_enabled && At(TokenKind::kKwWhere)) type = ParseWhereChain(type, type_offset);
    return Make(NodeKind::kTypeAssert, offset, {EmptyNode(offset), type});
  }
  if (t.kind == TokenKind::kDollar) {
    // $f(x) is (call ($ f) x).
    NodeId dollar = ParseInterpolation();
    if (tree_.kind(dollar) == NodeKind::kError) return dollar;
    return ParsePostfix(dollar, offset);
  }
  if (t.kind == TokenKind::kKwBegin && ctx_.end_is_index &&
      PeekAfter(t).kind != TokenKind::kNewline && PeekAfter(t).kind != TokenKind::kSemicolon) {
    Take();
    return Make(NodeKind::kBegin, offset, {});
  }
  if (StartsKeywordForm(t)) return ParseKeywordForm();
  NodeId atom = ParseAtom();
  return ParsePostfix(atom, offset);
}

NodeId Parser::ParsePostfix(NodeId lhs, uint32_t offset) {
  while (true) {
    const Token& t = Peek();
    if (ctx_.space_sensitive && t.space_before() &&
        (t.kind == TokenKind::kLParen || t.kind == TokenKind::kLBracket ||
         t.kind == TokenKind::kLBrace || t.kind == TokenKind::kStringBegin)) {
      return lhs;  // [f (x)] is two items
    }
    switch (t.kind) {
      case TokenKind::kLParen: {
        NodeKind k = tree_.kind(lhs);
        if ((k == NodeKind::kInteger || k == NodeKind::kFloat) && !IsParenthesized(lhs)) {
          return lhs;  // 2(x) multiplies
        }
        if (t.space_before()) {
          Error(t.offset, "space before \"(\" is not allowed in a function call");
        }
        Token open = Take();
        NodeId call;
        {
          ListBuilder args(*this);
          args.Add(lhs);
          ParseArguments(args, TokenKind::kRParen, open, ArgStyle::kCall, 1);
          call = Make(NodeKind::kCall, offset, args.span());
        }
        if (At(TokenKind::kKwDo)) {
          NodeId lambda = ParseDo();
          call = Make(NodeKind::kDo, offset, {call, lambda});
        }
        lhs = call;
        continue;
      }
      case TokenKind::kLBracket:
        if (t.space_before()) Error(t.offset, "space before \"[\" is not allowed in indexing");
        lhs = ParseBracket(lhs, offset);
        continue;
      case TokenKind::kLBrace: {
        if (t.space_before()) Error(t.offset, "space before \"{\" is not allowed");
        Token open = Take();
        ListBuilder args(*this);
        args.Add(lhs);
        ParseArguments(args, TokenKind::kRBrace, open, ArgStyle::kPlain, 1);
        lhs = Make(NodeKind::kCurly, offset, args.span());
        continue;
      }
      case TokenKind::kDot: {
        Token dot = Take();
        const Token& n = Peek();
        if (n.space_before()) Error(n.offset, "space after \".\" is not allowed");
        if (n.kind == TokenKind::kLParen) {
          // f.(x): broadcasting call (Julia manual, "Dot Syntax for
          // Vectorizing Functions").
          Token open = Take();
          NodeId args_tuple;
          {
            ListBuilder args(*this);
            ParseArguments(args, TokenKind::kRParen, open, ArgStyle::kCall, 0);
            args_tuple = Make(NodeKind::kTuple, open.offset, args.span());
          }
          lhs = Make(NodeKind::kDotCall, offset, {lhs, args_tuple});
          continue;
        }
        if (n.kind == TokenKind::kIdentifier || n.kind == TokenKind::kIn ||
            n.kind == TokenKind::kIsa || (lex::IsKeyword(n.kind) && !n.space_before())) {
          // Base.in and Base.isa name the word operators as fields; a keyword
          // after the dot is a field name too (T.name.module).
          Token name = Take();
          NodeId field = Identifier(name.offset, Text(name));
          lhs = Make(NodeKind::kDot, offset, {lhs, field});
          continue;
        }
        if (n.kind == TokenKind::kColon) {
          // Base.:+ and Base.:(==) name operators in a module.
          Token colon = Take();
          const Token& m = Peek();
          NodeId field;
          if (lex::IsOperator(m.kind) && !m.space_before()) {
            Token op = Take();
            field = OperatorIdentifier(op);
          } else if (m.kind == TokenKind::kIdentifier && !m.space_before()) {
            Token name = Take();
            field = Identifier(name.offset, Text(name));
          } else if (m.kind == TokenKind::kLParen && !m.space_before() &&
                     lex::IsOperator(PeekAfter(m).kind) &&
                     PeekAfter(m, 2).kind == TokenKind::kRParen) {
            Take();
            Token op = Take();
            Take();
            field = OperatorIdentifier(op);
          } else {
            Error(colon.offset, "expected an operator or name after \".:\"");
            return ErrorNode(colon.offset);
          }
          lhs = Make(NodeKind::kDot, offset, {lhs, field});
          continue;
        }
        if (n.kind == TokenKind::kDollar && !n.space_before()) {
          lhs = Make(NodeKind::kDot, offset, {lhs, ParseInterpolation()});  // x.$f
          continue;
        }
        if (n.kind == TokenKind::kMacroName) {
          // M.@m args: the macro named @m (Kiln's macro names are not
          // qualified by module: Base.@kwdef, Threads.@threads, M.@m).
          return ParseMacroCall();
        }
        Error(n.offset, "expected a field name after \".\", found " + Describe(n));
        return ErrorNode(dot.offset);
      }
      case TokenKind::kStringBegin: {
        if (!t.has(lex::kRawString) || t.space_before()) return lhs;
        // name"text": a non-standard string literal, (macrocall @name_str "text").
        if (tree_.kind(lhs) == NodeKind::kIdentifier && tree_.name(lhs) == "var" &&
            !IsParenthesized(lhs)) {
          // var"text": the identifier whose name is the text (any characters).
          NodeId text = ParseString();
          if (tree_.kind(text) != NodeKind::kString) {
            Error(offset, "var\"...\" must be a plain string");
            return ErrorNode(offset);
          }
          std::string name = tree_.string_value(text);
          lhs = MakeLeaf(tree_.AddIdentifier(offset, std::move(name)));
          continue;  // var"f"(x), var"a".b
        }
        if (tree_.kind(lhs) != NodeKind::kIdentifier || IsParenthesized(lhs)) {
          Error(t.offset, "a string macro prefix must be a plain name");
          ParseString();
          return ErrorNode(t.offset);
        }
        std::string macro = "@";
        macro += tree_.name(lhs);
        macro += "_str";
        ListBuilder args(*this);
        args.Add(Identifier(offset, macro));
        args.Add(ParseString());
        const Token& s = tokens_[pos_];
        if (!s.space_before() && (s.kind == TokenKind::kIdentifier || lex::IsKeyword(s.kind))) {
          Token suffix = Take();
          args.Add(MakeLeaf(tree_.AddString(suffix.offset, std::string(Text(suffix)))));
        }
        lhs = Make(NodeKind::kMacroCall, offset, args.span());
        continue;
      }
      case TokenKind::kPrime: {
        // x' is (call ' x); lowering calls Base.adjoint (Julia: (' x)).
        Token prime = Take();
        lhs = Make(NodeKind::kCall, offset, {Identifier(prime.offset, "'"), lhs});
        continue;
      }
      default: return lhs;
    }
  }
}

// `x in xs`, `x = xs`, `x ∈ xs`: all become (= x xs), as in Julia.
NodeId Parser::ParseIterationSpec() {
  uint32_t offset = Peek().offset;
  // `for outer i in xs` (reuses the enclosing local i): (local i) with payload 1.
  bool outer = Peek().kind == TokenKind::kIdentifier && Text(Peek()) == "outer" &&
               PeekAfter(Peek()).kind == TokenKind::kIdentifier;
  if (outer) Take();
  NodeId lhs = ParseBinary(Prec::kPipeLt);
  if (outer) lhs = Make(NodeKind::kLocal, offset, {lhs}, /*payload=*/1);
  const Token& t = Peek();
  if ((t.kind == TokenKind::kEq && !t.has(lex::kDotted)) || t.kind == TokenKind::kIn ||
      t.kind == TokenKind::kElementOf) {
    Take();
    SkipNewlines();
  } else {
    Error(t.offset, "expected \"in\", \"=\" or \"∈\" in iteration, found " + Describe(t));
    return Make(NodeKind::kAssign, offset, {lhs, ErrorNode(t.offset)});
  }
  NodeId rhs = ParseBinary(Prec::kPipeLt);
  return Make(NodeKind::kAssign, offset, {lhs, rhs});
}

// body for x in xs, y in ys if cond for z in zs ...
// One `for` clause gives (generator body iters...); with a filter the iters
// are wrapped as (filter cond iters...); each further `for` nests, and the
// outer generators are wrapped in (flatten ...), as Julia does.
NodeId Parser::ParseGenerator(NodeId body, uint32_t offset) {
  std::vector<std::vector<NodeId>> clauses;
  // A clause may start on the next line: [x for x in xs
  //                                         if p(x)].
  auto next_clause_is = [&](TokenKind kind) {
    if (NextSignificantIs(kind)) SkipNewlines();
    return At(kind);
  };
  while (At(TokenKind::kKwFor) || (!clauses.empty() && next_clause_is(TokenKind::kKwFor))) {
    Take();
    std::vector<NodeId> specs;
    do {
      SkipNewlines();
      specs.push_back(ParseIterationSpec());
    } while (Accept(TokenKind::kComma));
    if (next_clause_is(TokenKind::kKwIf)) {
      Token if_token = Take();
      NodeId cond = ParseBinary(Prec::kPair);
      ListBuilder filter(*this);
      filter.Add(cond);
      for (NodeId s : specs) filter.Add(s);
      specs.assign(1, Make(NodeKind::kFilter, if_token.offset, filter.span()));
    }
    clauses.push_back(std::move(specs));
  }
  NodeId result = body;
  for (size_t k = clauses.size(); k-- > 0;) {
    ListBuilder items(*this);
    items.Add(result);
    for (NodeId s : clauses[k]) items.Add(s);
    NodeId generator = Make(NodeKind::kGenerator, offset, items.span());
    result = k + 1 == clauses.size() ? generator : Make(NodeKind::kFlatten, offset, {generator});
  }
  return result;
}

}  // namespace kiln::parse::internal
