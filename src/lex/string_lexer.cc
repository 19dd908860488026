// String, character and command literals (Julia manual, "Strings").
//
// A string is lexed as StringBegin, then StringChunk tokens of raw text
// separated by interpolations, then StringEnd. An interpolation is an
// Interpolation token (`$`) followed either by one Identifier token or by `(`
// and ordinary code tokens up to the matching `)`; the mode stack in Lexer
// tracks where the string resumes.
#include "lex/lexer_internal.h"
#include "lex/unicode.h"

namespace kiln::lex::internal {

void Lexer::BeginString(uint32_t start, bool raw) {
  bool triple = Peek(1) == '"' && Peek(2) == '"';
  pos_ += triple ? 3 : 1;
  uint8_t flags = (triple ? kTripleQuoted : 0) | (raw ? kRawString : 0);
  Emit(TokenKind::kStringBegin, start, flags);
  modes_.push_back(Mode{true, triple, raw, start, 0});
}

void Lexer::LexStringContent() {
  const Mode mode = modes_.back();
  const uint8_t chunk_flags = (mode.triple ? kTripleQuoted : 0) | (mode.raw ? kRawString : 0);
  uint32_t chunk_start = pos_;
  auto flush_chunk = [&] {
    if (pos_ > chunk_start) {
      uint32_t end = pos_;
      pos_ = end;
      out_.tokens.push_back(Token{chunk_start, end - chunk_start, TokenKind::kStringChunk,
                                  static_cast<uint8_t>(pending_flags_ | chunk_flags)});
      pending_flags_ = kNoTokenFlags;
    }
  };
  while (!AtEnd()) {
    char c = text_[pos_];
    if (c == '\\') {
      // Escapes are decoded later; here it is enough that `\"` and `\$` do
      // not end the chunk. In raw strings only `\"` (and the backslashes
      // before it) are special.
      ++pos_;
      if (!AtEnd() && (!mode.raw || text_[pos_] == '"' || text_[pos_] == '\\')) Advance();
      continue;
    }
    if (c == '"') {
      if (mode.triple && !(Peek(1) == '"' && Peek(2) == '"')) {
        ++pos_;
        continue;
      }
      flush_chunk();
      uint32_t end_start = pos_;
      pos_ += mode.triple ? 3 : 1;
      Emit(TokenKind::kStringEnd, end_start, chunk_flags);
      modes_.pop_back();
      return;
    }
    if (c == '$' && !mode.raw) {
      flush_chunk();
      uint32_t dollar = pos_;
      ++pos_;
      Emit(TokenKind::kInterpolation, dollar);
      if (Peek() == '(') {
        uint32_t paren = pos_;
        ++pos_;
        Emit(TokenKind::kLParen, paren);
        modes_.push_back(Mode{false, false, false, dollar, 1});
        return;
      }
      if (!AtEnd()) {
        unsigned char d = static_cast<unsigned char>(text_[pos_]);
        bool starts_name = false;
        if (d < 0x80) {
          starts_name = IsIdentifierStart(d);
        } else {
          Utf8Char u = DecodeUtf8(text_, pos_);
          starts_name = u.length != 0 && IsIdentifierStart(u.code_point);
        }
        if (starts_name) LexWord(pos_, /*allow_string_macro=*/false);
      }
      // Otherwise the parser reports the missing name.
      chunk_start = pos_;
      continue;
    }
    Advance();  // reports invalid UTF-8
  }
  flush_chunk();
  Error(mode.start, "unterminated string literal");
  out_.unterminated_literal = true;
  Emit(TokenKind::kStringEnd, pos_, chunk_flags);
  modes_.pop_back();
}

// `'` after a value with no space between is the adjoint operator (x');
// anywhere else it starts a character literal.
void Lexer::LexCharOrPrime(uint32_t start) {
  bool adjoint = false;
  if (!(pending_flags_ & kSpaceBefore) && !out_.tokens.empty()) {
    switch (out_.tokens.back().kind) {
      case TokenKind::kIdentifier:
      case TokenKind::kRParen:
      case TokenKind::kRBracket:
      case TokenKind::kRBrace:
      case TokenKind::kPrime:
      case TokenKind::kKwEnd:
      case TokenKind::kInteger:
      case TokenKind::kHexInt:
      case TokenKind::kBinInt:
      case TokenKind::kOctInt:
      case TokenKind::kFloat:
      case TokenKind::kKwTrue:
      case TokenKind::kKwFalse: adjoint = true; break;
      default: break;
    }
  }
  ++pos_;
  if (adjoint) {
    Emit(TokenKind::kPrime, start);
    return;
  }
  // Find the closing quote: one character or one escape sequence.
  if (AtEnd() || Peek() == '\n') {
    EmitError(start, "unterminated character literal");
    out_.unterminated_literal = AtEnd();
    return;
  }
  if (Peek() == '\'') {
    ++pos_;
    EmitError(start, "empty character literal");
    return;
  }
  if (Peek() == '\\') {
    ++pos_;
    if (!AtEnd() && Peek() != '\n') Advance();
    // The rest of \x41, \u00e9, \101: letters and digits.
    while (!AtEnd() && pos_ - start < 12 &&
           ((Peek() >= '0' && Peek() <= '9') || (Peek() >= 'a' && Peek() <= 'f') ||
            (Peek() >= 'A' && Peek() <= 'F'))) {
      ++pos_;
    }
  } else {
    Advance();
  }
  if (Peek() == '\'') {
    ++pos_;
    Emit(TokenKind::kChar, start);
    return;
  }
  // More than one character, or no closing quote on this line.
  uint32_t scan = pos_;
  while (scan < text_.size() && text_[scan] != '\n' && text_[scan] != '\'' && scan - start < 64) {
    ++scan;
  }
  if (scan < text_.size() && text_[scan] == '\'') {
    pos_ = scan + 1;
    EmitError(start, "character literal contains more than one character");
  } else {
    EmitError(start, "unterminated character literal");
  }
}

void Lexer::SkipCommandLiteral(uint32_t start) {
  ++pos_;
  while (!AtEnd() && Peek() != '`') {
    if (Peek() == '\\') ++pos_;
    if (!AtEnd()) Advance();
  }
  if (!AtEnd()) ++pos_;
  EmitError(start, "command literals `...` are not supported");
}

}  // namespace kiln::lex::internal
