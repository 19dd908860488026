#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <string>
#include <vector>

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

TEST_P(EnvContractTest, StatFilesIsStatOfEach) {
  // Files of two folders, interleaved, a missing one, a folder, and a file in a
  // missing folder: each result is what Stat gives for its path.
  ASSERT_TRUE(env_->CreateDirs(JoinPath(root_, "d1")).ok());
  ASSERT_TRUE(env_->CreateDirs(JoinPath(root_, "d2/sub")).ok());
  ASSERT_TRUE(WriteStringToFile(env_, JoinPath(root_, "d1/a.jl"), "a").ok());
  ASSERT_TRUE(WriteStringToFile(env_, JoinPath(root_, "d1/b.jl"), "bb").ok());
  ASSERT_TRUE(WriteStringToFile(env_, JoinPath(root_, "d2/c.jl"), "ccc").ok());
  const std::vector<std::string> paths = {
      JoinPath(root_, "d1/a.jl"), JoinPath(root_, "d1/b.jl"),   JoinPath(root_, "d2/c.jl"),
      JoinPath(root_, "d1/nope"), JoinPath(root_, "d2/sub"),    JoinPath(root_, "d1/a.jl"),
      JoinPath(root_, "gone/x"),  JoinPath(root_, "d2/c.jl")};
  auto stats = env_->StatFiles(paths);
  ASSERT_EQ(stats.size(), paths.size());
  for (size_t i = 0; i < paths.size(); ++i) {
    auto one = env_->Stat(paths[i]);
    ASSERT_EQ(stats[i].ok(), one.ok()) << paths[i];
    if (!one.ok()) {
      EXPECT_TRUE(stats[i].status().IsNotFound()) << paths[i];
      EXPECT_NE(stats[i].status().message().find(paths[i]), std::string::npos);
      continue;
    }
    EXPECT_EQ(stats[i]->size, one->size) << paths[i];
    EXPECT_EQ(stats[i]->mtime_ns, one->mtime_ns) << paths[i];
    EXPECT_EQ(stats[i]->inode, one->inode) << paths[i];
    EXPECT_EQ(stats[i]->is_dir, one->is_dir) << paths[i];
  }
  EXPECT_EQ(stats[1]->size, 2u);
  EXPECT_EQ(stats[2]->size, 3u);
  EXPECT_TRUE(stats[4]->is_dir);
  EXPECT_FALSE(stats[3].ok());
  EXPECT_FALSE(stats[6].ok());
  EXPECT_TRUE(env_->StatFiles({}).empty());
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

TEST_P(EnvContractTest, RandomAccessReadsAtOffsets) {
  std::string path = JoinPath(root_, "r.bin");
  ASSERT_TRUE(WriteStringToFile(env_, path, "0123456789").ok());
  auto file = env_->NewRandomAccessFile(path);
  ASSERT_TRUE(file.ok()) << file.status().ToString();
  EXPECT_EQ((*file)->size(), 10u);
  char buf[8];
  auto got = (*file)->Read(6, 8, buf);
  ASSERT_TRUE(got.ok());
  EXPECT_EQ(std::string(buf, *got), "6789");  // short at the end of the file
  EXPECT_EQ(*(*file)->Read(10, 4, buf), 0u);
  EXPECT_TRUE(ReadExactly(**file, 2, 3, buf, path).ok());
  EXPECT_EQ(std::string(buf, 3), "234");
  EXPECT_EQ(ReadExactly(**file, 8, 3, buf, path).code(), Status::Code::kCorruption);
  EXPECT_TRUE(env_->NewRandomAccessFile(JoinPath(root_, "missing")).status().IsNotFound());
  // A folder is not a file to read.
  EXPECT_EQ(env_->NewRandomAccessFile(root_).status().code(), Status::Code::kInvalidArgument);
}

TEST_P(EnvContractTest, ReadRegularFileIsBounded) {
  std::string path = JoinPath(root_, "b.bin");
  ASSERT_TRUE(WriteStringToFile(env_, path, "abcdef").ok());
  EXPECT_EQ(*ReadRegularFile(env_, path, 6), "abcdef");
  EXPECT_EQ(ReadRegularFile(env_, path, 5).status().code(), Status::Code::kResourceExhausted);
  auto region = ReadRegularFileRegion(env_, path, 100);
  ASSERT_TRUE(region.ok());
  EXPECT_EQ((*region)->data(), "abcdef");
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

// A working directory whose path is longer than PATH_MAX (reached by relative
// steps, as a program can) is still reported whole.
TEST(PosixEnvTest, CurrentDirLongerThanPathMax) {
  Env* env = Env::Default();
  auto start = env->CurrentDir();
  ASSERT_TRUE(start.ok());
  char tmpl[] = "/tmp/kiln_env_cwd_XXXXXX";
  ASSERT_NE(mkdtemp(tmpl), nullptr);
  ASSERT_TRUE(env->ChangeDir(tmpl).ok());
  const std::string step(200, 'd');
  std::string expected = tmpl;
  const int depth = 30;  // 30 × 201 bytes: over 4096
  for (int i = 0; i < depth; ++i) {
    ASSERT_EQ(mkdir(step.c_str(), 0700), 0);
    ASSERT_EQ(chdir(step.c_str()), 0);
    expected += "/" + step;
  }
  auto deep = env->CurrentDir();
  ASSERT_TRUE(deep.ok()) << deep.status().ToString();
  EXPECT_EQ(*deep, expected);
  for (int i = 0; i < depth; ++i) {
    ASSERT_EQ(chdir(".."), 0);
    ASSERT_EQ(rmdir(step.c_str()), 0);
  }
  ASSERT_TRUE(env->ChangeDir(*start).ok());
  EXPECT_EQ(rmdir(tmpl), 0);
}

// A FIFO or a device where a file is expected: refused at once, never a hang
// (a FIFO without a writer blocks a plain open) or an endless read.
TEST(PosixEnvTest, FifoAndDeviceAreRefusedWithoutBlocking) {
  Env* env = Env::Default();
  char tmpl[] = "/tmp/kiln_env_fifo_XXXXXX";
  ASSERT_NE(mkdtemp(tmpl), nullptr);
  const std::string dir = tmpl;
  const std::string fifo = dir + "/fifo";
  ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
  EXPECT_EQ(env->NewRandomAccessFile(fifo).status().code(), Status::Code::kInvalidArgument);
  EXPECT_EQ(env->MapFile(fifo).status().code(), Status::Code::kInvalidArgument);
  EXPECT_EQ(ReadRegularFile(env, fifo, 100).status().code(), Status::Code::kInvalidArgument);
  const std::string random = dir + "/random";
  ASSERT_EQ(symlink("/dev/urandom", random.c_str()), 0);
  EXPECT_EQ(ReadRegularFile(env, random, 100).status().code(), Status::Code::kInvalidArgument);
  EXPECT_EQ(env->MapFile(random).status().code(), Status::Code::kInvalidArgument);
  EXPECT_TRUE(RemoveTree(env, dir).ok());
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

TEST(FaultInjectionEnvTest, ReadLimitAndDeniedReads) {
  MemEnv mem;
  ASSERT_TRUE(mem.CreateDirs("/d").ok());
  ASSERT_TRUE(WriteStringToFile(&mem, "/d/f", "0123456789").ok());
  FaultInjectionEnv env(&mem);
  env.SetReadLimit(4);
  auto file = env.NewRandomAccessFile("/d/f");
  ASSERT_TRUE(file.ok());
  EXPECT_EQ((*file)->size(), 10u);  // opened whole, then cut short
  EXPECT_EQ(ReadRegularFile(&env, "/d/f", 100).status().code(), Status::Code::kCorruption);
  env.Reset();
  EXPECT_EQ(*ReadRegularFile(&env, "/d/f", 100), "0123456789");
  env.DenyReadsUnder("/d");
  EXPECT_EQ(env.NewRandomAccessFile("/d/f").status().code(), Status::Code::kPermissionDenied);
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

TEST(AbsolutePathTest, NormalAbsolutePathsAsTheyAreOthersNormalized) {
  EXPECT_EQ(AbsolutePath("/"), "/");
  EXPECT_EQ(AbsolutePath("/a/b.jl"), "/a/b.jl");
  EXPECT_EQ(AbsolutePath("/a/.b/c..d/e."), "/a/.b/c..d/e.");
  EXPECT_EQ(AbsolutePath("/a//b"), "/a/b");
  EXPECT_EQ(AbsolutePath("/a/./b/"), "/a/b");
  EXPECT_EQ(AbsolutePath("/a/x/../b"), "/a/b");
  EXPECT_EQ(AbsolutePath("/a/b/.."), "/a");
  EXPECT_EQ(AbsolutePath("/a/b/."), "/a/b");
  EXPECT_EQ(AbsolutePath("/a/b/"), "/a/b");
  char cwd[4096];
  ASSERT_NE(getcwd(cwd, sizeof cwd), nullptr);
  const std::string here = cwd;
  EXPECT_EQ(AbsolutePath("x/y.jl"), (here == "/" ? "" : here) + "/x/y.jl");
  EXPECT_EQ(AbsolutePath("./x/../y.jl"), (here == "/" ? "" : here) + "/y.jl");
}

}  // namespace
}  // namespace kiln::base
