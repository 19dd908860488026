#include "base/sha256.h"

#include <gtest/gtest.h>
#include <openssl/sha.h>

#include <string>

namespace kiln::base {
namespace {

TEST(Sha256, KnownVectors) {
  EXPECT_EQ(DigestHex(Sha256Of("")),
            "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  EXPECT_EQ(DigestHex(Sha256Of("abc")),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  EXPECT_EQ(DigestHex(Sha256Of("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
}

// Every length around the block and padding boundaries, fed whole and in
// pieces (the incremental path), against OpenSSL's one-shot SHA256(): the
// cache keys stay what they were when sha256.cc was written by hand.
TEST(Sha256, MatchesOpenSslAtEveryLengthAndSplit) {
  std::string data;
  for (int i = 0; i < 300; ++i) data.push_back(static_cast<char>((i * 131 + 7) & 0xff));
  for (size_t len = 0; len <= data.size(); ++len) {
    Sha256Digest want;
    SHA256(reinterpret_cast<const unsigned char*>(data.data()), len, want.data());
    ASSERT_EQ(Sha256Of(std::string_view(data.data(), len)), want) << len;
    const size_t cut = len / 3;
    Sha256 h;
    h.Update(std::string_view(data.data(), cut));
    h.Update(std::string_view(data.data() + cut, len - cut));
    ASSERT_EQ(h.Finish(), want) << len;
  }
}

TEST(Sha256, FieldsAreUnambiguous) {
  Sha256 a;
  a.UpdateField("ab");
  a.UpdateField("c");
  Sha256 b;
  b.UpdateField("a");
  b.UpdateField("bc");
  EXPECT_NE(a.Finish(), b.Finish());
}

}  // namespace
}  // namespace kiln::base
