// Numeric literals (Julia manual, "Integers and Floating-Point Numbers").
// Tokens only: values and types are decoded by parse/literals.h.
#include <string>

#include "lex/lexer_internal.h"
#include "lex/operators.h"
#include "lex/unicode.h"

namespace kiln::lex::internal {

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
    kind = TokenKind::kFloat;  // 1f0, 1.5f-3: Float32 (parse/literals.h)
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

}  // namespace kiln::lex::internal
