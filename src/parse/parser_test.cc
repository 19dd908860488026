#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "parse/parse.h"

namespace kiln::parse {
namespace {

struct Parsed {
  Tree tree;
  std::string printed;      // PrintTree without line numbers, last newline removed
  std::string diagnostics;  // formatted
  size_t errors = 0;
};

Parsed ParseText(std::string text) {
  auto buffer = source::SourceBuffer::FromString("t.jl", std::move(text));
  source::DiagnosticSink sink;
  Parsed p;
  p.tree = Parse(*buffer, sink);
  p.printed = PrintTree(p.tree);
  if (!p.printed.empty() && p.printed.back() == '\n') p.printed.pop_back();
  p.diagnostics = sink.Format(*buffer);
  p.errors = sink.error_count();
  return p;
}

// The printed tree of `text`, which must parse without errors.
std::string P(std::string text) {
  Parsed p = ParseText(text);
  EXPECT_EQ(p.errors, 0u) << text << "\n" << p.diagnostics;
  return p.printed;
}

// The first error message for `text`.
std::string FirstError(std::string text) {
  auto buffer = source::SourceBuffer::FromString("t.jl", text);
  source::DiagnosticSink sink;
  Parse(*buffer, sink);
  return sink.diagnostics().empty() ? "" : sink.diagnostics()[0].message;
}

// Julia's operator precedence and associativity (manual, "Operator
// Precedence and Associativity"), one case per row of the table and the
// syntactic operators around it.
TEST(ParserTest, PrecedenceTable) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      // ^ is right associative and binds tighter than unary minus.
      {"a^b^c", "(call ^ a (call ^ b c))"},
      {"-2^2", "(call - (call ^ 2 2))"},
      {"-x^2", "(call - (call ^ x 2))"},
      {"2^-1", "(call ^ 2 -1)"},
      {"-a * b", "(call * (call - a) b)"},
      // Bit shifts bind tighter than // and *.
      {"a << b * c", "(call * (call << a b) c)"},
      {"a >> b >>> c", "(call >>> (call >> a b) c)"},
      {"a // b * c", "(call * (call // a b) c)"},
      // & is at the level of *, | and ⊻ at the level of +.
      {"a & b * c", "(call * (call & a b) c)"},
      {"a | b & c", "(call | a (call & b c))"},
      {"a ⊻ b * c", "(call ⊻ a (call * b c))"},
      {"a * b + c * d", "(call + (call * a b) (call * c d))"},
      {"a ÷ b % c", "(call % (call ÷ a b) c)"},
      // + and * chains flatten, as in Julia; other operators nest left.
      {"a + b + c", "(call + a b c)"},
      {"a * b * c", "(call * a b c)"},
      {"a - b - c", "(call - (call - a b) c)"},
      {"a + b - c", "(call - (call + a b) c)"},
      {"a .+ b .+ c", "(call .+ (call .+ a b) c)"},
      // Ranges are below + and above |>.
      {"a:b+1", "(call : a (call + b 1))"},
      {"a:s:b", "(call : a s b)"},
      {"a:b:c:d:e", "(call : (call : a b c) d e)"},
      {"x |> f |> g", "(call |> (call |> x f) g)"},
      {"1:n |> collect", "(call |> (call : 1 n) collect)"},
      {"x <| y <| z", "(call <| x (call <| y z))"},
      // Comparisons chain.
      {"a < b", "(call < a b)"},
      {"a < b <= c", "(comparison a < b <= c)"},
      {"a == b != c", "(comparison a == b != c)"},
      {"a <: b", "(<: a b)"},
      {"a >: b", "(>: a b)"},
      {"x isa T", "(call isa x T)"},
      {"x in xs", "(call in x xs)"},
      {"x ∉ xs", "(call ∉ x xs)"},
      {"a + b < c * d", "(call < (call + a b) (call * c d))"},
      // && binds tighter than ||; both nest to the right.
      {"a && b && c", "(&& a (&& b c))"},
      {"a || b && c", "(|| a (&& b c))"},
      {"a && b || c", "(|| (&& a b) c)"},
      {"!a && b", "(&& (call ! a) b)"},
      {"a < b && c", "(&& (call < a b) c)"},
      // ?: is below ||, and nests to the right.
      {"a || b ? c : d", "(if (|| a b) c d)"},
      {"a ? b : c ? d : e", "(if a b (if c d e))"},
      {"a ? b : c:d", "(if a b (call : c d))"},
      // => is below ?: and right associative.
      {"a => b => c", "(call => a (call => b c))"},
      {"a => b ? c : d", "(call => a (if b c d))"},
      // Assignment is lowest and right associative; commas make tuples.
      {"a = b = c", "(= a (= b c))"},
      {"a = b => c", "(= a (call => b c))"},
      {"a, b = b, a", "(= (tuple a b) (tuple b a))"},
      {"x += y * 2", "(+= x (call * y 2))"},
      {"x .= y .+ 1", "(.= x (call .+ y 1))"},
      // -> binds tightly on the left and loosely on the right.
      {"x -> x + 1", "(-> x (block (call + x 1)))"},
      {"a + x -> x", "(call + a (-> x (block x)))"},
      {"f = x -> y = x", "(= f (-> x (block (= y x))))"},
      // :: binds tighter than everything but the dot.
      {"-x::T", "(call - (:: x T))"},
      {"a.b::T", "(:: (. a b) T)"},
      {"x::T where T", "(:: x (where T T))"},
      // Juxtaposition is tighter than * and looser than ^.
      {"2x", "(call * 2 x)"},
      {"2x^2", "(call * 2 (call ^ x 2))"},
      {"3(x+1)", "(call * 3 (call + x 1))"},
      {"2π * r", "(call * (call * 2 π) r)"},
      {"-2x", "(call * -2 x)"},
      {"(x-1)y", "(call * (call - x 1) y)"},
      {"1 / 2x", "(call / 1 (call * 2 x))"},
      {"2√x", "(call * 2 (call √ x))"},
      // where binds tighter than operators.
      {"A where T <: B", "(where A (<: T B))"},
      {"x * y where T", "(call * x (where y T))"},
  };
  for (const auto& [source, expected] : cases) EXPECT_EQ(P(source), expected) << source;
}

TEST(ParserTest, SignedLiterals) {
  EXPECT_EQ(P("-1"), "-1");
  EXPECT_EQ(P("-1.5"), "-1.5");
  EXPECT_EQ(P("+2"), "2");
  EXPECT_EQ(P("- 1"), "(call - 1)");
  EXPECT_EQ(P("-x"), "(call - x)");
  EXPECT_EQ(P("-0x1"), "(call - 0x01)");
  EXPECT_EQ(P("+0x1"), "0x01");
  EXPECT_EQ(P("-2[1]"), "(call - (ref 2 1))");
  EXPECT_EQ(P("-(x)"), "(call - x)");
  EXPECT_EQ(P("-(a, b)"), "(call - a b)");
  EXPECT_EQ(P("-(x)^2"), "(call - (call ^ x 2))");
  EXPECT_EQ(P("x-1"), "(call - x 1)");
  EXPECT_EQ(P("-9223372036854775808"), "-9223372036854775808");
  EXPECT_EQ(P("9223372036854775808"), "9223372036854775808");
}

TEST(ParserTest, Literals) {
  EXPECT_EQ(P("0x1f"), "0x1f");
  EXPECT_EQ(P("0x123"), "0x0123");
  EXPECT_EQ(P("0x12345"), "0x00012345");
  EXPECT_EQ(P("0b101"), "0x05");
  EXPECT_EQ(P("1_000_000"), "1000000");
  EXPECT_EQ(P("1e-12"), "1.0e-12");
  EXPECT_EQ(P(".5"), "0.5");
  EXPECT_EQ(P("1."), "1.0");
  EXPECT_EQ(P("1.5e10"), "1.5e10");
  EXPECT_EQ(P("100000.0"), "100000.0");
  EXPECT_EQ(P("'a'"), "'a'");
  EXPECT_EQ(P("'\\n'"), "'\\n'");
  EXPECT_EQ(P("'\\u00e9'"), "'é'");
  EXPECT_EQ(P(":sym"), ":sym");
  EXPECT_EQ(P(":+"), ":+");
  EXPECT_EQ(P(":(==)"), ":==");
  EXPECT_EQ(P("true"), "true");
  EXPECT_EQ(P("\"a\\tb\""), "\"a\\tb\"");
  EXPECT_EQ(P("\"a $x b\""), "(string \"a \" x \" b\")");
  EXPECT_EQ(P("\"$(f(x))\""), "(string (call f x))");
  EXPECT_EQ(P("\"cost: \\$5\""), "\"cost: \\$5\"");
  EXPECT_EQ(P("r\"a+\\d\"i"), "(macrocall @r_str \"a+\\\\d\" \"i\")");
}

TEST(ParserTest, WhitespaceInBrackets) {
  EXPECT_EQ(P("[a -b]"), "(hcat a (call - b))");
  EXPECT_EQ(P("[a - b]"), "(vect (call - a b))");
  EXPECT_EQ(P("[a-b]"), "(vect (call - a b))");
  EXPECT_EQ(P("[a -1]"), "(hcat a -1)");
  EXPECT_EQ(P("[f (x)]"), "(hcat f x)");
  EXPECT_EQ(P("[f(x)]"), "(vect (call f x))");
  EXPECT_EQ(P("[1 :a]"), "(hcat 1 :a)");
  EXPECT_EQ(P("[(a -b)]"), "(vect (call - a b))");
  EXPECT_EQ(P("[1 2; 3 4]"), "(vcat (row 1 2) (row 3 4))");
  EXPECT_EQ(P("[1 2\n 3 4]"), "(vcat (row 1 2) (row 3 4))");
  EXPECT_EQ(P("[1; 2]"), "(vcat 1 2)");
  EXPECT_EQ(P("[x;]"), "(vcat x)");
  EXPECT_EQ(P("[1 2\n]"), "(hcat 1 2)");
  EXPECT_EQ(P("[1; 2;; 3; 4]"), "(hcat (vcat 1 2) (vcat 3 4))");
  EXPECT_EQ(P("[1;;; 2]"), "(ncat 3 1 2)");
  EXPECT_EQ(P("[1 2; 3 4;;; 5 6; 7 8]"),
            "(ncat 3 (vcat (row 1 2) (row 3 4)) (vcat (row 5 6) (row 7 8)))");
  EXPECT_EQ(P("[1;;; 2;;;; 3]"), "(ncat 4 (ncat 3 1 2) 3)");
  EXPECT_EQ(P("[1 2;;;]"), "(ncat 3 (hcat 1 2))");
  EXPECT_EQ(P("Int[1;;; 2]"), "(typed_ncat 3 Int 1 2)");
  EXPECT_EQ(P("[1,\n 2]"), "(vect 1 2)");
  EXPECT_EQ(P("Int[]"), "(ref Int)");
  EXPECT_EQ(P("Int[1 2]"), "(typed_hcat Int 1 2)");
  EXPECT_EQ(P("@show x -1"), "(macrocall @show x -1)");
  EXPECT_EQ(P("@show x - 1"), "(macrocall @show (call - x 1))");
}

TEST(ParserTest, NewlinesEndStatementsUnlessAnOperatorContinues) {
  EXPECT_EQ(P("a +\nb"), "(call + a b)");
  EXPECT_EQ(P("a\n+b"), "a\n(call + b)");
  EXPECT_EQ(P("(a\n+ b)"), "(call + a b)");
  EXPECT_EQ(P("f(a,\nb)"), "(call f a b)");
  EXPECT_EQ(P("x = \n 1"), "(= x 1)");
  EXPECT_EQ(P("a; b"), "a\nb");
}

TEST(ParserTest, CallsAndKeywords) {
  EXPECT_EQ(P("f(x; k=1)"), "(call f (parameters (kw k 1)) x)");
  EXPECT_EQ(P("sort(v, by = f)"), "(call sort v (kw by f))");
  EXPECT_EQ(P("f(; k)"), "(call f (parameters k))");
  EXPECT_EQ(P("f(a == b)"), "(call f (call == a b))");
  EXPECT_EQ(P("(a = 1, b = 2)"), "(tuple (= a 1) (= b 2))");
  EXPECT_EQ(P("(; a = 1)"), "(tuple (parameters (kw a 1)))");
  EXPECT_EQ(P("f(xs...)"), "(call f (... xs))");
  EXPECT_EQ(P("f.(x)"), "(.() f (tuple x))");
  EXPECT_EQ(P("map(+, xs)"), "(call map + xs)");
  EXPECT_EQ(P("==(a, b)"), "(call == a b)");
  EXPECT_EQ(P("Base.:+"), "(. Base +)");
  EXPECT_EQ(P("Base.:(==)"), "(. Base ==)");
  EXPECT_EQ(P("sum(x for x in xs)"), "(call sum (generator x (= x xs)))");
  EXPECT_EQ(P("f(x) do y\n y\nend"), "(do (call f x) (-> (tuple y) (block y)))");
}

TEST(ParserTest, ShortFormFunctions) {
  Parsed p = ParseText("f(x) = x + 1");
  ASSERT_EQ(p.errors, 0u);
  NodeId stmt = p.tree.child(p.tree.root(), 0);
  EXPECT_EQ(p.tree.kind(stmt), NodeKind::kFunction);
  EXPECT_TRUE(p.tree.has_flag(stmt, kShortForm));
  EXPECT_EQ(p.printed, "(function [short] (call f x) (block (call + x 1)))");
  EXPECT_EQ(P("f(x)::Int = 1"), "(function [short] (:: (call f x) Int) (block 1))");
  EXPECT_EQ(P("f(x::T) where {T} = x"), "(function [short] (where (call f (:: x T)) T) (block x))");
  EXPECT_EQ(P("a[i] = 1"), "(= (ref a i) 1)");
  EXPECT_EQ(P("f(x) .= 1"), "(.= (call f x) 1)");
}

TEST(ParserTest, OptionalChildrenAreEmpty) {
  Parsed p = ParseText("try\n f()\nfinally\n g()\nend\nif a\n b\nend\nreturn");
  ASSERT_EQ(p.errors, 0u);
  NodeId root = p.tree.root();
  NodeId t = p.tree.child(root, 0);
  ASSERT_EQ(p.tree.child_count(t), 4u);
  EXPECT_EQ(p.tree.kind(p.tree.child(t, 1)), NodeKind::kEmpty);
  EXPECT_EQ(p.tree.kind(p.tree.child(t, 2)), NodeKind::kEmpty);
  EXPECT_EQ(p.tree.kind(p.tree.child(t, 3)), NodeKind::kBlock);
  NodeId i = p.tree.child(root, 1);
  ASSERT_EQ(p.tree.child_count(i), 3u);
  EXPECT_EQ(p.tree.kind(p.tree.child(i, 2)), NodeKind::kEmpty);
  NodeId r = p.tree.child(root, 2);
  ASSERT_EQ(p.tree.child_count(r), 1u);
  EXPECT_EQ(p.tree.kind(p.tree.child(r, 0)), NodeKind::kEmpty);
}

TEST(ParserTest, NodesKeepTheirFirstTokenOffset) {
  auto buffer = source::SourceBuffer::FromString("t.jl", "x = 1\n  y + f(z)\n");
  source::DiagnosticSink sink;
  Tree tree = Parse(*buffer, sink);
  NodeId second = tree.child(tree.root(), 1);
  EXPECT_EQ(tree.offset(second), 8u);  // `y`, the first token of y + f(z)
  NodeId call = tree.child(second, 2);
  EXPECT_EQ(tree.offset(call), 12u);  // `f`
  EXPECT_EQ(tree.offset(tree.child(call, 1)), 14u);
  EXPECT_EQ(PrintTree(tree, buffer.get()), "1: (= x 1)\n2: (call + y (call f z))\n");
}

TEST(ParserTest, Docstrings) {
  EXPECT_EQ(P("\"doc\"\nf(x) = x"), "(doc \"doc\" (function [short] (call f x) (block x)))");
  EXPECT_EQ(P("\"doc\" f"), "(doc \"doc\" f)");
  EXPECT_EQ(P("\"not doc\"\n\nf"), "\"not doc\"\nf");
  EXPECT_EQ(P("function g()\n \"not doc\"\n f\nend"),
            "(function (call g)\n  (block\n    \"not doc\"\n    f))");
}

TEST(ParserTest, ErrorsHaveLocationsAndRecovery) {
  Parsed p = ParseText("x = )\ny = 2\nz = (1 +\nw = 1 2\n");
  EXPECT_EQ(p.errors, 2u) << p.diagnostics;
  EXPECT_NE(p.diagnostics.find("t.jl:1:5: error: unexpected \")\""), std::string::npos)
      << p.diagnostics;
  // The tree still has every statement that could be parsed.
  EXPECT_NE(p.printed.find("(= y 2)"), std::string::npos) << p.printed;
  // Several independent errors are all reported.
  p = ParseText("a = 1 2\nb = )\nc = ]\nd = 3");
  EXPECT_EQ(p.errors, 3u) << p.diagnostics;
  EXPECT_NE(p.printed.find("(= d 3)"), std::string::npos);
}

TEST(ParserTest, ErrorMessages) {
  EXPECT_EQ(FirstError("function f(x)\n  x\n"), "expected \"end\" to close \"function\" at line 1");
  EXPECT_EQ(FirstError("x = \"abc"), "unterminated string literal");
  EXPECT_EQ(FirstError("f(x))"), "unexpected \")\"");
  EXPECT_EQ(FirstError("f(x) y"), "extra token \"y\" after end of expression");
  EXPECT_EQ(FirstError("f(x"), "expected \")\" to close \"(\"");
  EXPECT_EQ(FirstError("macro end"), "expected a macro name after \"macro\", found \"end\"");
  EXPECT_EQ(FirstError("$ x"), "expected a name or \"(\" after \"$\"");
  EXPECT_EQ(FirstError("a ?b : c"), "space required after \"?\" operator");
  EXPECT_EQ(FirstError("f (x)"), "space before \"(\" is not allowed in a function call");
  EXPECT_EQ(FirstError("\"$\""),
            "expected a name or \"(\" after \"$\" in a string; write \"\\$\" for a dollar sign");
  EXPECT_EQ(FirstError("try\n x\nend"), "try without catch or finally");
}

TEST(ParserTest, NestingLimit) {
  std::string deep(kMaxNestingDepth + 10, '(');
  Parsed p = ParseText(deep + "x");
  EXPECT_EQ(p.errors, 1u);
  EXPECT_NE(p.diagnostics.find("nested too deeply"), std::string::npos);
  // Just under the limit parses.
  std::string ok =
      std::string(kMaxNestingDepth - 2, '(') + "x" + std::string(kMaxNestingDepth - 2, ')');
  EXPECT_EQ(P(ok), "x");
  // Every recursive path is bounded, including operator chains.
  for (std::string unit : {"[", "f(", "- ", "x = ", "x^", "a ? b : ", "x -> ", "::", "<: ", "\"$(",
                           "begin\n", "if x\n", "a && ", "a => ", "!", "Vector{"}) {
    std::string text;
    for (int i = 0; i < 2000; ++i) text += unit;
    Parsed q = ParseText(text + "x");
    EXPECT_GE(q.errors, 1u) << unit;
    EXPECT_NE(q.diagnostics.find("nested too deeply"), std::string::npos) << unit;
  }
}

int TreeDepth(const Tree& tree) {
  // Children have smaller ids than their parents.
  std::vector<int> depth(tree.size(), 1);
  int max = 0;
  for (uint32_t i = 0; i < tree.size(); ++i) {
    for (NodeId c : tree.children(NodeId(i))) depth[i] = std::max(depth[i], depth[c.index] + 1);
    max = std::max(max, depth[i]);
  }
  return max;
}

TEST(ParserTest, TreeDepthIsBounded) {
  std::string chain = "a";
  for (int i = 0; i < 5000; ++i) chain += " - a";
  Parsed p = ParseText(chain);
  EXPECT_EQ(p.errors, 1u);
  EXPECT_LE(TreeDepth(p.tree), kMaxTreeDepth);
  std::string wide = "a";
  for (int i = 0; i < 5000; ++i) wide += " + a";
  EXPECT_EQ(ParseText(wide).errors, 0u);  // flattened, so shallow
}

TEST(ParserTest, PrinterBreaksLongNodesAndBlocks) {
  EXPECT_EQ(P("function f(x)\n  y = x\n  return y\nend"),
            "(function (call f x)\n"
            "  (block\n"
            "    (= y x)\n"
            "    (return y)))");
  std::string long_call = "f(" + std::string(40, 'a') + ", " + std::string(40, 'b') + ")";
  EXPECT_EQ(P(long_call),
            "(call f\n  " + std::string(40, 'a') + "\n  " + std::string(40, 'b') + ")");
}

}  // namespace
}  // namespace kiln::parse
