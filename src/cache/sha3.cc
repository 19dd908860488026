#include "cache/sha3.h"

#include <array>
#include <cstdint>

namespace kiln::cache {
namespace {

constexpr std::array<uint64_t, 24> kRoundConstants = {
    0x0000000000000001ULL, 0x0000000000008082ULL, 0x800000000000808AULL, 0x8000000080008000ULL,
    0x000000000000808BULL, 0x0000000080000001ULL, 0x8000000080008081ULL, 0x8000000000008009ULL,
    0x000000000000008AULL, 0x0000000000000088ULL, 0x0000000080008009ULL, 0x000000008000000AULL,
    0x000000008000808BULL, 0x800000000000008BULL, 0x8000000000008089ULL, 0x8000000000008003ULL,
    0x8000000000008002ULL, 0x8000000000000080ULL, 0x000000000000800AULL, 0x800000008000000AULL,
    0x8000000080008081ULL, 0x8000000000008080ULL, 0x0000000080000001ULL, 0x8000000080008008ULL};

// Rotation offsets and the lane permutation of the rho and pi steps, in the
// order pi visits the lanes.
constexpr std::array<int, 24> kRho = {1,  3,  6,  10, 15, 21, 28, 36, 45, 55, 2,  14,
                                      27, 41, 56, 8,  25, 43, 62, 18, 39, 61, 20, 44};
constexpr std::array<int, 24> kPi = {10, 7,  11, 17, 18, 3, 5,  16, 8,  21, 24, 4,
                                     15, 23, 19, 13, 12, 2, 20, 14, 22, 9,  6,  1};

uint64_t Rotl(uint64_t v, int n) { return (v << n) | (v >> (64 - n)); }

void KeccakF(std::array<uint64_t, 25>& a) {
  for (uint64_t rc : kRoundConstants) {
    uint64_t c[5];
    for (int x = 0; x < 5; ++x) c[x] = a[x] ^ a[x + 5] ^ a[x + 10] ^ a[x + 15] ^ a[x + 20];
    for (int x = 0; x < 5; ++x) {
      uint64_t d = c[(x + 4) % 5] ^ Rotl(c[(x + 1) % 5], 1);
      for (int y = 0; y < 25; y += 5) a[y + x] ^= d;
    }
    uint64_t t = a[1];
    for (int i = 0; i < 24; ++i) {
      uint64_t next = a[kPi[i]];
      a[kPi[i]] = Rotl(t, kRho[i]);
      t = next;
    }
    for (int y = 0; y < 25; y += 5) {
      uint64_t row[5];
      for (int x = 0; x < 5; ++x) row[x] = a[y + x];
      for (int x = 0; x < 5; ++x) a[y + x] = row[x] ^ (~row[(x + 1) % 5] & row[(x + 2) % 5]);
    }
    a[0] ^= rc;
  }
}

}  // namespace

std::string Sha3_224Hex(std::string_view data) {
  constexpr size_t kRate = 144;  // (1600 - 2 * 224) / 8
  std::array<uint64_t, 25> state{};
  auto absorb = [&](const unsigned char* block) {
    for (size_t i = 0; i < kRate / 8; ++i) {
      uint64_t lane = 0;
      for (int b = 0; b < 8; ++b) lane |= uint64_t{block[8 * i + b]} << (8 * b);
      state[i] ^= lane;
    }
    KeccakF(state);
  };
  const auto* bytes = reinterpret_cast<const unsigned char*>(data.data());
  size_t left = data.size();
  for (; left >= kRate; left -= kRate, bytes += kRate) absorb(bytes);
  unsigned char last[kRate] = {};
  for (size_t i = 0; i < left; ++i) last[i] = bytes[i];
  last[left] ^= 0x06;  // SHA-3 domain bits and the first padding bit
  last[kRate - 1] ^= 0x80;
  absorb(last);
  static const char kDigits[] = "0123456789abcdef";
  std::string hex;
  for (size_t i = 0; i < 28; ++i) {
    unsigned char byte = static_cast<unsigned char>(state[i / 8] >> (8 * (i % 8)));
    hex += kDigits[byte >> 4];
    hex += kDigits[byte & 15];
  }
  return hex;
}

}  // namespace kiln::cache
