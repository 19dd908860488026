// XXH3-128 built for AVX2: this file alone is compiled with -mavx2
// (src/base/CMakeLists.txt), and Xxh3_128 calls it for long inputs only on
// processors that have AVX2. The hash is the same with any instruction set;
// only the speed differs (about 2.5 times on the start-up image's region). The
// file includes no C++ library header, so that no code shared with other files
// is ever compiled here for AVX2.
#include <stddef.h>
#include <stdint.h>

#define XXH_INLINE_ALL
#include <xxhash.h>

namespace kiln::base::internal {

void Xxh3_128Avx2(const void* data, size_t size, uint64_t* low, uint64_t* high) {
  XXH128_hash_t h = XXH3_128bits(data, size);
  *low = h.low64;
  *high = h.high64;
}

}  // namespace kiln::base::internal
