// Ed25519 keys and signatures (signing.h): PEM round trips, what verifies and
// what does not, key files others could read or change.
#include "store/signing.h"

#include <gtest/gtest.h>
#include <stdlib.h>
#include <sys/stat.h>

#include <filesystem>
#include <fstream>

namespace kiln::store {
namespace {

namespace fs = std::filesystem;

std::unique_ptr<SigningKey> NewKey() {
  auto k = SigningKey::Generate();
  EXPECT_TRUE(k.ok()) << k.status().ToString();
  return std::move(*k);
}

class KeyFileTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string tmpl = (fs::temp_directory_path() / "kiln-keys-XXXXXX").string();
    ASSERT_NE(mkdtemp(tmpl.data()), nullptr);
    dir_ = tmpl;
  }
  void TearDown() override {
    std::error_code ec;
    fs::remove_all(dir_, ec);
  }
  std::string Write(const std::string& name, const std::string& text, mode_t mode) {
    const std::string path = dir_ + "/" + name;
    std::ofstream(path) << text;
    chmod(path.c_str(), mode);
    return path;
  }
  std::string dir_;
};

TEST(SigningTest, SignatureVerifiesOnlyForItsMessageAndKey) {
  auto a = NewKey();
  auto b = NewKey();
  ASSERT_NE(a->public_key(), b->public_key());
  auto sig = a->Sign("message");
  ASSERT_TRUE(sig.ok());
  EXPECT_TRUE(VerifySignature(a->public_key(), "message", *sig));
  EXPECT_FALSE(VerifySignature(a->public_key(), "messagf", *sig));
  EXPECT_FALSE(VerifySignature(b->public_key(), "message", *sig));
  for (size_t i = 0; i < sig->size(); ++i) {
    Signature bad = *sig;
    bad[i] ^= 0x20;
    EXPECT_FALSE(VerifySignature(a->public_key(), "message", bad)) << "byte " << i;
  }
  EXPECT_FALSE(VerifySignature(PublicKey{}, "message", *sig));
}

TEST(SigningTest, TrustedKeysVerifyOnlyTheirOwn) {
  auto a = NewKey();
  auto b = NewKey();
  TrustedKeys trusted;
  EXPECT_TRUE(trusted.empty());
  trusted.Add(a->public_key());
  auto sa = a->Sign("m");
  auto sb = b->Sign("m");
  ASSERT_TRUE(sa.ok() && sb.ok());
  EXPECT_TRUE(trusted.Verify(a->public_key(), "m", *sa));
  // A valid signature by a key that is not listed is refused.
  EXPECT_FALSE(trusted.Verify(b->public_key(), "m", *sb));
}

TEST(SigningTest, PemRoundTrip) {
  auto a = NewKey();
  auto priv = a->PrivatePem();
  auto pub = a->PublicPem();
  ASSERT_TRUE(priv.ok() && pub.ok());
  EXPECT_NE(priv->find("-----BEGIN PRIVATE KEY-----"), std::string::npos);
  EXPECT_NE(pub->find("-----BEGIN PUBLIC KEY-----"), std::string::npos);
  auto again = SigningKey::FromPem(*priv);
  ASSERT_TRUE(again.ok()) << again.status().ToString();
  EXPECT_EQ((*again)->public_key(), a->public_key());
  // The same key signs the same (Ed25519 is deterministic).
  EXPECT_EQ(*(*again)->Sign("x"), *a->Sign("x"));
  TrustedKeys trusted;
  ASSERT_TRUE(trusted.AddPem("comment line\n" + *pub + *NewKey()->PublicPem(), "f").ok());
  EXPECT_EQ(trusted.size(), 2u);
  EXPECT_TRUE(trusted.Contains(a->public_key()));
}

TEST(SigningTest, BadPemIsRefused) {
  EXPECT_FALSE(SigningKey::FromPem("").ok());
  EXPECT_FALSE(SigningKey::FromPem("-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n").ok());
  auto pub = NewKey()->PublicPem();
  ASSERT_TRUE(pub.ok());
  // A public key is not a private one.
  EXPECT_FALSE(SigningKey::FromPem(*pub).ok());
  TrustedKeys t;
  EXPECT_FALSE(t.AddPem("no keys here", "f").ok());
  // One bad block refuses the whole file.
  std::string damaged = *pub;
  damaged[40] = damaged[40] == 'A' ? 'B' : 'A';
  damaged[41] = '!';
  EXPECT_FALSE(t.AddPem(*pub + damaged, "f").ok());
  EXPECT_TRUE(t.empty());
  // A private key where public keys are expected holds no PUBLIC KEY block.
  EXPECT_FALSE(t.AddPem(*NewKey()->PrivatePem(), "f").ok());
}

TEST(SigningTest, OtherKeyTypesAreRefused) {
  // An EC P-256 key (openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256).
  const char* ec_private =
      "-----BEGIN PRIVATE KEY-----\n"
      "MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgeiV0u8R2N3pN4kdc\n"
      "gLMvwyLTyjzChu1ePzKJIf+QIyOhRANCAAQwQ7Svpe4g8hdzmhettZzaT4yNc/g7\n"
      "iCJFlAps/7UXjUOmZhzMaQ0nZKmr/2niqp6kzfEncnsJJXoxBrWd1a6L\n"
      "-----END PRIVATE KEY-----\n";
  auto k = SigningKey::FromPem(ec_private);
  ASSERT_FALSE(k.ok());
  EXPECT_NE(k.status().message().find("Ed25519"), std::string::npos) << k.status().ToString();
}

TEST_F(KeyFileTest, SigningKeyFileMustBePrivate) {
  auto a = NewKey();
  const std::string pem = *a->PrivatePem();
  auto ok = SigningKey::Load(base::Env::Default(), Write("private.pem", pem, 0600));
  ASSERT_TRUE(ok.ok()) << ok.status().ToString();
  EXPECT_EQ((*ok)->public_key(), a->public_key());
  for (mode_t mode : {0640, 0604, 0620, 0660}) {
    auto refused = SigningKey::Load(base::Env::Default(), Write("open.pem", pem, mode));
    EXPECT_FALSE(refused.ok()) << std::oct << mode;
  }
  EXPECT_FALSE(SigningKey::Load(base::Env::Default(), dir_ + "/missing.pem").ok());
}

TEST_F(KeyFileTest, TrustedKeyFilesMustNotBeWritableByOthers) {
  auto a = NewKey();
  auto b = NewKey();
  const std::string one = Write("a.pub", *a->PublicPem(), 0644);
  const std::string two = Write("b.pub", *b->PublicPem(), 0600);
  TrustedKeys t;
  ASSERT_TRUE(t.Load(base::Env::Default(), one + ":" + two).ok());
  EXPECT_TRUE(t.Contains(a->public_key()) && t.Contains(b->public_key()));
  TrustedKeys open;
  EXPECT_FALSE(open.Load(base::Env::Default(), Write("c.pub", *a->PublicPem(), 0666)).ok());
  EXPECT_FALSE(open.Load(base::Env::Default(), Write("d.pub", *a->PublicPem(), 0620)).ok());
  TrustedKeys missing;
  EXPECT_FALSE(missing.Load(base::Env::Default(), dir_ + "/none.pub").ok());
}

}  // namespace
}  // namespace kiln::store
