// Tables of the lexical grammar: keywords and operator spellings. Internal
// to the lex phase (used by lexer.cc and number_lexer.cc).
#ifndef KILN_LEX_OPERATORS_H_
#define KILN_LEX_OPERATORS_H_

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "lex/token.h"

namespace kiln::lex::internal {

inline bool IsDigit(char c) { return c >= '0' && c <= '9'; }
inline bool IsHexDigit(char c) {
  return IsDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}
inline bool IsBinDigit(char c) { return c == '0' || c == '1'; }
inline bool IsOctDigit(char c) { return c >= '0' && c <= '7'; }

// ASCII characters that can start an operator which may take a leading dot.
bool IsDottableOperatorStart(char c);

// The keyword kind of a word, or kIdentifier.
TokenKind KeywordKind(std::string_view word);

struct OpMatch {
  TokenKind kind = TokenKind::kError;
  uint32_t length = 0;          // 0: not an operator
  const char* error = nullptr;  // set for operators Kiln rejects
};

// The longest ASCII operator at text[pos].
OpMatch MatchAsciiOperator(std::string_view text, size_t pos);

// The operator written with one non-ASCII character, or kError.
TokenKind UnicodeOperatorKind(uint32_t code_point);

// Operators that may take a leading dot (`.->` is not an operator).
bool IsDottable(TokenKind kind);

}  // namespace kiln::lex::internal

#endif  // KILN_LEX_OPERATORS_H_
