#include "base/hash.h"

#include <gtest/gtest.h>

namespace kiln::base {
namespace {

TEST(HashTest, KnownDigests) {
  // The reference value of the empty input from the algorithm's specification.
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

TEST(HashTest, LongInputsHashTheSameOnEveryPath) {
  // Long one-shot inputs may take the AVX2 build of XXH3; the incremental
  // hasher always takes the library's. Both must give the same hash.
  std::string data;
  for (size_t n : {4095, 4096, 4097, 70001, (1 << 20) + 3}) {
    while (data.size() < n) data += static_cast<char>(data.size() * 131 + 17);
    data.resize(n);
    Hasher h;
    h.Update(data);
    EXPECT_EQ(Xxh3_128(data), h.Finish()) << n;
  }
}

}  // namespace
}  // namespace kiln::base
