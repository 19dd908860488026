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
    {0x00A6, TokenKind::kPlusOp},
    {0x214B, TokenKind::kTimesOp},
    {0x2190, TokenKind::kArrowOp},
    {0x2191, TokenKind::kPowerOp},
    {0x2192, TokenKind::kArrowOp},
    {0x2193, TokenKind::kPowerOp},
    {0x2194, TokenKind::kArrowOp},
    {0x219A, TokenKind::kArrowOp},
    {0x219B, TokenKind::kArrowOp},
    {0x219C, TokenKind::kArrowOp},
    {0x219D, TokenKind::kArrowOp},
    {0x219E, TokenKind::kArrowOp},
    {0x21A0, TokenKind::kArrowOp},
    {0x21A2, TokenKind::kArrowOp},
    {0x21A3, TokenKind::kArrowOp},
    {0x21A4, TokenKind::kArrowOp},
    {0x21A6, TokenKind::kArrowOp},
    {0x21A9, TokenKind::kArrowOp},
    {0x21AA, TokenKind::kArrowOp},
    {0x21AB, TokenKind::kArrowOp},
    {0x21AC, TokenKind::kArrowOp},
    {0x21AE, TokenKind::kArrowOp},
    {0x21B6, TokenKind::kArrowOp},
    {0x21B7, TokenKind::kArrowOp},
    {0x21BA, TokenKind::kArrowOp},
    {0x21BB, TokenKind::kArrowOp},
    {0x21BC, TokenKind::kArrowOp},
    {0x21BD, TokenKind::kArrowOp},
    {0x21C0, TokenKind::kArrowOp},
    {0x21C1, TokenKind::kArrowOp},
    {0x21C4, TokenKind::kArrowOp},
    {0x21C6, TokenKind::kArrowOp},
    {0x21C7, TokenKind::kArrowOp},
    {0x21C9, TokenKind::kArrowOp},
    {0x21CB, TokenKind::kArrowOp},
    {0x21CC, TokenKind::kArrowOp},
    {0x21CD, TokenKind::kArrowOp},
    {0x21CE, TokenKind::kArrowOp},
    {0x21CF, TokenKind::kArrowOp},
    {0x21D0, TokenKind::kArrowOp},
    {0x21D2, TokenKind::kArrowOp},
    {0x21D4, TokenKind::kArrowOp},
    {0x21DA, TokenKind::kArrowOp},
    {0x21DB, TokenKind::kArrowOp},
    {0x21DC, TokenKind::kArrowOp},
    {0x21DD, TokenKind::kArrowOp},
    {0x21E0, TokenKind::kArrowOp},
    {0x21E2, TokenKind::kArrowOp},
    {0x21F4, TokenKind::kArrowOp},
    {0x21F5, TokenKind::kPowerOp},
    {0x21F6, TokenKind::kArrowOp},
    {0x21F7, TokenKind::kArrowOp},
    {0x21F8, TokenKind::kArrowOp},
    {0x21F9, TokenKind::kArrowOp},
    {0x21FA, TokenKind::kArrowOp},
    {0x21FB, TokenKind::kArrowOp},
    {0x21FC, TokenKind::kArrowOp},
    {0x21FD, TokenKind::kArrowOp},
    {0x21FE, TokenKind::kArrowOp},
    {0x21FF, TokenKind::kArrowOp},
    {0x220A, TokenKind::kComparisonOp},
    {0x220D, TokenKind::kComparisonOp},
    {0x2214, TokenKind::kPlusOp},
    {0x2217, TokenKind::kTimesOp},
    {0x2219, TokenKind::kTimesOp},
    {0x221D, TokenKind::kComparisonOp},
    {0x2224, TokenKind::kTimesOp},
    {0x2225, TokenKind::kComparisonOp},
    {0x2226, TokenKind::kComparisonOp},
    {0x2227, TokenKind::kTimesOp},
    {0x2228, TokenKind::kPlusOp},
    {0x2237, TokenKind::kComparisonOp},
    {0x2238, TokenKind::kPlusOp},
    {0x223A, TokenKind::kComparisonOp},
    {0x223B, TokenKind::kComparisonOp},
    {0x223D, TokenKind::kComparisonOp},
    {0x223E, TokenKind::kComparisonOp},
    {0x2240, TokenKind::kTimesOp},
    {0x2241, TokenKind::kComparisonOp},
    {0x2242, TokenKind::kComparisonOp},
    {0x2243, TokenKind::kComparisonOp},
    {0x2244, TokenKind::kComparisonOp},
    {0x2245, TokenKind::kComparisonOp},
    {0x2246, TokenKind::kComparisonOp},
    {0x2247, TokenKind::kComparisonOp},
    {0x224A, TokenKind::kComparisonOp},
    {0x224B, TokenKind::kComparisonOp},
    {0x224C, TokenKind::kComparisonOp},
    {0x224D, TokenKind::kComparisonOp},
    {0x224E, TokenKind::kComparisonOp},
    {0x224F, TokenKind::kPlusOp},
    {0x2250, TokenKind::kComparisonOp},
    {0x2251, TokenKind::kComparisonOp},
    {0x2252, TokenKind::kComparisonOp},
    {0x2253, TokenKind::kComparisonOp},
    {0x2256, TokenKind::kComparisonOp},
    {0x2257, TokenKind::kComparisonOp},
    {0x2258, TokenKind::kComparisonOp},
    {0x2259, TokenKind::kComparisonOp},
    {0x225A, TokenKind::kComparisonOp},
    {0x225B, TokenKind::kComparisonOp},
    {0x225C, TokenKind::kComparisonOp},
    {0x225D, TokenKind::kComparisonOp},
    {0x225E, TokenKind::kComparisonOp},
    {0x225F, TokenKind::kComparisonOp},
    {0x2263, TokenKind::kComparisonOp},
    {0x2266, TokenKind::kComparisonOp},
    {0x2267, TokenKind::kComparisonOp},
    {0x2268, TokenKind::kComparisonOp},
    {0x2269, TokenKind::kComparisonOp},
    {0x226A, TokenKind::kComparisonOp},
    {0x226B, TokenKind::kComparisonOp},
    {0x226C, TokenKind::kComparisonOp},
    {0x226D, TokenKind::kComparisonOp},
    {0x226E, TokenKind::kComparisonOp},
    {0x226F, TokenKind::kComparisonOp},
    {0x2270, TokenKind::kComparisonOp},
    {0x2271, TokenKind::kComparisonOp},
    {0x2272, TokenKind::kComparisonOp},
    {0x2273, TokenKind::kComparisonOp},
    {0x2274, TokenKind::kComparisonOp},
    {0x2275, TokenKind::kComparisonOp},
    {0x2276, TokenKind::kComparisonOp},
    {0x2277, TokenKind::kComparisonOp},
    {0x2278, TokenKind::kComparisonOp},
    {0x2279, TokenKind::kComparisonOp},
    {0x227A, TokenKind::kComparisonOp},
    {0x227B, TokenKind::kComparisonOp},
    {0x227C, TokenKind::kComparisonOp},
    {0x227D, TokenKind::kComparisonOp},
    {0x227E, TokenKind::kComparisonOp},
    {0x227F, TokenKind::kComparisonOp},
    {0x2280, TokenKind::kComparisonOp},
    {0x2281, TokenKind::kComparisonOp},
    {0x2285, TokenKind::kComparisonOp},
    {0x2289, TokenKind::kComparisonOp},
    {0x228A, TokenKind::kComparisonOp},
    {0x228B, TokenKind::kComparisonOp},
    {0x228D, TokenKind::kTimesOp},
    {0x228E, TokenKind::kPlusOp},
    {0x228F, TokenKind::kComparisonOp},
    {0x2290, TokenKind::kComparisonOp},
    {0x2291, TokenKind::kComparisonOp},
    {0x2292, TokenKind::kComparisonOp},
    {0x2293, TokenKind::kTimesOp},
    {0x2294, TokenKind::kPlusOp},
    {0x2295, TokenKind::kPlusOp},
    {0x2296, TokenKind::kPlusOp},
    {0x2297, TokenKind::kTimesOp},
    {0x2298, TokenKind::kTimesOp},
    {0x2299, TokenKind::kTimesOp},
    {0x229A, TokenKind::kTimesOp},
    {0x229B, TokenKind::kTimesOp},
    {0x229C, TokenKind::kComparisonOp},
    {0x229E, TokenKind::kPlusOp},
    {0x229F, TokenKind::kPlusOp},
    {0x22A0, TokenKind::kTimesOp},
    {0x22A1, TokenKind::kTimesOp},
    {0x22A2, TokenKind::kComparisonOp},
    {0x22A3, TokenKind::kComparisonOp},
    {0x22A9, TokenKind::kComparisonOp},
    {0x22AC, TokenKind::kComparisonOp},
    {0x22AE, TokenKind::kComparisonOp},
    {0x22B0, TokenKind::kComparisonOp},
    {0x22B1, TokenKind::kComparisonOp},
    {0x22B2, TokenKind::kComparisonOp},
    {0x22B3, TokenKind::kComparisonOp},
    {0x22B4, TokenKind::kComparisonOp},
    {0x22B5, TokenKind::kComparisonOp},
    {0x22B6, TokenKind::kComparisonOp},
    {0x22B7, TokenKind::kComparisonOp},
    {0x22BC, TokenKind::kTimesOp},
    {0x22BD, TokenKind::kPlusOp},
    {0x22C4, TokenKind::kTimesOp},
    {0x22C6, TokenKind::kTimesOp},
    {0x22C7, TokenKind::kTimesOp},
    {0x22C9, TokenKind::kTimesOp},
    {0x22CA, TokenKind::kTimesOp},
    {0x22CB, TokenKind::kTimesOp},
    {0x22CC, TokenKind::kTimesOp},
    {0x22CD, TokenKind::kComparisonOp},
    {0x22CE, TokenKind::kPlusOp},
    {0x22CF, TokenKind::kTimesOp},
    {0x22D0, TokenKind::kComparisonOp},
    {0x22D1, TokenKind::kComparisonOp},
    {0x22D2, TokenKind::kTimesOp},
    {0x22D3, TokenKind::kPlusOp},
    {0x22D5, TokenKind::kComparisonOp},
    {0x22D6, TokenKind::kComparisonOp},
    {0x22D7, TokenKind::kComparisonOp},
    {0x22D8, TokenKind::kComparisonOp},
    {0x22D9, TokenKind::kComparisonOp},
    {0x22DA, TokenKind::kComparisonOp},
    {0x22DB, TokenKind::kComparisonOp},
    {0x22DC, TokenKind::kComparisonOp},
    {0x22DD, TokenKind::kComparisonOp},
    {0x22DE, TokenKind::kComparisonOp},
    {0x22DF, TokenKind::kComparisonOp},
    {0x22E0, TokenKind::kComparisonOp},
    {0x22E1, TokenKind::kComparisonOp},
    {0x22E2, TokenKind::kComparisonOp},
    {0x22E3, TokenKind::kComparisonOp},
    {0x22E4, TokenKind::kComparisonOp},
    {0x22E5, TokenKind::kComparisonOp},
    {0x22E6, TokenKind::kComparisonOp},
    {0x22E7, TokenKind::kComparisonOp},
    {0x22E8, TokenKind::kComparisonOp},
    {0x22E9, TokenKind::kComparisonOp},
    {0x22EA, TokenKind::kComparisonOp},
    {0x22EB, TokenKind::kComparisonOp},
    {0x22EC, TokenKind::kComparisonOp},
    {0x22ED, TokenKind::kComparisonOp},
    {0x22F2, TokenKind::kComparisonOp},
    {0x22F3, TokenKind::kComparisonOp},
    {0x22F4, TokenKind::kComparisonOp},
    {0x22F5, TokenKind::kComparisonOp},
    {0x22F6, TokenKind::kComparisonOp},
    {0x22F7, TokenKind::kComparisonOp},
    {0x22F8, TokenKind::kComparisonOp},
    {0x22F9, TokenKind::kComparisonOp},
    {0x22FA, TokenKind::kComparisonOp},
    {0x22FB, TokenKind::kComparisonOp},
    {0x22FC, TokenKind::kComparisonOp},
    {0x22FD, TokenKind::kComparisonOp},
    {0x22FE, TokenKind::kComparisonOp},
    {0x22FF, TokenKind::kComparisonOp},
    {0x25B7, TokenKind::kTimesOp},
    {0x27C2, TokenKind::kComparisonOp},
    {0x27C8, TokenKind::kComparisonOp},
    {0x27C9, TokenKind::kComparisonOp},
    {0x27D1, TokenKind::kTimesOp},
    {0x27D2, TokenKind::kComparisonOp},
    {0x27D5, TokenKind::kTimesOp},
    {0x27D6, TokenKind::kTimesOp},
    {0x27D7, TokenKind::kTimesOp},
    {0x27F0, TokenKind::kPowerOp},
    {0x27F1, TokenKind::kPowerOp},
    {0x27F5, TokenKind::kArrowOp},
    {0x27F6, TokenKind::kArrowOp},
    {0x27F7, TokenKind::kArrowOp},
    {0x27F9, TokenKind::kArrowOp},
    {0x27FA, TokenKind::kArrowOp},
    {0x27FB, TokenKind::kArrowOp},
    {0x27FC, TokenKind::kArrowOp},
    {0x27FD, TokenKind::kArrowOp},
    {0x27FE, TokenKind::kArrowOp},
    {0x27FF, TokenKind::kArrowOp},
    {0x2900, TokenKind::kArrowOp},
    {0x2901, TokenKind::kArrowOp},
    {0x2902, TokenKind::kArrowOp},
    {0x2903, TokenKind::kArrowOp},
    {0x2904, TokenKind::kArrowOp},
    {0x2905, TokenKind::kArrowOp},
    {0x2906, TokenKind::kArrowOp},
    {0x2907, TokenKind::kArrowOp},
    {0x2908, TokenKind::kPowerOp},
    {0x2909, TokenKind::kPowerOp},
    {0x290A, TokenKind::kPowerOp},
    {0x290B, TokenKind::kPowerOp},
    {0x290C, TokenKind::kArrowOp},
    {0x290D, TokenKind::kArrowOp},
    {0x290E, TokenKind::kArrowOp},
    {0x290F, TokenKind::kArrowOp},
    {0x2910, TokenKind::kArrowOp},
    {0x2911, TokenKind::kArrowOp},
    {0x2912, TokenKind::kPowerOp},
    {0x2913, TokenKind::kPowerOp},
    {0x2914, TokenKind::kArrowOp},
    {0x2915, TokenKind::kArrowOp},
    {0x2916, TokenKind::kArrowOp},
    {0x2917, TokenKind::kArrowOp},
    {0x2918, TokenKind::kArrowOp},
    {0x291D, TokenKind::kArrowOp},
    {0x291E, TokenKind::kArrowOp},
    {0x291F, TokenKind::kArrowOp},
    {0x2920, TokenKind::kArrowOp},
    {0x2944, TokenKind::kArrowOp},
    {0x2945, TokenKind::kArrowOp},
    {0x2946, TokenKind::kArrowOp},
    {0x2947, TokenKind::kArrowOp},
    {0x2948, TokenKind::kArrowOp},
    {0x2949, TokenKind::kPowerOp},
    {0x294A, TokenKind::kArrowOp},
    {0x294B, TokenKind::kArrowOp},
    {0x294C, TokenKind::kPowerOp},
    {0x294D, TokenKind::kPowerOp},
    {0x294E, TokenKind::kArrowOp},
    {0x294F, TokenKind::kPowerOp},
    {0x2950, TokenKind::kArrowOp},
    {0x2951, TokenKind::kPowerOp},
    {0x2952, TokenKind::kArrowOp},
    {0x2953, TokenKind::kArrowOp},
    {0x2954, TokenKind::kPowerOp},
    {0x2955, TokenKind::kPowerOp},
    {0x2956, TokenKind::kArrowOp},
    {0x2957, TokenKind::kArrowOp},
    {0x2958, TokenKind::kPowerOp},
    {0x2959, TokenKind::kPowerOp},
    {0x295A, TokenKind::kArrowOp},
    {0x295B, TokenKind::kArrowOp},
    {0x295C, TokenKind::kPowerOp},
    {0x295D, TokenKind::kPowerOp},
    {0x295E, TokenKind::kArrowOp},
    {0x295F, TokenKind::kArrowOp},
    {0x2960, TokenKind::kPowerOp},
    {0x2961, TokenKind::kPowerOp},
    {0x2962, TokenKind::kArrowOp},
    {0x2963, TokenKind::kPowerOp},
    {0x2964, TokenKind::kArrowOp},
    {0x2965, TokenKind::kPowerOp},
    {0x2966, TokenKind::kArrowOp},
    {0x2967, TokenKind::kArrowOp},
    {0x2968, TokenKind::kArrowOp},
    {0x2969, TokenKind::kArrowOp},
    {0x296A, TokenKind::kArrowOp},
    {0x296B, TokenKind::kArrowOp},
    {0x296C, TokenKind::kArrowOp},
    {0x296D, TokenKind::kArrowOp},
    {0x296E, TokenKind::kPowerOp},
    {0x296F, TokenKind::kPowerOp},
    {0x2970, TokenKind::kArrowOp},
    {0x29B7, TokenKind::kComparisonOp},
    {0x29B8, TokenKind::kTimesOp},
    {0x29BC, TokenKind::kTimesOp},
    {0x29BE, TokenKind::kTimesOp},
    {0x29BF, TokenKind::kTimesOp},
    {0x29C0, TokenKind::kComparisonOp},
    {0x29C1, TokenKind::kComparisonOp},
    {0x29E1, TokenKind::kComparisonOp},
    {0x29E3, TokenKind::kComparisonOp},
    {0x29E4, TokenKind::kComparisonOp},
    {0x29E5, TokenKind::kComparisonOp},
    {0x29F4, TokenKind::kArrowOp},
    {0x29F6, TokenKind::kTimesOp},
    {0x29F7, TokenKind::kTimesOp},
    {0x29FA, TokenKind::kPlusOp},
    {0x29FB, TokenKind::kPlusOp},
    {0x2A07, TokenKind::kTimesOp},
    {0x2A08, TokenKind::kPlusOp},
    {0x2A1D, TokenKind::kTimesOp},
    {0x2A22, TokenKind::kPlusOp},
    {0x2A23, TokenKind::kPlusOp},
    {0x2A24, TokenKind::kPlusOp},
    {0x2A25, TokenKind::kPlusOp},
    {0x2A26, TokenKind::kPlusOp},
    {0x2A27, TokenKind::kPlusOp},
    {0x2A28, TokenKind::kPlusOp},
    {0x2A29, TokenKind::kPlusOp},
    {0x2A2A, TokenKind::kPlusOp},
    {0x2A2B, TokenKind::kPlusOp},
    {0x2A2C, TokenKind::kPlusOp},
    {0x2A2D, TokenKind::kPlusOp},
    {0x2A2E, TokenKind::kPlusOp},
    {0x2A30, TokenKind::kTimesOp},
    {0x2A31, TokenKind::kTimesOp},
    {0x2A32, TokenKind::kTimesOp},
    {0x2A33, TokenKind::kTimesOp},
    {0x2A34, TokenKind::kTimesOp},
    {0x2A35, TokenKind::kTimesOp},
    {0x2A36, TokenKind::kTimesOp},
    {0x2A37, TokenKind::kTimesOp},
    {0x2A38, TokenKind::kTimesOp},
    {0x2A39, TokenKind::kPlusOp},
    {0x2A3A, TokenKind::kPlusOp},
    {0x2A3B, TokenKind::kTimesOp},
    {0x2A3C, TokenKind::kTimesOp},
    {0x2A3D, TokenKind::kTimesOp},
    {0x2A40, TokenKind::kTimesOp},
    {0x2A41, TokenKind::kPlusOp},
    {0x2A42, TokenKind::kPlusOp},
    {0x2A43, TokenKind::kTimesOp},
    {0x2A44, TokenKind::kTimesOp},
    {0x2A45, TokenKind::kPlusOp},
    {0x2A4A, TokenKind::kPlusOp},
    {0x2A4B, TokenKind::kTimesOp},
    {0x2A4C, TokenKind::kPlusOp},
    {0x2A4D, TokenKind::kTimesOp},
    {0x2A4E, TokenKind::kTimesOp},
    {0x2A4F, TokenKind::kPlusOp},
    {0x2A50, TokenKind::kPlusOp},
    {0x2A51, TokenKind::kTimesOp},
    {0x2A52, TokenKind::kPlusOp},
    {0x2A53, TokenKind::kTimesOp},
    {0x2A54, TokenKind::kPlusOp},
    {0x2A55, TokenKind::kTimesOp},
    {0x2A56, TokenKind::kPlusOp},
    {0x2A57, TokenKind::kPlusOp},
    {0x2A58, TokenKind::kTimesOp},
    {0x2A5A, TokenKind::kTimesOp},
    {0x2A5B, TokenKind::kPlusOp},
    {0x2A5C, TokenKind::kTimesOp},
    {0x2A5D, TokenKind::kPlusOp},
    {0x2A5E, TokenKind::kTimesOp},
    {0x2A5F, TokenKind::kTimesOp},
    {0x2A60, TokenKind::kTimesOp},
    {0x2A61, TokenKind::kPlusOp},
    {0x2A62, TokenKind::kPlusOp},
    {0x2A63, TokenKind::kPlusOp},
    {0x2A66, TokenKind::kComparisonOp},
    {0x2A67, TokenKind::kComparisonOp},
    {0x2A6A, TokenKind::kComparisonOp},
    {0x2A6B, TokenKind::kComparisonOp},
    {0x2A6C, TokenKind::kComparisonOp},
    {0x2A6D, TokenKind::kComparisonOp},
    {0x2A6E, TokenKind::kComparisonOp},
    {0x2A6F, TokenKind::kComparisonOp},
    {0x2A70, TokenKind::kComparisonOp},
    {0x2A71, TokenKind::kComparisonOp},
    {0x2A72, TokenKind::kComparisonOp},
    {0x2A73, TokenKind::kComparisonOp},
    {0x2A75, TokenKind::kComparisonOp},
    {0x2A76, TokenKind::kComparisonOp},
    {0x2A77, TokenKind::kComparisonOp},
    {0x2A78, TokenKind::kComparisonOp},
    {0x2A79, TokenKind::kComparisonOp},
    {0x2A7A, TokenKind::kComparisonOp},
    {0x2A7B, TokenKind::kComparisonOp},
    {0x2A7C, TokenKind::kComparisonOp},
    {0x2A7D, TokenKind::kComparisonOp},
    {0x2A7E, TokenKind::kComparisonOp},
    {0x2A7F, TokenKind::kComparisonOp},
    {0x2A80, TokenKind::kComparisonOp},
    {0x2A81, TokenKind::kComparisonOp},
    {0x2A82, TokenKind::kComparisonOp},
    {0x2A83, TokenKind::kComparisonOp},
    {0x2A84, TokenKind::kComparisonOp},
    {0x2A85, TokenKind::kComparisonOp},
    {0x2A86, TokenKind::kComparisonOp},
    {0x2A87, TokenKind::kComparisonOp},
    {0x2A88, TokenKind::kComparisonOp},
    {0x2A89, TokenKind::kComparisonOp},
    {0x2A8A, TokenKind::kComparisonOp},
    {0x2A8B, TokenKind::kComparisonOp},
    {0x2A8C, TokenKind::kComparisonOp},
    {0x2A8D, TokenKind::kComparisonOp},
    {0x2A8E, TokenKind::kComparisonOp},
    {0x2A8F, TokenKind::kComparisonOp},
    {0x2A90, TokenKind::kComparisonOp},
    {0x2A91, TokenKind::kComparisonOp},
    {0x2A92, TokenKind::kComparisonOp},
    {0x2A93, TokenKind::kComparisonOp},
    {0x2A94, TokenKind::kComparisonOp},
    {0x2A95, TokenKind::kComparisonOp},
    {0x2A96, TokenKind::kComparisonOp},
    {0x2A97, TokenKind::kComparisonOp},
    {0x2A98, TokenKind::kComparisonOp},
    {0x2A99, TokenKind::kComparisonOp},
    {0x2A9A, TokenKind::kComparisonOp},
    {0x2A9B, TokenKind::kComparisonOp},
    {0x2A9C, TokenKind::kComparisonOp},
    {0x2A9D, TokenKind::kComparisonOp},
    {0x2A9E, TokenKind::kComparisonOp},
    {0x2A9F, TokenKind::kComparisonOp},
    {0x2AA0, TokenKind::kComparisonOp},
    {0x2AA1, TokenKind::kComparisonOp},
    {0x2AA2, TokenKind::kComparisonOp},
    {0x2AA3, TokenKind::kComparisonOp},
    {0x2AA4, TokenKind::kComparisonOp},
    {0x2AA5, TokenKind::kComparisonOp},
    {0x2AA6, TokenKind::kComparisonOp},
    {0x2AA7, TokenKind::kComparisonOp},
    {0x2AA8, TokenKind::kComparisonOp},
    {0x2AA9, TokenKind::kComparisonOp},
    {0x2AAA, TokenKind::kComparisonOp},
    {0x2AAB, TokenKind::kComparisonOp},
    {0x2AAC, TokenKind::kComparisonOp},
    {0x2AAD, TokenKind::kComparisonOp},
    {0x2AAE, TokenKind::kComparisonOp},
    {0x2AAF, TokenKind::kComparisonOp},
    {0x2AB0, TokenKind::kComparisonOp},
    {0x2AB1, TokenKind::kComparisonOp},
    {0x2AB2, TokenKind::kComparisonOp},
    {0x2AB3, TokenKind::kComparisonOp},
    {0x2AB4, TokenKind::kComparisonOp},
    {0x2AB5, TokenKind::kComparisonOp},
    {0x2AB6, TokenKind::kComparisonOp},
    {0x2AB7, TokenKind::kComparisonOp},
    {0x2AB8, TokenKind::kComparisonOp},
    {0x2AB9, TokenKind::kComparisonOp},
    {0x2ABA, TokenKind::kComparisonOp},
    {0x2ABB, TokenKind::kComparisonOp},
    {0x2ABC, TokenKind::kComparisonOp},
    {0x2ABD, TokenKind::kComparisonOp},
    {0x2ABE, TokenKind::kComparisonOp},
    {0x2ABF, TokenKind::kComparisonOp},
    {0x2AC0, TokenKind::kComparisonOp},
    {0x2AC1, TokenKind::kComparisonOp},
    {0x2AC2, TokenKind::kComparisonOp},
    {0x2AC3, TokenKind::kComparisonOp},
    {0x2AC4, TokenKind::kComparisonOp},
    {0x2AC5, TokenKind::kComparisonOp},
    {0x2AC6, TokenKind::kComparisonOp},
    {0x2AC7, TokenKind::kComparisonOp},
    {0x2AC8, TokenKind::kComparisonOp},
    {0x2AC9, TokenKind::kComparisonOp},
    {0x2ACA, TokenKind::kComparisonOp},
    {0x2ACB, TokenKind::kComparisonOp},
    {0x2ACC, TokenKind::kComparisonOp},
    {0x2ACD, TokenKind::kComparisonOp},
    {0x2ACE, TokenKind::kComparisonOp},
    {0x2ACF, TokenKind::kComparisonOp},
    {0x2AD0, TokenKind::kComparisonOp},
    {0x2AD1, TokenKind::kComparisonOp},
    {0x2AD2, TokenKind::kComparisonOp},
    {0x2AD3, TokenKind::kComparisonOp},
    {0x2AD4, TokenKind::kComparisonOp},
    {0x2AD5, TokenKind::kComparisonOp},
    {0x2AD6, TokenKind::kComparisonOp},
    {0x2AD7, TokenKind::kComparisonOp},
    {0x2AD8, TokenKind::kComparisonOp},
    {0x2AD9, TokenKind::kComparisonOp},
    {0x2ADB, TokenKind::kTimesOp},
    {0x2AF7, TokenKind::kComparisonOp},
    {0x2AF8, TokenKind::kComparisonOp},
    {0x2AF9, TokenKind::kComparisonOp},
    {0x2AFA, TokenKind::kComparisonOp},
    {0x2B30, TokenKind::kArrowOp},
    {0x2B31, TokenKind::kArrowOp},
    {0x2B32, TokenKind::kArrowOp},
    {0x2B33, TokenKind::kArrowOp},
    {0x2B34, TokenKind::kArrowOp},
    {0x2B35, TokenKind::kArrowOp},
    {0x2B36, TokenKind::kArrowOp},
    {0x2B37, TokenKind::kArrowOp},
    {0x2B38, TokenKind::kArrowOp},
    {0x2B39, TokenKind::kArrowOp},
    {0x2B3A, TokenKind::kArrowOp},
    {0x2B3B, TokenKind::kArrowOp},
    {0x2B3C, TokenKind::kArrowOp},
    {0x2B3D, TokenKind::kArrowOp},
    {0x2B3E, TokenKind::kArrowOp},
    {0x2B3F, TokenKind::kArrowOp},
    {0x2B40, TokenKind::kArrowOp},
    {0x2B41, TokenKind::kArrowOp},
    {0x2B42, TokenKind::kArrowOp},
    {0x2B43, TokenKind::kArrowOp},
    {0x2B44, TokenKind::kArrowOp},
    {0x2B47, TokenKind::kArrowOp},
    {0x2B48, TokenKind::kArrowOp},
    {0x2B49, TokenKind::kArrowOp},
    {0x2B4A, TokenKind::kArrowOp},
    {0x2B4B, TokenKind::kArrowOp},
    {0x2B4C, TokenKind::kArrowOp},
    {0xFFE9, TokenKind::kArrowOp},
    {0xFFEA, TokenKind::kPowerOp},
    {0xFFEB, TokenKind::kArrowOp},
    {0xFFEC, TokenKind::kPowerOp},
};

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
