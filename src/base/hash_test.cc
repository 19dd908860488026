#include "base/hash.h"

#include <gtest/gtest.h>

namespace kiln::base {
namespace {

TEST(HashTest, KnownDigests) {
  // Reference values of the empty input from the algorithms' specifications.
  EXPECT_EQ(Sha256Hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  EXPECT_EQ(Sha3_224Hex(""), "6b4e03423667dbb73b6e15454f0eb1abd4597f9a1b078e3f5b5a6bc7");
  EXPECT_EQ(Xxh3_64(""), 0x2D06800538D394C2ull);
}

TEST(HashTest, IncrementalMatchesOneShot) {
  Hasher h;
  h.Update("hello ");
  h.Update("world");
  EXPECT_EQ(h.Finish(), Xxh3_128("hello world"));
  EXPECT_NE(Xxh3_128("hello world"), Xxh3_128("hello worle"));
  EXPECT_EQ(Xxh3_128("x").ToHex().size(), 32u);
}

}  // namespace
}  // namespace kiln::base
