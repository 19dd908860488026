// The vector builds of XXH3-128 (hash_simd.inc), for hash.cc. C types only: the
// files that define these include no C++ library header.
#ifndef KILN_BASE_HASH_SIMD_H_
#define KILN_BASE_HASH_SIMD_H_

#include <stddef.h>
#include <stdint.h>

namespace kiln::base::internal {

// Reads bytes [offset, offset + n) of the input into dst; 0 when it did.
using ReadChunkFn = int (*)(void* ctx, char* dst, size_t offset, size_t n);

void Xxh3_128Avx2(const void* data, size_t size, uint64_t* low, uint64_t* high);
void Xxh3_128Avx512(const void* data, size_t size, uint64_t* low, uint64_t* high);

// Reads `size` bytes into dst, `chunk` bytes per call of `read`, and hashes
// each chunk right after reading it, while it is still in the processor's
// cache. Returns read's first non-zero result, or 0 (then *low and *high are
// the XXH3-128 of the bytes, as Xxh3_128 would give).
int Xxh3_128ReadAvx2(ReadChunkFn read, void* ctx, char* dst, size_t size, size_t chunk,
                     uint64_t* low, uint64_t* high);
int Xxh3_128ReadAvx512(ReadChunkFn read, void* ctx, char* dst, size_t size, size_t chunk,
                       uint64_t* low, uint64_t* high);

}  // namespace kiln::base::internal

#endif  // KILN_BASE_HASH_SIMD_H_
