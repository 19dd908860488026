// The local tier: one SQLite database in WAL mode (docs/formats/native-store.md),
// shared by every process of the user at once. Reads take their own connection
// and never wait more than a short, bounded time for a lock (a lock held longer
// is a miss); writes take another connection, used by one background thread
// and opened at the first write (a run that only reads never opens it).
//
// SQLite does its own file I/O; what the store does to files itself (removing
// a damaged database) goes through Env. The caller checks that the folder is
// trusted (CACHE.md §5) before opening.
//
// Damage is never fatal: a file that is not a store of this format (corrupt,
// truncated, another format version, another program's database) is removed
// and created again at Open; damage found later makes reads miss until the
// next write, which creates the file again first.
#ifndef KILN_STORE_SQLITE_TIER_H_
#define KILN_STORE_SQLITE_TIER_H_

#include <atomic>
#include <memory>
#include <mutex>
#include <string>

#include "base/env.h"
#include "base/status.h"
#include "store/tier.h"

namespace kiln::store {

struct SqliteOptions {
  int read_busy_ms = 20;     // the longest a read waits for a lock
  int write_busy_ms = 5000;  // the longest a background write waits
};

class SqliteTier final : public Tier {
 public:
  // REQUIRES: the folder of `path` exists. An error means no store: the
  // folder is read-only, the disk is full, or the file stayed locked.
  static base::ErrorOr<std::unique_ptr<SqliteTier>> Open(base::Env* env, const std::string& path,
                                                         const SqliteOptions& options = {});
  ~SqliteTier() override;
  SqliteTier(const SqliteTier&) = delete;
  SqliteTier& operator=(const SqliteTier&) = delete;

  std::string Describe() const override { return path_; }
  Lookup Get(std::string_view key, Kind kind = 0) override;
  void BeginReads() override;
  void EndReads() override;
  base::Status Put(const std::vector<Entry>& entries) override;
  base::Status Touch(const std::vector<std::string>& keys) override;
  base::Status Remove(const std::vector<EntryKey>& keys) override;
  base::ErrorOr<uint64_t> Evict(uint64_t cap, uint64_t target, const std::atomic<bool>& stop) override;
  // The file and its WAL are larger than `cap` (they hold the values).
  bool MayExceed(uint64_t cap) override { return FileBytes() > cap; }
  base::ErrorOr<Inventory> Count() override;
  base::ErrorOr<uint64_t> Verify(std::string* detail) override;
  base::Status Clear() override;
  // PRAGMA wal_checkpoint(TRUNCATE), waiting at most kCheckpointBusyMs for
  // other processes' reads.
  void Checkpoint() override;
  void Interrupt() override;

  // How many times the file was found unusable and created again.
  int rebuilds() const { return rebuilds_.load(); }

 private:
  struct Connection;
  SqliteTier(base::Env* env, std::string path, SqliteOptions options);
  base::Status OpenConnections();
  // Both connections, the file made a store first if it is new (or not in
  // WAL mode yet).
  base::Status OpenBoth();
  // The writer's connection to an existing store (WriterReady).
  base::ErrorOr<std::unique_ptr<Connection>> OpenWriter();
  void CloseConnections();
  // Before each write: creates the file again if a read found it damaged,
  // and opens the writer's connection if it is not open yet.
  base::Status WriterReady();
  base::Status Rebuild();
  // Marks the store damaged when `s` says so; returns `s`.
  base::Status Note(base::Status s);
  // The file's and its WAL's sizes on disk.
  uint64_t FileBytes() const;

  base::Env* env_;
  std::string path_;
  SqliteOptions options_;
  std::mutex read_mu_;   // reader_
  std::mutex write_mu_;  // writer_
  std::unique_ptr<Connection> reader_;
  std::unique_ptr<Connection> writer_;
  std::mutex interrupt_mu_;  // Interrupt against the writer's closing
  std::atomic<bool> damaged_{false};
  std::atomic<int> rebuilds_{0};
};

}  // namespace kiln::store

#endif  // KILN_STORE_SQLITE_TIER_H_
