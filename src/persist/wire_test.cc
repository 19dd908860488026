#include "persist/wire.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>

namespace kiln::persist::wire {
namespace {

Varint Load(const std::string& bytes) {
  return LoadVarint(bytes.data(), bytes.data() + bytes.size());
}

TEST(WireTest, VarintRoundTripsAndHasShortestLength) {
  for (uint64_t v : {uint64_t{0}, uint64_t{1}, uint64_t{127}, uint64_t{128}, uint64_t{300},
                     uint64_t{UINT32_MAX}, uint64_t{1} << 63, UINT64_MAX}) {
    std::string bytes;
    PutVarint(&bytes, v);
    EXPECT_EQ(bytes.size(), VarintLength(v));
    Varint got = Load(bytes);
    ASSERT_NE(got.next, nullptr) << v;
    EXPECT_EQ(got.value, v);
    EXPECT_EQ(got.next, bytes.data() + bytes.size());
  }
  EXPECT_EQ(VarintLength(UINT64_MAX), format::kMaxVarintBytes);
}

TEST(WireTest, VarintRejectsTruncatedOverlongAndOversized) {
  EXPECT_EQ(Load("").next, nullptr);
  EXPECT_EQ(Load("\x80").next, nullptr);                      // truncated
  EXPECT_EQ(Load(std::string("\x80\x00", 2)).next, nullptr);  // overlong zero
  EXPECT_EQ(Load(std::string("\x81\x00", 2)).next, nullptr);  // overlong one
  EXPECT_NE(Load(std::string("\x00", 1)).next, nullptr);      // a lone zero is fine
  // Ten bytes whose last carries more than the 64th bit.
  EXPECT_EQ(Load("\xff\xff\xff\xff\xff\xff\xff\xff\xff\x02").next, nullptr);
  EXPECT_NE(Load("\xff\xff\xff\xff\xff\xff\xff\xff\xff\x01").next, nullptr);
  // Eleven bytes never decode.
  EXPECT_EQ(Load("\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\x01").next, nullptr);
}

TEST(WireTest, FixedWidthIsLittleEndianAndUnaligned) {
  std::string bytes = "x";
  PutFixed32(&bytes, 0x04030201);
  PutFixed64(&bytes, 0x0807060504030201ULL);
  EXPECT_EQ(bytes.substr(1, 4), "\x01\x02\x03\x04");
  EXPECT_EQ(LoadFixed32(bytes.data() + 1), 0x04030201u);
  EXPECT_EQ(LoadFixed64(bytes.data() + 5), 0x0807060504030201ULL);
  StoreFixed32(&bytes, 1, 0xA0B0C0D0);
  EXPECT_EQ(LoadFixed32(bytes.data() + 1), 0xA0B0C0D0u);
}

TEST(WireTest, ZigZagMapsSmallMagnitudesToSmallValues) {
  EXPECT_EQ(ZigZag(0), 0u);
  EXPECT_EQ(ZigZag(-1), 1u);
  EXPECT_EQ(ZigZag(1), 2u);
  for (int64_t v : {int64_t{0}, int64_t{-1}, int64_t{12345}, INT64_MIN, INT64_MAX}) {
    EXPECT_EQ(UnZigZag(ZigZag(v)), v);
  }
}

}  // namespace
}  // namespace kiln::persist::wire
