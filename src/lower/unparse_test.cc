#include "lower/unparse.h"

#include <gtest/gtest.h>

#include "parse/parse.h"

namespace kiln::lower {
namespace {

// Parses `source` (one expression statement) and unparses it.
std::string Show(const std::string& source, int prec = 0) {
  auto buffer = source::SourceBuffer::FromString("test.jl", source);
  source::DiagnosticSink sink;
  parse::Tree tree = parse::Parse(*buffer, sink);
  EXPECT_FALSE(sink.has_errors()) << sink.Format(*buffer);
  parse::NodeId root = tree.root();
  EXPECT_EQ(tree.child_count(root), 1u);
  return Unparse(tree, tree.child(root, 0), prec);
}

// The expected strings are what Julia prints for the same expressions
// (`sprint(Base.show_unquoted, :(...))`).
TEST(UnparseTest, BinaryOperatorsGetSpaces) {
  EXPECT_EQ(Show("a+b"), "a + b");
  EXPECT_EQ(Show("a+b*c"), "a + b * c");
  EXPECT_EQ(Show("(a+b)*c"), "(a + b) * c");
  EXPECT_EQ(Show("a+b+c"), "a + b + c");
  EXPECT_EQ(Show("x^2"), "x ^ 2");
  EXPECT_EQ(Show("a=>b"), "a => b");
}

TEST(UnparseTest, SamePrecedenceOperandsAreParenthesized) {
  // a - b - c is -(-(a, b), c): Julia prints the inner call in parentheses.
  EXPECT_EQ(Show("a - b - c"), "(a - b) - c");
  EXPECT_EQ(Show("a - (b - c)"), "a - (b - c)");
}

TEST(UnparseTest, RangesHaveNoSpaces) {
  EXPECT_EQ(Show("1:n"), "1:n");
  EXPECT_EQ(Show("1:2:n"), "1:2:n");
  EXPECT_EQ(Show("1:n-1"), "1:n - 1");
}

TEST(UnparseTest, UnaryOperators) {
  EXPECT_EQ(Show("-x"), "-x");
  EXPECT_EQ(Show("!flag"), "!flag");
  EXPECT_EQ(Show("!isempty(v)"), "!(isempty(v))");
  EXPECT_EQ(Show("-(a + b)"), "-((a + b))");
}

TEST(UnparseTest, Juxtaposition) {
  EXPECT_EQ(Show("2x"), "2x");
  EXPECT_EQ(Show("2x + 1"), "2x + 1");
}

TEST(UnparseTest, CallsIndexingFields) {
  EXPECT_EQ(Show("f(x, y)"), "f(x, y)");
  EXPECT_EQ(Show("f(x; k = 1)"), "f(x; k = 1)");
  EXPECT_EQ(Show("f(x, k = 1)"), "f(x, k = 1)");
  EXPECT_EQ(Show("a[i, end]"), "a[i, end]");
  EXPECT_EQ(Show("p.x"), "p.x");
  EXPECT_EQ(Show("Base.:+"), "Base.:+");
  EXPECT_EQ(Show("f.(x)"), "f.(x)");
  EXPECT_EQ(Show("Vector{Int}(undef, 3)"), "Vector{Int}(undef, 3)");
  EXPECT_EQ(Show("map(+, xs)"), "map(+, xs)");
  EXPECT_EQ(Show("f(xs...)"), "f(xs...)");
}

TEST(UnparseTest, Comparisons) {
  EXPECT_EQ(Show("a == b"), "a == b");
  EXPECT_EQ(Show("a < b <= c"), "a < b <= c");
  EXPECT_EQ(Show("a + 1 < b"), "a + 1 < b");
  EXPECT_EQ(Show("a && b || c"), "a && b || c");
  EXPECT_EQ(Show("T <: Integer"), "T <: Integer");
}

TEST(UnparseTest, Collections) {
  EXPECT_EQ(Show("(1, 2)"), "(1, 2)");
  EXPECT_EQ(Show("(1,)"), "(1,)");
  EXPECT_EQ(Show("[1, 2, 3]"), "[1, 2, 3]");
  EXPECT_EQ(Show("[1 2; 3 4]"), "[1 2; 3 4]");
  EXPECT_EQ(Show("(a = 1, b = 2)"), "(a = 1, b = 2)");
  // Iteration specs print with `=`, as Julia stores them.
  EXPECT_EQ(Show("[x^2 for x in xs if x > 0]"), "[x ^ 2 for x = xs if x > 0]");
  EXPECT_EQ(Show("(x for x in xs)"), "(x for x = xs)");
}

TEST(UnparseTest, Literals) {
  EXPECT_EQ(Show("\"a\\tb\\\"c\""), "\"a\\tb\\\"c\"");
  EXPECT_EQ(Show("\"x = $x\""), "\"x = $(x)\"");
  EXPECT_EQ(Show("'a'"), "'a'");
  EXPECT_EQ(Show(":sym"), ":sym");
  EXPECT_EQ(Show("0x1f"), "0x1f");
  EXPECT_EQ(Show("1.5"), "1.5");
  EXPECT_EQ(Show("true"), "true");
}

TEST(UnparseTest, FloatRepr) {
  EXPECT_EQ(FloatRepr(1.0), "1.0");
  EXPECT_EQ(FloatRepr(0.1), "0.1");
  EXPECT_EQ(FloatRepr(100000.0), "100000.0");
  EXPECT_EQ(FloatRepr(1e6), "1.0e6");
  EXPECT_EQ(FloatRepr(1234567.0), "1.234567e6");
  EXPECT_EQ(FloatRepr(0.0001), "0.0001");
  EXPECT_EQ(FloatRepr(1e-5), "1.0e-5");
  EXPECT_EQ(FloatRepr(-2.5), "-2.5");
  EXPECT_EQ(FloatRepr(1e20), "1.0e20");
  EXPECT_EQ(FloatRepr(0.0), "0.0");
}

TEST(UnparseTest, Precedence) {
  EXPECT_EQ(OperatorPrecedence("+"), 11);
  EXPECT_EQ(OperatorPrecedence("*"), 12);
  EXPECT_EQ(OperatorPrecedence(".+"), 11);
  EXPECT_EQ(OperatorPrecedence("=="), 7);
  EXPECT_EQ(OperatorPrecedence("&&"), 6);
  EXPECT_EQ(OperatorPrecedence("^"), 15);
  EXPECT_EQ(OperatorPrecedence("f"), 0);
}

}  // namespace
}  // namespace kiln::lower
