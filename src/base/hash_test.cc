#include "base/hash.h"
#include "base/read_hash.h"

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

TEST(HashTest, ReadingPartByPartHashesAsTheWhole) {
  std::string data;
  for (size_t n : {0, 1, 4097, (256 << 10) - 1, 256 << 10, (256 << 10) + 1, (3 << 20) + 12345}) {
    while (data.size() < n) data += static_cast<char>(data.size() * 131 + 17);
    data.resize(n);
    std::string copy(n, '\0');
    size_t calls = 0;
    ErrorOr<Hash128> h = ReadAndXxh3_128(
        [&](char* part, size_t offset, size_t len) {
          EXPECT_EQ(part, copy.data() + offset);
          EXPECT_LE(offset + len, n);
          data.copy(part, len, offset);
          ++calls;
          return Status::Ok();
        },
        copy.data(), n);
    ASSERT_TRUE(h.ok()) << n;
    EXPECT_EQ(*h, Xxh3_128(data)) << n;
    EXPECT_EQ(copy, data) << n;
    EXPECT_EQ(calls, (n + (256 << 10) - 1) / (256 << 10)) << n;
  }
}

TEST(HashTest, AFailedReadStopsAndIsReturned) {
  std::string dst(1 << 20, '\0');
  size_t calls = 0;
  ErrorOr<Hash128> h = ReadAndXxh3_128(
      [&](char*, size_t offset, size_t) {
        ++calls;
        return offset == 0 ? Status::Ok() : Status::Corruption("short");
      },
      dst.data(), dst.size());
  ASSERT_FALSE(h.ok());
  EXPECT_EQ(h.status().code(), Status::Code::kCorruption);
  EXPECT_EQ(calls, 2u);
}

}  // namespace
}  // namespace kiln::base
