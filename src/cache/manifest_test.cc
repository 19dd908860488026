#include "cache/manifest.h"

#include <gtest/gtest.h>

#include "cache/format.h"

namespace kiln::cache {
namespace {

Manifest Sample() {
  Manifest m;
  wire::BindingFile a;
  a.path = "src/a.jl";
  a.size = 10;
  a.mtime_ns = 5'000'000'000;
  a.inode = 7;
  a.source_hash = "h";
  a.module_path = "P/a";
  a.interface_hash = "i";
  a.exports = {"f"};
  a.imports = {"Base"};
  a.includes = {"src/b.jl"};
  m.files[a.path] = a;
  wire::BindingFile b = a;
  b.path = "src/b.jl";
  b.mtime_ns = 9'000'000'000;
  m.files[b.path] = b;
  return m;
}

TEST(ManifestTest, RoundTripsDeterministically) {
  auto bytes = EncodeBindings("P", Sample(), "1");
  ASSERT_TRUE(bytes.ok());
  EXPECT_EQ(*bytes, *EncodeBindings("P", Sample(), "1"));
  auto back = DecodeBindings(*bytes, "P", "1");
  ASSERT_TRUE(back.ok()) << back.status().ToString();
  EXPECT_EQ(back->files, Sample().files);
}

TEST(ManifestTest, RejectsEveryFlipTruncationAndForeignFile) {
  std::string bytes = *EncodeBindings("P", Sample(), "1");
  for (size_t i = 0; i < bytes.size(); ++i) {
    for (int bit = 0; bit < 8; ++bit) {
      std::string flipped = bytes;
      flipped[i] = static_cast<char>(flipped[i] ^ (1 << bit));
      EXPECT_FALSE(DecodeBindings(flipped, "P", "1").ok()) << i << ":" << bit;
    }
  }
  for (size_t n = 0; n < bytes.size(); ++n) {
    EXPECT_FALSE(DecodeBindings(bytes.substr(0, n), "P", "1").ok()) << n;
  }
  EXPECT_FALSE(DecodeBindings(bytes, "Q", "1").ok());
  EXPECT_EQ(DecodeBindings(bytes, "P", "2").status().code(), base::Status::Code::kUnsupported);
  EXPECT_FALSE(DecodeBindings(std::string(64, '\0'), "P", "1").ok());
}

TEST(ManifestTest, StatMatchingAndRacyEntries) {
  Manifest m = Sample();
  base::FileStat st;
  st.size = 10;
  st.mtime_ns = 5'000'000'000;
  st.inode = 7;
  EXPECT_TRUE(StatMatches(m.files["src/a.jl"], st));
  st.inode = 8;
  EXPECT_FALSE(StatMatches(m.files["src/a.jl"], st));
  st.inode = 7;
  // Written at t = 10 s: b (modified at 9 s) could still change unseen.
  MarkRacy(m, 10'000'000'000);
  EXPECT_FALSE(m.files["src/a.jl"].racy);
  EXPECT_TRUE(m.files["src/b.jl"].racy);
  st.mtime_ns = 9'000'000'000;
  EXPECT_FALSE(StatMatches(m.files["src/b.jl"], st));
}

}  // namespace
}  // namespace kiln::cache
