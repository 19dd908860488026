// The Lexer class shared by lexer.cc (code) and string_lexer.cc (string,
// character and interpolation modes). Not part of the lex API.
#ifndef KILN_LEX_LEXER_INTERNAL_H_
#define KILN_LEX_LEXER_INTERNAL_H_

#include <string>
#include <string_view>
#include <vector>

#include "lex/lexer.h"

namespace kiln::lex::internal {

class Lexer {
 public:
  explicit Lexer(std::string_view text);
  TokenizedBuffer Run();

 private:
  // What the lexer is inside of. The bottom mode is top-level code; a string
  // pushes a string mode, and `$(` inside a string pushes a code mode that
  // pops at the matching `)`.
  struct Mode {
    bool in_string = false;
    bool triple = false;  // """..."""
    bool raw = false;     // prefixed string r"...": no escapes, no interpolation
    uint32_t start = 0;   // offset of the opening quote
    int paren_depth = 0;  // code inside $( ... ): open parentheses
  };

  // lexer.cc: code mode. Returns false at the end of the text.
  bool LexCodeToken();
  void SkipSpaceAndComments();
  void SkipBlockComment();
  void LexWord(uint32_t start, bool allow_string_macro);
  void LexMacroName(uint32_t start);
  void LexNumber(uint32_t start);
  bool LexOperator(uint32_t start, bool dotted);
  void LexDot(uint32_t start);
  void LexNonAscii(uint32_t start);

  // string_lexer.cc: strings, characters and interpolation.
  void BeginString(uint32_t start, bool raw);
  void LexStringContent();
  void LexCharOrPrime(uint32_t start);
  void SkipCommandLiteral(uint32_t start);

  void Emit(TokenKind kind, uint32_t start, uint8_t extra_flags = 0);
  void EmitError(uint32_t start, std::string message);
  void Error(uint32_t offset, std::string message);
  // Consumes one code point (or one invalid byte, reporting it). Returns the
  // code point, or 0xFFFD for an invalid byte.
  uint32_t Advance();

  char Peek(uint32_t ahead = 0) const {
    return pos_ + ahead < text_.size() ? text_[pos_ + ahead] : '\0';
  }
  bool AtEnd() const { return pos_ >= text_.size(); }

  std::string_view text_;
  uint32_t pos_ = 0;
  uint8_t pending_flags_ = kNoTokenFlags;  // kSpaceBefore/kNewlineBefore for the next token
  std::vector<Mode> modes_;
  TokenizedBuffer out_;
};

}  // namespace kiln::lex::internal

#endif  // KILN_LEX_LEXER_INTERNAL_H_
