// IrCache end to end on an in-memory file system: cold and warm runs,
// laziness, modes, locations.
#include "cache/ir_cache.h"

#include <gtest/gtest.h>

#include "cache/entry_writer.h"
#include "cache/format.h"
#include "cache/locations.h"
#include "cache/testing.h"

namespace kiln::cache {
namespace {

using testing::DefaultOptions;
using testing::RunOnce;
using testing::ToyCompiler;
using testing::Workspace;

class IrCacheTest : public ::testing::Test {
 protected:
  std::vector<std::pair<source::Package, std::string>> Files() const {
    return {{ws.pkg, "/pkg/src/P.jl"},
            {ws.pkg, "/pkg/src/a.jl"},
            {ws.pkg, "/pkg/src/b.jl"},
            {ws.script, "/app/main.jl"}};
  }
  testing::RunResult Run(CacheOptions options = DefaultOptions()) {
    return RunOnce(&ws.mem, compiler, options, Files(), {ws.pkg});
  }
  // The reference: everything compiled with the cache off.
  std::string Reference() {
    ToyCompiler fresh;
    auto r = RunOnce(&ws.mem, fresh, DefaultOptions(CacheMode::kOff), Files(), {ws.pkg});
    EXPECT_TRUE(r.status.ok()) << r.status.ToString();
    return r.text;
  }
  std::string PackageDir() const {
    return "/pkg/.kiln/cache/ir/kiln-" + std::string(testing::kVersion);
  }

  Workspace ws;
  ToyCompiler compiler;
};

TEST_F(IrCacheTest, ColdRunWritesAndWarmRunLoadsEverythingFromCache) {
  const std::string reference = Reference();
  auto cold = Run();
  ASSERT_TRUE(cold.status.ok()) << cold.status.ToString();
  EXPECT_EQ(cold.text, reference);
  EXPECT_EQ(cold.stats.compiled(), 4u);
  EXPECT_EQ(cold.stats.write_failures, 0u);
  EXPECT_TRUE(ws.mem.FileExists(PackageDir() + "/P.ir"));
  EXPECT_TRUE(ws.mem.FileExists(PackageDir() + "/P/a.meta"));
  EXPECT_TRUE(ws.mem.FileExists(PackageDir() + "/P.bindings"));
  // A stand-alone script's entry is global: nothing is written beside it.
  const std::string script_dir = LocationsFor(&ws.mem, ws.script, testing::kVersion).global_dir;
  EXPECT_TRUE(ws.mem.FileExists(script_dir + "/main.ir"));
  EXPECT_FALSE(ws.mem.FileExists("/app/.kiln"));

  compiler.Reset();
  auto warm = Run();
  ASSERT_TRUE(warm.status.ok()) << warm.status.ToString();
  EXPECT_EQ(warm.text, reference);
  EXPECT_EQ(compiler.total(), 0);
  EXPECT_EQ(warm.stats.loaded(), 4u);
  EXPECT_EQ(warm.stats.entries_written, 0u);
  for (const UnitEvent& u : warm.stats.units) {
    EXPECT_EQ(u.location, u.module_path == "main" ? "global" : "package") << u.module_path;
  }
}

TEST_F(IrCacheTest, OpeningAModuleDecodesNoMethodOrBodyUntilOneIsAskedFor) {
  ASSERT_TRUE(Run().status.ok());
  IrCache cache(&ws.mem, DefaultOptions(), compiler.AsFn());
  auto loaded = cache.Load(ws.pkg, "/pkg/src/a.jl");
  ASSERT_TRUE(loaded.ok());
  ASSERT_TRUE(loaded->from_cache);
  StatsSnapshot s = cache.stats();
  EXPECT_EQ(s.bodies_decoded, 0u);
  const uint64_t definitions = s.total_decoded();
  EXPECT_GT(definitions, 0u);
  EXPECT_LT(definitions, s.total_mapped());
  const ir::ModuleIr& m = loaded->file->module(0);
  ASSERT_FALSE(m.methods().empty());
  EXPECT_TRUE(m.method_stubs());
  auto method = loaded->file->Method(0, ir::MethodDefId(0));
  ASSERT_TRUE(method.ok()) << method.status().ToString();
  // The definition itself was decoded, its body not.
  EXPECT_GT(cache.stats().total_decoded(), definitions);
  EXPECT_EQ(cache.stats().bodies_decoded, 0u);
  const uint64_t with_method = cache.stats().total_decoded();
  const ir::BodyId body = (*method)->body;
  auto tape = loaded->file->Tape(0, body);
  ASSERT_TRUE(tape.ok()) << tape.status().ToString();
  s = cache.stats();
  EXPECT_EQ(s.bodies_decoded, 1u);
  EXPECT_GT(s.total_decoded(), with_method);
  // A second request is served from memory.
  EXPECT_EQ(*loaded->file->Method(0, ir::MethodDefId(0)), *method);
  auto again = loaded->file->Tape(0, body);
  ASSERT_TRUE(again.ok());
  EXPECT_EQ(*again, *tape);
  EXPECT_EQ(cache.stats().bodies_decoded, 1u);
}

TEST_F(IrCacheTest, PrefetchingAPackageChangesNothingLoadedFromIt) {
  const std::string reference = Reference();
  ASSERT_TRUE(Run().status.ok());
  for (int round = 0; round < 3; ++round) {
    IrCache cache(&ws.mem, DefaultOptions(), compiler.AsFn());
    cache.Prefetch(ws.pkg);
    std::string text;
    for (const std::string path : {"/pkg/src/P.jl", "/pkg/src/a.jl", "/pkg/src/b.jl"}) {
      auto loaded = cache.Load(ws.pkg, path);
      ASSERT_TRUE(loaded.ok()) << loaded.status().ToString();
      EXPECT_TRUE(loaded->from_cache) << path;
      text += testing::Describe(*loaded->file);
    }
    // Whatever the decoding thread got to first, each file reads as without it.
    IrCache plain(&ws.mem, DefaultOptions(), compiler.AsFn());
    std::string expected;
    for (const std::string path : {"/pkg/src/P.jl", "/pkg/src/a.jl", "/pkg/src/b.jl"}) {
      auto loaded = plain.Load(ws.pkg, path);
      ASSERT_TRUE(loaded.ok());
      std::string one = testing::Describe(*loaded->file);
      EXPECT_NE(reference.find(one), std::string::npos) << path;  // as compiled
      expected += one;
    }
    EXPECT_EQ(text, expected);
  }
  EXPECT_EQ(compiler.total(), 4);  // only the cold run compiled
}

TEST_F(IrCacheTest, CacheOffNeitherReadsNorWrites) {
  auto r = Run(DefaultOptions(CacheMode::kOff));
  ASSERT_TRUE(r.status.ok());
  EXPECT_FALSE(ws.mem.FileExists("/pkg/.kiln"));
  EXPECT_FALSE(ws.mem.FileExists("/data"));
  ASSERT_TRUE(Run().status.ok());
  compiler.Reset();
  r = Run(DefaultOptions(CacheMode::kOff));
  EXPECT_EQ(compiler.total(), 4);
  EXPECT_EQ(r.stats.loaded(), 0u);
}

TEST_F(IrCacheTest, RequireFailsNamingTheEntryAndTheReasonThenPassesWhenWarm) {
  auto cold = Run(DefaultOptions(CacheMode::kRequire));
  ASSERT_FALSE(cold.status.ok());
  EXPECT_EQ(cold.status.code(), base::Status::Code::kFailedPrecondition);
  EXPECT_NE(cold.status.message().find("P.meta"), std::string::npos) << cold.status.message();
  EXPECT_NE(cold.status.message().find("no entry"), std::string::npos) << cold.status.message();
  EXPECT_EQ(compiler.total(), 0);
  EXPECT_FALSE(ws.mem.FileExists("/pkg/.kiln"));  // require never writes

  ASSERT_TRUE(Run().status.ok());
  compiler.Reset();
  auto warm = Run(DefaultOptions(CacheMode::kRequire));
  EXPECT_TRUE(warm.status.ok()) << warm.status.ToString();
  EXPECT_EQ(compiler.total(), 0);

  ws.Write("/pkg/src/a.jl", "fn fa 1 11\nfn fa2 2 20\nstruct S x y\nglobal G 5\n");
  auto stale = Run(DefaultOptions(CacheMode::kRequire));
  ASSERT_FALSE(stale.status.ok());
  EXPECT_NE(stale.status.message().find("P/a.meta"), std::string::npos) << stale.status.message();
  EXPECT_NE(stale.status.message().find("source changed"), std::string::npos)
      << stale.status.message();
}

TEST_F(IrCacheTest, FilesWithErrorsAreReportedAndNeverCached) {
  ws.Write("/app/main.jl", "using P\nerror unexpected token\n");
  auto cold = Run();
  ASSERT_TRUE(cold.status.ok());
  EXPECT_NE(cold.text.find("error: unexpected token"), std::string::npos);
  compiler.Reset();
  auto warm = Run();
  EXPECT_EQ(warm.text, cold.text);
  EXPECT_EQ(compiler.count("/app/main.jl"), 1);
}

TEST_F(IrCacheTest, ReadOnlyPackageFolderUsesTheGlobalLocation) {
  ws.mem.SetReadOnlyDir("/pkg", true);
  const std::string reference = Reference();
  auto cold = Run();
  ASSERT_TRUE(cold.status.ok());
  EXPECT_EQ(cold.text, reference);
  EXPECT_FALSE(ws.mem.FileExists("/pkg/.kiln"));
  Locations loc = LocationsFor(&ws.mem, ws.pkg, testing::kVersion);
  EXPECT_TRUE(ws.mem.FileExists(loc.global_dir + "/P/a.ir")) << loc.global_dir;
  compiler.Reset();
  auto warm = Run();
  EXPECT_EQ(warm.text, reference);
  EXPECT_EQ(compiler.count("/pkg/src/a.jl"), 0);
  EXPECT_EQ(cold.stats.write_failures, 0u);
}

TEST_F(IrCacheTest, GlobalLocationIsLookedAtFirst) {
  ws.mem.SetReadOnlyDir("/pkg", true);
  ASSERT_TRUE(Run().status.ok());
  ws.mem.SetReadOnlyDir("/pkg", false);
  compiler.Reset();
  auto warm = Run();
  EXPECT_EQ(compiler.total(), 0);
  for (const UnitEvent& u : warm.stats.units) {
    if (u.package == "P") {
      EXPECT_EQ(u.location, "global");
    }
  }
  EXPECT_FALSE(ws.mem.FileExists(PackageDir() + "/P.ir"));  // a valid entry exists: not rewritten
}

TEST_F(IrCacheTest, MovingAPackageKeepsItsCacheValid) {
  ASSERT_TRUE(Run().status.ok());
  // Entries name no absolute path.
  for (const char* name : {"/P.ir", "/P.meta", "/P/a.ir", "/P/a.meta", "/P.bindings"}) {
    auto bytes = ws.mem.ReadFile(PackageDir() + name);
    ASSERT_TRUE(bytes.ok()) << name;
    EXPECT_EQ(bytes->find("/pkg"), std::string::npos) << name;
  }
  // Copy /pkg to /moved, cache included.
  std::vector<std::string> work = {"/pkg"};
  while (!work.empty()) {
    std::string dir = work.back();
    work.pop_back();
    auto names = ws.mem.ListDir(dir);
    ASSERT_TRUE(names.ok());
    for (const std::string& n : *names) {
      std::string from = dir + "/" + n;
      std::string to = "/moved" + from.substr(4);
      auto st = ws.mem.Stat(from);
      if (st->is_dir) {
        work.push_back(from);
      } else {
        ws.Write(to, *ws.mem.ReadFile(from));
      }
    }
  }
  source::Package moved = ws.pkg;
  moved.root = "/moved";
  compiler.Reset();
  auto r = RunOnce(&ws.mem, compiler, DefaultOptions(), {{moved, "/moved/src/a.jl"}}, {moved});
  ASSERT_TRUE(r.status.ok());
  EXPECT_EQ(compiler.total(), 0);
  ASSERT_EQ(r.stats.units.size(), 1u);
  EXPECT_EQ(r.stats.units[0].location, "package");
}

TEST_F(IrCacheTest, TimingsReportCountsBytesAndMisses) {
  auto cold = Run();
  std::string text = FormatTimings(cold.stats);
  EXPECT_NE(text.find("0 modules loaded from cache, 4 compiled"), std::string::npos) << text;
  EXPECT_NE(text.find("compiled P/a: global: no entry; package: no entry"), std::string::npos)
      << text;
  auto warm = Run();
  text = FormatTimings(warm.stats);
  EXPECT_NE(text.find("4 modules loaded from cache, 0 compiled"), std::string::npos) << text;
  EXPECT_NE(text.find("IR: decoded "), std::string::npos) << text;
  EXPECT_NE(text.find(" bytes, mapped "), std::string::npos) << text;
  EXPECT_NE(text.find("    P: decoded "), std::string::npos) << text;
  EXPECT_EQ(text.find("note:"), std::string::npos) << text;
}

TEST_F(IrCacheTest, VouchedSourcesStandInForStatsHashesAndTheManifest) {
  const std::string reference = Reference();
  ASSERT_TRUE(Run().status.ok());
  PackageSources sources;
  {
    IrCache cache(&ws.mem, DefaultOptions(), compiler.AsFn());
    for (const auto& [pkg, path] : Files()) ASSERT_TRUE(cache.Load(pkg, path).ok()) << path;
    sources = cache.Sources(ws.pkg);
  }
  ASSERT_EQ(sources.files.size(), 3u);
  EXPECT_EQ(sources.files[0].path, "/pkg/src/P.jl");
  for (const PackageSources::File& f : sources.files) {
    auto text = ws.mem.ReadFile(f.path);
    ASSERT_TRUE(text.ok());
    EXPECT_EQ(f.source_hash, ContentHash(*text)) << f.path;
  }
  ASSERT_FALSE(sources.interfaces.empty());
  EXPECT_EQ(sources.interfaces[0].first, "P");

  // Without its manifest, the package's sources are known from what was vouched:
  // everything loads from the cache, and the manifest is left as it is.
  const std::string manifest = PackageDir() + "/P.bindings";
  ASSERT_TRUE(ws.mem.RemoveFile(manifest).ok());
  compiler.Reset();
  {
    IrCache cache(&ws.mem, DefaultOptions(), compiler.AsFn());
    cache.Vouch(ws.pkg, sources);
    std::string text;
    for (const auto& [pkg, path] : Files()) {
      auto loaded = cache.Load(pkg, path);
      ASSERT_TRUE(loaded.ok()) << path;
      EXPECT_TRUE(loaded->from_cache) << path;
    }
    cache.Finish(-1);
    EXPECT_EQ(compiler.total(), 0);
  }
  EXPECT_FALSE(ws.mem.FileExists(manifest));

  // The vouched hash is the one entries are checked against: a wrong one is a
  // changed source, and that file alone is compiled again.
  sources.files[1].source_hash = ContentHash("something else");
  {
    IrCache cache(&ws.mem, DefaultOptions(), compiler.AsFn());
    cache.Vouch(ws.pkg, sources);
    auto loaded = cache.Load(ws.pkg, sources.files[1].path);
    ASSERT_TRUE(loaded.ok());
    EXPECT_FALSE(loaded->from_cache);
    EXPECT_EQ(compiler.total(), 1);
  }
  // Unvouched, the manifest is rebuilt from the sources.
  auto plain = Run();
  ASSERT_TRUE(plain.status.ok());
  EXPECT_EQ(plain.text, reference);
  EXPECT_TRUE(ws.mem.FileExists(manifest));
}

}  // namespace
}  // namespace kiln::cache
