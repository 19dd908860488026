// Code-mode lexing: spaces, comments, names, operators and punctuation.
// Numbers are in number_lexer.cc; strings and characters in
// string_lexer.cc; keyword and operator tables in operators.cc.
//
// The rules follow the Julia manual: "Variables" (names), "Mathematical
// Operations" (operators), and "Getting Started" (comments).
#include "lex/lexer.h"

#include <cstdio>

#include "lex/lexer_internal.h"
#include "lex/operators.h"
#include "lex/unicode.h"

namespace kiln::lex {
namespace internal {
namespace {

std::string CodePointName(uint32_t cp) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "U+%04X", static_cast<unsigned>(cp));
  return buf;
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
  // Errors come in offset order and the sink keeps only the first
  // kMaxErrors: recording more would only cost time (a file of a million bad
  // bytes has a million errors).
  if (out_.errors.size() >= source::DiagnosticSink::kMaxErrors) return;
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
      Emit(TokenKind::kMacroName, start);  // @. (Base.@__dot__)
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

bool Lexer::LexOperator(uint32_t start, bool dotted) {
  // `:(:=)`, the Symbol naming `:=`, is read as `:` `(` `:` `=` `)` (the parser joins
  // them); `:=` elsewhere is refused below.
  if (!dotted && pos_ >= 2 && text_.substr(pos_ - 2, 5) == ":(:=)") {
    ++pos_;
    Emit(TokenKind::kColon, start);
    return true;
  }
  OpMatch m = MatchAsciiOperator(text_, pos_);
  if (m.length == 0) return false;
  pos_ += m.length;
  if (m.error != nullptr) {
    EmitError(start, m.error);
    return true;
  }
  if (dotted && !IsDottable(m.kind) && m.kind != TokenKind::kAndAnd &&
      m.kind != TokenKind::kOrOr) {
    {
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
