#include "runtime/text.h"

#include <gtest/gtest.h>

namespace kiln::runtime {
namespace {

TEST(TextTest, CharEncodingIsJuliasLeftAlignedUtf8) {
  EXPECT_EQ(CharFromCodepoint('a'), 0x61000000u);
  EXPECT_EQ(CharFromCodepoint(0xe9), 0xc3a90000u);
  EXPECT_EQ(CharFromCodepoint(0x2200), 0xe2888000u);
  EXPECT_EQ(CharFromCodepoint(0x1f600), 0xf09f9880u);
  uint32_t cp;
  for (uint32_t c : {0u, 0x7fu, 0x80u, 0x7ffu, 0x800u, 0xffffu, 0x10000u, 0x10ffffu}) {
    ASSERT_TRUE(CharToCodepoint(CharFromCodepoint(c), &cp));
    EXPECT_EQ(cp, c);
  }
  EXPECT_FALSE(CharToCodepoint(0xff000000u, &cp));  // malformed
  EXPECT_FALSE(CharToCodepoint(0xc0800000u, &cp));  // overlong encoding of 0
  EXPECT_FALSE(CharIsValid(CharFromCodepoint(0xd800)));
  EXPECT_EQ(CharByteCount(CharFromCodepoint(0x1f600)), 4);
  EXPECT_EQ(CharByteCount(0), 1);
}

TEST(TextTest, IterationFollowsJuliaOnInvalidInput) {
  std::string_view s =
      "a\xe2\x88\x80"
      "b\xff\xc3";  // a ∀ b, a stray byte, a truncated lead
  int64_t next;
  EXPECT_EQ(NextChar(s, 1, &next), 0x61000000u);
  EXPECT_EQ(next, 2);
  EXPECT_EQ(NextChar(s, 2, &next), 0xe2888000u);
  EXPECT_EQ(next, 5);
  EXPECT_EQ(NextChar(s, 3, &next), 0x88000000u);  // a continuation byte alone
  EXPECT_EQ(next, 4);
  EXPECT_EQ(NextChar(s, 6, &next), 0xff000000u);
  EXPECT_EQ(NextChar(s, 7, &next), 0xc3000000u);
  EXPECT_EQ(next, 8);
  EXPECT_EQ(CharCount(s), 5);
  EXPECT_FALSE(IsValidUtf8(s));
  EXPECT_TRUE(IsValidUtf8("héllo ∀"));
}

TEST(TextTest, IndexNavigation) {
  std::string_view s = "∀x∃y";  // bytes: ∀=1..3, x=4, ∃=5..7, y=8
  EXPECT_EQ(ThisInd(s, 2), 1);
  EXPECT_EQ(ThisInd(s, 4), 4);
  EXPECT_EQ(NextInd(s, 1), 4);
  EXPECT_EQ(NextInd(s, 4), 5);
  EXPECT_EQ(NextInd(s, 8), 9);
  EXPECT_EQ(NextInd(s, 0), 1);
  EXPECT_EQ(PrevInd(s, 5), 4);
  EXPECT_EQ(PrevInd(s, 4), 1);
  EXPECT_EQ(PrevInd(s, 1), 0);
  EXPECT_EQ(PrevInd(s, 9), 8);
}

TEST(TextTest, CharacterClasses) {
  EXPECT_TRUE(IsPrintable('a'));
  EXPECT_FALSE(IsPrintable('\n'));
  EXPECT_TRUE(IsPrintable(0xe9));
  EXPECT_FALSE(IsPrintable(0x200b));
  EXPECT_FALSE(IsPrintable(0x85));
  EXPECT_TRUE(IsLetter('Z'));
  EXPECT_TRUE(IsLetter(0xe9));
  EXPECT_FALSE(IsLetter('1'));
  EXPECT_TRUE(IsSpace(' '));
  EXPECT_TRUE(IsSpace(0x3000));
  EXPECT_FALSE(IsSpace('x'));
  EXPECT_EQ(ToUpper('a'), static_cast<uint32_t>('A'));
  EXPECT_EQ(ToUpper(0xe9), 0xc9u);
  EXPECT_EQ(ToLower(0x391), 0x3b1u);  // Greek Alpha
  EXPECT_TRUE(IsPunct('!'));
  EXPECT_FALSE(IsPunct('+'));
}

}  // namespace
}  // namespace kiln::runtime
