#include "base/sha256.h"

#include <openssl/evp.h>

#include "base/check.h"

namespace kiln::base {

// Only running out of memory makes these calls fail (SHA-256 is always
// available in libcrypto's default provider).
Sha256::Sha256() : ctx_(EVP_MD_CTX_new()) {
  CHECK(ctx_ != nullptr && EVP_DigestInit_ex(ctx_, EVP_sha256(), nullptr) == 1) << "SHA-256: out of memory";
}

Sha256::~Sha256() { EVP_MD_CTX_free(ctx_); }

void Sha256::Update(std::string_view data) {
  CHECK(EVP_DigestUpdate(ctx_, data.data(), data.size()) == 1) << "SHA-256 update failed";
}

void Sha256::UpdateField(std::string_view data) {
  uint8_t len[8];
  uint64_t n = data.size();
  for (int i = 0; i < 8; ++i) len[i] = static_cast<uint8_t>(n >> (8 * i));
  Update(std::string_view(reinterpret_cast<const char*>(len), 8));
  Update(data);
}

Sha256Digest Sha256::Finish() {
  Sha256Digest out;
  unsigned int n = 0;
  CHECK(EVP_DigestFinal_ex(ctx_, out.data(), &n) == 1 && n == out.size()) << "SHA-256 final failed";
  return out;
}

Sha256Digest Sha256Of(std::string_view data) {
  Sha256Digest out;
  unsigned int n = 0;
  CHECK(EVP_Digest(data.data(), data.size(), out.data(), &n, EVP_sha256(), nullptr) == 1 && n == out.size())
      << "SHA-256 failed";
  return out;
}

std::string DigestHex(const Sha256Digest& d) {
  static const char kHex[] = "0123456789abcdef";
  std::string s;
  s.reserve(64);
  for (uint8_t b : d) {
    s.push_back(kHex[b >> 4]);
    s.push_back(kHex[b & 15]);
  }
  return s;
}

std::string DigestBytes(const Sha256Digest& d) {
  return std::string(reinterpret_cast<const char*>(d.data()), d.size());
}

}  // namespace kiln::base
