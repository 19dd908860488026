// Where the native code store lives and how it is opened (COMPILER.md §5,
// CACHE.md §4, §5): one SQLite file, $KILN_DATA/cache/native.sqlite, shared by
// every program and process of the user. Its folder must be trusted like
// every cache folder; an untrusted, unwritable or full $KILN_DATA means runs
// go without it. The store itself (src/store) knows nothing of what it holds.
#ifndef KILN_CACHE_NATIVE_STORE_H_
#define KILN_CACHE_NATIVE_STORE_H_

#include <cstdint>
#include <memory>
#include <string>

#include "base/env.h"
#include "base/status.h"
#include "store/redis_tier.h"
#include "store/sqlite_tier.h"
#include "store/store.h"

namespace kiln::cache {

// What the store holds (store::Kind): native objects with their linker info,
// and the persisted CodeInstance records that name them
// (docs/formats/code-instance-record.md). The shared tier keeps them under
// namespaces of their own and counts them apart.
inline constexpr store::Kind kNativeObjectKind = 0;
inline constexpr store::Kind kCodeInstanceRecordKind = 1;

// Empty when no data folder can be determined.
std::string NativeStorePath(base::Env* env);

// The size cap of the values: KILN_NATIVE_CACHE_SIZE in bytes, with an
// optional K, M or G suffix (powers of 1024); the default when unset or not a
// size.
uint64_t NativeStoreCap(base::Env* env);

// Opens the local tier, creating its folder; an error says why there is none.
base::ErrorOr<std::unique_ptr<store::SqliteTier>> OpenNativeTier(base::Env* env);

// The store of a run: the local tier behind a Store front with the cap, and
// behind it the shared tier when KILN_REMOTE_CACHE configures one
// (remote_store.h).
struct NativeStore {
  std::unique_ptr<store::Store> store;
  store::RedisTier* remote = nullptr;  // owned by `store`; null: none
  bool remote_configured = false;
  std::string remote_note;  // why there is none, or what it does not do
};
base::ErrorOr<NativeStore> OpenNativeStore(base::Env* env);

// Administration (kiln cache stats|verify|clear). None creates the file.
struct NativeStoreReport {
  std::string path;  // empty: no data folder
  bool exists = false;
  std::string error;  // when it exists but cannot be opened
  store::Inventory inventory;
  uint64_t cap = 0;
  int rebuilds = 0;  // the file was damaged or of another format: made again
};
NativeStoreReport InspectNativeStore(base::Env* env);
// Also checks the whole file and every value's hash; damaged entries are
// removed, a damaged file made again (both counted in `damaged`/`rebuilds`).
NativeStoreReport VerifyNativeStore(base::Env* env, uint64_t* damaged, std::string* detail);
// Removes the file (and its WAL and shared-memory files).
base::Status ClearNativeStore(base::Env* env);

}  // namespace kiln::cache

#endif  // KILN_CACHE_NATIVE_STORE_H_
