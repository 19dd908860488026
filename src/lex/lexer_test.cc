#include "lex/lexer.h"

#include <gtest/gtest.h>

namespace kiln::lex {
namespace {

TEST(LexerTest, Empty) {
  TokenizedBuffer t = Lex("");
  ASSERT_EQ(t.tokens.size(), 1u);
  EXPECT_EQ(t.tokens[0].kind, TokenKind::kEof);
}

}  // namespace
}  // namespace kiln::lex
