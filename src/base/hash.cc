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

#include <algorithm>

#include "base/check.h"
#include "base/hash_simd.h"
#include "base/read_hash.h"

namespace kiln::base {

#if defined(__x86_64__)
namespace {

// Inputs from this size on are hashed with AVX-512 or AVX2 where the processor
// has it.
constexpr size_t kLongInput = 4096;

// What the C library found at start-up (usable by the processor and the
// system): no CPUID instruction again, which costs a trap in a virtual machine.
bool HaveAvx2() {
  static const bool have = CPU_FEATURE_ACTIVE(AVX2);
  return have;
}

bool HaveAvx512() {
  static const bool have = CPU_FEATURE_ACTIVE(AVX512F);
  return have;
}

}  // namespace
#endif

namespace {

// ReadAndXxh3_128's part size: a fraction of any recent processor's L2 cache.
constexpr size_t kReadPart = size_t{256} << 10;

struct ReadContext {
  const std::function<Status(char*, size_t, size_t)>* read;
  Status status;
};

int ReadPart(void* ctx, char* dst, size_t offset, size_t n) {
  auto* c = static_cast<ReadContext*>(ctx);
  c->status = (*c->read)(dst, offset, n);
  return c->status.ok() ? 0 : 1;
}

int ReadAndHashDefault(internal::ReadChunkFn read, void* ctx, char* dst, size_t size,
                       size_t chunk, uint64_t* low, uint64_t* high) {
  XXH3_state_t* state = XXH3_createState();
  CHECK(state != nullptr);
  XXH3_128bits_reset(state);
  int err = 0;
  for (size_t done = 0; done < size && err == 0;) {
    const size_t n = std::min(size - done, chunk);
    err = read(ctx, dst + done, done, n);
    if (err == 0) XXH3_128bits_update(state, dst + done, n);
    done += n;
  }
  XXH128_hash_t h = XXH3_128bits_digest(state);
  XXH3_freeState(state);
  *low = h.low64;
  *high = h.high64;
  return err;
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
#if defined(__x86_64__)
  if (data.size() >= kLongInput && HaveAvx512()) {
    Hash128 h;
    internal::Xxh3_128Avx512(data.data(), data.size(), &h.low, &h.high);
    return h;
  }
  if (data.size() >= kLongInput && HaveAvx2()) {
    Hash128 h;
    internal::Xxh3_128Avx2(data.data(), data.size(), &h.low, &h.high);
    return h;
  }
#endif
  XXH128_hash_t h = XXH3_128bits(data.data(), data.size());
  return Hash128{h.low64, h.high64};
}

ErrorOr<Hash128> ReadAndXxh3_128(
    const std::function<Status(char* part, size_t offset, size_t n)>& read, char* dst,
    size_t size) {
  ReadContext ctx{&read, Status::Ok()};
  auto hash = &ReadAndHashDefault;
#if defined(__x86_64__)
  if (HaveAvx512()) {
    hash = &internal::Xxh3_128ReadAvx512;
  } else if (HaveAvx2()) {
    hash = &internal::Xxh3_128ReadAvx2;
  }
#endif
  Hash128 h;
  if (hash(&ReadPart, &ctx, dst, size, kReadPart, &h.low, &h.high) != 0) return ctx.status;
  return h;
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
