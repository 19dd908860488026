// SHA-256 (FIPS 180-4): the key of the native code cache (COMPILER.md §5),
// where a collision must be out of reach, not only unlikely by accident
// (XXH3, hash.h, guards against accidents).
#ifndef KILN_BASE_SHA256_H_
#define KILN_BASE_SHA256_H_

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace kiln::base {

using Sha256Digest = std::array<uint8_t, 32>;

// Incremental SHA-256.
class Sha256 {
 public:
  Sha256();
  void Update(std::string_view data);
  // A length-prefixed field, so that a sequence of fields hashes unambiguously.
  void UpdateField(std::string_view data);
  Sha256Digest Finish();  // the object is spent afterwards

 private:
  void Block(const uint8_t* p);
  std::array<uint32_t, 8> state_;
  std::array<uint8_t, 64> buffer_{};
  size_t buffered_ = 0;
  uint64_t total_ = 0;  // bytes
};

Sha256Digest Sha256Of(std::string_view data);
std::string DigestHex(const Sha256Digest& d);
std::string DigestBytes(const Sha256Digest& d);  // the 32 bytes as a string

}  // namespace kiln::base

#endif  // KILN_BASE_SHA256_H_
