// Every language test program, compiled by the real parser and lowering,
// survives the cache unchanged: the definitions and every body's tape read
// back from an entry equal those encoded from the fresh IR.
#include <gtest/gtest.h>

#include <filesystem>

#include "cache/compile.h"
#include "cache/compiled_files.h"
#include "cache/entry_reader.h"
#include "cache/entry_writer.h"
#include "cache/testing.h"

namespace kiln::cache {
namespace {

TEST(RealCompilerTest, EveryLanguageTestRoundTripsThroughAnEntry) {
  if (!HaveCompiler()) GTEST_SKIP() << "no parser and lowering in this build";
  std::vector<std::string> programs;
  for (const auto& e : std::filesystem::recursive_directory_iterator(KILN_TESTS_DIR)) {
    if (e.is_regular_file() && e.path().extension() == ".jl") programs.push_back(e.path());
  }
  std::sort(programs.begin(), programs.end());
  ASSERT_GT(programs.size(), 50u);
  int compiled = 0;
  int uncacheable = 0;
  for (const std::string& path : programs) {
    auto text = base::Env::Default()->ReadFile(path);
    ASSERT_TRUE(text.ok());
    source::Package pkg = source::ScriptPackage(path);
    CompileOutput out = CompileSource(pkg, path, *text);
    if (out.has_errors || out.file.modules.empty()) continue;
    ++compiled;
    auto shared = std::make_shared<const ir::FileIr>(std::move(out.file));
    FreshCompiledFile fresh(path, shared);
    const std::string expected = testing::Describe(fresh);
    const std::string rel = pkg.RelativePath(path);
    auto bytes = EncodeEntry(*shared, rel, "digest");
    if (!bytes.ok()) {
      // A body the tape encoder or verifier rejects is not cacheable; the
      // program fails the same way without a cache.
      EXPECT_NE(expected.find("error "), std::string::npos) << path;
      ++uncacheable;
      continue;
    }
    base::MemEnv env;
    ASSERT_TRUE(base::WriteStringToFile(&env, "/e.ir", *bytes).ok());
    auto opened = OpenBlob(&env, "/e.ir", ContentHash(*bytes), rel);
    ASSERT_TRUE(opened.ok()) << path << ": " << opened.status().ToString();
    ASSERT_TRUE(VerifyAllBodies(*opened).ok()) << path;
    CachedCompiledFile cached(path, "t", std::move(opened).value(), nullptr,
                              std::make_shared<Stats>(), &env);
    EXPECT_EQ(testing::Describe(cached), expected) << path;
  }
  EXPECT_GT(compiled, 50);
  EXPECT_LT(uncacheable, 5);
}

}  // namespace
}  // namespace kiln::cache
