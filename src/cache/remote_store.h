// The shared tier behind the native store (COMPILER.md §6, CACHE.md §5;
// docs/remote-cache.md): how the environment configures it, and the counters
// `kiln cache stats` shows across runs.
//
//   KILN_REMOTE_CACHE               redis://[[user]:password@]host[:port][/db]
//   KILN_REMOTE_CONNECT_TIMEOUT_MS  connecting (default 50)
//   KILN_REMOTE_TIMEOUT_MS          each read or write on the socket (default 50)
//   KILN_TRUSTED_KEYS               ':'-separated PEM files of Ed25519 public keys:
//                                   without them nothing is downloaded (native
//                                   code is used only when signed by one)
//   KILN_SIGNING_KEY                a PEM Ed25519 private key: without it nothing
//                                   is uploaded (no client could use it)
#ifndef KILN_CACHE_REMOTE_STORE_H_
#define KILN_CACHE_REMOTE_STORE_H_

#include <cstdint>
#include <memory>
#include <span>
#include <string>

#include "base/env.h"
#include "store/redis_tier.h"

namespace kiln::cache {

struct RemoteSetup {
  bool configured = false;                // KILN_REMOTE_CACHE is set
  std::unique_ptr<store::RedisTier> tier;  // null: not used (see note)
  std::string note;  // why it is not used, or what it does not do (e.g. uploads off)
};
RemoteSetup OpenRemoteTier(base::Env* env);

// Counters of the shared tier summed over this user's runs
// ($KILN_DATA/cache/remote-stats; docs/formats/remote-store.md): objects',
// then CodeInstance records' (record_*).
struct RemoteTotals {
  uint64_t runs = 0;
  uint64_t hits = 0;
  uint64_t misses = 0;
  uint64_t damaged = 0;
  uint64_t rejected = 0;
  uint64_t errors = 0;
  uint64_t bytes_down = 0;
  uint64_t bytes_up = 0;
  uint64_t entries_up = 0;
  uint64_t turned_off = 0;  // runs in which a failure turned the tier off
  uint64_t record_hits = 0;
  uint64_t record_misses = 0;
  uint64_t record_damaged = 0;
  uint64_t record_rejected = 0;
  uint64_t record_bytes_down = 0;
  uint64_t record_bytes_up = 0;
  uint64_t record_entries_up = 0;
};
// The counters, in the file's order: its name in the file, in
// `kiln cache stats --json`, and the member.
struct RemoteTotalsField {
  const char* name;
  const char* json;
  uint64_t RemoteTotals::*member;
};
std::span<const RemoteTotalsField> RemoteTotalsFields();
std::string RemoteTotalsPath(base::Env* env);  // empty: no data folder
RemoteTotals ReadRemoteTotals(base::Env* env);
// Adds one run's counters (best effort: two runs ending at once may lose one's).
void AddRemoteTotals(base::Env* env, const store::RemoteStats& run);

}  // namespace kiln::cache

#endif  // KILN_CACHE_REMOTE_STORE_H_
