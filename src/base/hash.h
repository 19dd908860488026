// Content hashes: XXH3-128 guards against accidents (cache integrity). The
// SHA3-224 that names a package's global cache folder is cache/sha3.h.
#ifndef KILN_BASE_HASH_H_
#define KILN_BASE_HASH_H_

#include <cstdint>
#include <string>
#include <string_view>

namespace kiln::base {

struct Hash128 {
  uint64_t low = 0;
  uint64_t high = 0;
  friend bool operator==(const Hash128&, const Hash128&) = default;
  std::string ToHex() const;  // 32 lowercase hex digits, high word first
};

Hash128 Xxh3_128(std::string_view data);
uint64_t Xxh3_64(std::string_view data);

// Incremental XXH3-128.
class Hasher {
 public:
  Hasher();
  ~Hasher();
  Hasher(const Hasher&) = delete;
  Hasher& operator=(const Hasher&) = delete;
  void Update(std::string_view data);
  void UpdateU64(uint64_t v);
  Hash128 Finish() const;

 private:
  void* state_;  // XXH3_state_t*
};

}  // namespace kiln::base

#endif  // KILN_BASE_HASH_H_
