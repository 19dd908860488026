#include <gtest/gtest.h>

#include "base/mem_env.h"
#include "cache/locations.h"
#include "cache/meta.h"

namespace kiln::cache {
namespace {

TEST(LocationsTest, FollowCacheMdLayout) {
  base::MemEnv env;
  ASSERT_TRUE(env.SetEnvVar("KILN_DATA", "/data").ok());
  source::Package pkg;
  pkg.root = "/src/Base";
  pkg.name = "Base";
  Locations loc = LocationsFor(&env, pkg, "0.1.0");
  EXPECT_EQ(loc.package_dir, "/src/Base/.kiln/cache/ir/kiln-0.1.0");
  EXPECT_EQ(loc.global_dir, "/data/cache/ir/" + PackageHash(pkg) + "/kiln-0.1.0");
  EXPECT_EQ(PackageHash(pkg).size(), 56u);  // SHA3-224 in hex
  source::Package versioned = pkg;
  versioned.version = "1.0.0";
  EXPECT_NE(PackageHash(pkg), PackageHash(versioned));
}

TEST(LocationsTest, DataDirFallbacks) {
  base::MemEnv env;
  EXPECT_EQ(KilnDataDir(&env), "");
  ASSERT_TRUE(env.SetEnvVar("HOME", "/home/u").ok());
  EXPECT_EQ(KilnDataDir(&env), "/home/u/.local/share/kiln");
  ASSERT_TRUE(env.SetEnvVar("XDG_DATA_HOME", "/xdg").ok());
  EXPECT_EQ(KilnDataDir(&env), "/xdg/kiln");
  ASSERT_TRUE(env.SetEnvVar("KILN_DATA", "/k").ok());
  EXPECT_EQ(KilnDataDir(&env), "/k");
}

TEST(LocationsTest, TrustRequiresPrivateDirectories) {
  base::MemEnv env;
  ASSERT_TRUE(env.CreateDirs("/mine").ok());
  EXPECT_TRUE(IsTrustedDir(&env, "/mine"));
  EXPECT_TRUE(IsTrustedDir(&env, "/missing"));
  ASSERT_TRUE(base::WriteStringToFile(&env, "/file", "x").ok());
  EXPECT_FALSE(IsTrustedDir(&env, "/file"));
}

TEST(MetaTest, RoundTripsAndIsDeterministic) {
  Meta meta{"s",
            "b",
            "resolved",
            "f1",
            "0.1.0",
            "i",
            {{"Base", "h1"}, {"Base/Data", "h2"}},
            "src/x.jl",
            "Base/x",
            {"f"},
            {"src/y.jl"}};
  std::string json = MetaToJson(meta);
  EXPECT_EQ(json, MetaToJson(meta));
  auto back = MetaFromJson(json);
  ASSERT_TRUE(back.ok()) << back.status().ToString();
  EXPECT_EQ(*back, meta);
  EXPECT_NE(json.find("\"sourceHash\": \"s\""), std::string::npos);
}

TEST(MetaTest, RejectsEveryTruncationAndGarbage) {
  Meta meta{"s",        "b",      "resolved", "f1", "0.1.0", "i", {{"Base", "h1"}},
            "src/x.jl", "Base/x", {},         {}};
  std::string json = MetaToJson(meta);
  // Every proper prefix is incomplete JSON (the object closes at the end).
  for (size_t n = 0; n + 1 < json.size(); ++n) {
    EXPECT_FALSE(MetaFromJson(json.substr(0, n)).ok()) << n;
  }
  EXPECT_FALSE(MetaFromJson("").ok());
  EXPECT_FALSE(MetaFromJson("[1, 2]").ok());
  EXPECT_FALSE(MetaFromJson("{\"sourceHash\": 5}").ok());
  EXPECT_FALSE(MetaFromJson(std::string("\xff\xfe\x00garbage", 10)).ok());
}

TEST(MetaTest, ReadsEscapesAndSkipsUnknownKeys) {
  Meta meta{"s",  "b", "resolved", "f1", "0.1.0", "i", {{"Base", "h1"}}, "src/\xc3\xbc \"q\"\n.jl",
            "M", {"\x01ctl", "tab\t", "back\\slash"}, {}};
  std::string json = MetaToJson(meta);
  auto back = MetaFromJson(json);
  ASSERT_TRUE(back.ok()) << back.status().ToString() << "\n" << json;
  EXPECT_EQ(*back, meta);

  // Keys a later version might add are skipped, whatever their values.
  std::string extended = json;
  extended.insert(extended.find('{') + 1,
                  "\"future\": {\"a\": [1, -2.5e3, true, false, null, {\"b\": \"c\"}, []]},");
  back = MetaFromJson(extended);
  ASSERT_TRUE(back.ok()) << back.status().ToString();
  EXPECT_EQ(*back, meta);

  // \u escapes, with surrogate pairs, become UTF-8; a lone surrogate is an error.
  std::string pair = json;
  pair.replace(pair.find("\"M\""), 3, "\"\\u00fc\\ud83d\\ude00\"");
  back = MetaFromJson(pair);
  ASSERT_TRUE(back.ok()) << back.status().ToString();
  EXPECT_EQ(back->module, "\xc3\xbc\xf0\x9f\x98\x80");
  std::string lone = json;
  lone.replace(lone.find("\"M\""), 3, "\"\\ud83d\"");
  EXPECT_FALSE(MetaFromJson(lone).ok());
}

TEST(MetaTest, RejectsMissingFieldsWrongTypesAndTrailingBytes) {
  Meta meta{"s", "b", "resolved", "f1", "0.1.0", "i", {{"Base", "h1"}}, "src/x.jl", "M", {}, {}};
  const std::string json = MetaToJson(meta);
  ASSERT_TRUE(MetaFromJson(json).ok());
  EXPECT_FALSE(MetaFromJson(json + "x").ok());
  EXPECT_FALSE(MetaFromJson(json + "{}").ok());
  for (std::string_view key : {"\"sourceHash\"", "\"imports\"", "\"exports\"", "\"module\""}) {
    std::string renamed = json;
    renamed.replace(renamed.find(key), key.size(), "\"other\"");
    EXPECT_FALSE(MetaFromJson(renamed).ok()) << key;
  }
  std::string import_without_hash = json;
  import_without_hash.replace(import_without_hash.find("\"interfaceHash\": \"h1\""),
                              std::string_view("\"interfaceHash\": \"h1\"").size(), "\"x\": 1");
  EXPECT_FALSE(MetaFromJson(import_without_hash).ok());
  std::string number = json;
  number.replace(number.find("\"s\""), 3, "5");
  EXPECT_FALSE(MetaFromJson(number).ok());
  // Deep nesting in a skipped value is refused, not recursed into without end.
  std::string deep = json;
  deep.insert(deep.find('{') + 1, "\"x\": " + std::string(100000, '[') + ",");
  EXPECT_FALSE(MetaFromJson(deep).ok());
}

}  // namespace
}  // namespace kiln::cache
