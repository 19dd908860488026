// The constants of the native store's file (docs/formats/native-store.md):
// one SQLite database in WAL mode. A file whose application id or format
// version differs is not this format: it is removed and created again.
#ifndef KILN_STORE_FORMAT_H_
#define KILN_STORE_FORMAT_H_

#include <cstdint>

namespace kiln::store {

// PRAGMA application_id: "KlnS".
inline constexpr int32_t kApplicationId = 0x4b6c6e53;
// PRAGMA user_version: the schema below. Bump on any change.
inline constexpr int32_t kFormatVersion = 1;

// Entries: the key (opaque bytes), the SHA-256 of the value, its size, when
// it was last used (milliseconds since the Unix epoch) and the value. The
// index makes both the LRU order and the total size cheap to read.
inline constexpr const char* kSchema =
    "CREATE TABLE entries("
    "  key BLOB PRIMARY KEY NOT NULL,"
    "  hash BLOB NOT NULL,"
    "  size INTEGER NOT NULL,"
    "  last_used INTEGER NOT NULL,"
    "  value BLOB NOT NULL);"
    "CREATE INDEX entries_lru ON entries(last_used, size);";

// Default size cap of the values' bytes (KILN_NATIVE_CACHE_SIZE overrides).
inline constexpr uint64_t kDefaultCapBytes = 512ull << 20;
// Eviction removes at most this many entries per transaction, and goes down
// to this share of the cap so that it does not run again at the next write.
inline constexpr int kEvictBatch = 64;
inline constexpr double kEvictLowWater = 0.9;
// An entry found that was marked used less than this long ago is not marked
// again: the least-recently-used order is this coarse, and a warm run whose
// entries were all used recently writes nothing at all.
inline constexpr int64_t kTouchAfterMs = 10 * 60 * 1000;
// How long the checkpoint after a run's writes waits for other processes'
// reads to end before giving up (it never waits longer than this at exit).
inline constexpr int kCheckpointBusyMs = 20;
// The longest a run's exit waits for its queued writes in wall time, however
// long the store's thread waited for a CPU meanwhile (Store::Shutdown).
inline constexpr int64_t kExitWaitCapMs = 30 * 1000;

}  // namespace kiln::store

#endif  // KILN_STORE_FORMAT_H_
