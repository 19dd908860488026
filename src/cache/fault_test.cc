// CACHE.md §3, the rows about the file system: a read-only package folder,
// unwritable locations and full disks, untrusted directories, a process
// killed at any moment during a write, and several processes starting cold
// at once (threads over one in-memory file system stand in for processes
// here; tests/cache runs real ones).
#include <gtest/gtest.h>

#include <thread>

#include "base/fault_env.h"
#include "cache/ir_cache.h"
#include "cache/locations.h"
#include "cache/testing.h"

namespace kiln::cache {
namespace {

using testing::DefaultOptions;
using testing::RunOnce;
using testing::ToyCompiler;
using testing::Workspace;

using Files = std::vector<std::pair<source::Package, std::string>>;

Files All(const Workspace& ws) {
  return {{ws.pkg, "/pkg/src/P.jl"},
          {ws.pkg, "/pkg/src/a.jl"},
          {ws.pkg, "/pkg/src/b.jl"},
          {ws.script, "/app/main.jl"}};
}

std::string Reference(Workspace& ws) {
  ToyCompiler fresh;
  return RunOnce(&ws.mem, fresh, DefaultOptions(CacheMode::kOff), All(ws), {ws.pkg}).text;
}

TEST(FaultTest, ACrashAtAnyMutationNeverLeavesAnEntryThatValidatesWrongly) {
  // A cold run killed after n file-system mutations (every later one fails,
  // as if the process had died), for every n until a run completes; then
  // runs on the surviving files must be correct, and heal the cache.
  for (int64_t n = 0;; ++n) {
    Workspace ws;
    const std::string reference = Reference(ws);
    base::FaultInjectionEnv env(&ws.mem);
    env.CrashAfter(n);
    ToyCompiler compiler;
    auto crashed = RunOnce(&env, compiler, DefaultOptions(), All(ws), {ws.pkg});
    ASSERT_TRUE(crashed.status.ok()) << n;
    EXPECT_EQ(crashed.text, reference) << n;  // the program never noticed
    const bool done = !env.crashed();
    env.Reset();
    auto next = RunOnce(&env, compiler, DefaultOptions(), All(ws), {ws.pkg});
    ASSERT_TRUE(next.status.ok()) << n;
    EXPECT_EQ(next.text, reference) << n;  // whatever was loaded was right
    compiler.Reset();
    auto healed = RunOnce(&env, compiler, DefaultOptions(), All(ws), {ws.pkg});
    EXPECT_EQ(healed.text, reference) << n;
    EXPECT_EQ(compiler.total(), 0) << n;
    if (done) {
      EXPECT_GT(n, 10);
      break;
    }
  }
}

TEST(FaultTest, ACrashWhileReplacingStaleEntriesIsAlsoSafe) {
  for (int64_t n = 0;; ++n) {
    Workspace ws;
    ToyCompiler compiler;
    ASSERT_TRUE(RunOnce(&ws.mem, compiler, DefaultOptions(), All(ws), {ws.pkg}).status.ok());
    ws.Write("/pkg/src/a.jl", "fn fa 1 10\nfn fa2 2 21\nfn more 1 1\nstruct S x y\nglobal G 5\n");
    const std::string reference = Reference(ws);
    base::FaultInjectionEnv env(&ws.mem);
    env.CrashAfter(n);
    auto crashed = RunOnce(&env, compiler, DefaultOptions(), All(ws), {ws.pkg});
    EXPECT_EQ(crashed.text, reference) << n;
    const bool done = !env.crashed();
    env.Reset();
    auto next = RunOnce(&env, compiler, DefaultOptions(), All(ws), {ws.pkg});
    EXPECT_EQ(next.text, reference) << n;
    if (done) break;
  }
}

TEST(FaultTest, BothLocationsUnwritableStillRunsAndLeavesOneNote) {
  Workspace ws;
  const std::string reference = Reference(ws);
  base::FaultInjectionEnv env(&ws.mem);
  env.DenyWritesUnder("/pkg");
  env.DenyWritesUnder("/app");
  env.DenyWritesUnder("/data");
  ToyCompiler compiler;
  auto r = RunOnce(&env, compiler, DefaultOptions(), All(ws), {ws.pkg});
  ASSERT_TRUE(r.status.ok());
  EXPECT_EQ(r.text, reference);
  EXPECT_EQ(r.stats.entries_written, 0u);
  EXPECT_FALSE(r.stats.write_note.empty());
  std::string timings = FormatTimings(r.stats);
  EXPECT_NE(timings.find("note: the IR cache could not be written"), std::string::npos) << timings;
  EXPECT_EQ(timings.find("note:"), timings.rfind("note:"));  // one note
  EXPECT_FALSE(ws.mem.FileExists("/data/cache"));
}

TEST(FaultTest, AFullDiskStillRunsAndLeavesOneNote) {
  for (int64_t budget : {0, 1, 100, 1000}) {
    Workspace ws;
    const std::string reference = Reference(ws);
    base::FaultInjectionEnv env(&ws.mem);
    env.SetWriteBudget(budget);
    ToyCompiler compiler;
    auto r = RunOnce(&env, compiler, DefaultOptions(), All(ws), {ws.pkg});
    ASSERT_TRUE(r.status.ok());
    EXPECT_EQ(r.text, reference) << budget;
    EXPECT_NE(FormatTimings(r.stats).find("note: the IR cache could not be written"),
              std::string::npos)
        << budget;
    env.Reset();
    auto next = RunOnce(&env, compiler, DefaultOptions(), All(ws), {ws.pkg});
    EXPECT_EQ(next.text, reference) << budget;
    EXPECT_TRUE(next.stats.write_note.empty()) << budget;
  }
}

TEST(FaultTest, APackageFolderThatCannotBeWrittenFallsBackToTheGlobalLocation) {
  Workspace ws;
  base::FaultInjectionEnv env(&ws.mem);
  env.DenyWritesUnder("/pkg");
  ToyCompiler compiler;
  auto r = RunOnce(&env, compiler, DefaultOptions(), All(ws), {ws.pkg});
  EXPECT_TRUE(r.stats.write_note.empty());
  compiler.Reset();
  auto warm = RunOnce(&env, compiler, DefaultOptions(), All(ws), {ws.pkg});
  EXPECT_EQ(compiler.total(), 0);
  for (const UnitEvent& u : warm.stats.units) {
    EXPECT_EQ(u.location, "global") << u.module_path;  // a script's entries are global anyway
  }
}

TEST(FaultTest, ABadEntryInAReadOnlyLocationIsRememberedAndSkipped) {
  Workspace ws;
  ToyCompiler compiler;
  Files files = {{ws.pkg, "/pkg/src/a.jl"}};
  ASSERT_TRUE(RunOnce(&ws.mem, compiler, DefaultOptions(), files, {ws.pkg}).status.ok());
  const std::string pkg_dir = "/pkg/.kiln/cache/ir/kiln-" + std::string(testing::kVersion);
  std::string ir = *ws.mem.ReadFile(pkg_dir + "/P/a.ir");
  ir[ir.size() / 2] ^= 1;
  ws.Write(pkg_dir + "/P/a.ir", ir);
  ws.mem.SetReadOnlyDir("/pkg", true);

  auto first = RunOnce(&ws.mem, compiler, DefaultOptions(), files, {ws.pkg});
  ASSERT_EQ(first.stats.units.size(), 1u);
  EXPECT_EQ(first.stats.units[0].reason, "global: no entry; package: bad .ir: blob hash mismatch");
  EXPECT_EQ(*ws.mem.ReadFile(pkg_dir + "/P/a.ir"), ir);  // read-only: left alone
  const std::string global = LocationsFor(&ws.mem, ws.pkg, testing::kVersion).global_dir;
  EXPECT_TRUE(ws.mem.FileExists(global + "/P/a.bad"));
  EXPECT_TRUE(ws.mem.FileExists(global + "/P/a.ir"));

  // Without the global entry, the package's is skipped without rehashing it.
  ASSERT_TRUE(ws.mem.RemoveFile(global + "/P/a.ir").ok());
  ASSERT_TRUE(ws.mem.RemoveFile(global + "/P/a.meta").ok());
  auto second = RunOnce(&ws.mem, compiler, DefaultOptions(), files, {ws.pkg});
  ASSERT_EQ(second.stats.units.size(), 1u);
  EXPECT_EQ(second.stats.units[0].reason, "global: no entry; package: entry known to be bad");
  EXPECT_EQ(second.stats.total_mapped(), 0u);
}

// Reports chosen directories as writable by everyone.
class OpenDirEnv : public base::FaultInjectionEnv {
 public:
  OpenDirEnv(base::Env* target, std::string dir) : FaultInjectionEnv(target), dir_(dir) {}
  base::ErrorOr<base::FileStat> Stat(const std::string& path) override {
    auto st = FaultInjectionEnv::Stat(path);
    if (st.ok() && path == dir_) st->mode = 0777;
    return st;
  }

 private:
  std::string dir_;
};

TEST(FaultTest, UntrustedDirectoriesAreNeitherReadNorWritten) {
  Workspace ws;
  ToyCompiler compiler;
  Files files = {{ws.pkg, "/pkg/src/a.jl"}};
  ASSERT_TRUE(RunOnce(&ws.mem, compiler, DefaultOptions(), files, {ws.pkg}).status.ok());
  OpenDirEnv env(&ws.mem, "/pkg/.kiln/cache");
  compiler.Reset();
  auto r = RunOnce(&env, compiler, DefaultOptions(), files, {ws.pkg});
  ASSERT_EQ(r.stats.units.size(), 1u);
  EXPECT_EQ(r.stats.units[0].reason, "global: no entry; package: untrusted directory");
  EXPECT_EQ(compiler.total(), 1);
  // Stored globally instead.
  compiler.Reset();
  auto again = RunOnce(&env, compiler, DefaultOptions(), files, {ws.pkg});
  EXPECT_EQ(compiler.total(), 0);
  EXPECT_EQ(again.stats.units[0].location, "global");
}

TEST(FaultTest, SeveralColdStartsAtOnceAllSucceedAndLeaveAValidCache) {
  for (int round = 0; round < 5; ++round) {
    Workspace ws;
    const std::string reference = Reference(ws);
    ToyCompiler compiler;
    std::vector<std::string> outputs(4);
    std::vector<std::thread> threads;
    for (int t = 0; t < 4; ++t) {
      threads.emplace_back([&, t] {
        outputs[t] = RunOnce(&ws.mem, compiler, DefaultOptions(), All(ws), {ws.pkg}).text;
      });
    }
    for (std::thread& t : threads) t.join();
    for (const std::string& out : outputs) EXPECT_EQ(out, reference);
    compiler.Reset();
    auto warm = RunOnce(&ws.mem, compiler, DefaultOptions(), All(ws), {ws.pkg});
    EXPECT_EQ(warm.text, reference);
    EXPECT_EQ(compiler.total(), 0) << round;
  }
}

}  // namespace
}  // namespace kiln::cache
