#include "lex/lexer.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace kiln::lex {
namespace {

using K = TokenKind;

// The kinds of all tokens before the end of file.
std::vector<K> Kinds(std::string_view text) {
  TokenizedBuffer t = Lex(text);
  std::vector<K> kinds;
  for (const Token& token : t.tokens) {
    if (token.kind != K::kEof) kinds.push_back(token.kind);
  }
  return kinds;
}

// The texts of all tokens before the end of file.
std::vector<std::string> Texts(std::string_view text) {
  TokenizedBuffer t = Lex(text);
  std::vector<std::string> texts;
  for (const Token& token : t.tokens) {
    if (token.kind != K::kEof) texts.emplace_back(text.substr(token.offset, token.length));
  }
  return texts;
}

std::vector<std::string> Errors(std::string_view text) {
  std::vector<std::string> messages;
  for (const source::Diagnostic& d : Lex(text).errors) messages.push_back(d.message);
  return messages;
}

TEST(LexerTest, EmptyInputIsJustEof) {
  TokenizedBuffer t = Lex("");
  ASSERT_EQ(t.tokens.size(), 1u);
  EXPECT_EQ(t.tokens[0].kind, K::kEof);
  EXPECT_TRUE(t.errors.empty());
}

TEST(LexerTest, NamesAndKeywords) {
  EXPECT_EQ(Kinds("function f end"), (std::vector<K>{K::kKwFunction, K::kIdentifier, K::kKwEnd}));
  // Contextual words stay names; the parser decides.
  EXPECT_EQ(Kinds("mutable abstract type primitive outer"), std::vector<K>(5, K::kIdentifier));
  EXPECT_EQ(Kinds("x in xs isa T where"), (std::vector<K>{K::kIdentifier, K::kIn, K::kIdentifier,
                                                          K::kIsa, K::kIdentifier, K::kKwWhere}));
  EXPECT_EQ(Kinds("true false"), (std::vector<K>{K::kKwTrue, K::kKwFalse}));
}

TEST(LexerTest, BangJoinsNamesUnlessEqualsFollows) {
  EXPECT_EQ(Texts("push!(v, x)"), (std::vector<std::string>{"push!", "(", "v", ",", "x", ")"}));
  EXPECT_EQ(Texts("a!=b"), (std::vector<std::string>{"a", "!=", "b"}));
  EXPECT_EQ(Texts("a!==b"), (std::vector<std::string>{"a", "!==", "b"}));
}

TEST(LexerTest, UnicodeNames) {
  EXPECT_EQ(Kinds("α x₁ x′ π ∂f ∇ café 🍕"), std::vector<K>(8, K::kIdentifier));
}

// Julia's rules over Unicode categories: letters, So symbols, the allowlisted
// math symbols (∀ ∃ ∄ ∫ ∑ ⋃ ...), bold and double-struck digits, ℘; marks,
// digits, No numbers and primes only after the start.
TEST(LexerTest, IdentifierCharactersFollowJuliasRules) {
  EXPECT_EQ(Kinds("∀x ∃ ∄ ∫ ∑ ⋃ 𝟙 ℘ ⁺ ∠ a² x̂ x′′ ᵝ ǅ Ⅻ ₓ"),
            std::vector<K>(17, K::kIdentifier));
  EXPECT_EQ(Texts("x₁′+y"), (std::vector<std::string>{"x₁′", "+", "y"}));
  // Not names: the replacement character (So, but excluded), an unassigned
  // code point (Cn), a combining mark or superscript digit at the start.
  EXPECT_FALSE(Errors("a \xEF\xBF\xBD b").empty());
  EXPECT_FALSE(Errors("a \xCD\xB8 b").empty());
  EXPECT_NE(Kinds("\xCC\x82x").front(), K::kIdentifier);
  EXPECT_NE(Kinds("²x").front(), K::kIdentifier);
}

TEST(LexerTest, OperatorsTakeTheLongestMatch) {
  EXPECT_EQ(Texts("a>>>=b"), (std::vector<std::string>{"a", ">>>=", "b"}));
  EXPECT_EQ(Kinds(">>> >> > >= >: >>= <<= << <= <: <| |> || |= | === == => = !== != !"),
            (std::vector<K>{K::kUshr,   K::kShr,    K::kGreater,   K::kGreaterEq, K::kSupertype,
                            K::kShrEq,  K::kShlEq,  K::kShl,       K::kLessEq,    K::kSubtype,
                            K::kPipeLt, K::kPipeGt, K::kOrOr,      K::kPipeEq,    K::kPipe,
                            K::kEqEqEq, K::kEqEq,   K::kPairArrow, K::kEq,        K::kNotEqEq,
                            K::kNotEq,  K::kNot}));
  EXPECT_EQ(
      Kinds("-> :: : .. ... //= // ^= ÷= ⊻="),
      (std::vector<K>{K::kArrow, K::kColonColon, K::kColon, K::kDotDot, K::kDotDotDot,
                      K::kSlashSlashEq, K::kSlashSlash, K::kCaretEq, K::kDivideEq, K::kXorEq}));
}

TEST(LexerTest, UnicodeOperators) {
  EXPECT_EQ(Kinds("≤ ≥ ≠ ∈ ∉ ÷ ⊻ √ ∘ ≈ × ⋅ ·"),
            (std::vector<K>{K::kLessEqU, K::kGreaterEqU, K::kNotEqU, K::kElementOf,
                            K::kNotElementOf, K::kDivide, K::kXor, K::kSqrt, K::kCompose,
                            K::kApprox, K::kCross, K::kCDot, K::kCDot}));
  EXPECT_EQ(Kinds("a − b"), (std::vector<K>{K::kIdentifier, K::kMinus, K::kIdentifier}));
}

TEST(LexerTest, DottedOperators) {
  TokenizedBuffer t = Lex("a .+ b .= c .+= d .== e .^ 2 .÷ f");
  std::vector<K> ops;
  for (const Token& token : t.tokens) {
    if (IsOperator(token.kind)) {
      EXPECT_TRUE(token.has(kDotted)) << TokenKindText(token.kind);
      ops.push_back(token.kind);
    }
  }
  EXPECT_EQ(ops, (std::vector<K>{K::kPlus, K::kEq, K::kPlusEq, K::kEqEq, K::kCaret, K::kDivide}));
  EXPECT_EQ(Texts("x.+y"), (std::vector<std::string>{"x", ".+", "y"}));
  // Field access and broadcasting calls keep a plain dot.
  EXPECT_EQ(Kinds("a.b f.(x)"),
            (std::vector<K>{K::kIdentifier, K::kDot, K::kIdentifier, K::kIdentifier, K::kDot,
                            K::kLParen, K::kIdentifier, K::kRParen}));
}

TEST(LexerTest, Numbers) {
  EXPECT_EQ(Kinds("1 1_000_000 0x1f 0b101 0o17"),
            (std::vector<K>{K::kInteger, K::kInteger, K::kHexInt, K::kBinInt, K::kOctInt}));
  EXPECT_EQ(Kinds("1.5 1e-12 .5 1. 1E5 1.5e+3 0x1p3 1_000.5"), std::vector<K>(8, K::kFloat));
  // Juxtaposition and ranges split numbers from what follows.
  EXPECT_EQ(Texts("2x"), (std::vector<std::string>{"2", "x"}));
  EXPECT_EQ(Texts("2e"), (std::vector<std::string>{"2", "e"}));
  EXPECT_EQ(Texts("1:2"), (std::vector<std::string>{"1", ":", "2"}));
  EXPECT_EQ(Texts("1..2"), (std::vector<std::string>{"1", "..", "2"}));
  EXPECT_EQ(Texts("x.3"), (std::vector<std::string>{"x", ".3"}));
  EXPECT_EQ(Texts("1.0.+x"), (std::vector<std::string>{"1.0", ".+", "x"}));
}

TEST(LexerTest, MalformedNumbersAreErrors) {
  EXPECT_EQ(Errors("1.+2"),
            (std::vector<std::string>{
                "ambiguous numeric literal \"1.+\"; add a space or write \"1.0\""}));
  EXPECT_EQ(Errors("0xg").size(), 1u);
  EXPECT_EQ(Errors("0b102").size(), 1u);
  EXPECT_EQ(Errors("0x").size(), 1u);
  EXPECT_EQ(Errors("1e+").size(), 1u);
  EXPECT_EQ(Errors("1.x").size(), 1u);
  EXPECT_EQ(Kinds("2.5f0 1f-3"), (std::vector<K>{K::kFloat, K::kFloat}));  // Float32
  EXPECT_EQ(Errors("0x1.8"),
            (std::vector<std::string>{
                "hexadecimal float literal must contain \"p\" exponent: \"0x1.8\""}));
}

TEST(LexerTest, SpaceAndNewlineFlags) {
  TokenizedBuffer t = Lex("a b(c)\n  d #= c =#e");
  ASSERT_EQ(t.tokens.size(), 9u);
  EXPECT_FALSE(t.tokens[0].space_before());  // a
  EXPECT_TRUE(t.tokens[1].space_before());   // b
  EXPECT_FALSE(t.tokens[2].space_before());  // (
  EXPECT_EQ(t.tokens[5].kind, K::kNewline);
  EXPECT_TRUE(t.tokens[6].has(kNewlineBefore));  // d
  EXPECT_TRUE(t.tokens[7].space_before());       // e, after a comment
  EXPECT_FALSE(t.tokens[7].has(kNewlineBefore));
}

TEST(LexerTest, Comments) {
  EXPECT_EQ(Kinds("a # comment\nb"), (std::vector<K>{K::kIdentifier, K::kNewline, K::kIdentifier}));
  EXPECT_EQ(Kinds("a #= outer #= nested =# still =# b"),
            (std::vector<K>{K::kIdentifier, K::kIdentifier}));
  TokenizedBuffer t = Lex("a #= never closed");
  EXPECT_EQ(t.errors.size(), 1u);
  EXPECT_TRUE(t.unterminated_literal);
}

TEST(LexerTest, StringsWithInterpolation) {
  EXPECT_EQ(
      Kinds("\"a $x b $(f(y)) c\""),
      (std::vector<K>{K::kStringBegin, K::kStringChunk, K::kInterpolation, K::kIdentifier,
                      K::kStringChunk, K::kInterpolation, K::kLParen, K::kIdentifier, K::kLParen,
                      K::kIdentifier, K::kRParen, K::kRParen, K::kStringChunk, K::kStringEnd}));
  // Escaped quotes and dollars stay in the chunk; a nested string inside an
  // interpolation is its own literal.
  EXPECT_EQ(Kinds("\"\\\"\\$\""),
            (std::vector<K>{K::kStringBegin, K::kStringChunk, K::kStringEnd}));
  EXPECT_EQ(Kinds("\"$(\"in\")\""),
            (std::vector<K>{K::kStringBegin, K::kInterpolation, K::kLParen, K::kStringBegin,
                            K::kStringChunk, K::kStringEnd, K::kRParen, K::kStringEnd}));
  // `$x.y` interpolates only x.
  EXPECT_EQ(Texts("\"$x.y\""), (std::vector<std::string>{"\"", "$", "x", ".y", "\""}));
}

TEST(LexerTest, TripleQuotedAndRawStrings) {
  TokenizedBuffer t = Lex("\"\"\"a \"quoted\" b\"\"\"");
  ASSERT_EQ(t.tokens.size(), 4u);
  EXPECT_TRUE(t.tokens[0].has(kTripleQuoted));
  EXPECT_EQ(t.tokens[1].length, 12u);
  t = Lex("r\"a\\d+$\"i");
  EXPECT_EQ(t.tokens[0].kind, K::kIdentifier);
  EXPECT_EQ(t.tokens[1].kind, K::kStringBegin);
  EXPECT_TRUE(t.tokens[1].has(kRawString));
  EXPECT_EQ(t.tokens[2].kind, K::kStringChunk);  // no interpolation in raw strings
  EXPECT_EQ(t.tokens[3].kind, K::kStringEnd);
  EXPECT_EQ(t.tokens[4].kind, K::kIdentifier);  // the flags suffix
}

TEST(LexerTest, UnterminatedStringIsReportedAtItsStart) {
  TokenizedBuffer t = Lex("x = \"abc\ny = 1");
  ASSERT_EQ(t.errors.size(), 1u);
  EXPECT_EQ(t.errors[0].offset, 4u);
  EXPECT_EQ(t.errors[0].message, "unterminated string literal");
  EXPECT_TRUE(t.unterminated_literal);
  EXPECT_EQ(t.tokens.back().kind, K::kEof);
}

TEST(LexerTest, CharactersAndAdjoint) {
  EXPECT_EQ(Kinds("'a' '\\n' '\\u00e9' '∀' '\\''"), std::vector<K>(5, K::kChar));
  EXPECT_EQ(Kinds("x' (a)' x'y"),
            (std::vector<K>{K::kIdentifier, K::kPrime, K::kLParen, K::kIdentifier, K::kRParen,
                            K::kPrime, K::kIdentifier, K::kPrime, K::kIdentifier}));
  EXPECT_EQ(Errors("''"), (std::vector<std::string>{"empty character literal"}));
  EXPECT_EQ(Errors("'ab'"),
            (std::vector<std::string>{"character literal contains more than one character"}));
  EXPECT_EQ(Errors("'a"), (std::vector<std::string>{"unterminated character literal"}));
}

TEST(LexerTest, MacroNames) {
  EXPECT_EQ(Texts("@show x @__FILE__"), (std::vector<std::string>{"@show", "x", "@__FILE__"}));
  EXPECT_EQ(Kinds("@show"), (std::vector<K>{K::kMacroName}));
  EXPECT_EQ(Texts("@. x"), (std::vector<std::string>{"@.", "x"}));
}

TEST(LexerTest, InvalidInputNeverStopsTheLexer) {
  // Invalid UTF-8, a lone continuation byte, a non-breaking space, controls.
  std::string text =
      "a \xff b \x80 c\xc2\xa0"
      "d \x01 e";
  TokenizedBuffer t = Lex(text);
  EXPECT_EQ(t.errors.size(), 4u);
  EXPECT_EQ(t.errors[0].message, "invalid UTF-8 byte 0xFF");
  EXPECT_EQ(t.tokens.back().kind, K::kEof);
  // Truncated sequences at the end of the input.
  EXPECT_EQ(Lex("\xe2\x88").errors.size(), 2u);  // one per byte
  EXPECT_EQ(Lex("\"\xe2").errors.size(), 2u);    // bad byte, unterminated string
}

TEST(LexerTest, OperatorCharactersByPrecedence) {
  EXPECT_EQ(Kinds("a ⊕ b ⊗ c → d ≺ e ↑ f"),
            (std::vector<K>{K::kIdentifier, K::kPlusOp, K::kIdentifier, K::kTimesOp, K::kIdentifier,
                            K::kArrowOp, K::kIdentifier, K::kComparisonOp, K::kIdentifier,
                            K::kPowerOp, K::kIdentifier}));
  EXPECT_EQ(Texts("a .⊕ b"), (std::vector<std::string>{"a", ".⊕", "b"}));
  EXPECT_EQ(Kinds("a .&& b"), (std::vector<K>{K::kIdentifier, K::kAndAnd, K::kIdentifier}));
}

TEST(LexerTest, UnsupportedOperatorsAreErrors) {
  EXPECT_EQ(Errors("a := b"), (std::vector<std::string>{"the := operator is not supported"}));
  // The Symbol :(:=) names it: a colon and `=` that the parser joins.
  EXPECT_EQ(Errors("s = :(:=)"), (std::vector<std::string>{}));
  EXPECT_EQ(Kinds(":(:=)"), (std::vector<K>{K::kColon, K::kLParen, K::kColon, K::kEq, K::kRParen}));
  EXPECT_EQ(Errors("a ** b"),
            (std::vector<std::string>{"invalid operator \"**\"; use ^ for powers"}));
  EXPECT_EQ(Errors("`ls`"), (std::vector<std::string>{"command literals `...` are not supported"}));
}

TEST(LexerTest, ByteOrderMarkIsSkipped) {
  EXPECT_EQ(Kinds("\xEF\xBB\xBFx"), (std::vector<K>{K::kIdentifier}));
}

}  // namespace
}  // namespace kiln::lex
