// The lexer: source text -> tokens (token.h).
//
// Lex() never fails: characters it cannot use are reported as errors and
// become kError tokens, so the parser can recover. The token list always ends
// with exactly one kEof token. Newlines are tokens (the parser decides where
// they matter); spaces and comments are not, but set kSpaceBefore on the next
// token, which the parser needs for juxtaposition (`2x`) and for the
// whitespace-sensitive rules inside `[...]` and macro arguments.
//
// Strings are lexed into StringBegin, StringChunk (raw text; escapes are
// decoded by the parser with literals.h), Interpolation followed by an
// Identifier or a parenthesized token sequence, and StringEnd.
#ifndef KILN_LEX_LEXER_H_
#define KILN_LEX_LEXER_H_

#include <string_view>
#include <vector>

#include "lex/token.h"
#include "source/diagnostic.h"

namespace kiln::lex {

struct TokenizedBuffer {
  std::vector<Token> tokens;               // ends with one kEof token
  std::vector<source::Diagnostic> errors;  // lexical errors, in source order
  bool unterminated_literal = false;       // a string, char or comment ran to the end of file
};

// REQUIRES: text.size() < 2^31 (offsets are 32-bit; SourceBuffer enforces it).
TokenizedBuffer Lex(std::string_view text);

}  // namespace kiln::lex

#endif  // KILN_LEX_LEXER_H_
