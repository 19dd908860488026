#include "cache/sha3.h"

#include <gtest/gtest.h>

#include "base/hash.h"

namespace kiln::cache {
namespace {

TEST(Sha3Test, MatchesKnownAnswersAndOpenSsl) {
  EXPECT_EQ(Sha3_224Hex(""), "6b4e03423667dbb73b6e15454f0eb1abd4597f9a1b078e3f5b5a6bc7");
  EXPECT_EQ(Sha3_224Hex("abc"), "e642824c3f8cf24ad09234ee7d3c766fc9a3a5168d0c94ad73b46fdf");
  std::string data;
  for (int n = 0; n < 600; ++n) {
    EXPECT_EQ(Sha3_224Hex(data), base::Sha3_224Hex(data)) << n;
    data += static_cast<char>(n * 31 + 7);
  }
}

}  // namespace
}  // namespace kiln::cache
