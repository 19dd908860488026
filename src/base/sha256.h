// SHA-256 (FIPS 180-4): the key of the native code cache (COMPILER.md §5),
// where a collision must be out of reach, not only unlikely by accident
// (XXH3, hash.h, guards against accidents). Computed by OpenSSL's libcrypto
// (which the shared tier's signatures need anyway), behind this interface so
// that no other file sees OpenSSL. Its SHA-256 functions proper, not the EVP
// interface: EVP's first use initializes the library (reads its configuration,
// builds its algorithm tables), about 5 M instructions that a warm run would
// pay for its first key.
#ifndef KILN_BASE_SHA256_H_
#define KILN_BASE_SHA256_H_

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

struct SHA256state_st;  // OpenSSL's SHA256_CTX

namespace kiln::base {

using Sha256Digest = std::array<uint8_t, 32>;

// Incremental SHA-256.
class Sha256 {
 public:
  Sha256();
  ~Sha256();
  Sha256(const Sha256&) = delete;
  Sha256& operator=(const Sha256&) = delete;
  void Update(std::string_view data);
  // A length-prefixed field, so that a sequence of fields hashes unambiguously.
  void UpdateField(std::string_view data);
  Sha256Digest Finish();  // the object is spent afterwards

 private:
  SHA256state_st* ctx_;
};

Sha256Digest Sha256Of(std::string_view data);
std::string DigestHex(const Sha256Digest& d);
std::string DigestBytes(const Sha256Digest& d);  // the 32 bytes as a string

}  // namespace kiln::base

#endif  // KILN_BASE_SHA256_H_
