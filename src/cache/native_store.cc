#include "cache/native_store.h"

#include <cctype>
#include <cstdlib>
#include <utility>
#include <vector>

#include "cache/locations.h"
#include "cache/remote_store.h"

namespace kiln::cache {

std::string NativeStorePath(base::Env* env) {
  const std::string data = KilnDataDir(env);
  if (data.empty()) return "";
  return data + "/cache/native.sqlite";
}

uint64_t NativeStoreCap(base::Env* env) {
  const std::string text = env->GetEnvVar("KILN_NATIVE_CACHE_SIZE");
  if (text.empty()) return store::kDefaultCapBytes;
  uint64_t value = 0;
  size_t i = 0;
  for (; i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])); ++i) {
    if (value > (UINT64_MAX - 9) / 10) return store::kDefaultCapBytes;
    value = value * 10 + static_cast<uint64_t>(text[i] - '0');
  }
  if (i == 0) return store::kDefaultCapBytes;
  int shift = 0;
  if (i + 1 == text.size()) {
    switch (std::toupper(static_cast<unsigned char>(text[i]))) {
      case 'K': shift = 10; break;
      case 'M': shift = 20; break;
      case 'G': shift = 30; break;
      default: return store::kDefaultCapBytes;
    }
  } else if (i != text.size()) {
    return store::kDefaultCapBytes;
  }
  if (shift > 0 && value > (UINT64_MAX >> shift)) return store::kDefaultCapBytes;
  return value << shift;
}

base::ErrorOr<std::unique_ptr<store::SqliteTier>> OpenNativeTier(base::Env* env) {
  const std::string data = KilnDataDir(env);
  if (data.empty()) return base::Status::NotFound("no data folder (KILN_DATA, XDG_DATA_HOME, HOME)");
  const std::string dir = data + "/cache";
  if (!TrustedChain(env, data, dir)) {
    return base::Status::PermissionDenied(dir + " is not trusted (owned by another user, or writable by others)");
  }
  if (base::Status s = env->CreateDirs(dir); !s.ok()) return s;
  // Created just now by another process with other permissions? Check again.
  if (!TrustedChain(env, data, dir)) return base::Status::PermissionDenied(dir + " is not trusted");
  return store::SqliteTier::Open(env, dir + "/native.sqlite");
}

base::ErrorOr<NativeStore> OpenNativeStore(base::Env* env) {
  auto local = OpenNativeTier(env);
  if (!local.ok()) return local.status();
  NativeStore opened;
  std::vector<std::unique_ptr<store::Tier>> tiers;
  tiers.push_back(std::move(*local));
  RemoteSetup remote = OpenRemoteTier(env);
  opened.remote_configured = remote.configured;
  opened.remote_note = std::move(remote.note);
  if (remote.tier != nullptr) {
    opened.remote = remote.tier.get();
    tiers.push_back(std::move(remote.tier));
  }
  store::StoreOptions options;
  options.cap_bytes = NativeStoreCap(env);
  // Test hook: the store's thread waits N ms before each batch of writes, as
  // if other processes held the CPUs (store::StoreOptions).
  if (const std::string delay = env->GetEnvVar("KILN_TEST_STORE_DELAY_MS"); !delay.empty()) {
    options.test_write_delay_ms = std::strtoll(delay.c_str(), nullptr, 10);
  }
  opened.store = std::make_unique<store::Store>(std::move(tiers), options);
  return opened;
}

namespace {

// Opens an existing store for administration; the report says what failed.
std::unique_ptr<store::SqliteTier> OpenExisting(base::Env* env, NativeStoreReport* r) {
  r->path = NativeStorePath(env);
  r->cap = NativeStoreCap(env);
  if (r->path.empty() || !env->FileExists(r->path)) return nullptr;
  r->exists = true;
  auto tier = OpenNativeTier(env);
  if (!tier.ok()) {
    r->error = tier.status().ToString();
    return nullptr;
  }
  r->rebuilds = (*tier)->rebuilds();
  return std::move(*tier);
}

}  // namespace

NativeStoreReport InspectNativeStore(base::Env* env) {
  NativeStoreReport r;
  std::unique_ptr<store::SqliteTier> tier = OpenExisting(env, &r);
  if (tier == nullptr) return r;
  auto inv = tier->Count();
  if (inv.ok()) {
    r.inventory = *inv;
  } else {
    r.error = inv.status().ToString();
  }
  return r;
}

NativeStoreReport VerifyNativeStore(base::Env* env, uint64_t* damaged, std::string* detail) {
  NativeStoreReport r;
  *damaged = 0;
  std::unique_ptr<store::SqliteTier> tier = OpenExisting(env, &r);
  if (tier == nullptr) return r;
  auto bad = tier->Verify(detail);
  if (!bad.ok()) {
    // The file itself is damaged: it is made again (empty).
    r.error = bad.status().ToString();
    auto again = tier->Clear();
    r.rebuilds = tier->rebuilds();
    if (!again.ok()) r.error += "; " + again.ToString();
  } else {
    *damaged = *bad;
  }
  auto inv = tier->Count();
  if (inv.ok()) r.inventory = *inv;
  return r;
}

base::Status ClearNativeStore(base::Env* env) {
  const std::string path = NativeStorePath(env);
  if (path.empty()) return base::Status::Ok();
  for (const char* suffix : {"", "-wal", "-shm"}) {
    const std::string p = path + suffix;
    if (!env->FileExists(p)) continue;
    base::Status s = env->RemoveFile(p);
    if (!s.ok() && !s.IsNotFound()) return s;
  }
  // The tier's markers of programs that ran native code (docs/native.md
  // "Tiering"): without the store they only make first calls look it up.
  const std::string data = KilnDataDir(env);
  if (data.empty()) return base::Status::Ok();
  const std::string markers = data + "/cache/native-hot";
  auto names = env->ListDir(markers);
  if (!names.ok()) return base::Status::Ok();  // none yet
  for (const std::string& name : *names) {
    base::Status s = env->RemoveFile(markers + "/" + name);
    if (!s.ok() && !s.IsNotFound()) return s;
  }
  base::Status s = env->RemoveDir(markers);
  if (!s.ok() && !s.IsNotFound()) return s;
  return base::Status::Ok();
}

}  // namespace kiln::cache
