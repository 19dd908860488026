#include "base/sha256.h"

// SHA256_Init/Update/Final are marked deprecated in OpenSSL 3 in favour of EVP
// (sha256.h says why they are used); they remain part of its API.
#define OPENSSL_SUPPRESS_DEPRECATED
#include <openssl/crypto.h>
#include <openssl/sha.h>

#include "base/check.h"

// libcrypto detects the processor's features (SHA extensions, AVX2), which
// its SHA-256 consults, in its base initialization. The C library would run
// that detection before main (a static libcrypto calls it from the .init
// section); the kiln executable's link drops that call (src/driver/
// deferred_init.ld: a run that hashes nothing pays no CPUID, which traps to
// the hypervisor in a virtual machine), so the first hash asks for the base
// initialization (only that: no configuration, no algorithm tables, no exit
// handler). It runs once per process; EVP's initialization includes it.
namespace kiln::base {

// These calls cannot fail (they only hash memory).
Sha256::Sha256() : ctx_(new SHA256_CTX) {
  static const bool cpu_features_known =
      OPENSSL_init_crypto(OPENSSL_INIT_NO_ATEXIT, nullptr) == 1;
  (void)cpu_features_known;
  CHECK(SHA256_Init(ctx_) == 1) << "SHA-256 init failed";
}

Sha256::~Sha256() { delete ctx_; }

void Sha256::Update(std::string_view data) {
  if (data.empty()) return;  // data() may be null
  CHECK(SHA256_Update(ctx_, data.data(), data.size()) == 1) << "SHA-256 update failed";
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
  CHECK(SHA256_Final(out.data(), ctx_) == 1) << "SHA-256 final failed";
  return out;
}

Sha256Digest Sha256Of(std::string_view data) {
  Sha256 h;
  h.Update(data);
  return h.Finish();
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
