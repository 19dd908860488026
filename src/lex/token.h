// Tokens: what the lexer (lexer.h) gives and the parser takes.
//
// A token is 12 bytes: its kind, flags, and the byte range of its text in the
// source buffer. Token text is never copied; literals are decoded by the
// parser with the helpers in literals.h.
#ifndef KILN_LEX_TOKEN_H_
#define KILN_LEX_TOKEN_H_

#include <cstdint>
#include <string_view>

namespace kiln::lex {

// Binary operator precedence, lowest first (Julia manual, "Operator
// Precedence and Associativity"). Unary operators, juxtaposition and `where`
// sit between kShift and kPower; the parser handles those levels itself.
enum class Prec : uint8_t {
  kNone = 0,    // not a binary operator
  kAssign,      // = += -= ... ->        right
  kPair,        // =>                    right
  kCond,        // ? :                   right
  kArrow,       // → ← ↔ ⇒ ...           right
  kOr,          // ||                    right
  kAnd,         // &&                    right
  kComparison,  // < == in isa <: ...    chained
  kPipeLt,      // <|                    right
  kPipeGt,      // |>                    left
  kColon,       // : ..                  left, a:b:c is one call
  kPlus,        // + - | ⊻               left
  kTimes,       // * / % & ÷             left
  kRational,    // //                    left
  kShift,       // << >> >>>             left
  kPower,       // ^                     right
  kDecl,        // ::                    left
};

enum class TokenKind : uint8_t {
#define KILN_TOKEN(name, text) k##name,
#include "lex/token_kind.def"
};

// Token flags.
enum TokenFlags : uint8_t {
  kNoTokenFlags = 0,
  kSpaceBefore = 1 << 0,    // whitespace, a comment or a newline precedes the token
  kNewlineBefore = 1 << 1,  // a newline precedes the token (implies kSpaceBefore)
  kDotted = 1 << 2,         // operator written with a leading dot: .+ .== .= .+=
  kTripleQuoted = 1 << 3,   // StringBegin/StringEnd/StringChunk of a """ string
  kRawString = 1 << 4,      // StringBegin/StringChunk of a prefixed string r"..."
};

struct Token {
  uint32_t offset = 0;  // byte offset of the first character
  uint32_t length = 0;  // bytes of text
  TokenKind kind = TokenKind::kEof;
  uint8_t flags = kNoTokenFlags;

  bool has(TokenFlags f) const { return (flags & f) != 0; }
  bool space_before() const { return has(kSpaceBefore); }
  uint32_t end() const { return offset + length; }
};

// The spelling of keywords, operators and punctuation ("end", "+=", ")"), or
// a description of other kinds ("identifier"), for diagnostics.
std::string_view TokenKindText(TokenKind kind);

// The binary precedence of an operator kind (Prec::kNone for non-operators).
Prec BinaryPrec(TokenKind kind);

bool IsKeyword(TokenKind kind);

// The operator kinds whose name is the token's text (⊕, →, ...): ArrowOp,
// ComparisonOp, PlusOp, TimesOp, PowerOp.
bool IsNamedByText(TokenKind kind);
bool IsOperator(TokenKind kind);

// True for kinds that may be applied as prefix operators: + - ! ~ ¬ √ ∛ ∜ ± ∓
// (<: and >: are handled by the parser as type operators).
bool IsUnaryOperator(TokenKind kind);

// True for the updating operators += -= ... (not plain =).
bool IsUpdatingOperator(TokenKind kind);

}  // namespace kiln::lex

#endif  // KILN_LEX_TOKEN_H_
