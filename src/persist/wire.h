// Little-endian fixed-width integers and LEB128 varints: the primitives every
// persisted value is built from. Loads never read past the `end` they are
// given and never assume alignment (blobs are read straight from mmap).
#ifndef KILN_PERSIST_WIRE_H_
#define KILN_PERSIST_WIRE_H_

#include <cstdint>
#include <cstring>
#include <string>

#include "persist/format.h"

namespace kiln::persist::wire {

inline void PutFixed32(std::string* out, uint32_t v) {
  char bytes[4];
  for (int i = 0; i < 4; ++i) bytes[i] = static_cast<char>(v >> (8 * i));
  out->append(bytes, 4);
}

inline void PutFixed64(std::string* out, uint64_t v) {
  char bytes[8];
  for (int i = 0; i < 8; ++i) bytes[i] = static_cast<char>(v >> (8 * i));
  out->append(bytes, 8);
}

// Overwrites 4 bytes at `pos`. REQUIRES: pos + 4 <= out->size().
inline void StoreFixed32(std::string* out, size_t pos, uint32_t v) {
  for (int i = 0; i < 4; ++i) (*out)[pos + i] = static_cast<char>(v >> (8 * i));
}

// REQUIRES: p points at 4 readable bytes.
inline uint32_t LoadFixed32(const char* p) {
  unsigned char b[4];
  std::memcpy(b, p, 4);
  return uint32_t{b[0]} | uint32_t{b[1]} << 8 | uint32_t{b[2]} << 16 | uint32_t{b[3]} << 24;
}

// REQUIRES: p points at 8 readable bytes.
inline uint64_t LoadFixed64(const char* p) {
  unsigned char b[8];
  std::memcpy(b, p, 8);
  uint64_t v = 0;
  for (int i = 7; i >= 0; --i) v = (v << 8) | b[i];
  return v;
}

inline void PutVarint(std::string* out, uint64_t v) {
  char bytes[format::kMaxVarintBytes];
  size_t n = 0;
  while (v >= 0x80) {
    bytes[n++] = static_cast<char>((v & 0x7F) | 0x80);
    v >>= 7;
  }
  bytes[n++] = static_cast<char>(v);
  out->append(bytes, n);
}

inline size_t VarintLength(uint64_t v) {
  size_t n = 1;
  while (v >= 0x80) {
    v >>= 7;
    ++n;
  }
  return n;
}

// Result of a varint load: `next` is the first byte after the varint, or
// nullptr when the bytes in [p, end) do not start with a valid varint.
struct Varint {
  uint64_t value;
  const char* next;
};

// Accepts only the shortest encoding of a value that fits in 64 bits, so
// that every value has exactly one valid encoding: a final byte of zero
// (other than a lone zero) and bits beyond the 64th are rejected.
inline Varint LoadVarint(const char* p, const char* end) {
  uint64_t value = 0;
  for (size_t i = 0; i < format::kMaxVarintBytes; ++i) {
    if (p == end) return {0, nullptr};
    const uint8_t byte = static_cast<uint8_t>(*p++);
    value |= uint64_t{byte & 0x7Fu} << (7 * i);
    if ((byte & 0x80) == 0) {
      if (byte == 0 && i > 0) return {0, nullptr};                            // overlong
      if (i == format::kMaxVarintBytes - 1 && byte > 1) return {0, nullptr};  // > 64 bits
      return {value, p};
    }
  }
  return {0, nullptr};
}

// Zigzag mapping of signed integers onto unsigned ones (small magnitudes of
// either sign become small varints).
inline uint64_t ZigZag(int64_t v) {
  return (static_cast<uint64_t>(v) << 1) ^ static_cast<uint64_t>(v >> 63);
}
inline int64_t UnZigZag(uint64_t v) {
  return static_cast<int64_t>(v >> 1) ^ -static_cast<int64_t>(v & 1);
}

}  // namespace kiln::persist::wire

#endif  // KILN_PERSIST_WIRE_H_
