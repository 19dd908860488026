// The constants of the shared tier's keys and values on the server
// (docs/formats/remote-store.md). Bump kRemoteVersion on any change of the
// value's layout or of what is signed: the key prefix changes with it, so
// clients of different versions never read each other's entries.
#ifndef KILN_STORE_REMOTE_FORMAT_H_
#define KILN_STORE_REMOTE_FORMAT_H_

#include <cstdint>
#include <string_view>

namespace kiln::store {

inline constexpr uint32_t kRemoteVersion = 1;
// Every key: "kiln:r<version>:<namespace>:<hex of the store's key>".
inline constexpr std::string_view kRemoteKeyPrefix = "kiln:r";

// The value's header: "KLNR" little-endian.
inline constexpr uint32_t kRemoteMagic = 0x524e4c4b;
inline constexpr uint32_t kFlagZstd = 1u;  // the payload is one zstd frame
inline constexpr uint32_t kKnownFlags = kFlagZstd;
// magic, version, flags (u32 each); size (u64); hash (32); signer (32);
// signature (64); payload size (u64).
inline constexpr size_t kRemoteHeaderBytes = 4 + 4 + 4 + 8 + 32 + 32 + 64 + 8;
// A value larger than this is refused before it is decompressed.
inline constexpr uint64_t kMaxRemoteValueBytes = 256ull << 20;
// zstd's level: fast, and most of the gain for object files.
inline constexpr int kZstdLevel = 3;

// What a signature covers (each field length-prefixed): this text, the
// namespace, then the entry's hash (which covers its key and value).
inline constexpr std::string_view kSignatureContext = "kiln remote entry";

// Defaults of the timeouts (KILN_REMOTE_CONNECT_TIMEOUT_MS,
// KILN_REMOTE_TIMEOUT_MS).
inline constexpr int kDefaultConnectTimeoutMs = 50;
inline constexpr int kDefaultOperationTimeoutMs = 50;

}  // namespace kiln::store

#endif  // KILN_STORE_REMOTE_FORMAT_H_
