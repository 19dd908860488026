#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>

#include "base/env.h"
#include "base/mem_env.h"

namespace kiln::base {
namespace {

// The same contract, checked against both Envs.
class EnvContractTest : public ::testing::TestWithParam<bool> {
 protected:
  void SetUp() override {
    if (GetParam()) {
      env_ = &mem_;
      root_ = "/mem";
      ASSERT_TRUE(env_->CreateDirs(root_).ok());
    } else {
      env_ = Env::Default();
      char tmpl[] = "/tmp/kiln_env_test_XXXXXX";
      ASSERT_NE(mkdtemp(tmpl), nullptr);
      root_ = tmpl;
    }
  }
  void TearDown() override { EXPECT_TRUE(RemoveTree(env_, root_).ok()); }

  MemEnv mem_;
  Env* env_ = nullptr;
  std::string root_;
};

TEST_P(EnvContractTest, WriteReadMapStat) {
  std::string path = JoinPath(root_, "a.txt");
  ASSERT_TRUE(WriteStringToFile(env_, path, "hello").ok());
  EXPECT_TRUE(env_->FileExists(path));
  EXPECT_EQ(*env_->ReadFile(path), "hello");
  auto region = env_->MapFile(path);
  ASSERT_TRUE(region.ok());
  EXPECT_EQ((*region)->data(), "hello");
  auto st = env_->Stat(path);
  ASSERT_TRUE(st.ok());
  EXPECT_EQ(st->size, 5u);
  EXPECT_FALSE(st->is_dir);
}

TEST_P(EnvContractTest, MissingFileIsNotFound) {
  auto r = env_->ReadFile(JoinPath(root_, "nope"));
  ASSERT_FALSE(r.ok());
  EXPECT_TRUE(r.status().IsNotFound());
  EXPECT_NE(r.status().message().find("nope"), std::string::npos);
}

TEST_P(EnvContractTest, EmptyFileMaps) {
  std::string path = JoinPath(root_, "empty");
  ASSERT_TRUE(WriteStringToFile(env_, path, "").ok());
  auto region = env_->MapFile(path);
  ASSERT_TRUE(region.ok());
  EXPECT_TRUE((*region)->data().empty());
}

TEST_P(EnvContractTest, DirsRenameListRemove) {
  std::string dir = JoinPath(root_, "x/y/z");
  ASSERT_TRUE(env_->CreateDirs(dir).ok());
  EXPECT_TRUE(env_->IsWritableDir(dir));
  ASSERT_TRUE(WriteStringToFile(env_, JoinPath(dir, "tmp"), "1").ok());
  ASSERT_TRUE(env_->RenameFile(JoinPath(dir, "tmp"), JoinPath(dir, "final")).ok());
  EXPECT_FALSE(env_->FileExists(JoinPath(dir, "tmp")));
  EXPECT_EQ(*env_->ReadFile(JoinPath(dir, "final")), "1");
  auto names = env_->ListDir(JoinPath(root_, "x/y"));
  ASSERT_TRUE(names.ok());
  EXPECT_EQ(*names, std::vector<std::string>{"z"});
  ASSERT_TRUE(env_->RemoveFile(JoinPath(dir, "final")).ok());
  ASSERT_TRUE(RemoveTree(env_, JoinPath(root_, "x")).ok());
  EXPECT_FALSE(env_->FileExists(JoinPath(root_, "x")));
}

INSTANTIATE_TEST_SUITE_P(Envs, EnvContractTest, ::testing::Values(false, true),
                         [](const auto& info) { return info.param ? "Mem" : "Posix"; });

TEST(MemEnvTest, ReadOnlyDirRefusesWrites) {
  MemEnv env;
  ASSERT_TRUE(env.CreateDirs("/pkg").ok());
  env.SetReadOnlyDir("/pkg", true);
  EXPECT_FALSE(env.IsWritableDir("/pkg"));
  auto f = env.NewWritableFile("/pkg/a");
  ASSERT_FALSE(f.ok());
  EXPECT_EQ(f.status().code(), Status::Code::kPermissionDenied);
}

TEST(PathTest, JoinDirnameBasename) {
  EXPECT_EQ(JoinPath("a", "b"), "a/b");
  EXPECT_EQ(JoinPath("a/", "b"), "a/b");
  EXPECT_EQ(JoinPath("a", "/b"), "/b");
  EXPECT_EQ(Dirname("a/b/c.jl"), "a/b");
  EXPECT_EQ(Dirname("c.jl"), ".");
  EXPECT_EQ(Dirname("/c.jl"), "/");
  EXPECT_EQ(Basename("a/b/c.jl"), "c.jl");
}

}  // namespace
}  // namespace kiln::base

#include "base/fault_env.h"

namespace kiln::base {
namespace {

TEST(FaultInjectionEnvTest, WriteBudgetGivesShortWriteAndNoSpace) {
  MemEnv mem;
  FaultInjectionEnv env(&mem);
  env.SetWriteBudget(3);
  auto f = env.NewWritableFile("/a");
  ASSERT_TRUE(f.ok());
  Status s = (*f)->Append("hello");
  EXPECT_EQ(s.code(), Status::Code::kResourceExhausted);
  EXPECT_EQ(*mem.ReadFile("/a"), "hel");
}

TEST(FaultInjectionEnvTest, DeniedPrefixRefusesMutations) {
  MemEnv mem;
  ASSERT_TRUE(mem.CreateDirs("/pkg/.kiln").ok());
  ASSERT_TRUE(mem.CreateDirs("/pkgother").ok());
  FaultInjectionEnv env(&mem);
  env.DenyWritesUnder("/pkg");
  EXPECT_EQ(env.NewWritableFile("/pkg/.kiln/x").status().code(),
            Status::Code::kPermissionDenied);
  EXPECT_FALSE(env.IsWritableDir("/pkg/.kiln"));
  EXPECT_TRUE(env.IsWritableDir("/pkgother"));  // a prefix of the name is not the folder
  EXPECT_TRUE(env.NewWritableFile("/pkgother/x").ok());
}

TEST(FaultInjectionEnvTest, CrashStopsAllLaterMutations) {
  MemEnv mem;
  FaultInjectionEnv env(&mem);
  env.CrashAfter(2);
  auto f = env.NewWritableFile("/tmp1");  // mutation 1
  ASSERT_TRUE(f.ok());
  EXPECT_TRUE((*f)->Append("data").ok());  // mutation 2
  EXPECT_FALSE((*f)->Append("more").ok());
  EXPECT_FALSE(env.RenameFile("/tmp1", "/final").ok());
  EXPECT_TRUE(env.crashed());
  EXPECT_TRUE(mem.FileExists("/tmp1"));
  EXPECT_FALSE(mem.FileExists("/final"));
}

}  // namespace
}  // namespace kiln::base

namespace kiln::base {
namespace {

TEST(AtomicWriteTest, ReplacesWholeFileOrLeavesOldOne) {
  MemEnv mem;
  ASSERT_TRUE(WriteFileAtomically(&mem, "/f", "old").ok());
  FaultInjectionEnv env(&mem);
  env.SetWriteBudget(2);
  EXPECT_FALSE(WriteFileAtomically(&env, "/f", "new contents").ok());
  EXPECT_EQ(*mem.ReadFile("/f"), "old");
  EXPECT_EQ(*mem.ListDir("/"), std::vector<std::string>{"f"});  // no temporary left
  env.Reset();
  ASSERT_TRUE(WriteFileAtomically(&env, "/f", "new").ok());
  EXPECT_EQ(*mem.ReadFile("/f"), "new");
}

}  // namespace
}  // namespace kiln::base
