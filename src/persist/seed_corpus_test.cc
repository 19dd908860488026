// Keeps the fuzz seed corpus (tests/fuzz/persist) current: each seed must be
// exactly what the sample graph it names writes today, so a schema or format
// change cannot silently leave the fuzzer starting from rejected inputs.
// Regenerate with KILN_PERSIST_WRITE_SEEDS=1.
#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

#include "base/env.h"
#include "persist/persist.h"
#include "persist/sample_schema.h"

namespace kiln::persist {
namespace {

constexpr int kSeedVariants = 5;

TEST(SeedCorpusTest, SeedsAreCurrentSampleBlobs) {
  Registry registry(sample::kSeed);
  sample::RegisterSample(registry);
  base::Env* env = base::Env::Default();
  const bool regenerate = std::getenv("KILN_PERSIST_WRITE_SEEDS") != nullptr;
  for (int variant = 0; variant < kSeedVariants; ++variant) {
    sample::SampleGraph graph;
    sample::BuildSample(variant, graph);
    const std::string blob = *Write(registry, graph.module);
    ASSERT_LE(blob.size(), 4096u) << "scripts/fuzz.sh caps inputs at 4096 bytes";
    ASSERT_TRUE(sample::WalkSample(blob, registry).ok());
    const std::string path =
        std::string(KILN_PERSIST_SEED_DIR) + "/sample_v" + std::to_string(variant) + ".blob";
    if (regenerate) {
      ASSERT_TRUE(base::WriteStringToFile(env, path, blob).ok()) << path;
      continue;
    }
    auto seed = env->ReadFile(path);
    ASSERT_TRUE(seed.ok()) << seed.status().ToString()
                           << " (regenerate with KILN_PERSIST_WRITE_SEEDS=1)";
    EXPECT_EQ(*seed, blob) << path << " is stale; regenerate with KILN_PERSIST_WRITE_SEEDS=1";
  }
}

}  // namespace
}  // namespace kiln::persist
