#include "driver/repl.h"

#include "driver/help.h"

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

TEST(HelpTest, FindsTheDocstringsOfAName) {
  std::vector<HelpSource> texts = {
      {"a.jl",
       "\"Doubles.\" twice(x) = 2x\n"
       "\"\"\"\n    Point\n\nA point.\n\"\"\"\nstruct Point{T} <: Any\n  x::T\nend\n"
       "module Inner\n\"Declared.\"\nfunction later end\nend\n"
       "\"A constant.\"\nconst LIMIT = 3\n"
       "\"Typed.\" function twice(x::Int)::Int where {T}\n  2x\nend\n"
       "\"Not this one: a blank line between.\"\n\nother() = 1\n"},
      {"REPL[1]", "\"Doubles.\" twice(x) = 2x\n"}};
  EXPECT_EQ(FindDocstrings("twice", texts), (std::vector<std::string>{"Doubles.", "Typed."}));
  EXPECT_EQ(FindDocstrings("Point", texts), (std::vector<std::string>{"    Point\n\nA point.\n"}));
  EXPECT_EQ(FindDocstrings("later", texts), (std::vector<std::string>{"Declared."}));
  EXPECT_EQ(FindDocstrings("LIMIT", texts), (std::vector<std::string>{"A constant."}));
  EXPECT_TRUE(FindDocstrings("other", texts).empty());
  EXPECT_TRUE(FindDocstrings("x", texts).empty());
}

TEST(HelpTest, RendersMarkdownAsJuliasTerminal) {
  EXPECT_EQ(RenderDocstring("    f(x)\n\nReturn `x` *twice*,\nor **more**.\n"),
            "  f(x)\n\n  Return x twice, or more.\n");
  EXPECT_EQ(RenderDocstring("# Examples\n```julia\njulia> f(1)\n2\n```\n"),
            "  Examples\n  ≡≡≡≡≡≡≡≡\n\n  julia> f(1)\n  2\n");
  EXPECT_EQ(RenderDocstring("## Notes\nShort."), "  Notes\n  =====\n\n  Short.\n");
  // Paragraphs are wrapped to the width, after the margin.
  EXPECT_EQ(RenderDocstring("aaa bbb ccc ddd", 10), "  aaa bbb\n  ccc ddd\n");
}

}  // namespace
}  // namespace kiln::driver
