// The prefetcher: entries decoded on its thread are handed over only for the
// .ir and blob hash asked for, and read exactly as the main thread would.
#include "cache/prefetcher.h"

#include <gtest/gtest.h>

#include "cache/compiled_files.h"
#include "cache/entry_writer.h"
#include "cache/meta.h"
#include "cache/testing.h"

namespace kiln::cache {
namespace {

using testing::DefaultOptions;
using testing::RunOnce;
using testing::ToyCompiler;
using testing::Workspace;

class PrefetcherTest : public ::testing::Test {
 protected:
  PrefetcherTest() {
    auto cold = RunOnce(&ws.mem, compiler, DefaultOptions(),
                        {{ws.pkg, "/pkg/src/P.jl"}, {ws.pkg, "/pkg/src/a.jl"}}, {ws.pkg});
    EXPECT_TRUE(cold.status.ok()) << cold.status.ToString();
  }
  std::string Entry(const std::string& name, const char* ext) const {
    return "/pkg/.kiln/cache/ir/kiln-" + std::string(testing::kVersion) + "/P/" + name + ext;
  }
  Prefetcher::Job JobFor(const std::string& name) const {
    return {"src/" + name + ".jl", {{Entry(name, ".meta"), Entry(name, ".ir")}}};
  }
  std::string BlobHash(const std::string& name) {
    auto meta = MetaFromJson(*ws.mem.ReadFile(Entry(name, ".meta")));
    EXPECT_TRUE(meta.ok());
    return meta.ok() ? meta->blob_hash : "";
  }
  // What the main thread reads for the same entry, described.
  std::string Direct(const std::string& name) {
    auto opened = OpenBlob(&ws.mem, Entry(name, ".ir"), BlobHash(name), "src/" + name + ".jl");
    EXPECT_TRUE(opened.ok()) << opened.status().ToString();
    return Describe(std::move(opened).value());
  }
  std::string Describe(OpenedEntry entry) {
    CachedCompiledFile file("x.jl", "P", std::move(entry), nullptr, std::make_shared<Stats>(),
                            &ws.mem);
    return testing::Describe(file);
  }

  Workspace ws;
  ToyCompiler compiler;
};

TEST_F(PrefetcherTest, HandsOverTheEntryAskedForWithItsBlobHash) {
  Prefetcher prefetcher(&ws.mem);
  prefetcher.Post({JobFor("a")});
  prefetcher.Drain();
  EXPECT_FALSE(prefetcher.Take(Entry("a", ".ir"), "another blob").has_value());
  // A hand-over is taken once: after a refusal it is gone too.
  EXPECT_FALSE(prefetcher.Take(Entry("a", ".ir"), BlobHash("a")).has_value());

  prefetcher.Post({JobFor("a")});
  prefetcher.Drain();
  std::optional<OpenedEntry> ahead = prefetcher.Take(Entry("a", ".ir"), BlobHash("a"));
  ASSERT_TRUE(ahead.has_value());
  EXPECT_EQ(Describe(std::move(*ahead)), Direct("a"));
  EXPECT_EQ(prefetcher.taken(), 1u);
  EXPECT_FALSE(prefetcher.Take(Entry("b", ".ir"), BlobHash("a")).has_value());  // never posted
}

TEST_F(PrefetcherTest, HandsOverTheMetaItReadOnceAndKeepsTheEntry) {
  Prefetcher prefetcher(&ws.mem);
  std::string bytes;
  Meta meta;
  EXPECT_FALSE(prefetcher.TakeMeta(Entry("a", ".ir"), &bytes, &meta));  // not posted
  prefetcher.Post({JobFor("a")});
  prefetcher.Drain();
  ASSERT_TRUE(prefetcher.TakeMeta(Entry("a", ".ir"), &bytes, &meta));
  EXPECT_EQ(bytes, *ws.mem.ReadFile(Entry("a", ".meta")));
  EXPECT_EQ(meta.blob_hash, BlobHash("a"));
  EXPECT_EQ(meta.source, "src/a.jl");
  EXPECT_FALSE(prefetcher.TakeMeta(Entry("a", ".ir"), &bytes, &meta));  // once
  std::optional<OpenedEntry> ahead = prefetcher.Take(Entry("a", ".ir"), BlobHash("a"));
  ASSERT_TRUE(ahead.has_value());
  EXPECT_EQ(Describe(std::move(*ahead)), Direct("a"));
}

TEST_F(PrefetcherTest, LooksInTheNextPlaceOnlyWhenAPlaceHasNoMeta) {
  Prefetcher prefetcher(&ws.mem);
  Prefetcher::Job job = JobFor("a");
  job.places.insert(job.places.begin(), {"/nowhere/a.meta", "/nowhere/a.ir"});
  prefetcher.Post({job});
  prefetcher.Drain();
  EXPECT_TRUE(prefetcher.Take(Entry("a", ".ir"), BlobHash("a")).has_value());
}

TEST_F(PrefetcherTest, ACorruptEntryIsNeverHandedOver) {
  std::string ir = *ws.mem.ReadFile(Entry("a", ".ir"));
  ir[ir.size() / 2] ^= 0x20;
  ASSERT_TRUE(base::WriteStringToFile(&ws.mem, Entry("a", ".ir"), ir).ok());
  Prefetcher prefetcher(&ws.mem);
  prefetcher.Post({JobFor("a")});
  prefetcher.Drain();
  EXPECT_FALSE(prefetcher.Take(Entry("a", ".ir"), BlobHash("a")).has_value());
}

TEST_F(PrefetcherTest, NothingIsQueuedAfterShutdown) {
  Prefetcher prefetcher(&ws.mem);
  prefetcher.Shutdown();
  prefetcher.Post({JobFor("a")});
  prefetcher.Drain();  // returns at once: nothing is queued or running
  EXPECT_FALSE(prefetcher.Take(Entry("a", ".ir"), BlobHash("a")).has_value());
}

// Through the cache: a warm load with prefetching reads what a cold one compiled.
TEST_F(PrefetcherTest, WarmLoadsGiveTheSameFilesWithPrefetching) {
  std::vector<std::pair<source::Package, std::string>> files = {
      {ws.pkg, "/pkg/src/P.jl"}, {ws.pkg, "/pkg/src/a.jl"}, {ws.pkg, "/pkg/src/b.jl"}};
  ToyCompiler fresh;
  auto reference = RunOnce(&ws.mem, fresh, DefaultOptions(CacheMode::kOff), files, {ws.pkg});
  ASSERT_TRUE(RunOnce(&ws.mem, compiler, DefaultOptions(), files, {ws.pkg}).status.ok());
  for (int i = 0; i < 20; ++i) {
    compiler.Reset();
    auto warm = RunOnce(&ws.mem, compiler, DefaultOptions(), files, {ws.pkg});
    ASSERT_TRUE(warm.status.ok()) << warm.status.ToString();
    EXPECT_EQ(warm.text, reference.text);
    EXPECT_EQ(compiler.total(), 0);
    EXPECT_LE(warm.stats.prefetched, 3u);
  }
}

}  // namespace
}  // namespace kiln::cache
