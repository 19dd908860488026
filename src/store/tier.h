// One level of a key-value store (ARCHITECTURE.md: the store knows nothing of
// the language). Keys and values are bytes. The local level is the SQLite file
// (sqlite_tier.h); a remote one (a server shared by many machines) implements
// the same interface and sits behind it in a Store (store.h).
//
// Every value carries its content hash; a tier checks it on read, and a value
// that does not match is reported as damaged, never returned.
#ifndef KILN_STORE_TIER_H_
#define KILN_STORE_TIER_H_

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/status.h"

namespace kiln::store {

// What an entry holds, as the store's user numbers it (e.g. objects, and the
// records that name them). Keys of different kinds never coincide; the local
// tier ignores the kind, a shared one keeps each kind under a namespace of its
// own (so that nothing written as one kind is ever read as another) and counts
// each kind apart.
using Kind = uint8_t;

struct Entry {
  std::string key;
  std::string value;
  Kind kind = 0;
};

struct EntryKey {
  std::string key;
  Kind kind = 0;
};

struct Lookup {
  enum class State : uint8_t {
    kHit,
    kMiss,
    kDamaged,      // the entry exists but failed its content hash: remove it
    kUnavailable,  // the tier could not answer now (busy, broken): a miss
  };
  State state = State::kMiss;
  std::string value;  // kHit only
  // kHit: when the entry was last marked used (milliseconds since the Unix
  // epoch), where the tier keeps it; 0 when it does not say.
  int64_t last_used_ms = 0;
};

struct Inventory {
  uint64_t entries = 0;
  uint64_t bytes = 0;       // the values' bytes (what the cap limits)
  uint64_t file_bytes = 0;  // what the tier occupies on disk, where it knows
};

class Tier {
 public:
  virtual ~Tier() = default;
  virtual std::string Describe() const = 0;  // e.g. the file's path

  // Called from a run's thread: must not wait long (a bounded, short time).
  virtual Lookup Get(std::string_view key, Kind kind) = 0;
  // Around a run of many Gets in a row (a run revalidating its records): the
  // tier may answer them all from one snapshot and keep what it read in
  // between (SQLite: one read transaction instead of one per Get). Gets
  // answer the same with or without; writes made meanwhile (by this process's
  // background thread or another process) are seen after EndReads. On the
  // run's thread, never nested.
  virtual void BeginReads() {}
  virtual void EndReads() {}

  // The rest are called from one background thread.
  // Stores every entry (one transaction where the tier has them); an entry
  // already present is replaced.
  virtual base::Status Put(const std::vector<Entry>& entries) = 0;
  // Marks keys as used now, for the least-recently-used order. Best effort.
  virtual base::Status Touch(const std::vector<std::string>& keys) = 0;
  // Removes keys (damaged entries).
  virtual base::Status Remove(const std::vector<EntryKey>& keys) = 0;
  // While the values exceed `cap` bytes, removes the least recently used
  // entries, a batch per transaction, down to `target` bytes; stops between
  // batches when `stop` is set. Returns the bytes removed.
  virtual base::ErrorOr<uint64_t> Evict(uint64_t cap, uint64_t target,
                                        const std::atomic<bool>& stop) = 0;

  // Whether the values may exceed `cap` bytes (Evict may have work): a quick
  // check, on the run's thread, before a background thread is started for
  // it. True where the tier cannot tell cheaply.
  virtual bool MayExceed(uint64_t cap) {
    (void)cap;
    return true;
  }

  // Administration (kiln cache stats|verify|clear).
  virtual base::ErrorOr<Inventory> Count() = 0;
  // Checks the whole store: its structure and every value's hash. Returns the
  // number of damaged entries found (and removed).
  virtual base::ErrorOr<uint64_t> Verify(std::string* detail) = 0;
  virtual base::Status Clear() = 0;

  // After a run's last write: folds what the run wrote into the tier's main
  // file, so that the next process to open it has less to read (a SQLite
  // WAL is read in full by the first process that opens the file). Best effort.
  virtual void Checkpoint() {}

  // Makes a write in progress on the background thread stop soon (at exit,
  // when the bounded wait is over). Safe from any thread.
  virtual void Interrupt() {}
};

}  // namespace kiln::store

#endif  // KILN_STORE_TIER_H_
