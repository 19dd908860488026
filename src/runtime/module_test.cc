#include "runtime/module.h"

#include <gtest/gtest.h>

#include "runtime/errors.h"
#include "runtime/test_util.h"

namespace kiln::runtime {
namespace {

using testing::TestRuntime;

TEST(ModuleTest, GlobalsConstantsAndUndefVar) {
  TestRuntime t;
  Runtime& rt = *t;
  Module* main = rt.main_module;
  Value v;
  EXPECT_FALSE(GetGlobal(rt, main, Intern("x"), &v));
  EXPECT_EQ(ShowError(rt, rt.TakePendingException()), "UndefVarError: `x` not defined in `Main`");
  ASSERT_TRUE(SetGlobal(rt, main, Intern("x"), rt.core.Int64(1)));
  ASSERT_TRUE(GetGlobal(rt, main, Intern("x"), &v));
  EXPECT_EQ(v.AsInt(), 1);
  ASSERT_TRUE(SetConst(rt, main, Intern("c"), rt.core.Int64(1)));
  EXPECT_TRUE(SetGlobal(rt, main, Intern("c"), rt.core.Int64(1)));  // same value: fine
  EXPECT_FALSE(SetGlobal(rt, main, Intern("c"), StringValue(rt, "s")));
  EXPECT_EQ(ShowError(rt, rt.TakePendingException()), "invalid redefinition of constant c");
  EXPECT_FALSE(SetConst(rt, main, Intern("x"), rt.core.Int64(2)));
  EXPECT_EQ(ShowError(rt, rt.TakePendingException()),
            "cannot declare x constant; it already has a value");
  // Main sees Core's exports; Main.Main is Main.
  ASSERT_TRUE(GetGlobal(rt, main, Intern("Int"), &v));
  EXPECT_EQ(v.As<Type>(), rt.core.int64);
  ASSERT_TRUE(GetGlobal(rt, main, Intern("Main"), &v));
  EXPECT_EQ(v.As<Module>(), main);
}

TEST(ModuleTest, UsingExportAndImport) {
  TestRuntime t;
  Runtime& rt = *t;
  Module* main = rt.main_module;
  Module* m = NewModule(rt, Intern("M"), main);
  ASSERT_TRUE(SetConst(rt, main, Intern("M"), Value::FromObject(m)));
  ASSERT_TRUE(SetGlobal(rt, m, Intern("f"), rt.core.Int64(1)));
  ASSERT_TRUE(SetGlobal(rt, m, Intern("hidden"), rt.core.Int64(2)));
  Export(m, Intern("f"));
  UsingModule(main, m);
  Value v;
  ASSERT_TRUE(GetGlobal(rt, main, Intern("f"), &v));
  EXPECT_EQ(v.AsInt(), 1);
  EXPECT_FALSE(GetGlobal(rt, main, Intern("hidden"), &v));
  rt.TakePendingException();
  // After a read resolved `f` to M.f, assigning it in Main is an error.
  EXPECT_FALSE(SetGlobal(rt, main, Intern("f"), rt.core.Int64(3)));
  EXPECT_EQ(ShowError(rt, rt.TakePendingException()),
            "cannot assign a value to imported variable Main.M.f from module Main");
  // Updates in M are seen through the import.
  ASSERT_TRUE(SetGlobal(rt, m, Intern("f"), rt.core.Int64(5)));
  ASSERT_TRUE(GetGlobal(rt, main, Intern("f"), &v));
  EXPECT_EQ(v.AsInt(), 5);
  // Explicit import with a new name.
  ASSERT_TRUE(ImportBinding(rt, main, m, Intern("hidden"), Intern("h"), true));
  ASSERT_TRUE(GetGlobal(rt, main, Intern("h"), &v));
  EXPECT_EQ(v.AsInt(), 2);
  EXPECT_TRUE(FindOwnBinding(main, Intern("h"))->explicit_import);
  EXPECT_FALSE(ImportBinding(rt, main, m, Intern("nope"), nullptr, true));
  rt.TakePendingException();
  std::string path;
  AppendModulePath(m, &path);
  EXPECT_EQ(path, "Main.M");
}

TEST(ModuleTest, InstallBase) {
  TestRuntime t;
  Runtime& rt = *t;
  Module* base = NewModule(rt, Intern("Base"), nullptr);
  ASSERT_TRUE(SetGlobal(rt, base, Intern("println_impl"), rt.core.Int64(1)));
  Export(base, Intern("println_impl"));
  InstallBase(rt, base);
  Value v;
  ASSERT_TRUE(GetGlobal(rt, rt.main_module, Intern("println_impl"), &v));
  Module* m = NewModule(rt, Intern("M"), rt.main_module);
  ASSERT_TRUE(GetGlobal(rt, m, Intern("println_impl"), &v));
  Module* bare = NewModule(rt, Intern("B"), rt.main_module, /*bare=*/true);
  EXPECT_FALSE(GetGlobal(rt, bare, Intern("println_impl"), &v));
  rt.TakePendingException();
}

TEST(ModuleTest, AmbiguousUsingsAreNotVisible) {
  TestRuntime t;
  Runtime& rt = *t;
  Module* a = NewModule(rt, Intern("A"), rt.main_module);
  Module* b = NewModule(rt, Intern("B"), rt.main_module);
  ASSERT_TRUE(SetGlobal(rt, a, Intern("x"), rt.core.Int64(1)));
  ASSERT_TRUE(SetGlobal(rt, b, Intern("x"), rt.core.Int64(2)));
  Export(a, Intern("x"));
  Export(b, Intern("x"));
  Module* user = NewModule(rt, Intern("U"), rt.main_module);
  UsingModule(user, a);
  UsingModule(user, b);
  EXPECT_EQ(ResolveBinding(rt, user, Intern("x")), nullptr);
}

}  // namespace
}  // namespace kiln::runtime
