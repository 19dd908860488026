#include "cache/admin.h"

#include <gtest/gtest.h>

#include "cache/testing.h"

namespace kiln::cache {
namespace {

using testing::DefaultOptions;
using testing::RunOnce;

TEST(AdminTest, InventoryVerifyAndClear) {
  testing::Workspace ws;
  testing::ToyCompiler compiler;
  ASSERT_TRUE(
      RunOnce(&ws.mem, compiler, DefaultOptions(),
              {{ws.pkg, "/pkg/src/P.jl"}, {ws.pkg, "/pkg/src/a.jl"}, {ws.pkg, "/pkg/src/b.jl"}},
              {ws.pkg})
          .status.ok());
  auto inventory = Inventory(&ws.mem, ws.pkg, testing::kVersion);
  ASSERT_EQ(inventory.size(), 2u);
  EXPECT_EQ(inventory[0].kind, "global");
  EXPECT_FALSE(inventory[0].exists);
  EXPECT_EQ(inventory[1].entries, 3u);
  EXPECT_EQ(inventory[1].bindings, 1u);
  EXPECT_GT(inventory[1].ir_bytes, 0u);
  EXPECT_EQ(inventory[1].temp_files, 0u);

  auto checks = VerifyEntries(&ws.mem, ws.pkg, testing::kVersion);
  ASSERT_EQ(checks.size(), 3u);
  for (const EntryCheck& c : checks) EXPECT_EQ(c.state, EntryCheck::State::kOk) << c.detail;

  const std::string dir = inventory[1].dir;
  std::string ir = *ws.mem.ReadFile(dir + "/P/b.ir");
  ir[ir.size() - 3] ^= 4;
  ws.Write(dir + "/P/b.ir", ir);
  ws.Write("/pkg/src/a.jl", "fn fa 1 12\n");
  checks = VerifyEntries(&ws.mem, ws.pkg, testing::kVersion);
  std::map<std::string, EntryCheck::State> states;
  for (const EntryCheck& c : checks) states[c.module_path] = c.state;
  EXPECT_EQ(states["P"], EntryCheck::State::kOk);
  EXPECT_EQ(states["P/a"], EntryCheck::State::kStale);
  EXPECT_EQ(states["P/b"], EntryCheck::State::kCorrupt);

  ASSERT_TRUE(ClearPackage(&ws.mem, ws.pkg).ok());
  EXPECT_FALSE(ws.mem.FileExists("/pkg/.kiln/cache/ir"));
  EXPECT_TRUE(ws.mem.FileExists("/pkg/src/a.jl"));
  ASSERT_TRUE(ClearGlobal(&ws.mem).ok());
}

}  // namespace
}  // namespace kiln::cache

namespace kiln::cache {
namespace {

TEST(AdminTest, StaleTemporariesAreSweptFreshOnesKept) {
  base::MemEnv env;
  ASSERT_TRUE(env.CreateDirs("/c/P").ok());
  for (const char* f :
       {"/c/P/a.ir.tmp-1-0", "/c/P/b.ir.tmp-2-0", "/c/P.bindings.probe-7", "/c/P/a.ir"}) {
    ASSERT_TRUE(base::WriteStringToFile(&env, f, "x").ok());
  }
  env.SetMtime("/c/P/a.ir.tmp-1-0", 100);
  env.SetMtime("/c/P.bindings.probe-7", 100);
  env.SetMtime("/c/P/a.ir", 100);
  EXPECT_EQ(SweepStaleTemporaries(&env, "/c", 10'000, 1'000), 2);
  EXPECT_FALSE(env.FileExists("/c/P/a.ir.tmp-1-0"));
  EXPECT_TRUE(env.FileExists("/c/P/b.ir.tmp-2-0"));  // recent: maybe a write in progress
  EXPECT_TRUE(env.FileExists("/c/P/a.ir"));
}

}  // namespace
}  // namespace kiln::cache
