#include "parse/literals.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace kiln::parse {
namespace {

using lex::TokenKind;

IntLiteral Int(std::string_view text, TokenKind kind = TokenKind::kInteger, bool negative = false) {
  IntResult r = DecodeInteger(text, kind, negative);
  EXPECT_TRUE(r.error.empty()) << text << ": " << r.error;
  return r.value;
}

std::string IntError(std::string_view text, TokenKind kind = TokenKind::kInteger) {
  return DecodeInteger(text, kind, false).error;
}

TEST(IntegerLiteralTest, DecimalIsInt64ThenInt128) {
  EXPECT_EQ(Int("1_000_000").bits, 1000000u);
  IntLiteral max = Int("9223372036854775807");
  EXPECT_EQ(max.type, IntType::kInt64);
  EXPECT_EQ(max.bits, 9223372036854775807u);
  IntLiteral big = Int("9223372036854775808");
  EXPECT_EQ(big.type, IntType::kInt128);
  EXPECT_EQ(big.bits, 9223372036854775808u);
  EXPECT_EQ(big.high, 0u);
  IntLiteral min = Int("9223372036854775808", TokenKind::kInteger, /*negative=*/true);
  EXPECT_EQ(min.type, IntType::kInt64);
  EXPECT_EQ(static_cast<int64_t>(min.bits), INT64_MIN);
  IntLiteral minus_one = Int("1", TokenKind::kInteger, true);
  EXPECT_EQ(static_cast<int64_t>(minus_one.bits), -1);
  EXPECT_EQ(Int("170141183460469231731687303715884105727").type, IntType::kInt128);
  EXPECT_EQ(IntError("170141183460469231731687303715884105728"),
            "integer literal is too large (BigInt literals are not supported)");
  EXPECT_FALSE(IntError("999999999999999999999999999999999999999999999").empty());
}

TEST(IntegerLiteralTest, HexWidthFollowsDigitCount) {
  EXPECT_EQ(Int("0x1", TokenKind::kHexInt).type, IntType::kUInt8);
  EXPECT_EQ(Int("0x1f", TokenKind::kHexInt).type, IntType::kUInt8);
  EXPECT_EQ(Int("0x1f", TokenKind::kHexInt).bits, 31u);
  EXPECT_EQ(Int("0x123", TokenKind::kHexInt).type, IntType::kUInt16);
  EXPECT_EQ(Int("0x0001", TokenKind::kHexInt).type, IntType::kUInt16);  // leading zeros count
  EXPECT_EQ(Int("0x12345", TokenKind::kHexInt).type, IntType::kUInt32);
  EXPECT_EQ(Int("0x123456789", TokenKind::kHexInt).type, IntType::kUInt64);
  EXPECT_EQ(Int("0xffff_ffff_ffff_ffff", TokenKind::kHexInt).bits, UINT64_MAX);
  IntLiteral u128 = Int("0x1_0000_0000_0000_0000", TokenKind::kHexInt);
  EXPECT_EQ(u128.type, IntType::kUInt128);
  EXPECT_EQ(u128.high, 1u);
  EXPECT_EQ(u128.bits, 0u);
  EXPECT_FALSE(IntError("0x123456789012345678901234567890123", TokenKind::kHexInt).empty());
}

TEST(IntegerLiteralTest, BinaryAndOctalWidths) {
  EXPECT_EQ(Int("0b101", TokenKind::kBinInt).type, IntType::kUInt8);
  EXPECT_EQ(Int("0b101", TokenKind::kBinInt).bits, 5u);
  EXPECT_EQ(Int("0b11111111", TokenKind::kBinInt).type, IntType::kUInt8);
  EXPECT_EQ(Int("0b000000001", TokenKind::kBinInt).type, IntType::kUInt16);
  EXPECT_EQ(Int("0o377", TokenKind::kOctInt).type, IntType::kUInt8);
  EXPECT_EQ(Int("0o777", TokenKind::kOctInt).type, IntType::kUInt16);
  EXPECT_EQ(Int("0o077", TokenKind::kOctInt).type, IntType::kUInt8);    // like 0o177
  EXPECT_EQ(Int("0o0777", TokenKind::kOctInt).type, IntType::kUInt16);  // like 0o1777
  EXPECT_EQ(Int("0o17", TokenKind::kOctInt).bits, 15u);
}

TEST(FloatLiteralTest, Forms) {
  EXPECT_EQ(DecodeFloat("1.5", false).value, 1.5);
  EXPECT_EQ(DecodeFloat("1e-12", false).value, 1e-12);
  EXPECT_EQ(DecodeFloat(".5", false).value, 0.5);
  EXPECT_EQ(DecodeFloat("1.", false).value, 1.0);
  EXPECT_EQ(DecodeFloat("1_000.25", false).value, 1000.25);
  EXPECT_EQ(DecodeFloat("0x1p3", false).value, 8.0);
  EXPECT_EQ(DecodeFloat("2.5", true).value, -2.5);
  EXPECT_EQ(DecodeFloat("1e-400", false).value, 0.0);  // underflow is allowed
  EXPECT_EQ(DecodeFloat("1e500", false).error, "floating-point literal is too large");
}

TEST(CharLiteralTest, Forms) {
  EXPECT_EQ(DecodeChar("'a'").code_point, 'a');
  EXPECT_EQ(DecodeChar("'\\n'").code_point, '\n');
  EXPECT_EQ(DecodeChar("'\\''").code_point, '\'');
  EXPECT_EQ(DecodeChar("'\\\\'").code_point, '\\');
  EXPECT_EQ(DecodeChar("'\\u00e9'").code_point, 0xE9u);
  EXPECT_EQ(DecodeChar("'\\U1F355'").code_point, 0x1F355u);
  EXPECT_EQ(DecodeChar("'\\x41'").code_point, 0x41u);
  EXPECT_EQ(DecodeChar("'\\101'").code_point, 0x41u);
  EXPECT_EQ(DecodeChar("'\\0'").code_point, 0u);
  EXPECT_EQ(DecodeChar("'∀'").code_point, 0x2200u);
  EXPECT_EQ(DecodeChar("'\\ud800'").code_point, 0xD800u);  // Julia allows surrogates
  EXPECT_FALSE(DecodeChar("'\\xff'").error.empty());
  EXPECT_FALSE(DecodeChar("'\\q'").error.empty());
  EXPECT_EQ(DecodeChar("'ab'").error, "character literal contains more than one character");
}

// One piece from the opening to the closing quotes.
std::string Decode(std::string_view raw, bool triple, bool is_raw = false) {
  DecodedString d = DecodeString({StringPiece{raw, 0, true, true}}, triple, is_raw);
  EXPECT_TRUE(d.errors.empty()) << raw << ": " << d.errors[0].message;
  return d.texts[0];
}

std::string DecodeError(std::string_view raw) {
  DecodedString d = DecodeString({StringPiece{raw, 10, true, true}}, false, false);
  return d.errors.empty() ? "" : d.errors[0].message;
}

TEST(StringLiteralTest, Escapes) {
  EXPECT_EQ(Decode("a\\nb\\t\\\\\\\"\\$\\'\\e", false), "a\nb\t\\\"$'\x1b");
  EXPECT_EQ(Decode("\\x41\\u00e9\\U1F355\\101\\0", false), std::string("A\xC3\xA9\xF0\x9F\x8D\x95"
                                                                       "A") +
                                                               std::string(1, '\0'));
  EXPECT_EQ(Decode("\\xff", false), "\xff");  // a raw byte, as Julia allows
  EXPECT_EQ(Decode("a\r\nb\rc", false), "a\nb\nc");
  // A backslash before a newline joins the lines, dropping the indentation.
  EXPECT_EQ(Decode("This is a long \\\n       line", false), "This is a long line");
}

TEST(StringLiteralTest, BadEscapes) {
  EXPECT_EQ(DecodeError("\\q"), "invalid escape sequence \"\\q\"");
  EXPECT_EQ(DecodeError("\\u"), "invalid unicode escape sequence");
  EXPECT_EQ(DecodeError("\\U110000"), "invalid unicode escape sequence");
  EXPECT_EQ(DecodeError("\\x"), "invalid hex escape sequence");
  EXPECT_EQ(DecodeError("\\400"), "invalid octal escape sequence");
  DecodedString d = DecodeString({StringPiece{"ab\\q", 10, true, true}}, false, false);
  ASSERT_EQ(d.errors.size(), 1u);
  EXPECT_EQ(d.errors[0].offset, 12u);
}

// The examples of the Julia manual, "Strings" > "Triple-Quoted String Literals".
TEST(StringLiteralTest, TripleQuotedDedent) {
  EXPECT_EQ(Decode("\n           Hello,\n           world.\n         ", true),
            "  Hello,\n  world.\n");
  EXPECT_EQ(Decode("    This\n         is\n           a test", true), "    This\nis\n  a test");
  EXPECT_EQ(Decode("\n         Hello,\n         world.", true), "Hello,\nworld.");
  EXPECT_EQ(Decode("\n\nhello", true), "\nhello");
  EXPECT_EQ(Decode("\n         Averylong\\\n         word", true), "Averylongword");
  // The closing line counts even when empty; whitespace-only lines do not.
  EXPECT_EQ(Decode("\n  a\n  b\n", true), "  a\n  b\n");
  EXPECT_EQ(Decode("\n    a\n  \n    b\n    ", true), "a\n  \nb\n");
  EXPECT_EQ(Decode("\n    a\n\n    b", true), "a\n\nb");
  // Tabs and spaces only match themselves.
  EXPECT_EQ(Decode("\n\tx\n y", true), "\tx\n y");
  EXPECT_EQ(Decode("\n\tx\n\ty", true), "x\ny");
  EXPECT_EQ(Decode("\r\n  x\r\n  y", true), "x\ny");
  EXPECT_EQ(Decode("", true), "");
  EXPECT_EQ(Decode("\n", true), "");
}

TEST(StringLiteralTest, TripleQuotedDedentAroundInterpolation) {
  // """\n  $a\n  $b""" -> (string a "\n" b)
  DecodedString d = DecodeString(
      {StringPiece{"\n  ", 0, true, false}, StringPiece{"\n  ", 10, false, false}}, true, false);
  ASSERT_EQ(d.texts.size(), 2u);
  EXPECT_EQ(d.texts[0], "");
  EXPECT_EQ(d.texts[1], "\n");
  // A piece after an interpolation does not start a line.
  d = DecodeString(
      {StringPiece{"\n    x ", 0, true, false}, StringPiece{" y\n  ", 10, false, true}}, true,
      false);
  EXPECT_EQ(d.texts[0], "  x ");
  EXPECT_EQ(d.texts[1], " y\n");
}

TEST(StringLiteralTest, RawStrings) {
  EXPECT_EQ(Decode("\\d+\\s", false, true), "\\d+\\s");
  EXPECT_EQ(Decode("a\\\"b", false, true), "a\"b");
  EXPECT_EQ(Decode("\\\\", false, true), "\\");  // two backslashes before the closing quote
  EXPECT_EQ(Decode("\\\\\\\"", false, true), "\\\"");
  EXPECT_EQ(Decode("$x \\n", false, true), "$x \\n");
}

}  // namespace
}  // namespace kiln::parse
