#include "base/hash.h"

#include <openssl/evp.h>
#include <xxhash.h>

#include "base/check.h"

namespace kiln::base {
namespace {

std::string HexDigest(const EVP_MD* md, std::string_view data) {
  unsigned char out[EVP_MAX_MD_SIZE];
  unsigned int len = 0;
  CHECK(EVP_Digest(data.data(), data.size(), out, &len, md, nullptr) == 1);
  static const char kDigits[] = "0123456789abcdef";
  std::string hex;
  hex.reserve(len * 2);
  for (unsigned int i = 0; i < len; ++i) {
    hex += kDigits[out[i] >> 4];
    hex += kDigits[out[i] & 15];
  }
  return hex;
}

}  // namespace

std::string Hash128::ToHex() const {
  static const char kDigits[] = "0123456789abcdef";
  std::string hex(32, '0');
  for (int i = 0; i < 16; ++i) {
    hex[15 - i] = kDigits[(high >> (4 * i)) & 15];
    hex[31 - i] = kDigits[(low >> (4 * i)) & 15];
  }
  return hex;
}

Hash128 Xxh3_128(std::string_view data) {
  XXH128_hash_t h = XXH3_128bits(data.data(), data.size());
  return Hash128{h.low64, h.high64};
}

uint64_t Xxh3_64(std::string_view data) { return XXH3_64bits(data.data(), data.size()); }

Hasher::Hasher() : state_(XXH3_createState()) {
  CHECK(state_ != nullptr);
  XXH3_128bits_reset(static_cast<XXH3_state_t*>(state_));
}

Hasher::~Hasher() { XXH3_freeState(static_cast<XXH3_state_t*>(state_)); }

void Hasher::Update(std::string_view data) {
  XXH3_128bits_update(static_cast<XXH3_state_t*>(state_), data.data(), data.size());
}

void Hasher::UpdateU64(uint64_t v) {
  unsigned char bytes[8];
  for (int i = 0; i < 8; ++i) bytes[i] = static_cast<unsigned char>(v >> (8 * i));
  XXH3_128bits_update(static_cast<XXH3_state_t*>(state_), bytes, 8);
}

Hash128 Hasher::Finish() const {
  XXH128_hash_t h = XXH3_128bits_digest(static_cast<XXH3_state_t*>(state_));
  return Hash128{h.low64, h.high64};
}

std::string Sha3_224Hex(std::string_view data) { return HexDigest(EVP_sha3_224(), data); }
std::string Sha256Hex(std::string_view data) { return HexDigest(EVP_sha256(), data); }

}  // namespace kiln::base
