#include "driver/repl.h"

#include <gtest/gtest.h>

namespace kiln::driver {
namespace {

TEST(ReplInputTest, IncompleteWhileABlockOrBracketIsOpen) {
  EXPECT_TRUE(IsIncompleteInput("function f(x)\n"));
  EXPECT_TRUE(IsIncompleteInput("function f(x)\n  x + 1\n"));
  EXPECT_FALSE(IsIncompleteInput("function f(x)\n  x + 1\nend\n"));
  EXPECT_TRUE(IsIncompleteInput("[1, 2,\n"));
  EXPECT_TRUE(IsIncompleteInput("(1 +\n"));
  EXPECT_TRUE(IsIncompleteInput("\"abc\n"));
  EXPECT_TRUE(IsIncompleteInput("#= comment\n"));
  EXPECT_FALSE(IsIncompleteInput("1 + 1\n"));
  EXPECT_FALSE(IsIncompleteInput("\n"));
  // A real error is not waited on.
  EXPECT_FALSE(IsIncompleteInput("1 + )\n"));
  EXPECT_FALSE(IsIncompleteInput("end\n"));
}

TEST(ReplInputTest, TrailingSemicolonSuppresses) {
  EXPECT_TRUE(EndsWithSemicolon("x = 1;\n"));
  EXPECT_TRUE(EndsWithSemicolon("x = 1;  # quiet\n"));
  EXPECT_FALSE(EndsWithSemicolon("x = 1\n"));
  EXPECT_FALSE(EndsWithSemicolon("x = \";\"\n"));
  EXPECT_FALSE(EndsWithSemicolon("a; b\n"));
  EXPECT_TRUE(EndsWithSemicolon("function f()\nend;\n"));
}

}  // namespace
}  // namespace kiln::driver
