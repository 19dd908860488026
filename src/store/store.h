// The store a run uses (ARCHITECTURE.md: a library with no knowledge of the
// language): a stack of tiers (tier.h), the local one first. Get reads
// through them in order on the caller's thread; Put, the least-recently-used
// bookkeeping, the removal of damaged entries and eviction happen on one
// background thread, so that a run never waits for a write. At exit Shutdown
// waits a bounded time for the queued writes; eviction never runs then.
#ifndef KILN_STORE_STORE_H_
#define KILN_STORE_STORE_H_

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "store/format.h"
#include "store/tier.h"

namespace kiln::store {

struct StoreOptions {
  uint64_t cap_bytes = kDefaultCapBytes;  // of the first tier's values
  // A hit in the first tier is marked used (Tier::Touch) only when the tier
  // says it was last marked at least this long ago (or does not say).
  int64_t touch_after_ms = kTouchAfterMs;
  // Test hook (KILN_TEST_STORE_DELAY_MS): the thread waits this long before
  // each batch of writes, counted as time it waited for a CPU, as on a
  // machine other processes load.
  int64_t test_write_delay_ms = 0;
};

struct StoreStats {
  uint64_t lookups = 0;
  uint64_t hits = 0;
  uint64_t damaged = 0;           // entries that failed their hash (removed)
  uint64_t unavailable = 0;       // lookups a tier could not answer (a miss)
  uint64_t entries_written = 0;   // committed by the background thread
  uint64_t bytes_written = 0;
  uint64_t writes_dropped = 0;    // not written: failed, left at exit, or over the cap at exit
  uint64_t bytes_evicted = 0;
  std::string write_error;        // the first write's failure, if any
};

class Store {
 public:
  Store(std::vector<std::unique_ptr<Tier>> tiers, StoreOptions options);
  ~Store();  // Shutdown(0) unless called
  Store(const Store&) = delete;
  Store& operator=(const Store&) = delete;

  // The value under `key` from the first tier that has it; a hit in a later
  // tier is written back to the earlier ones. With `local_only` only the
  // first tier is asked (and Put writes only there): for values a run keeps
  // to itself. `kind` says what the value is (tier.h).
  std::optional<std::string> Get(std::string_view key, bool local_only = false, Kind kind = 0);
  // Many Gets in a row (Tier::BeginReads) from the first tier, while an
  // object of this class lives. Nested ones are part of the outermost.
  class ReadBatch {
   public:
    explicit ReadBatch(Store& store) : store_(store) {
      if (store_.read_batches_++ == 0 && !store_.tiers_.empty()) store_.tiers_[0]->BeginReads();
    }
    ~ReadBatch() {
      if (--store_.read_batches_ == 0 && !store_.tiers_.empty()) store_.tiers_[0]->EndReads();
    }
    ReadBatch(const ReadBatch&) = delete;
    ReadBatch& operator=(const ReadBatch&) = delete;

   private:
    Store& store_;
  };
  // Queues a write to every tier.
  void Put(std::string key, std::string value, bool local_only = false, Kind kind = 0);

  // Waits until the queued writes are done or `wait_ms` passed, then drops
  // what is left. The time counted is the thread's own: time it spent
  // waiting for a CPU other processes held is not counted (a loaded machine
  // drops nothing a quiet one writes), up to kExitWaitCapMs of wall time (a write in progress is interrupted and rolled back) and
  // stops the thread. LRU updates and eviction are never waited for. When
  // this run wrote to the first tier and its writes are done, the thread
  // checkpoints it (Tier::Checkpoint) before it stops.
  void Shutdown(int64_t wait_ms);
  // Waits until everything queued, eviction included, is done (for tests and
  // administration).
  void Drain();

  StoreStats stats() const;
  Tier& tier(size_t i) { return *tiers_[i]; }
  size_t tier_count() const { return tiers_.size(); }

 private:
  struct Pending {
    Entry entry;
    size_t below = 0;  // written to tiers [0, below)
  };
  void Loop();
  // Starts the background thread if it is not running (REQUIRES: mu_ held):
  // at the first work queued, or at once when the first tier may be over
  // its cap. A run that finds everything and writes nothing starts none.
  void StartThreadLocked();
  void Wake();
  // How long the thread has waited for a CPU so far (ms; 0 where the
  // system does not say), the test hook's delays included.
  double QueuedMs() const;

  std::vector<std::unique_ptr<Tier>> tiers_;
  StoreOptions options_;
  int read_batches_ = 0;  // ReadBatch objects alive (on the run's thread)

  mutable std::mutex mu_;
  std::condition_variable wake_;
  std::condition_variable idle_;
  std::vector<Pending> puts_;
  std::vector<std::pair<size_t, EntryKey>> removes_;  // (tier, key)
  std::vector<std::string> touches_;                     // first tier's hits
  bool busy_ = false;        // the thread is working on a batch
  bool writing_ = false;     // ... and that batch has writes (else only bookkeeping)
  bool evict_due_ = false;   // a write may have taken the first tier over its cap
  bool stopping_ = false;
  bool shut_down_ = false;
  bool abandoned_ = false;   // Shutdown's wait ended before the writes did
  std::atomic<bool> stop_{false};  // eviction stops between batches
  std::atomic<int> thread_id_{0};      // the thread's kernel id, once it runs
  std::atomic<int64_t> test_delayed_us_{0};      // the test hook's waits, ended
  std::atomic<int64_t> test_delay_since_us_{0};  // ... and the one going on
  StoreStats stats_;
  bool thread_started_ = false;  // under mu_
  std::thread thread_;
};

}  // namespace kiln::store

#endif  // KILN_STORE_STORE_H_
