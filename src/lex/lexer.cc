// Code-mode lexing: spaces, comments, names, numbers, operators and
// punctuation. Strings and characters are in string_lexer.cc.
//
// The rules follow the Julia manual: "Variables" (names), "Integers and
// Floating-Point Numbers" (numeric literals), "Mathematical Operations"
// (operators), and "Strings" (comments are described under "Getting Started").
#include "lex/lexer.h"

#include <cstdio>

#include "lex/lexer_internal.h"
#include "lex/unicode.h"

namespace kiln::lex {
namespace internal {
namespace {

bool IsDigit(char c) { return c >= '0' && c <= '9'; }
bool IsHexDigit(char c) { return IsDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
bool IsBinDigit(char c) { return c == '0' || c == '1'; }
bool IsOctDigit(char c) { return c >= '0' && c <= '7'; }

// ASCII characters that can start an operator which may take a leading dot.
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

std::string CodePointName(uint32_t cp) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "U+%04X", static_cast<unsigned>(cp));
  return buf;
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

struct OpMatch {
  TokenKind kind = TokenKind::kError;
  uint32_t length = 0;          // 0: not an operator
  const char* error = nullptr;  // set for operators Kiln rejects
};

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
    default: return K::kError;
  }
}

// Operators that may not take a leading dot (`.->` is not an operator).
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

}  // namespace

Lexer::Lexer(std::string_view text) : text_(text) {
  modes_.push_back(Mode{});
  out_.tokens.reserve(text.size() / 3 + 16);
}

TokenizedBuffer Lexer::Run() {
  if (text_.substr(0, 3) == "\xEF\xBB\xBF") pos_ = 3;  // a UTF-8 byte order mark
  while (true) {
    if (modes_.back().in_string) {
      LexStringContent();
      continue;
    }
    if (LexCodeToken()) continue;
    if (modes_.size() > 1) {
      // The text ended inside `$( ... )` of a string.
      for (auto it = modes_.rbegin(); it != modes_.rend(); ++it) {
        if (it->in_string) {
          Error(it->start, "unterminated string literal");
          break;
        }
      }
      out_.unterminated_literal = true;
      modes_.resize(1);
    }
    break;
  }
  out_.tokens.push_back(
      Token{static_cast<uint32_t>(text_.size()), 0, TokenKind::kEof, pending_flags_});
  return std::move(out_);
}

void Lexer::Emit(TokenKind kind, uint32_t start, uint8_t extra_flags) {
  out_.tokens.push_back(
      Token{start, pos_ - start, kind, static_cast<uint8_t>(pending_flags_ | extra_flags)});
  pending_flags_ = kNoTokenFlags;
}

void Lexer::Error(uint32_t offset, std::string message) {
  out_.errors.push_back({source::Severity::kError, offset, std::move(message)});
}

void Lexer::EmitError(uint32_t start, std::string message) {
  Error(start, std::move(message));
  if (pos_ == start) ++pos_;  // always make progress
  Emit(TokenKind::kError, start);
}

uint32_t Lexer::Advance() {
  unsigned char c = static_cast<unsigned char>(text_[pos_]);
  if (c < 0x80) {
    ++pos_;
    return c;
  }
  Utf8Char u = DecodeUtf8(text_, pos_);
  if (u.length == 0) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "invalid UTF-8 byte 0x%02X", c);
    Error(pos_, buf);
    ++pos_;
    return 0xFFFD;
  }
  pos_ += u.length;
  return u.code_point;
}

void Lexer::SkipSpaceAndComments() {
  while (!AtEnd()) {
    char c = text_[pos_];
    if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
      ++pos_;
      pending_flags_ |= kSpaceBefore;
    } else if (c == '#') {
      pending_flags_ |= kSpaceBefore;
      if (Peek(1) == '=') {
        SkipBlockComment();
      } else {
        // A line comment runs to the newline, which stays a token.
        while (!AtEnd() && text_[pos_] != '\n') Advance();
      }
    } else {
      return;
    }
  }
}

// `#= ... =#` comments nest (Julia manual, "Getting Started" > comments).
void Lexer::SkipBlockComment() {
  uint32_t start = pos_;
  pos_ += 2;
  int depth = 1;
  while (!AtEnd()) {
    char c = text_[pos_];
    if (c == '#' && Peek(1) == '=') {
      ++depth;
      pos_ += 2;
    } else if (c == '=' && Peek(1) == '#') {
      pos_ += 2;
      if (--depth == 0) return;
    } else {
      Advance();
    }
  }
  Error(start, "unterminated multi-line comment #= ... =#");
  out_.unterminated_literal = true;
}

bool Lexer::LexCodeToken() {
  SkipSpaceAndComments();
  if (AtEnd()) return false;
  uint32_t start = pos_;
  char c = text_[pos_];
  if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_') {
    LexWord(start, /*allow_string_macro=*/true);
    return true;
  }
  if (IsDigit(c)) {
    LexNumber(start);
    return true;
  }
  switch (c) {
    case '\n':
      ++pos_;
      Emit(TokenKind::kNewline, start);
      pending_flags_ = kSpaceBefore | kNewlineBefore;
      return true;
    case '"': BeginString(start, /*raw=*/false); return true;
    case '\'': LexCharOrPrime(start); return true;
    case '`': SkipCommandLiteral(start); return true;
    case '@': LexMacroName(start); return true;
    case '.': LexDot(start); return true;
    case '(':
      ++pos_;
      if (modes_.size() > 1) ++modes_.back().paren_depth;
      Emit(TokenKind::kLParen, start);
      return true;
    case ')':
      ++pos_;
      Emit(TokenKind::kRParen, start);
      // The `)` that closes `$(` returns to the enclosing string.
      if (modes_.size() > 1 && --modes_.back().paren_depth == 0) modes_.pop_back();
      return true;
    case '[':
      ++pos_;
      Emit(TokenKind::kLBracket, start);
      return true;
    case ']':
      ++pos_;
      Emit(TokenKind::kRBracket, start);
      return true;
    case '{':
      ++pos_;
      Emit(TokenKind::kLBrace, start);
      return true;
    case '}':
      ++pos_;
      Emit(TokenKind::kRBrace, start);
      return true;
    case ',':
      ++pos_;
      Emit(TokenKind::kComma, start);
      return true;
    case ';':
      ++pos_;
      Emit(TokenKind::kSemicolon, start);
      return true;
    case '$':
      ++pos_;
      Emit(TokenKind::kDollar, start);
      return true;
    default: break;
  }
  if (static_cast<unsigned char>(c) >= 0x80) {
    LexNonAscii(start);
    return true;
  }
  if (LexOperator(start, /*dotted=*/false)) return true;
  char buf[64];
  std::snprintf(buf, sizeof buf, "invalid character 0x%02X", static_cast<unsigned char>(c));
  EmitError(start, buf);
  return true;
}

void Lexer::LexWord(uint32_t start, bool allow_string_macro) {
  while (!AtEnd()) {
    unsigned char c = static_cast<unsigned char>(text_[pos_]);
    if (c < 0x80) {
      if (!IsIdentifierChar(c)) break;
      // `a!=b` is `a != b`: `!` joins a name unless `=` follows.
      if (c == '!' && Peek(1) == '=') break;
      ++pos_;
    } else {
      Utf8Char u = DecodeUtf8(text_, pos_);
      if (u.length == 0 || !IsIdentifierChar(u.code_point)) break;
      pos_ += u.length;
    }
  }
  TokenKind kind = KeywordKind(text_.substr(start, pos_ - start));
  Emit(kind, start);
  // A name directly followed by a quote prefixes a non-standard string
  // literal, r"..." (Julia manual, "Strings" > "Non-Standard String Literals").
  if (kind == TokenKind::kIdentifier && allow_string_macro && Peek() == '"') {
    BeginString(pos_, /*raw=*/true);
  }
}

void Lexer::LexMacroName(uint32_t start) {
  ++pos_;  // @
  if (AtEnd()) {
    EmitError(start, "expected a macro name after \"@\"");
    return;
  }
  unsigned char c = static_cast<unsigned char>(text_[pos_]);
  bool starts_name;
  if (c < 0x80) {
    starts_name = IsIdentifierStart(c);
  } else {
    Utf8Char u = DecodeUtf8(text_, pos_);
    starts_name = u.length != 0 && IsIdentifierStart(u.code_point);
  }
  if (!starts_name) {
    if (c == '.') {
      ++pos_;
      EmitError(start, "the @. macro is not supported");
    } else {
      EmitError(start, "expected a macro name after \"@\"");
    }
    return;
  }
  while (!AtEnd()) {
    unsigned char d = static_cast<unsigned char>(text_[pos_]);
    if (d < 0x80) {
      if (!IsIdentifierChar(d) || (d == '!' && Peek(1) == '=')) break;
      ++pos_;
    } else {
      Utf8Char u = DecodeUtf8(text_, pos_);
      if (u.length == 0 || !IsIdentifierChar(u.code_point)) break;
      pos_ += u.length;
    }
  }
  Emit(TokenKind::kMacroName, start);
}

// Numeric literals (Julia manual, "Integers and Floating-Point Numbers"):
// 1_000, 0x1f, 0b101, 0o17, 1.5, .5, 1., 1e-12, 0x1p3. Ambiguous forms that
// Julia rejects (`1.+x`, `1.x`, `0xg`) are errors here too.
void Lexer::LexNumber(uint32_t start) {
  auto accept_digits = [&](bool (*is_digit)(char)) {
    bool any = false;
    while (!AtEnd()) {
      char c = text_[pos_];
      if (c == '_' && is_digit(Peek(1))) {
        pos_ += 2;
      } else if (is_digit(c)) {
        ++pos_;
      } else {
        break;
      }
      any = true;
    }
    return any;
  };
  auto starts_name_at = [&](uint32_t p) {
    if (p >= text_.size()) return false;
    unsigned char c = static_cast<unsigned char>(text_[p]);
    if (c < 0x80) return IsIdentifierStart(c);
    Utf8Char u = DecodeUtf8(text_, p);
    return u.length != 0 && IsIdentifierStart(u.code_point);
  };
  auto invalid = [&](const char* what) {
    // Swallow the rest of the malformed literal so it is reported once.
    while (!AtEnd() && (IsHexDigit(text_[pos_]) || text_[pos_] == '_' || text_[pos_] == '.' ||
                        starts_name_at(pos_))) {
      ++pos_;
    }
    std::string text(text_.substr(start, pos_ - start));
    EmitError(start, std::string(what) + " \"" + text + "\"");
  };

  // 0x, 0b, 0o literals.
  if (text_[pos_] == '0' && (Peek(1) == 'x' || Peek(1) == 'b' || Peek(1) == 'o')) {
    char radix = Peek(1);
    pos_ += 2;
    if (radix == 'x') {
      bool had_digits = accept_digits(IsHexDigit);
      bool is_float = false;
      if (Peek() == '.' && Peek(1) != '.') {
        ++pos_;
        had_digits |= accept_digits(IsHexDigit);
        is_float = true;
      }
      if (Peek() == 'p' || Peek() == 'P') {
        ++pos_;
        if (Peek() == '+' || Peek() == '-') ++pos_;
        if (!accept_digits(IsDigit) || !had_digits) return invalid("invalid numeric literal");
        Emit(TokenKind::kFloat, start);
        return;
      }
      if (is_float) return invalid("hexadecimal float literal must contain \"p\" exponent:");
      if (!had_digits || IsDigit(Peek()) || starts_name_at(pos_)) {
        return invalid("invalid numeric literal");
      }
      Emit(TokenKind::kHexInt, start);
      return;
    }
    bool had_digits = accept_digits(radix == 'b' ? IsBinDigit : IsOctDigit);
    if (!had_digits || IsDigit(Peek()) || starts_name_at(pos_)) {
      return invalid("invalid numeric literal");
    }
    Emit(radix == 'b' ? TokenKind::kBinInt : TokenKind::kOctInt, start);
    return;
  }

  TokenKind kind = TokenKind::kInteger;
  bool had_fraction = false;
  if (text_[pos_] == '.') {  // .5
    ++pos_;
    accept_digits(IsDigit);
    kind = TokenKind::kFloat;
    had_fraction = true;
  } else {
    accept_digits(IsDigit);
    if (Peek() == '.') {
      char next = Peek(1);
      if (next == '.') {
        // 1:2 written 1..2, or 1... : the dots are a separate token.
        Emit(kind, start);
        return;
      }
      if (IsDottableOperatorStart(next)) {
        ++pos_;
        std::string text(text_.substr(start, pos_ - start));
        EmitError(start, "ambiguous numeric literal \"" + text + std::string(1, next) +
                             "\"; add a space or write \"" + text + "0\"");
        return;
      }
      ++pos_;
      kind = TokenKind::kFloat;
      if (Peek() == '_') return invalid("invalid numeric literal");
      had_fraction = accept_digits(IsDigit);
    }
  }
  char e = Peek();
  if ((e == 'e' || e == 'E' || e == 'f') &&
      (IsDigit(Peek(1)) || ((Peek(1) == '+' || Peek(1) == '-') && IsDigit(Peek(2))))) {
    ++pos_;
    if (Peek() == '+' || Peek() == '-') ++pos_;
    accept_digits(IsDigit);
    if (e == 'f') {
      std::string text(text_.substr(start, pos_ - start));
      EmitError(start, "Float32 literals such as \"" + text + "\" are not supported");
      return;
    }
    kind = TokenKind::kFloat;
    had_fraction = true;
  } else if ((e == 'e' || e == 'E') && (Peek(1) == '+' || Peek(1) == '-')) {
    ++pos_;
    ++pos_;
    return invalid("invalid numeric literal: missing exponent digits in");
  }
  if (kind == TokenKind::kFloat) {
    if (Peek() == '.' && Peek(1) != '.' && !IsDottableOperatorStart(Peek(1))) {
      return invalid("invalid numeric literal");
    }
    if (!had_fraction && (starts_name_at(pos_) || Peek() == '(' || Peek() == '[' || Peek() == '{' ||
                          Peek() == '@' || Peek() == '"' || Peek() == '`')) {
      ++pos_;
      std::string text(text_.substr(start, pos_ - start));
      EmitError(start, "ambiguous numeric literal \"" + text +
                           "\"; add a space or write a digit after the decimal point");
      return;
    }
  }
  Emit(kind, start);
}

bool Lexer::LexOperator(uint32_t start, bool dotted) {
  OpMatch m = MatchAsciiOperator(text_, pos_);
  if (m.length == 0) return false;
  pos_ += m.length;
  if (m.error != nullptr) {
    EmitError(start, m.error);
    return true;
  }
  if (dotted && !IsDottable(m.kind)) {
    if (m.kind == TokenKind::kAndAnd || m.kind == TokenKind::kOrOr) {
      EmitError(start, "the dotted operators .&& and .|| are not supported");
    } else {
      std::string text(text_.substr(start, pos_ - start));
      EmitError(start, "invalid dotted operator \"" + text + "\"");
    }
    return true;
  }
  Emit(m.kind, start, dotted ? kDotted : 0);
  return true;
}

void Lexer::LexDot(uint32_t start) {
  if (Peek(1) == '.') {
    if (Peek(2) == '.') {
      pos_ += 3;
      Emit(TokenKind::kDotDotDot, start);
    } else {
      pos_ += 2;
      Emit(TokenKind::kDotDot, start);
    }
    return;
  }
  if (IsDigit(Peek(1))) {
    LexNumber(start);
    return;
  }
  ++pos_;
  // A dot directly before an operator makes a dotted (broadcasting)
  // operator: .+ .== .= .+= (Julia manual, "Vectorized dot operators").
  if (IsDottableOperatorStart(Peek())) {
    LexOperator(start, /*dotted=*/true);
    return;
  }
  if (static_cast<unsigned char>(Peek()) >= 0x80) {
    Utf8Char u = DecodeUtf8(text_, pos_);
    if (u.length != 0) {
      TokenKind kind = UnicodeOperatorKind(u.code_point);
      if (kind != TokenKind::kError) {
        pos_ += u.length;
        if ((kind == TokenKind::kDivide || kind == TokenKind::kXor) && Peek() == '=') {
          ++pos_;
          kind = kind == TokenKind::kDivide ? TokenKind::kDivideEq : TokenKind::kXorEq;
        }
        Emit(kind, start, kDotted);
        return;
      }
    }
  }
  Emit(TokenKind::kDot, start);
}

void Lexer::LexNonAscii(uint32_t start) {
  Utf8Char u = DecodeUtf8(text_, pos_);
  if (u.length == 0) {
    Advance();  // reports the byte
    Emit(TokenKind::kError, start);
    return;
  }
  uint32_t cp = u.code_point;
  TokenKind op = UnicodeOperatorKind(cp);
  if (op != TokenKind::kError) {
    pos_ += u.length;
    if ((op == TokenKind::kDivide || op == TokenKind::kXor) && Peek() == '=') {
      ++pos_;
      op = op == TokenKind::kDivide ? TokenKind::kDivideEq : TokenKind::kXorEq;
    }
    Emit(op, start);
    return;
  }
  if (IsIdentifierStart(cp)) {
    LexWord(start, /*allow_string_macro=*/true);
    return;
  }
  std::string spelled(text_.substr(pos_, u.length));
  pos_ += u.length;
  if (IsInvalidSourceChar(cp)) {
    EmitError(start, "invalid character " + CodePointName(cp) + " in source text");
  } else if (IsOperatorSymbol(cp)) {
    EmitError(start, "unsupported operator \"" + spelled + "\"");
  } else {
    EmitError(start, "unexpected character \"" + spelled + "\" (" + CodePointName(cp) + ")");
  }
}

}  // namespace internal

TokenizedBuffer Lex(std::string_view text) { return internal::Lexer(text).Run(); }

}  // namespace kiln::lex
