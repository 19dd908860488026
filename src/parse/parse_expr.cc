// Operators, from assignment down to postfix calls, as ordered by the Julia
// manual's "Operator Precedence and Associativity" table:
//
//   ParseEq / ParseEqStar    = += -= ... (right), bare tuples a, b
//   ParseBinary              => ?: || && comparisons <| |> : + * // << (table-driven)
//   ParseUnarySubtype        prefix <: >:
//   ParseWhere               x where T
//   ParseJuxtapose           2x, 3(x+1)
//   ParseUnary               - + ! ~ √ (and signed literals -2)
//   ParseFactor              ^ (right), :: and -> (which binds tightly on its left)
//   ParseCallLevel           (parse_postfix.cc) f(x) a[i] a.b T{P} f.(x) x"str" do
#include "parse/parser.h"

namespace kiln::parse::internal {
namespace {

bool IsNumberKind(TokenKind k) {
  return k == TokenKind::kInteger || k == TokenKind::kHexInt || k == TokenKind::kBinInt ||
         k == TokenKind::kOctInt || k == TokenKind::kFloat;
}

// `f(x)`, `f(x)::T` and `f(x) where T`: the left side of `=` that makes a
// short-form function definition (Julia manual, "Functions").
bool IsCallSignature(const Tree& tree, NodeId id) {
  while (true) {
    NodeKind k = tree.kind(id);
    if (k == NodeKind::kWhere ||
        (k == NodeKind::kTypeAssert && tree.kind(tree.child(id, 0)) != NodeKind::kEmpty)) {
      id = tree.child(id, 0);
      continue;
    }
    return k == NodeKind::kCall;
  }
}

}  // namespace

NodeId Parser::ParseEq() {
  uint32_t offset = Peek().offset;
  NodeId lhs = ParseComma();
  return ParseAssignmentRest(lhs, offset, /*commas=*/true, /*as_keyword=*/false);
}

NodeId Parser::ParseEqStar(bool as_keyword) {
  uint32_t offset = Peek().offset;
  NodeId lhs = ParseBinary(Prec::kPair);
  return ParseAssignmentRest(lhs, offset, /*commas=*/false, as_keyword);
}

NodeId Parser::ParseAssignmentRest(NodeId lhs, uint32_t offset, bool commas, bool as_keyword) {
  const Token& t = Peek();
  if (lex::BinaryPrec(t.kind) != Prec::kAssign || t.kind == TokenKind::kArrow) return lhs;
  Token op = Take();
  SkipNewlines();
  NodeId rhs;
  {
    DepthGuard guard(*this);
    rhs = commas ? ParseEq() : ParseEqStar();
  }
  if (op.kind == TokenKind::kEq) {
    if (op.has(lex::kDotted)) return Make(NodeKind::kDotAssign, offset, {lhs, rhs});
    if (as_keyword) return Make(NodeKind::kKw, offset, {lhs, rhs});
    if (IsCallSignature(tree_, lhs)) {
      NodeId body = rhs;
      if (tree_.kind(rhs) != NodeKind::kBlock || IsParenthesized(rhs)) {
        body = Make(NodeKind::kBlock, tree_.offset(rhs), {rhs});
      }
      return Make(NodeKind::kFunction, offset, {lhs, body}, 0, kShortForm);
    }
    return Make(NodeKind::kAssign, offset, {lhs, rhs});
  }
  // Updating operators: the payload names the operator without its `=`.
  std::string name = OperatorName(op);
  name.pop_back();
  return Make(NodeKind::kOpAssign, offset, {lhs, rhs}, tree_.Intern(name).index);
}

NodeId Parser::ParseComma() {
  uint32_t offset = Peek().offset;
  NodeId first = ParseBinary(Prec::kPair);
  if (!At(TokenKind::kComma)) return first;
  ListBuilder items(*this);
  items.Add(first);
  while (Accept(TokenKind::kComma)) {
    SkipNewlines();
    const Token& t = Peek();
    if (t.kind == TokenKind::kEq && !t.has(lex::kDotted)) break;  // `x, = xs`
    if (IsStatementEnd(t) && !(t.kind == TokenKind::kKwEnd && ctx_.end_is_index)) {
      ErrorUnexpected(t);
      break;
    }
    items.Add(ParseBinary(Prec::kPair));
  }
  return Make(NodeKind::kTuple, offset, items.span());
}

NodeId Parser::ParseBinary(Prec min) {
  uint32_t offset = Peek().offset;
  NodeId lhs = ParseUnarySubtype();
  return ParseBinaryRest(lhs, offset, min);
}

Prec Parser::BinaryPrecHere(const Token& t) {
  Prec p = lex::BinaryPrec(t.kind);
  if (p == Prec::kNone) return p;
  if (ctx_.space_sensitive && t.space_before() && !PeekAfter(t).space_before()) {
    // Inside [...] and macro arguments `[a -b]` is two items and `[1 :a]` a
    // number and a symbol (Julia manual, "Arrays" > concatenation).
    switch (t.kind) {
      case TokenKind::kPlus:
      case TokenKind::kMinus:
      case TokenKind::kPlusMinus:
      case TokenKind::kMinusPlus:
      case TokenKind::kColon: return Prec::kNone;
      default: break;
    }
  }
  if (t.kind == TokenKind::kColon && !ctx_.range_colon) return Prec::kNone;
  return p;
}

NodeId Parser::ParseBinaryRest(NodeId lhs, uint32_t offset, Prec min) {
  while (true) {
    const Token& t = Peek();
    if (t.kind == TokenKind::kDotDotDot) {
      // Splatting binds at range level: x:y... is (x:y)...
      if (min > Prec::kColon) break;
      Take();
      lhs = Make(NodeKind::kSplat, offset, {lhs});
      continue;
    }
    Prec p = BinaryPrecHere(t);
    if (p == Prec::kNone || p == Prec::kAssign || p < min || p >= Prec::kPower) break;
    if (p == Prec::kCond) {
      lhs = ParseTernary(lhs, offset);
      continue;
    }
    if (p == Prec::kComparison) {
      lhs = ParseComparison(lhs, offset);
      continue;
    }
    if (p == Prec::kColon) {
      lhs = ParseRange(lhs, offset);
      continue;
    }
    Token op = Take();
    SkipNewlines();  // a binary operator at the end of a line continues the expression
    bool right_assoc = p == Prec::kPair || p == Prec::kArrow || p == Prec::kOr ||
                       p == Prec::kAnd || p == Prec::kPipeLt;
    if (right_assoc) {
      NodeId rhs;
      {
        DepthGuard guard(*this);
        rhs = ParseBinary(p);
      }
      if (op.has(lex::kDotted)) {
        lhs = Make(NodeKind::kCall, offset, {OperatorIdentifier(op), lhs, rhs});  // a .&& b
      } else if (op.kind == TokenKind::kOrOr) {
        lhs = Make(NodeKind::kOr, offset, {lhs, rhs});
      } else if (op.kind == TokenKind::kAndAnd) {
        lhs = Make(NodeKind::kAnd, offset, {lhs, rhs});
      } else {
        NodeId f = OperatorIdentifier(op);
        lhs = Make(NodeKind::kCall, offset, {f, lhs, rhs});
      }
      continue;
    }
    Prec next = static_cast<Prec>(static_cast<int>(p) + 1);
    NodeId f = OperatorIdentifier(op);
    NodeId rhs = ParseBinary(next);
    bool chains =
        !op.has(lex::kDotted) && (op.kind == TokenKind::kPlus || op.kind == TokenKind::kPlusPlus ||
                                  op.kind == TokenKind::kStar);
    if (!chains) {
      lhs = Make(NodeKind::kCall, offset, {f, lhs, rhs});
      continue;
    }
    // a + b + c is one call, as in Julia; a + b - c is not.
    ListBuilder args(*this);
    args.Add(f);
    args.Add(lhs);
    args.Add(rhs);
    while (true) {
      const Token& u = Peek();
      if (u.kind != op.kind || u.has(lex::kDotted) || BinaryPrecHere(u) == Prec::kNone) break;
      Take();
      SkipNewlines();
      args.Add(ParseBinary(next));
    }
    lhs = Make(NodeKind::kCall, offset, args.span());
  }
  return lhs;
}

// a ? b : c is (if a b c); Julia requires spaces around `?` and `:`.
NodeId Parser::ParseTernary(NodeId cond, uint32_t offset) {
  Token question = Take();
  if (!question.space_before()) Error(question.offset, "space required before \"?\" operator");
  auto space_after = [&] {
    const Token& n = tokens_[pos_];
    return n.space_before() || n.kind == TokenKind::kNewline;
  };
  if (!space_after()) Error(question.offset, "space required after \"?\" operator");
  SkipNewlines();
  DepthGuard guard(*this);
  NodeId then;
  {
    ContextScope scope(*this);
    ctx_.range_colon = false;
    then = ParseEqStar();
  }
  const Token& colon = Peek();
  if (colon.kind != TokenKind::kColon) {
    Error(colon.offset, "expected \":\" in \"?\" expression, found " + Describe(colon));
    return Make(NodeKind::kIf, offset, {cond, then, ErrorNode(colon.offset)});
  }
  if (!colon.space_before()) Error(colon.offset, "space required before \":\" in \"?\" expression");
  Take();
  if (!space_after()) Error(colon.offset, "space required after \":\" in \"?\" expression");
  SkipNewlines();
  NodeId otherwise = ParseEqStar();
  return Make(NodeKind::kIf, offset, {cond, then, otherwise});
}

// a < b is a call; a < b <= c is (comparison a < b <= c); a <: b is (<: a b).
NodeId Parser::ParseComparison(NodeId lhs, uint32_t offset) {
  ListBuilder items(*this);
  items.Add(lhs);
  Token first_op;
  int count = 0;
  while (BinaryPrecHere(Peek()) == Prec::kComparison) {
    Token op = Take();
    if (count == 0) first_op = op;
    SkipNewlines();
    items.Add(OperatorIdentifier(op));
    items.Add(ParseBinary(Prec::kPipeLt));
    ++count;
  }
  if (count == 1) {
    NodeId rhs = items[2];
    if (!first_op.has(lex::kDotted) && first_op.kind == TokenKind::kSubtype) {
      return Make(NodeKind::kSubtype, offset, {lhs, rhs});
    }
    if (!first_op.has(lex::kDotted) && first_op.kind == TokenKind::kSupertype) {
      return Make(NodeKind::kSupertype, offset, {lhs, rhs});
    }
    return Make(NodeKind::kCall, offset, {items[1], lhs, rhs});
  }
  return Make(NodeKind::kComparison, offset, items.span());
}

// a:b and a:s:b are one call each; a:b:c:d:e is (: (: a b c) d e).
NodeId Parser::ParseRange(NodeId lhs, uint32_t offset) {
  Token op = Take();
  NodeId f = OperatorIdentifier(op);
  auto operand = [&]() -> NodeId {
    const Token& n = Peek();
    if (n.kind == TokenKind::kNewline) {
      Error(n.offset, "line break after \":\" in range expression");
      return ErrorNode(n.offset);
    }
    bool end_index = n.kind == TokenKind::kKwEnd && ctx_.end_is_index;
    if ((IsStatementEnd(n) && !end_index) || n.kind == TokenKind::kComma) {
      Error(n.offset, "missing last argument in range expression");
      return ErrorNode(n.offset);
    }
    return ParseBinary(Prec::kPlus);
  };
  if (op.kind == TokenKind::kDotDot) {
    NodeId rhs = operand();
    return Make(NodeKind::kCall, offset, {f, lhs, rhs});
  }
  NodeId second = operand();
  const Token& t = Peek();
  if (t.kind == TokenKind::kColon && BinaryPrecHere(t) == Prec::kColon) {
    Take();
    NodeId third = operand();
    return Make(NodeKind::kCall, offset, {f, lhs, second, third});
  }
  return Make(NodeKind::kCall, offset, {f, lhs, second});
}

// Prefix <: and >: (as in Vector{<:Real}) are (<: (empty) T).
NodeId Parser::ParseUnarySubtype() {
  const Token& t = Peek();
  if ((t.kind == TokenKind::kSubtype || t.kind == TokenKind::kSupertype) && !t.has(lex::kDotted)) {
    const Token& n = PeekAfter(t);
    if (IsStatementEnd(n) || n.kind == TokenKind::kComma || n.kind == TokenKind::kEq) {
      Token op = Take();
      return OperatorIdentifier(op);
    }
    DepthGuard guard(*this);
    Token op = Take();
    NodeId operand = ParseUnarySubtype();
    NodeKind kind = op.kind == TokenKind::kSubtype ? NodeKind::kSubtype : NodeKind::kSupertype;
    return Make(kind, op.offset, {EmptyNode(op.offset), operand});
  }
  return ParseWhere();
}

NodeId Parser::ParseWhere() {
  uint32_t offset = Peek().offset;
  NodeId lhs = ParseJuxtapose();
  if (ctx_.where_enabled && At(TokenKind::kKwWhere)) return ParseWhereChain(lhs, offset);
  return lhs;
}

// x where T, x where {T <: Real}, x where {S, T}: braces are unwrapped, as
// Julia's (where x T...) does.
NodeId Parser::ParseWhereChain(NodeId lhs, uint32_t offset) {
  ContextScope scope(*this);
  ctx_.where_enabled = false;
  while (At(TokenKind::kKwWhere)) {
    Take();
    SkipNewlines();
    ListBuilder params(*this);
    params.Add(lhs);
    if (At(TokenKind::kLBrace)) {
      Token open = Take();
      ParseArguments(params, TokenKind::kRBrace, open, ArgStyle::kPlain, 1);
    } else {
      params.Add(ParseBinary(Prec::kComparison));
    }
    lhs = Make(NodeKind::kWhere, offset, params.span());
  }
  return lhs;
}

// Juxtaposition multiplies: 2x, 2π, 3(x+1), (x-1)y (Julia manual, "Numeric
// Literal Coefficients").
bool Parser::CanJuxtapose() {
  const Token& t = Peek();
  if (t.space_before()) return false;
  TokenKind prev = last_.kind;
  bool prev_value = IsNumberKind(prev) || prev == TokenKind::kIdentifier ||
                    prev == TokenKind::kRParen || prev == TokenKind::kRBracket ||
                    prev == TokenKind::kRBrace;
  if (prev == TokenKind::kStringEnd &&
      (t.kind == TokenKind::kIdentifier || t.kind == TokenKind::kLParen ||
       t.kind == TokenKind::kStringBegin || IsNumberKind(t.kind))) {
    Error(t.offset, "cannot juxtapose string literal");
    return false;
  }
  if (!prev_value) return false;
  switch (t.kind) {
    case TokenKind::kIdentifier:
    case TokenKind::kLParen:
    case TokenKind::kSqrt:
    case TokenKind::kCbrt:
    case TokenKind::kFourthRoot: return !t.has(lex::kDotted);
    case TokenKind::kStringBegin:
    case TokenKind::kChar:
      if (IsNumberKind(prev)) Error(t.offset, "cannot juxtapose string literal");
      return false;
    default: return false;
  }
}

NodeId Parser::ParseJuxtapose() {
  uint32_t offset = Peek().offset;
  NodeId first = ParseUnary();
  if (!CanJuxtapose()) return first;
  ListBuilder terms(*this);
  terms.Add(Identifier(offset, "*"));
  terms.Add(first);
  while (CanJuxtapose()) {
    TokenKind k = PeekKind();
    bool radical = k == TokenKind::kSqrt || k == TokenKind::kCbrt || k == TokenKind::kFourthRoot;
    terms.Add(radical ? ParseUnary() : ParseFactor());
  }
  return Make(NodeKind::kCall, offset, terms.span());
}

NodeId Parser::ParseUnary() {
  const Token& t = Peek();
  if (!lex::IsOperator(t.kind)) return ParseFactor();
  switch (t.kind) {
    // Operators that do not start a unary expression: `:` (symbols, ranges),
    // `::` (declarations), the word operators `in`/`isa` (called as in(x, s)).
    case TokenKind::kColon:
    case TokenKind::kColonColon:
    case TokenKind::kIn:
    case TokenKind::kIsa:
    case TokenKind::kSubtype:
    case TokenKind::kSupertype: return ParseFactor();
    default: break;
  }
  uint32_t offset = t.offset;
  bool dotted = t.has(lex::kDotted);
  const Token& next = PeekAfter(t);

  // Signed numeric literals: -2 and +2.0 are literals, but -2^2 is -(2^2) and
  // -0x1 is -(0x01) (Julia folds the sign only into decimal literals).
  if ((t.kind == TokenKind::kMinus || t.kind == TokenKind::kPlus) && !dotted &&
      !next.space_before()) {
    bool decimal = next.kind == TokenKind::kInteger || next.kind == TokenKind::kFloat;
    bool radix = next.kind == TokenKind::kHexInt || next.kind == TokenKind::kBinInt ||
                 next.kind == TokenKind::kOctInt;
    if (decimal || (t.kind == TokenKind::kPlus && radix)) {
      const Token& after = PeekAfter(next);
      if (after.kind == TokenKind::kCaret || after.kind == TokenKind::kLBracket ||
          after.kind == TokenKind::kLBrace) {
        DepthGuard guard(*this);
        Token op = Take();
        NodeId f = OperatorIdentifier(op);
        NodeId operand = ParseFactor();
        return Make(NodeKind::kCall, offset, {f, operand});
      }
      Token sign = Take();
      NodeId literal = ParseNumber(&sign);
      return ParseFactorRest(literal, offset);
    }
  }

  // An operator standing alone names its function: map(+, xs), sort(v, lt = <).
  if (IsStatementEnd(next) || next.kind == TokenKind::kComma ||
      (next.kind == TokenKind::kEq && !next.has(lex::kDotted))) {
    Token op = Take();
    if (lex::BinaryPrec(op.kind) == Prec::kAssign || op.kind == TokenKind::kQuestion ||
        op.kind == TokenKind::kAndAnd || op.kind == TokenKind::kOrOr) {
      ErrorUnexpected(op);
      return ErrorNode(op.offset);
    }
    return OperatorIdentifier(op);
  }

  // `*(x, y)`, `==(a, b)`: a non-unary operator called like a function.
  if (next.kind == TokenKind::kLBrace ||
      (!lex::IsUnaryOperator(t.kind) && next.kind == TokenKind::kLParen)) {
    return ParseFactor();
  }

  if (!lex::IsUnaryOperator(t.kind)) {
    Token op = Take();
    ErrorUnexpected(op);
    return ErrorNode(op.offset);
  }

  DepthGuard guard(*this);
  Token op = Take();
  NodeId f = OperatorIdentifier(op);
  if (next.kind == TokenKind::kLParen && !next.space_before()) {
    // +(a, b) calls +; -(x) groups: the parenthesized operand then binds
    // tighter than the operator, so -(x)^2 is -(x^2).
    uint32_t paren_offset = next.offset;
    NodeId inner = ParseParen();
    if (tree_.kind(inner) == NodeKind::kTuple) {
      ListBuilder args(*this);
      args.Add(f);
      for (NodeId c : tree_.children(inner)) args.Add(c);
      NodeId call = Make(NodeKind::kCall, offset, args.span());
      call = ParsePostfix(call, offset);
      return ParseFactorRest(call, offset);
    }
    NodeId operand = ParsePostfix(inner, paren_offset);
    operand = ParseFactorRest(operand, paren_offset);
    return Make(NodeKind::kCall, offset, {f, operand});
  }
  NodeId operand = ParseUnary();
  return Make(NodeKind::kCall, offset, {f, operand});
}

NodeId Parser::ParseFactor() {
  uint32_t offset = Peek().offset;
  NodeId base = ParseCallLevel();
  return ParseFactorRest(base, offset);
}

NodeId Parser::ParseFactorRest(NodeId lhs, uint32_t offset) {
  lhs = ParseDeclRest(lhs, offset);
  if (At(TokenKind::kCaret) || At(TokenKind::kPowerOp)) {
    Token op = Take();
    SkipNewlines();
    NodeId f = OperatorIdentifier(op);
    NodeId rhs = ParsePowerOperand();
    return Make(NodeKind::kCall, offset, {f, lhs, rhs});
  }
  return lhs;
}

// The right side of ^ (right associative, and it may be negative: 2^-1).
NodeId Parser::ParsePowerOperand() {
  DepthGuard guard(*this);
  return ParseJuxtapose();
}

// x::T (left associative) and x -> body, which binds tightly on its left and
// loosely on its right: a + x -> x is a + (x -> x).
NodeId Parser::ParseDeclRest(NodeId lhs, uint32_t offset) {
  while (At(TokenKind::kColonColon)) {
    Take();
    DepthGuard guard(*this);
    uint32_t type_offset = Peek().offset;
    NodeId type = ParseCallLevel();
    if (ctx_.where_enabled && At(TokenKind::kKwWhere)) type = ParseWhereChain(type, type_offset);
    lhs = Make(NodeKind::kTypeAssert, offset, {lhs, type});
  }
  if (At(TokenKind::kArrow)) {
    Take();
    SkipNewlines();
    DepthGuard guard(*this);
    NodeId body = ParseEqStar();
    if (tree_.kind(body) != NodeKind::kBlock || IsParenthesized(body)) {
      body = Make(NodeKind::kBlock, tree_.offset(body), {body});
    }
    lhs = Make(NodeKind::kLambda, offset, {lhs, body});
  }
  return lhs;
}

}  // namespace kiln::parse::internal
