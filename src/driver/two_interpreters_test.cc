// Interpreters are objects, not process state (docs/runtime.md, "Process-wide
// state"): two of them, each on its own runtime, live and run side by side,
// interleaved, a collection between their runs, and neither sees the other's
// globals; one ends while the other goes on. (Here, not in src/interp: the
// programs are lowered from source, a layer the interpreter may not use.)
#include "interp/interp.h"

#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <string>

#include "base/mem_env.h"
#include "lower/compile_file.h"
#include "runtime/errors.h"
#include "runtime/gc.h"
#include "runtime/module.h"
#include "runtime/test_util.h"
#include "tape/compiled_file.h"

namespace kiln::interp {
namespace {

// Compiles files of a MemEnv from source, without Base.
class SourceLoader final : public Loader {
 public:
  explicit SourceLoader(base::Env* env) : env_(env) {}

  base::ErrorOr<tape::CompiledFile*> Compile(const std::string& path) override {
    lower::LowerOptions options;
    options.implicit_using_base = false;
    options.file_path = path;
    ASSIGN_OR_RETURN(lower::CompiledSource source, lower::CompileFile(env_, path, options));
    if (!source.ok) return base::Status::InvalidArgument(source.diagnostics);
    auto file = std::make_unique<tape::SourceCompiledFile>(path, std::move(source.ir));
    tape::CompiledFile* raw = file.get();
    files_[path] = std::move(file);
    return raw;
  }
  base::ErrorOr<std::string> FindPackage(const std::string& name) override {
    return base::Status::NotFound(name);
  }

 private:
  base::Env* env_;
  std::map<std::string, std::unique_ptr<tape::CompiledFile>> files_;
};

// A runtime whose file builtins see `env`.
runtime::Runtime& OnEnv(runtime::testing::TestRuntime& rt, base::Env* env) {
  rt->env = env;
  return *rt;
}

struct Program {
  explicit Program(base::Env* env) : loader(env), interp(OnEnv(rt, env), loader) {}

  bool Run(const std::string& path) {
    auto file = loader.Compile(path);
    EXPECT_TRUE(file.ok()) << file.status().ToString();
    if (!file.ok()) return false;
    bool ok = interp.RunFile(**file, rt->main_module);
    if (!ok) ADD_FAILURE() << runtime::ShowError(*rt, rt->TakePendingException());
    return ok;
  }
  int64_t Global(const char* name) {
    runtime::Binding* b = runtime::FindOwnBinding(rt->main_module, runtime::Intern(name));
    EXPECT_TRUE(b != nullptr && b->value.type == rt->core.int64) << name;
    return b != nullptr && b->value.type == rt->core.int64 ? b->value.AsInt() : -1;
  }

  runtime::testing::TestRuntime rt;
  SourceLoader loader;
  Interpreter interp;
};

TEST(InterpreterTest, TwoInterpretersRunSideBySide) {
  base::MemEnv env;
  ASSERT_TRUE(base::WriteStringToFile(&env, "/a.jl",
                                      "double(x) = Core.Intrinsics.mul_int(x, 2)\n"
                                      "n = double(21)\n")
                  .ok());
  ASSERT_TRUE(base::WriteStringToFile(&env, "/b.jl",
                                      "double(x) = Core.Intrinsics.add_int(x, 1000)\n"
                                      "n = double(1)\n")
                  .ok());
  ASSERT_TRUE(base::WriteStringToFile(&env, "/again.jl", "m = double(n)\n").ok());

  Program a(&env);
  Program b(&env);
  ASSERT_TRUE(a.Run("/a.jl"));
  ASSERT_TRUE(b.Run("/b.jl"));
  runtime::GcCollect();  // both value stacks are roots
  ASSERT_TRUE(a.Run("/again.jl"));
  ASSERT_TRUE(b.Run("/again.jl"));
  EXPECT_EQ(a.Global("n"), 42);
  EXPECT_EQ(a.Global("m"), 84);
  EXPECT_EQ(b.Global("n"), 1001);
  EXPECT_EQ(b.Global("m"), 2001);
}

TEST(InterpreterTest, OneEndsWhileTheOtherRuns) {
  base::MemEnv env;
  ASSERT_TRUE(base::WriteStringToFile(&env, "/p.jl",
                                      "f(x) = Core.Intrinsics.add_int(x, 1)\nk = f(f(1))\n")
                  .ok());
  auto first = std::make_unique<Program>(&env);
  Program second(&env);
  ASSERT_TRUE(first->Run("/p.jl"));
  first.reset();
  runtime::GcCollect();
  ASSERT_TRUE(second.Run("/p.jl"));
  EXPECT_EQ(second.Global("k"), 3);
}

}  // namespace
}  // namespace kiln::interp
