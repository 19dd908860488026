#include "cache/sha3.h"

#include <gtest/gtest.h>
#include <openssl/evp.h>

namespace kiln::cache {
namespace {

// OpenSSL's SHA3-224 of `data` in lowercase hex: the reference the test checks
// Kiln's own implementation against (the kiln binary does not link OpenSSL).
std::string OpenSslSha3_224Hex(std::string_view data) {
  unsigned char out[EVP_MAX_MD_SIZE];
  unsigned int len = 0;
  EXPECT_EQ(EVP_Digest(data.data(), data.size(), out, &len, EVP_sha3_224(), nullptr), 1);
  static const char kDigits[] = "0123456789abcdef";
  std::string hex;
  for (unsigned int i = 0; i < len; ++i) {
    hex += kDigits[out[i] >> 4];
    hex += kDigits[out[i] & 15];
  }
  return hex;
}

TEST(Sha3Test, MatchesKnownAnswersAndOpenSsl) {
  EXPECT_EQ(Sha3_224Hex(""), "6b4e03423667dbb73b6e15454f0eb1abd4597f9a1b078e3f5b5a6bc7");
  EXPECT_EQ(Sha3_224Hex("abc"), "e642824c3f8cf24ad09234ee7d3c766fc9a3a5168d0c94ad73b46fdf");
  std::string data;
  for (int n = 0; n < 600; ++n) {
    EXPECT_EQ(Sha3_224Hex(data), OpenSslSha3_224Hex(data)) << n;
    data += static_cast<char>(n * 31 + 7);
  }
}

}  // namespace
}  // namespace kiln::cache
