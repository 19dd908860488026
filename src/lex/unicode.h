// UTF-8 decoding and the character classes of Julia's lexical grammar
// (Julia manual, "Variables" > "Allowed Variable Names").
//
// Kiln has no Unicode database; the classes below approximate Julia's with
// explicit ranges: letters and symbols of any script may start identifiers,
// combining marks, sub/superscripts and primes may continue them, and the
// mathematical operator blocks are operators (only the ones Kiln knows are
// accepted; others are reported as unsupported operators, never silently
// treated as names).
#ifndef KILN_LEX_UNICODE_H_
#define KILN_LEX_UNICODE_H_

#include <cstdint>
#include <string>

#include "base/utf8.h"
#include <string_view>

namespace kiln::lex {

struct Utf8Char {
  uint32_t code_point = 0;
  uint32_t length = 0;  // 0: invalid (bad lead byte, truncated, overlong, surrogate, > U+10FFFF)
};

// Decodes the scalar value starting at text[pos]. REQUIRES: pos < text.size().
Utf8Char DecodeUtf8(std::string_view text, size_t pos);

using base::AppendUtf8;

bool IsIdentifierStart(uint32_t code_point);
bool IsIdentifierChar(uint32_t code_point);

// Characters that may not appear outside strings and comments: non-ASCII
// spaces, invisible format and bidirectional control characters.
bool IsInvalidSourceChar(uint32_t code_point);

// True for characters in the mathematical operator and arrow blocks that are
// not identifier characters (e.g. ⊕), whether or not Kiln supports them.
bool IsOperatorSymbol(uint32_t code_point);

}  // namespace kiln::lex

#endif  // KILN_LEX_UNICODE_H_
