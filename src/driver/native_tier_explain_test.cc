#include "driver/native_tier_explain.h"

#include <gtest/gtest.h>

namespace kiln::driver {
namespace {

ContextParts Parts(const std::string& abi) {
  return {{"LLVM version", "19.1.7"}, {"CPU", "znver3"}, {"runtime ABI", abi}};
}

const char kIdentity[] = "Tuple{typeof(Main.f), Int64}\nMain.f\nTuple{typeof(Main.f), Int64}\n/x.jl\nBODY";

TEST(CiIndex, RoundTrip) {
  CiIndex index{"body-hash", "record-key", Parts("00ff")};
  auto back = DecodeCiIndex(EncodeCiIndex(index));
  ASSERT_TRUE(back.has_value());
  EXPECT_EQ(back->body, "body-hash");
  EXPECT_EQ(back->record_key, "record-key");
  EXPECT_EQ(back->parts, Parts("00ff"));
}

TEST(CiIndex, EveryTruncationAndTrailingByteIsRejected) {
  const std::string bytes = EncodeCiIndex(CiIndex{"b", "k", Parts("01")});
  for (size_t n = 0; n < bytes.size(); ++n) {
    EXPECT_FALSE(DecodeCiIndex(bytes.substr(0, n)).has_value()) << n;
  }
  EXPECT_FALSE(DecodeCiIndex(bytes + "x").has_value());
  std::string other_version = bytes;
  other_version[4] = static_cast<char>(kCiIndexVersion + 1);
  EXPECT_FALSE(DecodeCiIndex(other_version).has_value());
}

TEST(CiIndex, KeyLeavesOutTheFileAndBodyHash) {
  std::string edited = kIdentity;
  edited.replace(edited.rfind('\n') + 1, std::string::npos, "OTHER");
  EXPECT_EQ(CiIndexKey(kIdentity), CiIndexKey(edited));
  std::string moved = kIdentity;
  moved.replace(moved.find("/x.jl"), 5, "y.jl");
  EXPECT_EQ(CiIndexKey(kIdentity), CiIndexKey(moved));
  std::string other_signature = kIdentity;
  other_signature.replace(other_signature.rfind("Int64"), 5, "Any");
  EXPECT_NE(CiIndexKey(kIdentity), CiIndexKey(other_signature));
  std::string other_types = kIdentity;
  other_types.replace(other_types.find("Int64"), 5, "Int32");
  EXPECT_NE(CiIndexKey(kIdentity), CiIndexKey(other_types));
}

TEST(ExplainNotFound, SaysWhichPartChanged) {
  EXPECT_EQ(ExplainNotFound(std::nullopt, "b", "k", Parts("01")), "never compiled");
  EXPECT_EQ(ExplainNotFound(std::string("garbage"), "b", "k", Parts("01")),
            "never compiled (its index entry is damaged)");
  const std::string index = EncodeCiIndex(CiIndex{"b", "k", Parts("01")});
  EXPECT_EQ(ExplainNotFound(index, "b2", "k2", Parts("01")), "the source of its method changed");
  EXPECT_EQ(ExplainNotFound(index, "b", "k2", Parts("02")), "runtime ABI changed (was 01, now 02)");
  EXPECT_EQ(ExplainNotFound(index, "b2", "k2", Parts("02")),
            "the source of its method changed; runtime ABI changed (was 01, now 02)");
  EXPECT_EQ(ExplainNotFound(index, "b", "k", Parts("01")), "its record was evicted or lost");
  const std::string long_abi(64, 'a');
  EXPECT_EQ(ExplainNotFound(index, "b", "k2", Parts(long_abi)),
            "runtime ABI changed (was 01, now aaaaaaaaaaaaaaaa…)");
}

TEST(CiIndex, IdentityFileIsTheFourthLine) {
  EXPECT_EQ(IdentityFile(kIdentity), "/x.jl");
  EXPECT_EQ(IdentityFile("Tuple{typeof(Main.h)}\nMain.h\nsig\nprog.jl"), "prog.jl");
  EXPECT_EQ(IdentityFile("Tuple{typeof(Main.h)}\nMain.h\nsig"), "");
}

TEST(ExplainNotFound, NamesTheFileAMethodMovedFrom) {
  ContextParts was = Parts("01");
  was.emplace_back(kFilePart, "Pkg/src/a.jl");
  ContextParts now = Parts("01");
  now.emplace_back(kFilePart, "Pkg/src/b.jl");
  const std::string index = EncodeCiIndex(CiIndex{"b", "k", was});
  EXPECT_EQ(ExplainNotFound(index, "b", "k2", now),
            "its method moved to another file (was Pkg/src/a.jl, now Pkg/src/b.jl)");
  EXPECT_EQ(ExplainNotFound(index, "b", "k", was), "its record was evicted or lost");
}

TEST(ExplainName, ShowsTheMethodWithItsArgumentTypes) {
  EXPECT_EQ(ExplainName(kIdentity), "Main.f(::Int64)");
  EXPECT_EQ(ExplainName("Tuple{typeof(Main.g), Vector{Int64}, Dict{String, Tuple{Int64, Int64}}}\nMain.A.g\n"),
            "Main.A.g(::Vector{Int64}, ::Dict{String, Tuple{Int64, Int64}})");
  EXPECT_EQ(ExplainName("Tuple{typeof(Main.h)}\nMain.h\nsig"), "Main.h()");
}

}  // namespace
}  // namespace kiln::driver
