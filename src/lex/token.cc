#include "lex/token.h"

namespace kiln::lex {

// The X-macro expansions below read best unwrapped.
// clang-format off

std::string_view TokenKindText(TokenKind kind) {
  switch (kind) {
#define KILN_TOKEN(name, text) \
  case TokenKind::k##name:     \
    return text;
#include "lex/token_kind.def"
  }
  return "?";
}

Prec BinaryPrec(TokenKind kind) {
  switch (kind) {
#define KILN_TOKEN(name, text)
#define KILN_OPERATOR(name, text, prec) \
  case TokenKind::k##name:              \
    return Prec::prec;
#include "lex/token_kind.def"
    default:
      return Prec::kNone;
  }
}

bool IsKeyword(TokenKind kind) {
  switch (kind) {
#define KILN_TOKEN(name, text)
#define KILN_KEYWORD(name, text) case TokenKind::k##name:
#include "lex/token_kind.def"
    return true;
    default:
      return false;
  }
}

bool IsOperator(TokenKind kind) {
  switch (kind) {
#define KILN_TOKEN(name, text)
#define KILN_OPERATOR(name, text, prec) case TokenKind::k##name:
#include "lex/token_kind.def"
    return true;
    default:
      return false;
  }
}

bool IsUnaryOperator(TokenKind kind) {
  switch (kind) {
    case TokenKind::kPlus:
    case TokenKind::kMinus:
    case TokenKind::kNot:
    case TokenKind::kTilde:
    case TokenKind::kLogicalNot:
    case TokenKind::kSqrt:
    case TokenKind::kCbrt:
    case TokenKind::kFourthRoot:
    case TokenKind::kPlusMinus:
    case TokenKind::kMinusPlus:
      return true;
    default:
      return false;
  }
}

bool IsNamedByText(TokenKind kind) {
  switch (kind) {
    case TokenKind::kArrowOp:
    case TokenKind::kComparisonOp:
    case TokenKind::kPlusOp:
    case TokenKind::kTimesOp:
    case TokenKind::kPowerOp:
      return true;
    default:
      return false;
  }
}

bool IsUpdatingOperator(TokenKind kind) {
  return BinaryPrec(kind) == Prec::kAssign && kind != TokenKind::kEq &&
         kind != TokenKind::kArrow;
}

// clang-format on

}  // namespace kiln::lex
