// The shared tier (COMPILER.md §6; docs/remote-cache.md): a Redis server that
// many machines read and write, behind the local tier in a Store. Keys and
// values on the server: docs/formats/remote-store.md (remote_entry.h).
//
// A bad server never fails a run and never slows it by more than a bounded
// time: connecting and every socket read or write have timeouts (tens of
// milliseconds by default), and the first failure (refused, timed out, reset,
// an answer that is not Redis's) turns the tier off for the rest of the run.
// Reads happen on the run's thread, through their own connection; writes on
// the Store's background thread, through another. Entries expire by the
// server's own policy (maxmemory-policy allkeys-lru): the tier never lists,
// counts or flushes the server's keys.
//
// Nothing read is trusted: every value is checked against its content hash,
// and where the options carry trusted keys, used only when signed by one.
#ifndef KILN_STORE_REDIS_TIER_H_
#define KILN_STORE_REDIS_TIER_H_

#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "base/status.h"
#include "store/remote_format.h"
#include "store/resolve.h"
#include "store/signing.h"
#include "store/tier.h"

namespace kiln::store {

// redis://[[user]:password@]host[:port][/db]
struct RedisAddress {
  std::string host;
  int port = 6379;
  int db = 0;
  std::string user;
  std::string password;
  std::string Describe() const;  // the URL without the password
};
base::ErrorOr<RedisAddress> ParseRedisUrl(std::string_view url);

struct RemoteOptions {
  // The namespace of each Kind (tier.h), part of every key and of what is
  // signed; a kind without one is neither read nor written.
  std::vector<std::string> namespaces = {"native"};
  int connect_timeout_ms = kDefaultConnectTimeoutMs;
  int timeout_ms = kDefaultOperationTimeoutMs;  // each socket read or write
  bool read = true;   // false: the run only uploads
  bool write = true;  // false: the run only downloads
  bool compress = true;
  // Non-null: a value is used only when signed by one of these keys.
  std::shared_ptr<const TrustedKeys> trusted;
  // Non-null: what is uploaded is signed with it.
  std::shared_ptr<const SigningKey> signer;
  // How a host name becomes addresses (within connect_timeout_ms: resolve.h).
  Resolver resolver = SystemResolve;
};

// One kind's entries.
struct RemoteCounts {
  uint64_t hits = 0;
  uint64_t misses = 0;
  uint64_t damaged = 0;     // not an entry, or failed its content hash
  uint64_t rejected = 0;    // unsigned, or not signed by a trusted key
  uint64_t bytes_down = 0;  // values' bytes received (as on the wire)
  uint64_t bytes_up = 0;    // values' bytes sent
  uint64_t entries_up = 0;
};

struct RemoteStats {
  std::vector<RemoteCounts> kinds;  // by Kind, one per namespace
  uint64_t errors = 0;      // failed operations (the first turns the tier off)
  double read_ms = 0;       // the run's thread waiting on the server (connecting too)
  bool off = false;         // turned off by a failure
  std::string off_reason;
};

class RedisTier final : public Tier {
 public:
  // Connects lazily, at the first read or write.
  RedisTier(RedisAddress address, RemoteOptions options);
  ~RedisTier() override;
  RedisTier(const RedisTier&) = delete;
  RedisTier& operator=(const RedisTier&) = delete;

  std::string Describe() const override { return address_.Describe(); }
  Lookup Get(std::string_view key, Kind kind) override;
  base::Status Put(const std::vector<Entry>& entries) override;
  // The server keeps its own LRU order: every read touches.
  base::Status Touch(const std::vector<std::string>&) override { return base::Status::Ok(); }
  // Deletes damaged entries (a value that failed its hash), never others.
  base::Status Remove(const std::vector<EntryKey>& keys) override;
  // The server evicts by its own policy.
  base::ErrorOr<uint64_t> Evict(uint64_t, uint64_t, const std::atomic<bool>&) override { return 0; }
  base::ErrorOr<Inventory> Count() override;
  base::ErrorOr<uint64_t> Verify(std::string* detail) override;
  base::Status Clear() override;
  void Interrupt() override;

  // Connects and asks the server for PING (kiln cache stats).
  base::Status Ping();
  RemoteStats stats() const;
  const RemoteOptions& options() const { return options_; }

 private:
  struct Connection;
  Lookup Fetch(std::string_view key, Kind kind);
  // Opens `c` if it is not; false (and the tier off) on failure.
  bool Ready(Connection& c);
  // Records a failure; the first turns the tier off.
  void Fail(std::string why);

  RedisAddress address_;
  RemoteOptions options_;
  std::mutex read_mu_;
  std::unique_ptr<Connection> reader_;
  // Server keys found damaged or not trusted in this run: not asked again
  // (a run may look a key up twice, e.g. a record's object and then the
  // same module compiled again). Under read_mu_.
  std::unordered_set<std::string> unusable_;
  std::mutex write_mu_;
  std::unique_ptr<Connection> writer_;
  std::atomic<bool> off_{false};
  std::atomic<bool> interrupted_{false};
  mutable std::mutex stats_mu_;
  RemoteStats stats_;
};

}  // namespace kiln::store

#endif  // KILN_STORE_REDIS_TIER_H_
