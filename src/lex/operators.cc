// Keywords and operator spellings (Julia manual, "Mathematical Operations
// and Elementary Functions" and "Operator Precedence and Associativity").
#include "lex/operators.h"

namespace kiln::lex::internal {

bool IsDottableOperatorStart(char c) {
  switch (c) {
    case '+':
    case '-':
    case '*':
    case '/':
    case '\\':
    case '^':
    case '%':
    case '&':
    case '|':
    case '!':
    case '~':
    case '<':
    case '>':
    case '=': return true;
    default: return false;
  }
}

TokenKind KeywordKind(std::string_view w) {
  auto is = [&](std::string_view k) { return w == k; };
  switch (w[0]) {
    case 'b':
      if (is("begin")) return TokenKind::kKwBegin;
      if (is("break")) return TokenKind::kKwBreak;
      if (is("baremodule")) return TokenKind::kKwBaremodule;
      break;
    case 'c':
      if (is("const")) return TokenKind::kKwConst;
      if (is("continue")) return TokenKind::kKwContinue;
      if (is("catch")) return TokenKind::kKwCatch;
      break;
    case 'd':
      if (is("do")) return TokenKind::kKwDo;
      break;
    case 'e':
      if (is("end")) return TokenKind::kKwEnd;
      if (is("else")) return TokenKind::kKwElse;
      if (is("elseif")) return TokenKind::kKwElseif;
      if (is("export")) return TokenKind::kKwExport;
      break;
    case 'f':
      if (is("function")) return TokenKind::kKwFunction;
      if (is("for")) return TokenKind::kKwFor;
      if (is("false")) return TokenKind::kKwFalse;
      if (is("finally")) return TokenKind::kKwFinally;
      break;
    case 'g':
      if (is("global")) return TokenKind::kKwGlobal;
      break;
    case 'i':
      if (is("if")) return TokenKind::kKwIf;
      if (is("in")) return TokenKind::kIn;
      if (is("isa")) return TokenKind::kIsa;
      if (is("import")) return TokenKind::kKwImport;
      break;
    case 'l':
      if (is("let")) return TokenKind::kKwLet;
      if (is("local")) return TokenKind::kKwLocal;
      break;
    case 'm':
      if (is("module")) return TokenKind::kKwModule;
      if (is("macro")) return TokenKind::kKwMacro;
      break;
    case 'q':
      if (is("quote")) return TokenKind::kKwQuote;
      break;
    case 'r':
      if (is("return")) return TokenKind::kKwReturn;
      break;
    case 's':
      if (is("struct")) return TokenKind::kKwStruct;
      break;
    case 't':
      if (is("true")) return TokenKind::kKwTrue;
      if (is("try")) return TokenKind::kKwTry;
      break;
    case 'u':
      if (is("using")) return TokenKind::kKwUsing;
      break;
    case 'w':
      if (is("while")) return TokenKind::kKwWhile;
      if (is("where")) return TokenKind::kKwWhere;
      break;
    default: break;
  }
  return TokenKind::kIdentifier;
}

OpMatch MatchAsciiOperator(std::string_view t, size_t p) {
  auto at = [&](size_t i) { return p + i < t.size() ? t[p + i] : '\0'; };
  using K = TokenKind;
  switch (at(0)) {
    case '+':
      if (at(1) == '=') return {K::kPlusEq, 2};
      if (at(1) == '+') return {K::kPlusPlus, 2};
      return {K::kPlus, 1};
    case '-':
      if (at(1) == '-') {
        if (at(2) == '>') return {K::kError, 3, "the --> operator is not supported"};
        return {K::kError, 2, "invalid operator \"--\""};
      }
      if (at(1) == '>') return {K::kArrow, 2};
      if (at(1) == '=') return {K::kMinusEq, 2};
      return {K::kMinus, 1};
    case '*':
      if (at(1) == '=') return {K::kStarEq, 2};
      if (at(1) == '*') return {K::kError, 2, "invalid operator \"**\"; use ^ for powers"};
      return {K::kStar, 1};
    case '/':
      if (at(1) == '/')
        return at(2) == '=' ? OpMatch{K::kSlashSlashEq, 3} : OpMatch{K::kSlashSlash, 2};
      if (at(1) == '=') return {K::kSlashEq, 2};
      return {K::kSlash, 1};
    case '\\':
      if (at(1) == '=') return {K::kBackslashEq, 2};
      return {K::kBackslash, 1};
    case '^':
      if (at(1) == '=') return {K::kCaretEq, 2};
      return {K::kCaret, 1};
    case '%':
      if (at(1) == '=') return {K::kPercentEq, 2};
      return {K::kPercent, 1};
    case '&':
      if (at(1) == '&') return {K::kAndAnd, 2};
      if (at(1) == '=') return {K::kAmpEq, 2};
      return {K::kAmp, 1};
    case '|':
      if (at(1) == '|') return {K::kOrOr, 2};
      if (at(1) == '=') return {K::kPipeEq, 2};
      if (at(1) == '>') return {K::kPipeGt, 2};
      return {K::kPipe, 1};
    case '!':
      if (at(1) == '=') return at(2) == '=' ? OpMatch{K::kNotEqEq, 3} : OpMatch{K::kNotEq, 2};
      return {K::kNot, 1};
    case '~': return {K::kTilde, 1};
    case '<':
      if (at(1) == '<') return at(2) == '=' ? OpMatch{K::kShlEq, 3} : OpMatch{K::kShl, 2};
      if (at(1) == '=') return {K::kLessEq, 2};
      if (at(1) == ':') return {K::kSubtype, 2};
      if (at(1) == '|') return {K::kPipeLt, 2};
      return {K::kLess, 1};
    case '>':
      if (at(1) == '>') {
        if (at(2) == '>') return at(3) == '=' ? OpMatch{K::kUshrEq, 4} : OpMatch{K::kUshr, 3};
        if (at(2) == '=') return {K::kShrEq, 3};
        return {K::kShr, 2};
      }
      if (at(1) == '=') return {K::kGreaterEq, 2};
      if (at(1) == ':') return {K::kSupertype, 2};
      return {K::kGreater, 1};
    case '=':
      if (at(1) == '=') return at(2) == '=' ? OpMatch{K::kEqEqEq, 3} : OpMatch{K::kEqEq, 2};
      if (at(1) == '>') return {K::kPairArrow, 2};
      return {K::kEq, 1};
    case ':':
      if (at(1) == ':') return {K::kColonColon, 2};
      if (at(1) == '=') return {K::kError, 2, "the := operator is not supported"};
      return {K::kColon, 1};
    case '?': return {K::kQuestion, 1};
    default: return {};
  }
}

namespace {

// The other one-character operators of Julia's precedence table
// (julia-parser.scm), by code point; their token text names them.
struct TextOperator {
  uint32_t code_point;
  TokenKind kind;
};
constexpr TextOperator kTextOperators[] = {
#define KILN_TEXT_OPERATOR(code_point, kind) {code_point, TokenKind::kind},
#include "lex/text_operators.def"
#undef KILN_TEXT_OPERATOR
};

constexpr bool TextOperatorsAscend() {
  for (size_t i = 1; i < sizeof kTextOperators / sizeof kTextOperators[0]; ++i) {
    if (kTextOperators[i - 1].code_point >= kTextOperators[i].code_point) return false;
  }
  return true;
}
static_assert(TextOperatorsAscend(), "lex/text_operators.def must be in ascending code point order");

TokenKind TextOperatorKind(uint32_t cp) {
  size_t lo = 0;
  size_t hi = sizeof kTextOperators / sizeof kTextOperators[0];
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    if (kTextOperators[mid].code_point == cp) return kTextOperators[mid].kind;
    if (kTextOperators[mid].code_point < cp) {
      lo = mid + 1;
    } else {
      hi = mid;
    }
  }
  return TokenKind::kError;
}

}  // namespace

// Operators written with one non-ASCII character (Julia manual,
// "Mathematical Operations"; U+00B7 and U+2212 are normalized to ⋅ and -, as
// Julia does).
TokenKind UnicodeOperatorKind(uint32_t cp) {
  using K = TokenKind;
  switch (cp) {
    case 0x2264: return K::kLessEqU;       // ≤
    case 0x2265: return K::kGreaterEqU;    // ≥
    case 0x2260: return K::kNotEqU;        // ≠
    case 0x2261: return K::kIdentical;     // ≡
    case 0x2262: return K::kNotIdentical;  // ≢
    case 0x2248: return K::kApprox;        // ≈
    case 0x2249: return K::kNotApprox;     // ≉
    case 0x2208: return K::kElementOf;     // ∈
    case 0x2209: return K::kNotElementOf;  // ∉
    case 0x220B: return K::kContains;      // ∋
    case 0x220C: return K::kNotContains;   // ∌
    case 0x2286: return K::kSubsetEq;      // ⊆
    case 0x2288: return K::kNotSubsetEq;   // ⊈
    case 0x2282: return K::kSubset;        // ⊂
    case 0x2284: return K::kNotSubset;     // ⊄
    case 0x2287: return K::kSupersetEq;    // ⊇
    case 0x2283: return K::kSuperset;      // ⊃
    case 0x22BB: return K::kXor;           // ⊻
    case 0x00B1: return K::kPlusMinus;     // ±
    case 0x2213: return K::kMinusPlus;     // ∓
    case 0x222A: return K::kUnion;         // ∪
    case 0x2212: return K::kMinus;         // − (minus sign)
    case 0x00F7: return K::kDivide;        // ÷
    case 0x2218: return K::kCompose;       // ∘
    case 0x22C5: return K::kCDot;          // ⋅
    case 0x00B7: return K::kCDot;          // · (middle dot)
    case 0x00D7: return K::kCross;         // ×
    case 0x2229: return K::kIntersect;     // ∩
    case 0x221A: return K::kSqrt;          // √
    case 0x221B: return K::kCbrt;          // ∛
    case 0x221C: return K::kFourthRoot;    // ∜
    case 0x00AC: return K::kLogicalNot;    // ¬
    default: return TextOperatorKind(cp);
  }
}

bool IsDottable(TokenKind kind) {
  switch (kind) {
    case TokenKind::kArrow:
    case TokenKind::kColonColon:
    case TokenKind::kColon:
    case TokenKind::kQuestion:
    case TokenKind::kAndAnd:
    case TokenKind::kOrOr: return false;
    default: return true;
  }
}

}  // namespace kiln::lex::internal
