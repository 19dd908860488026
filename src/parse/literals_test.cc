#include "parse/literals.h"

#include <gtest/gtest.h>

namespace kiln::parse {
namespace {

TEST(LiteralsTest, Decimal) {
  IntResult r = DecodeInteger("1_000", lex::TokenKind::kInteger, false);
  EXPECT_EQ(r.value.bits, 1000u);
}

}  // namespace
}  // namespace kiln::parse
