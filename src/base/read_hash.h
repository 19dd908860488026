// Reading a long input and hashing it in one pass (the start-up image's region).
#ifndef KILN_BASE_READ_HASH_H_
#define KILN_BASE_READ_HASH_H_

#include <cstddef>
#include <functional>

#include "base/hash.h"
#include "base/status.h"

namespace kiln::base {

// Reads `size` bytes into `dst` by calls of `read(part, offset, n)` (which fills
// part = dst + offset with bytes [offset, offset + n)), 256 KiB at a time, and
// returns their XXH3-128 (the value Xxh3_128 gives): each part is hashed right
// after it is read, from the processor's cache, rather than the whole read
// again from memory. The first failed read's status instead.
ErrorOr<Hash128> ReadAndXxh3_128(
    const std::function<Status(char* part, size_t offset, size_t n)>& read, char* dst,
    size_t size);

}  // namespace kiln::base

#endif  // KILN_BASE_READ_HASH_H_
