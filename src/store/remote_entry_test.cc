// The shared tier's envelope (remote_entry.h): round trips, compression, and
// every way untrusted bytes can be wrong — never a wrong value, never a crash.
#include "store/remote_entry.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <vector>

#include "store/remote_format.h"

namespace kiln::store {
namespace {

using Verdict = Decoded::Verdict;

std::string Compressible() {
  std::string v;
  for (int i = 0; i < 4000; ++i) v += "object bytes " + std::to_string(i % 17);
  return v;
}

std::string Random(size_t n, uint32_t seed) {
  std::mt19937 rng(seed);
  std::string v(n, '\0');
  for (char& c : v) c = static_cast<char>(rng());
  return v;
}

class RemoteEntryTest : public ::testing::Test {
 protected:
  void SetUp() override {
    key_ = std::move(*SigningKey::Generate());
    other_ = std::move(*SigningKey::Generate());
    trusted_.Add(key_->public_key());
  }
  std::string Encode(std::string_view key, std::string_view value, const SigningKey* signer,
                     bool compress = true) {
    EncodeOptions o;
    o.compress = compress;
    o.signer = signer;
    auto e = EncodeRemoteValue("native", key, value, o);
    EXPECT_TRUE(e.ok()) << e.status().ToString();
    return *e;
  }
  std::unique_ptr<SigningKey> key_, other_;
  TrustedKeys trusted_;
};

TEST_F(RemoteEntryTest, KeysAreNamespacedByVersionAndContent) {
  EXPECT_EQ(RemoteKey("native", std::string("\x01\xab", 2)), "kiln:r1:native:01ab");
  EXPECT_NE(RemoteKey("native", "k"), RemoteKey("cinst", "k"));
}

TEST_F(RemoteEntryTest, SignedRoundTripCompressedAndNot) {
  for (const std::string& value : {Compressible(), Random(3000, 1), std::string("x"), std::string()}) {
    for (bool compress : {true, false}) {
      const std::string bytes = Encode("key", value, key_.get(), compress);
      Decoded d = DecodeRemoteValue("native", "key", bytes, &trusted_);
      ASSERT_EQ(d.verdict, Verdict::kOk) << d.detail;
      EXPECT_EQ(d.value, value);
      // Without a signature requirement it reads the same.
      EXPECT_EQ(DecodeRemoteValue("native", "key", bytes, nullptr).value, value);
    }
  }
}

TEST_F(RemoteEntryTest, CompressesOnlyWhenSmaller) {
  const std::string text = Compressible();
  EXPECT_LT(Encode("k", text, nullptr).size(), text.size() / 4);
  const std::string noise = Random(5000, 2);
  const std::string bytes = Encode("k", noise, nullptr);
  EXPECT_EQ(bytes.size(), kRemoteHeaderBytes + noise.size());  // stored as is
}

TEST_F(RemoteEntryTest, UnsignedAndUntrustedAreRejected) {
  const std::string value = Compressible();
  EXPECT_EQ(DecodeRemoteValue("native", "k", Encode("k", value, nullptr), &trusted_).verdict, Verdict::kUnsigned);
  EXPECT_EQ(DecodeRemoteValue("native", "k", Encode("k", value, other_.get()), &trusted_).verdict,
            Verdict::kBadSignature);
  // A signature is bound to its namespace.
  EncodeOptions o;
  o.signer = key_.get();
  auto elsewhere = EncodeRemoteValue("cinst", "k", value, o);
  ASSERT_TRUE(elsewhere.ok());
  EXPECT_EQ(DecodeRemoteValue("native", "k", *elsewhere, &trusted_).verdict, Verdict::kBadSignature);
}

TEST_F(RemoteEntryTest, EverySignatureOrHashBitMatters) {
  const std::string bytes = Encode("k", Compressible(), key_.get());
  // hash at 20..52, signer 52..84, signature 84..148.
  for (size_t i = 20; i < 148; ++i) {
    std::string bad = bytes;
    bad[i] ^= 0x04;
    Decoded d = DecodeRemoteValue("native", "k", bad, &trusted_);
    EXPECT_NE(d.verdict, Verdict::kOk) << "byte " << i;
    EXPECT_TRUE(d.value.empty());
  }
}

TEST_F(RemoteEntryTest, ValueUnderAnotherKeyIsDamaged) {
  const std::string bytes = Encode("k1", Compressible(), key_.get());
  // Signed by a trusted key, but its hash covers k1: read as k2 it fails.
  EXPECT_EQ(DecodeRemoteValue("native", "k2", bytes, nullptr).verdict, Verdict::kDamaged);
  EXPECT_NE(DecodeRemoteValue("native", "k2", bytes, &trusted_).verdict, Verdict::kOk);
}

TEST_F(RemoteEntryTest, DamagedPayloadIsNeverReturned) {
  for (bool compress : {true, false}) {
    const std::string bytes = Encode("k", Compressible(), key_.get(), compress);
    // Some 60 places spread over the payload, its last byte included.
    std::vector<size_t> places;
    const size_t step = std::max<size_t>(1, (bytes.size() - kRemoteHeaderBytes) / 60);
    for (size_t i = kRemoteHeaderBytes; i < bytes.size(); i += step) places.push_back(i);
    places.push_back(bytes.size() - 1);
    for (size_t i : places) {
      std::string bad = bytes;
      bad[i] ^= 0x5a;
      Decoded d = DecodeRemoteValue("native", "k", bad, &trusted_);
      EXPECT_EQ(d.verdict, Verdict::kDamaged) << "byte " << i << " compress " << compress;
    }
  }
}

TEST_F(RemoteEntryTest, EveryTruncationAndGarbageIsDamaged) {
  const std::string bytes = Encode("k", Compressible(), key_.get());
  for (size_t n = 0; n < bytes.size(); ++n) {
    EXPECT_EQ(DecodeRemoteValue("native", "k", bytes.substr(0, n), nullptr).verdict, Verdict::kDamaged)
        << n;
  }
  EXPECT_EQ(DecodeRemoteValue("native", "k", bytes + "x", nullptr).verdict, Verdict::kDamaged);
  for (uint32_t seed = 0; seed < 200; ++seed) {
    EXPECT_EQ(DecodeRemoteValue("native", "k", Random(seed * 3, seed), &trusted_).verdict, Verdict::kDamaged);
  }
  // A header claiming a huge value is refused before anything is allocated.
  std::string huge = bytes;
  for (int i = 12; i < 20; ++i) huge[i] = static_cast<char>(0xff);
  EXPECT_EQ(DecodeRemoteValue("native", "k", huge, nullptr).verdict, Verdict::kDamaged);
  // Another version or unknown flags.
  std::string version = bytes;
  version[4] = 2;
  EXPECT_EQ(DecodeRemoteValue("native", "k", version, nullptr).verdict, Verdict::kDamaged);
  std::string flags = bytes;
  flags[8] |= 0x02;
  EXPECT_EQ(DecodeRemoteValue("native", "k", flags, nullptr).verdict, Verdict::kDamaged);
}

}  // namespace
}  // namespace kiln::store
