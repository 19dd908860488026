// SHA3-224 (FIPS 202) without a crypto library: the cache names its global
// locations with it (CACHE.md §2), and initializing OpenSSL for that one
// digest costs more than the rest of a warm start's hashing. Checked
// against OpenSSL's in sha3_test.cc.
#ifndef KILN_CACHE_SHA3_H_
#define KILN_CACHE_SHA3_H_

#include <string>
#include <string_view>

namespace kiln::cache {

// 56 lowercase hex digits.
std::string Sha3_224Hex(std::string_view data);

}  // namespace kiln::cache

#endif  // KILN_CACHE_SHA3_H_
