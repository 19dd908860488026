#include "lower/desugar.h"

#include <gtest/gtest.h>

#include "parse/parse.h"

namespace kiln::lower {
namespace {

// Desugars one top-level statement and prints its core form.
std::string CoreOf(const std::string& source, bool expect_errors = false) {
  auto buffer = source::SourceBuffer::FromString("test.jl", source);
  source::DiagnosticSink sink;
  parse::Tree tree = parse::Parse(*buffer, sink);
  EXPECT_FALSE(sink.has_errors()) << sink.Format(*buffer);
  CoreTree core;
  CoreId root = Desugar(tree, *buffer, sink, LowerOptions(), core);
  EXPECT_EQ(sink.has_errors(), expect_errors) << sink.Format(*buffer);
  CoreId body = core.child(root, 0);
  EXPECT_EQ(core.kind(body), CoreKind::kBlock);
  return PrintCore(core, core.child(body, 0));
}

TEST(DesugarTest, UpdatingOperatorOnIndexEvaluatesPlaceOnce) {
  EXPECT_EQ(CoreOf("a[f(i)] += 1"),
            "(block (= %t0 (call f i)) (= %t1 (call + (call @Base.getindex a %t0) 1)) "
            "(call @Base.setindex! a %t1 %t0) %t1)");
}

TEST(DesugarTest, ComparisonChainEvaluatesMiddleOnce) {
  EXPECT_EQ(CoreOf("a < f(b) < c"),
            "(&& (block (= %t0 (call f b)) (call < a %t0)) (call < %t0 c))");
}

TEST(DesugarTest, WhileLoopHasBreakAndContinueBlocks) {
  EXPECT_EQ(CoreOf("while c\n  x = 1\n  continue\nend"),
            "(break-block L0 (while c (scope soft (break-block L1 (block (= x 1) (break L1))))))");
}

TEST(DesugarTest, NamedTupleAsJuliaLowersIt) {
  EXPECT_EQ(CoreOf("(a = 1, b = 2)"),
            "(call (call @Core.apply_type @Core.NamedTuple (call @Core.tuple :a :b)) "
            "(call @Core.tuple 1 2))");
}

TEST(DesugarTest, LetBindingSeesOuterVariable) {
  // let x = x: the right side is evaluated before the new x exists.
  EXPECT_EQ(CoreOf("let x = x\n  x\nend"),
            "(block (= %t0 x) (scope hard (block (block (local x) (= x %t0)) x)))");
}

TEST(DesugarTest, BreakOutsideLoopIsAnError) { CoreOf("break", /*expect_errors=*/true); }

}  // namespace
}  // namespace kiln::lower
