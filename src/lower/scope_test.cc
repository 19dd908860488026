#include "lower/scope.h"

#include <gtest/gtest.h>

#include <memory>

#include "lower/closures.h"
#include "lower/desugar.h"
#include "parse/parse.h"

namespace kiln::lower {
namespace {

// Runs passes 1-3 over `source`.
class Analyzed {
 public:
  explicit Analyzed(const std::string& source) {
    buffer_ = source::SourceBuffer::FromString("test.jl", source);
    tree_ = parse::Parse(*buffer_, sink_);
    EXPECT_FALSE(sink_.has_errors()) << sink_.Format(*buffer_);
    LowerOptions options;
    root_ = Desugar(tree_, *buffer_, sink_, options, core_);
    scopes_ = ResolveScopes(core_, root_, sink_);
    closures_ = AnalyzeClosures(core_, scopes_);
  }

  // The variables named `name` owned by lambdas named `lambda`.
  std::vector<const VarInfo*> Vars(std::string_view lambda, std::string_view name) const {
    std::vector<const VarInfo*> out;
    for (const VarInfo& v : scopes_.vars) {
      if (core_.NameText(v.name) == name && core_.NameText(core_.lambda(v.lambda).name) == lambda) {
        out.push_back(&v);
      }
    }
    return out;
  }
  const VarInfo* Var(std::string_view lambda, std::string_view name) const {
    auto vars = Vars(lambda, name);
    EXPECT_EQ(vars.size(), 1u) << lambda << " " << name;
    return vars.empty() ? nullptr : vars[0];
  }
  size_t SoftWarnings() const {
    size_t n = 0;
    for (const auto& [stmt, list] : scopes_.soft_warnings) n += list.size();
    return n;
  }
  bool errors() const { return sink_.has_errors(); }
  std::string diagnostics() const { return sink_.Format(*buffer_); }

 private:
  std::unique_ptr<source::SourceBuffer> buffer_;
  source::DiagnosticSink sink_;
  parse::Tree tree_;
  CoreTree core_;
  CoreId root_;
  ScopeInfo scopes_;
  ClosureInfo closures_;
};

TEST(ScopeTest, AssignmentsInFunctionsMakeLocals) {
  Analyzed a("function f(x)\n  y = x\n  y\nend\n");
  const VarInfo* y = a.Var("f", "y");
  ASSERT_NE(y, nullptr);
  EXPECT_EQ(y->kind, VarKind::kLocal);
  EXPECT_EQ(a.Var("f", "x")->kind, VarKind::kArgument);
}

TEST(ScopeTest, TopLevelAssignmentsAreGlobal) {
  Analyzed a("x = 1\nbegin\n  y = 2\nend\nif true\n  z = 3\nend\n");
  EXPECT_TRUE(a.Vars("toplevel", "x").empty());
  EXPECT_TRUE(a.Vars("toplevel", "y").empty());
  EXPECT_TRUE(a.Vars("toplevel", "z").empty());
}

TEST(ScopeTest, LoopBodyLocalsDoNotLeak) {
  // Julia manual, "Local Scope": t is local to the loop body; s assigned in
  // the function body is the same variable inside the loop.
  Analyzed a("function f()\n  s = 0\n  for i in 1:3\n    t = i\n    s = s + t\n  end\n  s\nend\n");
  EXPECT_EQ(a.Vars("f", "s").size(), 1u);
  EXPECT_EQ(a.Vars("f", "t").size(), 1u);
  EXPECT_EQ(a.Vars("f", "i").size(), 1u);
}

TEST(ScopeTest, AssignmentLaterInScopeStillMakesLocal) {
  // Whether a name is local is decided for the whole scope.
  Analyzed a("function f()\n  for i in 1:2\n    x = i\n  end\n  x = 0\nend\n");
  EXPECT_EQ(a.Vars("f", "x").size(), 1u);
}

TEST(ScopeTest, LocalShadowsOuter) {
  Analyzed a("function f()\n  x = 1\n  let\n    local x = 2\n  end\n  x\nend\n");
  EXPECT_EQ(a.Vars("f", "x").size(), 2u);
}

TEST(ScopeTest, LoopVariableIsAlwaysNew) {
  Analyzed a("function f()\n  i = 0\n  for i in 1:3\n  end\n  i\nend\n");
  EXPECT_EQ(a.Vars("f", "i").size(), 2u);
}

TEST(ScopeTest, GlobalDeclarationInFunction) {
  Analyzed a("function f()\n  global g\n  g = 1\nend\n");
  EXPECT_TRUE(a.Vars("f", "g").empty());
}

TEST(ScopeTest, SoftScopeAssignmentAtTopLevelIsLocalWithWarning) {
  Analyzed a("s = 0\nfor i in 1:3\n  s = i\nend\n");
  EXPECT_EQ(a.Vars("toplevel", "s").size(), 1u);
  EXPECT_EQ(a.SoftWarnings(), 1u);
}

TEST(ScopeTest, HardScopeAtTopLevelDoesNotWarn) {
  Analyzed a("let\n  s = 1\n  for i in 1:2\n    t = i\n  end\nend\n");
  EXPECT_EQ(a.SoftWarnings(), 0u);
  EXPECT_EQ(a.Vars("toplevel", "s").size(), 1u);
}

TEST(ScopeTest, GlobalInSoftScopeDoesNotWarn) {
  Analyzed a("s = 0\nfor i in 1:3\n  global s = s + i\nend\n");
  EXPECT_EQ(a.SoftWarnings(), 0u);
  EXPECT_TRUE(a.Vars("toplevel", "s").empty());
}

TEST(ScopeTest, ClosureSeesEnclosingLocal) {
  Analyzed a("function f()\n  x = 1\n  g = () -> x\nend\n");
  const VarInfo* x = a.Var("f", "x");
  ASSERT_NE(x, nullptr);
  EXPECT_TRUE(x->captured);
  EXPECT_FALSE(x->boxed);
}

TEST(ScopeTest, MethodsDoNotSeeTopLevelLocals) {
  Analyzed a("let\n  x = 1\nend\nf() = x\n");
  EXPECT_TRUE(a.Vars("f", "x").empty());
  EXPECT_FALSE(a.Var("toplevel", "x")->captured);
}

TEST(ScopeTest, StaticParameterAssignmentIsAnError) {
  Analyzed a("function f(x::T) where T\n  T = 1\nend\n");
  EXPECT_TRUE(a.errors());
  EXPECT_NE(a.diagnostics().find("conflicts with a static parameter"), std::string::npos);
}

// Boxing decisions (closures.h).
TEST(ClosureTest, AssignedInsideClosureIsBoxed) {
  Analyzed a("function f()\n  n = 0\n  inc = () -> (n += 1)\n  inc\nend\n");
  EXPECT_TRUE(a.Var("f", "n")->boxed);
  EXPECT_TRUE(a.Var("f", "n")->assigned_in_closure);
}

TEST(ClosureTest, AssignedAfterCaptureIsBoxed) {
  Analyzed a("function f()\n  x = 1\n  g = () -> x\n  x = 2\n  g\nend\n");
  EXPECT_TRUE(a.Var("f", "x")->boxed);
}

TEST(ClosureTest, ConditionalAssignmentBeforeCaptureIsBoxed) {
  Analyzed a("function f(c)\n  if c\n    x = 1\n  end\n  () -> x\nend\n");
  EXPECT_TRUE(a.Var("f", "x")->boxed);
}

TEST(ClosureTest, AssignedOnceBeforeCaptureIsCopied) {
  Analyzed a("function f(c)\n  x = 1\n  if c\n    return () -> x\n  end\nend\n");
  EXPECT_FALSE(a.Var("f", "x")->boxed);
}

TEST(ClosureTest, AssignedInLoopOutsideItsScopeIsBoxed) {
  Analyzed a("function f()\n  x = 0\n  for i in 1:2\n    x = i\n  end\n  () -> x\nend\n");
  EXPECT_TRUE(a.Var("f", "x")->boxed);
}

TEST(ClosureTest, LoopLocalAssignedOnceIsCopied) {
  Analyzed a("function f()\n  for i in 1:2\n    y = 2i\n    g = () -> y\n  end\nend\n");
  EXPECT_FALSE(a.Var("f", "y")->boxed);
  EXPECT_FALSE(a.Var("f", "i")->boxed);
}

TEST(ClosureTest, RecursiveLocalFunctionIsBoxed) {
  Analyzed a("function f()\n  fact(n) = n <= 1 ? 1 : n * fact(n - 1)\n  fact(5)\nend\n");
  EXPECT_TRUE(a.Var("f", "fact")->boxed);
}

TEST(ClosureTest, AssignedArgumentIsBoxedWhenCaptured) {
  Analyzed a("function f(x)\n  g = () -> x\n  x = 2\n  g\nend\n");
  EXPECT_TRUE(a.Var("f", "x")->boxed);
  Analyzed b("function f(x)\n  () -> x\nend\n");
  EXPECT_FALSE(b.Var("f", "x")->boxed);
}

TEST(ClosureTest, StaticParametersAreCapturedByValue) {
  Analyzed a("function f(x::T) where T\n  () -> T\nend\n");
  const VarInfo* t = a.Var("f", "T");
  EXPECT_TRUE(t->captured);
  EXPECT_FALSE(t->boxed);
}

}  // namespace
}  // namespace kiln::lower
