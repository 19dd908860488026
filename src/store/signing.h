// Ed25519 signatures on what the shared tier carries (CACHE.md §5;
// docs/remote-cache.md): native code fetched from a server that others can
// write to is used only when signed by a key the user trusts.
//
// Key files are PEM, as OpenSSL writes them (docs/formats/remote-store.md):
//   signing key  (KILN_SIGNING_KEY):  one Ed25519 private key, PKCS#8
//                ("-----BEGIN PRIVATE KEY-----"), e.g.
//                `openssl genpkey -algorithm ed25519 -out signing.pem`;
//                the file must be the user's and not readable by others.
//   trusted keys (KILN_TRUSTED_KEYS): one or more files, ':'-separated, each
//                holding one or more Ed25519 public keys, SubjectPublicKeyInfo
//                ("-----BEGIN PUBLIC KEY-----"), e.g.
//                `openssl pkey -in signing.pem -pubout`; no file may be
//                writable by others (who could add their own key).
// Keys are read through Env and parsed from memory; OpenSSL (libcrypto) does
// the arithmetic.
#ifndef KILN_STORE_SIGNING_H_
#define KILN_STORE_SIGNING_H_

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "base/env.h"
#include "base/status.h"

namespace kiln::store {

using PublicKey = std::array<uint8_t, 32>;
using Signature = std::array<uint8_t, 64>;

class SigningKey {
 public:
  // Parses a PEM private key (PKCS#8, Ed25519).
  static base::ErrorOr<std::unique_ptr<SigningKey>> FromPem(std::string_view pem);
  // Reads and parses the file; refuses one that is not the user's, or that
  // group or others may read or write.
  static base::ErrorOr<std::unique_ptr<SigningKey>> Load(base::Env* env, const std::string& path);
  // A new random key (tests, key generation).
  static base::ErrorOr<std::unique_ptr<SigningKey>> Generate();
  ~SigningKey();
  SigningKey(const SigningKey&) = delete;
  SigningKey& operator=(const SigningKey&) = delete;

  const PublicKey& public_key() const { return public_; }
  base::ErrorOr<Signature> Sign(std::string_view message) const;
  // The key as PEM (PKCS#8 private, SubjectPublicKeyInfo public).
  base::ErrorOr<std::string> PrivatePem() const;
  base::ErrorOr<std::string> PublicPem() const;

 private:
  SigningKey() = default;
  struct Impl;
  std::unique_ptr<Impl> impl_;
  PublicKey public_{};
};

// The keys whose signatures are accepted.
class TrustedKeys {
 public:
  // Parses every PUBLIC KEY block of `pem`; any block that is not an Ed25519
  // public key, or text that holds none, is an error (the whole file is then
  // not used: a typo never silently trusts less, or more, than written).
  base::Status AddPem(std::string_view pem, const std::string& origin);
  // Each ':'-separated path of `paths` (KILN_TRUSTED_KEYS); refuses a file
  // that others may write to.
  base::Status Load(base::Env* env, const std::string& paths);
  void Add(const PublicKey& key) { keys_.push_back(key); }

  bool empty() const { return keys_.empty(); }
  size_t size() const { return keys_.size(); }
  bool Contains(const PublicKey& key) const;
  // True when `key` is trusted and `signature` is its signature of `message`.
  bool Verify(const PublicKey& key, std::string_view message, const Signature& signature) const;

 private:
  std::vector<PublicKey> keys_;
};

// Checks a signature with any public key (no trust decision).
bool VerifySignature(const PublicKey& key, std::string_view message, const Signature& signature);

}  // namespace kiln::store

#endif  // KILN_STORE_SIGNING_H_
