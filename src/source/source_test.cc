#include <gtest/gtest.h>

#include "base/mem_env.h"
#include "source/code_loading.h"
#include "source/diagnostic.h"
#include "source/source_buffer.h"

namespace kiln::source {
namespace {

TEST(SourceBufferTest, LocatesLinesAndCodePointColumns) {
  auto buf = SourceBuffer::FromString("t.jl", "x = 1\nπ = 3.14\n\nend");
  EXPECT_EQ(buf->line_count(), 4u);
  EXPECT_EQ(buf->Locate(0).line, 1u);
  EXPECT_EQ(buf->Locate(4).column, 5u);
  // "π" is two bytes; the '=' after it is column 3 of line 2.
  LineCol lc = buf->Locate(6 + 3);
  EXPECT_EQ(lc.line, 2u);
  EXPECT_EQ(lc.column, 3u);
  EXPECT_EQ(buf->LineText(2), "π = 3.14");
  EXPECT_EQ(buf->LineText(3), "");
  EXPECT_EQ(buf->LineText(4), "end");
  EXPECT_EQ(buf->Locate(1000).line, 4u);  // clamped to the end
}

TEST(SourceBufferTest, FromFileReportsMissingFile) {
  base::MemEnv env;
  auto r = SourceBuffer::FromFile(&env, "/missing.jl");
  ASSERT_FALSE(r.ok());
  EXPECT_TRUE(r.status().IsNotFound());
}

TEST(DiagnosticTest, FormatsWithCaret) {
  auto buf = SourceBuffer::FromString("prog.jl", "a = 1\nb = (2 +\n");
  DiagnosticSink sink;
  sink.Error(6 + 4, "unexpected token");
  EXPECT_TRUE(sink.has_errors());
  EXPECT_EQ(sink.Format(*buf),
            "prog.jl:2:5: error: unexpected token\n"
            "  b = (2 +\n"
            "      ^\n");
}

TEST(DiagnosticTest, CapsStoredErrors) {
  auto buf = SourceBuffer::FromString("p.jl", "x");
  DiagnosticSink sink;
  for (int i = 0; i < 60; ++i) sink.Error(0, "e");
  EXPECT_EQ(sink.error_count(), 60u);
  EXPECT_EQ(sink.diagnostics().size(), DiagnosticSink::kMaxErrors);
  EXPECT_NE(sink.Format(*buf).find("too many errors (60)"), std::string::npos);
}

}  // namespace
}  // namespace kiln::source

#include "source/package.h"

namespace kiln::source {
namespace {

TEST(PackageTest, ParsesProjectToml) {
  Package pkg;
  ASSERT_TRUE(ParseProjectToml("# a package\nname = \"Base\"\nversion = \"1.2.0\"\n"
                               "uuid = \"x\"\n\n[deps]\nname = \"ignored\"\n",
                               "Project.toml", pkg)
                  .ok());
  EXPECT_EQ(pkg.name, "Base");
  EXPECT_EQ(pkg.version, "1.2.0");
  EXPECT_EQ(pkg.namespace_, "local");
}

TEST(PackageTest, MissingNameIsAnError) {
  Package pkg;
  base::Status s = ParseProjectToml("version = \"1\"\n", "p/Project.toml", pkg);
  EXPECT_FALSE(s.ok());
  EXPECT_NE(s.message().find("p/Project.toml"), std::string::npos);
  EXPECT_FALSE(ParseProjectToml("name = \"x\nq\n", "P", pkg).ok());
  EXPECT_FALSE(ParseProjectToml("garbage line\n", "P", pkg).ok());
}

TEST(PackageTest, ModulePaths) {
  base::MemEnv env;
  ASSERT_TRUE(env.CreateDirs("/lib/Base/src/Data").ok());
  ASSERT_TRUE(base::WriteStringToFile(&env, "/lib/Base/Project.toml",
                                      "name = \"Base\"\nnamespace = \"kiln\"\n")
                  .ok());
  auto pkg = LoadPackage(&env, "/lib/Base");
  ASSERT_TRUE(pkg.ok()) << pkg.status().ToString();
  EXPECT_EQ(pkg->namespace_, "kiln");
  EXPECT_EQ(pkg->ModulePath("/lib/Base/src/Data/Vector.jl"), "Base/Data/Vector");
  EXPECT_EQ(pkg->ModulePath("/lib/Base/src/Base.jl"), "Base");
  EXPECT_EQ(pkg->ModulePath("/lib/Base/test/x.jl"), "");
  EXPECT_EQ(pkg->RelativePath("/lib/Base/src/Base.jl"), "src/Base.jl");

  Package script = ScriptPackage("/home/u/hello.jl");
  EXPECT_EQ(script.name, "hello");
  EXPECT_EQ(script.root, "/home/u");
  EXPECT_EQ(script.ModulePath("/home/u/hello.jl"), "hello");
}

TEST(CodeLoadingTest, ParsesProjectDeps) {
  Environment env;
  ASSERT_TRUE(ParseProjectDeps("name = \"App\"\nuuid = \"x\"\n\n[deps]\nGreet = \"1-2\"\n"
                               "\"Quoted\" = \"3-4\"\n\n[compat]\njulia = \"1.11\"\n",
                               "Project.toml", env)
                  .ok());
  EXPECT_EQ(env.name, "App");
  ASSERT_EQ(env.deps.size(), 2u);
  EXPECT_EQ(env.deps[0], "Greet");
  EXPECT_EQ(env.deps[1], "Quoted");
}

TEST(CodeLoadingTest, ParsesManifestPathsOfBothFormats) {
  Environment env;
  ASSERT_TRUE(ParseManifestPaths("manifest_format = \"2.0\"\n[[deps.Greet]]\npath = \"../dev/Greet\"\n"
                                 "uuid = \"1\"\n[[deps.Random]]\nuuid = \"2\"\n"
                                 "[[Old]]\npath = \"/abs/Old\"\n",
                                 "/w/app", env)
                  .ok());
  EXPECT_EQ(env.manifest_paths.size(), 2u);
  EXPECT_EQ(env.manifest_paths["Greet"], "/w/dev/Greet");
  EXPECT_EQ(env.manifest_paths["Old"], "/abs/Old");
}

TEST(CodeLoadingTest, UnterminatedHeaderIsAnError) {
  Environment env;
  EXPECT_FALSE(ParseProjectDeps("[deps\nA = \"1\"\n", "Project.toml", env).ok());
}

}  // namespace
}  // namespace kiln::source
