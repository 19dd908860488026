#include "base/hash.h"

#include <xxhash.h>

#if defined(__x86_64__)
#if defined(__clang__)
// The C library's header is C (it names _Bool), which clang's C++ does not take.
#define _Bool bool
#include <sys/platform/x86.h>
#undef _Bool
#else
#include <sys/platform/x86.h>
#endif
#endif

#include "base/check.h"

namespace kiln::base {

#if defined(__x86_64__)
namespace internal {
// hash_avx2.cc.
void Xxh3_128Avx2(const void* data, size_t size, uint64_t* low, uint64_t* high);
}  // namespace internal

namespace {

// Inputs from this size on are hashed with AVX2 where the processor has it.
constexpr size_t kLongInput = 4096;

// What the C library found at start-up (usable by the processor and the
// system): no CPUID instruction again, which costs a trap in a virtual machine.
bool HaveAvx2() {
  static const bool have = CPU_FEATURE_ACTIVE(AVX2);
  return have;
}

}  // namespace
#endif

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
#if defined(__x86_64__)
  if (data.size() >= kLongInput && HaveAvx2()) {
    Hash128 h;
    internal::Xxh3_128Avx2(data.data(), data.size(), &h.low, &h.high);
    return h;
  }
#endif
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


}  // namespace kiln::base
