// Decoding literal tokens into values: integers with Julia's literal types,
// floats, characters, and string text (escapes and the indentation stripping
// of triple-quoted strings). Pure functions over token text; the parser turns
// their errors into diagnostics.
#ifndef KILN_PARSE_LITERALS_H_
#define KILN_PARSE_LITERALS_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "lex/token.h"
#include "parse/tree.h"

namespace kiln::parse {

struct IntResult {
  IntLiteral value;
  std::string error;  // empty on success
};

// `text` is an Integer, HexInt, BinInt or OctInt token's text (underscores
// allowed). `negative` applies a glued unary minus (only for decimal
// literals; Julia never folds `-` into 0x/0b/0o literals).
// Julia manual, "Integers and Floating-Point Numbers": decimal literals are
// Int64, or Int128 when too large; 0x/0b/0o literals are unsigned with the
// smallest of 8/16/32/64/128 bits that the digit count needs (for 0o, the
// value or, with leading zeros, the digit count). Larger literals would be
// BigInt, which Kiln does not support.
IntResult DecodeInteger(std::string_view text, lex::TokenKind kind, bool negative);

struct FloatResult {
  double value = 0;        // for a Float32 literal, its Float32 value (exact as a double)
  bool is_float32 = false;  // written with an `f` exponent: 1f0, 1.5f-3
  std::string error;
};
// `text` is a Float token's text: 1.5, .5, 1., 1e-12, 1_000.5, 0x1p3, 1f0.
FloatResult DecodeFloat(std::string_view text, bool negative);

struct CharResult {
  uint32_t code_point = 0;
  std::string error;
};
// `text` is a Char token's text including both quotes.
CharResult DecodeChar(std::string_view text);

// One piece of a string literal's raw text between interpolations.
struct StringPiece {
  std::string_view raw;       // the StringChunk token's text
  uint32_t offset = 0;        // its offset in the source
  bool after_open = false;    // starts right after the opening quote(s)
  bool ends_literal = false;  // followed by the closing quote(s), not by `$`
};

struct StringError {
  uint32_t offset = 0;  // source offset
  std::string message;
};

struct DecodedString {
  std::vector<std::string> texts;  // one per piece, in order
  std::vector<StringError> errors;
};

// Decodes the pieces of one string literal. For triple-quoted literals,
// applies Julia's rules first (manual, "Strings" > "Triple-Quoted String
// Literals"): remove the longest common leading run of spaces and tabs from
// every line after the first (whitespace-only lines do not count, the line
// of the closing quotes does), then drop a newline directly after the opening
// quotes. Then, unless `raw`, processes escapes (\n \t \\ \" \$ \xHH \uHHHH
// \UHHHHHHHH \ooo, and \ before a newline, which removes the newline and the
// next line's leading spaces); raw (prefixed) literals only unescape \" and
// the backslashes before a quote. \r\n and \r become \n.
DecodedString DecodeString(const std::vector<StringPiece>& pieces, bool triple, bool raw);

}  // namespace kiln::parse

#endif  // KILN_PARSE_LITERALS_H_
